import { describe, expect, it } from 'vitest';
import type { DiscountRecord } from '../../repositories/discount-repository.ts';
import type { ProductRecord, VintageRecord } from '../../repositories/product-records.ts';
import {
  isActive,
  isExpired,
  parisDay,
  priceCart,
  unitPriceShown,
  type PriceCartInput,
  type PricingCatalogue,
} from './pricing.ts';

const stamp = '2026-01-01T00:00:00.000Z';

function product(id: number, over: Partial<ProductRecord> = {}): ProductRecord {
  return {
    id,
    productType: 'OTHER',
    name: `Product ${id}`,
    description: '',
    metaDescription: null,
    price: 10,
    multipleOf: null,
    weight: 1,
    hasShippingFees: true,
    isDematerialized: false,
    isVintage: false,
    kind: null,
    grapes: [],
    products: [],
    taste: [],
    meal: [],
    label: [],
    winetype: null,
    temperature: null,
    keepingYears: null,
    setQuantity: false,
    quantity: null,
    sku: null,
    tags: [],
    features: [],
    images: [],
    valid: true,
    order: 0,
    createdAt: stamp,
    updatedAt: stamp,
    ...over,
  };
}

function vintage(id: number, idProduct: number, price: number, over: Partial<VintageRecord> = {}): VintageRecord {
  return {
    id,
    idProduct,
    year: 2022,
    price,
    capacity: 75,
    capacityUnit: 'cl',
    sellByMultipleOf: null,
    quantity: 100,
    sku: null,
    alcoholLevel: 13,
    nutrition: {},
    ingredients: [],
    variation1: null,
    variation2: null,
    variation3: null,
    valid: true,
    order: 0,
    createdAt: stamp,
    updatedAt: stamp,
    ...over,
  };
}

function discount(id: number, over: Partial<DiscountRecord>): DiscountRecord {
  return {
    id,
    label: `Discount ${id}`,
    code: null,
    type: 'PERCENT',
    destinationType: 'GENERAL',
    detailType: 'PRODUCTS',
    amount: 10,
    total: null,
    users: [],
    decreasingLimit: null,
    idProducts: [],
    startOn: null,
    endOn: null,
    valid: true,
    usableOnce: false,
    used: 0,
    createdAt: stamp,
    updatedAt: stamp,
    ...over,
  };
}

/** The worked examples' catalogue (docs/checkout.md): A a wine at 12.90, B a wine at 24.50 with 3.00 off a unit from 2,
 * C a corkscrew at 19.00. */
const A = 1;
const B = 2;
const C = 3;
const catalogue: PricingCatalogue = new Map([
  [
    A,
    {
      product: product(A, { productType: 'WINE', price: null, name: 'Cuvée des Lilas' }),
      vintages: [vintage(11, A, 12.9)],
    },
  ],
  [
    B,
    {
      product: product(B, {
        productType: 'WINE',
        price: null,
        name: 'Clos du Pin',
        decreasingDiscounts: [{ fromQuantity: 2, type: 'EURO', amount: 3 }],
      }),
      vintages: [vintage(21, B, 24.5)],
    },
  ],
  [C, { product: product(C, { name: 'Corkscrew', price: 19 }), vintages: [] }],
]);

const price = (over: Partial<PriceCartInput>) =>
  priceCart({
    lines: [],
    catalogue,
    discounts: [],
    code: null,
    shopper: null,
    shippingFees: 0,
    today: '2026-09-15',
    ...over,
  });

const lilas15 = discount(101, {
  label: 'Lilas −15 %',
  destinationType: 'PRODUCT',
  type: 'PERCENT',
  amount: 15,
  idProducts: [A],
});
const bienvenue = discount(102, {
  label: 'Welcome',
  code: 'BIENVENUE',
  destinationType: 'GENERAL',
  type: 'EURO',
  amount: 10,
});
const port50 = discount(103, {
  label: 'Half shipping',
  code: 'PORT50',
  destinationType: 'GENERAL',
  type: 'PERCENT',
  amount: 50,
  detailType: 'SHIPPING_FEES',
});
const cadeau30 = discount(104, {
  label: 'Gift',
  code: 'CADEAU30',
  destinationType: 'GENERAL',
  type: 'EURO',
  amount: 30,
});
const sixBottles = discount(105, {
  label: '6 bouteilles',
  destinationType: 'DECREASING',
  type: 'PERCENT',
  amount: 10,
  decreasingLimit: 6,
});
const vendanges = discount(106, {
  label: 'Harvest',
  code: 'VENDANGES',
  destinationType: 'GENERAL',
  type: 'EURO',
  amount: 5,
  endOn: '2026-09-30',
});

