import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import { discountInputSchema, displayDay, type DiscountRawInput } from './discount.ts';

/** Each field's messages in English, as the server answers them. */
function errorsOf(input: DiscountRawInput): Record<string, string[]> {
  const result = discountInputSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (errors[issue.path.join('.')] ??= []).push(translate(issue.message, 'en_US'));
  return errors;
}

const general: DiscountRawInput = {
  label: 'Welcome',
  code: 'BIENVENUE',
  type: 'EURO',
  destinationType: 'GENERAL',
  detailType: 'PRODUCTS',
  amount: 10,
  total: 100,
};

describe('discount rules (spec 1 §5 "Discount")', () => {
  it('accepts a GENERAL code and reads numbers and dates as a form sends them', () => {
    expect(
      discountInputSchema.parse({
        ...general,
        amount: '7,5',
        total: '50',
        startOn: '01/09/2026',
        endOn: '2026-09-30',
        usableOnce: true,
      }),
    ).toEqual({
      label: 'Welcome',
      code: 'BIENVENUE',
      type: 'EURO',
      destinationType: 'GENERAL',
      detailType: 'PRODUCTS',
      amount: 7.5,
      total: 50,
      users: [],
      decreasingLimit: null,
      idProducts: [],
      startOn: '2026-09-01',
      endOn: '2026-09-30',
      valid: undefined,
      usableOnce: true,
    });
  });

  it('asks for a label: "Label cannot be empty"', () => {
    expect(errorsOf({ ...general, label: '  ' })).toEqual({ label: ['Label cannot be empty'] });
  });

  it('asks for a code on a GENERAL or SPECIFIC discount: "Code cannot be empty"', () => {
    expect(errorsOf({ ...general, code: '' })).toEqual({ code: ['Code cannot be empty'] });
    expect(errorsOf({ ...general, destinationType: 'SPECIFIC', users: [3], code: null })).toEqual({
      code: ['Code cannot be empty'],
    });
  });

  it('needs no code on an automatic discount, and drops one that was sent', () => {
    const parsed = discountInputSchema.parse({
      ...general,
      destinationType: 'DECREASING',
      decreasingLimit: 6,
      code: '',
      usableOnce: true,
      total: 10,
    });
    expect(parsed).toMatchObject({ code: null, usableOnce: false, total: null, decreasingLimit: 6 });
  });

  it('refuses a code shoppers could not type', () => {
    expect(errorsOf({ ...general, code: 'AB' })).toEqual({ code: ['A code has 3 to 40 letters, digits, - or _'] });
    expect(errorsOf({ ...general, code: 'NOËL 2026' })).toEqual({
      code: ['A code has 3 to 40 letters, digits, - or _'],
    });
  });

  it('asks for a type: "You must choose a type"', () => {
    expect(errorsOf({ ...general, type: '' })).toEqual({ type: ['You must choose a type'] });
    expect(errorsOf({ ...general, type: 'HALF' })).toEqual({ type: ['Invalid value'] });
  });

  it('asks for a destination type: "You must choose a destination type"', () => {
    expect(errorsOf({ ...general, destinationType: null })).toEqual({
      destinationType: ['You must choose a destination type'],
    });
  });

  it('asks on what it applies: "You must choose on what the discount will be applied"', () => {
    expect(errorsOf({ ...general, detailType: '' })).toEqual({
      detailType: ['You must choose on what the discount will be applied'],
    });
  });

  it('puts an automatic discount on the products only', () => {
    expect(errorsOf({ ...general, destinationType: 'PRODUCT', idProducts: [4], detailType: 'SHIPPING_FEES' })).toEqual({
      detailType: ['An automatic discount applies to the products only'],
    });
    expect(errorsOf({ ...general, detailType: 'SHIPPING_FEES' })).toEqual({});
  });

  it('asks for an amount over 0: "Discount must be positive"', () => {
    expect(errorsOf({ ...general, amount: 0 })).toEqual({ amount: ['Discount must be positive'] });
    expect(errorsOf({ ...general, amount: '-5' })).toEqual({ amount: ['Discount must be positive'] });
    expect(errorsOf({ ...general, amount: '' })).toEqual({ amount: ['Discount must be positive'] });
  });

  it('keeps a percentage at 100 at most: "Discount cannot be more than 100%"', () => {
    expect(errorsOf({ ...general, type: 'PERCENT', amount: 100.5 })).toEqual({
      amount: ['Discount cannot be more than 100%'],
    });
    expect(errorsOf({ ...general, type: 'PERCENT', amount: 100 })).toEqual({});
    expect(errorsOf({ ...general, type: 'EURO', amount: 150 })).toEqual({});
  });

  it('refuses an amount below the cent', () => {
    expect(errorsOf({ ...general, amount: 1.005 })).toEqual({ amount: ['Invalid value'] });
  });

  it('refuses a negative total of uses on a GENERAL code: "Total must be positive"', () => {
    expect(errorsOf({ ...general, total: -1 })).toEqual({ total: ['Total must be positive'] });
    expect(errorsOf({ ...general, total: 2.5 })).toEqual({ total: ['Enter a whole number'] });
    // Typed "1.3" is refused as it is, never read as 13.
    expect(errorsOf({ ...general, total: '1.3' })).toEqual({ total: ['Enter a whole number'] });
    // 0 or blank: no limit.
    expect(discountInputSchema.parse({ ...general, total: 0 }).total).toBeNull();
    expect(discountInputSchema.parse({ ...general, total: '' }).total).toBeNull();
  });

  it('asks a SPECIFIC code for its customers: "You must add at least one user"', () => {
    expect(errorsOf({ ...general, destinationType: 'SPECIFIC', users: [] })).toEqual({
      users: ['You must add at least one user'],
    });
    expect(discountInputSchema.parse({ ...general, destinationType: 'SPECIFIC', users: [3, '7', 3] }).users).toEqual([
      3, 7,
    ]);
  });

  it('asks a DECREASING discount for its units: "The number of unit must be greater than 0"', () => {
    const decreasing = { ...general, code: null, destinationType: 'DECREASING' };
    expect(errorsOf({ ...decreasing, decreasingLimit: 0 })).toEqual({
      decreasingLimit: ['The number of unit must be greater than 0'],
    });
    expect(errorsOf({ ...decreasing })).toEqual({ decreasingLimit: ['The number of unit must be greater than 0'] });
    expect(errorsOf({ ...decreasing, decreasingLimit: 2.5 })).toEqual({ decreasingLimit: ['Enter a whole number'] });
    expect(errorsOf({ ...decreasing, decreasingLimit: '6,0' })).toEqual({ decreasingLimit: ['Enter a whole number'] });
  });

  it('asks a PRODUCT discount for its products: "You must add at least one product"', () => {
    expect(errorsOf({ ...general, code: null, destinationType: 'PRODUCT', idProducts: [] })).toEqual({
      idProducts: ['You must add at least one product'],
    });
  });

  it('refuses an end before the start: "End on cannot be before start on"', () => {
    expect(errorsOf({ ...general, startOn: '10/09/2026', endOn: '09/09/2026' })).toEqual({
      endOn: ['End on cannot be before start on'],
    });
    expect(errorsOf({ ...general, startOn: '10/09/2026', endOn: '10/09/2026' })).toEqual({});
  });

  it('refuses a date that does not exist', () => {
    expect(errorsOf({ ...general, startOn: '31/02/2026', endOn: 'tomorrow' })).toEqual({
      startOn: ['Invalid date'],
      endOn: ['Invalid date'],
    });
  });

  it('reports every field at once', () => {
    expect(
      Object.keys(errorsOf({ destinationType: 'GENERAL', startOn: '02/01/2026', endOn: '01/01/2026' })).sort(),
    ).toEqual(['amount', 'code', 'detailType', 'endOn', 'label', 'type']);
  });

  it('refuses a field it does not know', () => {
    expect(discountInputSchema.safeParse({ ...general, idSite: 2 }).success).toBe(false);
  });

  it('shows days as dd/mm/yyyy', () => {
    expect(displayDay('2026-09-30')).toBe('30/09/2026');
    expect(displayDay(null)).toBeNull();
  });
});
