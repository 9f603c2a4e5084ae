import type { OrderStatus } from '@cellar/shared/checkout/orders';
import type { Lang } from '@cellar/shared/i18n/lang';
import { orderStatusMailKeys, type MailPreview } from '@cellar/shared/mail/mail-keys';
import type { OrderActor } from '@cellar/shared/orders/admin-orders';
import type { OutgoingMail } from '../../adapters/mail/mail-sender.ts';
import { mailSender } from '../../adapters/mail/mail.ts';
import type { SiteId } from '../../data/site-id.ts';
import { AppError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import type { OrderRecord } from '../../repositories/order-repository.ts';
import { shopOf } from '../checkout/payment-service.ts';
import { composeMail, sendModelMail } from '../mail/mail-composer.ts';
import { orderMailVariables } from '../mail/order-mail-variables.ts';
import { changeOrder, event } from './order-changes.ts';

/** The mail could not be handed to the mail service: recorded FAILED in the order's history (502). */
export class OrderMailNotSent extends AppError {
  readonly status = 502;
  constructor() {
    super('orderMail.failed');
  }
}

/** The mail of a status for this order as it would go now: its model, in the shopper's language, to the shopper. */
export async function statusMail(site: SiteId, order: OrderRecord, status: OrderStatus): Promise<OutgoingMail> {
  const shop = await shopOf(site);
  return composeMail(
    site,
    orderStatusMailKeys[status],
    order.lang,
    orderMailVariables(order, shop, order.lang),
    order.customer.email,
  );
}

export async function statusMailPreview(site: SiteId, order: OrderRecord, status: OrderStatus): Promise<MailPreview> {
  const mail = await statusMail(site, order, status);
  return {
    key: orderStatusMailKeys[status],
    to: mail.to,
    lang: order.lang as Lang,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
  };
}

/** The mail's line in the order's history and its event, as one change. */
export async function record(
  site: SiteId,
  idOrder: number,
  kind: string,
  to: string,
  sent: boolean,
  actor: OrderActor,
  reason: string | null,
): Promise<OrderRecord> {
  const at = new Date().toISOString();
  return changeOrder(site, idOrder, (order) => ({
    order: {
      ...order,
      mails: [...order.mails, { kind, to, sentAt: at, status: sent ? 'SENT' : 'FAILED' }],
      updatedAt: at,
    },
    events: [
      event(at, actor, sent ? 'MAIL_SENT' : 'MAIL_FAILED', null, null, { kind, to, ...(reason ? { reason } : {}) }),
    ],
  }));
}

/**
 * Sends the mail of `status` to the shopper and records it (docs/orders.md "Statuses"). `automatic`:
 * the mail that goes with a move, skipped when the site turned its model off; otherwise the
 * producer asked for it explicitly ("send again"), and it goes whatever the model's switch.
 * A failure is recorded FAILED; the explicit send then answers 502, the automatic one only logs.
 */
export async function sendStatusMail(
  site: SiteId,
  order: OrderRecord,
  status: OrderStatus,
  actor: OrderActor,
  options: { automatic: boolean },
): Promise<OrderRecord> {
  const key = orderStatusMailKeys[status];
  const variables = orderMailVariables(order, await shopOf(site), order.lang);
  try {
    if (options.automatic) {
      const sent = await sendModelMail(site, key, order.lang, variables, order.customer.email);
      if (!sent) return order;
    } else {
      await mailSender().send(await composeMail(site, key, order.lang, variables, order.customer.email));
    }
  } catch (error) {
    logger.error('order mail not sent', { site, order: order.number, key, error: (error as Error).message });
    const recorded = await record(
      site,
      order.id,
      key,
      order.customer.email,
      false,
      actor,
      (error as Error).message.slice(0, 200),
    );
    if (!options.automatic) throw new OrderMailNotSent();
    return recorded;
  }
  return record(site, order.id, key, order.customer.email, true, actor, null);
}
