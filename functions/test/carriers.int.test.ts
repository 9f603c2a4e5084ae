import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, sendForm, signIn, type FormFile } from '../../scripts/src/test/api.ts';

/**
 * Carriers through the local gateway on the real local parts (issue 6): every rule of spec 1 §5
 * "Carrier add", "Carrier tranches and prices" and "Carrier rule" with its message on its field,
 * prices per country and department, flat rates, rules, price files, boxes counted while named,
 * the storefront's list, and site 2 kept off site 1's carriers.
 */
const { logins } = inject('fixtures');
let admin1: string;
let admin2: string;
let superAdmin: string;
const run = Date.now().toString(36);
let boxes1: number[];

type Errors = Record<string, string[]>;
async function errorsOf(answer: { status: number; raw: string; body: { data: { errors?: Errors } } }): Promise<Errors> {
  expect(answer.status, answer.raw).toBe(400);
  return answer.body.data.errors ?? {};
}

const basic = (over: Record<string, unknown> = {}) => ({
  name: `Colissimo ${run}`,
  type: 'BASIC',
  unit: 'BOTTLE',
  boxes: boxes1.slice(0, 2),
  ...over,
});
const create = (body: unknown, options: { token?: string; site?: number; lang?: 'fr_FR' | 'en_US' } = {}) =>
  call('POST', '/admin/carrier', {
    token: options.token ?? admin1,
    idSite: options.site ?? 1,
    lang: options.lang,
    body,
  });
async function created(body: Record<string, unknown>, site = 1): Promise<{ id: number; [k: string]: any }> {
  const answer = await create(body, { site, token: site === 1 ? admin1 : admin2 });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data;
}
const csv = (text: string, name = `tarifs ${run}.csv`): FormFile => ({
  field: 'file',
  name,
  type: 'text/csv',
  bytes: new TextEncoder().encode(text),
});

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
  superAdmin = await signIn(logins.superAdmin.email, logins.superAdmin.password);
  const list = await call('GET', '/admin/box?nbItem=100', { token: admin1, idSite: 1 });
  expect(list.status, list.raw).toBe(200);
  boxes1 = list.body.data.boxes
    .filter((b: { boxType: string; mainType: string }) => b.boxType === 'SITE' && b.mainType === 'BOTTLE')
    .map((b: { id: number }) => b.id);
  expect(boxes1.length).toBeGreaterThan(2);
});

