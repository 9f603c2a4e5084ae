import {
  maxNotificationRecipients,
  type NotificationEvent,
  type NotificationInput,
  type NotificationView,
} from '@cellar/shared/mail/notifications';
import { authorisedSiteId, type SiteId } from '../../data/site-id.ts';
import { ConflictError } from '../../lib/errors.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import { notificationRepository } from '../../repositories/notification-repository.ts';
import { userRepository } from '../../repositories/user-repository.ts';

const recipients = ttlCache(60_000, async (siteAndEvent: string): Promise<string[]> => {
  const [id, event] = siteAndEvent.split('|') as [string, NotificationEvent];
  const site = authorisedSiteId(Number(id));
  const chosen = await notificationRepository.recipientsOf(site, event);
  if (chosen.length) return chosen;
  const staff = await userRepository.listOfSite(site);
  return staff.filter((user) => user.role === 'ADMIN' && user.valid).map((user) => user.email);
});

/** The site's recipients of the merchant's mails (new order, return asked, new message). */
export const notificationService = {
  list: (site: SiteId): Promise<NotificationView[]> => notificationRepository.list(site),

  async create(site: SiteId, input: NotificationInput): Promise<NotificationView> {
    const current = await notificationRepository.list(site);
    if (current.some((n) => n.email === input.email))
      throw new ConflictError('notification.emailTaken', { email: ['notification.emailTaken'] });
    if (current.length >= maxNotificationRecipients)
      throw new ConflictError('notification.tooMany', { email: ['notification.tooMany'] });
    const created = await notificationRepository.create(site, input.email, input.events, new Date().toISOString());
    recipients.clear();
    return created;
  },

  /** Removes the given recipients of the site (an id it does not have is ignored) and answers those left. */
  async remove(site: SiteId, ids: readonly number[]): Promise<NotificationView[]> {
    await notificationRepository.delete(site, [...new Set(ids)]);
    recipients.clear();
    return notificationRepository.list(site);
  },

  /**
   * Who gets the merchant's mail of an event: the recipients chosen for it, else the site's valid
   * ADMINs (a site has no contact e-mail of its own yet; a SUPER_ADMIN works on every site and is
   * not its merchant). Kept a minute per container: every order asks (docs/catalogue-cache.md).
   */
  recipientsOf: (site: SiteId, event: NotificationEvent): Promise<string[]> => recipients.get(`${site}|${event}`),
};
