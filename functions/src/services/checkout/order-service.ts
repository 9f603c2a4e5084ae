import { createHash, randomUUID } from 'node:crypto';
import {
  idempotencyKeyPattern,
  maxOrderTotal,
  maxStockItemsPerOrder,
  type OrderView,
  type PaymentMethod,
} from '@cellar/shared/checkout/orders';
import type { Lang } from '@cellar/shared/i18n/lang';
import { translate, type MessageKey } from '@cellar/shared/i18n/messages';
import type { orderBodySchema, orderValidateBodySchema } from '@cellar/shared/routes/checkout';
import type { FeeExplanationView } from '@cellar/shared/shipping/fees';
import {
  countryByAlpha2,
  countryByAlpha3,
  countryById,
  countries,
  normalisePostalCode,
  type Country,
} from '@cellar/shared/shipping/countries';
import { emailPattern, isOrderPhone } from '@cellar/shared/validation/contact';
import type * as z from 'zod';
import { mailSender } from '../../adapters/mail/mail.ts';
import { minimumCardAmountCents, toCents } from '../../adapters/payment/payment.ts';
import { paymentProvider } from '../../adapters/payment/payments.ts';
import type { SiteId } from '../../data/site-id.ts';
import type { TransactOptions } from '../../data/transactions.ts';
import type { Principal } from '../../http/types.ts';
import {
  addFieldError,
  ConflictError,
  NotFoundError,
  ValidationError,
  withDetails,
  type FieldErrorKeys,
} from '../../lib/errors.ts';
import { log } from '../../lib/logger.ts';
import { addressRepository } from '../../repositories/address-repository.ts';
import {
  discountRepository,
  discountShopperKey,
  type DiscountUseFailure,
} from '../../repositories/discount-repository.ts';
import {
  ExtraRefused,
  OrderKeyTaken,
  orderRepository,
  StockRefused,
  type OrderRecord,
  type StoredAddress,
} from '../../repositories/order-repository.ts';
import { productRepository } from '../../repositories/product-repository.ts';
import { customerService, type Customer } from '../customer-service.ts';
import { rateLimiter, rateLimits } from '../rate-limits.ts';
import { mondialRelayService } from '../shipping/partner-service.ts';
import { pickupService } from '../shipping/pickup-service.ts';
import { shippingFeesService } from '../shipping/shipping-fees-service.ts';
import { composeMail } from '../mail/mail-composer.ts';
import { mailNewOrderToMerchant } from '../mail/merchant-order-mail.ts';
import { orderMailVariables } from '../mail/order-mail-variables.ts';
import {
  availableForLine,
  resolveOrderLines,
  shortages,
  wineName,
  type CatalogueEntry,
  type ResolvedLine,
  type StockTake,
} from './order-lines.ts';
import { orderNumber, orderView } from './order-views.ts';
import { acceptedMethods, cashOnlyWhenCollecting, paymentService, shopOf } from './payment-service.ts';
import { codeRefusalMessages, parisDay, priceCart, type CartPrice } from './pricing.ts';

export type OrderBody = z.output<typeof orderBodySchema>;
export type OrderValidateBody = z.output<typeof orderValidateBodySchema>;
type CartAddress = NonNullable<OrderBody['address']['delivery']>;

/** An Idempotency-Key is remembered a day (Stripe's practice): a retry comes within minutes. */
export const idempotencyKeyLifetimeSeconds = 24 * 3600;

/** Stock refused: the lines short, with the product that is short and what is left (409). */
export class NotEnoughStockError extends ConflictError {
  constructor(fieldErrors: FieldErrorKeys) {
    super('order.notEnoughStock', fieldErrors);
  }
}

// ---------------------------------------------------------------------------------------------
// Small readers

/** Keys sorted at every level: the same body gives the same hash whatever the order of its fields. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * The country of a cart's address: a code (`FR`, `FRA`), a name in French or English, or the cart's
 * `{ id, alphaTwo, alphaThree }` (every field given must name the same country). Null: not one we know.
 */