describe('the worked examples of docs/checkout.md', () => {
  it('1. a PRODUCT percent discount on the lines and a GENERAL euro code on the subtotal', () => {
    const cart = price({
      lines: [
        { idProduct: A, quantity: 3 },
        { idProduct: C, quantity: 1 },
      ],
      discounts: [lilas15, bienvenue],
      code: 'bienvenue',
      shippingFees: 9.9,
    });
    expect(cart.lines[0]).toMatchObject({
      id: A,
      idVintage: 11,
      unitPrice: 12.9,
      discount: { type: 'PERCENT', amount: 15, source: 'PRODUCT', idDiscount: 101 },
      discountedUnitPrice: 10.96,
      saved: 5.82,
      total: 32.88,
    });
    expect(cart.lines[1]).toMatchObject({
      id: C,
      unitPrice: 19,
      discount: null,
      discountedUnitPrice: 19,
      saved: 0,
      total: 19,
    });
    expect(cart.subtotal).toBe(51.88);
    expect(cart.discount).toMatchObject({ id: 102, code: 'BIENVENUE', amount: 10, on: 'PRODUCTS' });
    expect(cart.shippingFees).toBe(9.9);
    expect(cart.total).toBe(51.78);
    expect(cart.refusal).toBeUndefined();
  });

  it('2. a code on the shipping fees', () => {
    const cart = price({
      lines: [{ idProduct: B, quantity: 2 }],
      discounts: [port50],
      code: 'PORT50',
      shippingFees: 14.5,
    });
    expect(cart.lines[0]).toMatchObject({
      discount: { type: 'EURO', amount: 3, source: 'PRODUCT_DECREASING', idDiscount: null },
      discountedUnitPrice: 21.5,
      saved: 6,
      total: 43,
    });
    expect(cart.subtotal).toBe(43);
    expect(cart.discount).toMatchObject({ amount: 7.25, on: 'SHIPPING_FEES' });
    expect(cart.total).toBe(50.25);
  });

  it('3. a code larger than the cart takes it to 0, never below', () => {
    const cart = price({
      lines: [{ idProduct: C, quantity: 1 }],
      discounts: [cadeau30],
      code: 'CADEAU30',
      shippingFees: 0,
    });
    expect(cart.subtotal).toBe(19);
    expect(cart.discount).toMatchObject({ rate: 30, amount: 19 });
    expect(cart.total).toBe(0);
  });

  it("4. DECREASING from 6 units of the whole cart, and the best of it and the product's own, never both", () => {
    const six = price({
      lines: [
        { idProduct: A, quantity: 4 },
        { idProduct: B, quantity: 2 },
      ],
      discounts: [sixBottles],
    });
    expect(six.lines[0]).toMatchObject({
      discount: { source: 'DECREASING', idDiscount: 105 },
      discountedUnitPrice: 11.61,
      saved: 5.16,
      total: 46.44,
    });
    expect(six.lines[1]).toMatchObject({
      discount: { source: 'PRODUCT_DECREASING' },
      discountedUnitPrice: 21.5,
      saved: 6,
      total: 43,
    });
    expect(six.subtotal).toBe(89.44);
    expect(six.total).toBe(89.44);

    const five = price({
      lines: [
        { idProduct: A, quantity: 4 },
        { idProduct: B, quantity: 1 },
      ],
      discounts: [sixBottles],
    });
    expect(five.lines.map((l) => l.discount)).toEqual([null, null]);
    expect(five.total).toBe(76.1);
  });

  it("5. an expired code is refused, the last day included, the day being Paris's", () => {
    const lines = [{ idProduct: C, quantity: 1 }];
    const lastDay = price({ lines, discounts: [vendanges], code: 'VENDANGES', today: '2026-09-30' });
    expect(lastDay.total).toBe(14);
    const after = price({
      lines,
      discounts: [vendanges],
      code: 'VENDANGES',
      today: parisDay(new Date('2026-09-30T22:30:00Z')),
    });
    expect(after.refusal).toEqual({ reason: 'EXPIRED', message: 'discount.expired' });
    expect(after.discount).toBeNull();
    expect(after.total).toBe(19);
  });
});

