import { describe, expect, it } from 'vitest';
import { applyUnits, extractUnits } from '../translatable-path.ts';
import { pageKinds } from './page-kinds.ts';

const fields = pageKinds.page.fields;

/** A page as `GET /page/{url}` answers it: an ENTITY block and two COMPONENT blocks, in one layout. */
const page = {
  id: 3,
  title: 'Le domaine',
  url: 'le-domaine',
  menuTitle: 'Domaine',
  metaDescription: 'Un domaine familial.',
  css: 'color: #333333',
  link: { type: 'NONE', url: null },
  layouts: [
    {
      id: 12,
      type: 'THREE_COLUMN',
      contents: [
        {
          id: 40,
          type: 'ENTITY',
          title: 'Notre histoire',
          content: '<p>Depuis 1890.</p>',
          images: [
            { idImage: 4, url: '/media/vignes.jpg', alt: 'Les vignes' },
            { idImage: 4, url: '/media/vignes.jpg', alt: 'Les vignes en hiver' },
          ],
        },
        {
          id: 41,
          type: 'COMPONENT',
          idComponent: 2,
          slug: 'call-to-action',
          name: 'Appel',
          componentConf: {
            text: 'Venez nous voir',
            buttonLabel: 'Nous trouver',
            url: '/nous-trouver',
            variant: 'primary',
          },
        },
        {
          id: 42,
          type: 'COMPONENT',
          idComponent: 3,
          slug: 'image-gallery',
          name: 'Galerie',
          componentConf: { images: [{ idImage: 5, url: '/media/chai.jpg', alt: 'Le chai' }], columns: 3 },
        },
      ],
    },
  ],
};

describe('the texts of a page', () => {
  it('are its information, its blocks’ titles, texts and alt texts, and what a component shows a shopper', () => {
    const units = extractUnits(fields, page);
    expect(Object.fromEntries(units.map((unit) => [unit.field, unit.format]))).toEqual({
      title: 'text',
      menuTitle: 'text',
      metaDescription: 'text',
      'layouts.12.contents.40.title': 'text',
      'layouts.12.contents.40.content': 'html',
      'layouts.12.contents.40.images.0.alt': 'text',
      'layouts.12.contents.40.images.1.alt': 'text',
      'layouts.12.contents.41.name': 'text',
      'layouts.12.contents.41.componentConf.text': 'text',
      'layouts.12.contents.41.componentConf.buttonLabel': 'text',
      'layouts.12.contents.42.name': 'text',
      'layouts.12.contents.42.componentConf.images.0.alt': 'text',
    });
  });

  it('never include an address, a slug, a choice or the page’s CSS', () => {
    const texts = extractUnits(fields, page).map((unit) => unit.text);
    for (const kept of ['le-domaine', '/nous-trouver', 'primary', 'call-to-action', 'color: #333333'])
      expect(texts).not.toContain(kept);
  });

  it('take their translations back in place, by the blocks’ ids, whatever the blocks’ order', () => {
    const moved = { ...page, layouts: [{ ...page.layouts[0]!, contents: [...page.layouts[0]!.contents].reverse() }] };
    const english = applyUnits(
      fields,
      moved,
      new Map([
        ['layouts.12.contents.40.title', 'Our story'],
        ['layouts.12.contents.41.componentConf.buttonLabel', 'Find us'],
      ]),
    );
    const [gallery, cta, entity] = english.layouts[0]!.contents;
    expect(entity).toMatchObject({ title: 'Our story', content: '<p>Depuis 1890.</p>' });
    expect(cta!.componentConf).toMatchObject({ buttonLabel: 'Find us', url: '/nous-trouver' });
    expect(gallery!.componentConf).toEqual(page.layouts[0]!.contents[2]!.componentConf);
  });
});
