import { describe, expect, it } from 'vitest';
import type { ProductRecord, VintageRecord } from '../../repositories/product-records.ts';
import { availableForLine, resolveOrderLines, shortages, type CatalogueEntry } from './order-lines.ts';

/** A catalogue by hand: what the order's stock plan reads of products and vintages. */
function product(id: number, fields: Partial<ProductRecord>): ProductRecord {
  return {
    id,
    productType: 'WINE',
    name: `P${id}`,
    price: null,
    multipleOf: 1,
    isVintage: true,
    valid: true,
    setQuantity: false,
    quantity: null,
    products: [],
    ...fields,
  } as ProductRecord;
}
function vintage(id: number, idProduct: number, fields: Partial<VintageRecord> = {}): VintageRecord {
  return {
    id,
    idProduct,
    year: 2022,
    price: 12,
    capacity: 75,
    capacityUnit: 'cl',
    sellByMultipleOf: 1,
    quantity: 10,
    valid: true,
    order: id,
    ...fields,
  } as VintageRecord;
}
const entries = (...list: CatalogueEntry[]) => new Map(list.map((e) => [e.product.id, e]));

const gamay = {
  product: product(1, { name: 'Gamay' }),
  vintages: [vintage(11, 1, { year: 2021, quantity: 10, valid: false }), vintage(12, 1, { year: 2022, quantity: 10 })],
};
const rosé = {
  product: product(2, { name: 'Rosé', multipleOf: 6 }),
  vintages: [vintage(21, 2, { sellByMultipleOf: 6, quantity: 60 })],
};
const corkscrew = {
  product: product(3, { productType: 'OTHER', name: 'Tire-bouchon', price: 19, setQuantity: true, quantity: 4 }),
  vintages: [],
};
const duo = {
  product: product(4, {
    productType: 'BOX',
    name: 'Coffret duo',
    price: 30,
    multipleOf: 3,
    setQuantity: true,
    quantity: 100,
    products: [
      { id: 1, quantity: 2 },
      { id: 3, quantity: 1 },
    ],
  }),
  vintages: [],
};
const giftBag = { product: product(5, { productType: 'OTHER', name: 'Sac cadeau', price: 2 }), vintages: [] };
const catalogue = entries(gamay, rosé, corkscrew, duo, giftBag);

describe('the stock an order takes', () => {
  it('takes a wine line from the vintage it names, or from the first valid one', () => {
    const { takes, problems } = resolveOrderLines([{ id: 1, quantity: 2 }], catalogue);
    expect(problems).toEqual([]);
    expect(takes).toEqual([
      expect.objectContaining({
        id: 'V12',
        name: 'Gamay 2022',
        quantity: 2,
        available: 10,
        lines: [{ index: 0, perUnit: 1 }],
      }),
    ]);
  });

  it('sums one wine on two lines and inside a box into one take, and counts the box’s own stock and its accessory', () => {
    const { takes } = resolveOrderLines(
      [
        { id: 1, quantity: 1 },
        { id: 1, idVintage: 12, quantity: 2 },
        { id: 4, quantity: 2 },
      ],
      catalogue,
    );
    expect(takes.map((t) => [t.id, t.quantity, t.lines])).toEqual([
      [
        'V12',
        1 + 2 + 2 * 2,
        [
          { index: 0, perUnit: 1 },
          { index: 1, perUnit: 1 },
          { index: 2, perUnit: 2 },
        ],
      ],
      ['P4', 2, [{ index: 2, perUnit: 1 }]],
      ['P3', 2, [{ index: 2, perUnit: 1 }]],
    ]);
  });

  it('takes nothing for a product that keeps no stock', () => {
    expect(resolveOrderLines([{ id: 5, quantity: 3 }], catalogue).takes).toEqual([]);
  });

  it('finds the items short and the lines they refuse', () => {
    const { takes } = resolveOrderLines(
      [
        { id: 1, quantity: 5 },
        { id: 4, quantity: 3 },
      ],
      catalogue,
    );
    // 5 + 3 × 2 = 11 bottles of 10; 3 corkscrews of 4 are fine.
    expect(shortages(takes).map((t) => [t.id, t.quantity, t.available, t.lines.map((l) => l.index)])).toEqual([
      ['V12', 11, 10, [0, 1]],
    ]);
    // Read again: 12 bottles now.
    expect(shortages(takes, new Map([['V12', 12]]))).toEqual([]);
    expect(availableForLine(1, takes)).toBe(4);
    expect(availableForLine(0, takes)).toBe(10);
  });
});

describe('the lines an order refuses', () => {
  it('refuses an unknown product, one not sold, a vintage of another wine, a vintage on a box', () => {
    const hidden = { product: product(6, { valid: false, price: 3, productType: 'OTHER' }), vintages: [] };
    const { problems } = resolveOrderLines(
      [
        { id: 99, quantity: 1 },
        { id: 6, quantity: 1 },
        { id: 1, idVintage: 21, quantity: 1 },
        { id: 1, idVintage: 11, quantity: 1 },
        { id: 4, idVintage: 12, quantity: 1 },
      ],
      entries(gamay, rosé, corkscrew, duo, hidden),
    );
    expect(problems).toEqual([
      { index: 0, field: 'id', key: 'product.notFound' },
      { index: 1, field: 'id', key: 'order.notSold' },
      { index: 2, field: 'idVintage', key: 'vintage.notFound' },
      // An invalid vintage is not sold either.
      { index: 3, field: 'idVintage', key: 'vintage.notFound' },
      { index: 4, field: 'idVintage', key: 'order.vintageOfWineOnly' },
    ]);
  });

  it('refuses a vintage wine’s quantity off its sold-by step, and only a vintage wine’s', () => {
    const { problems, lines } = resolveOrderLines(
      [
        { id: 2, quantity: 4 },
        { id: 2, quantity: 12 },
      ],
      catalogue,
    );
    expect(problems).toEqual([{ index: 0, field: 'quantity', key: 'order.quantityStep' }]);
    expect(lines.map((l) => l.sellBy)).toEqual([6, 6]);
    const crémant = {
      product: product(7, { isVintage: false, multipleOf: 6 }),
      vintages: [vintage(71, 7, { sellByMultipleOf: 6 })],
    };
    expect(resolveOrderLines([{ id: 7, quantity: 4 }], entries(crémant)).problems).toEqual([]);
  });

  it('refuses a box whose wine has no valid vintage left', () => {
    const gone = { ...gamay, vintages: gamay.vintages.map((v) => ({ ...v, valid: false })) };
    expect(resolveOrderLines([{ id: 4, quantity: 1 }], entries(gone, corkscrew, duo)).problems).toEqual([
      { index: 0, field: 'id', key: 'order.notSold' },
    ]);
  });
});
