import type { Lang } from '@cellar/shared/i18n/lang';
import { bcp47 } from '../../../lib/i18n/lang.ts';

/** An article's day in the shopper's language (UTC: the prerender and the browser write the same). */
export function blogDay(lang: Lang, iso: string): string {
  return new Date(iso).toLocaleDateString(bcp47(lang), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
