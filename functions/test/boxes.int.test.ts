import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn, type ApiAnswer } from '../../scripts/src/test/api.ts';
import { dynamo, tableName } from '../src/data/dynamo.ts';
import { keys, type Key } from '../src/data/keys.ts';
import { authorisedSiteId } from '../src/data/site-id.ts';
import { forgetEnvironment } from '../src/local/local-reset.ts';
import { boxRepository } from '../src/repositories/box-repository.ts';

/**
 * Boxes through the local gateway (issue 6): every Box rule of spec 1 §5 with its message on its
 * field, a site's own boxes, the global boxes super-admins write and sites choose, stock and box
 * orders, site isolation, and the deletions that references forbid.
 */
const { logins } = inject('fixtures');
let admin1: string;
let admin2: string;
let superAdmin: string;

const bottleBox = (over: Record<string, unknown> = {}) => ({
  mainType: 'BOTTLE',
  name: 'Test 6',
  bottleBoxCapacity: 6,
  bottleCapacity: 75,
  width: 27,
  height: 37,
  depth: 19,
  boxWeight: 1,
  ...over,
});
const envelope = (over: Record<string, unknown> = {}) => ({
  mainType: 'WEIGHT',
  name: 'Test envelope',
  weightBoxCapacity: 2,
  width: 35,
  height: 25,
  depth: 5,
  boxWeight: 0.05,
  ...over,
});
const globalBox = (over: Record<string, unknown> = {}) => ({
  type: 'VIGNOBLE_EXPORT',
  ...bottleBox({ name: 'Test export 6' }),
  ...over,
});

const asAdmin1 = { token: '', idSite: 1 };
const createBox = (body: Record<string, unknown>, lang: 'en_US' | 'fr_FR' = 'en_US') =>
  call('POST', '/admin/box', { token: admin1, idSite: 1, body, lang });
const createGlobal = (body: Record<string, unknown>) =>
  call('POST', '/admin/global/box', { token: superAdmin, idSite: 1, body });

async function created(answer: ApiAnswer): Promise<{ id: number } & Record<string, unknown>> {
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data;
}

async function errorsOf(answer: ApiAnswer): Promise<Record<string, string[]>> {
  expect(answer.status, answer.raw).toBe(400);
  return answer.body.data.errors ?? {};
}

/** What a carrier's writing transaction does to a box it names (the carriers' area counts `uses`). */
async function countUse(key: Key, delta: number): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'ADD #uses :d',
      ExpressionAttributeNames: { '#uses': 'uses' },
      ExpressionAttributeValues: { ':d': delta },
    }),
  );
}

beforeAll(async () => {
  Object.assign(process.env, inject('fixtures').env, { LOG_LEVEL: 'silent' });
  forgetEnvironment();
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
  superAdmin = await signIn(logins.superAdmin.email, logins.superAdmin.password);
  asAdmin1.token = admin1;
});

