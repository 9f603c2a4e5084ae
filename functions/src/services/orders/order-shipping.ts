import type { Lang } from '@cellar/shared/i18n/lang';
import { translate, type MessageKey } from '@cellar/shared/i18n/messages';
import type { AdminOrderView, OrderActor } from '@cellar/shared/orders/admin-orders';
import type {
  BoxUse,
  OptimizedBoxes,
  OrderShipBody,
  OrderShippingPrice,
  ShippingPartner,
} from '@cellar/shared/orders/shipping';
import { transitionRefusal } from '@cellar/shared/orders/status-flow';
import type { UsableBox } from '@cellar/shared/shipping/boxes';
import { countries, countryByAlpha2, countryByAlpha3, type Country } from '@cellar/shared/shipping/countries';
import {
  chronopostCatalogue,
  isChronopostProductCode,
  relayCountryOf,
  type ChronopostProductCode,
} from '@cellar/shared/shipping/partners';
import { carrierAdapters } from '../../adapters/carriers/carriers.ts';
import { chronopostTrackingUrl, type ChronopostAccount } from '../../adapters/carriers/chronopost.ts';
import { CarrierPartnerError } from '../../adapters/carriers/partner-error.ts';
import type {
  CreatedShipment,
  ShipmentAddress,
  ShipmentParcel,
  ShipmentRequest,
  ShipmentTracking,
} from '../../adapters/carriers/shipments.ts';
import type { SiteId } from '../../data/site-id.ts';
import { AppError, ConflictError, NotFoundError, ValidationError, type FieldErrorKeys } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { addressRepository } from '../../repositories/address-repository.ts';
import { boxRepository, type BoxStockTake } from '../../repositories/box-repository.ts';
import { carrierPartnerRepository } from '../../repositories/carrier-partner-repository.ts';
import {
  BoxStockRefused,
  orderRepository,
  type OrderRecord,
  type StoredShipment,
} from '../../repositories/order-repository.ts';
import { productRepository } from '../../repositories/product-repository.ts';
import { shipmentLabelRepository } from '../../repositories/shipment-label-repository.ts';
import { siteRepository } from '../../repositories/site-repository.ts';
import { carrierService, type CarrierForFees } from '../shipping/carrier-service.ts';
import { conditionsService } from '../sites/conditions-service.ts';
import { basicParcelPricer } from '../shipping/basic-parcel-price.ts';
import { describeParcel, packForCarrier } from '../shipping/carrier-packing.ts';
import { cartShipment } from '../shipping/cart-shipment.ts';
import { gridFor, resolveDestination, type Destination } from '../shipping/destination.ts';
import type { ParcelExplanation } from '../shipping/fee-types.ts';
import type { ShippingBox } from '../shipping/packing-types.ts';
import { shippingFeesService } from '../shipping/shipping-fees-service.ts';
import type { ShipmentItem } from '../shipping/shipment-items.ts';
import { adminOrderService, moveTo } from './admin-order-service.ts';
import { changeOrder, event } from './order-changes.ts';
import { sendStatusMail } from './order-mails.ts';
import { appParametersService } from '../sites/app-parameters-service.ts';

/**
 * Shipping an order from the producer's order screen (docs/orders.md "Shipping an order"): the
 * optimised boxes for a carrier, what each carrier would charge now, the shipment (at a partner
 * through its adapter, or the tracking number the admin typed), its label, tracking, status and
 * cancellation. Every change of the order goes through `changeOrder` with its events.
 */

/** A partner failed or refused: 502, the admin may try again; the logs say why. */
export class ShipmentPartnerError extends AppError {
  readonly status = 502;
}

// ---------------------------------------------------------------------------------------------
// Which partner a carrier ships through

/** `chronopost:<productCode>` in a carrier's service code names the Chronopost product it ships with. */
function chronopostProductOf(carrier: Pick<CarrierForFees, 'serviceCode'>): ChronopostProductCode | null {
  const match = /^chronopost:(\d{1,2})$/i.exec(carrier.serviceCode?.trim() ?? '');
  return match && isChronopostProductCode(match[1]!) ? match[1]! : null;
}

/**
 * The partner that creates a carrier's shipments: a VIGNOBLE_EXPORT carrier books through Vignoble
 * Export; a carrier whose service code is `chronopost:<product>` labels with Chronopost; a PICKUP
 * carrier delivers to the Mondial Relay relay the shopper chose; any other carrier has no partner
 * (the admin types the tracking number the carrier gave).
 */
