import { describe, expect, it } from 'vitest';
import {
  costError,
  customizationInputSchema,
  customizationLinkInputSchema,
  customizationValueInputSchema,
} from './customization.ts';

const errorsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('customization rules', () => {
  it('accepts an engraving text with a fixed cost and drops what a text does not use', () => {
    const parsed = customizationInputSchema.parse({
      label: ' Engraving ',
      inputType: 'TEXT',
      costType: 'FIXED',
      cost: '4,5',
      textMaxLength: 30,
      allowedExtensions: ['pdf'],
      maxFileSize: 10,
    });
    expect(parsed).toMatchObject({
      label: 'Engraving',
      inputType: 'TEXT',
      costType: 'FIXED',
      cost: 4.5,
      textMaxLength: 30,
      allowedExtensions: [],
      maxFileSize: null,
    });
  });

  it('asks for a label ("Please enter a label") and an input type', () => {
    expect(errorsOf(customizationInputSchema.safeParse({ label: '' }))).toEqual({
      label: 'customization.labelRequired',
      inputType: 'customization.inputTypeRequired',
    });
  });

  it('is free when no cost type is given, and keeps no cost then', () => {
    expect(customizationInputSchema.parse({ label: 'Message', inputType: 'TEXTAREA', cost: 3 })).toMatchObject({
      costType: 'FREE',
      cost: null,
    });
  });

  it('asks for a cost over 0 under a cost type, and at most 100 as a percentage', () => {
    expect(
      errorsOf(customizationInputSchema.safeParse({ label: 'Box', inputType: 'TEXT', costType: 'PER_UNIT', cost: 0 })),
    ).toEqual({ cost: 'customization.costInvalid' });
    expect(
      errorsOf(customizationInputSchema.safeParse({ label: 'Box', inputType: 'TEXT', costType: 'PERCENT', cost: 120 })),
    ).toEqual({ cost: 'customization.percentTooHigh' });
  });

  it('leaves the cost of a choice to its values', () => {
    expect(
      customizationInputSchema.parse({ label: 'Gift wrap', inputType: 'SELECT', costType: 'FIXED' }),
    ).toMatchObject({ costType: 'FIXED', cost: null });
  });

  it('asks a file for at least one extension, read without dot or case', () => {
    expect(
      errorsOf(customizationInputSchema.safeParse({ label: 'Logo', inputType: 'FILE', allowedExtensions: [] })),
    ).toEqual({ allowedExtensions: 'customization.extensionsRequired' });
    expect(
      customizationInputSchema.parse({ label: 'Logo', inputType: 'FILE', allowedExtensions: ['.PDF', 'pdf', 'ai'] })
        .allowedExtensions,
    ).toEqual(['pdf', 'ai']);
    expect(
      errorsOf(customizationInputSchema.safeParse({ label: 'Logo', inputType: 'FILE', allowedExtensions: ['p d f'] })),
    ).toEqual({ 'allowedExtensions.0': 'customization.extensionInvalid' });
  });

  it('takes only the spec’s image extensions for an image', () => {
    expect(
      errorsOf(
        customizationInputSchema.safeParse({ label: 'Photo', inputType: 'IMAGE', allowedExtensions: ['png', 'exe'] }),
      ),
    ).toEqual({ 'allowedExtensions.1': 'media.invalidImageType' });
  });

  it('bounds file sizes and image sizes: whole numbers over 0, minimum not above maximum, within the limits', () => {
    const result = customizationInputSchema.safeParse({
      label: 'Photo',
      inputType: 'IMAGE',
      allowedExtensions: ['jpg'],
      minFileSize: 500,
      maxFileSize: 100,
      minImageWidth: 0,
      maxImageHeight: 30_000,
      minImageHeight: 1.5,
    });
    expect(errorsOf(result)).toEqual({
      maxFileSize: 'customization.boundsOrder',
      minImageWidth: 'customization.boundInvalid',
      minImageHeight: 'customization.boundInvalid',
      maxImageHeight: 'customization.imageBoundTooBig',
    });
    expect(
      errorsOf(
        customizationInputSchema.safeParse({
          label: 'Video',
          inputType: 'FILE',
          allowedExtensions: ['mp4'],
          maxFileSize: 50_000,
        }),
      ),
    ).toEqual({ maxFileSize: 'customization.fileTooBig' });
  });

  it('asks a text for a maximum length over 0', () => {
    expect(
      errorsOf(customizationInputSchema.safeParse({ label: 'Name', inputType: 'TEXT', textMaxLength: -1 })),
    ).toEqual({ textMaxLength: 'customization.boundInvalid' });
  });
});

describe('customization value rules', () => {
  it('asks for a label ("Label and customization required") and no negative cost', () => {
    expect(errorsOf(customizationValueInputSchema.safeParse({ label: ' ', cost: -1 }))).toEqual({
      label: 'customization.valueLabelRequired',
      cost: 'customization.valueCostInvalid',
    });
  });

  it('is free unless a cost is given', () => {
    expect(customizationValueInputSchema.parse({ label: ' Gold ' })).toEqual({ label: 'Gold', cost: 0 });
  });

  it('checks a value’s cost against its customization’s cost type', () => {
    expect(costError('PERCENT', 150, { allowZero: true })).toBe('customization.percentTooHigh');
    expect(costError('FIXED', 150, { allowZero: true })).toBeNull();
    expect(costError('FIXED', 0, { allowZero: true })).toBeNull();
    expect(costError('FIXED', 0, { allowZero: false })).toBe('customization.costInvalid');
  });
});

describe('customization link rules', () => {
  it('is optional unless told required', () => {
    expect(customizationLinkInputSchema.parse({})).toEqual({ required: false });
    expect(customizationLinkInputSchema.parse({ required: true })).toEqual({ required: true });
    expect(customizationLinkInputSchema.safeParse({ required: true, idProduct: 3 }).success).toBe(false);
  });
});
