import type { Lang } from '@cellar/shared/i18n/lang';
import type { MailKey } from '@cellar/shared/mail/mail-keys';
import { parisToday } from '@cellar/shared/orders/admin-orders';
import { reviewUrlOf } from '@cellar/shared/social/social';
import { authorisedSiteId, type SiteId } from '../../data/site-id.ts';
import { logger } from '../../lib/logger.ts';
import { orderRepository, type OrderRecord } from '../../repositories/order-repository.ts';
import { reviewDueRepository } from '../../repositories/review-due-repository.ts';
import { socialRepository, type ReviewLocationRecord } from '../../repositories/social-repository.ts';
import { shopOf } from '../checkout/payment-service.ts';
import { sendModelMail } from '../mail/mail-composer.ts';
import { orderMailVariables } from '../mail/order-mail-variables.ts';
import { systemActor } from '../orders/order-changes.ts';
import { record } from '../orders/order-mails.ts';

/**
 * The Google review mail (docs/social.md "The review mail"): a delivered order writes a due ask for the day the
 * site's delay gives; an hourly task sends the asks due by today, once each.
 */
export const reviewAskKey = 'review-ask' satisfies MailKey;
const actor = systemActor('review asks');

/** The calendar day `days` after a yyyy-mm-dd day. */
export function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The site's review settings: the delay (null: off) and the places whose review link the mail gives. */
const settingsOf = async (site: SiteId) => {
  const [days, locations] = await Promise.all([
    socialRepository.reviewMailDays(site),
    socialRepository.reviewLocations.all(site),
  ]);
  return { days, locations };
};

/** The mail's variables (shared/src/mail/mail-variables.ts `review-ask`), in the order's language. */
export function reviewAskVariables(
  order: OrderRecord,
  shopName: string,
  locations: ReviewLocationRecord[],
  lang: Lang,
): Record<string, unknown> {
  const o = orderMailVariables(order, { name: shopName }, lang);
  return {
    shopName: o.shopName,
    firstname: o.firstname,
    lastname: o.lastname,
    orderNumber: o.orderNumber,
    orderDate: o.orderDate,
    reviews: locations.map((l) => ({ name: l.name, link: reviewUrlOf(l.placeId) })),
  };
}

/**
 * An order that just reached DELIVERED (the shopper has the wine): on a site with a delay and at least one review
 * location, its ask is written for today + delay (Paris days), once per order. Never throws: the move stands, a
 * failure is logged. Answers the due day, or null when nothing is asked.
 */
export async function scheduleReviewAsk(site: SiteId, order: OrderRecord, now = new Date()): Promise<string | null> {
  try {
    const { days, locations } = await settingsOf(site);
    if (days === null || locations.length === 0) return null;
    const day = dayAfter(parisToday(now), days);
    return (await reviewDueRepository.add(site, order.id, day, now.toISOString())) ? day : null;
  } catch (error) {
    logger.error('review ask not scheduled', { site, order: order.number, error: (error as Error).message });
    return null;
  }
}

/**
 * The scheduled task: every ask due by today (`now`'s Paris day), every site, from gsi2's day-sorted partition (no
 * Scan). Each is sent in the order's language and recorded on the order (a MAIL_SENT event of `review-ask`), then
 * deleted. An ask whose site turned the delay off, removed every review location or turned the model off, or whose
 * order is gone or already asked, is dropped unsent. A failure leaves the ask for the next run and is logged.
 */
export async function sendDueReviewAsks(now = new Date()): Promise<{ sent: number; dropped: number; failed: number }> {
  const done = { sent: 0, dropped: 0, failed: 0 };
  const settings = new Map<number, ReturnType<typeof settingsOf>>();
  for (const due of await reviewDueRepository.dueBy(parisToday(now))) {
    const site = authorisedSiteId(due.idSite);
    if (!settings.has(due.idSite)) settings.set(due.idSite, settingsOf(site));
    try {
      const outcome = await ask(site, due.idOrder, await settings.get(due.idSite)!);
      await reviewDueRepository.delete(site, due.day, due.idOrder);
      done[outcome] += 1;
    } catch (error) {
      done.failed += 1;
      logger.error('review ask not sent', { site, order: due.idOrder, error: (error as Error).message });
    }
  }
  return done;
}

async function ask(
  site: SiteId,
  idOrder: number,
  { days, locations }: Awaited<ReturnType<typeof settingsOf>>,
): Promise<'sent' | 'dropped'> {
  if (days === null || locations.length === 0) return 'dropped';
  const order = await orderRepository.get(site, idOrder);
  if (!order || order.mails.some((m) => m.kind === reviewAskKey && m.status === 'SENT')) return 'dropped';
  const variables = reviewAskVariables(order, (await shopOf(site)).name, locations, order.lang);
  const sent = await sendModelMail(site, reviewAskKey, order.lang, variables, order.customer.email);
  if (!sent) return 'dropped';
  await record(site, order.id, reviewAskKey, order.customer.email, true, actor, null);
  return 'sent';
}