export function partnerOf(
  carrier: Pick<CarrierForFees, 'type' | 'deliveryType' | 'serviceCode'>,
): ShippingPartner | null {
  if (carrier.type === 'VIGNOBLE_EXPORT') return 'VIGNOBLE_EXPORT';
  if (chronopostProductOf(carrier)) return 'CHRONOPOST';
  if (carrier.deliveryType === 'PICKUP') return 'MONDIAL_RELAY';
  return null;
}

/** Why a carrier cannot ship this order (a message key), or null. */
function carrierRefusal(order: OrderRecord, partner: ShippingPartner | null): MessageKey | null {
  if (order.delivery.type === 'PICKUP' && partner !== 'MONDIAL_RELAY') return 'order.accessPointNotAllowed';
  if (order.delivery.type === 'DELIVERY' && partner === 'MONDIAL_RELAY') return 'shipment.relayCarrierNeedsAccessPoint';
  return null;
}

// ---------------------------------------------------------------------------------------------
// What the order ships, and where

async function orderOf(site: SiteId, idOrder: number): Promise<OrderRecord> {
  const order = await orderRepository.get(site, idOrder);
  if (!order) throw new NotFoundError('order.notFound');
  return order;
}

/**
 * The order's lines as shipment items (docs/shipping.md "What ships"), from the catalogue as it is
 * now: a product hidden since still ships, one deleted since has no known weight (409).
 */
async function orderItems(
  site: SiteId,
  order: OrderRecord,
): Promise<{ items: ShipmentItem[]; catalogue: Awaited<ReturnType<typeof productRepository.catalogue>> }> {
  const catalogue = (await productRepository.catalogue(site)).map((entry) => ({
    product: { ...entry.product, valid: true },
    vintages: entry.vintages.map((v) => ({ ...v, valid: true })),
  }));
  const lines = order.products.map((line) => ({
    idProduct: line.id,
    idVintage: line.idVintage,
    quantity: line.quantity,
  }));
  const { items, unknown } = cartShipment(lines, new Map(catalogue.map((entry) => [entry.product.id, entry])));
  if (unknown.length > 0) throw new ConflictError('shipment.productGone', { products: ['shipment.productGone'] });
  return { items, catalogue };
}

function countryOf(value: string | null | undefined): Country | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  const lower = text.toLowerCase();
  return (
    countryByAlpha2(text) ??
    countryByAlpha3(text) ??
    countries.find((c) => c.names.fr_FR.toLowerCase() === lower || c.names.en_US.toLowerCase() === lower) ??
    null
  );
}

/** Where the parcel goes: the relay of a relay delivery, else the delivery address. */
function destinationOf(order: OrderRecord): { country: Country; postalCode: string } {
  const relay = order.delivery.accessPoint;
  const country = relay ? countryOf(relay.country) : countryOf(order.address.delivery?.country);
  const postalCode = relay ? relay.postalCode : order.address.delivery?.postalCode;
  if (!country || !postalCode) throw new ConflictError('shipment.collectNotShipped');
  return { country, postalCode };
}

function refuseCollect(order: OrderRecord): void {
  if (order.delivery.type === 'CLICK_AND_COLLECT')
    throw new ConflictError('shipment.collectNotShipped', { status: ['shipment.collectNotShipped'] });
}

// ---------------------------------------------------------------------------------------------
// Optimised boxes

const toShippingBox = (box: UsableBox): ShippingBox | null => {
  const common = {
    id: box.id,
    name: box.name,
    boxWeight: box.boxWeight,
    width: box.width,
    height: box.height,
    depth: box.depth,
  };
  if (box.mainType === 'BOTTLE' && box.bottleBoxCapacity && box.bottleCapacity)
    return {
      ...common,
      mainType: 'BOTTLE',
      bottleBoxCapacity: box.bottleBoxCapacity,
      bottleCapacity: box.bottleCapacity,
    };
  if (box.mainType === 'WEIGHT' && box.weightBoxCapacity)
    return { ...common, mainType: 'WEIGHT', weightBoxCapacity: box.weightBoxCapacity };
  return null;
};

interface Packed {
  parcels: ParcelExplanation[];
  boxes: ShippingBox[];
  total: number | null;
  priced: boolean;
  exact: boolean;
}

/**
 * The carrier's boxes packed with the fee engine's cheapest packing (docs/shipping.md "The cheapest
 * packing, per carrier"): priced by the carrier's grid for the destination when it is a BASIC
 * carrier serving it, else in the fewest parcels (every parcel "costs" the same, then the lightest
 * boxes). A FLAT_RATE carrier names no boxes: the site's boxes are used.
 */
