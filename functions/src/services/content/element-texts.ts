import type { ElementField, ElementImage, ElementItemView, ElementValueView } from '@cellar/shared/content/element';

/**
 * An element item's translatable texts (kind `elementItem`, shared/src/translations/kinds/content-kinds.ts): an item
 * holds one value per field of its type, so its texts are gathered by key (VARCHAR and TEXT fields) and its images'
 * alt texts by image id (IMAGE and IMAGES fields). Numbers, dates, colours, choices, tags, addresses and the
 * before/after pairs (the storefront names those itself) are not translated.
 */
export interface ElementItemTexts {
  id: number;
  texts: Array<{ key: string; text: string }>;
  images: Array<{ id: string; alt: string }>;
}

const textTypes: ReadonlySet<ElementField['type']> = new Set(['VARCHAR', 'TEXT']);

const isImage = (value: unknown): value is ElementImage =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'srcset' in value && 'id' in value;

const imagesOf = (field: ElementField, value: ElementValueView | undefined): ElementImage[] => {
  if (field.type === 'IMAGE') return isImage(value) ? [value] : [];
  if (field.type === 'IMAGES' && Array.isArray(value)) return (value as unknown[]).filter(isImage);
  return [];
};

/** The item's texts, as the translations read them. */
export function elementItemTexts(fields: readonly ElementField[], item: ElementItemView): ElementItemTexts {
  const texts: ElementItemTexts['texts'] = [];
  const images: ElementItemTexts['images'] = [];
  for (const field of fields) {
    const value = item.values[field.key];
    if (textTypes.has(field.type) && typeof value === 'string') texts.push({ key: field.key, text: value });
    for (const image of imagesOf(field, value)) images.push({ id: image.id, alt: image.alt });
  }
  return { id: item.id, texts, images };
}

/** The item with its texts replaced by `translated` (the same shape, in another language). */
export function withElementItemTexts(
  fields: readonly ElementField[],
  item: ElementItemView,
  translated: ElementItemTexts,
): ElementItemView {
  const textOf = new Map(translated.texts.map((entry) => [entry.key, entry.text]));
  const altOf = new Map(translated.images.map((entry) => [entry.id, entry.alt]));
  const image = (one: ElementImage): ElementImage => ({ ...one, alt: altOf.get(one.id) ?? one.alt });
  const values = { ...item.values };
  for (const field of fields) {
    const value = values[field.key];
    if (textTypes.has(field.type) && typeof value === 'string') values[field.key] = textOf.get(field.key) ?? value;
    else if (field.type === 'IMAGE' && isImage(value)) values[field.key] = image(value);
    else if (field.type === 'IMAGES' && Array.isArray(value))
      values[field.key] = (value as unknown[]).map((one) => (isImage(one) ? image(one) : one)) as ElementValueView;
  }
  return { ...item, values };
}

/** What the translation lists call an item: its first line of text, else its type and number. */
export function elementItemLabel(elementName: string, texts: ElementItemTexts): string {
  const first = texts.texts.find((entry) => entry.text.trim() !== '');
  return first ? first.text.slice(0, 120) : `${elementName} #${texts.id}`;
}
