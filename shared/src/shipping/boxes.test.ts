import { describe, expect, it } from 'vitest';
import { boxOrderInputSchema, boxQuantityInputSchema, globalBoxInputSchema, siteBoxInputSchema } from './boxes.ts';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const bottle = {
  mainType: 'BOTTLE',
  bottleBoxCapacity: 6,
  bottleCapacity: 75,
  width: 27,
  height: 37,
  depth: 19,
  boxWeight: 1,
};

describe('box rules (shared by the admin forms and the server)', () => {
  it('reads a BOTTLE box and drops the weight capacity it does not use', () => {
    expect(siteBoxInputSchema.parse({ ...bottle, weightBoxCapacity: 3, name: ' Lilas 6 ', quantity: '12' })).toEqual({
      mainType: 'BOTTLE',
      name: 'Lilas 6',
      bottleBoxCapacity: 6,
      bottleCapacity: 75,
      weightBoxCapacity: null,
      width: 27,
      height: 37,
      depth: 19,
      boxWeight: 1,
      quantity: 12,
    });
  });

  it('checks every field at once, with the message keys of the spec', () => {
    const result = siteBoxInputSchema.safeParse({
      mainType: 'BOTTLE',
      bottleBoxCapacity: 0,
      width: 0,
      height: 1,
      depth: 1,
      boxWeight: 0,
      quantity: -1,
    });
    expect(messagesOf(result)).toEqual({
      bottleBoxCapacity: 'box.capacityInvalid',
      bottleCapacity: 'box.bottleCapacityInvalid',
      width: 'box.widthInvalid',
      boxWeight: 'box.weightInvalid',
      quantity: 'box.quantityNegative',
    });
  });

  it('needs a main type, and checks a WEIGHT box by its kg', () => {
    expect(messagesOf(siteBoxInputSchema.safeParse({ ...bottle, mainType: undefined }))).toEqual({
      mainType: 'box.typeRequired',
    });
    expect(messagesOf(siteBoxInputSchema.safeParse({ ...bottle, mainType: 'WEIGHT' }))).toEqual({
      weightBoxCapacity: 'box.capacityInvalid',
    });
  });

  it('refuses a box whose slots, stock or order is no whole number, as a number or as text with a point or a comma', () => {
    for (const value of [2.5, '2.5', '2,5', '1.000']) {
      expect(messagesOf(siteBoxInputSchema.safeParse({ ...bottle, bottleBoxCapacity: value }))).toEqual({
        bottleBoxCapacity: 'validation.wholeNumber',
      });
      expect(
        messagesOf(globalBoxInputSchema.safeParse({ ...bottle, type: 'LA_RUCHE', bottleBoxCapacity: value })),
      ).toEqual({ bottleBoxCapacity: 'validation.wholeNumber' });
      expect(messagesOf(siteBoxInputSchema.safeParse({ ...bottle, quantity: value }))).toEqual({
        quantity: 'validation.wholeNumber',
      });
      expect(messagesOf(boxQuantityInputSchema.safeParse({ quantity: value }))).toEqual({
        quantity: 'validation.wholeNumber',
      });
      expect(messagesOf(boxOrderInputSchema.safeParse({ idBox: 7, quantity: value }))).toEqual({
        quantity: 'validation.wholeNumber',
      });
    }
    // Decimal sizes stay decimals.
    expect(siteBoxInputSchema.parse({ ...bottle, bottleCapacity: '37,5', boxWeight: 0.7 })).toMatchObject({
      bottleCapacity: 37.5,
      boxWeight: 0.7,
    });
  });

  it('takes a range only on a global box, VIGNOBLE_EXPORT or LA_RUCHE', () => {
    expect(globalBoxInputSchema.parse({ ...bottle, type: 'LA_RUCHE' }).type).toBe('LA_RUCHE');
    expect(messagesOf(globalBoxInputSchema.safeParse({ ...bottle, type: 'OTHER' }))).toEqual({
      type: 'box.invalidType',
    });
    expect(siteBoxInputSchema.safeParse({ ...bottle, type: 'LA_RUCHE' }).success).toBe(false);
  });

  it('needs a box and a number over 0 to order, and a stock of at least 0', () => {
    expect(messagesOf(boxOrderInputSchema.safeParse({ quantity: '0' }))).toEqual({
      idBox: 'box.orderBoxRequired',
      quantity: 'box.orderQuantityInvalid',
    });
    expect(boxOrderInputSchema.parse({ idBox: '7', quantity: 3 })).toEqual({ idBox: 7, quantity: 3, comment: null });
    expect(messagesOf(boxQuantityInputSchema.safeParse({ quantity: -1 }))).toEqual({
      quantity: 'box.quantityNegative',
    });
    expect(boxQuantityInputSchema.parse({ quantity: 0 })).toEqual({ quantity: 0 });
  });
});
