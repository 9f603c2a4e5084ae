import { authorisedSiteId } from '@cellar/functions/data/site-id';
import { boxRepository } from '@cellar/functions/repositories/box-repository';
import { carrierService } from '@cellar/functions/services/shipping/carrier-service';
import { carrierInputSchema, carrierPricesInputSchema, carrierRuleInputSchema } from '@cellar/shared/shipping/carriers';

/**
 * The demo carriers of site 1 (seeded on the first `npm start`; figures in docs/shipping.md "Demo
 * carriers"), written through the same rules and services as the admin's calls. They name site 1's seeded boxes by name
 * (scripts/src/seed-boxes.ts runs first).
 */
const bottleBoxes = [
  'Carton 1 bouteille',
  'Carton 2 bouteilles',
  'Carton 3 bouteilles',
  'Carton 6 bouteilles',
  'Carton 12 bouteilles',
  'Carton 1 magnum',
  'Carton 3 magnums',
];

const tranches = (prices: ReadonlyArray<readonly [min: number, max: number, price: number]>, priceType = 'PACKAGE') =>
  prices.map(([min, max, price]) => ({ min, max, priceType, price }));

/** Colissimo: France by bottles per parcel, Corsica dearer. */
const franceBottles = tranches([
  [1, 1, 9.9],
  [2, 3, 12.9],
  [4, 6, 16.9],
  [7, 12, 24.9],
]);
const corsicaBottles = tranches([
  [1, 1, 14.9],
  [2, 3, 19.9],
  [4, 6, 26.9],
  [7, 12, 39.9],
]);
/** DPD: Belgium and Germany by gross kg per parcel. */
const belgiumKg = tranches([
  [0, 5, 14.5],
  [5, 10, 19.5],
  [10, 20, 27],
  [20, 30, 35],
]);
const germanyKg = tranches([
  [0, 5, 16],
  [5, 10, 21.5],
  [10, 20, 29.5],
  [20, 30, 38],
]);
const flatRates = [
  { country: 'BEL', price: 15 },
  { country: 'LUX', price: 15 },
  { country: 'NLD', price: 18 },
  { country: 'DEU', price: 18 },
  { country: 'CHE', price: 29 },
];

export async function seedDemoCarriers(): Promise<void> {
  const lilas = authorisedSiteId(1);
  const boxes = new Map((await boxRepository.usableBoxes(lilas)).map((box) => [box.name, box.id]));
  const idsOf = (names: readonly string[]) => names.flatMap((name) => (boxes.has(name) ? [boxes.get(name)!] : []));

  const colissimo = await carrierService.create(
    lilas,
    carrierInputSchema.parse({
      name: 'Colissimo',
      type: 'BASIC',
      unit: 'BOTTLE',
      boxes: idsOf([...bottleBoxes, 'Enveloppe 2 kg']),
      freeShippingFrom: 24,
      phone: '36 31',
      email: 'entreprise@laposte.fr',
    }),
  );
  await carrierService.updatePrices(
    lilas,
    colissimo.id,
    carrierPricesInputSchema.parse({
      grids: [
        { country: 'FRA', tranches: franceBottles },
        { country: 'FRA', department: '2A', tranches: corsicaBottles },
        { country: 'FRA', department: '2B', tranches: corsicaBottles },
      ],
    }),
  );
  await carrierService.addRule(
    lilas,
    colissimo.id,
    carrierRuleInputSchema.parse({ name: 'Magnums', from: 150, to: 150, details: [{ nbBottle: 1, represent: 2 }] }),
  );

  const dpd = await carrierService.create(
    lilas,
    carrierInputSchema.parse({
      name: 'DPD Europe',
      type: 'BASIC',
      unit: 'KG',
      boxes: idsOf([...bottleBoxes, 'Enveloppe 2 kg']),
    }),
  );
  await carrierService.updatePrices(
    lilas,
    dpd.id,
    carrierPricesInputSchema.parse({
      grids: [
        { country: 'BEL', tranches: belgiumKg },
        { country: 'DEU', tranches: germanyKg },
      ],
    }),
  );

  const flat = await carrierService.create(
    lilas,
    carrierInputSchema.parse({ name: 'Forfait Europe', type: 'FLAT_RATE' }),
  );
  await carrierService.updatePrices(lilas, flat.id, carrierPricesInputSchema.parse({ flatRates }));
}
