import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../../scripts/src/test/api.ts';

/**
 * Carrier partners through the local gateway on the real local parts, with the local adapters
 * (issue 6): the export vineyard partner's rules with their exact messages, its boxes, its API key
 * never answered; Mondial Relay settings, public config and relay search; Chronopost products; and
 * every site kept to its own settings.
 */
const { logins } = inject('fixtures');
let admin1: string;
let admin2: string;
let admin3: string;
let superAdmin: string;

const as1 = (body?: unknown, lang?: 'fr_FR' | 'en_US') => ({ token: admin1, idSite: 1, body, lang });
const as2 = (body?: unknown) => ({ token: admin2, idSite: 2, body });
const as3 = (body?: unknown) => ({ token: admin3, idSite: 3, body });

/** The errors of a refused body: status 400 and the messages per field. */
function errorsOf(answer: {
  status: number;
  raw: string;
  body: { data: { errors?: Record<string, string[]> } };
}): Record<string, string[]> {
  expect(answer.status, answer.raw).toBe(400);
  return answer.body.data.errors ?? {};
}

async function ok<T = any>(method: string, path: string, options: Parameters<typeof call>[2]): Promise<T> {
  const answer = await call<T>(method, path, options);
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data;
}

const box = {
  mainType: 'BOTTLE',
  bottleBoxCapacity: 6,
  bottleCapacity: 75,
  width: 30,
  height: 35,
  depth: 25,
  boxWeight: 0.6,
};
const ids = { export6: 0, export12: 0, ruche: 0, notChosen: 0 };

const apiKey = 'vx_live_8f2c41d09ab34e55';
const partner = () => ({
  name: 'Léa Roux',
  vatNumber: 'FR 12 345678901',
  apiKey,
  percentageToApply: '10,5',
  boxes: [ids.export6],
});

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
  admin3 = await signIn(logins.admin3.email, logins.admin3.password);
  superAdmin = await signIn(logins.superAdmin.email, logins.superAdmin.password);
  const global = async (type: string, over: Record<string, unknown> = {}) =>
    (
      await ok<{ id: number }>('POST', '/admin/global/box', {
        token: superAdmin,
        idSite: 0,
        body: { ...box, type, ...over },
      })
    ).id;
  ids.export6 = await global('VIGNOBLE_EXPORT', { name: 'VX 6' });
  ids.export12 = await global('VIGNOBLE_EXPORT', { name: 'VX 12', bottleBoxCapacity: 12, width: 40 });
  ids.ruche = await global('LA_RUCHE', { name: 'Ruche 6' });
  ids.notChosen = await global('VIGNOBLE_EXPORT', { name: 'VX 3', bottleBoxCapacity: 3 });
  // Site 1 adds its choice of three of them to whatever it had chosen.
  const { boxes } = await ok<{ boxes: Array<{ id: number; chosen: boolean }> }>('GET', '/admin/global/box', as1());
  const chosen = boxes.filter((b) => b.chosen).map((b) => b.id);
  await ok('PUT', '/admin/box/choose', as1({ boxes: [...new Set([...chosen, ids.export6, ids.export12, ids.ruche])] }));
});