function pack(
  carrier: CarrierForFees,
  boxes: readonly ShippingBox[],
  items: readonly ShipmentItem[],
  destination: Destination,
): Packed | { refusal: MessageKey } {
  const grid = carrier.type === 'BASIC' ? gridFor(carrier.grids, destination) : null;
  if (carrier.type === 'BASIC' && grid) {
    const packing = packForCarrier(items, boxes, carrier.unit === 'KG', (groups) =>
      basicParcelPricer(groups, carrier.unit, carrier.rules, grid.tranches),
    );
    if (packing.status === 'packed') {
      return {
        parcels: packing.parcels.map(({ packed, contents }) =>
          describeParcel(packed.box, contents, {
            equivalents: packed.quote.equivalents,
            tranche: packed.quote.tranche,
            price: packed.quote.price,
          }),
        ),
        boxes: packing.parcels.map(({ packed }) => packed.box),
        total: packing.total,
        priced: true,
        exact: packing.exact,
      };
    }
    if (packing.status === 'notFitting') return { refusal: 'shipping.productNotFitting' };
    // No packing under the grid: still a packing in the fewest parcels, unpriced.
  }
  const packing = packForCarrier(items, boxes, false, () => () => ({ price: 1 }));
  if (packing.status === 'notFitting') return { refusal: 'shipping.productNotFitting' };
  if (packing.status !== 'packed') return { refusal: 'shipping.noPackaging' };
  return {
    parcels: packing.parcels.map(({ packed, contents }) =>
      describeParcel(packed.box, contents, { equivalents: null, tranche: null, price: null }),
    ),
    boxes: packing.parcels.map(({ packed }) => packed.box),
    total: null,
    priced: false,
    exact: packing.exact,
  };
}

/** How many of each box a packing uses, with the site's stock of it. */
function boxUses(parcels: readonly { box: { id: number } }[], usable: ReadonlyMap<number, UsableBox>): BoxUse[] {
  const counts = new Map<number, number>();
  for (const parcel of parcels) counts.set(parcel.box.id, (counts.get(parcel.box.id) ?? 0) + 1);
  return [...counts].map(([idBox, count]) => {
    const box = usable.get(idBox);
    return {
      idBox,
      name: box?.name ?? null,
      mainType: box?.mainType ?? 'BOTTLE',
      count,
      inStock: Math.max(0, box?.quantity ?? 0),
    };
  });
}

async function carrierOf(site: SiteId, idCarrier: number | null | undefined): Promise<CarrierForFees> {
  const carrier = (await carrierService.forFees(site)).find((c) => c.id === idCarrier);
  if (!carrier) throw new NotFoundError('shipping.noCarrier');
  return carrier;
}

/** The boxes a carrier packs in: its own, or the site's for a FLAT_RATE carrier (which names none). */
function carrierBoxes(carrier: CarrierForFees, usable: readonly UsableBox[]): ShippingBox[] {
  if (carrier.type === 'FLAT_RATE') return usable.flatMap((box) => toShippingBox(box) ?? []);
  return carrier.boxes;
}

async function optimise(
  site: SiteId,
  order: OrderRecord,
  carrier: CarrierForFees,
  fromStock: boolean,
): Promise<OptimizedBoxes & { shippingBoxes: ShippingBox[] }> {
  const [{ items }, usable] = await Promise.all([orderItems(site, order), boxRepository.usableBoxes(site)]);
  const { country, postalCode } = destinationOf(order);
  const destination = resolveDestination(country.alphaThree, postalCode);
  const byId = new Map(usable.map((box) => [box.id, box]));
  let candidates = carrierBoxes(carrier, usable);
  if (fromStock) candidates = candidates.filter((box) => (byId.get(box.id)?.quantity ?? 0) > 0);
  let dropped = false;
  // With stock limits: a box used more often than the stock holds is dropped and the rest packed
  // again (a good packing from the boxes in stock, not one proven cheapest under those limits).
  for (let round = 0; ; round++) {
    if (candidates.length === 0 && items.length > 0)
      throw new ConflictError('shipping.noPackaging', { idCarrier: ['shipping.noPackaging'] });
    const packed = pack(carrier, candidates, items, destination);
    if ('refusal' in packed) throw new ConflictError(packed.refusal, { idCarrier: [packed.refusal] });
    const uses = boxUses(packed.parcels, byId);
    const short = fromStock ? uses.filter((use) => use.count > use.inStock) : [];
    if (short.length === 0 || round >= 20) {
      if (short.length > 0) throw new ConflictError('shipping.noPackaging', { idCarrier: ['shipping.noPackaging'] });
      const weightKg = Math.round(packed.parcels.reduce((sum, parcel) => sum + parcel.weightKg, 0) * 1000) / 1000;
      return {
        idCarrier: carrier.id,
        carrierName: carrier.name,
        siteType: carrier.type,
        fromStock,
        priced: packed.priced,
        parcels: packed.parcels,
        boxes: uses,
        total: packed.total,
        weightKg,
        cheapestProven: packed.exact && !dropped,
        shippingBoxes: packed.boxes,
      };
    }
    const shortIds = new Set(short.map((use) => use.idBox));
    candidates = candidates.filter((box) => !shortIds.has(box.id));
    dropped = true;
  }
}

