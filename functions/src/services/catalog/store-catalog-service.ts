import { energyOf } from '@cellar/shared/catalog/energy';
import { nomenclatureName } from '@cellar/shared/catalog/nomenclature';
import type {
  StoreDeclination,
  StoreProductDetail,
  StoreProductSummary,
  VintageDetails,
} from '@cellar/shared/catalog/product-view';
import type { Lang } from '@cellar/shared/i18n/lang';
import type { ListQuery } from '@cellar/shared/list-query';
import type { SiteId } from '../../data/site-id.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { ProductPage, ProductRecord, VintageRecord } from '../../repositories/product-records.ts';
import { productRepository } from '../../repositories/product-repository.ts';
import { mediaRepository } from '../../repositories/media-repository.ts';
import { detailsTypeService } from './details-type-service.ts';
import { variationService } from './variation-service.ts';
import { nomenclatureService } from './nomenclature-service.ts';
import { imageUrl, lowestPrice } from './product-views.ts';
import { storeListAnswers } from './store-list-answers.ts';
import { overlayAwards, translationsTtlMs } from './catalogue-texts.ts';
import { translationOverlay } from '../translations/translation-overlay.ts';
import { inStock, visible } from './store-visibility.ts';
import { currentVersion, serves } from './versioned-copy.ts';
import {
  named,
  namedList,
  noDiscounts,
  priced,
  shopDiscounts,
  type Names,
  type ShopDiscounts,
} from './store-shaping.ts';

function declination(
  product: ProductRecord,
  vintage: VintageRecord,
  names: Names,
  lang: Lang,
  shop: ShopDiscounts,
): StoreDeclination {
  return {
    id: vintage.id,
    year: vintage.year,
    ...priced(vintage.price, product, shop),
    capacity: vintage.capacity,
    capacityUnit: vintage.capacityUnit,
    sellByMultipleOf: vintage.sellByMultipleOf ?? product.multipleOf ?? 1,
    inStock: vintage.quantity > 0,
    alcoholLevel: vintage.alcoholLevel,
    nutrition: vintage.nutrition,
    energy: energyOf(vintage.alcoholLevel, vintage.nutrition.sugar),
    ingredients: vintage.ingredients.flatMap((id) => {
      const entry = names.get(id);
      return entry
        ? [{ id, name: nomenclatureName(entry, lang), allergen: entry.allergen, subtype: entry.subtype }]
        : [];
    }),
    variation1: vintage.variation1,
    variation2: vintage.variation2,
    variation3: vintage.variation3,
  };
}

function grapes(product: ProductRecord, names: Names, lang: Lang) {
  return product.grapes.flatMap((grape) => {
    const entry = named(names, grape.id, lang);
    return entry ? [{ ...entry, percent: grape.percent }] : [];
  });
}

/** Detail types are the site's own words (not translated). */
async function features(site: SiteId, product: ProductRecord): Promise<StoreProductDetail['features']> {
  if (product.features.length === 0) return [];
  const types = await detailsTypeService.byId(site);
  return product.features.flatMap((feature) => {
    const type = types.get(feature.idType);
    return type ? [{ type: { id: type.id, name: type.name }, value: feature.value }] : [];
  });
}

/** The page of a product shoppers may see, or "not found" (invalid, another site's, no valid vintage). */
export async function visiblePage(site: SiteId, id: number): Promise<{ page: ProductPage; vintages: VintageRecord[] }> {
  const page = await productRepository.page(site, id);
  const vintages = page ? visible(page.product, page.vintages) : null;
  if (!page || !vintages) throw new NotFoundError('product.notFound');
  return { page, vintages };
}

/** Product pages kept per container (site, product, language), as they were shaped. */
const maxHeldPages = 2_000;
const heldPages = new Map<
  string,
  {
    version: number;
    builtAt: number;
    names: Names;
    discounts: ShopDiscounts['discounts'];
    today: string;
    types: unknown;
    page: StoreProductDetail;
    /** The page in its language, and when its translations were read. */
    translated: StoreProductDetail;
    translatedAt: number;
  }
>();

/** The page with its product's, its awards' and a box's contents' translations in the language. */
async function translatedPage(site: SiteId, lang: string, page: StoreProductDetail): Promise<StoreProductDetail> {
  const [translated, awards, products] = await Promise.all([
    translationOverlay.one(site, lang, 'product', page.id, page),
    page.awards.length > 0 ? overlayAwards(site, lang, page.awards) : page.awards,
    // A box's contents are named by their own products' translations.
    page.products.length > 0
      ? translationOverlay.many(site, lang, 'product', page.products, (line) => line.id)
      : page.products,
  ]);
  return translated === page && awards === page.awards && products === page.products
    ? page
    : { ...translated, awards, products };
}
/** Forgets this container's pages (the local stack on a new table). */
export const forgetProductPages = (): void => heldPages.clear();

