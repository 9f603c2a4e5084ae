import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import {
  billingCustomerIssues,
  cardCheckoutBodySchema,
  feeReportIssues,
  requiredCustomerFields,
  returnUrlIsWellFormed,
} from './billing.ts';

const complete = {
  companyName: 'Domaine des Lilas',
  companyEmail: 'compta@domaine-des-lilas.example',
  companyPhone: '+33 3 80 00 00 00',
  vatNumber: null,
  line1: '12 rue des Vignes',
  line2: null,
  city: 'Beaune',
  postalCode: '21200',
  country: 'France',
};

const spoken: Record<keyof typeof requiredCustomerFields, [string, string]> = {
  companyName: ['Company name cannot be empty', 'Le nom de l’entreprise ne peut pas être vide'],
  companyEmail: ['Company email cannot be empty', 'L’e-mail de l’entreprise ne peut pas être vide'],
  companyPhone: ['Company phone cannot be empty', 'Le téléphone de l’entreprise ne peut pas être vide'],
  line1: ['Address cannot be empty', 'L’adresse ne peut pas être vide'],
  city: ['City cannot be empty', 'La ville ne peut pas être vide'],
  postalCode: ['Postal code cannot be empty', 'Le code postal ne peut pas être vide'],
  country: ['Country cannot be empty', 'Le pays ne peut pas être vide'],
};

describe('the Customer rules (spec 1 §5)', () => {
  it('pass a complete customer, line2 and vatNumber being optional', () => {
    expect(billingCustomerIssues(complete)).toEqual({});
  });

  for (const [field, [en, fr]] of Object.entries(spoken))
    it(`need ${field}: "${en}"`, () => {
      const key = requiredCustomerFields[field as keyof typeof requiredCustomerFields];
      expect(billingCustomerIssues({ ...complete, [field]: '  ' })).toEqual({ [field]: key });
      expect(translate(key, 'en_US')).toBe(en);
      expect(translate(key, 'fr_FR')).toBe(fr);
    });

  it('answer every missing field at once', () => {
    expect(Object.keys(billingCustomerIssues({})).sort()).toEqual(Object.keys(spoken).sort());
  });

  it('want a well-formed e-mail and fields within their length', () => {
    expect(billingCustomerIssues({ ...complete, companyEmail: 'compta@' })).toEqual({
      companyEmail: 'billing.companyEmailInvalid',
    });
    expect(billingCustomerIssues({ ...complete, postalCode: '1'.repeat(21) })).toEqual({
      postalCode: 'validation.tooLong',
    });
  });
});

describe('the checkout return addresses', () => {
  it('accept a path of the admin or an http(s) address, and nothing else', () => {
    expect(returnUrlIsWellFormed('/account/payment?checkout=success')).toBe(true);
    expect(returnUrlIsWellFormed('https://admin.cellar.example/account/payment')).toBe(true);
    expect(returnUrlIsWellFormed('//evil.example/x')).toBe(false);
    expect(returnUrlIsWellFormed('/\\evil.example')).toBe(false);
    expect(returnUrlIsWellFormed('javascript:alert(1)')).toBe(false);
    expect(returnUrlIsWellFormed('https://user:pw@admin.cellar.example/')).toBe(false);
  });

  it('refuse the others with "The return address must be an address of the administration"', () => {
    const parsed = cardCheckoutBodySchema.safeParse({ successUrl: '//evil.example', cancelUrl: '/account/payment' });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]).toMatchObject({ path: ['successUrl'], message: 'billing.returnUrlInvalid' });
    expect(translate('billing.returnUrlInvalid', 'en_US')).toBe(
      'The return address must be an address of the administration',
    );
  });
});

describe('the fee report period', () => {
  it('needs both days, real ones, the end not before the start, a year at most', () => {
    expect(feeReportIssues({ from: '2026-01-01', to: '2026-01-31' })).toEqual({});
    expect(feeReportIssues({})).toEqual({ from: 'billing.reportFromRequired', to: 'billing.reportToRequired' });
    expect(feeReportIssues({ from: '2026-02-30', to: '2026-03-01' })).toEqual({ from: 'billing.reportDateInvalid' });
    expect(feeReportIssues({ from: '2026-03-01', to: '2026-02-01' })).toEqual({ to: 'billing.reportPeriodReversed' });
    expect(feeReportIssues({ from: '2025-01-01', to: '2026-01-02' })).toEqual({ to: 'billing.reportPeriodTooLong' });
    expect(translate('billing.reportPeriodReversed', 'fr_FR')).toBe('La date de fin doit être après la date de début');
  });
});