describe('line discounts', () => {
  it('takes a euro amount off each unit, never below 0', () => {
    const free = discount(1, { destinationType: 'PRODUCT', type: 'EURO', amount: 25, idProducts: [C] });
    const cart = price({ lines: [{ idProduct: C, quantity: 2 }], discounts: [free] });
    expect(cart.lines[0]).toMatchObject({ discountedUnitPrice: 0, saved: 38, total: 0 });
    expect(cart.total).toBe(0);
  });

  it("counts a product's own decreasing discount on all its lines together", () => {
    const lines = [
      { idProduct: B, quantity: 1 },
      { idProduct: B, quantity: 1 },
    ];
    expect(price({ lines }).lines.map((l) => l.discountedUnitPrice)).toEqual([21.5, 21.5]);
  });

  it('ignores automatic discounts that are switched off, not started or over', () => {
    const lines = [{ idProduct: C, quantity: 1 }];
    const off = discount(1, { destinationType: 'PRODUCT', idProducts: [C], valid: false });
    const later = discount(2, { destinationType: 'PRODUCT', idProducts: [C], startOn: '2026-10-01' });
    const over = discount(3, { destinationType: 'PRODUCT', idProducts: [C], endOn: '2026-09-14' });
    expect(price({ lines, discounts: [off, later, over] }).total).toBe(19);
  });

  it("prefers the site's PRODUCT discount on equal savings", () => {
    const lines = [{ idProduct: A, quantity: 6 }];
    const product10 = discount(7, { destinationType: 'PRODUCT', idProducts: [A], amount: 10 });
    expect(price({ lines, discounts: [sixBottles, product10] }).lines[0]!.discount).toMatchObject({
      source: 'PRODUCT',
      idDiscount: 7,
    });
  });

  it('prices a wine by the vintage the line names, else its first valid one', () => {
    const wine = product(9, { productType: 'WINE', price: null });
    const withVintages: PricingCatalogue = new Map([
      [9, { product: wine, vintages: [vintage(91, 9, 10, { valid: false }), vintage(92, 9, 15), vintage(93, 9, 20)] }],
    ]);
    const cart = price({
      catalogue: withVintages,
      lines: [
        { idProduct: 9, quantity: 1 },
        { idProduct: 9, idVintage: 93, quantity: 1 },
      ],
    });
    expect(cart.lines.map((l) => [l.idVintage, l.unitPrice])).toEqual([
      [92, 15],
      [93, 20],
    ]);
  });

  it('names the lines shoppers cannot buy and leaves them out of the totals', () => {
    const hidden: PricingCatalogue = new Map([
      ...catalogue,
      [8, { product: product(8, { valid: false }), vintages: [] }],
    ]);
    const cart = price({
      catalogue: hidden,
      lines: [
        { idProduct: C, quantity: 1 },
        { idProduct: 8, quantity: 1 },
        { idProduct: 404, quantity: 1 },
        { idProduct: A, idVintage: 999, quantity: 1 },
      ],
    });
    expect(cart.unknown).toEqual([
      { index: 1, field: 'idProduct' },
      { index: 2, field: 'idProduct' },
      { index: 3, field: 'idVintage' },
    ]);
    expect(cart.total).toBe(19);
  });

  it('shows the storefront the price of one unit', () => {
    const context = {
      product: catalogue.get(A)!.product,
      unitPrice: 12.9,
      productUnits: 1,
      cartUnits: 1,
      discounts: [lilas15, sixBottles],
      today: '2026-09-15',
    };
    expect(unitPriceShown(context)).toEqual({
      price: 12.9,
      discount: { type: 'PERCENT', amount: 15 },
      discountedPrice: 10.96,
    });
    expect(unitPriceShown({ ...context, discounts: [sixBottles] })).toEqual({
      price: 12.9,
      discount: null,
      discountedPrice: 12.9,
    });
  });
});