export const storeCatalogService = {
  /**
   * `GET /product`: the products shoppers may see, with the storefront's filters (name like, a list of
   * kinds `kind=3,5`, type; spec 2 §3) and sorts (price, name; the admin's order by default), from the list's
   * projection (docs/catalogue-cache.md): at most one GetItem of the version a second when this container holds the
   * answer.
   */
  list: (
    site: SiteId,
    query: ListQuery,
    lang: Lang,
    contentLang: string = lang,
  ): Promise<{ products: StoreProductSummary[]; total: number }> =>
    storeListAnswers.answer(site, query, lang, contentLang),

  /**
   * `GET /product/{id}`: this container's answer while the catalogue's version, the nomenclature, the discounts and
   * the detail types it was shaped with are the same (docs/catalogue-cache.md), else the page read again. The page is
   * kept as read (the sources); the language's translations are laid over it and kept `translationsTtlMs` at most.
   */
  async product(site: SiteId, id: number, lang: Lang, contentLang: string = lang): Promise<StoreProductDetail> {
    const [current, names, shop, types] = await Promise.all([
      currentVersion(site),
      nomenclatureService.entries(),
      shopDiscounts(site),
      detailsTypeService.byId(site),
    ]);
    const key = `${site}|${id}|${lang}|${contentLang}`;
    const found = heldPages.get(key);
    const now = Date.now();
    const kept =
      found &&
      serves(found, current, now) &&
      found.names === names &&
      found.discounts === shop.discounts &&
      found.today === shop.today &&
      found.types === types;
    if (kept && now - found.translatedAt < translationsTtlMs) return found.translated;
    const page = kept ? found.page : await this.readProduct(site, id, lang, names, shop);
    const translated = await translatedPage(site, contentLang, page);
    heldPages.delete(key);
    heldPages.set(key, {
      version: kept ? found.version : current.version,
      builtAt: kept ? found.builtAt : now,
      names,
      discounts: shop.discounts,
      today: shop.today,
      types,
      page,
      translated,
      translatedAt: now,
    });
    if (heldPages.size > maxHeldPages) heldPages.delete(heldPages.keys().next().value!);
    return translated;
  },

  /** A product page as read now: one Query of the product's partition (a BOX also reads its contents' names). */
  async readProduct(
    site: SiteId,
    id: number,
    lang: Lang,
    names: Names,
    shop: ShopDiscounts,
  ): Promise<StoreProductDetail> {
    const { page, vintages } = await visiblePage(site, id);
    const { product } = page;
    const contents =
      product.productType === 'BOX'
        ? await productRepository.products(
            site,
            product.products.map((line) => line.id),
          )
        : [];
    return {
      id: product.id,
      productType: product.productType,
      name: product.name,
      description: product.description,
      metaDescription: product.metaDescription,
      ...priced(lowestPrice(product, vintages)!, product, shop),
      sellByMultipleOf: product.productType === 'WINE' ? (product.multipleOf ?? 1) : 1,
      isVintage: product.isVintage,
      inStock: inStock(product, vintages),
      images: product.images.map((image) => ({ url: imageUrl(image), alt: image.alt })),
      kind: named(names, product.kind, lang),
      grapes: grapes(product, names, lang),
      taste: namedList(names, product.taste, lang),
      meal: product.meal.flatMap((mealId) => {
        const entry = names.get(mealId);
        return entry ? [{ id: mealId, name: nomenclatureName(entry, lang), icon: entry.icon }] : [];
      }),
      label: namedList(names, product.label, lang),
      winetype: product.winetype,
      temperature: product.temperature,
      keepingYears: product.keepingYears,
      tags: product.tags,
      features: await features(site, product),
      awards: page.awards
        .sort((a, b) => b.year - a.year || a.id - b.id)
        .map((award) => ({
          id: award.id,
          title: award.title,
          year: award.year,
          type: named(names, award.awardType, lang) ?? { id: award.awardType, name: '' },
          description: award.description,
          image: award.image ? { url: mediaRepository.url(award.image.key) ?? '', alt: award.image.alt } : null,
        })),
      declinations: vintages.map((vintage) => declination(product, vintage, names, lang, shop)),
      variations: await variationService.labelsFor(site, vintages),
      products: product.products.flatMap((line) => {
        const inside = contents.find((p) => p.id === line.id);
        return inside ? [{ id: line.id, name: inside.name, quantity: line.quantity }] : [];
      }),
      reference: product.productType === 'BOX' ? product.sku : null,
    };
  },

  async productFeatures(site: SiteId, id: number) {
    const { page } = await visiblePage(site, id);
    return { features: await features(site, page.product) };
  },

  async productTags(site: SiteId, id: number): Promise<{ tags: string[] }> {
    const { page } = await visiblePage(site, id);
    return { tags: page.product.tags };
  },

  /** A valid vintage of a product shoppers may see, with that product's page. */
  async vintagePage(site: SiteId, idVintage: number): Promise<{ page: ProductPage; vintage: VintageRecord }> {
    const found = await productRepository.vintage(site, idVintage);
    if (!found || !found.valid) throw new NotFoundError('vintage.notFound');
    const { page, vintages } = await visiblePage(site, found.idProduct).catch(() => {
      throw new NotFoundError('vintage.notFound');
    });
    const vintage = vintages.find((v) => v.id === idVintage);
    if (!vintage) throw new NotFoundError('vintage.notFound');
    return { page, vintage };
  },

  async vintageFeatures(site: SiteId, idVintage: number) {
    const { page } = await this.vintagePage(site, idVintage);
    return { features: await features(site, page.product) };
  },

  /** `GET /v2/vintage/details/{id}`: what the e-label and the technical sheet show. */
  async vintageDetails(
    site: SiteId,
    idVintage: number,
    lang: Lang,
    contentLang: string = lang,
  ): Promise<VintageDetails> {
    const [{ page, vintage }, names] = await Promise.all([
      this.vintagePage(site, idVintage),
      nomenclatureService.entries(),
    ]);
    const { product } = page;
    return {
      ...declination(product, vintage, names, lang, noDiscounts),
      idProduct: product.id,
      productName: (await translationOverlay.one(site, contentLang, 'product', product.id, { name: product.name }))
        .name,
      kind: named(names, product.kind, lang),
      grapes: grapes(product, names, lang),
      taste: namedList(names, product.taste, lang),
      winetype: product.winetype,
      temperature: product.temperature,
      keepingYears: product.keepingYears,
    };
  },
};