describe('carrier add and update: spec 1 §5 rules, each with its message on its field', () => {
  const rules: Array<[string, () => Record<string, unknown>, string, string]> = [
    ['refuses a phone with letters or dashes', () => basic({ phone: '01-23-45' }), 'phone', 'Invalid phone format'],
    [
      'refuses an e-mail without a dot after the @',
      () => basic({ email: 'contact@laposte' }),
      'email',
      'Invalid email format',
    ],
    ['refuses a carrier without a type', () => basic({ type: '' }), 'type', 'Type is required'],
    ['refuses a BASIC carrier without a box', () => basic({ boxes: [] }), 'boxes', 'You must set at least one box'],
    [
      'refuses a VIGNOBLE_EXPORT carrier without a box',
      () => basic({ type: 'VIGNOBLE_EXPORT', boxes: [] }),
      'boxes',
      'You must set at least one box',
    ],
    [
      'refuses a percentage over 100',
      () => basic({ percentageToApply: 100.5 }),
      'percentageToApply',
      'The percentage must be between -100% and 100%',
    ],
    [
      'refuses a percentage under -100',
      () => basic({ percentageToApply: '-101' }),
      'percentageToApply',
      'The percentage must be between -100% and 100%',
    ],
    ['refuses a carrier without a name', () => basic({ name: ' ' }), 'name', 'Name is required'],
  ];
  for (const [name, body, field, message] of rules) {
    it(name, async () => {
      const errors = await errorsOf(await create(body()));
      expect(errors[field]).toEqual([message]);
    });
  }

  it('checks every field at once, in French on a French request', async () => {
    const errors = await errorsOf(
      await create(basic({ phone: 'abc', email: 'x', boxes: [], percentageToApply: 200 }), { lang: 'fr_FR' }),
    );
    expect(errors).toEqual({
      phone: ['Format de téléphone invalide'],
      email: ['Format d’e-mail invalide'],
      boxes: ['Vous devez choisir au moins un carton'],
      percentageToApply: ['Le pourcentage doit être compris entre -100 % et 100 %'],
    });
  });

  it('takes a FLAT_RATE carrier without boxes, and refuses an update without a name', async () => {
    const flat = await created({ name: `Forfait ${run}`, type: 'FLAT_RATE' });
    const errors = await errorsOf(
      await call('PUT', `/admin/carrier/${flat.id}`, {
        token: admin1,
        idSite: 1,
        body: { name: '', type: 'FLAT_RATE' },
      }),
    );
    expect(errors.name).toEqual(['Name is required']);
  });

  it('refuses a box the site cannot use, and an unknown product', async () => {
    const errors = await errorsOf(await create(basic({ boxes: [boxes1[0], 999_999], products: [999_999] })));
    expect(errors).toEqual({ 'boxes.1': ['Unknown box'], 'products.0': ['Unknown product'] });
  });

  it('creates, reads, lists, changes and switches a carrier; its type never changes', async () => {
    const carrier = await created(
      basic({
        phone: '+33 3 80 00 00 00',
        email: 'Pro@Colissimo.fr',
        percentageToApply: '10,5',
        fixToApply: 1,
        freeShippingFrom: 24,
      }),
    );
    expect(carrier).toMatchObject({
      type: 'BASIC',
      unit: 'BOTTLE',
      deliveryType: 'DELIVERY',
      email: 'pro@colissimo.fr',
      percentageToApply: 10.5,
      freeShippingFrom: 24,
      valid: true,
      rules: [],
      prices: [],
    });
    expect(carrier.boxes.map((b: { id: number; global: boolean }) => [b.id, b.global])).toEqual([
      [boxes1[0], false],
      [boxes1[1], false],
    ]);
    const read = await call('GET', `/admin/carrier/${carrier.id}`, { token: admin1, idSite: 1 });
    expect(read.body.data.name).toBe(`Colissimo ${run}`);
    const list = await call('GET', `/admin/carrier?name=lk:${run}&type=BASIC&nbItem=100`, { token: admin1, idSite: 1 });
    expect(list.body.data.carriers.map((c: { id: number }) => c.id)).toContain(carrier.id);
    const changed = await call('PUT', `/admin/carrier/${carrier.id}`, {
      token: admin1,
      idSite: 1,
      body: basic({ name: `Colissimo Expert ${run}`, boxes: [boxes1[2]] }),
    });
    expect(changed.status, changed.raw).toBe(200);
    expect(changed.body.data.boxes.map((b: { id: number }) => b.id)).toEqual([boxes1[2]]);
    const retyped = await errorsOf(
      await call('PUT', `/admin/carrier/${carrier.id}`, {
        token: admin1,
        idSite: 1,
        body: basic({ type: 'VIGNOBLE_EXPORT' }),
      }),
    );
    expect(retyped.type).toEqual(['The type of a carrier cannot change']);
    const state = await call('PUT', `/admin/carrier/state/${carrier.id}`, {
      token: admin1,
      idSite: 1,
      body: { valid: false },
    });
    expect(state.body.data.valid).toBe(false);
  });
});