describe('box rules (spec 1 §5 "Box"), each with its message on its field', () => {
  const rules: Array<[string, () => Record<string, unknown>, string, string]> = [
    ['refuses a box without a main type', () => bottleBox({ mainType: '' }), 'mainType', 'You must set a type'],
    [
      'refuses a bottle box of 0 slots',
      () => bottleBox({ bottleBoxCapacity: 0 }),
      'bottleBoxCapacity',
      'Box capacity must be greater than 0',
    ],
    [
      'refuses a bottle box for bottles of 0 cl',
      () => bottleBox({ bottleCapacity: '' }),
      'bottleCapacity',
      'Bottle capacity must be greater than 0',
    ],
    [
      'refuses a weight box of 0 kg',
      () => envelope({ weightBoxCapacity: 0 }),
      'weightBoxCapacity',
      'Box capacity must be greater than 0',
    ],
    ['refuses a width of 0', () => bottleBox({ width: 0 }), 'width', 'Width must be greater than 0'],
    ['refuses a height of 0', () => bottleBox({ height: -3 }), 'height', 'Height must be greater than 0'],
    ['refuses a depth of 0', () => bottleBox({ depth: null }), 'depth', 'Depth must be greater than 0'],
    [
      'refuses a box weight of 0',
      () => bottleBox({ boxWeight: '0' }),
      'boxWeight',
      'Box weight must be greater than 0',
    ],
    ['refuses a negative stock', () => bottleBox({ quantity: -1 }), 'quantity', 'The quantity cannot be negative'],
  ];
  for (const [name, body, field, message] of rules) {
    it(name, async () => {
      const errors = await errorsOf(await createBox(body()));
      expect(errors[field]).toEqual([message]);
    });
  }

  it('refuses a global box whose type is neither VIGNOBLE_EXPORT nor LA_RUCHE', async () => {
    expect((await errorsOf(await createGlobal(globalBox({ type: 'OTHER' })))).type).toEqual(['Invalid type']);
    expect((await errorsOf(await createGlobal(globalBox({ type: undefined })))).type).toEqual(['Invalid type']);
  });

  it('checks every field at once, in French on a French request', async () => {
    const errors = await errorsOf(
      await createBox(bottleBox({ bottleBoxCapacity: 0, bottleCapacity: 0, width: 0, boxWeight: 0 }), 'fr_FR'),
    );
    expect(errors).toEqual({
      bottleBoxCapacity: ['La capacité du carton doit être supérieure à 0'],
      bottleCapacity: ['La contenance des bouteilles doit être supérieure à 0'],
      width: ['La largeur doit être supérieure à 0'],
      boxWeight: ['Le poids du carton doit être supérieur à 0'],
    });
  });

  it('checks only the capacity of the main type chosen (an envelope has no bottle size)', async () => {
    const box = await created(await createBox(envelope({ bottleCapacity: 0 })));
    expect(box).toMatchObject({
      mainType: 'WEIGHT',
      weightBoxCapacity: 2,
      bottleBoxCapacity: null,
      bottleCapacity: null,
      boxType: 'SITE',
      quantity: 0,
    });
  });

  it('takes comma decimals as a form sends them', async () => {
    const box = await created(await createBox(bottleBox({ boxWeight: '1,25', width: '27,5' })));
    expect(box).toMatchObject({ boxWeight: 1.25, width: 27.5 });
  });

  it("refuses a box order without a box or of 0 boxes, with the spec's messages", async () => {
    const errors = await errorsOf(
      await call('POST', '/admin/box/order', { token: admin1, idSite: 1, body: { quantity: 0 } }),
    );
    expect(errors).toEqual({ idBox: ['You must choose a box'], quantity: ['Number of box must be greater than 0'] });
  });
});