// ---------------------------------------------------------------------------------------------
// The shipment at a partner

/** The shop as the label's sender: its legal name (or the site's) at its first company address, the warehouse or cellar
 * first. */
async function shipperOf(site: SiteId): Promise<ShipmentAddress> {
  const [record, conditions, addresses] = await Promise.all([
    siteRepository.get(site),
    conditionsService.forAdmin(site),
    addressRepository.all(site),
  ]);
  const rank = (types: readonly string[]) => (types.includes('WAREHOUSE') ? 0 : types.includes('CELLAR') ? 1 : 2);
  const place = [...addresses].sort((a, b) => rank(a.types) - rank(b.types) || a.id - b.id)[0];
  const name = conditions.legal.companyName || record?.name || 'Shop';
  if (!place) return { name, line1: '', postalCode: '', city: '', country: 'FR' };
  return {
    name,
    line1: place.firstPart,
    line2: place.secondPart || null,
    postalCode: place.postalCode,
    city: place.city,
    country: (place.country || 'FR').toUpperCase(),
  };
}

function recipientOf(order: OrderRecord): ShipmentAddress {
  const home = order.address.delivery ?? order.address.billing;
  const relay = order.delivery.accessPoint;
  const name =
    [home?.firstname ?? order.customer.firstname, home?.lastname ?? order.customer.lastname]
      .filter(Boolean)
      .join(' ') || order.customer.email;
  const where =
    order.delivery.type === 'DELIVERY' && order.address.delivery
      ? {
          line1: order.address.delivery.address,
          line2: order.address.delivery.addressPart2,
          postalCode: order.address.delivery.postalCode,
          city: order.address.delivery.city,
          country: countryOf(order.address.delivery.country)?.alphaTwo ?? 'FR',
        }
      : home
        ? {
            line1: home.address,
            line2: home.addressPart2,
            postalCode: home.postalCode,
            city: home.city,
            country: countryOf(home.country)?.alphaTwo ?? 'FR',
          }
        : {
            line1: relay?.address ?? '',
            line2: null,
            postalCode: relay?.postalCode ?? '',
            city: relay?.city ?? '',
            country: relay?.country ?? 'FR',
          };
  return { name, ...where, phone: order.customer.phone, email: order.customer.email };
}

/** The Chronopost account for labels: the site's CHRONOPOST application parameters while IS_ACTIVE
 * (docs/payment-settings.md); the local adapter needs none. */
async function chronopostAccount(site: SiteId): Promise<ChronopostAccount> {
  if (carrierAdapters().mode === 'local') return { accountNumber: '', password: '' };
  const account = await appParametersService.chronopostAccount(site);
  if (account) return account;
  throw new ConflictError('shipment.chronopostAccountMissing', { idCarrier: ['shipment.chronopostAccountMissing'] });
}

function partnerFailure(site: SiteId, error: unknown): never {
  if (!(error instanceof CarrierPartnerError)) throw error;
  logger[error.failure === 'unavailable' ? 'warn' : 'error']('carrier partner shipment call failed', {
    idSite: site,
    partner: error.partner,
    failure: error.failure,
    code: error.code,
    detail: error.detail,
  });
  throw new ShipmentPartnerError(
    error.failure === 'unavailable' ? 'shipment.partnerUnavailable' : 'shipment.partnerRefused',
  );
}

