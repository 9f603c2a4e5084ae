import type { CustomizationView } from '@cellar/shared/catalog/customization';

/** Two customizations of a site: a paid choice with two values, and a free short text. */
const bounds = {
  allowedExtensions: [],
  textMaxLength: null,
  minFileSize: null,
  maxFileSize: null,
  minImageWidth: null,
  maxImageWidth: null,
  minImageHeight: null,
  maxImageHeight: null,
};
export const wrapping: CustomizationView = {
  id: 1,
  label: 'Gift wrapping',
  inputType: 'SELECT',
  costType: 'FIXED',
  cost: null,
  ...bounds,
  order: 0,
  values: [
    { id: 11, label: 'Ribbon', cost: 2, order: 0 },
    { id: 12, label: 'Wooden box', cost: 8, order: 1 },
  ],
  products: 2,
};
export const engraving: CustomizationView = {
  ...wrapping,
  id: 2,
  label: 'Engraving',
  inputType: 'TEXT',
  costType: 'FREE',
  textMaxLength: 30,
  order: 1,
  values: [],
  products: 0,
};