describe('the export vineyard partner (Vignoble Export): spec 1 §5 rules, each with its message on its field', () => {
  const rules: Array<[string, () => Record<string, unknown>, string, string]> = [
    [
      'refuses a partner without a contact name',
      () => ({ ...partner(), name: ' ' }),
      'name',
      'Contact name is required',
    ],
    [
      'refuses a partner without a VAT number',
      () => ({ ...partner(), vatNumber: '' }),
      'vatNumber',
      'Vat number is required',
    ],
    ['refuses a partner without an API key', () => ({ ...partner(), apiKey: '' }), 'apiKey', 'API key is mandatory'],
    ['refuses a partner without a box', () => ({ ...partner(), boxes: [] }), 'boxes', 'You must set at least one box'],
    [
      'refuses a percentage over 100',
      () => ({ ...partner(), percentageToApply: 100.01 }),
      'percentageToApply',
      'The percentage must be between -100% and 100%',
    ],
    [
      'refuses a percentage under -100',
      () => ({ ...partner(), percentageToApply: '-101' }),
      'percentageToApply',
      'The percentage must be between -100% and 100%',
    ],
  ];
  for (const [name, body, field, message] of rules) {
    it(name, async () => {
      expect(errorsOf(await call('POST', '/admin/carrier/vignoblexport/activate', as1(body())))).toEqual({
        [field]: [message],
      });
    });
  }

  it('answers the rules in French on a French request', async () => {
    expect(
      errorsOf(await call('POST', '/admin/carrier/vignoblexport/activate', as1({ ...partner(), name: '' }, 'fr_FR'))),
    ).toEqual({ name: ['Le nom du contact est obligatoire'] });
  });

  it('takes only global Vignoble Export boxes the site chose', async () => {
    expect(
      errorsOf(
        await call(
          'POST',
          '/admin/carrier/vignoblexport/activate',
          as1({ ...partner(), boxes: [ids.export6, ids.ruche] }),
        ),
      ),
    ).toEqual({ 'boxes.1': ['Only Vignoble Export boxes can be used'] });
    expect(
      errorsOf(await call('POST', '/admin/carrier/vignoblexport/activate', as1({ ...partner(), boxes: [999_999] }))),
    ).toEqual({ 'boxes.0': ['Unknown box'] });
    expect(
      errorsOf(
        await call('POST', '/admin/carrier/vignoblexport/activate', as1({ ...partner(), boxes: [ids.notChosen] })),
      ),
    ).toEqual({ boxes: ['This box is not among the boxes of your site'] });
  });
});

describe('the export vineyard partner settings', () => {
  it('are null before the site activates the partner, and cannot be changed or toggled then', async () => {
    expect(await ok('GET', '/admin/carrier/vignoblexport', as2())).toBeNull();
    for (const [method, path, body] of [
      ['POST', '/admin/carrier/vignoblexport/update', partner()],
      ['GET', '/admin/carrier/vignoblexport/toggle-validation', undefined],
    ] as const) {
      const answer = await call(method, path, as2(body));
      expect(answer.status, answer.raw).toBe(404);
      expect(answer.body.message).toBe('Vignoble Export is not activated for this site');
    }
  });

  it('activate and offer the partner, answering the API key masked, never in full', async () => {
    const answer = await call('POST', '/admin/carrier/vignoblexport/activate', as1(partner()));
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.message).toBe('Vignoble Export is activated');
    expect(answer.body.data).toMatchObject({
      valid: true,
      name: 'Léa Roux',
      vatNumber: 'FR12345678901',
      apiKeyMasked: '••••••••4e55',
      percentageToApply: 10.5,
      boxes: [ids.export6],
    });
    expect(answer.raw).not.toContain(apiKey);
    const read = await call('GET', '/admin/carrier/vignoblexport', as1());
    expect(read.body.data).toEqual(answer.body.data);
    expect(read.raw).not.toContain(apiKey);
  });

  it('keep the stored API key when an update leaves it out, and take a new one', async () => {
    const { apiKey: _left, ...withoutKey } = partner();
    const kept = await ok(
      'POST',
      '/admin/carrier/vignoblexport/update',
      as1({ ...withoutKey, percentageToApply: -5, boxes: [ids.export6, ids.export12] }),
    );
    expect(kept).toMatchObject({
      apiKeyMasked: '••••••••4e55',
      percentageToApply: -5,
      boxes: [ids.export6, ids.export12],
      valid: true,
    });
    const changed = await ok(
      'POST',
      '/admin/carrier/vignoblexport/update',
      as1({ ...withoutKey, apiKey: 'vx_live_0000111122223333', boxes: [ids.export6, ids.export12] }),
    );
    expect(changed.apiKeyMasked).toBe('••••••••3333');
  });

  it('are switched off and on by toggle-validation', async () => {
    expect((await ok('GET', '/admin/carrier/vignoblexport/toggle-validation', as1())).valid).toBe(false);
    expect((await ok('GET', '/admin/carrier/vignoblexport', as1())).valid).toBe(false);
    expect((await ok('GET', '/admin/carrier/vignoblexport/toggle-validation', as1())).valid).toBe(true);
  });

  it('keep a box the partner ships in from being un-chosen by the site', async () => {
    const { boxes } = await ok<{ boxes: Array<{ id: number; chosen: boolean }> }>('GET', '/admin/global/box', as1());
    const others = boxes.filter((b) => b.chosen && b.id !== ids.export12).map((b) => b.id);
    const answer = await call('PUT', '/admin/box/choose', as1({ boxes: others }));
    expect(answer.status, answer.raw).toBe(409);
    // Once the partner no longer names it, it can go.
    await ok('POST', '/admin/carrier/vignoblexport/update', as1({ ...partner(), boxes: [ids.export6] }));
    await ok('PUT', '/admin/box/choose', as1({ boxes: others }));
  });

  it('stay the site’s own: another site sees none, and an admin cannot reach another site’s', async () => {
    expect(await ok('GET', '/admin/carrier/vignoblexport', as2())).toBeNull();
    expect((await call('GET', '/admin/carrier/vignoblexport', { token: admin1, idSite: 2 })).status).toBe(403);
    expect(
      (await call('GET', '/admin/carrier/vignoblexport/toggle-validation', { token: admin2, idSite: 1 })).status,
    ).toBe(403);
  });

  it('refuse an unknown field such as idSite in the body', async () => {
    expect((await call('POST', '/admin/carrier/vignoblexport/activate', as1({ ...partner(), idSite: 2 }))).status).toBe(
      400,
    );
  });
});

