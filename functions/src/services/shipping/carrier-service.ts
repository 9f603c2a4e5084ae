import { versionedCopy } from '../catalog/versioned-copy.ts';
import { randomUUID } from 'node:crypto';
import type { MessageKey } from '@cellar/shared/i18n/messages';
import type { UploadedFile } from '@cellar/shared/site/upload';
import { applyListQuery, type ListQuery } from '@cellar/shared/list-query';
import {
  countryCodeOf,
  type CarrierInput,
  type CarrierPricesInput,
  type CarrierRuleInput,
  type CarrierRuleView,
  type CarrierView,
  type Grid,
  type PriceFileParsed,
} from '@cellar/shared/shipping/carriers';
import { gridsOfFile, parsePriceFile } from './carrier-price-file.ts';
import type * as z from 'zod';
import type {
  carrierListSchema,
  carrierProductsSchema,
  flatRateListSchema,
  publicCarrierListSchema,
} from '@cellar/shared/shipping/carriers';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError, ValidationError, type FieldErrorKeys } from '../../lib/errors.ts';
import {
  CarrierChanged,
  CarrierReferenceMissing,
  carrierRepository,
  type CarrierBoxRecord,
  type CarrierPage,
  type CarrierPricesRecord,
  type CarrierRecord,
} from '../../repositories/carrier-repository.ts';
import { boxRepository } from '../../repositories/box-repository.ts';
import { productRepository } from '../../repositories/product-repository.ts';
import type { UsableBox } from '@cellar/shared/shipping/boxes';
import type { FeeCarrier } from './carrier-types.ts';
import type { ShippingBox } from './packing-types.ts';

/** What the repository's failures mean to the admin. */
function translateFailure(error: unknown): never {
  if (error instanceof CarrierReferenceMissing)
    throw new ValidationError({ [error.field]: [error.messageKey as MessageKey] });
  if (error instanceof CarrierChanged) throw new ConflictError();
  throw error;
}

async function pageOf(site: SiteId, id: number): Promise<CarrierPage> {
  const page = await carrierRepository.page(site, id);
  if (!page) throw new NotFoundError('carrier.notFound');
  return page;
}

/** The boxes a carrier names, as the site can use them now (own boxes and chosen global boxes); "Unknown box" on any
 * other id. */
async function usableBoxesOf(
  site: SiteId,
  ids: readonly number[],
): Promise<{ boxes: UsableBox[]; errors: FieldErrorKeys }> {
  if (ids.length === 0) return { boxes: [], errors: {} };
  const usable = new Map((await boxRepository.usableBoxes(site)).map((box) => [box.id, box]));
  const errors: FieldErrorKeys = {};
  ids.forEach((id, i) => {
    if (!usable.has(id)) errors[`boxes.${i}`] = ['carrier.unknownBox'];
  });
  return { boxes: ids.flatMap((id) => (usable.has(id) ? [usable.get(id)!] : [])), errors };
}

const copiesOf = (idCarrier: number, boxes: readonly UsableBox[]): CarrierBoxRecord[] =>
  boxes.map((box) => ({ idCarrier, idBox: box.id, box }));

/** The products a carrier lists must be products of the site: their errors, by field. */
async function productErrors(site: SiteId, products: readonly number[]): Promise<FieldErrorKeys> {
  const errors: FieldErrorKeys = {};
  if (products.length === 0) return errors;
  const known = new Set((await productRepository.catalogue(site)).map(({ product }) => product.id));
  products.forEach((id, i) => {
    if (!known.has(id)) errors[`products.${i}`] = ['carrier.unknownProduct'];
  });
  return errors;
}

/** The boxes and products of a carrier form, checked together (every field at once). */
async function checkNamed(site: SiteId, input: CarrierInput): Promise<UsableBox[]> {
  const [boxes, products] = await Promise.all([usableBoxesOf(site, input.boxes), productErrors(site, input.products)]);
  const errors = { ...boxes.errors, ...products };
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return boxes.boxes;
}

const destinationsOf = (page: CarrierPage): string[] =>
  page.carrier.type === 'FLAT_RATE'
    ? page.flatRates.map((f) => f.country).sort()
    : page.prices
        .flatMap((p) => p.grids.map((g) => (g.department === null ? p.country : `${p.country}-${g.department}`)))
        .sort();

