import { env } from '../../lib/env.ts';
import { BrevoNewsletter } from './brevo-http.ts';
import { LocalNewsletter } from './newsletter-local.ts';
import type { NewsletterAdapter } from './newsletter.ts';

let adapter: NewsletterAdapter | undefined;

/** The newsletter adapter the environment chooses (`NEWSLETTER_ADAPTER`): local by default, Brevo when deployed so. */
export function newsletterAdapter(): NewsletterAdapter {
  if (!adapter) {
    const e = env();
    adapter =
      e.NEWSLETTER_ADAPTER === 'brevo'
        ? new BrevoNewsletter({ url: e.BREVO_URL, timeoutMs: e.NEWSLETTER_TIMEOUT_MS })
        : new LocalNewsletter();
  }
  return adapter;
}

/** Tests put their own adapter (or choose again after changing the environment). */
export function setNewsletterAdapter(next: NewsletterAdapter | undefined): void {
  adapter = next;
}
