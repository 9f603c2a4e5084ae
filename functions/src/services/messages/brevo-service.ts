import type { BrevoLists } from '@cellar/shared/content/message';
import { NewsletterError } from '../../adapters/newsletter/newsletter.ts';
import { newsletterAdapter } from '../../adapters/newsletter/newsletters.ts';
import type { SiteId } from '../../data/site-id.ts';
import { env } from '../../lib/env.ts';
import { logger } from '../../lib/logger.ts';
import { ConflictError } from '../../lib/errors.ts';

/**
 * The Brevo key of a site. Decision (issue 18): the stage's key (`BREVO_API_KEY`) for now; a site's own key belongs
 * with its application keys (`/admin/app-site-key`, not built yet), which will answer here first.
 */
function brevoKeyOf(_site: SiteId): string | null {
  return env().BREVO_API_KEY ?? null;
}

/** `GET /admin/brevo/list` (spec 2 §7): the contact lists of the site's Brevo account (local: demo lists, said so). */
export const brevoService = {
  async lists(site: SiteId): Promise<BrevoLists> {
    const adapter = newsletterAdapter();
    const key = brevoKeyOf(site);
    if (env().NEWSLETTER_ADAPTER === 'brevo' && !key) throw new ConflictError('brevo.notConfigured');
    try {
      return await adapter.contactLists(key ?? '');
    } catch (error) {
      if (!(error instanceof NewsletterError)) throw error;
      logger.error('brevo lists failed', { site, kind: error.kind, error: error.message });
      throw new ConflictError(error.kind === 'credentials' ? 'brevo.notConfigured' : 'brevo.failed');
    }
  },
};
