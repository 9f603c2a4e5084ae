import { describe, expect, it } from 'vitest';
import { translatableKinds } from '@cellar/shared/translations/translatable-kinds';
import { catalogue as en } from '../../../i18n/translations/en_US.ts';
import { catalogue as fr } from '../../../i18n/translations/fr_FR.ts';

/** The last named part of a kind's field path, as `fieldLabel` names a unit's field (`images[].alt` → `alt`). */
const fieldNames = [
  ...new Set(
    Object.values(translatableKinds).flatMap((kind) =>
      kind.fields.map((field) =>
        field.path
          .replace(/\[[^\]]*\]/g, '')
          .split('.')
          .at(-1)!,
      ),
    ),
  ),
];

describe('the names the translation lists give units', () => {
  it('names every kind of content in French and in English', () => {
    for (const kind of Object.keys(translatableKinds)) {
      expect(en.kind, kind).toHaveProperty(kind);
      expect(fr.kind, kind).toHaveProperty(kind);
    }
  });

  it('names every field a kind declares in French and in English, never by its raw key', () => {
    for (const field of fieldNames) {
      expect(en.fields, field).toHaveProperty(field);
      expect(fr.fields, field).toHaveProperty(field);
    }
  });
});