describe('Mondial Relay', () => {
  const settings = { enseigne: 'bdtest13', privateKey: 'TestAPI1key', insuranceLevel: 2, collectionMode: 'CCC' };
  const address = {
    address: '41 rue du Chemin Vert',
    postalCode: '33330',
    city: 'Saint-Émilion',
    country: { alphaTwo: 'FR', alphaThree: 'FRA' },
  };

  it('says "Enseigne and private key cannot be empty" on each blank field', async () => {
    expect(
      errorsOf(await call('POST', '/admin/carrier/mondial_relay/activate', as3({ ...settings, enseigne: ' ' }))),
    ).toEqual({ enseigne: ['Enseigne and private key cannot be empty'] });
    expect(
      errorsOf(await call('POST', '/admin/carrier/mondial_relay/activate', as3({ ...settings, privateKey: '' }))),
    ).toEqual({ privateKey: ['Enseigne and private key cannot be empty'] });
    // Left out on a first activation: there is no stored key to keep.
    const { privateKey: _k, ...noKey } = settings;
    expect(errorsOf(await call('POST', '/admin/carrier/mondial_relay/activate', as3(noKey)))).toEqual({
      privateKey: ['Enseigne and private key cannot be empty'],
    });
  });

  it('keeps the insurance level from 1 to 5 and the collection mode to Mondial Relay’s', async () => {
    expect(
      errorsOf(await call('POST', '/admin/carrier/mondial_relay/activate', as3({ ...settings, insuranceLevel: 6 }))),
    ).toEqual({ insuranceLevel: ['The insurance level must be between 1 and 5'] });
    expect(
      errorsOf(
        await call('POST', '/admin/carrier/mondial_relay/activate', as3({ ...settings, collectionMode: 'TRUCK' })),
      ),
    ).toEqual({ collectionMode: ['Invalid value'] });
  });

  it('finds no relay for a site that has not activated it, and says so', async () => {
    // Site 3: no test activates a partner there (site 2's orders ship to relays).
    const config = await ok('GET', '/external-app/MONDIAL_RELAY/config/public', { idSite: 3 });
    expect(config).toEqual({
      active: false,
      brand: null,
      deliveryMode: '24R',
      countries: ['FR', 'BE', 'LU', 'NL', 'ES', 'PT', 'DE', 'AT', 'IT', 'PL'],
      maxResults: 10,
    });
    const answer = await call('POST', '/relay/access-points', { idSite: 3, body: { address } });
    expect(answer.status, answer.raw).toBe(409);
    expect(answer.body.message).toBe('Mondial Relay is not activated for this site');
  });

  it('activates with the private key masked in the answer', async () => {
    const answer = await call('POST', '/admin/carrier/mondial_relay/activate', as1(settings));
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.message).toBe('Mondial Relay is activated');
    expect(answer.body.data).toMatchObject({
      active: true,
      enseigne: 'BDTEST13',
      privateKeyMasked: '••••••••',
      insuranceLevel: 2,
      collectionMode: 'CCC',
    });
    expect(answer.raw).not.toContain('TestAPI1key');
  });

  it('gives the storefront its public settings only', async () => {
    const answer = await call('GET', '/external-app/MONDIAL_RELAY/config/public', { idSite: 1 });
    expect(answer.body.data).toMatchObject({ active: true, brand: 'BDTEST13', deliveryMode: '24R', maxResults: 10 });
    expect(answer.raw).not.toContain('TestAPI1key');
    expect(answer.raw).not.toContain('insurance');
    // Another site is untouched.
    expect((await ok('GET', '/external-app/MONDIAL_RELAY/config/public', { idSite: 3 })).active).toBe(false);
  });

  it('answers relays near the shopper’s address to anyone, nearest first (spec 2 §7 fields)', async () => {
    const relays = await ok<any[]>('POST', '/relay/access-points', { idSite: 1, body: { address } });
    expect(relays.length).toBeGreaterThanOrEqual(3);
    for (const relay of relays) {
      expect(Object.keys(relay)).toEqual(
        expect.arrayContaining(['id', 'name', 'addLine1', 'zipCode', 'city', 'country', 'position']),
      );
      // The relay's own city (the local adapter places relays around the department's main town).
      expect(relay).toMatchObject({
        zipCode: '33330',
        city: 'BORDEAUX',
        country: 'FR',
        position: { latitude: expect.any(Number), longitude: expect.any(Number) },
      });
    }
    const distances = relays.map((r) => r.distanceMeters);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // The same address, the same relays.
    expect(await ok('POST', '/relay/access-points', { idSite: 1, body: { address } })).toEqual(relays);
  });

  it('reads the country as a code or a name, and refuses one Mondial Relay does not serve', async () => {
    expect(
      (
        await ok<any[]>('POST', '/relay/access-points', {
          idSite: 1,
          body: { address: { ...address, postalCode: '1000', city: 'Bruxelles', country: 'Belgique' } },
        })
      )[0].country,
    ).toBe('BE');
    expect(
      errorsOf(
        await call('POST', '/relay/access-points', { idSite: 1, body: { address: { ...address, country: 'USA' } } }),
      ),
    ).toEqual({ 'address.country': ['Mondial Relay does not deliver to this country'] });
  });

  it('keeps the stored private key when a new activation leaves it out', async () => {
    const { privateKey: _k, ...noKey } = settings;
    const changed = await ok(
      'POST',
      '/admin/carrier/mondial_relay/activate',
      as1({ ...noKey, insuranceLevel: 5, collectionMode: 'REL' }),
    );
    expect(changed).toMatchObject({ privateKeyMasked: '••••••••', insuranceLevel: 5, collectionMode: 'REL' });
    expect((await call('POST', '/relay/access-points', { idSite: 1, body: { address } })).status).toBe(200);
  });
});

