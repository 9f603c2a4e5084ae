import type { Lang } from '@cellar/shared/i18n/lang';
import type { SiteId } from '../../../data/site-id.ts';
import { orderRepository, type OrderRecord } from '../../../repositories/order-repository.ts';
import type { CartPrice, PricedLine } from '../pricing.ts';
import type { ResolvedLine } from '../order-lines.ts';
import { orderNumber } from '../order-views.ts';
import type { OrderAddresses } from './addresses.ts';
import type { Cart } from './cart.ts';
import type { OrderBody, ResolvedDelivery } from './placement-types.ts';
import type { Shopper } from './shopper.ts';

function storedLine(line: ResolvedLine, priced: PricedLine): OrderRecord['products'][number] {
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
}

function storedDiscount(discount: CartPrice['discount']): OrderRecord['discount'] {
  if (!discount) return null;
  const { code, label, amount, on, id } = discount;
  return { code, label, amount, on, idDiscount: id };
}

/**
 * The order as it will be written, WAITING, its payment PENDING (started next), under a number
 * taken from the site's counter only now that it has passed every check.
 */
export async function buildRecord(
  site: SiteId,
  order: {
    body: OrderBody;
    lang: Lang;
    now: Date;
    shopper: Shopper;
    addresses: OrderAddresses;
    cart: Cart;
    delivery: ResolvedDelivery;
    price: CartPrice;
  },
): Promise<OrderRecord> {
  const { body, shopper, cart, price, now } = order;
  const id = await orderRepository.nextOrderId(site);
  const createdAt = now.toISOString();
  const byIndex = new Map(cart.lines.map((line) => [line.index, line]));
  return {
    id,
    number: orderNumber(id, now),
    status: 'WAITING',
    lang: order.lang,
    createdAt,
    updatedAt: createdAt,
    customer: {
      idCustomer: shopper.customer?.id ?? null,
      sub: shopper.customer ? shopper.customer.sub : null,
      email: shopper.email,
      firstname: shopper.firstname,
      lastname: shopper.lastname,
      phone: shopper.phone,
      guest: !shopper.customer,
    },
    products: price.lines.map((priced) => storedLine(byIndex.get(priced.index)!, priced)),
    subtotal: price.subtotal,
    discount: storedDiscount(price.discount),
    shippingFees: price.shippingFees,
    total: price.total,
    currency: 'EUR',
    delivery: order.delivery.record,
    shippingExplanation: order.delivery.explanation,
    address: { delivery: order.addresses.delivery, billing: order.addresses.billing },
    message: body.message?.trim() || null,
    legal: { legalAge: true, salesConditions: true, acceptedAt: createdAt },
    payment: {
      method: body.paymentMethod,
      status: 'PENDING',
      amount: price.total,
      provider: null,
      intentId: null,
      clientSecret: null,
      account: null,
      instructions: null,
    },
    payments: [],
    stock: cart.takes.map((t) => ({ id: t.id, idProduct: t.idProduct, idVintage: t.idVintage, quantity: t.quantity })),
    // Written with the order, marked FAILED if the sending fails: one write less per order.
    mails: [{ kind: 'CONFIRMATION', to: shopper.email, sentAt: createdAt, status: 'SENT' }],
  };
}
