import { describe, expect, it } from 'vitest';
import type { BasicCarrier, ExportCarrier, FlatRateCarrier, Tranche } from './carrier-types.ts';
import type { ExportOffer, ExportParcel, ExportQuoter } from './export-quote.ts';
import { calculateShippingFees } from './fee-engine.ts';
import type { ShippingBox } from './packing-types.ts';
import type { ShipmentItem } from './shipment-items.ts';

const box = (id: number, slots: number, slotCl = 75, boxWeight = 1): ShippingBox => ({
  id,
  name: `${slots} × ${slotCl}`,
  mainType: 'BOTTLE',
  bottleBoxCapacity: slots,
  bottleCapacity: slotCl,
  boxWeight,
  width: 30,
  height: 40,
  depth: 20,
});
const envelope: ShippingBox = {
  id: 90,
  name: 'Envelope',
  mainType: 'WEIGHT',
  weightBoxCapacity: 2,
  boxWeight: 0.05,
  width: 35,
  height: 25,
  depth: 5,
};
const tranche = (min: number, max: number, price: number, priceType: Tranche['priceType'] = 'PACKAGE'): Tranche => ({
  min,
  max,
  priceType,
  price,
});
const common = {
  valid: true,
  percentageToApply: 0,
  fixToApply: 0,
  freeShippingFrom: null,
  serviceCode: null,
  deliveryType: 'DELIVERY' as const,
};

function basic(id: number, overrides: Partial<BasicCarrier> = {}): BasicCarrier {
  return {
    ...common,
    id,
    name: `Basic ${id}`,
    type: 'BASIC',
    unit: 'BOTTLE',
    boxes: [box(1, 6), box(2, 12)],
    grids: [{ country: 'FRA', department: null, tranches: [tranche(1, 6, 10), tranche(7, 12, 15)] }],
    rules: [],
    ...overrides,
  };
}
const flat = (id: number, price: number, overrides: Partial<FlatRateCarrier> = {}): FlatRateCarrier => ({
  ...common,
  id,
  name: `Flat ${id}`,
  type: 'FLAT_RATE',
  flatRates: [{ country: 'FRA', price }],
  ...overrides,
});
const exporter: ExportCarrier = {
  ...common,
  id: 50,
  name: 'Export',
  type: 'VIGNOBLE_EXPORT',
  percentageToApply: 10,
  boxes: [box(51, 6, 75, 1.3), box(52, 12, 75, 2.1)],
};

const wine = (idProduct: number, quantity: number, capacityCl = 75, weightKg = 1.3): ShipmentItem => ({
  kind: 'BOTTLE',
  idProduct,
  idVintage: idProduct * 10,
  quantity,
  capacityCl,
  weightKg,
});
const noPartner: ExportQuoter = { quote: async () => [] };
const offer = (serviceCode: string, serviceName: string, price: number): ExportOffer => ({
  serviceCode,
  serviceName,
  carrier: 'ups',
  shippingType: serviceName === 'Express' ? 'EXPRESS' : 'STANDARD',
  price,
  insurancePrice: null,
  deliveryDays: 3,
  deliveryDate: null,
});

