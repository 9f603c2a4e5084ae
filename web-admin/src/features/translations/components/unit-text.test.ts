import { describe, expect, it } from 'vitest';
import { translatableKindNames } from '@cellar/shared/translations/translatable-kinds';
import { catalogue as en } from '../../../i18n/translations/en_US.ts';
import { catalogue as fr } from '../../../i18n/translations/fr_FR.ts';
import { excerpt, plainText } from './unit-text.ts';

describe('the texts of a translation row', () => {
  it('names every translatable kind in French and in English', () => {
    const unnamed = translatableKindNames.filter(
      (kind) => !Object.hasOwn(fr.kind, kind) || !Object.hasOwn(en.kind, kind),
    );
    expect(unnamed).toEqual([]);
  });

  it('shows the words of a rich text without its tags, a block’s last word apart from the next block’s first', () => {
    expect(plainText('<h2>Les vendanges</h2><p>Un <strong>grand</strong> millésime</p>', 'html')).toBe(
      'Les vendanges Un grand millésime',
    );
    expect(plainText('<p>L’hiver : la taille</p><p>De décembre à mars</p>', 'html')).toBe(
      'L’hiver : la taille De décembre à mars',
    );
    expect(plainText('<b>as typed</b>', 'text')).toBe('<b>as typed</b>');
  });

  it('cuts a long text to an excerpt and shows nothing for a missing translation', () => {
    expect(excerpt('a'.repeat(200), 'text', 10)).toBe(`${'a'.repeat(9)}…`);
    expect(excerpt(null, 'text')).toBe('');
  });
});
