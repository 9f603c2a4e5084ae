import { defaultLang, langs, type Lang } from '@cellar/shared/i18n/lang';
import type { SiteId } from '../../data/site-id.ts';
import { translationLangs } from './translation-langs.ts';

/** The language a site's hand-written texts are sources in: its default (one outside French and English: French). */
export async function sourceLangOf(site: SiteId): Promise<Lang> {
  const lang = await translationLangs.defaultOf(site);
  return (langs as readonly string[]).includes(lang) ? (lang as Lang) : defaultLang;
}
