import { describe, expect, it } from 'vitest';
import type { BasicCarrier, ExportCarrier, FeeCarrier, FlatRateCarrier, Tranche } from './carrier-types.ts';
import type { ExportQuoter } from './export-quote.ts';
import { calculateShippingFees } from './fee-engine.ts';
import type { ShippingOption } from './fee-types.ts';
import type { ShippingBox } from './packing-types.ts';
import type { ShipmentItem } from './shipment-items.ts';

/**
 * docs/shipping.md "Worked examples", figure by figure. The carriers mirror site 1's demo carriers
 * (scripts/src/seed-boxes.ts, scripts/src/seed-carriers.ts: boxes, Colissimo's grids and magnum
 * rule, DPD's kg grid, the flat rates); example 5's carrier and the half-bottle rule of 3b are this
 * table's own.
 */

const bottleBox = (id: number, name: string, slots: number, slotCl: number, boxWeight: number): ShippingBox => ({
  id,
  name,
  mainType: 'BOTTLE',
  bottleBoxCapacity: slots,
  bottleCapacity: slotCl,
  boxWeight,
  width: 30,
  height: 40,
  depth: 20,
});
const carton1 = bottleBox(1, 'Carton 1 bouteille', 1, 75, 0.35);
const carton2 = bottleBox(2, 'Carton 2 bouteilles', 2, 75, 0.55);
const carton3 = bottleBox(3, 'Carton 3 bouteilles', 3, 75, 0.75);
const carton6 = bottleBox(4, 'Carton 6 bouteilles', 6, 75, 1.0);
const carton12 = bottleBox(5, 'Carton 12 bouteilles', 12, 75, 1.7);
const magnum1 = bottleBox(6, 'Carton 1 magnum', 1, 150, 0.5);
const magnum3 = bottleBox(7, 'Carton 3 magnums', 3, 150, 1.1);
const envelope: ShippingBox = {
  id: 8,
  name: 'Enveloppe 2 kg',
  mainType: 'WEIGHT',
  weightBoxCapacity: 2,
  boxWeight: 0.05,
  width: 35,
  height: 25,
  depth: 5,
};
const siteBoxes = [carton1, carton2, carton3, carton6, carton12, magnum1, magnum3];

const packages = (rows: [number, number, number][]): Tranche[] =>
  rows.map(([min, max, price]) => ({ min, max, priceType: 'PACKAGE', price }));
const common = {
  valid: true,
  percentageToApply: 0,
  fixToApply: 0,
  freeShippingFrom: null,
  serviceCode: null,
  deliveryType: 'DELIVERY' as const,
};

const colissimo: BasicCarrier = {
  ...common,
  id: 1,
  name: 'Colissimo',
  type: 'BASIC',
  unit: 'BOTTLE',
  freeShippingFrom: 24,
  boxes: siteBoxes,
  grids: [
    {
      country: 'FRA',
      department: null,
      tranches: packages([
        [1, 1, 9.9],
        [2, 3, 12.9],
        [4, 6, 16.9],
        [7, 12, 24.9],
      ]),
    },
    {
      country: 'FRA',
      department: '2A',
      tranches: packages([
        [1, 1, 14.9],
        [2, 3, 19.9],
        [4, 6, 26.9],
        [7, 12, 39.9],
      ]),
    },
    {
      country: 'FRA',
      department: '2B',
      tranches: packages([
        [1, 1, 14.9],
        [2, 3, 19.9],
        [4, 6, 26.9],
        [7, 12, 39.9],
      ]),
    },
  ],
  rules: [{ name: 'Magnums', from: 150, to: 150, lines: [{ nbBottle: 1, represent: 2 }] }],
};
const dpd: BasicCarrier = {
  ...common,
  id: 2,
  name: 'DPD Europe',
  type: 'BASIC',
  unit: 'KG',
  boxes: [...siteBoxes, envelope],
  grids: [
    {
      country: 'BEL',
      department: null,
      tranches: packages([
        [0, 5, 14.5],
        [5, 10, 19.5],
        [10, 20, 27],
        [20, 30, 35],
      ]),
    },
    {
      country: 'DEU',
      department: null,
      tranches: packages([
        [0, 5, 16],
        [5, 10, 21.5],
        [10, 20, 29.5],
        [20, 30, 38],
      ]),
    },
  ],
  rules: [],
};
const forfait: FlatRateCarrier = {
  ...common,
  id: 3,
  name: 'Forfait Europe',
  type: 'FLAT_RATE',
  flatRates: [
    { country: 'BEL', price: 15 },
    { country: 'LUX', price: 15 },
    { country: 'NLD', price: 18 },
    { country: 'DEU', price: 18 },
    { country: 'CHE', price: 29 },
  ],
};
const vignobleExport: ExportCarrier = {
  ...common,
  id: 4,
  name: 'Vignoble Export',
  type: 'VIGNOBLE_EXPORT',
  boxes: [
    bottleBox(9, 'Vignoble Export 6 bouteilles', 6, 75, 1.3),
    bottleBox(10, 'Vignoble Export 12 bouteilles', 12, 75, 2.1),
  ],
};
/** Site 1's carriers; the export partner joins in example 4, where it matters. */
const demoCarriers: FeeCarrier[] = [colissimo, dpd, forfait];

