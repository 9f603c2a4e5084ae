import { applyUnits, extractUnits } from '@cellar/shared/translations/translatable-path';
import { catalogueKinds } from '@cellar/shared/translations/kinds/catalogue-kinds';
import { describe, expect, it, vi } from 'vitest';
import type { SiteId } from '../../data/site-id.ts';
import type { ProductRecord } from '../../repositories/product-records.ts';
import { overlayProductRows, productTexts } from './catalogue-texts.ts';

/** The overlay as the core answers it, with English product texts by entity id and field. */
const english = new Map<number, Map<string, string>>([
  [
    7,
    new Map([
      ['name', 'Corkscrew'],
      ['images.0.alt', 'A corkscrew'],
    ]),
  ],
]);
vi.mock('../translations/translation-overlay.ts', () => ({
  translationOverlay: {
    many: async <T>(_site: number, _lang: string, kind: string, entities: T[], idOf: (entity: T) => number) =>
      entities.map((entity) =>
        applyUnits(catalogueKinds[kind as 'product'].fields, entity, english.get(idOf(entity)) ?? new Map()),
      ),
  },
}));

const product = {
  id: 7,
  productType: 'OTHER',
  name: 'Tire-bouchon',
  description: 'Un couteau de sommelier',
  metaDescription: null,
  price: 19,
  sku: 'TB-1',
  tags: ['accessoire'],
  images: [
    { id: 'a', key: 'site/1/a.png', alt: 'Un tire-bouchon' },
    { id: 'b', key: 'site/1/b.png', alt: 'Sa lame' },
  ],
} as unknown as ProductRecord;

const fields = catalogueKinds.product.fields;
const site = 1 as SiteId;

describe('a product’s translatable texts', () => {
  it('are its name, description and alt texts: never its price, reference, tags nor image keys', () => {
    expect(extractUnits(fields, productTexts(product))).toEqual([
      { field: 'name', text: 'Tire-bouchon', format: 'text' },
      { field: 'description', text: 'Un couteau de sommelier', format: 'text' },
      { field: 'images.0.alt', text: 'Un tire-bouchon', format: 'text' },
      { field: 'images.1.alt', text: 'Sa lame', format: 'text' },
    ]);
  });

  it('sit at the same paths in the storefront’s product page, where the overlay finds them', () => {
    const page = {
      id: 7,
      name: product.name,
      description: product.description,
      metaDescription: null,
      price: 19,
      images: product.images.map((image) => ({ url: `https://media/${image.key}`, alt: image.alt })),
    };
    expect(extractUnits(fields, page)).toEqual(extractUnits(fields, productTexts(product)));
  });
});

describe('the storefront list’s rows', () => {
  const row = (id: number, name: string, alt: string | null) => ({
    id,
    name,
    price: 19,
    image: alt === null ? null : { url: 'https://media/a.png', alt },
  });

  it('take the product’s translated name and first image’s alt text, the others keep their French', async () => {
    const rows = [row(7, 'Tire-bouchon', 'Un tire-bouchon'), row(8, 'Carafe', 'Une carafe'), row(9, 'Seau', null)];
    expect(await overlayProductRows(site, 'en_US', rows)).toEqual([
      row(7, 'Corkscrew', 'A corkscrew'),
      row(8, 'Carafe', 'Une carafe'),
      row(9, 'Seau', null),
    ]);
  });

  it('are not changed themselves: the kept answer stays in French', async () => {
    const rows = [row(7, 'Tire-bouchon', 'Un tire-bouchon')];
    await overlayProductRows(site, 'en_US', rows);
    expect(rows[0]!.name).toBe('Tire-bouchon');
  });
});