function countryOf(value: CartAddress['country'] | null | undefined): Country | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') {
    const named = [
      value.id ? (countryById(value.id) ?? null) : undefined,
      value.alphaThree ? (countryByAlpha3(value.alphaThree) ?? null) : undefined,
      value.alphaTwo ? (countryByAlpha2(value.alphaTwo) ?? null) : undefined,
    ].filter((c) => c !== undefined);
    const first = named[0] ?? null;
    return first && named.every((c) => c === first) ? first : null;
  }
  const text = value.trim();
  if (text === '') return null;
  const lower = text.toLowerCase();
  return (
    countryByAlpha2(text) ??
    countryByAlpha3(text) ??
    countries.find((c) => c.names.fr_FR.toLowerCase() === lower || c.names.en_US.toLowerCase() === lower) ??
    null
  );
}

function storedAddress(address: CartAddress | null | undefined): StoredAddress | null {
  if (!address) return null;
  const country = countryOf(address.country);
  return {
    firstname: address.firstname?.trim() || null,
    lastname: address.lastname?.trim() || null,
    address: address.address,
    addressPart2: address.addressPart2?.trim() || null,
    postalCode: address.postalCode,
    city: address.city,
    country: country?.alphaTwo ?? (typeof address.country === 'string' ? address.country : ''),
  };
}

function refuse(errors: FieldErrorKeys, message: MessageKey = 'common.validationFailed'): never {
  throw new ValidationError(errors, message);
}

/** The lines' problems as the envelope's field errors, on the body's fields (`products.2.quantity`). */
function lineErrors(problems: ReadonlyArray<{ index: number; field: string; key: MessageKey }>): FieldErrorKeys {
  const errors: FieldErrorKeys = {};
  for (const p of problems) addFieldError(errors, `products.${p.index}.${p.field}`, p.key);
  return errors;
}

/** The short items as the answer names them: the product, what the order asks and what is left. */
function shortageDetails(short: readonly StockTake[]) {
  return short.map((t) => ({
    id: t.idProduct,
    idVintage: t.idVintage,
    name: t.name,
    requested: t.quantity,
    available: Math.max(0, t.available),
    lines: t.lines.map((l) => l.index),
  }));
}

function notEnoughStock(short: readonly StockTake[]): NotEnoughStockError {
  const errors: FieldErrorKeys = {};
  for (const take of short)
    for (const use of take.lines) errors[`products.${use.index}.quantity`] = ['order.notEnoughStock'];
  return withDetails(new NotEnoughStockError(errors), { shortages: shortageDetails(short) });
}

/**
 * The items short, as the catalogue (a lagging index) says and a consistent read of them confirms:
 * an order is refused before it takes a number only when stock is really short.
 */
async function confirmedShortages(site: SiteId, takes: readonly StockTake[]): Promise<StockTake[]> {
  if (shortages(takes).length === 0) return [];
  const levels = await orderRepository.stockLevels(site, takes);
  return shortages(takes, levels);
}

// ---------------------------------------------------------------------------------------------
// The shopper

interface Shopper {
  customer: Customer | null;
  email: string;
  firstname: string | null;
  lastname: string | null;
  phone: string;
}

/** The shopper, with the body's problems of it added to `errors` (place() refuses them with the delivery's, at once).
 * */
function shopperOf(body: OrderBody, customer: Customer | null, errors: FieldErrorKeys): Shopper {
  const billing = body.address.billing ?? body.address.delivery;
  const phone = body.user.phone?.trim() || customer?.phone?.trim() || '';
  if (phone === '') errors['user.phone'] = ['order.phoneRequired'];
  else if (!isOrderPhone(phone)) errors['user.phone'] = ['order.invalidPhone'];
  let email = customer?.email ?? body.user.email?.trim().toLowerCase() ?? '';
  if (!customer) {
    if (email === '') errors['user.email'] = ['order.emailRequired'];
    else if (!emailPattern.test(email)) errors['user.email'] = ['user.invalidEmail'];
  }
  email = email.trim();
  // An order keeps the names as they were written: the account's, else the body's, else the billing address's.
  return {
    customer,
    email,
    firstname: customer?.firstname ?? (body.user.firstname?.trim() || billing?.firstname?.trim() || null),
    lastname: customer?.lastname ?? (body.user.lastname?.trim() || billing?.lastname?.trim() || null),
    phone,
  };
}

// ---------------------------------------------------------------------------------------------
// Delivery

type Delivery = OrderRecord['delivery'];

