import type { TOptions } from 'i18next';
import type { Lang } from '@cellar/shared/i18n/lang';
import type { Catalogue } from '../../i18n/fr_FR.ts';
import { i18n, i18nCode, useT, type Leaves, type TKey } from './i18n.ts';

/** Every key of a catalogue registered under `name`, dotted: `boxes.title`. */
export type AreaKey<N extends string, C> = Leaves<C, `${N}.`>;

/**
 * A catalogue that comes with its screens' chunk rather than in the first screen's JS (which
 * holds `fr_FR.ts` and `en_US.ts`: `npm run bench -- admin`). Its files are
 * `src/i18n/<name>/fr_FR.ts` and `en_US.ts` (the same keys, checked by the compiler and
 * `i18n.test.ts`), registered under `<name>` when a screen's module imports them. The hook answered
 * translates the area's keys and the main catalogue's, typed like `useT`. This file itself is only
 * in the chunks of the screens that use it.
 */
export function areaCatalogue<N extends string, C extends object>(
  name: N,
  catalogues: { fr_FR: C; en_US: Catalogue<C> },
) {
  for (const lang of Object.keys(i18nCode) as Lang[])
    i18n.addResourceBundle(i18nCode[lang], 'translation', { [name]: catalogues[lang] }, true, true);
  type AreaTranslate = (key: TKey | AreaKey<N, C>, options?: TOptions) => string;
  return function useAreaT(): AreaTranslate {
    return useT() as AreaTranslate;
  };
}
