import type { Lang } from '@cellar/shared/i18n/lang';
import { mailLayoutHtml } from './layout.generated.ts';

/** The health warning French law asks of any alcohol advertising, in the mail's language. */
export const healthWarning: Record<Lang, string> = {
  fr_FR: 'L’abus d’alcool est dangereux pour la santé, à consommer avec modération.',
  en_US: 'Alcohol abuse is dangerous for your health: drink responsibly.',
};

const escapeHtml = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * A body (already sanitised) in the compiled MJML frame. One pass over the frame, with a function
 * as replacement: nothing a value holds (a `$&`, another slot's name) is read as a pattern or a slot.
 */
export function inLayout(body: string, options: { lang: Lang; shopName: string; title: string }): string {
  const values: Record<string, string> = {
    LANG: options.lang === 'en_US' ? 'en' : 'fr',
    TITLE: escapeHtml(options.title),
    SHOP: escapeHtml(options.shopName),
    WARNING: escapeHtml(healthWarning[options.lang]),
    BODY: body,
  };
  return mailLayoutHtml.replace(/%%(LANG|TITLE|SHOP|WARNING|BODY)%%/g, (_whole, slot: string) => values[slot]!);
}

/** The text part's frame: the body's text between the shop's name and the footer the HTML has. */
export function textInLayout(bodyText: string, options: { lang: Lang; shopName: string }): string {
  return [options.shopName, '', bodyText, '', '—', options.shopName, healthWarning[options.lang]].join('\n');
}
