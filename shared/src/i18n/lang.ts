import * as z from 'zod';

export const langs = ['fr_FR', 'en_US'] as const;
export type Lang = (typeof langs)[number];
export const defaultLang: Lang = 'fr_FR';
export const langSchema = z.enum(langs);

/** Reads a `userLang` header value; anything unknown falls back to the default language. */
export function parseLang(value: string | undefined | null): Lang {
  return value === 'en_US' || value === 'fr_FR' ? value : defaultLang;
}
