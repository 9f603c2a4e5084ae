import type { FieldSpec } from './translatable-path.ts';
import { catalogueKinds } from './kinds/catalogue-kinds.ts';
import { contentKinds } from './kinds/content-kinds.ts';
import { globalKinds } from './kinds/global-kinds.ts';
import { pageKinds } from './kinds/page-kinds.ts';

/** An entity whose texts shoppers read: the paths of its translatable fields over its public shape. */
export interface TranslatableKind {
  fields: readonly FieldSpec[];
}

/**
 * Every translatable entity of a site, by kind (docs/translations.md). A kind's name is part of every unit's key:
 * renaming one loses its translations.
 */
export const translatableKinds: Readonly<Record<string, TranslatableKind>> = {
  ...pageKinds,
  ...catalogueKinds,
  ...contentKinds,
  ...globalKinds,
};

export const translatableKindNames = Object.keys(translatableKinds);

export function isTranslatableKind(kind: string): boolean {
  return Object.hasOwn(translatableKinds, kind);
}
