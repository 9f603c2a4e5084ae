import { describe, expect, it } from 'vitest';
import { applyUnits, extractUnits, type FieldSpec } from './translatable-path.ts';

const page: FieldSpec[] = [
  { path: 'title', format: 'text' },
  { path: 'image.alt', format: 'text' },
  { path: 'layouts[].contents[].content', format: 'html' },
];

const entity = () => ({
  id: 7,
  title: 'Nos vins',
  image: { url: '/a.png', alt: 'Une bouteille' },
  layouts: [
    {
      id: 12,
      contents: [
        { id: 40, content: '<p>Rouge</p>' },
        { id: 41, content: '<p>Blanc</p>' },
      ],
    },
    { id: 13, contents: [{ id: 42, content: '<p>Rosé</p>' }] },
  ],
});

describe('extractUnits', () => {
  it('reads each text at its concrete path, with the format of its spec', () => {
    expect(extractUnits(page, entity())).toEqual([
      { field: 'title', text: 'Nos vins', format: 'text' },
      { field: 'image.alt', text: 'Une bouteille', format: 'text' },
      { field: 'layouts.12.contents.40.content', text: '<p>Rouge</p>', format: 'html' },
      { field: 'layouts.12.contents.41.content', text: '<p>Blanc</p>', format: 'html' },
      { field: 'layouts.13.contents.42.content', text: '<p>Rosé</p>', format: 'html' },
    ]);
  });

  it('names array elements by id, else by key, else by their place', () => {
    const specs: FieldSpec[] = [{ path: 'rows[].label', format: 'text' }];
    const rows = [{ id: 5, label: 'A' }, { key: 'size', label: 'B' }, { label: 'C' }];
    expect(extractUnits(specs, { rows }).map((u) => u.field)).toEqual([
      'rows.5.label',
      'rows.size.label',
      'rows.2.label',
    ]);
  });

  it('names array elements by the attribute a path gives', () => {
    const specs: FieldSpec[] = [{ path: 'values[value].label', format: 'text' }];
    const values = [
      { id: 1, value: 'red', label: 'Rouge' },
      { id: 2, value: 'white', label: 'Blanc' },
    ];
    expect(extractUnits(specs, { values }).map((u) => u.field)).toEqual(['values.red.label', 'values.white.label']);
  });

  it('skips blank texts, missing parts and values that are not text', () => {
    const specs: FieldSpec[] = [
      { path: 'title', format: 'text' },
      { path: 'image.alt', format: 'text' },
      { path: 'layouts[].contents[].content', format: 'html' },
      { path: 'count', format: 'text' },
    ];
    expect(extractUnits(specs, { title: '  ', image: null, layouts: 'none', count: 3 })).toEqual([]);
    expect(extractUnits(specs, null)).toEqual([]);
  });
});

describe('applyUnits', () => {
  it('writes the translations into a copy, the other texts keeping their source', () => {
    const source = entity();
    const translated = applyUnits(
      page,
      source,
      new Map([
        ['title', 'Our wines'],
        ['layouts.12.contents.41.content', '<p>White</p>'],
      ]),
    );
    expect(translated.title).toBe('Our wines');
    expect(translated.image.alt).toBe('Une bouteille');
    expect(translated.layouts[0]!.contents.map((c) => c.content)).toEqual(['<p>Rouge</p>', '<p>White</p>']);
    expect(translated.layouts[1]!.contents[0]!.content).toBe('<p>Rosé</p>');
  });

  it('leaves the entity it was given untouched', () => {
    const source = entity();
    applyUnits(page, source, new Map([['title', 'Our wines']]));
    expect(source).toEqual(entity());
  });

  it('finds a moved element by its id, not its place', () => {
    const source = entity();
    source.layouts.reverse();
    const translated = applyUnits(page, source, new Map([['layouts.13.contents.42.content', '<p>Pink</p>']]));
    expect(translated.layouts[0]!.contents[0]!.content).toBe('<p>Pink</p>');
  });

  it('answers the same object when there is nothing to apply', () => {
    const source = entity();
    expect(applyUnits(page, source, new Map())).toBe(source);
  });

  it('never fills a text the source left blank', () => {
    const translated = applyUnits(page, { title: '' }, new Map([['title', 'Our wines']]));
    expect(translated.title).toBe('');
  });
});
