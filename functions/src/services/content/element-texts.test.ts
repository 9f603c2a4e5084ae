import type { ElementField, ElementItemView } from '@cellar/shared/content/element';
import { contentKinds } from '@cellar/shared/translations/kinds/content-kinds';
import { applyUnits, extractUnits } from '@cellar/shared/translations/translatable-path';
import { describe, expect, it } from 'vitest';
import { elementItemLabel, elementItemTexts, withElementItemTexts } from './element-texts.ts';

const field = (key: string, type: ElementField['type']): ElementField => ({
  type,
  key,
  title: key,
  required: false,
  multiple: false,
  searchable: false,
  counter: null,
  isAdvanced: false,
  values: type === 'SELECT' ? ['red', 'white'] : [],
  showInList: false,
});

const image = (id: string, alt: string) => ({
  id,
  url: `${id}.png`,
  alt,
  width: 1,
  height: 1,
  srcset: '',
  avifSrcset: '',
});

const fields = [
  field('name', 'VARCHAR'),
  field('story', 'TEXT'),
  field('colour', 'SELECT'),
  field('vintage', 'NUMBER'),
  field('photo', 'IMAGE'),
  field('gallery', 'IMAGES'),
];

const item: ElementItemView = {
  id: 41,
  idElement: 2,
  values: {
    name: 'Cuvée du Pin',
    story: 'Née sur les coteaux.',
    colour: 'red',
    vintage: 2021,
    photo: image('p1', 'La bouteille'),
    gallery: [image('g1', 'Les vignes'), image('g2', '')],
  },
  valid: true,
  order: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('an element item’s translatable texts', () => {
  it('offers its text fields by key and its images’ alt texts by image, not its choices nor numbers', () => {
    const units = extractUnits(contentKinds.elementItem.fields, elementItemTexts(fields, item));
    expect(units.map((unit) => [unit.field, unit.text])).toEqual([
      ['texts.name.text', 'Cuvée du Pin'],
      ['texts.story.text', 'Née sur les coteaux.'],
      ['images.p1.alt', 'La bouteille'],
      ['images.g1.alt', 'Les vignes'],
    ]);
  });

  it('puts the translations back in the item’s values, the rest as written', () => {
    const english = applyUnits(
      contentKinds.elementItem.fields,
      elementItemTexts(fields, item),
      new Map([
        ['texts.name.text', 'Pine Cuvée'],
        ['images.g1.alt', 'The vines'],
      ]),
    );
    const shown = withElementItemTexts(fields, item, english);
    expect(shown.values.name).toBe('Pine Cuvée');
    expect(shown.values.story).toBe('Née sur les coteaux.');
    expect(shown.values.colour).toBe('red');
    expect(shown.values.vintage).toBe(2021);
    expect((shown.values.gallery as Array<{ alt: string }>).map((one) => one.alt)).toEqual(['The vines', '']);
    expect(item.values.name).toBe('Cuvée du Pin');
  });

  it('is called by its first text in the translation lists, else by its type and number', () => {
    expect(elementItemLabel('Cuvées', elementItemTexts(fields, item))).toBe('Cuvée du Pin');
    expect(elementItemLabel('Cuvées', elementItemTexts([field('vintage', 'NUMBER')], item))).toBe('Cuvées #41');
  });
});
