import { describe, expect, it } from 'vitest';
import { visibleInputs } from '../../content/form-logic.ts';
import { tastingBookingForm } from '../../content/form-test-form.ts';
import { applyUnits, extractUnits } from '../translatable-path.ts';
import { contentKinds } from './content-kinds.ts';

const form = { id: 3, name: 'Tasting booking', ...tastingBookingForm() };
const formFields = contentKinds.form.fields;

/** Every unit of an entity "translated": the source prefixed with `EN `. */
function translatedAll<T>(fields: typeof formFields, entity: T): T {
  const units = extractUnits(fields, entity);
  return applyUnits(fields, entity, new Map(units.map((unit) => [unit.field, `EN ${unit.text}`])));
}

describe('a form’s translatable texts', () => {
  it('offers what a visitor reads: group titles, the loop’s name, labels and the choices’ labels', () => {
    const fields = extractUnits(formFields, form).map((unit) => unit.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'groups.contact.title',
        'groups.guests.loop.name',
        'groups.contact.rows.r1.inputs.fullName.name',
        'groups.contact.rows.r2.inputs.slot.values.morning.label',
        'groups.contact.rows.r3.inputs.wines.values.rose.label',
      ]),
    );
  });

  it('never offers the keys, the choices’ values nor the conditions', () => {
    const fields = extractUnits(formFields, form).map((unit) => unit.field);
    expect(fields.filter((path) => /\.(key|value|default|condition)$|^conditionGroups/.test(path))).toEqual([]);
    expect(extractUnits(formFields, form).map((unit) => unit.text)).not.toContain('Dietary needs ticked');
  });

  it('keeps its conditions working once translated: the same answers show the same inputs', () => {
    const english = translatedAll(formFields, form);
    const answers = { dietaryNeeds: true, slot: 'morning', wines: ['red'] };
    const paths = (content: typeof form) => visibleInputs(content, answers).map((visible) => visible.path);
    expect(paths(english)).toEqual(paths(form));
    expect(paths(english)).toContain('dietaryDetails');
    const slot = english.groups[0]!.rows[1]!.inputs[0]!;
    expect(slot.values).toEqual([
      { value: 'morning', label: 'EN Morning' },
      { value: 'afternoon', label: 'EN Afternoon' },
    ]);
  });
});

describe('news, blog and album texts', () => {
  it('marks a news item’s description as rich text and offers its image’s alt text', () => {
    const news = { id: 1, title: 'Harvest', description: '<p>In</p>', image: { url: 'a.png', alt: 'Grapes' } };
    expect(extractUnits(contentKinds.news.fields, news)).toEqual([
      { field: 'title', text: 'Harvest', format: 'text' },
      { field: 'description', text: '<p>In</p>', format: 'html' },
      { field: 'image.alt', text: 'Grapes', format: 'text' },
    ]);
  });

  it('names an album image’s alt text by the image, so reordering keeps its translation', () => {
    const album = { id: 2, title: 'Harvest 2024', description: '', images: [{ id: 7, alt: 'Vines' }] };
    expect(extractUnits(contentKinds.album.fields, album).map((unit) => unit.field)).toEqual(['title', 'images.7.alt']);
  });
});
