import { applyListQuery, type ListQuery } from '@cellar/shared/list-query';
import {
  chronopostCatalogue,
  maskSecret,
  mondialRelayCountries,
  relayCountryOf,
  type AccessPoint,
  type ChronopostProductInput,
  type ChronopostProductView,
  type MondialRelayInput,
  type MondialRelayPublicConfig,
  type MondialRelayView,
  type VignobleExportInput,
  type VignobleExportView,
} from '@cellar/shared/shipping/partners';
import { carrierAdapters } from '../../adapters/carriers/carriers.ts';
import { CarrierPartnerError, type CarrierFailure } from '../../adapters/carriers/partner-error.ts';
import type { ExportDestination, ExportOffer, ExportParcel } from '../../adapters/carriers/vignoble-export.ts';
import type { SiteId } from '../../data/site-id.ts';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { boxRepository } from '../../repositories/box-repository.ts';
import {
  carrierPartnerRepository,
  ChronopostCodeTaken,
  PartnerBoxUnknown,
  PartnerChanged,
  type ChronopostProductRecord,
  type MondialRelayRecord,
  type VignobleExportRecord,
} from '../../repositories/carrier-partner-repository.ts';

/** A partner did not answer usefully: 502, the shopper may try again; the logs say why. */
export class PartnerUnavailableError extends AppError {
  readonly status = 502;
}

/** Relays a search answers at most. */
export const relaySearchResults = 10;

function translateFailure(error: unknown): never {
  if (error instanceof PartnerBoxUnknown) throw new ValidationError({ boxes: ['partner.boxNotChosen'] });
  if (error instanceof ChronopostCodeTaken)
    throw new ConflictError('chronopost.productTaken', { productCode: ['chronopost.productTaken'] });
  if (error instanceof PartnerChanged) throw new ConflictError();
  throw error;
}

function logFailure(site: SiteId, error: CarrierPartnerError): void {
  // The partner's code and text, never the account's secret (the adapters do not put it in errors).
  logger[error.failure === 'unavailable' ? 'warn' : 'error']('carrier partner call failed', {
    idSite: site,
    partner: error.partner,
    failure: error.failure,
    code: error.code,
    detail: error.detail,
  });
}

// ---------------------------------------------------------------------------------------------
// Vignoble Export

function vignobleExportView({ apiKey, ...settings }: VignobleExportRecord): VignobleExportView {
  return { ...settings, apiKeyMasked: maskSecret(apiKey) };
}

async function vignobleExportOf(site: SiteId): Promise<VignobleExportRecord> {
  const settings = await carrierPartnerRepository.vignobleExport(site);
  if (!settings) throw new NotFoundError('partner.vignobleExportNotActivated');
  return settings;
}

/** What the fee calculation gets for a VIGNOBLE_EXPORT carrier. */
export interface ExportQuote {
  percentageToApply: number;
  boxes: number[];
  /** Cheapest first; none over 100 kg (spec 2 §9), when the partner has none or failed. */
  offers: ExportOffer[];
  /** Why there is no offer when the partner failed (logged), for the fee answer's explanation. */
  failure: CarrierFailure | null;
}

/**
 * The partner ships in global VIGNOBLE_EXPORT boxes (docs/shipping.md): each must be one; that the
 * site chose it is checked by the save itself (the `uses` of the site's choice).
 */
