import {
  costError,
  isChoice,
  maxCustomizationValues,
  type CustomizationInput,
  type CustomizationLinkView,
  type CustomizationValueInput,
  type CustomizationView,
  type StoreCustomization,
} from '@cellar/shared/catalog/customization';
import { applyListQuery, type ListQuery } from '@cellar/shared/list-query';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import {
  CustomizationChanged,
  CustomizationInUse,
  customizationRepository,
  LinkFailed,
  type CustomizationRecord,
  type CustomizationValueRecord,
  type StoredCustomization,
} from '../../repositories/customization-repository.ts';
import type { ProductCustomizationRecord } from '../../repositories/product-records.ts';
import { reorder } from '../common/ordering.ts';
import { customizationReference } from '../../repositories/product-references.ts';
import { linkView } from './product-views.ts';
import { visiblePage } from './store-catalog-service.ts';

const byOrder = <T extends { order: number; id: number }>(a: T, b: T) => a.order - b.order || a.id - b.id;

export function customizationView({
  uses,
  createdAt: _c,
  updatedAt: _u,
  values,
  ...customization
}: StoredCustomization): CustomizationView {
  return { ...customization, values: [...values].sort(byOrder), products: uses };
}

function record({ uses: _uses, ...customization }: StoredCustomization): CustomizationRecord {
  return customization;
}

function translateFailure(error: unknown): never {
  if (error instanceof CustomizationChanged) throw new ConflictError();
  if (error instanceof CustomizationInUse) throw new ConflictError('customization.inUse');
  if (error instanceof LinkFailed) {
    if (error.reason === 'alreadyLinked') throw new ConflictError('customization.alreadyLinked');
    if (error.reason === 'productMissing') throw new NotFoundError('product.notFound');
    if (error.reason === 'customizationMissing') throw new NotFoundError('customization.notFound');
    throw new NotFoundError('customization.linkNotFound');
  }
  throw error;
}

async function customizationOf(site: SiteId, id: number): Promise<StoredCustomization> {
  const customization = await customizationRepository.get(site, id);
  if (!customization) throw new NotFoundError('customization.notFound');
  return customization;
}

function valueOf(customization: StoredCustomization, idValue: number): CustomizationValueRecord {
  const value = customization.values.find((v) => v.id === idValue);
  if (!value) throw new NotFoundError('customization.valueNotFound');
  return value;
}

