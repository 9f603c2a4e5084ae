import { describe, expect, it } from 'vitest';
import { langs } from './lang.ts';
import { messages, translate } from './messages.ts';

describe('server messages', () => {
  it('has every message in French and English, with the same placeholders', () => {
    for (const [key, byLang] of Object.entries(messages)) {
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const lang of langs) expect(byLang[lang].trim(), `${key} in ${lang}`).not.toBe('');
      expect(placeholders(byLang.fr_FR), key).toEqual(placeholders(byLang.en_US));
    }
  });

  it('keeps the spec wording in English', () => {
    expect(translate('user.tooYoung', 'en_US')).toBe('Person must be at least 18 years old');
    expect(translate('user.passwordTooShort', 'en_US')).toBe('Password must be at least 6 characters long');
  });

  it('fills placeholders', () => {
    expect(translate('auth.resetMailBody', 'en_US', { firstname: 'Léa', link: 'http://x/y' })).toContain('Hello Léa,');
  });
});
