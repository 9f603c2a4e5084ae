import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, sendForm, signIn, type FormFile } from '../../scripts/src/test/api.ts';

/**
 * Services (issue 17; spec 1 §3, §5 "Service"; spec 2 §7) through the local gateway on the real local parts: every
 * rule with its exact message in English and French, the order, the valid toggle, what shoppers read, site isolation.
 */
const { logins } = inject('fixtures');
let admin1: string;
let admin2: string;
const run = Date.now().toString(36);

/** A 1×1 red PNG. */
const png: FormFile = {
  field: 'images',
  name: 'tasting.png',
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

interface Service {
  id: number;
  title: string;
  price: number;
  tags: string[];
  order: number;
  valid: boolean;
  images: Array<{ id: string; url: string; alt: string }>;
}

const serviceBody = (over: Record<string, unknown> = {}) => ({
  title: `Tasting ${run}`,
  metaDescription: 'Taste five wines with the winemaker',
  price: 25,
  tags: [`Visit ${run}`],
  ...over,
});

async function created(over: Record<string, unknown> = {}, files: FormFile[] = [png], site = 1, token = admin1) {
  const answer = await sendForm('POST', '/admin/service', serviceBody(over), files, { token, idSite: site });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data as Service;
}

const titles = (list: Service[]) => list.map((s) => s.title);

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
});

describe('service rules, each with its message on its field', () => {
  const add = (fields: Record<string, unknown>, lang?: 'fr_FR' | 'en_US', files: FormFile[] = []) =>
    sendForm('POST', '/admin/service', fields, files, { token: admin1, idSite: 1, lang });

  it('answers every missing field at once, in English', async () => {
    expect(errorsOf(await add({ title: ' ', metaDescription: '', price: -3, tags: [] }))).toEqual({
      title: ['Title is required'],
      metaDescription: ['Meta description cannot be empty'],
      price: ['Price must be a positive value'],
      tags: ['A tag is required'],
      images: ['An image is required'],
    });
  });

  it('says them in French on a French request', async () => {
    expect(errorsOf(await add({}, 'fr_FR'))).toEqual({
      title: ['Le titre est obligatoire'],
      metaDescription: ['La méta-description ne peut pas être vide'],
      price: ['Le prix doit être une valeur positive'],
      tags: ['Un tag est obligatoire'],
      images: ['Une image est obligatoire'],
    });
  });

  it('takes -1 as a price on request', async () => {
    expect((await created({ price: -1 })).price).toBe(-1);
  });

  it('refuses an image whose bytes are not what its type says, and stores nothing', async () => {
    const fake: FormFile = { ...png, bytes: Buffer.from('not a png') };
    expect(errorsOf(await add(serviceBody({ title: `Fake ${run}` }), 'en_US', [fake]))['images.0']).toEqual([
      'Allowed images: svg, jpeg, jpg, png',
    ]);
    const listed = await call('GET', `/admin/service?title=lk:Fake ${run}`, { token: admin1, idSite: 1 });
    expect(listed.body.data.total).toBe(0);
  });

  it('needs no image on an update', async () => {
    const service = await created({ title: `Kept ${run}` });
    const changed = await sendForm(
      'PUT',
      `/admin/service/${service.id}`,
      serviceBody({ title: `Changed ${run}`, imageMeta: [] }),
      [],
      { token: admin1, idSite: 1 },
    );
    expect(changed.status, changed.raw).toBe(200);
    expect(changed.body.data).toMatchObject({ title: `Changed ${run}`, images: [] });
  });
});

