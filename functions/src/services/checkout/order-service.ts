import type { OrderView } from '@cellar/shared/checkout/orders';
import type { Lang } from '@cellar/shared/i18n/lang';
import { translate, type MessageKey } from '@cellar/shared/i18n/messages';
import type { orderValidateBodySchema } from '@cellar/shared/routes/checkout';
import type * as z from 'zod';
import { paymentProvider } from '../../adapters/payment/payments.ts';
import type { SiteId } from '../../data/site-id.ts';
import type { TransactOptions } from '../../data/transactions.ts';
import type { Principal } from '../../auth/principal.ts';
import { NotFoundError, ValidationError, withDetails } from '../../lib/errors.ts';
import { orderRepository } from '../../repositories/order-repository.ts';
import { customerService } from '../users/customer-service.ts';
import { availableForLine, resolveOrderLines, shortages, wineName } from './order-lines.ts';
import { orderView } from './order-views.ts';
import { paymentService } from './payment-service.ts';
import { normaliseAddresses } from './placement/addresses.ts';
import { lineErrors, resolveCart } from './placement/cart.ts';
import { commit } from './placement/commit.ts';
import { deliveryProblems, resolveDelivery } from './placement/delivery.ts';
import { catalogueOf, readFirst } from './placement/first-reads.ts';
import { orderKeyOf, replayIfSameKey } from './placement/order-key.ts';
import { takeOrderLimits } from './placement/order-limits.ts';
import { priceOrder } from './placement/order-price.ts';
import { buildRecord } from './placement/order-record.ts';
import { checkPaymentMethod } from './placement/payment-method.ts';
import { sendMails } from './placement/placement-mails.ts';
import type { OrderBody, PlacedOrder } from './placement/placement-types.ts';
import { refuseAny } from './placement/refuse.ts';
import { resolveShopper, shopperProblems } from './placement/shopper.ts';
import { shortageDetails } from './placement/stock-refusal.ts';
import { orderStats } from '../stats/order-stats.ts';

export type OrderValidateBody = z.output<typeof orderValidateBodySchema>;

export interface PlaceOptions {
  lang: Lang;
  idempotencyKey?: string | undefined;
  /** The client's address (the per-address limit of orders). */
  clientAddress: string;
  now?: Date;
  /** Tests inject DynamoDB's answers to the order's transaction. */
  transact?: TransactOptions;
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
   * `POST /order` (docs/checkout.md "Orders"), each line a step of `placement/`: the same Idempotency-Key
   * and body replay their order; the body checked, every price, discount and fee computed again here;
   * then one transaction writes the order (WAITING, its number), takes the stock, uses the discount
   * and holds the key; the mails follow.
   */
  async place(site: SiteId, principal: Principal, body: OrderBody, options: PlaceOptions): Promise<PlacedOrder> {
    const { lang } = options;
    const now = options.now ?? new Date();
    const key = orderKeyOf(principal, body, options.idempotencyKey);
    // Everything the order reads first goes out at once (a replay wastes the other reads, rarely).
    const [earlier, read] = await Promise.all([
      replayIfSameKey(site, key, lang, now),
      readFirst(site, principal, body.discount?.trim() || null),
    ]);
    if (earlier) return earlier;
    const { customer, catalogue, shop, discounts } = read;
    await takeOrderLimits(site, { key, customer, email: body.user.email, clientAddress: options.clientAddress });

    // Every problem the body alone shows is answered at once, before the reads that follow.
    const addresses = normaliseAddresses(body);
    const shopper = resolveShopper(body, customer);
    refuseAny({ ...shopperProblems(shopper), ...deliveryProblems(body, addresses) });
    const cart = await resolveCart(site, body.products, catalogue);
    checkPaymentMethod(body, shop);
    const delivery = await resolveDelivery(site, { body, addresses, lines: cart.lines, catalogue, now });
    const { price, discountUse } = await priceOrder(site, {
      body,
      shopper,
      lines: cart.lines,
      shippingFees: delivery.record.price,
      catalogue,
      discounts,
      now,
    });

    const draft = await buildRecord(site, { body, lang, now, shopper, addresses, cart, delivery, price });
    const order = { ...draft, payment: await paymentService.start(site, draft, body.paymentMethod, shop) };
    const commitment = { key, takes: cart.takes, discountUse };
    const duplicate = await commit(site, order, commitment, { lang, now, transact: options.transact });
    if (duplicate) return duplicate;
    await orderStats.placed(site, order);
    await sendMails(site, order, shop, lang);
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