/** What the body must say of its delivery, added to `errors`: known before any read, so answered with the shopper's. */
function deliveryFieldErrors(body: OrderBody, errors: FieldErrorKeys): void {
  const d = body.delivery;
  if (d.type === 'CLICK_AND_COLLECT') {
    if (!d.idAddress) errors['delivery.idAddress'] = ['pickup.locationRequired'];
    if (!body.dateSchedule) errors.dateSchedule = ['pickup.dateRequired'];
    else if (!/^\d{2}\/\d{2}\/\d{4}$/.test(body.dateSchedule)) errors.dateSchedule = ['calendar.invalidDate'];
    if (!body.idSchedule) errors.idSchedule = ['pickup.scheduleRequired'];
    return;
  }
  const home = body.address.delivery;
  if (d.type === 'DELIVERY' && !home) errors['address.delivery'] = ['order.deliveryAddressRequired'];
  // A parcel at home goes to someone: the carrier's label needs a name.
  if (d.type === 'DELIVERY' && home && !home.lastname?.trim())
    errors['address.delivery.lastname'] = ['order.recipientRequired'];
  if (d.type === 'PICKUP' && !d.accessPoint) errors['delivery.accessPoint'] = ['order.accessPointRequired'];
  if (!d.idCarrier) errors['delivery.idCarrier'] = ['order.carrierRequired'];
  // Home delivery: the address's own country, the one the order stores (a name we do not know is refused, never
  // guessed).
  if (d.type === 'DELIVERY' && home && !countryOf(home.country))
    errors['address.delivery.country'] = ['order.unknownCountry'];
}

/**
 * How the order travels, and how its fee was computed in full (kept with the order for the producer,
 * never answered to the shopper). The body passed deliveryFieldErrors first.
 */
async function deliveryOf(
  site: SiteId,
  body: OrderBody,
  lines: readonly ResolvedLine[],
  now: Date,
  catalogue: ReadonlyMap<number, CatalogueEntry>,
): Promise<{ delivery: Delivery; explanation: FeeExplanationView | null }> {
  const d = body.delivery;
  if (d.type === 'CLICK_AND_COLLECT') {
    const choice = { date: body.dateSchedule!, idAddress: d.idAddress!, idSchedule: body.idSchedule! };
    let slot;
    try {
      slot = await pickupService.confirm(site, choice, now);
    } catch (error) {
      // pickupService names its fields as the cart does; the order's body names them so.
      if (error instanceof ValidationError && error.fieldErrors) {
        const names: Record<string, string> = {
          idAddress: 'delivery.idAddress',
          date: 'dateSchedule',
          idSchedule: 'idSchedule',
        };
        refuse(
          Object.fromEntries(Object.entries(error.fieldErrors).map(([field, keys]) => [names[field] ?? field, keys])),
        );
      }
      throw error;
    }
    const place = (await addressRepository.get(site, choice.idAddress))!;
    const delivery: Delivery = {
      type: 'CLICK_AND_COLLECT',
      idCarrier: null,
      carrierName: null,
      serviceCode: null,
      price: 0,
      fdp: 0,
      accessPoint: null,
      pickup: {
        idAddress: place.id,
        name: place.name,
        address: [place.firstPart, place.secondPart].filter(Boolean).join(', '),
        postalCode: place.postalCode,
        city: place.city,
        date: slot.date,
        idSchedule: slot.idSchedule,
        start: slot.start,
        end: slot.end,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
      },
    };
    return { delivery, explanation: null };
  }

  const home = body.address.delivery;
  const point = d.accessPoint;
  const homeCountry = d.type === 'DELIVERY' && home ? countryOf(home.country) : null;

  // Where the parcel goes, as the order stores it: the home address, or the relay as Mondial Relay
  // knows it (what the browser says of the relay is only its id and country).
  const destination =
    d.type === 'PICKUP'
      ? await relayOf(site, point!)
      : { postalCode: home!.postalCode, country: homeCountry!, accessPoint: null };
  // The destination the browser priced must be this one: fees are never computed for another.
  const mismatch: FieldErrorKeys = {};
  if (
    body.deliveryPostalCode &&
    normalisePostalCode(body.deliveryPostalCode) !== normalisePostalCode(destination.postalCode)
  )
    mismatch.deliveryPostalCode = ['order.postalCodeMismatch'];
  if (
    body.deliveryIdCountry !== null &&
    body.deliveryIdCountry !== undefined &&
    body.deliveryIdCountry !== destination.country.id
  )
    mismatch.deliveryIdCountry = ['order.countryMismatch'];
  if (Object.keys(mismatch).length) refuse(mismatch);

  const options = await shippingFeesService.calculate(
    site,
    {
      products: lines.map((line) => ({
        idProduct: line.product.id,
        idVintage: line.vintage?.id ?? null,
        quantity: line.quantity,
      })),
      postalCode: destination.postalCode,
      country: destination.country.alphaThree,
    },
    // The catalogue this order read already: one Query less on the order's path.
    { catalogue: [...catalogue.values()] },
  );
  const sameCarrier = options.filter((o) => o.id === d.idCarrier);
  const option = sameCarrier.find((o) => (d.serviceCode ? o.serviceCode === d.serviceCode : true)) ?? null;
  if (!option) refuse({ 'delivery.idCarrier': ['order.carrierUnavailable'] }, 'order.carrierUnavailable');
  if (d.type === 'PICKUP' && option.deliveryType !== 'PICKUP')
    refuse({ 'delivery.type': ['order.accessPointNotAllowed'] }, 'order.accessPointNotAllowed');
  if (d.type === 'DELIVERY' && option.deliveryType === 'PICKUP')
    refuse({ 'delivery.type': ['order.homeDeliveryOnly'] }, 'order.homeDeliveryOnly');
  return {
    delivery: {
      type: d.type,
      idCarrier: option.id,
      carrierName: option.name,
      serviceCode: option.serviceCode,
      price: option.price,
      fdp: option.fdp,
      accessPoint: destination.accessPoint,
      pickup: null,
    },
    explanation: option.explanation,
  };
}