describe('services for shoppers and for the admin', () => {
  it('stores the images with their alt texts, served from the media address', async () => {
    const service = await created({ imageMeta: [{ file: 0, alt: 'A glass of red' }] });
    expect(service.images).toHaveLength(1);
    expect(service.images[0]!.alt).toBe('A glass of red');
    const image = await fetch(service.images[0]!.url);
    expect(image.status).toBe(200);
  });

  it('keeps an image by its id with a new alt text, and adds a new one after it', async () => {
    const service = await created();
    const kept = service.images[0]!;
    const changed = await sendForm(
      'PUT',
      `/admin/service/${service.id}`,
      serviceBody({
        imageMeta: [
          { id: kept.id, alt: 'Kept' },
          { file: 0, alt: 'New' },
        ],
      }),
      [png],
      { token: admin1, idSite: 1 },
    );
    expect(changed.status, changed.raw).toBe(200);
    expect(changed.body.data.images.map((i: { id: string; alt: string }) => [i.id === kept.id, i.alt])).toEqual([
      [true, 'Kept'],
      [false, 'New'],
    ]);
  });

  it('lists the valid services in their order for shoppers, and every one for the admin', async () => {
    const tag = `Order ${run}`;
    const a = await created({ title: `A ${run}`, tags: [tag] });
    const b = await created({ title: `B ${run}`, tags: [tag] });
    const hidden = await created({ title: `C ${run}`, tags: [tag], valid: false });
    const shop = await call('GET', `/service?tags=${encodeURIComponent(tag)}`, { idSite: 1 });
    expect(shop.status, shop.raw).toBe(200);
    expect(titles(shop.body.data.list)).toEqual([a.title, b.title]);
    const admin = await call('GET', `/admin/service?tags=${encodeURIComponent(tag)}`, { token: admin1, idSite: 1 });
    expect(titles(admin.body.data.list)).toEqual([a.title, b.title, hidden.title]);

    const switched = await call('PUT', `/admin/service/valid/${hidden.id}`, {
      token: admin1,
      idSite: 1,
      body: { valid: true },
    });
    expect(switched.status, switched.raw).toBe(200);
    expect(switched.body.data.valid).toBe(true);
    expect((await call('GET', `/service?tags=${encodeURIComponent(tag)}`, { idSite: 1 })).body.data.total).toBe(3);
  });

  it('moves a service to the top of the list', async () => {
    const tag = `Move ${run}`;
    const first = await created({ title: `First ${run}`, tags: [tag] });
    const second = await created({ title: `Second ${run}`, tags: [tag] });
    const all = (await call('GET', '/admin/service?nbItem=100', { token: admin1, idSite: 1 })).body.data.list;
    const top = all[0] as Service;
    const moved = await call('PUT', `/admin/service/${second.id}/order`, {
      token: admin1,
      idSite: 1,
      body: { order: 0 },
    });
    expect(moved.status, moved.raw).toBe(200);
    const after = (await call('GET', '/admin/service?nbItem=100', { token: admin1, idSite: 1 })).body.data.list;
    expect(after[0].id).toBe(second.id);
    expect(after[1].id).toBe(top.id === second.id ? all[1].id : top.id);
    const mine = (await call('GET', `/service?tags=${encodeURIComponent(tag)}`, { idSite: 1 })).body.data.list;
    expect(titles(mine)).toEqual([second.title, first.title]);
  });

  it('answers the tags the services use, each once', async () => {
    await created({ tags: [`Zeta ${run}`, `Alpha ${run}`] });
    const answer = await call('GET', '/admin/service/tag', { token: admin1, idSite: 1 });
    expect(answer.status, answer.raw).toBe(200);
    const tags = answer.body.data.tags as string[];
    expect(tags).toContain(`Alpha ${run}`);
    expect(tags.indexOf(`Alpha ${run}`)).toBeLessThan(tags.indexOf(`Zeta ${run}`));
    expect(new Set(tags).size).toBe(tags.length);
  });

  it('deletes a service: the admin then finds it no more', async () => {
    const service = await created({ title: `Gone ${run}` });
    const deleted = await call('DELETE', `/admin/service/${service.id}`, { token: admin1, idSite: 1 });
    expect(deleted.status, deleted.raw).toBe(200);
    expect((await call('GET', `/admin/service/${service.id}`, { token: admin1, idSite: 1 })).status).toBe(404);
    expect((await fetch(service.images[0]!.url)).status).toBe(404);
  });
});

describe('services of another site', () => {
  it('refuses another site’s admin, and finds nothing of site 1 from site 2', async () => {
    const service = await created({ title: `Private ${run}` });
    expect((await call('GET', '/admin/service', { token: admin2, idSite: 1 })).status).toBe(403);
    expect((await call('DELETE', `/admin/service/${service.id}`, { token: admin2, idSite: 1 })).status).toBe(403);
    expect((await call('GET', `/admin/service/${service.id}`, { token: admin2, idSite: 2 })).status).toBe(404);
    const shop = await call('GET', `/service?title=${encodeURIComponent(`lk:Private ${run}`)}`, { idSite: 2 });
    expect(shop.body.data.total).toBe(0);
  });

  it('answers the public list without a token, and refuses the admin list without one', async () => {
    expect((await call('GET', '/service', { idSite: 1 })).status).toBe(200);
    expect((await call('GET', '/admin/service', { idSite: 1 })).status).toBe(401);
  });
});
