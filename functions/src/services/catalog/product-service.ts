import type {
  ProductInput,
  ProductUpdateInput,
  VintageInput,
  VintageUpdateInput,
} from '@cellar/shared/catalog/product';
import type { AdminProductRow, AdminProductView, VintageView } from '@cellar/shared/catalog/product-view';
import { applyListQuery, type ListQuery } from '@cellar/shared/list-query';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError, ValidationError, type FieldErrorKeys } from '../../lib/errors.ts';
import type { MessageKey } from '@cellar/shared/i18n/messages';
import type { ProductPage, ProductRecord, VintageRecord } from '../../repositories/product-records.ts';
import {
  ProductChanged,
  ProductInBox,
  ProductInDiscount,
  productRepository,
  ReferenceMissing,
  StockChanged,
  type ProductSave,
  type StockWrite,
  type VintageSave,
} from '../../repositories/product-repository.ts';
import { finishImages, storeImages } from './product-images.ts';
import {
  awardReferences,
  customizationReference,
  productReferences,
  vintageReferences,
} from '../../repositories/product-references.ts';
import { adminProductRow, adminProductView, vintageView } from './product-views.ts';
import { reorder } from '../common/ordering.ts';
import { syncAward, syncProduct } from './catalogue-texts.ts';

/** What the repository's failures mean to the admin. */
function translateFailure(error: unknown): never {
  if (error instanceof ReferenceMissing) throw new ValidationError({ [error.field]: [error.messageKey as MessageKey] });
  if (error instanceof StockChanged)
    throw new ConflictError('product.stockChanged', { quantity: ['product.stockChanged'] });
  if (error instanceof ProductChanged) throw new ConflictError();
  if (error instanceof ProductInBox) throw new ConflictError('product.inBox');
  if (error instanceof ProductInDiscount) throw new ConflictError('discount.productInDiscount');
  throw error;
}

async function pageOf(site: SiteId, idProduct: number): Promise<ProductPage> {
  const page = await productRepository.page(site, idProduct);
  if (!page) throw new NotFoundError('product.notFound');
  return page;
}

/** A vintage found by its id (gsi2), then read by its key consistently: every caller writes after it. */
async function vintageOf(site: SiteId, idVintage: number): Promise<VintageRecord> {
  const vintage = await productRepository.vintage(site, idVintage, { consistent: true });
  if (!vintage) throw new NotFoundError('vintage.notFound');
  return vintage;
}