describe('codes', () => {
  const lines = [{ idProduct: C, quantity: 1 }];

  it('refuses a code the site does not have, or has switched off', () => {
    expect(price({ lines, discounts: [bienvenue], code: 'NOPE' }).refusal?.message).toBe('discount.unknownCode');
    expect(price({ lines, discounts: [{ ...bienvenue, valid: false }], code: 'BIENVENUE' }).refusal?.reason).toBe(
      'UNKNOWN',
    );
  });

  it('is not a code of an automatic discount', () => {
    expect(price({ lines, discounts: [{ ...lilas15, code: 'LILAS' }], code: 'LILAS' }).refusal?.reason).toBe('UNKNOWN');
  });

  it('refuses a code before its first day', () => {
    expect(price({ lines, discounts: [{ ...bienvenue, startOn: '2026-09-16' }], code: 'BIENVENUE' }).refusal).toEqual({
      reason: 'NOT_STARTED',
      message: 'discount.notStarted',
    });
    expect(
      price({ lines, discounts: [{ ...bienvenue, startOn: '2026-09-15' }], code: 'BIENVENUE' }).discount?.amount,
    ).toBe(10);
  });

  it('refuses a code used as many times as it allows; 0 is no limit', () => {
    expect(price({ lines, discounts: [{ ...bienvenue, total: 3, used: 3 }], code: 'BIENVENUE' }).refusal?.reason).toBe(
      'USED_UP',
    );
    expect(
      price({ lines, discounts: [{ ...bienvenue, total: 3, used: 2 }], code: 'BIENVENUE' }).refusal,
    ).toBeUndefined();
    expect(
      price({ lines, discounts: [{ ...bienvenue, total: null, used: 99 }], code: 'BIENVENUE' }).refusal,
    ).toBeUndefined();
  });

  it('keeps a SPECIFIC code to the customers it names', () => {
    const vip = discount(9, { code: 'VIP', destinationType: 'SPECIFIC', users: [42], type: 'EURO', amount: 5 });
    expect(price({ lines, discounts: [vip], code: 'VIP', shopper: null }).refusal?.reason).toBe('SIGN_IN');
    expect(
      price({ lines, discounts: [vip], code: 'VIP', shopper: { idCustomer: null, usedDiscounts: [] } }).refusal?.reason,
    ).toBe('SIGN_IN');
    expect(
      price({ lines, discounts: [vip], code: 'VIP', shopper: { idCustomer: 7, usedDiscounts: [] } }).refusal,
    ).toEqual({ reason: 'NOT_YOURS', message: 'discount.notYours' });
    expect(price({ lines, discounts: [vip], code: 'VIP', shopper: { idCustomer: 42, usedDiscounts: [] } }).total).toBe(
      14,
    );
  });

  it('refuses a usable-once code to a shopper who used it', () => {
    const once = { ...bienvenue, usableOnce: true };
    expect(
      price({ lines, discounts: [once], code: 'BIENVENUE', shopper: { idCustomer: 3, usedDiscounts: [102] } }).refusal
        ?.message,
    ).toBe('discount.alreadyUsed');
    expect(
      price({ lines, discounts: [once], code: 'BIENVENUE', shopper: { idCustomer: 3, usedDiscounts: [] } }).refusal,
    ).toBeUndefined();
  });

  it("keeps the cart's prices when a code is refused", () => {
    const cart = price({ lines: [{ idProduct: A, quantity: 3 }], discounts: [lilas15], code: 'NOPE', shippingFees: 5 });
    expect(cart.subtotal).toBe(32.88);
    expect(cart.total).toBe(37.88);
  });

  it('takes a percentage of the subtotal after the line discounts, to the cent', () => {
    const tenPercent = discount(5, { code: 'DIX', type: 'PERCENT', amount: 10 });
    const cart = price({ lines: [{ idProduct: A, quantity: 3 }], discounts: [lilas15, tenPercent], code: 'dix' });
    // 10 % of 32.88 = 3.288 → 3.29
    expect(cart.discount?.amount).toBe(3.29);
    expect(cart.total).toBe(29.59);
  });

  it('saves nothing on shipping fees not known yet, and never takes more than the fees', () => {
    const port = discount(6, { code: 'PORT', type: 'EURO', amount: 8, detailType: 'SHIPPING_FEES' });
    expect(price({ lines, discounts: [port], code: 'PORT', shippingFees: 0 }).discount?.amount).toBe(0);
    const cart = price({ lines, discounts: [port], code: 'PORT', shippingFees: 5.9 });
    expect(cart.discount?.amount).toBe(5.9);
    expect(cart.total).toBe(19);
  });
});

describe('days', () => {
  it('reads the day in Paris, summer and winter', () => {
    expect(parisDay(new Date('2026-09-30T21:59:59Z'))).toBe('2026-09-30');
    expect(parisDay(new Date('2026-09-30T22:00:00Z'))).toBe('2026-10-01');
    expect(parisDay(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(parisDay(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('says when a discount runs and when it is over', () => {
    const d = { valid: true, startOn: '2026-09-01', endOn: '2026-09-30' };
    expect([
      isActive(d, '2026-08-31'),
      isActive(d, '2026-09-01'),
      isActive(d, '2026-09-30'),
      isActive(d, '2026-10-01'),
    ]).toEqual([false, true, true, false]);
    expect([isExpired(d, '2026-09-30'), isExpired(d, '2026-10-01'), isExpired({ endOn: null }, '2099-01-01')]).toEqual([
      false,
      true,
      false,
    ]);
  });
});
