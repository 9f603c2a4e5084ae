import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../../scripts/src/test/api.ts';

/**
 * The site's lists of values for orders and returns (issue 12; RETURN_REASON first) through the local
 * gateway: create, list in order, move, change, delete, every rule's message per field in both
 * languages, and another site's admin refused on this site's ids. Site 2's lists are this file's own.
 */
const { logins } = inject('fixtures');
let admin2: string;
let admin3: string;
const run = Date.now().toString(36);
const base = '/admin/order-generic-values';

const as2 = (over: { body?: unknown; lang?: 'fr_FR' | 'en_US' } = {}) => ({ token: admin2, idSite: 2, ...over });
const label = (name: string) => ({ label: { fr_FR: `${name} ${run}`, en_US: `${name} (en) ${run}` } });

async function ok<T = any>(method: string, path: string, options: Parameters<typeof call>[2]): Promise<T> {
  const answer = await call<T>(method, path, options);
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data;
}

const mine = (list: Array<{ id: number }>, ids: number[]) => list.filter((v) => ids.includes(v.id)).map((v) => v.id);

beforeAll(async () => {
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
  admin3 = await signIn(logins.admin3.email, logins.admin3.password);
});

describe('order generic values', () => {
  const ids: number[] = [];

  it('lists the demo site’s seeded return reasons to anyone, in the request’s language', async () => {
    const fr = await ok('GET', '/order-generic-values/RETURN_REASON', { idSite: 1, lang: 'fr_FR' });
    expect(fr.map((v: { value: string }) => v.value)).toEqual(
      expect.arrayContaining(['Goût de bouchon', 'Autre raison']),
    );
    const en = await ok('GET', '/order-generic-values/RETURN_REASON', { idSite: 1 });
    expect(en.map((v: { value: string }) => v.value)).toEqual(
      expect.arrayContaining(['Cork taint', 'Broken or damaged bottle', 'Wrong product received', 'Other reason']),
    );
  });

  it('refuses an unknown list', async () => {
    const answer = await call('GET', '/order-generic-values/COLOUR', { idSite: 2 });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors.type).toEqual(['Unknown list of values']);
  });

  it('creates values, last of their list each time', async () => {
    for (const name of ['Bouteille cassée', 'Erreur de produit', 'Bouchon']) {
      const answer = await call('POST', `${base}/RETURN_REASON`, as2({ body: label(name) }));
      expect(answer.status, answer.raw).toBe(200);
      expect(answer.body.message).toBe('Value added');
      expect(answer.body.data).toMatchObject({
        type: 'RETURN_REASON',
        label: { fr_FR: `${name} ${run}`, en_US: `${name} (en) ${run}` },
        value: `${name} (en) ${run}`,
      });
      ids.push(answer.body.data.id);
    }
    const list = await ok('GET', '/order-generic-values/RETURN_REASON', { idSite: 2, lang: 'fr_FR' });
    expect(mine(list, ids)).toEqual(ids);
    expect(list.find((v: { id: number }) => v.id === ids[0]).value).toBe(`Bouteille cassée ${run}`);
    const orders = list.map((v: { order: number }) => v.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('says what is missing on each label, in English and in French', async () => {
    for (const body of [{}, { label: null }, { label: { fr_FR: ' ', en_US: '' } }]) {
      const en = await call('POST', `${base}/RETURN_REASON`, as2({ body }));
      expect(en.status, en.raw).toBe(400);
      expect(en.body.data.errors).toEqual({
        'label.fr_FR': ['Please enter the label in French'],
        'label.en_US': ['Please enter the label in English'],
      });
    }
    const fr = await call('POST', `${base}/RETURN_REASON`, as2({ body: { label: { en_US: 'Late' } }, lang: 'fr_FR' }));
    expect(fr.status).toBe(400);
    expect(fr.body.data.errors).toEqual({ 'label.fr_FR': ['Veuillez saisir le libellé en français'] });
    const long = await call(
      'POST',
      `${base}/RETURN_REASON`,
      as2({ body: { label: { fr_FR: 'x'.repeat(151), en_US: 'Late' } } }),
    );
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.data.errors)).toEqual(['label.fr_FR']);
    const unknown = await call('POST', `${base}/RETURN_REASON`, as2({ body: { ...label('Late'), idSite: 1 } }));
    expect(unknown.status).toBe(400);
  });

  it('refuses a label another value of the list has, whatever its case, on its field, in both languages', async () => {
    const taken = { label: { fr_FR: `BOUCHON ${run}`, en_US: `Something else ${run}` } };
    const en = await call('POST', `${base}/RETURN_REASON`, as2({ body: taken }));
    expect(en.status).toBe(409);
    expect(en.body.data.errors).toEqual({ 'label.fr_FR': ['Another value of this list has this label'] });
    const fr = await call('PUT', `${base}/RETURN_REASON/${ids[0]}`, as2({ body: taken, lang: 'fr_FR' }));
    expect(fr.status).toBe(409);
    expect(fr.body.data.errors).toEqual({ 'label.fr_FR': ['Une autre valeur de cette liste a déjà ce libellé'] });
  });

  it('moves a value in its list', async () => {
    const moved = await call('PUT', `${base}/${ids[2]}/order`, as2({ body: { order: 0 } }));
    expect(moved.status, moved.raw).toBe(200);
    expect(moved.body.message).toBe('Order of the values saved');
    let list = await ok('GET', '/order-generic-values/RETURN_REASON', { idSite: 2 });
    expect(mine(list, ids)).toEqual([ids[2], ids[0], ids[1]]);
    await ok('PUT', `${base}/${ids[2]}/order`, as2({ body: { order: 99 } }));
    list = await ok('GET', '/order-generic-values/RETURN_REASON', { idSite: 2 });
    expect(mine(list, ids)).toEqual([ids[0], ids[1], ids[2]]);
    expect(list.at(-1).id).toBe(ids[2]);
    const refused = await call('PUT', `${base}/${ids[2]}/order`, as2({ body: { order: -1 } }));
    expect(refused.status).toBe(400);
  });

  it('changes a value’s labels, keeping its place', async () => {
    const answer = await call(
      'PUT',
      `${base}/RETURN_REASON/${ids[1]}`,
      as2({ body: label('Mauvais produit'), lang: 'fr_FR' }),
    );
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.message).toBe('Valeur modifiée');
    expect(answer.body.data).toMatchObject({ id: ids[1], value: `Mauvais produit ${run}` });
    // Its own label again is not "taken".
    await ok('PUT', `${base}/RETURN_REASON/${ids[1]}`, as2({ body: label('Mauvais produit') }));
    const list = await ok('GET', '/order-generic-values/RETURN_REASON', { idSite: 2 });
    expect(mine(list, ids)).toEqual(ids);
  });

  it('answers 404 for an id the site does not have', async () => {
    expect((await call('PUT', `${base}/RETURN_REASON/999999`, as2({ body: label('Nope') }))).status).toBe(404);
    expect((await call('PUT', `${base}/999999/order`, as2({ body: { order: 0 } }))).status).toBe(404);
    expect((await call('DELETE', `${base}/999999`, as2())).status).toBe(404);
  });

  it('refuses another site’s admin on this site’s ids with 404, and keeps each site’s lists apart', async () => {
    const as3 = (body?: unknown) => ({ token: admin3, idSite: 3, ...(body ? { body } : {}) });
    const update = await call('PUT', `${base}/RETURN_REASON/${ids[0]}`, as3(label('Hijack')));
    expect(update.status, update.raw).toBe(404);
    expect(update.body.message).toBe('Value not found');
    expect((await call('PUT', `${base}/${ids[0]}/order`, as3({ order: 0 }))).status).toBe(404);
    expect((await call('DELETE', `${base}/${ids[0]}`, as3())).status).toBe(404);
    // Naming site 2 in the header is refused outright (not their site).
    expect((await call('DELETE', `${base}/${ids[0]}`, { token: admin3, idSite: 2 })).status).toBe(403);
    const site3 = await ok('GET', '/order-generic-values/RETURN_REASON', { idSite: 3 });
    expect(mine(site3, ids)).toEqual([]);
    const site2 = await ok('GET', '/order-generic-values/RETURN_REASON', { idSite: 2 });
    expect(mine(site2, ids)).toEqual(ids);
    expect(site2.find((v: { id: number }) => v.id === ids[0]).label.fr_FR).toBe(`Bouteille cassée ${run}`);
  });

  it('needs an admin to write', async () => {
    expect((await call('POST', `${base}/RETURN_REASON`, { idSite: 2, body: label('Anonymous') })).status).toBe(401);
  });

  it('deletes a value', async () => {
    const answer = await call('DELETE', `${base}/${ids[1]}`, as2());
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.message).toBe('Value deleted');
    const list = await ok('GET', '/order-generic-values/RETURN_REASON', { idSite: 2 });
    expect(mine(list, ids)).toEqual([ids[0], ids[2]]);
    expect((await call('DELETE', `${base}/${ids[1]}`, as2())).status).toBe(404);
  });
});