describe('the fee engine', () => {
  it('lists the carriers that can ship, cheapest first', async () => {
    const answer = await calculateShippingFees(
      {
        items: [wine(1, 3)],
        country: 'FRA',
        postalCode: '75001',
        carriers: [basic(1), flat(2, 8), basic(3, { fixToApply: 1 })],
      },
      { exportQuoter: noPartner },
    );
    expect(answer.ok && answer.options.map((option) => [option.id, option.price, option.siteType])).toEqual([
      [2, 8, 'FLAT_RATE'],
      [1, 10, 'BASIC'],
      [3, 11, 'BASIC'],
    ]);
  });

  it('leaves out carriers switched off or without a price for the destination', async () => {
    const answer = await calculateShippingFees(
      {
        items: [wine(1, 3)],
        country: 'FRA',
        postalCode: '75001',
        carriers: [basic(1, { valid: false }), flat(2, 8, { flatRates: [{ country: 'BEL', price: 5 }] }), basic(3)],
      },
      { exportQuoter: noPartner },
    );
    expect(answer.ok && answer.options.map((option) => option.id)).toEqual([3]);
    expect(answer.skipped.map((carrier) => [carrier.id, carrier.reason])).toEqual([
      [1, 'invalid'],
      [2, 'notServed'],
    ]);
  });

  it('offers a carrier restricted to some products only for carts of those products', async () => {
    const restricted = basic(1, { products: [1, 2] });
    const inList = await calculateShippingFees(
      { items: [wine(1, 2), wine(2, 1)], country: 'FRA', postalCode: '75001', carriers: [restricted] },
      { exportQuoter: noPartner },
    );
    expect(inList.ok).toBe(true);
    const outside = await calculateShippingFees(
      { items: [wine(1, 2), wine(3, 1)], country: 'FRA', postalCode: '75001', carriers: [restricted, basic(2)] },
      { exportQuoter: noPartner },
    );
    expect(outside.ok && outside.options.map((option) => option.id)).toEqual([2]);
    expect(outside.skipped).toEqual([{ id: 1, name: 'Basic 1', reason: 'restricted', idProducts: [3] }]);
  });

  it('answers "No carrier found" when no carrier serves the destination', async () => {
    const answer = await calculateShippingFees(
      { items: [wine(1, 3)], country: 'USA', postalCode: '10001', carriers: [basic(1), flat(2, 8)] },
      { exportQuoter: noPartner },
    );
    expect(answer).toMatchObject({ ok: false, message: 'shipping.noCarrier' });
    const none = await calculateShippingFees(
      { items: [wine(1, 3)], country: 'FRA', postalCode: '75001', carriers: [] },
      { exportQuoter: noPartner },
    );
    expect(none).toMatchObject({ ok: false, message: 'shipping.noCarrier' });
  });

  it('answers "This product is not fitting any box" with the product no carrier can take', async () => {
    const answer = await calculateShippingFees(
      {
        items: [wine(1, 2), wine(7, 1, 150, 2.8)],
        country: 'FRA',
        postalCode: '75001',
        carriers: [basic(1), basic(2)],
      },
      { exportQuoter: noPartner },
    );
    expect(answer).toMatchObject({ ok: false, message: 'shipping.productNotFitting', idProducts: [7] });
  });

  it('answers "No optimized packaging found" when a carrier takes every item but its tranches price no packing', async () => {
    const gappy = basic(1, { grids: [{ country: 'FRA', department: null, tranches: [tranche(4, 6, 10)] }] });
    const answer = await calculateShippingFees(
      {
        items: [wine(1, 2)],
        country: 'FRA',
        postalCode: '75001',
        carriers: [gappy, basic(2, { boxes: [box(3, 1)], grids: [] })],
      },
      { exportQuoter: noPartner },
    );
    expect(answer).toMatchObject({ ok: false, message: 'shipping.noPackaging' });
    // Another carrier could not fit the magnum at all: the one that could take it decides.
    const mixed = await calculateShippingFees(
      {
        items: [wine(7, 1, 150, 2.8)],
        country: 'FRA',
        postalCode: '75001',
        carriers: [
          basic(1),
          basic(2, {
            boxes: [box(4, 1, 150)],
            grids: [{ country: 'FRA', department: null, tranches: [tranche(2, 3, 10)] }],
          }),
        ],
      },
      { exportQuoter: noPartner },
    );
    expect(mixed).toMatchObject({ ok: false, message: 'shipping.noPackaging' });
  });

  it('applies the percentage and fix, per kg rounded up for a UNIT kg tranche', async () => {
    const perKg = basic(1, {
      unit: 'KG',
      percentageToApply: 10,
      fixToApply: 2,
      boxes: [box(1, 6, 75, 0.6)],
      grids: [{ country: 'FRA', department: null, tranches: [tranche(0, 30, 1.2, 'UNIT')] }],
    });
    const answer = await calculateShippingFees(
      { items: [wine(1, 6)], country: 'FRA', postalCode: '75001', carriers: [perKg] },
      { exportQuoter: noPartner },
    );
    if (!answer.ok) throw new Error(answer.message);
    // 6 × 1.3 + 0.6 = 8.4 kg → 9 kg × 1.20 = 10.80; × 1.10 + 2 = 13.88.
    expect(answer.options[0]).toMatchObject({
      price: 13.88,
      fdp: 13.88,
      explanation: { basePrice: 10.8, percentage: 10, fix: 2 },
    });
    expect(answer.options[0]!.explanation.parcels[0]).toMatchObject({ weightKg: 8.4, price: 10.8 });
  });

  it('ships weight items in WEIGHT boxes, and refuses them on a carrier with bottle boxes only', async () => {
    const corkscrew: ShipmentItem = { kind: 'WEIGHT', idProduct: 9, quantity: 2, weightKg: 0.4 };
    const withEnvelope = basic(1, {
      unit: 'KG',
      boxes: [box(1, 6), envelope],
      grids: [{ country: 'FRA', department: null, tranches: [tranche(0, 2, 5), tranche(2, 10, 12)] }],
    });
    const answer = await calculateShippingFees(
      { items: [wine(1, 2), corkscrew], country: 'FRA', postalCode: '75001', carriers: [withEnvelope, basic(2)] },
      { exportQuoter: noPartner },
    );
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.options[0]!.explanation.parcels.map((p) => [p.box.name, p.weightKg, p.price])).toEqual([
      ['6 × 75', 3.6, 12],
      ['Envelope', 0.85, 5],
    ]);
    expect(answer.skipped).toEqual([{ id: 2, name: 'Basic 2', reason: 'notFitting', idProducts: [9] }]);
  });

  it('packs bottles of one size alike on a bottle grid, and weighs each parcel from its real lines', async () => {
    const answer = await calculateShippingFees(
      {
        items: [wine(1, 4, 75, 1.2), wine(2, 4, 75, 1.6)],
        country: 'FRA',
        postalCode: '75001',
        carriers: [basic(1, { boxes: [box(1, 6, 75, 1)] })],
      },
      { exportQuoter: noPartner },
    );
    if (!answer.ok) throw new Error(answer.message);
    const parcels = answer.options[0]!.explanation.parcels;
    expect(parcels.map((p) => p.contents)).toEqual([
      [{ idProduct: 1, idVintage: 10, quantity: 4 }],
      [{ idProduct: 2, idVintage: 20, quantity: 4 }],
    ]);
    expect(parcels.map((p) => p.weightKg)).toEqual([5.8, 7.4]);
  });

  it('costs nothing when nothing ships', async () => {
    const answer = await calculateShippingFees(
      { items: [], country: 'FRA', postalCode: '75001', carriers: [basic(1, { fixToApply: 3 }), flat(2, 8)] },
      { exportQuoter: noPartner },
    );
    expect(answer.ok && answer.options.map((option) => [option.id, option.price])).toEqual([
      [1, 0],
      [2, 0],
    ]);
  });

  describe('the export partner', () => {
    const offers: ExportQuoter = {
      quote: async () => [offer('EXPRESS', 'Express', 80), offer('STANDARD', 'Standard', 50)],
    };

    it('is asked once with the fewest parcels, and each offer becomes an option with VAT and the percentage applied', async () => {
      const asked: { parcels: ExportParcel[]; destination: unknown }[] = [];
      const quoter: ExportQuoter = {
        quote: async (parcels, destination) => {
          asked.push({ parcels: [...parcels], destination });
          return offers.quote(parcels, destination);
        },
      };
      const answer = await calculateShippingFees(
        { items: [wine(1, 20, 75, 1.5)], country: 'che', postalCode: '1201', carriers: [{ ...exporter, vatRate: 20 }] },
        { exportQuoter: quoter },
      );
      if (!answer.ok) throw new Error(answer.message);
      // 50 € VAT excluded → 60 € → + 10 % = 66 €; 80 → 96 → 105.60.
      expect(answer.options.map((option) => [option.name, option.serviceCode, option.price, option.siteType])).toEqual([
        ['Export (Standard)', 'STANDARD', 66, 'VIGNOBLE_EXPORT'],
        ['Export (Express)', 'EXPRESS', 105.6, 'VIGNOBLE_EXPORT'],
      ]);
      // Two 12-bottle boxes (fewest parcels, then lightest boxes); 10 + 10 or 12 + 8 alike.
      const parcel = { widthCm: 30, heightCm: 40, lengthCm: 20, weightKg: 17.1, bottles: 10 };
      expect(asked).toEqual([{ destination: { country: 'CH', postalCode: '1201' }, parcels: [parcel, parcel] }]);
      expect(answer.options[0]!.explanation).toMatchObject({
        basePrice: 60,
        exportService: { serviceCode: 'STANDARD', name: 'Standard', priceVatExcluded: 50, vatRate: 20 },
        percentage: 10,
      });
      expect(answer.options[0]!.explanation.parcels.map((p) => [p.box.id, p.bottles, p.weightKg])).toEqual([
        [52, 10, 17.1],
        [52, 10, 17.1],
      ]);
    });

    it('is asked up to 100 kg with the boxes, and not at all beyond', async () => {
      let calls = 0;
      const counting: ExportQuoter = { quote: async (...args) => (calls++, offers.quote(...args)) };
      // 48 × 2 kg + 4 boxes of 12 at 2.1 kg = 104.4 kg: not asked, though the wine weighs 96.
      const heavy = await calculateShippingFees(
        { items: [wine(1, 48, 75, 2)], country: 'CHE', postalCode: '1201', carriers: [exporter] },
        { exportQuoter: counting },
      );
      expect(heavy).toMatchObject({
        ok: false,
        message: 'shipping.noCarrier',
        skipped: [{ id: 50, reason: 'overWeight', detail: '104.4 kg with the boxes' }],
      });
      const over = await calculateShippingFees(
        { items: [wine(1, 60, 75, 2)], country: 'CHE', postalCode: '1201', carriers: [exporter] },
        { exportQuoter: counting },
      );
      expect(over).toMatchObject({ ok: false, skipped: [{ id: 50, reason: 'overWeight', detail: '120 kg' }] });
      expect(calls).toBe(0);
      // 44 × 2 kg + 4 boxes = 96.4 kg: asked.
      const under = await calculateShippingFees(
        { items: [wine(1, 44, 75, 2)], country: 'CHE', postalCode: '1201', carriers: [exporter] },
        { exportQuoter: counting },
      );
      expect(under.ok).toBe(true);
      expect(calls).toBe(1);
    });

    it('is left out when its quote fails, the other carriers still answering', async () => {
      const failing: ExportQuoter = { quote: async () => Promise.reject(new Error('partner down')) };
      const answer = await calculateShippingFees(
        { items: [wine(1, 6)], country: 'FRA', postalCode: '75001', carriers: [exporter, basic(1)] },
        { exportQuoter: failing },
      );
      expect(answer.ok && answer.options.map((option) => option.id)).toEqual([1]);
      expect(answer.skipped).toEqual([{ id: 50, name: 'Export', reason: 'exportUnavailable', detail: 'partner down' }]);
    });

    it('is left out when a bottle fits none of its boxes, or when it has no offer', async () => {
      const magnum = await calculateShippingFees(
        { items: [wine(7, 1, 150, 3)], country: 'CHE', postalCode: '1201', carriers: [exporter] },
        { exportQuoter: offers },
      );
      expect(magnum).toMatchObject({ ok: false, message: 'shipping.productNotFitting', idProducts: [7] });
      const none = await calculateShippingFees(
        { items: [wine(1, 6)], country: 'CHE', postalCode: '1201', carriers: [exporter] },
        { exportQuoter: noPartner },
      );
      expect(none).toMatchObject({
        ok: false,
        message: 'shipping.noCarrier',
        skipped: [{ id: 50, reason: 'notServed' }],
      });
    });
  });
});
