import * as z from 'zod';

export const langs = ['fr_FR', 'en_US'] as const;
export type Lang = (typeof langs)[number];
export const defaultLang: Lang = 'fr_FR';
export const langSchema = z.enum(langs);

/**
 * A content language as a header names it (`contentLang`: any language code, `de_DE`). The server answers in it only
 * when the site shows it (docs/translations.md "Content language"); a value of another shape is no language at all.
 */
export const contentLangSchema = z.string().regex(/^[a-z]{2,3}_[A-Z]{2}$/);

/**
 * Reads a `userLang` header value (or a site's default language) as an interface language: French or English, the
 * catalogues there are. Another language's code reads English (`de_DE` → en_US, `fr_BE` → fr_FR); anything else
 * falls back to the default language.
 */
export function parseLang(value: string | undefined | null): Lang {
  if (value === 'en_US' || value === 'fr_FR') return value;
  if (typeof value === 'string' && /^[a-z]{2,3}_[A-Z]{2}$/.test(value))
    return value.startsWith('fr_') ? 'fr_FR' : 'en_US';
  return defaultLang;
}
