import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import { informationFieldIssue, siteInformationInputSchema } from './information.ts';

const issuesOf = (input: unknown) => {
  const result = siteInformationInputSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the site’s public information rules', () => {
  it('accepts an empty information (every field optional) and keeps empty fields as null', () => {
    expect(siteInformationInputSchema.parse({ phone: '', email: ' ' })).toMatchObject({
      phone: null,
      email: null,
      openingHours: {},
      social: {},
    });
  });

  it('refuses a bad email, a bad phone and a social link that is not https', () => {
    expect(
      issuesOf({ email: 'contact@', phone: 'call me', social: { facebook: 'http://facebook.com/x', x: 'x.com' } }),
    ).toEqual({
      email: 'information.invalidEmail',
      phone: 'information.invalidPhone',
      'social.facebook': 'information.invalidUrl',
      'social.x': 'information.invalidUrl',
    });
    expect(translate('information.invalidUrl', 'en_US')).toBe('The address must start with https://');
    expect(translate('information.invalidEmail', 'fr_FR')).toBe('Adresse e-mail invalide');
  });

  it('accepts phones as people write them, and refuses an unknown day or network', () => {
    for (const phone of ['+33 3 80 22 00 00', '03.80.22.00.00', '(555) 123-4567'])
      expect(informationFieldIssue('phone', phone), phone).toBeNull();
    expect(Object.keys(issuesOf({ openingHours: { FUNDAY: '9:00' } }))[0]).toMatch(/^openingHours/);
    expect(Object.keys(issuesOf({ social: { myspace: 'https://myspace.com/x' } }))[0]).toMatch(/^social/);
  });
});
