import { parseLang } from '@cellar/shared/i18n/lang';
import type { SiteId } from '../../data/site-id.ts';
import { logger } from '../../lib/logger.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import type { OrderRecord } from '../../repositories/order-repository.ts';
import { siteRepository } from '../../repositories/site-repository.ts';
import { sendModelMail } from './mail-composer.ts';
import { notificationService } from '../messages/notification-service.ts';
import { orderMailVariables, type MailShop } from './order-mail-variables.ts';

/** The site's default language, kept a minute per container: every order's merchant mail asks. */
const defaultLangs = ttlCache(60_000, async (site: SiteId) => (await siteRepository.get(site))?.defaultLang);

/**
 * The merchant's mail for a new order (`order-new-merchant`), in the site's default language, to
 * each recipient of NEW_ORDER notifications (else the site's ADMINs). Never throws: a failure is
 * logged and the order stands.
 */
export async function mailNewOrderToMerchant(site: SiteId, order: OrderRecord, shop: MailShop): Promise<void> {
  try {
    const [recipients, defaultLang] = await Promise.all([
      notificationService.recipientsOf(site, 'NEW_ORDER'),
      defaultLangs.get(site),
    ]);
    const lang = parseLang(defaultLang);
    const variables = orderMailVariables(order, shop, lang);
    for (const to of recipients) await sendModelMail(site, 'order-new-merchant', lang, variables, to);
  } catch (error) {
    logger.error('merchant new-order mail not sent', { site, order: order.number, error: (error as Error).message });
  }
}
