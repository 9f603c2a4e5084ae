import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, sendForm, signIn, type FormFile } from '../../scripts/src/test/api.ts';

/**
 * Home cards (issue 17; spec 1 §3, §5 "Home card") through the local gateway on the real local parts: every rule with
 * its exact message in English and French, nothing stored on refusal, the order, what shoppers read, site isolation.
 */
const { logins } = inject('fixtures');
let admin1: string;
let admin2: string;
const run = Date.now().toString(36);

/** A 1×1 red PNG. */
const png: FormFile = {
  field: 'images',
  name: 'vines.png',
  type: 'image/png',
  bytes: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
};

type Answer = { status: number; raw: string; body: { message: string; data: any } };
function errorsOf(answer: Answer): Record<string, string[]> {
  expect(answer.status, answer.raw).toBe(400);
  return answer.body.data.errors ?? {};
}

interface HomeCard {
  id: number;
  title: string;
  description: string;
  order: number;
  images: Array<{ id: string; url: string; alt: string }>;
}

const cardBody = (over: Record<string, unknown> = {}) => ({
  title: `Estate ${run}`,
  description: '<p>Three generations of winemakers.</p>',
  order: 5,
  imageMeta: [{ file: 0, alt: 'The vines in spring' }],
  ...over,
});

async function created(over: Record<string, unknown> = {}, files: FormFile[] = [png], site = 1, token = admin1) {
  const answer = await sendForm('POST', '/admin/home-card', cardBody(over), files, { token, idSite: site });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data as HomeCard;
}

const mine = (list: HomeCard[]) => list.filter((card) => card.title.endsWith(run));

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
});

describe('home card rules, each with its message on its field', () => {
  const add = (fields: Record<string, unknown>, lang?: 'fr_FR' | 'en_US', files: FormFile[] = []) =>
    sendForm('POST', '/admin/home-card', fields, files, { token: admin1, idSite: 1, lang });

  it('answers every missing field at once, in English, and stores nothing', async () => {
    const before = (await call('GET', '/admin/home-card', { token: admin1, idSite: 1 })).body.data.list.length;
    expect(errorsOf(await add({ title: ' ', description: '<p> </p>', order: '' }))).toEqual({
      order: ['Order cannot be empty'],
      title: ['Title is required'],
      description: ['Description is required'],
      images: ['An image is required'],
    });
    const after = (await call('GET', '/admin/home-card', { token: admin1, idSite: 1 })).body.data.list.length;
    expect(after).toBe(before);
  });

  it('says them in French on a French request', async () => {
    expect(errorsOf(await add({ order: 'abc' }, 'fr_FR'))).toEqual({
      order: ['L’ordre ne peut pas être vide'],
      title: ['Le titre est obligatoire'],
      description: ['La description est obligatoire'],
      images: ['Une image est obligatoire'],
    });
  });

  it('refuses an image without its alternative text, in both languages, and stores nothing', async () => {
    const body = cardBody({ title: `No alt ${run}`, imageMeta: [{ file: 0, alt: ' ' }] });
    expect(errorsOf(await add(body, 'en_US', [png]))).toEqual({ 'imageMeta.0.alt': ['Alternative text is required'] });
    expect(errorsOf(await add(body, 'fr_FR', [png]))).toEqual({
      'imageMeta.0.alt': ['Le texte alternatif est obligatoire'],
    });
    const list = (await call('GET', '/admin/home-card', { token: admin1, idSite: 1 })).body.data.list as HomeCard[];
    expect(list.some((card) => card.title === `No alt ${run}`)).toBe(false);
  });

  it('refuses an image whose bytes are not what its type says', async () => {
    const fake: FormFile = { ...png, bytes: Buffer.from('not a png') };
    expect(errorsOf(await add(cardBody({ title: `Fake ${run}` }), 'en_US', [fake]))['images.0']).toEqual([
      'Allowed images: svg, jpeg, jpg, png',
    ]);
  });
});

describe('home cards for shoppers and for the admin', () => {
  it('stores the card with its sanitised description and its image with its alt text', async () => {
    const card = await created({ description: '<p>Hello<script>alert(1)</script></p>' });
    expect(card.description).toBe('<p>Hello</p>');
    expect(card.images).toHaveLength(1);
    expect(card.images[0]).toMatchObject({ alt: 'The vines in spring' });
    expect(card.images[0]!.url).toMatch(/\/home-card\//);
  });

  it('lists every card by the order typed, for shoppers and for the admin', async () => {
    const third = await created({ title: `Third ${run}`, order: 30 });
    const first = await created({ title: `First ${run}`, order: -10 });
    const shop = await call('GET', '/home-card', { idSite: 1 });
    expect(shop.status, shop.raw).toBe(200);
    const ids = mine(shop.body.data.list).map((card) => card.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(third.id));
    expect(ids[0]).toBe(first.id);
    const admin = await call('GET', '/admin/home-card', { token: admin1, idSite: 1 });
    expect(mine(admin.body.data.list).map((card) => card.id)).toEqual(ids);
  });

  it('keeps an image by its id with a new alt text, and changes the order', async () => {
    const card = await created({ title: `Kept ${run}` });
    const changed = await sendForm(
      'PUT',
      `/admin/home-card/${card.id}`,
      cardBody({ title: `Kept ${run}`, order: '12', imageMeta: [{ id: card.images[0]!.id, alt: 'The cellar' }] }),
      [],
      { token: admin1, idSite: 1 },
    );
    expect(changed.status, changed.raw).toBe(200);
    expect(changed.body.data).toMatchObject({ order: 12, images: [{ id: card.images[0]!.id, alt: 'The cellar' }] });
  });

  it('deletes a card: shoppers then find it no more', async () => {
    const card = await created({ title: `Gone ${run}` });
    const answer = await call('DELETE', `/admin/home-card/${card.id}`, { token: admin1, idSite: 1 });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.message).toBe('Home card deleted');
    const shop = await call('GET', '/home-card', { idSite: 1 });
    expect((shop.body.data.list as HomeCard[]).some((one) => one.id === card.id)).toBe(false);
  });
});

describe('home cards of another site', () => {
  it('refuses another site’s admin, and shows nothing of site 1 on site 2', async () => {
    const card = await created({ title: `Private ${run}` });
    expect((await call('GET', '/admin/home-card', { token: admin2, idSite: 1 })).status).toBe(403);
    expect((await call('DELETE', `/admin/home-card/${card.id}`, { token: admin2, idSite: 1 })).status).toBe(403);
    expect((await call('DELETE', `/admin/home-card/${card.id}`, { token: admin2, idSite: 2 })).status).toBe(404);
    const shop = await call('GET', '/home-card', { idSite: 2 });
    expect((shop.body.data.list as HomeCard[]).some((one) => one.title === `Private ${run}`)).toBe(false);
  });

  it('answers the public list without a token, and refuses the admin list without one', async () => {
    expect((await call('GET', '/home-card', { idSite: 1 })).status).toBe(200);
    expect((await call('GET', '/admin/home-card', { idSite: 1 })).status).toBe(401);
  });
});
