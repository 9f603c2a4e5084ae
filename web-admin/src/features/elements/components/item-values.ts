import type {
  ElementAddress,
  ElementField,
  ElementImage,
  ElementItemView,
  ImageRef,
} from '@cellar/shared/content/element';
import type { ImageItem } from '../../../components/kit/images-field.tsx';

/** A before/after pair as the form holds it. */
export interface PairItem {
  key: string;
  id?: string;
  before: ImageItem | null;
  after: ImageItem | null;
}

/** A field's value as the form holds it (images as the kit's items, numbers '' while empty). */
export type FormValue =
  string | number | boolean | string[] | number[] | ImageItem[] | PairItem[] | Record<string, string> | null;
export type FormValues = Record<string, FormValue>;

const asItem = (image: ElementImage): ImageItem => ({ key: image.id, id: image.id, url: image.url, alt: image.alt });

/** The form's values of an item (or of a new one: every field empty). */
export function formValuesOf(fields: readonly ElementField[], item: ElementItemView | null): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = item?.values[field.key] ?? null;
    switch (field.type) {
      case 'IMAGE':
        values[field.key] = value && typeof value === 'object' && 'url' in value ? [asItem(value)] : [];
        break;
      case 'IMAGES':
        values[field.key] = Array.isArray(value) ? (value as ElementImage[]).map(asItem) : [];
        break;
      case 'IMAGE_PAIR':
        values[field.key] = Array.isArray(value)
          ? (value as Array<{ id: string; before: ElementImage; after: ElementImage }>).map((pair) => ({
              key: pair.id,
              id: pair.id,
              before: asItem(pair.before),
              after: asItem(pair.after),
            }))
          : [];
        break;
      case 'FILES':
        values[field.key] = Array.isArray(value) ? (value as Array<{ id: number }>).map((file) => file.id) : [];
        break;
      case 'BOOLEAN':
        values[field.key] = value === true;
        break;
      case 'TAGS':
        values[field.key] = Array.isArray(value) ? (value as string[]) : [];
        break;
      case 'SELECT':
        values[field.key] = field.multiple
          ? Array.isArray(value)
            ? (value as string[])
            : []
          : typeof value === 'string'
            ? value
            : '';
        break;
      case 'ADDRESS':
        values[field.key] = { ...((value as ElementAddress | null) ?? {}) };
        break;
      case 'NUMBER':
      case 'PRICE':
      case 'PERCENT':
        values[field.key] = typeof value === 'number' ? value : '';
        break;
      default:
        values[field.key] = typeof value === 'string' ? value : '';
    }
  }
  return values;
}

/**
 * The body's values and files: new images become `{ file: <index in files> }`, kept ones `{ id }`; empty inputs are
 * sent empty (the shared validator stores them empty or says they are required).
 */
export function bodyOf(
  fields: readonly ElementField[],
  values: FormValues,
): { values: Record<string, unknown>; files: File[] } {
  const files: File[] = [];
  const ref = (item: ImageItem): ImageRef => {
    if (item.file) {
      files.push(item.file);
      return { file: files.length - 1, alt: item.alt };
    }
    return { id: item.id ?? '', alt: item.alt };
  };
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.key] ?? null;
    if (field.type === 'IMAGE') {
      const first = (value as ImageItem[] | null)?.[0];
      out[field.key] = first ? ref(first) : null;
    } else if (field.type === 'IMAGES') out[field.key] = ((value ?? []) as ImageItem[]).map(ref);
    else if (field.type === 'IMAGE_PAIR')
      out[field.key] = ((value ?? []) as PairItem[]).map((pair, order) => ({
        ...(pair.id ? { id: pair.id } : {}),
        order,
        before: pair.before ? ref(pair.before) : null,
        after: pair.after ? ref(pair.after) : null,
      }));
    else out[field.key] = value === '' ? null : value;
  }
  return { values: out, files };
}
