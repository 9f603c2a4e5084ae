import type { Lang } from '@cellar/shared/i18n/lang';
import type { checkoutFrFR } from '../../i18n/checkout.fr_FR.ts';
import type { pagesFrFR } from '../../i18n/pages.fr_FR.ts';
import type { formsFrFR } from '../../i18n/forms.fr_FR.ts';
import type { blogFrFR } from '../../i18n/blog.fr_FR.ts';
import type { returnsFrFR } from '../../i18n/returns.fr_FR.ts';
import { enUS } from '../../i18n/en_US.ts';
import { frFR } from '../../i18n/fr_FR.ts';
import { bcp47, useLang } from './lang.ts';

/**
 * A small typed translation function instead of i18next (≈ 13 KB gzipped the storefront cannot
 * spend, docs/decisions.md "Storefront libraries, for size"): both catalogues are bundled (they are
 * small), keys are checked at compile time, `{{name}}` is replaced by a value, and a key holding
 * `{ one, other }` is a plural. The wording of the cart, checkout, account and page screens comes with
 * their chunks (`addCatalogues`, i18n/checkout-catalogue.ts, i18n/returns-catalogue.ts,
 * i18n/pages-catalogue.ts), so the first screen does not carry it; its keys are typed all the same.
 */
type Catalogue = typeof frFR &
  typeof checkoutFrFR &
  typeof returnsFrFR &
  typeof pagesFrFR &
  typeof formsFrFR &
  typeof blogFrFR;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
type Plurals<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : T[K] extends { one: string; other: string }
      ? `${P}${K}`
      : Plurals<T[K], `${P}${K}.`>;
}[keyof T & string];

export type TKey = Leaves<Catalogue>;
export type PluralKey = Plurals<Catalogue>;
export type Values = Record<string, string | number>;

export interface Translate {
  (key: TKey, values?: Values): string;
  /** The `one` or `other` form for `count` (French: 0 and 1 are singular), `{{count}}` filled in. */
  plural(key: PluralKey, count: number, values?: Values): string;
}

const catalogues: Record<Lang, object[]> = { fr_FR: [frFR], en_US: [enUS] };

/** A lazily loaded screen's wording, added once when its chunk is evaluated. */
export function addCatalogues(parts: Record<Lang, object>): void {
  for (const lang of Object.keys(parts) as Lang[])
    if (!catalogues[lang].includes(parts[lang])) catalogues[lang].push(parts[lang]);
}

function lookup(lang: Lang, key: string): string {
  for (const catalogue of catalogues[lang]) {
    const found = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
    if (typeof found === 'string') return found;
  }
  return key;
}

const fill = (text: string, values?: Values) =>
  values
    ? text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
    : text;

/** One translator per language for the whole page (each `useT` of each component built its own `Intl.PluralRules`). */
const translators = new Map<Lang, Translate>();

export function translatorFor(lang: Lang): Translate {
  let translator = translators.get(lang);
  if (!translator) translators.set(lang, (translator = newTranslator(lang)));
  return translator;
}

function newTranslator(lang: Lang): Translate {
  const rules = new Intl.PluralRules(bcp47(lang));
  const t = ((key: TKey, values?: Values) => fill(lookup(lang, key), values)) as Translate;
  t.plural = (key, count, values) =>
    fill(lookup(lang, `${key}.${rules.select(count) === 'one' ? 'one' : 'other'}`), { count, ...values });
  return t;
}

/** The translate function of the screen's language. */
export function useT(): Translate {
  const lang = useLang();
  return translatorFor(lang);
}