/** A value's label is unique in its customization, and its cost fits the cost type (a percentage at most 100). */
function checkValue(customization: StoredCustomization, input: CustomizationValueInput, idValue: number | null): void {
  const errors: Record<
    string,
    ['customization.valueTwice' | 'customization.percentTooHigh' | 'customization.valueCostInvalid']
  > = {};
  const label = input.label.toLowerCase();
  if (customization.values.some((v) => v.id !== idValue && v.label.toLowerCase() === label))
    errors.label = ['customization.valueTwice'];
  const cost = costError(customization.costType, input.cost, { allowZero: true });
  if (cost === 'customization.percentTooHigh' || cost === 'customization.valueCostInvalid') errors.cost = [cost];
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** Saves the customization with its values changed, answering the view. */
async function saveValues(
  site: SiteId,
  customization: StoredCustomization,
  values: CustomizationValueRecord[],
): Promise<CustomizationView> {
  const next: StoredCustomization = {
    ...customization,
    values: values.sort(byOrder),
    updatedAt: new Date().toISOString(),
  };
  await customizationRepository.save(site, customization, record(next)).catch(translateFailure);
  return customizationView(next);
}

/** What a shopper sees of a linked customization: no positions, no use count; a FREE one's values cost nothing. */
function storeView(customization: StoredCustomization, link: ProductCustomizationRecord): StoreCustomization {
  const { uses: _uses, order: _order, createdAt: _c, updatedAt: _u, values, ...fields } = customization;
  const free = customization.costType === 'FREE';
  return {
    ...fields,
    required: link.required,
    values: [...values].sort(byOrder).map((v) => ({ id: v.id, label: v.label, cost: free ? 0 : v.cost })),
  };
}

async function linksView(site: SiteId, idProduct: number): Promise<{ links: CustomizationLinkView[] }> {
  return { links: (await customizationRepository.links(site, idProduct)).map(linkView) };
}

/** Customizations of a site, their ordered values, and the links products make to them. */
export const customizationService = {
  async list(site: SiteId, query: ListQuery): Promise<{ customizations: CustomizationView[]; total: number }> {
    const all = (await customizationRepository.all(site)).sort(byOrder).map(customizationView);
    const { items, total } = applyListQuery(all, query);
    return { customizations: items, total };
  },

  /** A new customization, last in the list, without values yet. */
  async create(site: SiteId, input: CustomizationInput): Promise<CustomizationView> {
    const existing = await customizationRepository.all(site);
    const now = new Date().toISOString();
    const customization: CustomizationRecord = {
      id: await customizationRepository.nextId(site),
      ...input,
      values: [],
      order: existing.reduce((max, c) => Math.max(max, c.order + 1), 0),
      createdAt: now,
      updatedAt: now,
    };
    await customizationRepository.create(site, customization);
    return customizationView({ ...customization, uses: 0 });
  },

  /**
   * Changes a customization (whole form). An input type without values is refused while it has
   * values; a PERCENT cost type while a value costs more than 100.
   */
  async update(site: SiteId, id: number, input: CustomizationInput): Promise<CustomizationView> {
    const previous = await customizationOf(site, id);
    if (previous.values.length > 0 && !isChoice(input.inputType))
      throw new ValidationError({ inputType: ['customization.hasValues'] });
    if (previous.values.some((v) => costError(input.costType, v.cost, { allowZero: true }) !== null))
      throw new ValidationError({ costType: ['customization.percentTooHigh'] });
    const next: StoredCustomization = { ...previous, ...input, updatedAt: new Date().toISOString() };
    await customizationRepository.save(site, previous, record(next)).catch(translateFailure);
    return customizationView(next);
  },

  /** Deletes a customization no product links (409 "linked to a product" otherwise). */
  async remove(site: SiteId, id: number): Promise<void> {
    await customizationOf(site, id);
    await customizationRepository.delete(site, id).catch(translateFailure);
  },

  async move(site: SiteId, id: number, position: number): Promise<void> {
    const all = await customizationRepository.all(site);
    if (!all.some((c) => c.id === id)) throw new NotFoundError('customization.notFound');
    await customizationRepository.setOrders(site, reorder(all, id, position)).catch(translateFailure);
  },

  // Values ---------------------------------------------------------------------------------------

  /** Adds a value, last, to a choice customization. */
  async addValue(site: SiteId, id: number, input: CustomizationValueInput): Promise<CustomizationView> {
    const customization = await customizationOf(site, id);
    if (!isChoice(customization.inputType))
      throw new ValidationError({ _: ['customization.choiceOnly'] }, 'customization.choiceOnly');
    if (customization.values.length >= maxCustomizationValues)
      throw new ValidationError({ _: ['customization.tooManyValues'] }, 'customization.tooManyValues');
    checkValue(customization, input, null);
    const value: CustomizationValueRecord = {
      id: await customizationRepository.nextValueId(site),
      ...input,
      order: customization.values.reduce((max, v) => Math.max(max, v.order + 1), 0),
    };
    return saveValues(site, customization, [...customization.values, value]);
  },

  async updateValue(
    site: SiteId,
    id: number,
    idValue: number,
    input: CustomizationValueInput,
  ): Promise<CustomizationView> {
    const customization = await customizationOf(site, id);
    valueOf(customization, idValue);
    checkValue(customization, input, idValue);
    return saveValues(
      site,
      customization,
      customization.values.map((v) => (v.id === idValue ? { ...v, ...input } : v)),
    );
  },

  async removeValue(site: SiteId, id: number, idValue: number): Promise<CustomizationView> {
    const customization = await customizationOf(site, id);
    valueOf(customization, idValue);
    const kept = customization.values.filter((v) => v.id !== idValue).sort(byOrder);
    return saveValues(
      site,
      customization,
      kept.map((v, order) => ({ ...v, order })),
    );
  },

  async moveValue(site: SiteId, id: number, idValue: number, position: number): Promise<CustomizationView> {
    const customization = await customizationOf(site, id);
    valueOf(customization, idValue);
    const moved = new Map(reorder(customization.values, idValue, position).map((v) => [v.id, v.order]));
    return saveValues(
      site,
      customization,
      customization.values.map((v) => ({ ...v, order: moved.get(v.id) ?? v.order })),
    );
  },

  /**
   * `GET /product/{id}/customization`: the customizations a shopper can choose for a product they may
   * see (else 404), in the product's order, values in order. A Query of the product's partition
   * (the links) and one BatchGetItem of the linked customizations.
   */
  async forShoppers(site: SiteId, idProduct: number): Promise<{ customizations: StoreCustomization[] }> {
    const { page } = await visiblePage(site, idProduct);
    if (page.customizations.length === 0) return { customizations: [] };
    const found = new Map(
      (
        await customizationRepository.some(
          site,
          page.customizations.map((l) => l.idCustomization),
        )
      ).map((c) => [c.id, c]),
    );
    return {
      customizations: page.customizations.flatMap((link) => {
        const customization = found.get(link.idCustomization);
        return customization ? [storeView(customization, link)] : [];
      }),
    };
  },

  // Links ----------------------------------------------------------------------------------------

  /** Links a customization to a product of the site, last of its customizations. */
  async link(
    site: SiteId,
    idProduct: number,
    idCustomization: number,
    input: { required: boolean },
  ): Promise<{ links: CustomizationLinkView[] }> {
    const links = await customizationRepository.links(site, idProduct);
    if (links.some((l) => l.idCustomization === idCustomization))
      throw new ConflictError('customization.alreadyLinked');
    const now = new Date().toISOString();
    const link: ProductCustomizationRecord = {
      idProduct,
      idCustomization,
      required: input.required,
      order: links.reduce((max, l) => Math.max(max, l.order + 1), 0),
      createdAt: now,
      updatedAt: now,
    };
    await customizationRepository
      .link(site, link, customizationReference(site, idCustomization))
      .catch(translateFailure);
    return linksView(site, idProduct);
  },

  async updateLink(
    site: SiteId,
    idProduct: number,
    idCustomization: number,
    input: { required: boolean },
  ): Promise<{ links: CustomizationLinkView[] }> {
    const previous = (await customizationRepository.links(site, idProduct)).find(
      (l) => l.idCustomization === idCustomization,
    );
    if (!previous) throw new NotFoundError('customization.linkNotFound');
    await customizationRepository
      .updateLink(site, { ...previous, required: input.required, updatedAt: new Date().toISOString() })
      .catch(translateFailure);
    return linksView(site, idProduct);
  },

  async unlink(site: SiteId, idProduct: number, idCustomization: number): Promise<{ links: CustomizationLinkView[] }> {
    await customizationRepository
      .unlink(site, { idProduct, idCustomization }, customizationReference(site, idCustomization))
      .catch(translateFailure);
    return linksView(site, idProduct);
  },

  /** Moves a linked customization to a 0-based position among the product's customizations. */
  async moveLink(
    site: SiteId,
    idProduct: number,
    idCustomization: number,
    position: number,
  ): Promise<{ links: CustomizationLinkView[] }> {
    const links = (await customizationRepository.links(site, idProduct)).map((l) => ({ ...l, id: l.idCustomization }));
    if (!links.some((l) => l.id === idCustomization)) throw new NotFoundError('customization.linkNotFound');
    const changes = reorder(links, idCustomization, position).map((l) => ({ idCustomization: l.id, order: l.order }));
    await customizationRepository.setLinkOrders(site, idProduct, changes).catch(translateFailure);
    return linksView(site, idProduct);
  },
};