describe('boxes named by a carrier', () => {
  it('cannot be deleted until no carrier names them', async () => {
    const box = await call('POST', '/admin/box', {
      token: admin1,
      idSite: 1,
      body: {
        name: `Box ${run}`,
        mainType: 'BOTTLE',
        bottleBoxCapacity: 6,
        bottleCapacity: 75,
        width: 27,
        height: 37,
        depth: 19,
        boxWeight: 1,
      },
    });
    expect(box.status, box.raw).toBe(200);
    const carrier = await created(basic({ boxes: [box.body.data.id] }));
    expect((await call('DELETE', `/admin/box/${box.body.data.id}`, { token: admin1, idSite: 1 })).status).toBe(409);
    expect((await call('DELETE', `/admin/carrier/${carrier.id}`, { token: admin1, idSite: 1 })).status).toBe(200);
    expect((await call('DELETE', `/admin/box/${box.body.data.id}`, { token: admin1, idSite: 1 })).status).toBe(200);
  });

  it('keeps a copy of each box, refreshed when the box changes', async () => {
    const box = await call('POST', '/admin/box', {
      token: admin1,
      idSite: 1,
      body: {
        name: `Copied ${run}`,
        mainType: 'BOTTLE',
        bottleBoxCapacity: 3,
        bottleCapacity: 75,
        width: 30,
        height: 37,
        depth: 11,
        boxWeight: 0.7,
      },
    });
    const carrier = await created(basic({ boxes: [box.body.data.id] }));
    const renamed = await call('PUT', `/admin/box/${box.body.data.id}`, {
      token: admin1,
      idSite: 1,
      body: {
        name: `Renamed ${run}`,
        mainType: 'BOTTLE',
        bottleBoxCapacity: 3,
        bottleCapacity: 75,
        width: 30,
        height: 37,
        depth: 11,
        boxWeight: 0.7,
      },
    });
    expect(renamed.status, renamed.raw).toBe(200);
    const read = await call('GET', `/admin/carrier/${carrier.id}`, { token: admin1, idSite: 1 });
    expect(read.body.data.boxes).toEqual([{ id: box.body.data.id, global: false, name: `Renamed ${run}` }]);
  });
});

describe('tranches and prices: spec 1 §5 rules and the graphic interface', () => {
  let carrier: { id: number };
  beforeAll(async () => {
    carrier = await created(basic({ name: `Prices ${run}` }));
  });
  const update = (body: unknown, lang?: 'fr_FR' | 'en_US') =>
    call('PUT', `/admin/carrier/prices/update/${carrier.id}`, { token: admin1, idSite: 1, body, lang });
  const line = (over: Record<string, unknown>) => ({
    grids: [{ country: 'FRA', tranches: [{ min: 1, max: 3, priceType: 'PACKAGE', price: 9.9, ...over }] }],
  });

  const rules: Array<[string, Record<string, unknown>, string, string]> = [
    ['refuses an empty min', { min: '' }, 'min', 'Min and Max cannot be empty'],
    ['refuses an empty max', { max: null }, 'max', 'Min and Max cannot be empty'],
    ['refuses a min over the max', { min: 4 }, 'min', 'Min cannot be greater than max'],
    [
      'refuses a price type other than unit or package',
      { priceType: 'BOX' },
      'priceType',
      'Price type can be unit or package',
    ],
    ['refuses a price that is no number', { price: 'free' }, 'price', 'Invalid price'],
    [
      'refuses a negative minimum bottle',
      { min: -1 },
      'min',
      'Minimum price and minimum bottle cannot be inferior to 0',
    ],
    ['refuses a negative price', { price: -2 }, 'price', 'Minimum price and minimum bottle cannot be inferior to 0'],
    ['refuses a negative maximum bottle', { min: -3, max: -1 }, 'max', 'Maximum bottle cannot be inferior to 0'],
  ];
  for (const [name, over, field, message] of rules) {
    it(name, async () => {
      const errors = await errorsOf(await update(line(over)));
      expect(errors[`grids.0.tranches.0.${field}`]).toEqual([message]);
    });
  }

  it('answers the tranche rules in French', async () => {
    const errors = await errorsOf(await update(line({ min: 5, priceType: 'x' }), 'fr_FR'));
    expect(errors['grids.0.tranches.0.min']).toEqual(['Le minimum ne peut pas être supérieur au maximum']);
    expect(errors['grids.0.tranches.0.priceType']).toEqual(['Le type de prix peut être à l’unité ou au colis']);
  });

  it('sets a country grid and a department grid, replaces one destination at a time, deletes a country by its id', async () => {
    const set = await update({
      grids: [
        {
          country: 'FRA',
          tranches: [
            { min: 1, max: 1, priceType: 'PACKAGE', price: '9,90' },
            { min: 2, max: 3, priceType: 'PACKAGE', price: 12.9 },
          ],
        },
        { country: 'FRA', department: '2A', tranches: [{ min: 1, max: 3, priceType: 'PACKAGE', price: 19.9 }] },
        { country: 'BEL', tranches: [{ min: 1, max: 12, priceType: 'UNIT', price: 4 }] },
      ],
    });
    expect(set.status, set.raw).toBe(200);
    expect(set.body.data.destinations).toEqual(['BEL', 'FRA', 'FRA-2A']);
    expect(set.body.data.prices.find((p: { country: string }) => p.country === 'FRA').grids[0].tranches[0]).toEqual({
      min: 1,
      max: 1,
      priceType: 'PACKAGE',
      price: 9.9,
    });
    const corsica = await update({
      grids: [
        { country: 'FRA', department: '2B', tranches: [{ min: 1, max: 3, priceType: 'PACKAGE', price: 21 }] },
        { country: 'FRA', department: '2A', tranches: [] },
      ],
    });
    expect(corsica.body.data.destinations).toEqual(['BEL', 'FRA', 'FRA-2B']);
    const removed = await call('DELETE', `/admin/carrier/prices/${carrier.id}/250`, { token: admin1, idSite: 1 });
    expect(removed.status, removed.raw).toBe(200);
    expect(removed.body.data.destinations).toEqual(['BEL']);
    expect((await call('DELETE', `/admin/carrier/prices/${carrier.id}/FRA`, { token: admin1, idSite: 1 })).status).toBe(
      404,
    );
  });

  it('refuses flat rates on a BASIC carrier', async () => {
    const errors = await errorsOf(await update({ flatRates: [{ country: 'BEL', price: 15 }] }));
    expect(errors.flatRates).toEqual(['Only a FLAT_RATE carrier has flat rates']);
  });
});

