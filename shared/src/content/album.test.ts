import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import { albumImagesUploadSchema, albumInputSchema, albumIssues, albumOrderSchema } from './album.ts';

const file = (name: string, size = 100, contentType = 'image/png') => ({
  filename: name,
  contentType,
  size,
  data: new Uint8Array([137, 80, 78, 71]),
});
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), translate(i.message, 'en_US')]));

describe('album rules', () => {
  it('requires a title and an alternative text on every image, each on its field', () => {
    expect(albumIssues({ title: ' ', images: [{ alt: 'Vines' }, { alt: '' }] })).toEqual({
      title: 'album.titleRequired',
      'images.1.alt': 'product.altRequired',
    });
    expect(translate('album.titleRequired', 'en_US')).toBe('Title is required');
    expect(translate('product.altRequired', 'fr_FR')).toBe('Le texte alternatif est obligatoire');
  });

  it('trims what it keeps, and refuses an update whose image lost its alt text', () => {
    expect(albumInputSchema.parse({ title: ' Harvest ', description: null })).toEqual({
      title: 'Harvest',
      description: '',
      images: null,
    });
    expect(messages(albumInputSchema.safeParse({ title: 'Harvest', images: [{ id: 1, alt: ' ' }] }))).toEqual({
      'images.0.alt': 'Alternative text is required',
    });
  });

  it('takes up to 10 images a request, each up to 5 MB with its alternative text', () => {
    const parsed = albumImagesUploadSchema.parse({ images: [file('a.png')], alts: [' Vines '] });
    expect(parsed).toEqual([{ file: file('a.png'), alt: 'Vines' }]);
    expect(messages(albumImagesUploadSchema.safeParse({ images: [] }))).toEqual({
      images: 'Choose at least one image',
    });
    const eleven = Array.from({ length: 11 }, (_, i) => file(`${i}.png`));
    expect(messages(albumImagesUploadSchema.safeParse({ images: eleven }))).toEqual({
      images: 'You can send at most 10 images at once',
    });
    const big = file('big.png', 5 * 1024 * 1024 + 1);
    expect(messages(albumImagesUploadSchema.safeParse({ images: [big, file('b.gif', 10, 'image/gif')] }))).toEqual({
      'images.0': 'Image file cannot be more than 5 mb',
      'alts.0': 'Alternative text is required',
      'images.1': 'Allowed images: svg, jpeg, jpg, png',
      'alts.1': 'Alternative text is required',
    });
  });

  it('orders by image ids', () => {
    expect(albumOrderSchema.safeParse({ order: [3, 1, 2] }).success).toBe(true);
    expect(albumOrderSchema.safeParse({ order: [0] }).success).toBe(false);
  });
});
