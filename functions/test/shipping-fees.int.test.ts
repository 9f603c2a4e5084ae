import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, sendForm, signIn, type FormFile } from '../../scripts/src/test/api.ts';

/**
 * `POST /calculate/shipping-fees` through the local gateway on the seeded demo site (issue 6):
 * the worked examples of docs/shipping.md, priced by the seeded carriers of site 1 (Colissimo by
 * bottles, DPD Europe by kg, Forfait Europe's flat rates) and the cheapest packing of each cart.
 * Other test files add carriers to the same sites, so options are found by carrier name.
 */
const { logins } = inject('fixtures');
let admin1: string;
let admin2: string;
const run = Date.now().toString(36);
const png: FormFile = {
  name: 'bottle.png',
  type: 'image/png',
  bytes: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** The seeded demo wines of site 1 (scripts/src/seed-catalogue.ts): 75 cl bottles of 1.3 kg. */
const lilas = 1;
const craie = 2;
const corkscrew = 6;
const wines = { magnum: 0, half: 0, heavy: 0 };

interface Option {
  id: number;
  name: string;
  price: number;
  fdp: number;
  siteType: string;
  explanation: {
    destination: { country: string; department: string | null };
    parcels: Array<{
      box: { name: string | null };
      bottles: number;
      equivalents: number | null;
      weightKg: number;
      tranche: { min: number; max: number } | null;
      price: number | null;
    }>;
    freeShipping: { count: number; applied: boolean };
  };
}

const fees = (
  products: Array<{ idProduct: number; quantity: number; idVintage?: number }>,
  postalCode: string,
  country = 'FRA',
  site = 1,
) => call<Option[]>('POST', '/calculate/shipping-fees', { idSite: site, body: { products, postalCode, country } });

async function options(
  products: Array<{ idProduct: number; quantity: number }>,
  postalCode: string,
  country = 'FRA',
  site = 1,
): Promise<Option[]> {
  const answer = await fees(products, postalCode, country, site);
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data;
}
const named = (list: Option[], name: string): Option => {
  const found = list.find((option) => option.name === name);
  if (!found) throw new Error(`no option ${name} in ${list.map((o) => o.name).join(', ')}`);
  return found;
};

/** A WINE of one vintage on a site (the kind is the seeded "Rouge"). */
async function wine(name: string, capacity: number, weight: number, site = 1, token = admin1): Promise<number> {
  const kinds = await call('GET', '/list/KIND', { idSite: site, lang: 'fr_FR' });
  const kind = kinds.body.data.items.find((k: { name: string }) => k.name === 'Rouge').id;
  const answer = await sendForm(
    'POST',
    '/admin/product',
    {
      productType: 'WINE',
      name,
      description: 'For the shipping tests',
      price: 20,
      multipleOf: 1,
      weight,
      hasShippingFees: true,
      isVintage: true,
      year: 2022,
      capacity,
      capacityUnit: 'cl',
      kind,
      quantity: 500,
      imageMeta: [{ file: 0, alt: name }],
    },
    [png],
    { token, idSite: site },
  );
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data.id;
}

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
  wines.magnum = await wine(`Magnum ${run}`, 150, 2.8);
  wines.half = await wine(`Demi ${run}`, 37.5, 0.8);
  wines.heavy = await wine(`Lourd ${run}`, 75, 1.5);
});