describe("a site's boxes", () => {
  it('creates, reads, changes, stocks and deletes a box', async () => {
    const box = await created(await createBox(bottleBox({ name: 'Lilas 6', quantity: 12 })));
    expect(box).toMatchObject({
      name: 'Lilas 6',
      mainType: 'BOTTLE',
      bottleBoxCapacity: 6,
      bottleCapacity: 75,
      boxType: 'SITE',
      type: null,
      quantity: 12,
    });
    expect((await call('GET', `/admin/box/${box.id}`, asAdmin1)).body.data).toEqual(box);

    const changed = await call('PUT', `/admin/box/${box.id}`, {
      ...asAdmin1,
      body: bottleBox({ name: 'Lilas 6 renforcé', boxWeight: 1.2 }),
    });
    expect(changed.status, changed.raw).toBe(200);
    expect(changed.body.data).toMatchObject({ name: 'Lilas 6 renforcé', boxWeight: 1.2, quantity: 12 });

    const stocked = await call('PUT', `/admin/box/quantity/${box.id}`, { ...asAdmin1, body: { quantity: 30 } });
    expect(stocked.status, stocked.raw).toBe(200);
    expect(stocked.body.data.quantity).toBe(30);
    expect(
      (await errorsOf(await call('PUT', `/admin/box/quantity/${box.id}`, { ...asAdmin1, body: { quantity: -2 } })))
        .quantity,
    ).toEqual(['The quantity cannot be negative']);

    const removed = await call('DELETE', `/admin/box/${box.id}`, asAdmin1);
    expect(removed.status, removed.raw).toBe(200);
    expect(removed.body.message).toBe('Box deleted');
    expect((await call('GET', `/admin/box/${box.id}`, asAdmin1)).status).toBe(404);
  });

  it('lists the seeded standard boxes by size: bottles of 75 cl by 1, 2, 3, 6, 12, then magnums, then the envelope', async () => {
    const list = await call('GET', '/admin/box?nbItem=100&boxType=SITE', asAdmin1);
    expect(list.status, list.raw).toBe(200);
    const seeded = (list.body.data.boxes as Array<{ name: string }>)
      .map((b) => b.name)
      .filter((name) => /^(Carton|Enveloppe)/.test(name));
    expect(seeded).toEqual([
      'Carton 1 bouteille',
      'Carton 2 bouteilles',
      'Carton 3 bouteilles',
      'Carton 6 bouteilles',
      'Carton 12 bouteilles',
      'Carton 1 magnum',
      'Carton 3 magnums',
      'Enveloppe 2 kg',
    ]);
  });

  it("keeps site 2 off site 1's boxes: not listed, and 404 to read, change, stock or delete", async () => {
    const box = await created(await createBox(bottleBox({ name: 'Private to Lilas' })));
    const asAdmin2 = { token: admin2, idSite: 2 };
    const list = await call('GET', '/admin/box?nbItem=100', asAdmin2);
    expect((list.body.data.boxes as Array<{ id: number }>).some((b) => b.id === box.id)).toBe(false);
    expect((await call('GET', `/admin/box/${box.id}`, asAdmin2)).status).toBe(404);
    expect((await call('PUT', `/admin/box/${box.id}`, { ...asAdmin2, body: bottleBox() })).status).toBe(404);
    expect((await call('PUT', `/admin/box/quantity/${box.id}`, { ...asAdmin2, body: { quantity: 1 } })).status).toBe(
      404,
    );
    expect((await call('DELETE', `/admin/box/${box.id}`, asAdmin2)).status).toBe(404);
    // Nor by naming site 1 in a header it has no right to.
    expect((await call('GET', `/admin/box/${box.id}`, { token: admin2, idSite: 1 })).status).toBe(403);
    expect((await call('GET', `/admin/box/${box.id}`, asAdmin1)).body.data.name).toBe('Private to Lilas');
  });

  it('refuses an unknown field such as a site id in the body', async () => {
    expect((await createBox({ ...bottleBox(), idSite: 2 })).status).toBe(400);
  });

  it('does not delete a box a carrier names (409), and does once the carrier lets it go', async () => {
    const box = await created(await createBox(bottleBox({ name: 'Named by a carrier' })));
    const key = keys.box(authorisedSiteId(1), box.id);
    await countUse(key, 1);
    const refused = await call('DELETE', `/admin/box/${box.id}`, asAdmin1);
    expect(refused.status, refused.raw).toBe(409);
    expect(refused.body.message).toBe('This box is used by a carrier');
    await countUse(key, -1);
    expect((await call('DELETE', `/admin/box/${box.id}`, asAdmin1)).status).toBe(200);
  });
});

