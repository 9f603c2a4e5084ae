import { timingSafeEqual } from 'node:crypto';
import { changeOrder, systemActor } from '../orders/order-changes.ts';
import { recordCardFailure, recordCardPayment } from '../orders/order-payments.ts';
import { paymentMethodLabels, paymentMethods, type PaymentMethod } from '@cellar/shared/checkout/orders';
import type { Lang } from '@cellar/shared/i18n/lang';
import { LocalPaymentProvider } from '../../adapters/payment/payment-local.ts';
import { PaymentProviderError, toCents, type PaymentIntent } from '../../adapters/payment/payment.ts';
import { paymentProvider } from '../../adapters/payment/payments.ts';
import { verifyStripeSignature } from '../../adapters/payment/stripe-http.ts';
import { authorisedSiteId, type SiteId } from '../../data/site-id.ts';
import { env } from '../../lib/env.ts';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { recordPaymentFailed } from '../../lib/metrics.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import { orderRepository, type OrderRecord, type StoredPayment } from '../../repositories/order-repository.ts';
import { paymentSettingsRepository, type PaymentSettings } from '../../repositories/payment-settings-repository.ts';
import { siteRepository } from '../../repositories/site-repository.ts';

/** The provider failed: the shopper may try again or choose another method (502). */
export class PaymentUnavailableError extends AppError {
  readonly status = 502;
  constructor() {
    super('payment.unavailable');
  }
}

/** What a site's checkout needs to know of it, kept a minute per container (read by every order). */
export interface Shop {
  name: string;
  url: string | null;
  settings: PaymentSettings;
}
const shops = ttlCache<SiteId, Shop>(60_000, async (site) => {
  const [record, settings] = await Promise.all([siteRepository.get(site), paymentSettingsRepository.get(site)]);
  return { name: record?.name ?? '', url: record?.url ?? null, settings };
});

export const shopOf = (site: SiteId): Promise<Shop> => shops.get(site);
/** Tests and the settings' writer forget what this container kept. */
export const forgetShop = (site: SiteId): void => shops.forget(site);

export const acceptedMethods = (settings: PaymentSettings): PaymentMethod[] =>
  settings.methods?.length ? paymentMethods.filter((m) => settings.methods!.includes(m)) : [...paymentMethods];

/** Cash changes hands at the cellar only: it is offered with click and collect. */
export const cashOnlyWhenCollecting = true;