describe('the worked examples of docs/shipping.md', () => {
  it('1: one bottle to Paris costs 9.90 with Colissimo, in its lightest box', async () => {
    const colissimo = named(await options([{ idProduct: lilas, quantity: 1 }], '75001'), 'Colissimo');
    expect(colissimo.price).toBe(9.9);
    expect(colissimo.explanation.destination).toMatchObject({ country: 'FRA', department: '75' });
    expect(colissimo.explanation.parcels).toEqual([
      expect.objectContaining({
        box: expect.objectContaining({ name: 'Carton 1 bouteille' }),
        bottles: 1,
        equivalents: 1,
        weightKg: 1.65,
        price: 9.9,
      }),
    ]);
  });

  it('2: eleven bottles and a magnum cost 37.80 in two parcels, the magnum counting as two', async () => {
    const colissimo = named(
      await options(
        [
          { idProduct: lilas, quantity: 6 },
          { idProduct: craie, quantity: 5 },
          { idProduct: wines.magnum, quantity: 1 },
        ],
        '75001',
      ),
      'Colissimo',
    );
    expect(colissimo.price).toBe(37.8);
    const parcels = colissimo.explanation.parcels.map((p) => [p.bottles, p.equivalents, p.price]).sort();
    expect(parcels).toEqual([
      [1, 2, 12.9],
      [11, 11, 24.9],
    ]);
  });

  it('3: six half bottles cost 16.90 and count three for free shipping', async () => {
    const colissimo = named(await options([{ idProduct: wines.half, quantity: 6 }], '33000'), 'Colissimo');
    expect(colissimo.price).toBe(16.9);
    expect(colissimo.explanation.freeShipping).toMatchObject({ count: 3, applied: false });
  });

  it('4: 120 kg to Geneva: only the flat rate (29), the export partner is not asked over 100 kg', async () => {
    const list = await options([{ idProduct: wines.heavy, quantity: 80 }], '1201', 'CHE');
    expect(named(list, 'Forfait Europe').price).toBe(29);
    expect(list.some((option) => option.siteType === 'VIGNOBLE_EXPORT')).toBe(false);
    expect(list.some((option) => option.name === 'Colissimo' || option.name === 'DPD Europe')).toBe(false);
  });

  it('6: one bottle to Ajaccio is priced by the grid of Corsica (14.90)', async () => {
    const colissimo = named(await options([{ idProduct: lilas, quantity: 1 }], '20000'), 'Colissimo');
    expect(colissimo.price).toBe(14.9);
    expect(colissimo.explanation.destination.department).toBe('2A');
  });

  it('7: twenty-four bottles ship free with Colissimo (49.80 before free shipping)', async () => {
    const colissimo = named(await options([{ idProduct: lilas, quantity: 24 }], '75001'), 'Colissimo');
    expect(colissimo).toMatchObject({ price: 0, fdp: 49.8 });
    expect(colissimo.explanation.freeShipping).toMatchObject({ count: 24, applied: true });
    expect(colissimo.explanation.parcels.map((p) => p.bottles)).toEqual([12, 12]);
  });

  it('never shows a shopper the producer’s markup nor the grid’s, flat rate’s or partner’s own price', async () => {
    const list = await options([{ idProduct: lilas, quantity: 6 }], '1000', 'BEL');
    for (const option of list) {
      expect(Object.keys(option.explanation).sort()).toEqual(
        expect.arrayContaining(['destination', 'freeShipping', 'parcels']),
      );
      for (const hidden of ['percentage', 'fix', 'basePrice', 'flatRate', 'cheapestProven'])
        expect(option.explanation).not.toHaveProperty(hidden);
      for (const parcel of option.explanation.parcels)
        if (parcel.tranche) expect(Object.keys(parcel.tranche).sort()).toEqual(['max', 'min']);
    }
  });

  it('8: six bottles to Brussels: the flat rate (15) before DPD by weight (19.50 for 8.8 kg)', async () => {
    const list = await options([{ idProduct: lilas, quantity: 6 }], '1000', 'BEL');
    const flat = list.findIndex((option) => option.name === 'Forfait Europe');
    const dpd = list.findIndex((option) => option.name === 'DPD Europe');
    expect(list[flat]!.price).toBe(15);
    expect(list[dpd]!.price).toBe(19.5);
    // The shopper sees the tranche's bounds and the parcel's price, never the grid's own price.
    expect(list[dpd]!.explanation.parcels).toEqual([
      expect.objectContaining({ weightKg: 8.8, tranche: { min: 5, max: 10 }, price: 19.5 }),
    ]);
    expect(flat).toBeLessThan(dpd);
  });

  it('5: seven bottles with only a 6-bottle box and two tranches cost 25 in two parcels (site 2)', async () => {
    const box = await call('POST', '/admin/box', {
      token: admin2,
      idSite: 2,
      body: {
        name: `Carton 6 ${run}`,
        mainType: 'BOTTLE',
        bottleBoxCapacity: 6,
        bottleCapacity: 75,
        width: 27,
        height: 33,
        depth: 18,
        boxWeight: 1,
        quantity: 50,
      },
    });
    expect(box.status, box.raw).toBe(200);
    const carrier = await call('POST', '/admin/carrier', {
      token: admin2,
      idSite: 2,
      body: { name: `Transporteur 6 ${run}`, type: 'BASIC', unit: 'BOTTLE', boxes: [box.body.data.id] },
    });
    expect(carrier.status, carrier.raw).toBe(200);
    const tranches = [
      { min: 1, max: 3, priceType: 'PACKAGE', price: 10 },
      { min: 4, max: 6, priceType: 'PACKAGE', price: 15 },
    ];
    const prices = await call('PUT', `/admin/carrier/prices/update/${carrier.body.data.id}`, {
      token: admin2,
      idSite: 2,
      body: { grids: [{ country: 'FRA', tranches }] },
    });
    expect(prices.status, prices.raw).toBe(200);
    const bottle = await wine(`Site two ${run}`, 75, 1.3, 2, admin2);
    const option = named(
      await options([{ idProduct: bottle, quantity: 7 }], '69001', 'FRA', 2),
      `Transporteur 6 ${run}`,
    );
    expect(option.price).toBe(25);
    expect(option.explanation.parcels.map((p) => [p.bottles, p.price]).sort()).toEqual([
      [3, 10],
      [4, 15],
    ]);
  });
});

