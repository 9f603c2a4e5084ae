import type { OrderDiscountAnswer } from '@cellar/shared/checkout/discount';
import type { MessageKey } from '@cellar/shared/i18n/messages';
import type { SiteId } from '../../data/site-id.ts';
import { ValidationError, type FieldErrorKeys } from '../../lib/errors.ts';
import type { Principal } from '../../auth/principal.ts';
import { customerService } from '../users/customer-service.ts';
import { discountRepository, discountShopperKey, type DiscountRecord } from '../../repositories/discount-repository.ts';
import { currentDiscounts } from './automatic-discounts.ts';
import { currentCatalogue } from '../catalog/current-catalogue.ts';
import { countryService } from '../shipping/country-service.ts';
import { shippingFeesService } from '../shipping/shipping-fees-service.ts';
import { orderStats } from '../stats/order-stats.ts';
import {
  needsUses,
  parisDay,
  priceCart,
  type CartPrice,
  type PricingCatalogue,
  type PricingLine,
  type PricingShopper,
} from './pricing.ts';

/** Who prices a cart: the signed-in customer of the site (`customerService.optional`), else the e-mail a guest gave. */
export interface ShopperIdentity {
  idCustomer: number | null;
  email: string | null;
}

/** `POST /order/discount`'s body, as far as prices go (spec 2 §7 "body like the order body"). */
export interface CartPricingRequest {
  products: ReadonlyArray<{ id: number; idVintage?: number | null; quantity: number }>;
  discount?: string | null;
  delivery?: {
    type: 'DELIVERY' | 'PICKUP' | 'CLICK_AND_COLLECT';
    idCarrier?: number | null;
    serviceCode?: string | null;
  } | null;
  deliveryPostalCode?: string | null;
  deliveryIdCountry?: number | null;
}

/** The shopper's customer id and past usable-once uses, read only when the code needs them. */
async function shopperOf(
  site: SiteId,
  who: ShopperIdentity,
  needsUses: boolean,
): Promise<{ shopper: PricingShopper | null; shopperKey: string | null }> {
  const shopperKey =
    who.idCustomer !== null
      ? discountShopperKey({ idCustomer: who.idCustomer })
      : who.email
        ? discountShopperKey({ email: who.email })
        : null;
  if (!shopperKey) return { shopper: null, shopperKey: null };
  const usedDiscounts = needsUses ? await discountRepository.usedBy(site, shopperKey) : [];
  return { shopper: { idCustomer: who.idCustomer, usedDiscounts }, shopperKey };
}

/**
 * The fee of the chosen way to get the cart (docs/checkout.md "Prices of a cart"): click and
 * collect 0; a carrier with a destination, that carrier's price from the fee calculation; else 0,
 * not known yet.
 */
async function shippingFeesOf(site: SiteId, request: CartPricingRequest): Promise<{ fees: number; known: boolean }> {
  const delivery = request.delivery;
  if (delivery?.type === 'CLICK_AND_COLLECT') return { fees: 0, known: true };
  if (!delivery?.idCarrier || !request.deliveryPostalCode || !request.deliveryIdCountry)
    return { fees: 0, known: false };
  const country = (await countryService.list('en_US')).countries.find((c) => c.id === request.deliveryIdCountry);
  if (!country) throw new ValidationError({ deliveryIdCountry: ['country.notFound'] });
  const options = await shippingFeesService.calculate(site, {
    products: request.products.map((line) => ({
      idProduct: line.id,
      idVintage: line.idVintage ?? null,
      quantity: line.quantity,
    })),
    postalCode: request.deliveryPostalCode,
    country: country.alphaThree,
  });
  // The carrier's service the cart names (an export partner offers several), else its cheapest (options come cheapest
  // first).
  const ofCarrier = options.filter((o) => o.id === delivery.idCarrier);
  const option = ofCarrier.find((o) => delivery.serviceCode && o.serviceCode === delivery.serviceCode) ?? ofCarrier[0];
  if (!option) throw new ValidationError({ 'delivery.idCarrier': ['discount.carrierUnavailable'] });
  return { fees: option.price, known: true };
}

