import type { Lang } from '@cellar/shared/i18n/lang';
import { mailSender } from '../../../adapters/mail/mail.ts';
import type { SiteId } from '../../../data/site-id.ts';
import { logger } from '../../../lib/logger.ts';
import { orderRepository, type OrderRecord } from '../../../repositories/order-repository.ts';
import { composeMail } from '../../mail/mail-composer.ts';
import { mailNewOrderToMerchant } from '../../mail/merchant-order-mail.ts';
import { orderMailVariables } from '../../mail/order-mail-variables.ts';
import type { Shop } from '../payment-service.ts';

/**
 * The confirmation mail (its model: docs/mail-models.md), then the merchant's: a failure is logged
 * and the order stands.
 */
export async function sendMails(site: SiteId, order: OrderRecord, shop: Shop, lang: Lang): Promise<void> {
  try {
    await mailSender().send(
      await composeMail(site, 'order-confirmation', lang, orderMailVariables(order, shop, lang), order.customer.email),
    );
  } catch (error) {
    logger.error('order confirmation mail not sent', { site, order: order.number, error: (error as Error).message });
    // The confirmation is the order's first mail, written with it as SENT.
    await orderRepository.markMailFailed(site, order.id, 0).catch(() => undefined);
  }
  await mailNewOrderToMerchant(site, order, shop);
}