describe('flat rates', () => {
  it('sets flat rates through the prices of a FLAT_RATE carrier, lists and deletes them', async () => {
    const flat = await created({ name: `Flat ${run}`, type: 'FLAT_RATE' });
    const set = await call('PUT', `/admin/carrier/prices/update/${flat.id}`, {
      token: admin1,
      idSite: 1,
      body: {
        flatRates: [
          { country: 'aut', price: '29,5' },
          { country: 'ITA', price: 22 },
        ],
      },
    });
    expect(set.status, set.raw).toBe(200);
    expect(set.body.data.flatRates).toEqual([
      { country: 'AUT', price: 29.5 },
      { country: 'ITA', price: 22 },
    ]);
    const list = await call('GET', '/admin/carrier/flat-rate', { token: admin1, idSite: 1 });
    expect(list.body.data.flatRates).toContainEqual({
      idCarrier: flat.id,
      carrierName: `Flat ${run}`,
      country: 'AUT',
      price: 29.5,
    });

    // A second flat-rate carrier pricing Austria: the delete must say which one.
    const other = await created({ name: `Flat bis ${run}`, type: 'FLAT_RATE' });
    await call('PUT', `/admin/carrier/prices/update/${other.id}`, {
      token: admin1,
      idSite: 1,
      body: { flatRates: [{ country: 'AUT', price: 35 }] },
    });
    const ambiguous = await errorsOf(
      await call('DELETE', '/admin/carrier/prices/flat-rate/40', { token: admin1, idSite: 1 }),
    );
    expect(ambiguous.idCarrier).toEqual(['You must select a carrier']);
    const deleted = await call('DELETE', `/admin/carrier/prices/flat-rate/AUT?idCarrier=${other.id}`, {
      token: admin1,
      idSite: 1,
    });
    expect(deleted.status, deleted.raw).toBe(200);
    expect(
      deleted.body.data.flatRates
        .filter((f: { country: string }) => f.country === 'AUT')
        .map((f: { idCarrier: number }) => f.idCarrier),
    ).toEqual([flat.id]);
    expect((await call('DELETE', '/admin/carrier/prices/flat-rate/AUT', { token: admin1, idSite: 1 })).status).toBe(
      200,
    );
  });
});

