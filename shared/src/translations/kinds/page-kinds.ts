import type { TranslatableKind } from '../translatable-kinds.ts';

/** Pages: their titles, menu titles, meta texts and blocks (filled in by the pages' translation work). */
export const pageKinds = {} satisfies Record<string, TranslatableKind>;
