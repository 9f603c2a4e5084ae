import { describe, expect, it } from 'vitest';
import {
  elementCreateSchema,
  elementFieldSchema,
  elementInputSchema,
  elementValueIssues,
  elementValuesSchema,
  type ElementField,
  type ElementFieldInput,
  type ElementFieldType,
} from './element.ts';
import { translate } from '../i18n/messages.ts';

const field = (type: ElementFieldType, extra: Partial<ElementFieldInput> = {}): ElementField =>
  elementFieldSchema.parse({ type, key: 'value', title: type, ...extra });

/** The English message of the field `value` for this value, or null when it passes. */
function messageFor(f: ElementField, value: unknown, files = 0): string | null {
  const issues = elementValueIssues([f], { value }, files);
  const key = Object.entries(issues).find(([path]) => path.startsWith('value'))?.[1];
  return key ? translate(key, 'en_US') : null;
}

const image = { file: 0, alt: 'A bottle' };

/** For each of the 17 types: a value that passes, one that fails and its message. */
const cases: Array<[ElementFieldType, Partial<ElementFieldInput>, unknown, unknown, string]> = [
  ['VARCHAR', { counter: 5 }, 'Rosé', 'Too long a title', 'Too many characters'],
  ['TEXT', {}, 'Line one\nLine two', 42, 'Enter a text'],
  ['NUMBER', {}, 12.5, 'twelve', 'Enter a number'],
  ['BOOLEAN', {}, true, 'yes', 'Yes or no'],
  ['JSON', {}, '{"a": [1, 2]}', '{a: 1}', 'Invalid JSON configuration'],
  ['SELECT', { values: ['Red', 'White'] }, 'Red', 'Blue', 'Choose a value of the list'],
  ['IMAGE', {}, image, { file: 3, alt: '' }, 'This image was not sent'],
  ['IMAGES', {}, [image, { id: 'kept', alt: '' }], [image, { file: 2, alt: '' }], 'This image was not sent'],
  ['TAGS', {}, ['bio', 'nature'], ['bio', '  '], 'A tag cannot be empty'],
  ['PRICE', {}, 12.9, 12.999, 'A price is a positive amount with at most 2 decimals'],
  ['PERCENT', {}, 13.5, 120, 'Between 0 and 100'],
  ['FILES', {}, [4, 7], [-1], 'Choose a file of the site'],
  ['DATE', {}, '2026-06-21', '2026-02-31', 'Enter a date'],
  ['DATETIME', {}, '2026-06-21T19:30', '2026-06-21 19h', 'Enter a date and a time'],
  ['COLOR', {}, '#8a1c2b', 'red', 'A colour is written #rrggbb'],
  [
    'ADDRESS',
    {},
    { line1: '1 rue des Lilas', line2: '', postalCode: '33000', city: 'Bordeaux', country: 'FR' },
    { line1: '1 rue des Lilas', postalCode: '', city: '' },
    'An address needs its first line, postcode and city',
  ],
  [
    'IMAGE_PAIR',
    {},
    [{ order: 0, before: image, after: { file: 1, alt: '' } }],
    [{ order: 0, before: image }],
    'A pair needs a before and an after image',
  ],
];

describe('the item validator generated from an element’s fields', () => {
  it('covers the 17 field types', () => {
    expect(new Set(cases.map(([type]) => type)).size).toBe(17);
  });

  for (const [type, extra, good, bad, message] of cases) {
    it(`accepts a valid ${type} value and refuses an invalid one with “${message}”`, () => {
      const f = field(type, extra);
      expect(messageFor(f, good, 2)).toBeNull();
      expect(messageFor(f, bad, 2)).toBe(message);
    });
  }

  it('refuses an empty required field with “This field is required”, and stores an empty optional one as empty', () => {
    const fields = [field('VARCHAR', { key: 'title', required: true }), field('TAGS', { key: 'tags' })];
    expect(elementValueIssues(fields, { title: '  ' })).toEqual({ title: 'element.valueRequired' });
    expect(elementValuesSchema(fields).parse({ title: 'Fête des vendanges' })).toEqual({
      title: 'Fête des vendanges',
      tags: [],
    });
  });

  it('takes several choices of a multiple SELECT, each from its list', () => {
    const f = field('SELECT', { values: ['Red', 'White', 'Rosé'], multiple: true });
    expect(messageFor(f, ['Red', 'Rosé'])).toBeNull();
    expect(messageFor(f, ['Red', 'Blue'])).toBe('Choose a value of the list');
  });

  it('limits a text without a counter to 255 characters (VARCHAR)', () => {
    expect(messageFor(field('VARCHAR'), 'x'.repeat(255))).toBeNull();
    expect(messageFor(field('VARCHAR'), 'x'.repeat(256))).toBe('Too many characters');
  });

  it('refuses a value for a key the element does not have', () => {
    expect(elementValueIssues([field('NUMBER')], { value: 1, other: 2 })).toEqual({ other: 'validation.unknownField' });
  });

  it('writes colours in lower case and keeps tags once', () => {
    const fields = [field('COLOR', { key: 'colour' }), field('TAGS', { key: 'tags' })];
    expect(elementValuesSchema(fields).parse({ colour: '#8A1C2B', tags: ['bio', 'bio'] })).toEqual({
      colour: '#8a1c2b',
      tags: ['bio'],
    });
  });
});

describe('an element’s definition', () => {
  const issues = (schema: typeof elementInputSchema | typeof elementCreateSchema, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), translate(i.message, 'en_US')]));
  };

  it('refuses an empty slug with “Slug cannot be empty”', () => {
    expect(issues(elementInputSchema, { route: ' ', name: 'Events', fields: [] })).toEqual({
      route: 'Slug cannot be empty',
    });
  });

  it('refuses a field without a key with “Key cannot be empty”', () => {
    expect(
      issues(elementInputSchema, { route: 'events', name: 'Events', fields: [{ type: 'TEXT', key: '' }] }),
    ).toEqual({ 'fields.0.key': 'Key cannot be empty' });
  });

  it('refuses two fields with one key, and a SELECT without choices', () => {
    const fields = [
      { type: 'TEXT', key: 'a' },
      { type: 'SELECT', key: 'a' },
    ];
    expect(issues(elementInputSchema, { route: 'events', name: 'Events', fields })).toEqual({
      'fields.1.key': 'Another field has this key',
      'fields.1.values': 'A list needs at least one choice',
    });
  });

  it('keeps a counter for texts only', () => {
    expect(
      issues(elementInputSchema, { route: 'e', name: 'E', fields: [{ type: 'NUMBER', key: 'n', counter: 3 }] }),
    ).toEqual({ 'fields.0.counter': 'Only texts have a character counter' });
  });

  it('imports a model by its id alone', () => {
    expect(issues(elementCreateSchema, { fromModel: 3 })).toEqual({});
    expect(issues(elementCreateSchema, { name: 'Events' })).toEqual({ route: 'Slug cannot be empty' });
  });
});