describe('carrier rules: spec 1 §5 "Carrier rule"', () => {
  let carrier: { id: number };
  beforeAll(async () => {
    carrier = await created(basic({ name: `Rules ${run}` }));
  });
  const add = (body: unknown, lang?: 'fr_FR' | 'en_US') =>
    call('POST', `/admin/carrier/${carrier.id}/rules`, { token: admin1, idSite: 1, body, lang });
  const magnum = (over: Record<string, unknown> = {}) => ({
    name: 'Magnums',
    from: 150,
    to: 150,
    details: [{ nbBottle: 1, represent: 2 }],
    ...over,
  });

  const rules: Array<[string, Record<string, unknown>, string, string]> = [
    ['refuses a rule without a name', { name: '' }, 'name', 'Name cannot be empty'],
    ['refuses an empty from', { from: '' }, 'from', 'From must be greater than 0'],
    ['refuses a negative from', { from: -75 }, 'from', 'From must be greater than 0'],
    ['refuses an empty to', { to: null }, 'to', 'To must be greater than 0'],
    ['refuses a to below from', { from: 150, to: 75 }, 'to', 'To must be greater than from'],
    [
      'refuses a line of 0 bottles',
      { details: [{ nbBottle: 0, represent: 2 }] },
      'details.0.nbBottle',
      'The number of bottle must be greater than 0',
    ],
    [
      'refuses a line representing 0',
      { details: [{ nbBottle: 1, represent: 0 }] },
      'details.0.represent',
      'Represent must be greater than 0',
    ],
  ];
  for (const [name, over, field, message] of rules) {
    it(name, async () => {
      const errors = await errorsOf(await add(magnum(over)));
      expect(errors[field]).toEqual([message]);
    });
  }

  it('answers in French', async () => {
    const errors = await errorsOf(await add(magnum({ name: ' ', to: 100 }), 'fr_FR'));
    expect(errors).toEqual({ name: ['Le nom ne peut pas être vide'], to: ['Le « à » doit être supérieur au « de »'] });
  });

  it('adds, changes and deletes a rule, shown with its carrier', async () => {
    const rule = await add(magnum());
    expect(rule.status, rule.raw).toBe(200);
    const changed = await call('PUT', `/admin/carrier/${carrier.id}/rules/${rule.body.data.id}`, {
      token: admin1,
      idSite: 1,
      body: magnum({
        details: [
          { nbBottle: 1, represent: 2 },
          { nbBottle: 3, represent: 5 },
        ],
      }),
    });
    expect(changed.body.data.details).toEqual([
      { nbBottle: 1, represent: 2 },
      { nbBottle: 3, represent: 5 },
    ]);
    const read = await call('GET', `/admin/carrier/${carrier.id}`, { token: admin1, idSite: 1 });
    expect(read.body.data.rules).toEqual([changed.body.data]);
    expect(
      (await call('DELETE', `/admin/carrier/${carrier.id}/rules/${rule.body.data.id}`, { token: admin1, idSite: 1 }))
        .status,
    ).toBe(200);
    expect(
      (await call('DELETE', `/admin/carrier/${carrier.id}/rules/${rule.body.data.id}`, { token: admin1, idSite: 1 }))
        .status,
    ).toBe(404);
  });
});