/** A box holds other products, never itself (a box in a box is refused by the reference's condition). */
function checkBoxLines(input: Pick<ProductInput, 'productType' | 'products'>, idProduct: number): void {
  if (input.productType !== 'BOX') return;
  const errors: FieldErrorKeys = {};
  input.products.forEach((line, i) => {
    if (line.id === idProduct) errors[`products.${i}.id`] = ['product.boxInBox'];
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** The product's own fields from the rules' input (a WINE's prices live on its vintages). */
function productFields(
  input: ProductInput,
): Omit<ProductRecord, 'id' | 'images' | 'valid' | 'order' | 'createdAt' | 'updatedAt'> {
  const isWine = input.productType === 'WINE';
  return {
    productType: input.productType,
    name: input.name,
    description: input.description,
    metaDescription: input.metaDescription,
    price: isWine ? null : input.price,
    multipleOf: input.multipleOf,
    weight: input.weight,
    hasShippingFees: input.hasShippingFees,
    isDematerialized: input.isDematerialized,
    isVintage: input.isVintage,
    kind: isWine ? input.kind : null,
    grapes: isWine ? input.grapes : [],
    products: input.productType === 'BOX' ? input.products : [],
    taste: input.taste,
    meal: input.meal,
    label: input.label,
    winetype: input.winetype,
    temperature: input.temperature,
    keepingYears: input.keepingYears,
    setQuantity: input.setQuantity,
    quantity: input.setQuantity ? (input.quantity ?? 0) : input.quantity,
    sku: input.sku,
    tags: input.tags,
    features: input.features,
  };
}

/**
 * What a save does to a stock (docs/decisions.md "Catalogue API", stock): `quantity` not sent, or
 * sent equal to `previousQuantity` (the admin did not touch it) → nothing; sent and different →
 * set, on the condition the stock is still `previousQuantity`; sent without `previousQuantity` (an
 * API client) → set as asked.
 */
export function stockWrite(
  quantity: number | null | undefined,
  previousQuantity: number | undefined,
): StockWrite | null {
  if (quantity === null || quantity === undefined) return null;
  if (previousQuantity === undefined) return { quantity, expected: undefined };
  return quantity === previousQuantity ? null : { quantity, expected: previousQuantity };
}

function vintageFields(
  input: VintageInput,
): Omit<VintageRecord, 'id' | 'idProduct' | 'valid' | 'order' | 'createdAt' | 'updatedAt'> {
  const { valid: _valid, ...fields } = input;
  return fields;
}

export const productService = {
  /** `GET /admin/v4/product`: the site's products as rows (one Query of the catalogue index). */
  async list(site: SiteId, query: ListQuery): Promise<{ products: AdminProductRow[]; total: number }> {
    const rows = (await productRepository.catalogue(site)).map(({ product, vintages }) =>
      adminProductRow(product, vintages),
    );
    const sorted = query.orderBy ? rows : rows.sort((a, b) => a.order - b.order || a.id - b.id);
    const { items, total } = applyListQuery(sorted, query);
    return { products: items, total };
  },

  async get(site: SiteId, id: number): Promise<AdminProductView> {
    return adminProductView(await pageOf(site, id));
  },

  /** A new product with its images (and a WINE's first vintage), placed last in the list. */
  async create(site: SiteId, input: ProductInput): Promise<AdminProductView> {
    const id = await productRepository.nextProductId(site);
    checkBoxLines(input, id);
    const now = new Date().toISOString();
    const count = (await productRepository.catalogue(site)).length;
    const stored = await storeImages(site, id, input, []);
    const product: ProductRecord = {
      id,
      ...productFields(input),
      images: stored.images,
      valid: input.valid ?? true,
      order: count,
      createdAt: now,
      updatedAt: now,
    };
    const vintages: VintageRecord[] = input.firstVintage
      ? [
          {
            id: await productRepository.nextVintageId(site),
            idProduct: id,
            ...vintageFields(input.firstVintage),
            valid: true,
            order: 0,
            createdAt: now,
            updatedAt: now,
          },
        ]
      : [];
    const references = [...productReferences(site, product), ...vintages.flatMap(vintageReferences)];
    try {
      await productRepository.create(site, product, vintages, references);
    } catch (error) {
      await finishImages.failed(stored);
      translateFailure(error);
    }
    await finishImages.saved(stored);
    await syncProduct(site, id, product);
    return adminProductView({ product, vintages, awards: [], customizations: [] });
  },

  /**
   * Changes a product (whole form); its type never changes; images kept by id, new ones stored.
   * Only the form's own fields are written: the stock only when the admin changed it (`stockWrite`).
   */
  async update(site: SiteId, id: number, input: ProductUpdateInput): Promise<AdminProductView> {
    const page = await pageOf(site, id);
    const previous = page.product;
    if (previous.productType !== input.productType) throw new ValidationError({ productType: ['product.typeChanged'] });
    checkBoxLines(input, id);
    const stock = stockWrite(input.quantity, input.previousQuantity);
    const stored = await storeImages(site, id, input, previous.images);
    const { quantity: _quantity, ...own } = productFields(input);
    const fields: ProductSave = {
      ...own,
      images: stored.images,
      valid: input.valid ?? previous.valid,
      updatedAt: new Date().toISOString(),
    };
    const next: ProductRecord = { ...previous, ...fields, quantity: stock ? stock.quantity : previous.quantity };
    try {
      await productRepository.update(
        site,
        previous,
        fields,
        stock,
        productReferences(site, previous),
        productReferences(site, next),
      );
    } catch (error) {
      await finishImages.failed(stored);
      translateFailure(error);
    }
    await finishImages.saved(stored);
    await syncProduct(site, id, next);
    return adminProductView({ ...page, product: next });
  },

  /** Switches a product valid or invalid: nothing else is written (its stock is the orders'). */
  async setValid(site: SiteId, id: number, valid: boolean): Promise<AdminProductView> {
    const page = await pageOf(site, id);
    const updatedAt = new Date().toISOString();
    if (!(await productRepository.setValid(site, id, valid, updatedAt))) throw new NotFoundError('product.notFound');
    return adminProductView({ ...page, product: { ...page.product, valid, updatedAt } });
  },

  /** Deletes a product no box holds, with its vintages, awards, customization links and images. */
  async remove(site: SiteId, id: number): Promise<void> {
    const page = await pageOf(site, id);
    const references = [
      ...productReferences(site, page.product),
      ...page.vintages.flatMap(vintageReferences),
      ...page.awards.flatMap(awardReferences),
      ...page.customizations.map((link) => customizationReference(site, link.idCustomization)),
    ];
    await productRepository.delete(site, page, references).catch(translateFailure);
    await syncProduct(site, id, null, page.product.name);
    for (const award of page.awards) await syncAward(site, award.id, null, award.title);
    await finishImages.removeAll([
      ...page.product.images,
      ...page.awards.flatMap((a) => (a.image ? [{ id: '', ...a.image }] : [])),
    ]);
  },

  /** Moves a product to a 0-based position of the whole list. */
  async move(site: SiteId, id: number, position: number): Promise<void> {
    const products = (await productRepository.catalogue(site)).map(({ product }) => product);
    if (!products.some((p) => p.id === id)) throw new NotFoundError('product.notFound');
    await productRepository.setOrders(
      site,
      reorder(products, id, position).map((p) => ({ idProduct: p.id, order: p.order })),
    );
  },

  /** Every tag of the site's products, most used first. */
  async tags(site: SiteId): Promise<string[]> {
    return rankTags((await productRepository.catalogue(site)).map(({ product }) => product));
  },

  /** Tags used by the other products of the same kind (or type), most used first, without its own. */
  async recommendedTags(site: SiteId, id: number): Promise<string[]> {
    const products = (await productRepository.catalogue(site)).map(({ product }) => product);
    const product = products.find((p) => p.id === id);
    if (!product) throw new NotFoundError('product.notFound');
    const alike = products.filter(
      (p) => p.id !== id && p.productType === product.productType && (product.kind === null || p.kind === product.kind),
    );
    return rankTags(alike).filter((tag) => !product.tags.includes(tag));
  },

  // Vintages ------------------------------------------------------------------------------------

  /** Adds a vintage to a WINE, last of its vintages. */
  async createVintage(site: SiteId, idProduct: number, input: VintageInput): Promise<VintageView> {
    const page = await pageOf(site, idProduct);
    if (page.product.productType !== 'WINE') throw new ValidationError({ _: ['vintage.wineOnly'] }, 'vintage.wineOnly');
    const now = new Date().toISOString();
    const order = page.vintages.reduce((max, v) => Math.max(max, v.order + 1), 0);
    const vintage: VintageRecord = {
      id: await productRepository.nextVintageId(site),
      idProduct,
      ...vintageFields(input),
      valid: input.valid ?? true,
      order,
      createdAt: now,
      updatedAt: now,
    };
    await productRepository.createVintage(site, vintage, vintageReferences(vintage)).catch(translateFailure);
    return vintageView(vintage);
  },

  /** Changes a vintage's own fields (an UpdateItem); the stock only when the admin changed it (`stockWrite`). */
  async updateVintage(site: SiteId, idVintage: number, input: VintageUpdateInput): Promise<VintageView> {
    const previous = await vintageOf(site, idVintage);
    const stock = stockWrite(input.quantity, input.previousQuantity);
    const { quantity: _quantity, previousQuantity: _previous, valid, ...own } = input;
    const fields: VintageSave = { ...own, valid: valid ?? previous.valid, updatedAt: new Date().toISOString() };
    const next: VintageRecord = { ...previous, ...fields, quantity: stock ? stock.quantity : previous.quantity };
    await productRepository
      .updateVintage(site, previous, fields, stock, vintageReferences(previous), vintageReferences(next))
      .catch(translateFailure);
    return vintageView(next);
  },

  /** Switches a vintage valid or invalid: nothing else is written (its stock is the orders'). */
  async setVintageValid(site: SiteId, idVintage: number, valid: boolean): Promise<VintageView> {
    const vintage = await vintageOf(site, idVintage);
    const written = await productRepository.setVintageValid(site, vintage, valid, new Date().toISOString());
    if (!written) throw new NotFoundError('vintage.notFound');
    return vintageView(written);
  },

  /** A wine keeps at least one vintage (its prices are there). */
  async removeVintage(site: SiteId, idVintage: number): Promise<void> {
    const vintage = await vintageOf(site, idVintage);
    const page = await pageOf(site, vintage.idProduct);
    if (page.vintages.length <= 1) throw new ConflictError('vintage.lastOne');
    await productRepository.deleteVintage(site, vintage, vintageReferences(vintage)).catch(translateFailure);
  },

  async moveVintage(site: SiteId, idVintage: number, position: number): Promise<void> {
    const vintage = await vintageOf(site, idVintage);
    const page = await pageOf(site, vintage.idProduct);
    await productRepository.setOrders(
      site,
      reorder(page.vintages, idVintage, position).map((v) => ({
        idProduct: v.idProduct,
        idVintage: v.id,
        order: v.order,
      })),
    );
  },
};

function rankTags(products: readonly ProductRecord[]): string[] {
  const counts = new Map<string, number>();
  for (const product of products) for (const tag of product.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([tag]) => tag);
}