describe('boxes named by a real carrier', () => {
  it("refuses to delete a box a carrier accepts, and shows the box's new name in the carrier once changed", async () => {
    const asAdmin2 = { token: admin2, idSite: 2 };
    const box = await created(await call('POST', '/admin/box', { ...asAdmin2, body: bottleBox({ name: 'Pins 6' }) }));
    const carrier = await call('POST', '/admin/carrier', {
      ...asAdmin2,
      body: { name: `Pins carrier ${Date.now()}`, type: 'BASIC', unit: 'BOTTLE', boxes: [box.id] },
    });
    expect(carrier.status, carrier.raw).toBe(200);
    const refused = await call('DELETE', `/admin/box/${box.id}`, asAdmin2);
    expect(refused.status, refused.raw).toBe(409);
    expect(refused.body.message).toBe('This box is used by a carrier');

    expect(
      (await call('PUT', `/admin/box/${box.id}`, { ...asAdmin2, body: bottleBox({ name: 'Pins 6 renforcé' }) })).status,
    ).toBe(200);
    const named = await call('GET', `/admin/carrier/${carrier.body.data.id}`, asAdmin2);
    expect(
      (named.body.data.boxes as Array<{ id: number; name: string | null }>).find((b) => b.id === box.id)?.name,
    ).toBe('Pins 6 renforcé');

    expect((await call('DELETE', `/admin/carrier/${carrier.body.data.id}`, asAdmin2)).status).toBe(200);
    expect((await call('DELETE', `/admin/box/${box.id}`, asAdmin2)).status).toBe(200);
  });
});