export function carrierView(page: CarrierPage): CarrierView {
  const { carrier } = page;
  const copies = new Map(page.boxes.map((c) => [c.idBox, c.box]));
  return {
    ...carrier,
    boxes: carrier.boxes.map((id) => ({
      id,
      global: copies.get(id)?.boxType === 'GLOBAL',
      name: copies.get(id)?.name ?? null,
    })),
    rules: [...page.rules].sort((a, b) => a.from - b.from || a.id - b.id),
    prices: [...page.prices]
      .sort((a, b) => a.country.localeCompare(b.country))
      .map((p) => ({
        country: p.country,
        grids: [...p.grids].sort((a, b) =>
          (a.department ?? '').localeCompare(b.department ?? '', 'fr', { numeric: true }),
        ),
      })),
    flatRates: page.flatRates
      .map((f) => ({ country: f.country, price: f.price }))
      .sort((a, b) => a.country.localeCompare(b.country)),
    destinations: destinationsOf(page),
  };
}

function recordOf(id: number, input: CarrierInput, now: string, previous?: CarrierRecord): CarrierRecord {
  const { valid, ...fields } = input;
  return {
    id,
    ...fields,
    valid: valid ?? previous?.valid ?? true,
    createdAt: previous?.createdAt ?? now,
    updatedAt: now,
  };
}

/** A box copy as the packing search reads it (`ShippingBox`); null when the copy is not a box it can use. */
function shippingBox(copy: CarrierBoxRecord): ShippingBox | null {
  const box = copy.box as unknown as Record<string, unknown>;
  const num = (name: string) => (typeof box[name] === 'number' ? (box[name] as number) : null);
  const common = {
    id: copy.idBox,
    name: (box.name as string | null | undefined) ?? undefined,
    boxWeight: num('boxWeight') ?? 0,
    width: num('width') ?? 0,
    height: num('height') ?? 0,
    depth: num('depth') ?? 0,
  };
  if (box.mainType === 'BOTTLE' && num('bottleBoxCapacity') && num('bottleCapacity'))
    return {
      ...common,
      mainType: 'BOTTLE',
      bottleBoxCapacity: num('bottleBoxCapacity')!,
      bottleCapacity: num('bottleCapacity')!,
    };
  if (box.mainType === 'WEIGHT' && num('weightBoxCapacity'))
    return { ...common, mainType: 'WEIGHT', weightBoxCapacity: num('weightBoxCapacity')! };
  return null;
}

/** A carrier as the fee calculation needs it (`FeeCarrier`), with the products it is limited to (none: all). */
export type CarrierForFees = FeeCarrier & { products: number[] };

function forFees(page: CarrierPage): CarrierForFees {
  const { carrier } = page;
  const common = {
    id: carrier.id,
    name: carrier.name,
    valid: carrier.valid,
    percentageToApply: carrier.percentageToApply,
    fixToApply: carrier.fixToApply,
    freeShippingFrom: carrier.freeShippingFrom,
    serviceCode: carrier.serviceCode,
    deliveryType: carrier.deliveryType,
    products: carrier.products,
  };
  const boxes = carrier.boxes.flatMap((id) => {
    const copy = page.boxes.find((c) => c.idBox === id);
    const box = copy ? shippingBox(copy) : null;
    return box ? [box] : [];
  });
  if (carrier.type === 'FLAT_RATE')
    return {
      ...common,
      type: 'FLAT_RATE',
      flatRates: page.flatRates.map((f) => ({ country: f.country, price: f.price })),
    };
  if (carrier.type === 'VIGNOBLE_EXPORT') return { ...common, type: 'VIGNOBLE_EXPORT', boxes };
  return {
    ...common,
    type: 'BASIC',
    boxes,
    unit: carrier.unit,
    grids: page.prices.flatMap((p) =>
      p.grids.map((g) => ({ country: p.country, department: g.department, tranches: g.tranches })),
    ),
    rules: page.rules.map((r) => ({ name: r.name, from: r.from, to: r.to, lines: r.details })),
  };
}

/** Merges the named destinations' grids into a country's grids (`tranches: []` removes one). */
function mergeGrids(
  existing: readonly Grid[],
  changes: ReadonlyArray<{ department: string | null; tranches: Grid['tranches'] }>,
): Grid[] {
  const grids = new Map(existing.map((g) => [g.department ?? '', g]));
  for (const change of changes) {
    if (change.tranches.length === 0) grids.delete(change.department ?? '');
    else grids.set(change.department ?? '', { department: change.department, tranches: change.tranches });
  }
  return [...grids.values()];
}

