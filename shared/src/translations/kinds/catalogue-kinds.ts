import type { TranslatableKind } from '../translatable-kinds.ts';

/** The shop's texts: products, vintages, services, popups, home cards, mail models, the site's own texts. */
export const catalogueKinds = {} satisfies Record<string, TranslatableKind>;