describe('Chronopost products', () => {
  let chrono18: number;
  /** The demo site offers Chrono 13 and Chrono Relais 13 from its seed. */
  const codesOf = async (path: string, options: Parameters<typeof call>[2]) =>
    (await ok<{ products: Array<{ productCode: string }> }>('GET', path, options)).products
      .map((p) => p.productCode)
      .sort();

  it('offers a product of the catalogue, named after it, with its shipping type', async () => {
    const answer = await call('POST', '/admin/chronopost/product', as1({ productCode: '16' }));
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.message).toBe('Chronopost product added');
    expect(answer.body.data).toMatchObject({
      productCode: '16',
      label: 'Chrono 18',
      shippingType: 'EXPRESS',
      delivery: 'HOME',
      international: false,
      percentageToApply: 0,
      valid: true,
    });
    chrono18 = answer.body.data.id;
  });

  it('refuses the same product twice, a missing or unknown product and a percentage out of range', async () => {
    const twice = await call('POST', '/admin/chronopost/product', as1({ productCode: 16, label: 'Chrono 18 bis' }));
    expect(twice.status, twice.raw).toBe(409);
    expect(twice.body.data.errors).toEqual({ productCode: ['This Chronopost product is already offered'] });
    expect(errorsOf(await call('POST', '/admin/chronopost/product', as1({})))).toEqual({
      productCode: ['You must choose a Chronopost product'],
    });
    expect(errorsOf(await call('POST', '/admin/chronopost/product', as1({ productCode: '99' })))).toEqual({
      productCode: ['Invalid value'],
    });
    expect(
      errorsOf(await call('POST', '/admin/chronopost/product', as1({ productCode: '2', percentageToApply: 150 }))),
    ).toEqual({ percentageToApply: ['The percentage must be between -100% and 100%'] });
  });

  it('changes a product, freeing its former code', async () => {
    const changed = await ok(
      'PUT',
      `/admin/chronopost/product/${chrono18}`,
      as1({ productCode: '44', label: 'Europe', percentageToApply: 5 }),
    );
    expect(changed).toMatchObject({
      id: chrono18,
      productCode: '44',
      label: 'Europe',
      shippingType: 'STANDARD',
      delivery: 'HOME',
      international: true,
    });
    const again = await ok('POST', '/admin/chronopost/product', as1({ productCode: '16' }));
    expect(again.id).not.toBe(chrono18);
    expect(await codesOf('/admin/chronopost/product', as1())).toEqual(['1', '16', '44', '86']);
    const { products, total } = await ok('GET', '/admin/chronopost/product?productCode=44', as1());
    expect(products.map((p: { id: number }) => p.id)).toEqual([chrono18]);
    expect(total).toBe(1);
  });

  it('keeps each site to its own products', async () => {
    expect(await ok('GET', '/admin/chronopost/product', as2())).toEqual({ products: [], total: 0 });
    for (const [method, body] of [
      ['PUT', { productCode: '2' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await call(method, `/admin/chronopost/product/${chrono18}`, as2(body));
      expect(answer.status, answer.raw).toBe(404);
      expect(answer.body.message).toBe('Chronopost product not found');
    }
    // Site 2 may offer the same product: codes are reserved per site.
    await ok('POST', '/admin/chronopost/product', as2({ productCode: '44' }));
  });

  it('lets a super-admin read any site’s products by its id, and no admin', async () => {
    expect(await codesOf('/admin/chronopost/product/1', { token: superAdmin, idSite: 1 })).toEqual([
      '1',
      '16',
      '44',
      '86',
    ]);
    expect(await codesOf('/admin/chronopost/product/2', { token: superAdmin, idSite: 1 })).toEqual(['44']);
    const unknown = await call('GET', '/admin/chronopost/product/999999', { token: superAdmin, idSite: 1 });
    expect(unknown.status, unknown.raw).toBe(404);
    expect(unknown.body.message).toBe('Site not found');
    expect((await call('GET', '/admin/chronopost/product/1', as1())).status).toBe(403);
  });

  it('deletes a product', async () => {
    const answer = await call('DELETE', `/admin/chronopost/product/${chrono18}`, as1());
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.message).toBe('Chronopost product deleted');
    expect(await codesOf('/admin/chronopost/product', as1())).toEqual(['1', '16', '86']);
  });
});