describe('price files (super-admin)', () => {
  let carrier: { id: number };
  beforeAll(async () => {
    carrier = await created(basic({ name: `File ${run}` }));
  });
  const parse = (files: FormFile[], token = superAdmin) =>
    sendForm('PUT', `/admin/carrier/parse/${carrier.id}`, {}, files, { token, idSite: 1 });

  it('is refused to an ADMIN (403)', async () => {
    expect((await parse([csv('country;min;max;priceType;price\nFRA;1;1;PACKAGE;9\n')], admin1)).status).toBe(403);
    expect(
      (
        await call('PUT', `/admin/carrier/insert/${carrier.id}`, {
          token: admin1,
          idSite: 1,
          body: { filename: 'x.csv' },
        })
      ).status,
    ).toBe(403);
  });

  it('needs a file: "You must set carrier file price"', async () => {
    const errors = await errorsOf(await parse([]));
    expect(errors.file).toEqual(['You must set carrier file price']);
  });

  it('reports every error of a file with its line', async () => {
    const answer = await parse([
      csv('country;department;min;max;priceType;price\nFRA;;1;1;PACKAGE;9,90\nFRA;;3;2;PACKAGE;12\nFRA;2C;1;1;BOX;x\n'),
    ]);
    const errors = await errorsOf(answer);
    expect(answer.body.message).toBe('The price file has errors: each is given with its line');
    expect(errors).toEqual({
      'lines.3.min': ['Min cannot be greater than max'],
      'lines.4.department': ['Invalid department'],
      'lines.4.priceType': ['Price type can be unit or package'],
      'lines.4.price': ['Invalid price'],
    });
  });

  it('parses a file (comma decimals become numbers) and inserts its grids', async () => {
    const parsed = await parse([
      csv(
        'country;department;min;max;priceType;price\nFRA;;1;1;PACKAGE;9,90\nFRA;;2;6;PACKAGE;16,90\nFRA;2A;1;6;PACKAGE;24,5\nDEU;;1;12;UNIT;3,5\n',
      ),
    ]);
    expect(parsed.status, parsed.raw).toBe(200);
    expect(parsed.body.data).toMatchObject({ countries: ['DEU', 'FRA'], grids: 3 });
    expect(parsed.body.data.rows[0]).toEqual({
      line: 2,
      country: 'FRA',
      department: null,
      min: 1,
      max: 1,
      priceType: 'PACKAGE',
      price: 9.9,
    });
    const inserted = await call('PUT', `/admin/carrier/insert/${carrier.id}`, {
      token: superAdmin,
      idSite: 1,
      body: { filename: parsed.body.data.filename },
    });
    expect(inserted.status, inserted.raw).toBe(200);
    expect(inserted.body.data.destinations).toEqual(['DEU', 'FRA', 'FRA-2A']);
    // The file is used once.
    expect(
      (
        await call('PUT', `/admin/carrier/insert/${carrier.id}`, {
          token: superAdmin,
          idSite: 1,
          body: { filename: parsed.body.data.filename },
        })
      ).status,
    ).toBe(404);
  });
});