const bottles = (idProduct: number, quantity: number, capacityCl = 75, weightKg = 1.3): ShipmentItem => ({
  kind: 'BOTTLE',
  idProduct,
  idVintage: null,
  quantity,
  capacityCl,
  weightKg,
});

/** Counts the partner's quotes: over 100 kg it must not be asked. */
function partner(price: number): ExportQuoter & { calls: number } {
  const quoter = {
    calls: 0,
    quote: async () => {
      quoter.calls++;
      return [
        {
          serviceCode: 'ups:ups-standard',
          serviceName: 'UPS Standard',
          carrier: 'ups',
          shippingType: 'STANDARD' as const,
          price,
          insurancePrice: null,
          deliveryDays: 5,
          deliveryDate: null,
        },
      ];
    },
  };
  return quoter;
}

async function feesFor(
  items: ShipmentItem[],
  country: string,
  postalCode: string,
  carriers: FeeCarrier[] = demoCarriers,
) {
  return calculateShippingFees({ items, country, postalCode, carriers }, { exportQuoter: partner(60) });
}

function only(options: readonly ShippingOption[], name: string): ShippingOption {
  const option = options.find((candidate) => candidate.name === name);
  if (option === undefined) throw new Error(`No option ${name}`);
  return option;
}

describe('worked examples (docs/shipping.md)', () => {
  it('1. one bottle to Paris: the 1-bottle box, tranche 1–1, 9.90 €', async () => {
    const answer = await feesFor([bottles(1, 1)], 'FRA', '75001');
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.options.map((option) => option.name)).toEqual(['Colissimo']);
    const option = only(answer.options, 'Colissimo');
    expect([option.price, option.fdp]).toEqual([9.9, 9.9]);
    expect(option.explanation.destination).toEqual({ country: 'FRA', postalCode: '75001', department: '75' });
    expect(option.explanation.parcels).toEqual([
      {
        box: { id: 1, name: 'Carton 1 bouteille', mainType: 'BOTTLE' },
        contents: [{ idProduct: 1, idVintage: null, quantity: 1 }],
        bottles: 1,
        equivalents: 1,
        weightKg: 1.65,
        tranche: { min: 1, max: 1, priceType: 'PACKAGE', price: 9.9 },
        price: 9.9,
      },
    ]);
  });

  it('2. a mixed case of 12 with a magnum: 11 bottles in the 12 box (24.90 €) and the magnum in its own (2 equivalents, 12.90 €)', async () => {
    const answer = await feesFor([bottles(1, 6), bottles(2, 5, 75, 1.3), bottles(3, 1, 150, 2.8)], 'FRA', '75001');
    if (!answer.ok) throw new Error(answer.message);
    const option = only(answer.options, 'Colissimo');
    expect(option.price).toBe(37.8);
    expect(option.explanation.parcels.map((p) => [p.box.name, p.bottles, p.equivalents, p.weightKg, p.price])).toEqual([
      ['Carton 12 bouteilles', 11, 11, 16, 24.9],
      ['Carton 1 magnum', 1, 2, 3.3, 12.9],
    ]);
    expect(option.explanation.parcels[0]!.contents).toEqual([
      { idProduct: 1, idVintage: null, quantity: 6 },
      { idProduct: 2, idVintage: null, quantity: 5 },
    ]);
    expect(option.explanation.freeShipping).toEqual({ count: 12, from: 24, applied: false });
  });

  it('3. six half bottles: one 6-bottle box at 16.90 €, free-shipping count 3', async () => {
    const answer = await feesFor([bottles(4, 6, 37.5, 0.8)], 'FRA', '33000');
    if (!answer.ok) throw new Error(answer.message);
    const option = only(answer.options, 'Colissimo');
    expect(option.price).toBe(16.9);
    expect(option.explanation.parcels.map((p) => [p.box.name, p.equivalents, p.weightKg])).toEqual([
      ['Carton 6 bouteilles', 6, 5.8],
    ]);
    expect(option.explanation.freeShipping.count).toBe(3);
  });

  it('3b. the same with a rule "2 half bottles represent 1": 3 equivalents, 12.90 €', async () => {
    const withHalves: BasicCarrier = {
      ...colissimo,
      rules: [
        ...colissimo.rules,
        { name: 'Demi-bouteilles', from: 30, to: 50, lines: [{ nbBottle: 2, represent: 1 }] },
      ],
    };
    const answer = await feesFor([bottles(4, 6, 37.5, 0.8)], 'FRA', '33000', [withHalves]);
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.options[0]!.price).toBe(12.9);
    expect(answer.options[0]!.explanation.parcels.map((p) => [p.box.name, p.equivalents])).toEqual([
      ['Carton 6 bouteilles', 3],
    ]);
  });

  it('4. 120 kg to Switzerland: no export option (the partner is not even asked), the flat rate 29 €', async () => {
    const quoter = partner(60);
    const answer = await calculateShippingFees(
      {
        items: [bottles(5, 80, 75, 1.5)],
        country: 'CHE',
        postalCode: '1201',
        carriers: [...demoCarriers, vignobleExport],
      },
      { exportQuoter: quoter },
    );
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.options.map((option) => [option.name, option.price])).toEqual([['Forfait Europe', 29]]);
    expect(answer.skipped.find((carrier) => carrier.id === vignobleExport.id)).toMatchObject({ reason: 'overWeight' });
    expect(quoter.calls).toBe(0);
    // With the export partner alone: "No carrier found".
    const alone = await calculateShippingFees(
      { items: [bottles(5, 80, 75, 1.5)], country: 'CHE', postalCode: '1201', carriers: [vignobleExport] },
      { exportQuoter: quoter },
    );
    expect(alone).toMatchObject({ ok: false, message: 'shipping.noCarrier' });
  });

  it('5. seven bottles, only a 6-bottle box, tranches 1–3 at 10 € and 4–6 at 15 €: two parcels, 25 €', async () => {
    const sixOnly: BasicCarrier = {
      ...common,
      id: 5,
      name: 'Transporteur 6',
      type: 'BASIC',
      unit: 'BOTTLE',
      boxes: [carton6],
      grids: [
        {
          country: 'FRA',
          department: null,
          tranches: packages([
            [1, 3, 10],
            [4, 6, 15],
          ]),
        },
      ],
      rules: [],
    };
    const answer = await feesFor([bottles(1, 7)], 'FRA', '69001', [sixOnly]);
    if (!answer.ok) throw new Error(answer.message);
    const option = answer.options[0]!;
    expect(option.price).toBe(25);
    const parcels = option.explanation.parcels;
    expect(parcels.map((p) => p.box.name)).toEqual(['Carton 6 bouteilles', 'Carton 6 bouteilles']);
    expect(parcels.map((p) => p.tranche)).toEqual(
      packages([
        [4, 6, 15],
        [1, 3, 10],
      ]),
    );
    expect(parcels.reduce((sum, p) => sum + p.bottles, 0)).toBe(7);
  });

  it('6. one bottle to Ajaccio: the Corsica grid wins, 14.90 €', async () => {
    const answer = await feesFor([bottles(1, 1)], 'FRA', '20000');
    if (!answer.ok) throw new Error(answer.message);
    expect(only(answer.options, 'Colissimo').price).toBe(14.9);
    expect(only(answer.options, 'Colissimo').explanation.destination.department).toBe('2A');
  });

  it('7. 24 bottles: Colissimo ships free (two 12-bottle boxes, 49.80 € before free shipping)', async () => {
    const answer = await feesFor([bottles(1, 24)], 'FRA', '75001');
    if (!answer.ok) throw new Error(answer.message);
    const option = only(answer.options, 'Colissimo');
    expect([option.price, option.fdp]).toEqual([0, 49.8]);
    expect(option.explanation.parcels.map((p) => p.box.name)).toEqual(['Carton 12 bouteilles', 'Carton 12 bouteilles']);
  });

  it('8. six bottles to Brussels: DPD by kg (8.8 kg, 19.50 €) and the flat rate (15 €), cheapest first', async () => {
    const answer = await feesFor([bottles(1, 6)], 'BEL', '1000');
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.options.map((option) => [option.name, option.price])).toEqual([
      ['Forfait Europe', 15],
      ['DPD Europe', 19.5],
    ]);
    expect(
      only(answer.options, 'DPD Europe').explanation.parcels.map((p) => [p.box.name, p.weightKg, p.tranche?.max]),
    ).toEqual([['Carton 6 bouteilles', 8.8, 10]]);
  });
});