function unknownLines(price: CartPrice): FieldErrorKeys {
  const errors: FieldErrorKeys = {};
  for (const line of price.unknown)
    errors[line.field === 'idVintage' ? `products.${line.index}.idVintage` : `products.${line.index}.id`] = [
      line.field === 'idVintage' ? 'vintage.notFound' : 'product.notFound',
    ];
  return errors;
}

/** What a cart is priced on: the catalogue (of its version: docs/catalogue-cache.md) and the site's valid discounts. */
async function pricingData(
  site: SiteId,
  code: string | null,
): Promise<{ catalogue: PricingCatalogue; discounts: DiscountRecord[] }> {
  const [catalogue, discounts] = await Promise.all([currentCatalogue(site), currentDiscounts(site, code)]);
  return { catalogue: new Map(catalogue.map((entry) => [entry.product.id, entry])), discounts };
}

export const cartPricingService = {
  /**
   * A cart priced on what the table holds now: the catalogue and the site's valid discounts, the
   * shopper's uses when the typed code is usable once. For `POST /order` as for the preview; the
   * caller decides the fees. `shopperKey` is who an order's `DiscountUse` names.
   */
  async price(
    site: SiteId,
    input: {
      lines: readonly PricingLine[];
      code: string | null;
      who: ShopperIdentity;
      shippingFees: number;
      now?: Date;
    },
  ): Promise<{ price: CartPrice; shopperKey: string | null }> {
    const data = await pricingData(site, input.code);
    const { shopper, shopperKey } = await shopperOf(site, input.who, needsUses(data.discounts, input.code));
    const price = priceCart({
      ...data,
      lines: input.lines,
      code: input.code,
      shopper,
      shippingFees: input.shippingFees,
      today: parisDay(input.now ?? new Date()),
    });
    return { price, shopperKey };
  },

  /**
   * `POST /order/discount`: the cart priced with the typed code and the chosen delivery's fee
   * (spec 2 §7: products (id, discount), total, subtotal, shippingFees, discount). A line shoppers
   * cannot buy is a 400 on it; a refused code a 400 on `discount` with why.
   */
  async preview(
    site: SiteId,
    request: CartPricingRequest & { user?: { email?: string | null } | null },
    principal: Principal,
    now: Date = new Date(),
  ): Promise<{ data: OrderDiscountAnswer; message: MessageKey }> {
    const customer = await customerService.optional(principal, site);
    const who: ShopperIdentity = {
      idCustomer: customer?.id ?? null,
      email: customer ? null : (request.user?.email ?? null),
    };
    const lines: PricingLine[] = request.products.map((line) => ({
      idProduct: line.id,
      idVintage: line.idVintage ?? null,
      quantity: line.quantity,
    }));
    const today = parisDay(now);
    const data = await pricingData(site, request.discount ?? null);
    // The lines first, as this call names them (the fee calculation would name them its own way).
    const unknown = priceCart({ ...data, lines, code: null, shopper: null, shippingFees: 0, today });
    if (unknown.unknown.length > 0) throw new ValidationError(unknownLines(unknown));
    const [{ fees, known }, { shopper }] = await Promise.all([
      shippingFeesOf(site, request),
      shopperOf(site, who, needsUses(data.discounts, request.discount ?? null)),
    ]);
    const price = priceCart({ ...data, lines, code: request.discount ?? null, shopper, shippingFees: fees, today });
    if (price.refusal) throw new ValidationError({ discount: [price.refusal.message] }, price.refusal.message);
    // A known shopper's priced cart waits for its order: the dashboard's abandoned carts (docs/statistics.md).
    await orderStats.cartPriced(
      site,
      {
        idCustomer: customer?.id ?? null,
        email: customer?.email ?? request.user?.email ?? null,
        firstname: customer?.firstname ?? null,
        lastname: customer?.lastname ?? null,
        items: request.products.reduce((sum, line) => sum + line.quantity, 0),
        total: price.total,
      },
      now,
    );
    return {
      message: known ? 'discount.priced' : 'discount.shippingFeesLater',
      data: {
        products: price.lines.map(({ index: _index, ...line }) => line),
        subtotal: price.subtotal,
        shippingFees: price.shippingFees,
        shippingFeesKnown: known,
        discount: price.discount ? (({ record: _record, ...applied }) => applied)(price.discount) : null,
        total: price.total,
      },
    };
  },
};