describe('what shoppers and the fee calculation see', () => {
  it('GET /list/carrier answers the valid carriers only, without prices or contacts, in one Query', async () => {
    const shown = await created(basic({ name: `Shown ${run}`, phone: '01 02 03 04 05' }));
    const hidden = await created(basic({ name: `Hidden ${run}`, valid: false }));
    const answer = await call('GET', '/list/carrier', { idSite: 1 });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.headers?.get('x-db-calls')).toBe('QueryCommand=1');
    const ids = answer.body.data.carriers.map((c: { id: number }) => c.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
    expect(answer.body.data.carriers.find((c: { id: number }) => c.id === shown.id)).toEqual({
      id: shown.id,
      name: `Shown ${run}`,
      type: 'BASIC',
      deliveryType: 'DELIVERY',
    });
  });

  it('the seeded Colissimo ships France with Corsica dearer, and a magnum counts 2', async () => {
    const list = await call('GET', '/admin/carrier?name=Colissimo', { token: admin1, idSite: 1 });
    const colissimo = await call('GET', `/admin/carrier/${list.body.data.carriers[0].id}`, {
      token: admin1,
      idSite: 1,
    });
    expect(colissimo.body.data).toMatchObject({
      type: 'BASIC',
      unit: 'BOTTLE',
      freeShippingFrom: 24,
      destinations: ['FRA', 'FRA-2A', 'FRA-2B'],
    });
    expect(colissimo.body.data.rules[0]).toMatchObject({
      from: 150,
      to: 150,
      details: [{ nbBottle: 1, represent: 2 }],
    });
  });

  it('lists the products a carrier ships: every shippable product unless it lists some', async () => {
    const products = await call('GET', '/admin/v4/product?nbItem=100', { token: admin1, idSite: 1 });
    const first = products.body.data.products[0].id;
    const open = await created(basic({ name: `Open ${run}` }));
    const all = await call('GET', `/admin/carrier/${open.id}/products`, { token: admin1, idSite: 1 });
    expect(all.body.data.restricted).toBe(false);
    expect(all.body.data.products.length).toBeGreaterThan(0);
    const limited = await created(basic({ name: `Limited ${run}`, products: [first] }));
    const some = await call('GET', `/admin/carrier/${limited.id}/products`, { token: admin1, idSite: 1 });
    expect(some.body.data).toMatchObject({ restricted: true, products: [{ id: first }] });
  });
});

describe('site isolation', () => {
  let carrier: { id: number };
  let rule: number;
  beforeAll(async () => {
    // Ids are counted per site: find a site 1 carrier id that site 2 does not have.
    for (;;) {
      carrier = await created(basic({ name: `Private ${run}` }));
      if ((await call('GET', `/admin/carrier/${carrier.id}`, { token: admin2, idSite: 2 })).status === 404) break;
    }
    rule = (
      await call('POST', `/admin/carrier/${carrier.id}/rules`, {
        token: admin1,
        idSite: 1,
        body: { name: 'M', from: 150, to: 150, details: [] },
      })
    ).body.data.id;
  });

  it('the admin of site 2 can neither see nor change site 1 carriers (404)', async () => {
    const as2 = { token: admin2, idSite: 2 };
    expect((await call('GET', `/admin/carrier/${carrier.id}`, as2)).status).toBe(404);
    expect(
      (await call('PUT', `/admin/carrier/${carrier.id}`, { ...as2, body: { name: 'Stolen', type: 'FLAT_RATE' } }))
        .status,
    ).toBe(404);
    expect((await call('PUT', `/admin/carrier/state/${carrier.id}`, { ...as2, body: { valid: false } })).status).toBe(
      404,
    );
    expect(
      (await call('PUT', `/admin/carrier/prices/update/${carrier.id}`, { ...as2, body: { grids: [] } })).status,
    ).toBe(404);
    expect(
      (await call('PUT', `/admin/carrier/${carrier.id}/rules/${rule}`, { ...as2, body: { name: 'M', from: 1, to: 2 } }))
        .status,
    ).toBe(404);
    expect((await call('DELETE', `/admin/carrier/${carrier.id}/rules/${rule}`, as2)).status).toBe(404);
    expect((await call('DELETE', `/admin/carrier/${carrier.id}`, as2)).status).toBe(404);
    const list = await call('GET', '/admin/carrier?nbItem=100', as2);
    expect(list.body.data.carriers.map((c: { name: string }) => c.name)).not.toContain(`Private ${run}`);
    expect((await call('GET', `/admin/carrier/${carrier.id}`, { token: admin1, idSite: 1 })).body.data.name).toBe(
      `Private ${run}`,
    );
  });

  it('a site 1 box is unknown to a site 2 carrier, and the admin of site 1 cannot work on site 2', async () => {
    const errors = await errorsOf(
      await create({ name: 'X', type: 'BASIC', boxes: [boxes1[0]] }, { token: admin2, site: 2 }),
    );
    expect(errors['boxes.0']).toEqual(['Unknown box']);
    expect((await call('GET', '/admin/carrier', { token: admin1, idSite: 2 })).status).toBe(403);
  });
});