/**
 * The relay a shopper chose, looked up by its id and country with Mondial Relay (local adapter by
 * default): its own postal code and country price the order, its own name and address are stored.
 */
async function relayOf(
  site: SiteId,
  chosen: NonNullable<OrderBody['delivery']['accessPoint']>,
): Promise<{ postalCode: string; country: Country; accessPoint: NonNullable<Delivery['accessPoint']> }> {
  const found = await mondialRelayService.accessPoint(site, { id: chosen.id, country: chosen.country });
  if (!found.activated)
    refuse({ 'delivery.accessPoint': ['partner.mondialRelayNotActivated'] }, 'partner.mondialRelayNotActivated');
  const relay = found.point;
  const country = relay ? countryByAlpha2(relay.country) : undefined;
  if (!relay || !country || !relay.zipCode)
    refuse({ 'delivery.accessPoint': ['order.accessPointUnknown'] }, 'order.accessPointUnknown');
  return {
    postalCode: relay.zipCode,
    country,
    accessPoint: {
      id: relay.id,
      name: relay.name || null,
      address: [relay.addLine1, relay.addLine2].filter(Boolean).join(', ') || null,
      postalCode: relay.zipCode,
      city: relay.city || null,
      country: country.alphaTwo,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The service

export interface PlaceOptions {
  lang: Lang;
  idempotencyKey?: string | undefined;
  /** The client's address (the per-address limit of orders). */
  clientAddress: string;
  now?: Date;
  /** Tests inject DynamoDB's answers to the order's transaction. */
  transact?: TransactOptions;
}

export interface PlacedOrder {
  order: OrderView;
  /** The same key and body were placed before: this is that order. */
  replayed: boolean;
}

async function catalogueOf(site: SiteId): Promise<Map<number, CatalogueEntry>> {
  return new Map((await productRepository.catalogue(site)).map((entry) => [entry.product.id, entry]));
}

async function replay(site: SiteId, idOrder: number, lang: Lang): Promise<PlacedOrder> {
  const order = await orderRepository.get(site, idOrder);
  if (!order) throw new Error(`Idempotency record of site ${site} names order ${idOrder}, which is missing`);
  return { order: orderView(order, lang, paymentProvider().publishableKey), replayed: true };
}

/** The same key again: its order if the body is the same, else 409. */
async function keyAnswer(
  site: SiteId,
  keyHash: string,
  bodyHash: string,
  lang: Lang,
  now: Date,
): Promise<PlacedOrder | null> {
  const record = await orderRepository.getKey(site, keyHash, now);
  if (!record) return null;
  if (record.bodyHash !== bodyHash)
    throw new ConflictError('order.idempotencyKeyReused', { 'idempotency-key': ['order.idempotencyKeyReused'] });
  return replay(site, record.idOrder, lang);
}

export const orderService = {
  /**
   * `POST /order/validate`: every line read against the catalogue (sold, sold-by steps, stock as
   * last read); 400 with each line's problems (field errors and `products` below), else the lines.
   */
  async validate(site: SiteId, body: OrderValidateBody, lang: Lang) {
    const catalogue = await catalogueOf(site);
    const { lines, problems, takes } = resolveOrderLines(body.products, catalogue);
    let short = shortages(takes);
    if (short.length) {
      const levels = await orderRepository.stockLevels(site, takes);
      for (const take of takes) take.available = levels.get(take.id) ?? 0;
      short = shortages(takes);
    }
    const stockProblems = short.flatMap((t) =>
      t.lines.map((l) => ({ index: l.index, field: 'quantity' as const, key: 'order.notEnoughStock' as MessageKey })),
    );
    const all = [...problems, ...stockProblems];
    const answer = body.products.map((line, index) => {
      const resolved = lines.find((l) => l.index === index);
      const messages = [...new Set(all.filter((p) => p.index === index).map((p) => translate(p.key, lang)))];
      return {
        index,
        id: line.id,
        idVintage: resolved?.vintage?.id ?? line.idVintage ?? null,
        name: resolved
          ? resolved.product.productType === 'WINE'
            ? wineName(resolved.product, resolved.vintage)
            : resolved.product.name
          : null,
        quantity: line.quantity,
        sellBy: resolved?.sellBy ?? 1,
        available: resolved ? availableForLine(index, takes) : null,
        errors: messages,
      };
    });
    if (all.length) {
      const onlyStock = problems.length === 0;
      throw withDetails(
        new ValidationError(lineErrors(all), onlyStock ? 'order.notEnoughStock' : 'order.cartInvalid'),
        { products: answer, ...(short.length ? { shortages: shortageDetails(short) } : {}) },
      );
    }
    return { products: answer };
  },

  /**
   * `POST /order` (docs/checkout.md "Orders"): the body checked, every price, discount and fee
   * computed again here, then one transaction writes the order (WAITING, its number), takes the
   * stock, uses the discount and holds the Idempotency-Key; the confirmation mail follows.
   */
  async place(site: SiteId, principal: Principal, body: OrderBody, options: PlaceOptions): Promise<PlacedOrder> {
    const now = options.now ?? new Date();
    const lang = options.lang;

    // 1. The Idempotency-Key: the same key and body answer the order already placed.
    const rawKey = options.idempotencyKey;
    if (rawKey !== undefined && !idempotencyKeyPattern.test(rawKey))
      refuse({ 'idempotency-key': ['order.invalidIdempotencyKey'] }, 'order.invalidIdempotencyKey');
    const scope = principal.kind === 'customer' ? `customer:${principal.sub}` : 'guest';
    const keyHash = rawKey ? sha256(`${scope}\n${rawKey}`) : null;
    const bodyHash = sha256(canonical(body));
    // Everything the order reads first goes out at once (a replay wastes the other reads, rarely).
    const [earlier, customer, catalogue, shop, discounts] = await Promise.all([
      keyHash ? keyAnswer(site, keyHash, bodyHash, lang, now) : Promise.resolve(null),
      customerService.optional(principal, site),
      catalogueOf(site),
      shopOf(site),
      discountRepository.valid(site),
    ]);
    if (earlier) return earlier;

    // Limits (a replay above is not a new order): orders per client address on this shop, and a
    // guest's orders per e-mail, each of which mails that address.
    // An order retried with its Idempotency-Key, even at the same moment, counts once.
    const once = keyHash ?? randomUUID();
    await rateLimiter.take(rateLimits.ordersPerAddress, `${site}|${options.clientAddress}`, { once });
    if (!customer && body.user.email)
      await rateLimiter.take(rateLimits.guestOrdersPerEmail, `${site}|${body.user.email}`, { once });

    // 2. Who orders, what, how it travels, at which prices. Every problem the body alone shows is answered at once.
    const fieldErrors: FieldErrorKeys = {};
    const shopper = shopperOf(body, customer, fieldErrors);
    deliveryFieldErrors(body, fieldErrors);
    if (Object.keys(fieldErrors).length) refuse(fieldErrors);
    const { lines, problems, takes } = resolveOrderLines(body.products, catalogue);
    if (problems.length) refuse(lineErrors(problems), 'order.cartInvalid');
    if (takes.length > maxStockItemsPerOrder) refuse({ products: ['order.tooManyItems'] }, 'order.tooManyItems');
    const short = await confirmedShortages(site, takes);
    if (short.length) throw notEnoughStock(short);

    const method: PaymentMethod = body.paymentMethod;
    if (!acceptedMethods(shop.settings).includes(method))
      refuse({ paymentMethod: ['order.paymentMethodUnavailable'] }, 'order.paymentMethodUnavailable');
    if (method === 'CASH' && cashOnlyWhenCollecting && body.delivery.type !== 'CLICK_AND_COLLECT')
      refuse({ paymentMethod: ['order.cashOnlyWhenCollecting'] }, 'order.cashOnlyWhenCollecting');

    const { delivery, explanation: shippingExplanation } = await deliveryOf(site, body, lines, now, catalogue);
    const code = body.discount?.trim() || null;
    const shopperKey = discountShopperKey(customer ? { idCustomer: customer.id } : { email: shopper.email });
    const usedDiscounts = code ? await discountRepository.usedBy(site, shopperKey) : [];
    const price: CartPrice = priceCart({
      lines: lines.map((line) => ({
        idProduct: line.product.id,
        idVintage: line.vintage?.id ?? null,
        quantity: line.quantity,
      })),
      catalogue,
      discounts,
      code,
      shopper: { idCustomer: customer?.id ?? null, usedDiscounts },
      shippingFees: delivery.price,
      today: parisDay(now),
    });
    if (price.refusal) refuse({ discount: [price.refusal.message] }, price.refusal.message);
    const totals = {
      subtotal: price.subtotal,
      shippingFees: price.shippingFees,
      discount: price.discount
        ? { code: price.discount.code, amount: price.discount.amount, on: price.discount.on }
        : null,
      total: price.total,
    };
    // The server's figures are the order's; a shopper shown another total confirms again.
    if (
      body.expectedTotal !== null &&
      body.expectedTotal !== undefined &&
      toCents(body.expectedTotal) !== toCents(price.total)
    ) {
      throw withDetails(new ConflictError('order.totalChanged', { expectedTotal: ['order.totalChanged'] }), totals);
    }
    // Before any write: no order is worth more than a producer could ship (a typed 10¹⁵ is a mistake or worse).
    if (toCents(price.total) > maxOrderTotal * 100)
      refuse({ products: ['order.totalTooLarge'] }, 'order.totalTooLarge');
    if (method === 'CARD' && toCents(price.total) < minimumCardAmountCents)
      refuse({ paymentMethod: ['payment.amountTooSmall'] }, 'payment.amountTooSmall');

    // 3. The order's number, its payment, then the one transaction.
    const id = await orderRepository.nextOrderId(site);
    const number = orderNumber(id, now);
    const createdAt = now.toISOString();
    const byIndex = new Map(lines.map((line) => [line.index, line]));
    const order: OrderRecord = {
      id,
      number,
      status: 'WAITING',
      lang,
      createdAt,
      updatedAt: createdAt,
      customer: {
        idCustomer: customer?.id ?? null,
        sub: customer ? customer.sub : null,
        email: shopper.email,
        firstname: shopper.firstname,
        lastname: shopper.lastname,
        phone: shopper.phone,
        guest: !customer,
      },
      products: price.lines.map((priced) => {
        const line = byIndex.get(priced.index)!;
        return {
          id: line.product.id,
          idVintage: line.vintage?.id ?? null,
          productType: line.product.productType,
          name: line.product.name,
          year: line.vintage?.year ?? null,
          capacity: line.vintage?.capacity ?? null,
          capacityUnit: line.vintage?.capacityUnit ?? null,
          quantity: priced.quantity,
          unitPrice: priced.unitPrice,
          discount: Math.round((priced.unitPrice - priced.discountedUnitPrice) * 100) / 100,
          price: priced.discountedUnitPrice,
          total: priced.total,
        };
      }),
      subtotal: price.subtotal,
      discount: price.discount
        ? {
            code: price.discount.code,
            label: price.discount.label,
            amount: price.discount.amount,
            on: price.discount.on,
            idDiscount: price.discount.id,
          }
        : null,
      shippingFees: price.shippingFees,
      total: price.total,
      currency: 'EUR',
      delivery,
      shippingExplanation,
      address: {
        delivery: delivery.type === 'DELIVERY' ? storedAddress(body.address.delivery) : null,
        billing: storedAddress(body.address.billing),
      },
      message: body.message?.trim() || null,
      legal: { legalAge: true, salesConditions: true, acceptedAt: createdAt },
      payment: {
        method,
        status: 'PENDING',
        amount: price.total,
        provider: null,
        intentId: null,
        clientSecret: null,
        account: null,
        instructions: null,
      },
      payments: [],
      stock: takes.map((t) => ({ id: t.id, idProduct: t.idProduct, idVintage: t.idVintage, quantity: t.quantity })),
      // Written with the order, marked FAILED if the sending fails: one write less per order.
      mails: [{ kind: 'CONFIRMATION', to: shopper.email, sentAt: createdAt, status: 'SENT' }],
    };
    order.payment = await paymentService.start(site, order, method, shop);
    const use = price.discount
      ? discountRepository.useActions(site, price.discount.record, shopperKey, createdAt)
      : { actions: [], failures: [] as DiscountUseFailure[] };
    const key = keyHash
      ? {
          hash: keyHash,
          record: {
            idOrder: id,
            bodyHash,
            createdAt,
            expiresAt: Math.floor(now.getTime() / 1000) + idempotencyKeyLifetimeSeconds,
          },
        }
      : null;
    try {
      // A popular wine makes orders conflict on its item on real DynamoDB: more attempts than the default 5.
      await orderRepository.place(site, order, takes, key, use.actions, { maxAttempts: 8, ...options.transact });
    } catch (error) {
      await paymentService.abandon(order.payment);
      if (error instanceof OrderKeyTaken && keyHash) {
        // A duplicate placed at the same time won: answer its order (or 409 for another body).
        const earlier = await keyAnswer(site, keyHash, bodyHash, lang, now);
        if (earlier) return earlier;
        throw new ConflictError();
      }
      if (error instanceof StockRefused) {
        const levels = await orderRepository.stockLevels(site, takes);
        const refused = shortages(takes, levels);
        throw notEnoughStock(refused.length ? refused : [takes[error.index]!]);
      }
      if (error instanceof ExtraRefused) {
        const reason = use.failures[error.index] ?? 'USED_UP';
        const message = codeRefusalMessages[reason];
        refuse({ discount: [message] }, message);
      }
      throw error;
    }

    // 4. The confirmation mail (its model: docs/mail-models.md), then the merchant's: a failure is logged, the order
    //    stands.
    try {
      await mailSender().send(
        await composeMail(
          site,
          'order-confirmation',
          lang,
          orderMailVariables(order, shop, lang),
          order.customer.email,
        ),
      );
    } catch (error) {
      log('error', 'order confirmation mail not sent', { site, order: number, error: (error as Error).message });
      await orderRepository.markMailFailed(site, id, 0).catch(() => undefined);
    }
    await mailNewOrderToMerchant(site, order, shop);
    return { order: orderView(order, lang, paymentProvider().publishableKey), replayed: false };
  },

  /** `GET /order`: the signed-in customer's orders, newest first. */
  async forCustomer(
    site: SiteId,
    principal: Extract<Principal, { kind: 'customer' }>,
    lang: Lang,
  ): Promise<OrderView[]> {
    const customer = await customerService.current(principal, site);
    const orders = await orderRepository.forCustomer(site, customer.sub);
    const key = paymentProvider().publishableKey;
    return orders.map((order) => orderView(order, lang, key));
  },

  /** `GET /order/{id}`: one of the signed-in customer's orders; another's is not found. */
  async ofCustomer(
    site: SiteId,
    principal: Extract<Principal, { kind: 'customer' }>,
    idOrder: number,
    lang: Lang,
  ): Promise<OrderView> {
    const customer = await customerService.current(principal, site);
    const order = await orderRepository.get(site, idOrder);
    if (!order || order.customer.sub !== customer.sub) throw new NotFoundError('order.notFound');
    return orderView(order, lang, paymentProvider().publishableKey);
  },
};