describe('global boxes and the choice of them', () => {
  it('lets only a super-admin write global boxes (403 for an ADMIN), and every admin read them', async () => {
    const box = await created(await createGlobal(globalBox({ name: 'Export 6 test' })));
    expect(box).toMatchObject({ boxType: 'GLOBAL', type: 'VIGNOBLE_EXPORT', chosen: false, sites: 0 });
    expect((await call('POST', '/admin/global/box', { ...asAdmin1, body: globalBox() })).status).toBe(403);
    expect((await call('PUT', `/admin/global/box/${box.id}`, { ...asAdmin1, body: globalBox() })).status).toBe(403);
    expect((await call('DELETE', `/admin/global/box/${box.id}`, asAdmin1)).status).toBe(403);
    for (const [token, idSite] of [
      [admin1, 1],
      [admin2, 2],
    ] as const) {
      const list = await call('GET', '/admin/global/box', { token, idSite });
      expect((list.body.data.boxes as Array<{ id: number }>).some((b) => b.id === box.id)).toBe(true);
      expect((await call('GET', `/admin/global/box/${box.id}`, { token, idSite })).body.data.name).toBe(
        'Export 6 test',
      );
    }
    const changed = await call('PUT', `/admin/global/box/${box.id}`, {
      token: superAdmin,
      idSite: 0,
      body: globalBox({ name: 'Export 6 test', type: 'LA_RUCHE' }),
    });
    expect(changed.status, changed.raw).toBe(200);
    expect(changed.body.data.type).toBe('LA_RUCHE');
  });

  it("shows site 0's boxes as the global boxes, and refuses to write them through /admin/box", async () => {
    const asDefaults = { token: superAdmin, headers: { idSiteOverride: '0' } };
    const list = await call('GET', '/admin/box?nbItem=100', asDefaults);
    expect(list.status, list.raw).toBe(200);
    expect((list.body.data.boxes as Array<{ boxType: string }>).every((b) => b.boxType === 'GLOBAL')).toBe(true);
    expect((list.body.data.boxes as Array<{ name: string }>).map((b) => b.name)).toContain(
      'Vignoble Export 6 bouteilles',
    );
    expect((await call('POST', '/admin/box', { ...asDefaults, body: bottleBox() })).status).toBe(403);
    expect((await call('GET', '/admin/box', { token: admin1, headers: { idSiteOverride: '0' } })).status).toBe(403);
  });

  it("chooses global boxes: they join the site's boxes with a stock of their own, only for that site", async () => {
    const a = await created(await createGlobal(globalBox({ name: 'Choice A' })));
    const b = await created(await createGlobal(globalBox({ name: 'Choice B', type: 'LA_RUCHE' })));
    const current = (await call('GET', '/admin/global/box', asAdmin1)).body.data.boxes as Array<{
      id: number;
      chosen: boolean;
    }>;
    const kept = current.filter((box) => box.chosen).map((box) => box.id);

    const chosen = await call('PUT', '/admin/box/choose', { ...asAdmin1, body: { boxes: [...kept, a.id, b.id] } });
    expect(chosen.status, chosen.raw).toBe(200);
    const byId = new Map(
      (chosen.body.data.boxes as Array<{ id: number; chosen: boolean; sites: number }>).map((box) => [box.id, box]),
    );
    expect(byId.get(a.id)).toMatchObject({ chosen: true, sites: 1 });

    const mine = (await call('GET', '/admin/box?nbItem=100&boxType=GLOBAL', asAdmin1)).body.data.boxes as Array<{
      id: number;
      type: string;
      quantity: number;
    }>;
    expect(mine.find((box) => box.id === b.id)).toMatchObject({ type: 'LA_RUCHE', quantity: 0 });
    const stocked = await call('PUT', `/admin/box/quantity/${a.id}`, { ...asAdmin1, body: { quantity: 24 } });
    expect(stocked.status, stocked.raw).toBe(200);
    expect(stocked.body.data).toMatchObject({ id: a.id, boxType: 'GLOBAL', quantity: 24 });
    // A chosen global box is read-only for the site.
    expect((await call('PUT', `/admin/box/${a.id}`, { ...asAdmin1, body: bottleBox() })).status).toBe(403);
    expect((await call('DELETE', `/admin/box/${a.id}`, asAdmin1)).status).toBe(403);
    // Site 2 did not choose it.
    expect((await call('GET', `/admin/box/${a.id}`, { token: admin2, idSite: 2 })).status).toBe(404);
    expect((await call('GET', `/admin/global/box/${a.id}`, { token: admin2, idSite: 2 })).body.data.chosen).toBe(false);

    // The fee calculation's one call: own boxes and chosen global boxes, with the site's stock.
    const usable = await boxRepository.usableBoxes(authorisedSiteId(1));
    expect(usable.find((box) => box.id === a.id)).toMatchObject({
      boxType: 'GLOBAL',
      type: 'VIGNOBLE_EXPORT',
      bottleBoxCapacity: 6,
      quantity: 24,
    });
    expect(usable.find((box) => box.name === 'Carton 6 bouteilles')).toMatchObject({
      boxType: 'SITE',
      bottleBoxCapacity: 6,
      bottleCapacity: 75,
    });
    expect((await boxRepository.usableBoxes(authorisedSiteId(2))).some((box) => box.id === a.id)).toBe(false);

    // Leaving B; A stays with its stock.
    const left = await call('PUT', '/admin/box/choose', { ...asAdmin1, body: { boxes: [...kept, a.id] } });
    expect(left.status, left.raw).toBe(200);
    const after = (await call('GET', '/admin/box?nbItem=100&boxType=GLOBAL', asAdmin1)).body.data.boxes as Array<{
      id: number;
      quantity: number;
    }>;
    expect(after.some((box) => box.id === b.id)).toBe(false);
    expect(after.find((box) => box.id === a.id)?.quantity).toBe(24);
  });

  it("refuses to choose an unknown box or one of the site's own boxes, on its position", async () => {
    const own = await created(await createBox(bottleBox({ name: 'Own, not global' })));
    const errors = await errorsOf(
      await call('PUT', '/admin/box/choose', { ...asAdmin1, body: { boxes: [own.id, 999_999] } }),
    );
    expect(errors).toEqual({ 'boxes.0': ['Unknown box'], 'boxes.1': ['Unknown box'] });
  });

  it('keeps a chosen box a carrier names (409 on leaving it), and a chosen global box from deletion', async () => {
    const box = await created(await createGlobal(globalBox({ name: 'Named global' })));
    const current = (
      (await call('GET', '/admin/global/box', asAdmin1)).body.data.boxes as Array<{ id: number; chosen: boolean }>
    )
      .filter((b) => b.chosen)
      .map((b) => b.id);
    expect(
      (await call('PUT', '/admin/box/choose', { ...asAdmin1, body: { boxes: [...current, box.id] } })).status,
    ).toBe(200);

    const refusedDelete = await call('DELETE', `/admin/global/box/${box.id}`, { token: superAdmin, idSite: 0 });
    expect(refusedDelete.status, refusedDelete.raw).toBe(409);
    expect(refusedDelete.body.message).toBe('This box is chosen by sites and cannot be deleted');

    const choice = keys.chosenGlobalBox(authorisedSiteId(1), box.id);
    await countUse(choice, 1);
    const refusedLeave = await call('PUT', '/admin/box/choose', { ...asAdmin1, body: { boxes: current } });
    expect(refusedLeave.status, refusedLeave.raw).toBe(409);
    expect(refusedLeave.body.data.errors).toEqual({ boxes: ['This box is used by a carrier'] });
    await countUse(choice, -1);

    expect((await call('PUT', '/admin/box/choose', { ...asAdmin1, body: { boxes: current } })).status).toBe(200);
    expect((await call('DELETE', `/admin/global/box/${box.id}`, { token: superAdmin, idSite: 0 })).status).toBe(200);
    expect((await call('GET', `/admin/global/box/${box.id}`, asAdmin1)).status).toBe(404);
  });
});

