import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import { ctaButtonIssues, ctaButtonsInputSchema, emptyCtaButton } from './cta-buttons.ts';

const shown = { label: { fr_FR: 'Réserver', en_US: '' }, url: '/services', valid: true };

describe('the call-to-action button rules', () => {
  it('pass a shown button with its French label and a path, and a hidden empty one', () => {
    expect(ctaButtonIssues(shown)).toEqual({});
    expect(ctaButtonIssues(emptyCtaButton())).toEqual({});
    expect(ctaButtonIssues({ ...shown, url: 'https://example.org/a?b=1' })).toEqual({});
  });

  it('need a label and an address on a shown button', () => {
    expect(ctaButtonIssues({ ...emptyCtaButton(), valid: true })).toEqual({
      'label.fr_FR': 'cta.labelRequired',
      url: 'cta.urlRequired',
    });
    expect(translate('cta.labelRequired', 'en_US')).toBe('A shown button needs a label');
    expect(translate('cta.urlRequired', 'fr_FR')).toBe('Un bouton affiché doit avoir une adresse');
  });

  it('refuse an address that is neither a path of the site nor http(s)', () => {
    for (const url of ['javascript:alert(1)', '//evil.example', 'services', 'ftp://x'])
      expect(ctaButtonIssues({ ...shown, url }), url).toEqual({ url: 'cta.urlInvalid' });
  });

  it('answer the failing fields of both buttons on their paths', () => {
    const parsed = ctaButtonsInputSchema.safeParse({ primary: { ...shown, url: 'x' }, secondary: emptyCtaButton() });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['primary.url', 'cta.urlInvalid']]);
  });
});