/** The client secret compared in constant time. */
function sameSecret(stored: string | null, given: string): boolean {
  if (!stored) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function stateOf(order: OrderRecord) {
  return { idOrder: order.id, number: order.number, status: order.payment.status, amount: order.payment.amount };
}

/**
 * Payment (docs/checkout.md "Payment"): the methods a site accepts, the card payment's intent at the
 * provider, and where it stands — read back when the shopper's browser says it confirmed, or told
 * by a signed Stripe webhook; either way the payment is recorded once.
 */
/** The payment provider, as the order's history names it. */
const providerActor = systemActor('payment provider');

export const paymentService = {
  async methods(site: SiteId, lang: Lang) {
    const shop = await shopOf(site);
    const provider = paymentProvider();
    const methods = acceptedMethods(shop.settings);
    return {
      methods: methods.map((method) => ({
        method,
        label: paymentMethodLabels[method][lang],
        onlyClickAndCollect: method === 'CASH' && cashOnlyWhenCollecting,
      })),
      card: methods.includes('CARD')
        ? {
            provider: provider.name,
            publishableKey: provider.publishableKey,
            account: provider.name === 'stripe' ? (shop.settings.stripeAccount ?? null) : null,
          }
        : null,
    };
  },

  /** The payment part of a new order: the card's intent at the provider (created before the order's transaction), or
   * the instructions. */
  async start(
    site: SiteId,
    order: Pick<OrderRecord, 'id' | 'number' | 'total' | 'customer'>,
    method: PaymentMethod,
    shop: Shop,
  ): Promise<StoredPayment> {
    const base: StoredPayment = {
      method,
      status: 'PENDING',
      amount: order.total,
      provider: null,
      intentId: null,
      clientSecret: null,
      account: null,
      instructions: null,
    };
    if (method === 'TRANSFER') {
      const t = shop.settings.transfer ?? {};
      return {
        ...base,
        instructions: {
          accountHolder: t.accountHolder ?? shop.name ?? null,
          iban: t.iban ?? null,
          bic: t.bic ?? null,
          payableTo: null,
          mailTo: null,
        },
      };
    }
    if (method === 'CHEQUE') {
      const c = shop.settings.cheque ?? {};
      return {
        ...base,
        instructions: {
          accountHolder: null,
          iban: null,
          bic: null,
          payableTo: c.payableTo ?? shop.name ?? null,
          mailTo: c.mailTo ?? null,
        },
      };
    }
    if (method === 'CASH') return base;
    const provider = paymentProvider();
    const account = provider.name === 'stripe' ? (shop.settings.stripeAccount ?? null) : null;
    try {
      const intent = await provider.createIntent({
        amount: toCents(order.total),
        currency: 'eur',
        description: `${shop.name} ${order.number}`.trim(),
        receiptEmail: order.customer.email,
        metadata: { idSite: String(site), idOrder: String(order.id), number: order.number },
        account,
        idempotencyKey: `cellar-order-${site}-${order.id}`,
      });
      return { ...base, provider: provider.name, intentId: intent.id, clientSecret: intent.clientSecret, account };
    } catch (error) {
      logger.error('payment intent not created', { site, order: order.number, error: (error as Error).message });
      throw new PaymentUnavailableError();
    }
  },

  /** An order was refused after its intent was created: nobody will pay it. */
  async abandon(payment: StoredPayment): Promise<void> {
    if (!payment.intentId) return;
    await paymentProvider()
      .cancelIntent(payment.intentId, payment.account)
      .catch((error: unknown) =>
        logger.warn('payment intent not cancelled', { intent: payment.intentId, error: (error as Error).message }),
      );
  },

  /** Records what the provider says of an order's intent (succeeded: the payment, once; declined or cancelled: the
   * status). */
  async apply(site: SiteId, order: OrderRecord, intent: PaymentIntent, now: Date = new Date()): Promise<OrderRecord> {
    if (order.payment.intentId !== intent.id) return order;
    if (intent.status === 'succeeded') {
      if (intent.amount !== toCents(order.payment.amount)) {
        logger.error('card payment amount differs from the order', {
          site,
          order: order.number,
          intent: intent.id,
          amount: intent.amount,
        });
        return order;
      }
      return changeOrder(
        site,
        order.id,
        recordCardPayment(intent.id, order.payment.amount, now.toISOString(), providerActor),
      );
    }
    if (intent.status === 'canceled')
      return changeOrder(
        site,
        order.id,
        recordCardFailure(intent.id, 'CANCELED', now.toISOString(), providerActor, null),
      );
    if (intent.lastError) {
      const reason = intent.lastError;
      // Counted once, by the change that recorded it (a webhook and the shopper's check may both bring it).
      let recorded = false;
      const changed = await changeOrder(site, order.id, (current) => {
        const change = recordCardFailure(intent.id, 'FAILED', now.toISOString(), providerActor, reason)(current);
        recorded = change !== null;
        return change;
      });
      if (recorded) recordPaymentFailed(site, order.number, reason);
      return changed;
    }
    return order;
  },

  /**
   * `POST /payment/order/{id}`: the shopper's browser says it confirmed; the provider says where the
   * payment stands. The client secret proves the caller placed the order (a guest has no account).
   */
  async check(site: SiteId, idOrder: number, clientSecret: string) {
    const order = await orderRepository.get(site, idOrder);
    if (
      !order ||
      order.payment.method !== 'CARD' ||
      !order.payment.intentId ||
      !sameSecret(order.payment.clientSecret, clientSecret)
    )
      throw new NotFoundError('order.notFound');
    if (order.payment.status === 'PAID') return stateOf(order);
    let intent: PaymentIntent;
    try {
      intent = await paymentProvider().retrieveIntent(order.payment.intentId, order.payment.account);
    } catch (error) {
      logger.error('payment intent not read', { site, order: order.number, error: (error as Error).message });
      throw new PaymentUnavailableError();
    }
    return stateOf(await this.apply(site, order, intent));
  },

  /** `POST /payment/local/confirm`: the local provider's card form (404 with any other provider). */
  async confirmLocally(clientSecret: string, outcome: 'succeeded' | 'declined') {
    const provider = paymentProvider();
    if (!(provider instanceof LocalPaymentProvider)) throw new NotFoundError('common.routeNotFound');
    let intent: PaymentIntent;
    try {
      intent = await provider.confirm(clientSecret, outcome);
    } catch (error) {
      if (error instanceof PaymentProviderError) throw new NotFoundError('order.notFound');
      throw error;
    }
    // As Stripe's webhook would tell us: the intent's metadata name the site and the order.
    const site = authorisedSiteId(Number(intent.metadata.idSite));
    const order = await orderRepository.get(site, Number(intent.metadata.idOrder));
    if (!order) throw new NotFoundError('order.notFound');
    return stateOf(await this.apply(site, order, intent));
  },

  /**
   * `POST /payment/webhook/stripe`: an event signed with the endpoint's secret. The site comes from
   * the intent's metadata, which only we write (the signature authorises it). Events about other
   * objects, or orders we do not know, are acknowledged and ignored (Stripe would retry otherwise).
   */
  async stripeWebhook(
    rawBody: string | undefined,
    signature: string | undefined,
    now: Date = new Date(),
  ): Promise<{ received: true }> {
    const secret = env().STRIPE_WEBHOOK_SECRET;
    if (!secret || rawBody === undefined || !verifyStripeSignature(rawBody, signature, secret, now))
      throw new ValidationError({ 'stripe-signature': ['payment.invalidSignature'] }, 'payment.invalidSignature');
    const event = JSON.parse(rawBody) as { type?: string; data?: { object?: Record<string, unknown> } };
    const object = event.data?.object as
      | {
          object?: string;
          id?: string;
          client_secret?: string;
          status?: PaymentIntent['status'];
          amount?: number;
          currency?: string;
          metadata?: Record<string, string>;
          last_payment_error?: { code?: string; decline_code?: string } | null;
        }
      | undefined;
    if (!event.type?.startsWith('payment_intent.') || object?.object !== 'payment_intent' || !object.id)
      return { received: true };
    const idSite = Number(object.metadata?.idSite);
    const idOrder = Number(object.metadata?.idOrder);
    if (!Number.isInteger(idSite) || !Number.isInteger(idOrder) || idSite <= 0 || idOrder <= 0)
      return { received: true };
    const site = authorisedSiteId(idSite);
    const order = await orderRepository.get(site, idOrder);
    if (!order) return { received: true };
    const intent: PaymentIntent = {
      id: object.id,
      clientSecret: '',
      status: object.status ?? 'requires_payment_method',
      amount: object.amount ?? 0,
      currency: object.currency ?? 'eur',
      metadata: object.metadata ?? {},
      lastError: object.last_payment_error
        ? (object.last_payment_error.decline_code ?? object.last_payment_error.code ?? 'failed')
        : event.type === 'payment_intent.payment_failed'
          ? 'failed'
          : null,
    };
    await this.apply(site, order, intent, now);
    return { received: true };
  },
};
