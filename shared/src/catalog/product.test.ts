import { describe, expect, it } from 'vitest';
import { productAddSchema, productUpdateSchema, vintageInputSchema, vintageUpdateSchema } from './product.ts';

const png = { filename: 'bottle.png', contentType: 'image/png', size: 1000, data: new Uint8Array(4) };

const wine = {
  productType: 'WINE',
  name: 'Les Lilas',
  description: 'A red wine',
  price: '12,50',
  multipleOf: 6,
  isVintage: true,
  year: 2022,
  capacity: 75,
  kind: 3,
  grapes: [
    { id: 1, percent: 60 },
    { id: 2, percent: 40 },
  ],
  images: [png],
  imageMeta: [{ file: 0, alt: 'The bottle' }],
};

function errors(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}): Record<string, string> {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('product add rules', () => {
  it('accepts a wine with grapes 60/40 and reads comma decimals', () => {
    const result = productAddSchema.safeParse(wine);
    expect(result.success).toBe(true);
    expect(result.data?.firstVintage).toMatchObject({ year: 2022, price: 12.5, capacity: 75, sellByMultipleOf: 6 });
  });

  it('refuses grapes that do not total 100', () => {
    const result = productAddSchema.safeParse({
      ...wine,
      grapes: [
        { id: 1, percent: 60 },
        { id: 2, percent: 30 },
      ],
    });
    expect(errors(result)).toEqual({ grapes: 'product.percentSum' });
  });

  it('stops at a missing type, after the name, image and price checks', () => {
    const result = productAddSchema.safeParse({ productType: '', kind: null, capacity: 0, images: [], imageMeta: [] });
    expect(errors(result)).toEqual({
      name: 'product.nameRequired',
      description: 'product.descriptionRequired',
      images: 'product.imageRequired',
      price: 'product.priceInvalid',
      productType: 'product.typeRequired',
    });
  });

  it('asks for a year, a capacity and a kind for a vintage wine', () => {
    const result = productAddSchema.safeParse({ ...wine, year: '', capacity: 0, kind: null });
    expect(errors(result)).toEqual({
      year: 'product.yearRequired',
      capacity: 'product.capacityInvalid',
      kind: 'product.kindRequired',
    });
  });

  it('asks for a weight when shipping fees apply to a physical product', () => {
    expect(errors(productAddSchema.safeParse({ ...wine, hasShippingFees: true }))).toEqual({
      weight: 'product.weightInvalid',
    });
    expect(productAddSchema.safeParse({ ...wine, hasShippingFees: true, isDematerialized: true }).success).toBe(true);
  });

  it('wants the box quantities to sum to the bottles of the box', () => {
    const box = {
      ...wine,
      productType: 'BOX',
      products: [
        { id: 4, quantity: 2 },
        { id: 5, quantity: 3 },
      ],
    };
    expect(errors(productAddSchema.safeParse(box))).toEqual({ products: 'product.boxQuantitySum' });
    expect(productAddSchema.safeParse({ ...box, multipleOf: 5 }).success).toBe(true);
  });

  it('requires an alt text for each image', () => {
    expect(errors(productAddSchema.safeParse({ ...wine, imageMeta: [{ file: 0, alt: ' ' }] }))).toEqual({
      'imageMeta.0.alt': 'product.altRequired',
    });
  });

  it('refuses a negative stock when the quantity is managed', () => {
    expect(errors(productAddSchema.safeParse({ ...wine, setQuantity: true, quantity: -1 }))).toEqual({
      quantity: 'product.quantityNegative',
    });
  });

  it('does not ask an OTHER product for a sold-by', () => {
    expect(productAddSchema.safeParse({ ...wine, productType: 'OTHER', multipleOf: null, grapes: [] }).success).toBe(
      true,
    );
  });
});

describe('product update and vintage rules', () => {
  it('needs an image for a box only', () => {
    const update = { productType: 'OTHER', name: 'Tire-bouchon', description: 'Steel', price: 9 };
    expect(productUpdateSchema.safeParse(update).success).toBe(true);
    expect(errors(productUpdateSchema.safeParse({ ...update, productType: 'BOX', multipleOf: 0 }))).toMatchObject({
      images: 'product.imageRequired',
      multipleOf: 'product.multipleOfInvalid',
    });
  });

  it('checks a vintage year, price and capacity', () => {
    expect(errors(vintageInputSchema.safeParse({ isVintage: true, price: 0, capacity: '' }))).toEqual({
      year: 'product.yearRequired',
      price: 'product.priceInvalid',
      capacity: 'product.capacityInvalid',
    });
  });
});

describe('stock on update: only when sent (docs/decisions.md "Catalogue API", stock)', () => {
  const vintage = { year: 2022, price: 12, capacity: 75 };

  it('starts a new vintage without a stock at 0, and takes no previousQuantity on add', () => {
    expect(vintageInputSchema.parse(vintage).quantity).toBe(0);
    expect(vintageInputSchema.safeParse({ ...vintage, previousQuantity: 3 }).success).toBe(false);
  });

  it('leaves a vintage update without quantity without one (the stock is kept), never 0', () => {
    expect(vintageUpdateSchema.parse(vintage)).toMatchObject({ quantity: undefined, previousQuantity: undefined });
    expect(vintageUpdateSchema.parse({ ...vintage, quantity: '' })).toMatchObject({ quantity: undefined });
    expect(vintageUpdateSchema.parse({ ...vintage, quantity: '7', previousQuantity: 10 })).toMatchObject({
      quantity: 7,
      previousQuantity: 10,
    });
  });

  it('refuses a previousQuantity that is not a whole number', () => {
    expect(errors(vintageUpdateSchema.safeParse({ ...vintage, previousQuantity: '2.5' }))).toEqual({
      previousQuantity: 'validation.wholeNumber',
    });
    const update = { productType: 'OTHER', name: 'Tire-bouchon', description: 'Steel', price: 9, setQuantity: true };
    expect(errors(productUpdateSchema.safeParse({ ...update, quantity: 4, previousQuantity: 'x' }))).toEqual({
      previousQuantity: 'validation.wholeNumber',
    });
    expect(productUpdateSchema.parse({ ...update, quantity: 4, previousQuantity: 7 })).toMatchObject({
      quantity: 4,
      previousQuantity: 7,
    });
    expect(productUpdateSchema.parse(update)).toMatchObject({ quantity: null, previousQuantity: undefined });
  });
});

describe('alcohol level and nutrition: what a label can say (docs/decisions.md "Catalogue API")', () => {
  const vintage = { year: 2022, price: 12, capacity: 75 };

  it('refuses an alcohol level over 100 % vol or below 0, on a vintage and on a wine’s first vintage', () => {
    for (const alcoholLevel of [135, '135', 100.01, -1]) {
      expect(errors(vintageInputSchema.safeParse({ ...vintage, alcoholLevel }))).toEqual({
        alcoholLevel: 'product.alcoholLevelInvalid',
      });
      expect(errors(vintageUpdateSchema.safeParse({ ...vintage, alcoholLevel }))).toEqual({
        alcoholLevel: 'product.alcoholLevelInvalid',
      });
      expect(errors(productAddSchema.safeParse({ ...wine, alcoholLevel }))).toEqual({
        alcoholLevel: 'product.alcoholLevelInvalid',
      });
    }
  });

  it('accepts an alcohol-free wine, a table wine, a liqueur wine and a spirit, with a comma or a point', () => {
    for (const alcoholLevel of [0, '13,5', '13.5', 22, 40, 100])
      expect(vintageInputSchema.safeParse({ ...vintage, alcoholLevel }).success).toBe(true);
    expect(productAddSchema.parse({ ...wine, alcoholLevel: '13,5' }).firstVintage?.alcoholLevel).toBe(13.5);
  });

  it('refuses a nutrition value over 100 g per 100 ml or below 0', () => {
    expect(errors(vintageInputSchema.safeParse({ ...vintage, nutrition: { sugar: 135, salt: -0.1 } }))).toEqual({
      'nutrition.sugar': 'product.nutritionInvalid',
      'nutrition.salt': 'product.nutritionInvalid',
    });
    expect(errors(productAddSchema.safeParse({ ...wine, nutrition: { proteins: '100,5' } }))).toEqual({
      'nutrition.proteins': 'product.nutritionInvalid',
    });
    expect(vintageInputSchema.safeParse({ ...vintage, nutrition: { sugar: 100, carbohydrates: 100 } }).success).toBe(
      true,
    );
  });

  it('keeps "of which" values within their totals: saturated fat within fat, sugars within carbohydrates', () => {
    expect(
      errors(
        vintageInputSchema.safeParse({
          ...vintage,
          nutrition: { fat: 0.1, saturated: 0.2, carbohydrates: 2, sugar: 3 },
        }),
      ),
    ).toEqual({
      'nutrition.saturated': 'product.saturatedOverFat',
      'nutrition.sugar': 'product.sugarOverCarbohydrates',
    });
    // Only when both are given: a sugar alone says nothing of the carbohydrates.
    expect(vintageInputSchema.safeParse({ ...vintage, nutrition: { sugar: 3, saturated: 0.1 } }).success).toBe(true);
  });

  it('refuses a grape over 100 % on its own row', () => {
    expect(errors(productAddSchema.safeParse({ ...wine, grapes: [{ id: 1, percent: 150 }] }))).toMatchObject({
      'grapes.0.percent': 'product.percentTooHigh',
    });
  });

  it('refuses negative keeping years', () => {
    expect(errors(productAddSchema.safeParse({ ...wine, keepingYears: -2 }))).toEqual({
      keepingYears: 'validation.invalidValue',
    });
  });
});

describe('numbers sent as text: read with a point or a comma, never guessed', () => {
  it('says "not a number", and only that, for a number with thousands separators or a unit', () => {
    expect(
      errors(
        productAddSchema.safeParse({
          ...wine,
          price: '1.234,5',
          weight: '1 300',
          hasShippingFees: true,
          nutrition: { sugar: '0,3 g' },
        }),
      ),
    ).toEqual({
      price: 'product.notANumber',
      weight: 'product.notANumber',
      'nutrition.sugar': 'product.notANumber',
    });
    expect(
      errors(vintageInputSchema.safeParse({ year: 2022, price: 12, capacity: '75cl', alcoholLevel: '12,5 %' })),
    ).toEqual({
      capacity: 'product.notANumber',
      alcoholLevel: 'product.notANumber',
    });
  });

  it('names the row of a grape or a box line that is not a number', () => {
    expect(
      errors(
        productAddSchema.safeParse({
          ...wine,
          grapes: [
            { id: 1, percent: '60 %' },
            { id: 2, percent: 40 },
          ],
        }),
      ),
    ).toMatchObject({ 'grapes.0.percent': 'product.notANumber' });
  });
});

describe('whole numbers: stocks, counts, years and sold by refuse a decimal rather than change its magnitude', () => {
  const vintage = { year: 2022, price: 12, capacity: 75 };
  const box = {
    ...wine,
    productType: 'BOX',
    multipleOf: 6,
    products: [
      { id: 4, quantity: 2 },
      { id: 5, quantity: 4 },
    ],
  };
  const update = { productType: 'OTHER', name: 'Tire-bouchon', description: 'Steel', price: 9, setQuantity: true };

  it('refuses a decimal "sold by" on a wine, a box and a vintage, as a number or as text with a point or a comma', () => {
    for (const multipleOf of [1.5, '1.5', '1,5']) {
      expect(errors(productAddSchema.safeParse({ ...wine, multipleOf }))).toEqual({
        multipleOf: 'validation.wholeNumber',
      });
      expect(errors(productUpdateSchema.safeParse({ ...box, multipleOf }))).toEqual({
        multipleOf: 'validation.wholeNumber',
      });
      expect(errors(vintageInputSchema.safeParse({ ...vintage, sellByMultipleOf: multipleOf }))).toEqual({
        sellByMultipleOf: 'validation.wholeNumber',
      });
    }
  });

  it('refuses a decimal box line on its row, and says nothing of a sum it cannot make', () => {
    for (const quantity of [1.3, '1.3', '1,3']) {
      expect(
        errors(
          productAddSchema.safeParse({
            ...box,
            products: [
              { id: 4, quantity },
              { id: 5, quantity: 4 },
            ],
          }),
        ),
      ).toEqual({ 'products.0.quantity': 'validation.wholeNumber' });
      expect(
        errors(
          productUpdateSchema.safeParse({
            ...box,
            products: [
              { id: 4, quantity: 2 },
              { id: 5, quantity },
            ],
          }),
        ),
      ).toEqual({ 'products.1.quantity': 'validation.wholeNumber' });
    }
    expect(
      productAddSchema.parse({
        ...box,
        products: [
          { id: 4, quantity: '2' },
          { id: 5, quantity: 4 },
        ],
      }).products,
    ).toEqual([
      { id: 4, quantity: 2 },
      { id: 5, quantity: 4 },
    ]);
  });

  it('never reads a separator in a whole number as a thousands separator: "1.000" and "1 000" are refused, not 1 nor 1000', () => {
    expect(errors(vintageInputSchema.safeParse({ ...vintage, quantity: '1.000' }))).toEqual({
      quantity: 'validation.wholeNumber',
    });
    expect(errors(vintageInputSchema.safeParse({ ...vintage, quantity: '1 000' }))).toEqual({
      quantity: 'validation.wholeNumber',
    });
    expect(errors(productUpdateSchema.safeParse({ ...update, quantity: '1,000' }))).toEqual({
      quantity: 'validation.wholeNumber',
    });
    expect(vintageInputSchema.parse({ ...vintage, quantity: '1000' }).quantity).toBe(1000);
  });

  it('refuses a decimal stock, year or keeping years with that message only', () => {
    expect(errors(vintageUpdateSchema.safeParse({ ...vintage, quantity: 2.5 }))).toEqual({
      quantity: 'validation.wholeNumber',
    });
    expect(errors(productAddSchema.safeParse({ ...wine, setQuantity: true, quantity: '12.5' }))).toEqual({
      quantity: 'validation.wholeNumber',
    });
    expect(errors(vintageInputSchema.safeParse({ ...vintage, year: '2022.5' }))).toEqual({
      year: 'validation.wholeNumber',
    });
    expect(errors(productAddSchema.safeParse({ ...wine, year: 2022.5 }))).toEqual({ year: 'validation.wholeNumber' });
    expect(errors(productAddSchema.safeParse({ ...wine, keepingYears: '5,5' }))).toEqual({
      keepingYears: 'validation.wholeNumber',
    });
  });
});
