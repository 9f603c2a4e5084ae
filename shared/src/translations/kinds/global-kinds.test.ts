import { describe, expect, it } from 'vitest';
import { mailKeys } from '../../mail/mail-keys.ts';
import { translatableKinds } from '../translatable-kinds.ts';
import { extractUnits } from '../translatable-path.ts';
import { ctaButtonTexts, mailKeyOfEntity, mailModelEntityId } from './global-kinds.ts';

describe('the global kinds', () => {
  it('name each mail model by a stable number, its key’s place from 1, and back', () => {
    expect(mailModelEntityId('order-confirmation')).toBe(1);
    for (const key of mailKeys) expect(mailKeyOfEntity(mailModelEntityId(key))).toBe(key);
  });

  it('make a mail model’s subject and HTML body two units', () => {
    const units = extractUnits(translatableKinds.mailModel!.fields, { subject: 'Bienvenue', body: '<p>Bonjour</p>' });
    expect(units).toEqual([
      { field: 'subject', text: 'Bienvenue', format: 'text' },
      { field: 'body', text: '<p>Bonjour</p>', format: 'html' },
    ]);
  });

  it('make the CTA buttons’ labels in the source language units, a hidden empty one none', () => {
    const hidden = { label: { fr_FR: '', en_US: '' }, url: '', valid: false };
    const buttons = { primary: { ...hidden, label: { fr_FR: 'Réserver', en_US: 'Book' } }, secondary: hidden };
    const units = extractUnits(translatableKinds.ctaButton!.fields, ctaButtonTexts(buttons, 'fr_FR'));
    expect(units).toEqual([{ field: 'primary.label', text: 'Réserver', format: 'text' }]);
  });

  it('make a nomenclature entry’s name one unit', () => {
    expect(extractUnits(translatableKinds.nomenclature!.fields, { name: 'Rouge' })).toEqual([
      { field: 'name', text: 'Rouge', format: 'text' },
    ]);
  });
});
