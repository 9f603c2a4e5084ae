import { weekDays } from '../../site/information.ts';
import type { TranslatableKind } from '../translatable-kinds.ts';

/**
 * The shop's texts: products, awards, services, popups, home cards. Paths over the public reads' shapes: the product
 * page (`GET /product/{id}`; the list's rows are folded into it: `name`, the first image's alt), the award
 * (`GET /list/award`, the product page's awards), `GET /service`, `GET /popup/{id}/content` (and the popup list's
 * title), `GET /home-card`, the opening hours of `GET /site/information` (one per site: entity 1).
 *
 * Not here: prices, codes, tags (shoppers filter by them), detail types and their values, the nomenclature, the mail
 * models and the CTA buttons (global-kinds.ts), vintages (numbers, years, variations picked from lists), the conditions
 * (still written per language by the admin: docs/translations.md "Not yet"), the site's other information (names,
 * addresses, links).
 * A product's images have no id in the storefront's answer: they are named by their position.
 */
export const catalogueKinds = {
  product: {
    fields: [
      { path: 'name', format: 'text' },
      { path: 'description', format: 'text' },
      { path: 'metaDescription', format: 'text' },
      { path: 'images[].alt', format: 'text' },
    ],
  },
  award: {
    fields: [
      { path: 'title', format: 'text' },
      { path: 'description', format: 'text' },
      { path: 'image.alt', format: 'text' },
    ],
  },
  service: {
    fields: [
      { path: 'title', format: 'text' },
      { path: 'metaDescription', format: 'text' },
      { path: 'images[].alt', format: 'text' },
    ],
  },
  popup: {
    fields: [
      { path: 'title', format: 'text' },
      { path: 'content', format: 'html' },
      { path: 'image.alt', format: 'text' },
    ],
  },
  homeCard: {
    fields: [
      { path: 'title', format: 'text' },
      { path: 'description', format: 'html' },
      { path: 'images[].alt', format: 'text' },
    ],
  },
  siteInformation: {
    fields: weekDays.map((day) => ({ path: `openingHours.${day}`, format: 'text' as const })),
  },
} satisfies Record<string, TranslatableKind>;
