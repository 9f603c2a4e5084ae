import { describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '../i18n/messages.ts';
import {
  caSettingsInputSchema,
  cawlSettingsInputSchema,
  customStripeSettingsInputSchema,
  hmacKeyMinLength,
  maskPaymentSecret,
} from './provider-settings.ts';

/** The field → message keys a rule answers, as the server answers them. */
function issuesOf(schema: { safeParse(v: unknown): { success: boolean; error?: { issues: any[] } } }, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error!.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}
const both = (key: MessageKey) => [translate(key, 'en_US'), translate(key, 'fr_FR')];
const hmacKey = 'F'.repeat(hmacKeyMinLength);

describe('CA e-transactions settings (spec 1 §5)', () => {
  it('pass site, rang, identifiant and a 128-character HMAC key, test environment when none is given', () => {
    expect(caSettingsInputSchema.parse({ site: ' 1999888 ', rang: '32', identifiant: '107904482', hmacKey })).toEqual({
      site: '1999888',
      rang: '32',
      identifiant: '107904482',
      hmacKey,
      environment: 'TEST',
    });
  });

  it('say "site, rang and identifiant cannot be empty" on each blank one', () => {
    expect(issuesOf(caSettingsInputSchema, { site: '', rang: ' ', hmacKey })).toEqual({
      site: ['payment.caRequired'],
      rang: ['payment.caRequired'],
      identifiant: ['payment.caRequired'],
    });
    expect(both('payment.caRequired')).toEqual([
      'site, rang and identifiant cannot be empty',
      'site, rang et identifiant ne peuvent pas être vides',
    ]);
  });

  it('say "The HMAC key is too short" below 128 characters, and keep the stored key when it is left out', () => {
    const base = { site: '1', rang: '2', identifiant: '3' };
    expect(issuesOf(caSettingsInputSchema, { ...base, hmacKey: 'F'.repeat(127) })).toEqual({
      hmacKey: ['payment.hmacTooShort'],
    });
    expect(both('payment.hmacTooShort')).toEqual(['The HMAC key is too short', 'La clé HMAC est trop courte']);
    expect(caSettingsInputSchema.parse(base).hmacKey).toBeUndefined();
  });

  it('know the environments test, pre production, production and production 1 (spec 1 §9)', () => {
    const base = { site: '1', rang: '2', identifiant: '3' };
    for (const environment of ['test', 'PRE_PRODUCTION', 'production', 'PRODUCTION_1'])
      expect(caSettingsInputSchema.safeParse({ ...base, environment }).success).toBe(true);
    expect(issuesOf(caSettingsInputSchema, { ...base, environment: 'LIVE' })).toEqual({
      environment: ['payment.environmentInvalid'],
    });
  });
});

describe('CAWL settings', () => {
  it('say "Enseigne and private key cannot be empty" (spec 1 §5, payment provider settings)', () => {
    expect(issuesOf(cawlSettingsInputSchema, { enseigne: ' ', privateKey: '' })).toEqual({
      enseigne: ['payment.cawlRequired'],
      privateKey: ['payment.cawlRequired'],
    });
    expect(both('payment.cawlRequired')).toEqual([
      'Enseigne and private key cannot be empty',
      'L’enseigne et la clé privée ne peuvent pas être vides',
    ]);
  });
});

describe('custom Stripe keys', () => {
  it('say "Key cannot be empty", and want keys of Stripe’s kinds', () => {
    expect(issuesOf(customStripeSettingsInputSchema, { publishableKey: '', secretKey: ' ' })).toEqual({
      publishableKey: ['payment.keyRequired'],
      secretKey: ['payment.keyRequired'],
    });
    expect(both('payment.keyRequired')).toEqual(['Key cannot be empty', 'La clé ne peut pas être vide']);
    expect(issuesOf(customStripeSettingsInputSchema, { publishableKey: 'sk_x', secretKey: 'pk_x' })).toEqual({
      publishableKey: ['payment.stripeKeyInvalid'],
      secretKey: ['payment.stripeKeyInvalid'],
    });
  });
});

describe('secrets in answers', () => {
  it('show bullets and the last 4 characters of a long secret only', () => {
    expect(maskPaymentSecret('sk_test_0123456789')).toBe('••••••••6789');
    expect(maskPaymentSecret('short')).toBe('••••••••');
    expect(maskPaymentSecret(null)).toBeNull();
  });
});