const carriersForFees = versionedCopy(async (site) => (await carrierRepository.forFees(site)).map(forFees));
/** Forgets this container's copies (the local stack on a new table). */
export const forgetCarriersForFees = (): void => carriersForFees.forget();

export const carrierService = {
  /** `GET /admin/carrier`: the site's carriers as rows (one Query of the carrier partition). */
  async list(site: SiteId, query: ListQuery): Promise<z.infer<typeof carrierListSchema>> {
    const rows = (await carrierRepository.all(site)).map((page) => {
      const view = carrierView(page);
      return {
        id: view.id,
        name: view.name,
        type: view.type,
        deliveryType: view.deliveryType,
        unit: view.unit,
        percentageToApply: view.percentageToApply,
        fixToApply: view.fixToApply,
        freeShippingFrom: view.freeShippingFrom,
        valid: view.valid,
        createdAt: view.createdAt,
        boxes: view.boxes.length,
        rules: view.rules.length,
        destinations: view.destinations,
      };
    });
    const { items, total } = applyListQuery(query.orderBy ? rows : rows.sort((a, b) => a.id - b.id), query);
    return { carriers: items, total };
  },

  async get(site: SiteId, id: number): Promise<CarrierView> {
    return carrierView(await pageOf(site, id));
  },

  async create(site: SiteId, input: CarrierInput): Promise<CarrierView> {
    const boxes = await checkNamed(site, input);
    const id = await carrierRepository.nextId(site);
    const carrier = recordOf(id, input, new Date().toISOString());
    const copies = copiesOf(id, boxes);
    await carrierRepository.create(site, carrier, copies).catch(translateFailure);
    return carrierView({ carrier, rules: [], prices: [], flatRates: [], boxes: copies });
  },

  /** Changes a carrier (whole form); its type never changes; box copies refreshed, box counts moved. */
  async update(site: SiteId, id: number, input: CarrierInput): Promise<CarrierView> {
    const page = await pageOf(site, id);
    if (page.carrier.type !== input.type) throw new ValidationError({ type: ['carrier.typeChanged'] });
    const boxes = await checkNamed(site, input);
    const next = recordOf(id, input, new Date().toISOString(), page.carrier);
    const copies = copiesOf(id, boxes);
    await carrierRepository.update(site, page, next, copies).catch(translateFailure);
    return carrierView({ ...page, carrier: next, boxes: copies });
  },

  async setValid(site: SiteId, id: number, valid: boolean): Promise<CarrierView> {
    const page = await pageOf(site, id);
    const updatedAt = new Date().toISOString();
    await carrierRepository.setValid(site, page.carrier, valid, updatedAt).catch(translateFailure);
    return carrierView({ ...page, carrier: { ...page.carrier, valid, updatedAt } });
  },

  /** Deletes a carrier with its rules, prices, flat rates and box copies; its boxes are free again. */
  async remove(site: SiteId, id: number): Promise<void> {
    const page = await pageOf(site, id);
    await carrierRepository.delete(site, page).catch(translateFailure);
  },

  /**
   * `GET /admin/carrier/{id}/products`: the products the carrier lists, or when it lists none every
   * shippable product of the site (not dematerialized, with shipping fees), in the admin's order.
   */
  async products(site: SiteId, id: number): Promise<z.infer<typeof carrierProductsSchema>> {
    const page = await pageOf(site, id);
    const catalogue = (await productRepository.catalogue(site))
      .map(({ product }) => product)
      .sort((a, b) => a.order - b.order || a.id - b.id);
    const listed = new Set(page.carrier.products);
    const restricted = listed.size > 0;
    const products = catalogue.filter((p) =>
      restricted ? listed.has(p.id) : p.hasShippingFees && !p.isDematerialized,
    );
    return {
      restricted,
      products: products.map((p) => ({ id: p.id, name: p.name, productType: p.productType, valid: p.valid })),
    };
  },

  // Rules -------------------------------------------------------------------------------------------

  async addRule(site: SiteId, idCarrier: number, input: CarrierRuleInput): Promise<CarrierRuleView> {
    await pageOf(site, idCarrier);
    const rule: CarrierRuleView = { id: await carrierRepository.nextRuleId(site), idCarrier, ...input };
    await carrierRepository.putRule(site, rule, true).catch((error: unknown) => {
      if (error instanceof CarrierChanged) throw new NotFoundError('carrier.notFound');
      throw error;
    });
    return rule;
  },

  async updateRule(site: SiteId, idCarrier: number, idRule: number, input: CarrierRuleInput): Promise<CarrierRuleView> {
    const page = await pageOf(site, idCarrier);
    if (!page.rules.some((r) => r.id === idRule)) throw new NotFoundError('carrierRule.notFound');
    const rule: CarrierRuleView = { id: idRule, idCarrier, ...input };
    await carrierRepository.putRule(site, rule, false).catch((error: unknown) => {
      if (error instanceof CarrierChanged) throw new NotFoundError('carrierRule.notFound');
      throw error;
    });
    return rule;
  },

  async removeRule(site: SiteId, idCarrier: number, idRule: number): Promise<void> {
    await pageOf(site, idCarrier);
    if (!(await carrierRepository.deleteRule(site, idCarrier, idRule))) throw new NotFoundError('carrierRule.notFound');
  },

  // Prices --------------------------------------------------------------------------------------------

  /**
   * `PUT /admin/carrier/prices/update/{id}` (the graphic interface): a BASIC carrier's grids (each
   * named destination replaced, `tranches: []` removes it), or a FLAT_RATE carrier's flat rates.
   */
  async updatePrices(site: SiteId, id: number, input: CarrierPricesInput): Promise<CarrierView> {
    const page = await pageOf(site, id);
    const type = page.carrier.type;
    const errors: FieldErrorKeys = {};
    if (input.grids.length > 0 && type !== 'BASIC')
      errors.grids = [type === 'VIGNOBLE_EXPORT' ? 'carrier.noPricesForType' : 'carrier.gridsNotForType'];
    if (input.flatRates.length > 0 && type !== 'FLAT_RATE')
      errors.flatRates = [type === 'VIGNOBLE_EXPORT' ? 'carrier.noPricesForType' : 'carrier.flatRatesNotForType'];
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const now = new Date().toISOString();
    const byCountry = new Map<string, Array<{ department: string | null; tranches: Grid['tranches'] }>>();
    for (const grid of input.grids) byCountry.set(grid.country, [...(byCountry.get(grid.country) ?? []), grid]);
    const changes = [...byCountry.entries()].map(([country, grids]) => {
      const previous = page.prices.find((p) => p.country === country);
      const next: CarrierPricesRecord = {
        idCarrier: id,
        country,
        grids: mergeGrids(previous?.grids ?? [], grids),
        updatedAt: now,
      };
      return { next, previousUpdatedAt: previous?.updatedAt ?? null };
    });
    await carrierRepository.putPrices(site, id, changes).catch(translateFailure);
    const rates = input.flatRates.map((rate) => ({
      idCarrier: id,
      country: rate.country,
      price: rate.price,
      updatedAt: now,
    }));
    await carrierRepository.putFlatRates(site, id, rates).catch(translateFailure);
    return carrierService.get(site, id);
  },

  /** `DELETE /admin/carrier/prices/{idCarrier}/{idCountry}`: the carrier's grids in that country (its departments'
   * too). */
  async removePrices(site: SiteId, idCarrier: number, idCountry: string | number): Promise<CarrierView> {
    await pageOf(site, idCarrier);
    const country = countryCodeOf(idCountry);
    if (!country) throw new NotFoundError('carrier.countryInvalid');
    if (!(await carrierRepository.deletePrices(site, idCarrier, country)))
      throw new NotFoundError('carrier.pricesNotFound');
    return carrierService.get(site, idCarrier);
  },

  /** `GET /admin/carrier/flat-rate`: every flat rate of the site's FLAT_RATE carriers. */
  async flatRates(site: SiteId): Promise<z.infer<typeof flatRateListSchema>> {
    const pages = await carrierRepository.all(site);
    const flatRates = pages
      .filter((p) => p.carrier.type === 'FLAT_RATE')
      .flatMap((p) =>
        p.flatRates.map((f) => ({
          idCarrier: p.carrier.id,
          carrierName: p.carrier.name,
          country: f.country,
          price: f.price,
        })),
      )
      .sort((a, b) => a.country.localeCompare(b.country) || a.idCarrier - b.idCarrier);
    return { flatRates };
  },

  /**
   * `DELETE /admin/carrier/prices/flat-rate/{idCountry}`: the country's flat rate. The spec's path
   * names no carrier: with several FLAT_RATE carriers pricing that country, `?idCarrier=` says which
   * ("You must select a carrier" without it).
   */
  async removeFlatRate(
    site: SiteId,
    idCountry: string | number,
    idCarrier: number | undefined,
  ): Promise<z.infer<typeof flatRateListSchema>> {
    const country = countryCodeOf(idCountry);
    if (!country) throw new NotFoundError('carrier.countryInvalid');
    const holders = (await carrierRepository.all(site)).filter(
      (p) => p.carrier.type === 'FLAT_RATE' && p.flatRates.some((f) => f.country === country),
    );
    const chosen = idCarrier === undefined ? holders : holders.filter((p) => p.carrier.id === idCarrier);
    if (idCarrier === undefined && holders.length > 1)
      throw new ValidationError({ idCarrier: ['carrier.selectCarrier'] });
    if (chosen.length === 0) throw new NotFoundError('carrier.flatRateNotFound');
    await carrierRepository.deleteFlatRate(site, chosen[0]!.carrier.id, country);
    return carrierService.flatRates(site);
  },

  // Price files (super-admin) --------------------------------------------------------------------------

  /**
   * `PUT /admin/carrier/parse/{id}`: reads and checks a price file for a BASIC carrier and keeps its
   * rows a day under a name; nothing is written to the carrier yet.
   */
  async parsePriceFile(site: SiteId, id: number, file: UploadedFile): Promise<PriceFileParsed> {
    const page = await pageOf(site, id);
    if (page.carrier.type !== 'BASIC')
      throw new ValidationError({
        file: [page.carrier.type === 'VIGNOBLE_EXPORT' ? 'carrier.noPricesForType' : 'carrier.gridsNotForType'],
      });
    const parsed = parsePriceFile(file.data);
    const base =
      file.filename
        .replace(/\.[^.]*$/, '')
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 60) || 'prices';
    const filename = `${base}-${randomUUID().slice(0, 8)}.csv`;
    await carrierRepository.savePriceFile(site, {
      filename,
      idCarrier: id,
      rows: parsed.rows,
      createdAt: new Date().toISOString(),
    });
    return { filename, ...parsed };
  },

  /**
   * `PUT /admin/carrier/insert/{id}` `{ filename }`: writes the grids of a parsed file. Each country
   * the file names gets the file's grids in place of the carrier's (country by country, all or
   * nothing per country); countries the file does not name are left as they are.
   */
  async insertPriceFile(site: SiteId, id: number, filename: string): Promise<CarrierView> {
    const page = await pageOf(site, id);
    const file = await carrierRepository.priceFile(site, filename);
    if (!file || file.idCarrier !== id) throw new NotFoundError('carrier.priceFileNotFound');
    const now = new Date().toISOString();
    const changes = [...gridsOfFile(file.rows).entries()].map(([country, grids]) => ({
      next: { idCarrier: id, country, grids, updatedAt: now },
      previousUpdatedAt: page.prices.find((p) => p.country === country)?.updatedAt ?? null,
    }));
    await carrierRepository.putPrices(site, id, changes).catch(translateFailure);
    await carrierRepository.deletePriceFile(site, filename);
    return carrierService.get(site, id);
  },

  // Storefront and fees ---------------------------------------------------------------------------------

  /** `GET /list/carrier`: the site's valid carriers for shoppers — no prices, contacts or keys. */
  async forShoppers(site: SiteId): Promise<z.infer<typeof publicCarrierListSchema>> {
    const carriers = (await carrierRepository.forFees(site)).map(({ carrier }) => ({
      id: carrier.id,
      name: carrier.name,
      type: carrier.type,
      deliveryType: carrier.deliveryType,
    }));
    return { carriers: carriers.sort((a, b) => a.name.localeCompare(b.name, 'fr') || a.id - b.id) };
  },

  /**
   * What the fee calculation reads (docs/shipping.md "What the fee calculation reads"): every valid
   * carrier of the site with its boxes, grids, rules and flat rates — one Query of the carrier partition, kept per
   * catalogue version (carrier writes move it: docs/catalogue-cache.md).
   */
  forFees: (site: SiteId): Promise<CarrierForFees[]> => carriersForFees.get(site),
};