async function checkExportBoxes(boxes: readonly number[]): Promise<void> {
  const globals = new Map((await boxRepository.globalBoxes()).map((box) => [box.id, box]));
  const errors: Record<string, Array<'partner.unknownBox' | 'partner.notExportBox'>> = {};
  boxes.forEach((id, i) => {
    const box = globals.get(id);
    if (!box) errors[`boxes.${i}`] = ['partner.unknownBox'];
    else if (box.type !== 'VIGNOBLE_EXPORT') errors[`boxes.${i}`] = ['partner.notExportBox'];
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

export const vignobleExportService = {
  /** "Carrier export info": null until activated. */
  async get(site: SiteId): Promise<VignobleExportView | null> {
    const settings = await carrierPartnerRepository.vignobleExport(site);
    return settings ? vignobleExportView(settings) : null;
  },

  /** Saves the settings and offers the partner (valid). A left-out API key keeps the stored one. */
  async activate(site: SiteId, input: VignobleExportInput): Promise<VignobleExportView> {
    const [previous] = await Promise.all([
      carrierPartnerRepository.vignobleExport(site),
      checkExportBoxes(input.boxes),
    ]);
    const apiKey = input.apiKey ?? previous?.apiKey;
    if (!apiKey) throw new ValidationError({ apiKey: ['partner.apiKeyRequired'] });
    const now = new Date().toISOString();
    const next: VignobleExportRecord = {
      ...input,
      apiKey,
      valid: true,
      activatedAt: previous?.activatedAt ?? now,
      updatedAt: now,
    };
    await carrierPartnerRepository.saveVignobleExport(site, previous, next).catch(translateFailure);
    return vignobleExportView(next);
  },

  /** Changes the settings of an activated partner, offered or not as before. */
  async update(site: SiteId, input: VignobleExportInput): Promise<VignobleExportView> {
    const previous = await vignobleExportOf(site);
    await checkExportBoxes(input.boxes);
    const next: VignobleExportRecord = {
      ...previous,
      ...input,
      apiKey: input.apiKey ?? previous.apiKey,
      updatedAt: new Date().toISOString(),
    };
    await carrierPartnerRepository.saveVignobleExport(site, previous, next).catch(translateFailure);
    return vignobleExportView(next);
  },

  /** Offers the partner to shoppers, or stops offering it. */
  async toggleValidation(site: SiteId): Promise<VignobleExportView> {
    const previous = await vignobleExportOf(site);
    const next: VignobleExportRecord = { ...previous, valid: !previous.valid, updatedAt: new Date().toISOString() };
    await carrierPartnerRepository.saveVignobleExport(site, previous, next).catch(translateFailure);
    return vignobleExportView(next);
  },

  /**
   * The partner's offers for parcels of the site (docs/shipping.md "Partners and adapters"): null
   * when the site has not activated it or does not offer it. A failing partner gives no offer (and
   * a log line), never a failed fee calculation.
   */
  async quote(
    site: SiteId,
    parcels: readonly ExportParcel[],
    destination: ExportDestination,
  ): Promise<ExportQuote | null> {
    const settings = await carrierPartnerRepository.vignobleExport(site);
    if (!settings?.valid) return null;
    const base = { percentageToApply: settings.percentageToApply, boxes: settings.boxes };
    try {
      return {
        ...base,
        offers: await carrierAdapters().vignobleExport.quote({ apiKey: settings.apiKey }, parcels, destination),
        failure: null,
      };
    } catch (error) {
      if (!(error instanceof CarrierPartnerError)) throw error;
      logFailure(site, error);
      return { ...base, offers: [], failure: error.failure };
    }
  },
};

// ---------------------------------------------------------------------------------------------
// Mondial Relay

function mondialRelayView({ privateKey, ...settings }: MondialRelayRecord): MondialRelayView {
  return { ...settings, active: true, privateKeyMasked: maskSecret(privateKey) };
}

export const mondialRelayService = {
  /** Saves the account and options; a left-out private key keeps the stored one. */
  async activate(site: SiteId, input: MondialRelayInput): Promise<MondialRelayView> {
    const previous = await carrierPartnerRepository.mondialRelay(site);
    const privateKey = input.privateKey ?? previous?.privateKey;
    if (!privateKey) throw new ValidationError({ privateKey: ['partner.enseigneAndKeyRequired'] });
    const now = new Date().toISOString();
    const next: MondialRelayRecord = {
      ...input,
      privateKey,
      activatedAt: previous?.activatedAt ?? now,
      updatedAt: now,
    };
    await carrierPartnerRepository.saveMondialRelay(site, previous, next).catch(translateFailure);
    return mondialRelayView(next);
  },

  /** What the storefront's relay picker needs: nothing secret. */
  async publicConfig(site: SiteId): Promise<MondialRelayPublicConfig> {
    const settings = await carrierPartnerRepository.mondialRelay(site);
    return {
      active: settings !== null,
      brand: settings?.enseigne ?? null,
      deliveryMode: '24R',
      countries: mondialRelayCountries.map((c) => c.alpha2),
      maxResults: relaySearchResults,
    };
  },

  /**
   * Relays near a shopper's address, nearest first, with the site's own account. Mondial Relay not
   * activated: 409; a country it does not serve: 400 on `address.country`; the partner failing: 502.
   */
  async accessPoints(
    site: SiteId,
    address: { postalCode: string; city: string; country: string | { alphaTwo?: string; alphaThree?: string } },
  ): Promise<AccessPoint[]> {
    const settings = await carrierPartnerRepository.mondialRelay(site);
    if (!settings) throw new ConflictError('partner.mondialRelayNotActivated');
    const country = relayCountryOf(address.country);
    if (!country) throw new ValidationError({ 'address.country': ['partner.relayCountry'] });
    try {
      return await carrierAdapters().mondialRelay.accessPoints(
        { enseigne: settings.enseigne, privateKey: settings.privateKey },
        { country, postalCode: address.postalCode, city: address.city, maxResults: relaySearchResults },
      );
    } catch (error) {
      if (!(error instanceof CarrierPartnerError)) throw error;
      logFailure(site, error);
      throw new PartnerUnavailableError('partner.relayUnavailable');
    }
  },

  /**
   * The relay a shopper chose, as Mondial Relay knows it now (its own address, postal code and
   * country), found by its id and the country the shopper's relay is in: an order ships and prices
   * by it, never by what the browser sent. `activated` false: the site has not activated Mondial
   * Relay; `point` null: no such relay (or a country Mondial Relay does not serve). The partner
   * failing: 502, as for a search.
   */
  async accessPoint(
    site: SiteId,
    chosen: { id: string; country: string | null | undefined },
  ): Promise<{ activated: false } | { activated: true; point: AccessPoint | null }> {
    const settings = await carrierPartnerRepository.mondialRelay(site);
    if (!settings) return { activated: false };
    const country = chosen.country ? relayCountryOf(chosen.country) : null;
    if (!country) return { activated: true, point: null };
    try {
      return {
        activated: true,
        point: await carrierAdapters().mondialRelay.accessPoint(
          { enseigne: settings.enseigne, privateKey: settings.privateKey },
          { country, id: chosen.id },
        ),
      };
    } catch (error) {
      if (!(error instanceof CarrierPartnerError)) throw error;
      logFailure(site, error);
      throw new PartnerUnavailableError('partner.relayUnavailable');
    }
  },
};

// ---------------------------------------------------------------------------------------------
// Chronopost products

function productView({ productCode, ...product }: ChronopostProductRecord): ChronopostProductView {
  const { shippingType, delivery, international } = chronopostCatalogue[productCode];
  return { ...product, productCode, shippingType, delivery, international };
}

async function productOf(site: SiteId, id: number): Promise<ChronopostProductRecord> {
  const product = await carrierPartnerRepository.chronopostProduct(site, id);
  if (!product) throw new NotFoundError('chronopost.productNotFound');
  return product;
}

export const chronopostProductService = {
  /** The site's products, by label unless asked otherwise (list query). */
  async list(site: SiteId, query: ListQuery): Promise<{ products: ChronopostProductView[]; total: number }> {
    const all = (await carrierPartnerRepository.chronopostProducts(site))
      .map(productView)
      .sort((a, b) => a.label.localeCompare(b.label) || a.id - b.id);
    const { items, total } = applyListQuery(all, query);
    return { products: items, total };
  },

  /** A product of the catalogue, once per site (409 on `productCode` otherwise). */
  async create(site: SiteId, input: ChronopostProductInput): Promise<ChronopostProductView> {
    const now = new Date().toISOString();
    const product: ChronopostProductRecord = {
      id: await carrierPartnerRepository.nextChronopostProductId(site),
      ...input,
      createdAt: now,
      updatedAt: now,
    };
    await carrierPartnerRepository.createChronopostProduct(site, product).catch(translateFailure);
    return productView(product);
  },

  async update(site: SiteId, id: number, input: ChronopostProductInput): Promise<ChronopostProductView> {
    const previous = await productOf(site, id);
    const next: ChronopostProductRecord = { ...previous, ...input, updatedAt: new Date().toISOString() };
    await carrierPartnerRepository.updateChronopostProduct(site, previous, next).catch(translateFailure);
    return productView(next);
  },

  async delete(site: SiteId, id: number): Promise<void> {
    const previous = await productOf(site, id);
    await carrierPartnerRepository.deleteChronopostProduct(site, previous).catch(translateFailure);
  },
};