async function createAtPartner(
  site: SiteId,
  partner: ShippingPartner,
  carrier: CarrierForFees,
  order: OrderRecord,
  request: ShipmentRequest,
): Promise<CreatedShipment> {
  const adapters = carrierAdapters();
  if (partner === 'MONDIAL_RELAY') {
    const settings = await carrierPartnerRepository.mondialRelay(site);
    if (!settings)
      throw new ConflictError('shipment.partnerNotActivated', { idCarrier: ['shipment.partnerNotActivated'] });
    const account = {
      enseigne: settings.enseigne,
      privateKey: settings.privateKey,
      collectionMode: settings.collectionMode,
      insuranceLevel: settings.insuranceLevel,
    };
    return adapters.mondialRelay
      .createShipment(account, request)
      .catch((error: unknown) => partnerFailure(site, error));
  }
  if (partner === 'CHRONOPOST') {
    const productCode = chronopostProductOf(carrier)!;
    const offered = (await carrierPartnerRepository.chronopostProducts(site)).some(
      (p) => p.productCode === productCode && p.valid,
    );
    if (!offered)
      throw new ConflictError('shipment.partnerNotActivated', { idCarrier: ['shipment.partnerNotActivated'] });
    if (chronopostCatalogue[productCode].delivery === 'ACCESS_POINT')
      throw new ConflictError('order.accessPointNotAllowed', { idCarrier: ['order.accessPointNotAllowed'] });
    const weightKg = Math.round(request.parcels.reduce((sum, p) => sum + p.weightKg, 0) * 1000) / 1000;
    const label = await adapters.chronopostLabels
      .createLabel(await chronopostAccount(site), {
        productCode,
        reference: request.reference,
        shipper: {
          ...request.shipper,
          line2: request.shipper.line2 ?? undefined,
          phone: request.shipper.phone ?? undefined,
          email: request.shipper.email ?? undefined,
        },
        recipient: {
          ...request.recipient,
          line2: request.recipient.line2 ?? undefined,
          phone: request.recipient.phone ?? undefined,
          email: request.recipient.email ?? undefined,
        },
        weightKg,
      })
      .catch((error: unknown) => partnerFailure(site, error));
    return {
      trackingNumber: label.skybillNumber,
      trackingUrl: chronopostTrackingUrl(label.skybillNumber),
      label: label.pdf,
    };
  }
  const settings = await carrierPartnerRepository.vignobleExport(site);
  if (!settings?.valid || !adapters.vignobleExportShipments)
    throw new ConflictError('shipment.partnerNotActivated', { idCarrier: ['shipment.partnerNotActivated'] });
  return adapters.vignobleExportShipments
    .createShipment(
      { apiKey: settings.apiKey },
      { ...request, serviceCode: order.delivery.idCarrier === carrier.id ? order.delivery.serviceCode : null },
    )
    .catch((error: unknown) => partnerFailure(site, error));
}

/** Cancels a shipment at its partner when the partner can (Mondial Relay cannot: an unused label is not charged).
 * Answers whether it was cancelled there. */
async function cancelAtPartner(site: SiteId, shipment: StoredShipment): Promise<boolean> {
  const adapters = carrierAdapters();
  const number = shipment.trackingNumber ?? '';
  if (shipment.partner === 'CHRONOPOST') {
    await adapters.chronopostLabels
      .cancelLabel(await chronopostAccount(site), number)
      .catch((error: unknown) => partnerFailure(site, error));
    return true;
  }
  if (shipment.partner === 'VIGNOBLE_EXPORT') {
    const settings = await carrierPartnerRepository.vignobleExport(site);
    if (!settings || !adapters.vignobleExportShipments) throw new ConflictError('shipment.partnerNotActivated');
    await adapters.vignobleExportShipments
      .cancelShipment({ apiKey: settings.apiKey }, number)
      .catch((error: unknown) => partnerFailure(site, error));
    return true;
  }
  return false;
}

/** The parcels of the boxes chosen: the contents' weight shared out among them, each with its box's own weight. */
function parcelsOf(
  boxes: readonly ShippingBox[],
  parcels: readonly ParcelExplanation[] | null,
  contentsKg: number,
): ShipmentParcel[] {
  return boxes.map((box, i) => ({
    weightKg: parcels ? parcels[i]!.weightKg : Math.round((contentsKg / boxes.length + box.boxWeight) * 1000) / 1000,
    widthCm: box.width,
    heightCm: box.height,
    lengthCm: box.depth,
  }));
}

const boxesText = (uses: readonly BoxUse[]): string =>
  uses.map((use) => `${use.count} × ${use.name ?? `#${use.idBox}`}`).join(', ');

function shipmentOf(order: OrderRecord): StoredShipment {
  if (!order.shipment) throw new NotFoundError('shipment.none');
  return order.shipment;
}

async function tracked<T>(site: SiteId, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    return partnerFailure(site, error);
  }
}