describe('box orders', () => {
  it('orders boxes and lists the orders newest first, each with the box as it was ordered', async () => {
    const box = await created(await createBox(bottleBox({ name: 'Ordered box' })));
    const first = await call('POST', '/admin/box/order', {
      ...asAdmin1,
      body: { idBox: box.id, quantity: 50, comment: 'Avant les vendanges' },
    });
    expect(first.status, first.raw).toBe(200);
    expect(first.body.message).toBe('Boxes ordered');
    expect(first.body.data).toMatchObject({
      idBox: box.id,
      quantity: 50,
      status: 'ORDERED',
      comment: 'Avant les vendanges',
      box: { name: 'Ordered box', bottleBoxCapacity: 6 },
    });
    const global = (
      (await call('GET', '/admin/global/box', asAdmin1)).body.data.boxes as Array<{ id: number; name: string }>
    ).find((b) => b.name === 'Vignoble Export 12 bouteilles')!;
    const second = await call('POST', '/admin/box/order', {
      ...asAdmin1,
      body: { idBox: String(global.id), quantity: '10' },
    });
    expect(second.status, second.raw).toBe(200);

    const list = await call('GET', '/admin/box/order', asAdmin1);
    expect(list.status, list.raw).toBe(200);
    const orders = list.body.data.orders as Array<{ id: number; createdAt: string }>;
    expect(orders.slice(0, 2).map((o) => o.id)).toEqual([second.body.data.id, first.body.data.id]);
    expect([...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt))).toEqual(orders);
    expect(list.body.data.total).toBeGreaterThanOrEqual(2);
  });

  it("refuses an order of a box the site cannot use, and keeps site 2 off site 1's orders", async () => {
    const box = await created(await createBox(bottleBox({ name: 'Lilas only' })));
    const errors = await errorsOf(
      await call('POST', '/admin/box/order', { token: admin2, idSite: 2, body: { idBox: box.id, quantity: 5 } }),
    );
    expect(errors).toEqual({ idBox: ['Unknown box'] });
    const orders = (await call('GET', '/admin/box/order?nbItem=100', { token: admin2, idSite: 2 })).body.data
      .orders as Array<{ idBox: number }>;
    expect(orders.some((o) => o.idBox === box.id)).toBe(false);
  });
});