describe('what the fee call refuses', () => {
  it('refuses a product of another site, or an unknown one, on its line', async () => {
    const answer = await fees(
      [
        { idProduct: lilas, quantity: 1 },
        { idProduct: 999_999, quantity: 1 },
      ],
      '75001',
    );
    expect(answer.status).toBe(400);
    expect(
      (answer.body.data as unknown as { errors: Record<string, string[]> }).errors['products.1.idProduct'],
    ).toEqual(['Product not found']);
  });

  it('says "No carrier found" when nobody ships there', async () => {
    const answer = await fees([{ idProduct: lilas, quantity: 1 }], '10001', 'USA');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('No carrier found');
  });

  it('answers in French on a French request', async () => {
    const answer = await call('POST', '/calculate/shipping-fees', {
      idSite: 1,
      lang: 'fr_FR',
      body: { products: [{ idProduct: lilas, quantity: 1 }], postalCode: '10001', country: 'USA' },
    });
    expect(answer.body.message).toBe('Aucun transporteur trouvé');
  });

  it('ships an accessory by weight in the envelope', async () => {
    const colissimo = named(
      await options(
        [
          { idProduct: corkscrew, quantity: 1 },
          { idProduct: lilas, quantity: 1 },
        ],
        '75001',
      ),
      'Colissimo',
    );
    expect(colissimo.explanation.parcels.map((p) => p.box.name).sort()).toEqual(
      ['Carton 1 bouteille', 'Enveloppe 2 kg'].sort(),
    );
  });

  it('prices a cart on the catalogue and carriers of their version: at most one GetItem while neither has changed', async () => {
    expect((await fees([{ idProduct: lilas, quantity: 6 }], '75001')).status).toBe(200);
    const answer = await fees([{ idProduct: lilas, quantity: 6 }], '75001');
    expect(answer.status).toBe(200);
    expect(answer.headers?.get('x-db-calls') ?? '').toMatch(/^(GetItemCommand=1)?$/);
  });
});