export const orderShippingService = {
  /** `GET /admin/order/optimized-boxes/{idOrder}/carrier/{idCarrier}[/stock]`. */
  async optimizedBoxes(site: SiteId, idOrder: number, idCarrier: number, fromStock: boolean): Promise<OptimizedBoxes> {
    const order = await orderOf(site, idOrder);
    refuseCollect(order);
    const { shippingBoxes: _boxes, ...answer } = await optimise(
      site,
      order,
      await carrierOf(site, idCarrier),
      fromStock,
    );
    return answer;
  },

  /** `POST /admin/order/shipping-prices/{id}`: every carrier's price now, the shopper's first, then the cheapest. */
  async prices(site: SiteId, idOrder: number, lang: Lang): Promise<OrderShippingPrice[]> {
    const order = await orderOf(site, idOrder);
    refuseCollect(order);
    const [{ catalogue }, carriers] = await Promise.all([orderItems(site, order), carrierService.forFees(site)]);
    const { country, postalCode } = destinationOf(order);
    const options = await shippingFeesService.calculate(
      site,
      {
        products: order.products.map((line) => ({
          idProduct: line.id,
          idVintage: line.idVintage,
          quantity: line.quantity,
        })),
        postalCode,
        country: country.alphaThree,
      },
      { catalogue },
    );
    const byId = new Map(carriers.map((carrier) => [carrier.id, carrier]));
    const rows = options.map((option): OrderShippingPrice => {
      const carrier = byId.get(option.id);
      const partner = carrier ? partnerOf(carrier) : null;
      const refusal = carrierRefusal(order, partner);
      const chosen =
        option.id === order.delivery.idCarrier &&
        (order.delivery.serviceCode === null || option.serviceCode === order.delivery.serviceCode);
      return { ...option, chosen, partner, refusal: refusal ? translate(refusal, lang) : null };
    });
    return rows.sort((a, b) => Number(b.chosen) - Number(a.chosen));
  },

  /** `POST /admin/order/{id}/ship` (docs/orders.md "Shipping an order"). */
  async ship(
    site: SiteId,
    actor: OrderActor,
    idOrder: number,
    body: OrderShipBody,
    lang: Lang,
  ): Promise<AdminOrderView> {
    const order = await orderOf(site, idOrder);
    refuseCollect(order);
    if (order.status !== 'PROCESSING')
      throw new ConflictError('shipment.notProcessing', { status: ['shipment.notProcessing'] });
    const revision = order.revision ?? 0;
    if (body.revision !== undefined && body.revision !== revision)
      throw new ConflictError('order.changedMeanwhile', { revision: ['order.changedMeanwhile'] });
    const carrier = await carrierOf(site, body.idCarrier ?? order.delivery.idCarrier);
    const partner = partnerOf(carrier);
    const refusal = carrierRefusal(order, partner);
    if (refusal) throw new ConflictError(refusal, { idCarrier: [refusal] });
    const typed = body.trackingNumber?.trim() || null;
    if (!partner && !typed) throw new ValidationError({ trackingNumber: ['shipment.trackingRequired'] });
    if (partner && (typed || body.trackingUrl))
      throw new ValidationError({ trackingNumber: ['shipment.trackingFromPartner'] });

    // The boxes: the admin's, or the optimised ones (from stock when taken from it).
    const usable = await boxRepository.usableBoxes(site);
    const byId = new Map(usable.map((box) => [box.id, box]));
    let boxes: ShippingBox[];
    let uses: BoxUse[];
    let parcelWeights: ParcelExplanation[] | null = null;
    if (body.boxes) {
      const errors: FieldErrorKeys = {};
      boxes = body.boxes.flatMap((line, i) => {
        const box = byId.get(line.idBox);
        const shipping = box ? toShippingBox(box) : null;
        if (!shipping) {
          errors[`boxes.${i}.idBox`] = ['box.unknown'];
          return [];
        }
        return Array.from({ length: line.count }, () => shipping);
      });
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      uses = boxUses(
        boxes.map((box) => ({ box })),
        byId,
      );
    } else {
      const optimised = await optimise(site, order, carrier, body.takeFromStock === true);
      boxes = optimised.shippingBoxes;
      uses = optimised.boxes;
      parcelWeights = optimised.parcels;
    }
    if (body.takeFromStock) {
      const short = uses.findIndex((use) => use.count > use.inStock);
      if (short >= 0)
        throw new ConflictError('shipment.boxStockShort', {
          [body.boxes ? `boxes.${body.boxes.findIndex((b) => b.idBox === uses[short]!.idBox)}.count` : 'boxes']: [
            'shipment.boxStockShort',
          ],
        });
    }
    const boxTakes: BoxStockTake[] = body.takeFromStock
      ? uses.map((use) => ({
          idBox: use.idBox,
          global: byId.get(use.idBox)?.boxType === 'GLOBAL',
          quantity: use.count,
        }))
      : [];

    // The shipment at the partner, its label kept privately.
    let created: CreatedShipment | null = null;
    let labelKey: string | null = null;
    if (partner) {
      const { items } = await orderItems(site, order);
      const contentsKg = items.reduce((sum, item) => sum + item.quantity * item.weightKg, 0);
      const relay = order.delivery.accessPoint;
      const relayCountry = relay ? relayCountryOf(relay.country ?? 'FR') : null;
      const request: ShipmentRequest = {
        reference: order.number,
        shipper: await shipperOf(site),
        recipient: recipientOf(order),
        parcels: parcelsOf(boxes, parcelWeights, contentsKg),
        relay: relay ? { id: relay.id, country: relayCountry ?? relay.country ?? 'FR' } : null,
        lang: order.lang,
      };
      created = await createAtPartner(site, partner, carrier, order, request);
      labelKey = shipmentLabelRepository.key(
        site,
        order.id,
        `${Date.now().toString(36)}-${created.trackingNumber.replace(/[^A-Za-z0-9]/g, '')}`,
      );
      await shipmentLabelRepository.put(labelKey, created.label);
    }

    const at = new Date().toISOString();
    const trackingNumber = created?.trackingNumber ?? typed!;
    const trackingUrl = created?.trackingUrl ?? (body.trackingUrl?.trim() || null);
    let shipped: OrderRecord;
    try {
      shipped = await changeOrder(
        site,
        order.id,
        async (current) => {
          const moved = await moveTo(site, 'SHIPPED', actor, at, { trackingNumber })(current);
          moved.order.shipment = {
            idCarrier: carrier.id,
            partner,
            carrierName: carrier.name,
            trackingNumber,
            trackingUrl,
            labelKey,
            status: 'ACTIVE',
            shippedAt: at,
          };
          moved.events.push(
            event(at, actor, 'SHIPPED', null, null, {
              carrier: carrier.name,
              idCarrier: carrier.id,
              partner,
              trackingNumber,
              boxes: boxesText(uses),
              parcels: boxes.length,
              boxesFromStock: body.takeFromStock === true,
            }),
          );
          return { ...moved, boxTakes };
        },
        { expectedRevision: revision },
      );
    } catch (error) {
      // Nothing changed on our side: the shipment bought at the partner is given up.
      if (created && partner) {
        await cancelAtPartner(site, {
          idCarrier: carrier.id,
          partner,
          carrierName: carrier.name,
          trackingNumber: created.trackingNumber,
          trackingUrl: created.trackingUrl,
          labelKey,
          status: 'ACTIVE',
          shippedAt: at,
        }).catch((e: unknown) =>
          logger.warn('shipment not cancelled after a refused change', {
            idSite: site,
            order: order.number,
            error: (e as Error).message,
          }),
        );
      }
      if (labelKey) await shipmentLabelRepository.remove(labelKey).catch(() => undefined);
      if (error instanceof BoxStockRefused)
        throw new ConflictError('shipment.boxStockShort', { boxes: ['shipment.boxStockShort'] });
      throw error;
    }
    if (body.sendMail !== false) shipped = await sendStatusMail(site, shipped, 'SHIPPED', actor, { automatic: true });
    return adminOrderService.view(site, shipped, lang);
  },

  /** `GET /admin/order/{id}/label`: the label's PDF. */
  async label(site: SiteId, idOrder: number, lang: Lang): Promise<{ data: Uint8Array; filename: string }> {
    const order = await orderOf(site, idOrder);
    const shipment = shipmentOf(order);
    if (!shipment.labelKey) throw new NotFoundError('shipment.noLabel');
    const file = await shipmentLabelRepository.get(shipment.labelKey);
    if (!file) throw new NotFoundError('shipment.noLabel');
    return { data: file.data, filename: `${lang === 'fr_FR' ? 'etiquette' : 'label'}-${order.number}.pdf` };
  },

  /** `GET /admin/order/{id}/tracking-link`. */
  async trackingLink(site: SiteId, idOrder: number) {
    const shipment = shipmentOf(await orderOf(site, idOrder));
    return {
      carrierName: shipment.carrierName,
      trackingNumber: shipment.trackingNumber,
      trackingUrl: shipment.trackingUrl,
    };
  },

  /** `GET /admin/order/{id}/get-status`: the shipment, and for a partner its status at the carrier now. */
  async carrierStatus(site: SiteId, idOrder: number, lang: Lang) {
    const shipment = shipmentOf(await orderOf(site, idOrder));
    const base = {
      partner: shipment.partner ?? null,
      carrierName: shipment.carrierName,
      trackingNumber: shipment.trackingNumber,
      shipmentStatus: shipment.status,
    };
    if (shipment.status === 'CANCELED') return { ...base, status: 'CANCELED' as const, label: null, events: [] };
    if (!shipment.partner || !shipment.trackingNumber) return { ...base, status: null, label: null, events: [] };
    const number = shipment.trackingNumber;
    const adapters = carrierAdapters();
    let tracking: ShipmentTracking;
    if (shipment.partner === 'MONDIAL_RELAY') {
      const settings = await carrierPartnerRepository.mondialRelay(site);
      if (!settings) throw new ConflictError('shipment.partnerNotActivated');
      tracking = await tracked(site, () =>
        adapters.mondialRelay.tracing({ enseigne: settings.enseigne, privateKey: settings.privateKey }, number, lang),
      );
    } else if (shipment.partner === 'CHRONOPOST') {
      tracking = await tracked(site, async () =>
        adapters.chronopostLabels.track(await chronopostAccount(site), number, lang),
      );
    } else {
      const settings = await carrierPartnerRepository.vignobleExport(site);
      const shipments = adapters.vignobleExportShipments;
      if (!settings || !shipments) throw new ConflictError('shipment.partnerNotActivated');
      tracking = await tracked(site, () => shipments.tracking({ apiKey: settings.apiKey }, number, lang));
    }
    return { ...base, status: tracking.status, label: tracking.label, events: tracking.events };
  },

  /** `GET /admin/order/{id}/mondial-relay/tracing`. */
  async mondialRelayTracing(site: SiteId, idOrder: number, lang: Lang) {
    const shipment = shipmentOf(await orderOf(site, idOrder));
    if (shipment.partner !== 'MONDIAL_RELAY' || !shipment.trackingNumber)
      throw new ConflictError('shipment.notMondialRelay');
    const settings = await carrierPartnerRepository.mondialRelay(site);
    if (!settings) throw new ConflictError('shipment.partnerNotActivated');
    const number = shipment.trackingNumber;
    const tracing = await tracked(site, () =>
      carrierAdapters().mondialRelay.tracing(
        { enseigne: settings.enseigne, privateKey: settings.privateKey },
        number,
        lang,
      ),
    );
    return {
      trackingNumber: number,
      stat: tracing.stat,
      status: tracing.status,
      summary: tracing.summary,
      relay: tracing.relay,
      events: tracing.events,
    };
  },

  /**
   * `GET /admin/order/{id}/shipment/cancel`: cancelled at the partner when it can, the shipment
   * CANCELED and the order back to PROCESSING (SHIPMENT_CANCELED and STATUS events). No mail.
   */
  async cancel(site: SiteId, actor: OrderActor, idOrder: number, lang: Lang): Promise<AdminOrderView> {
    const order = await orderOf(site, idOrder);
    const shipment = shipmentOf(order);
    if (shipment.status === 'CANCELED') throw new ConflictError('shipment.alreadyCanceled');
    const refusal = transitionRefusal(
      { status: order.status, deliveryType: order.delivery.type, shipmentActive: false },
      'PROCESSING',
    );
    if (refusal) throw new ConflictError(refusal, { status: [refusal] });
    const atCarrier = await cancelAtPartner(site, shipment);
    const at = new Date().toISOString();
    const changed = await changeOrder(site, order.id, async (current) => {
      if (!current.shipment || current.shipment.status === 'CANCELED')
        throw new ConflictError('shipment.alreadyCanceled');
      const canceled: OrderRecord = { ...current, shipment: { ...current.shipment, status: 'CANCELED' } };
      const moved = await moveTo(site, 'PROCESSING', actor, at)(canceled);
      const cancelEvent = event(at, actor, 'SHIPMENT_CANCELED', null, null, {
        carrier: current.shipment.carrierName,
        trackingNumber: current.shipment.trackingNumber,
        partner: current.shipment.partner ?? null,
        atCarrier,
      });
      return { ...moved, events: [cancelEvent, ...moved.events] };
    });
    return adminOrderService.view(site, changed, lang);
  },
};
