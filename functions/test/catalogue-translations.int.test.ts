import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, sendForm, signIn, type FormFile } from '../../scripts/src/test/api.ts';

/**
 * The shop's translations (issue 19) through the local gateway: a product and a popup saved in the site's default
 * language (French on site 1) are units MISSING in English; a person's translation is what the storefront reads with
 * `userLang: en_US` (the product page and list, a box’s contents, the popups, the services), never in French;
 * a changed French source marks its translation OUTDATED.
 */
const { logins } = inject('fixtures');
let admin1: string;
let admin2: string;
const run = Date.now().toString(36);

type Answer = { status: number; raw: string; body: { message: string; data: any } };
type Unit = { id: number; kind: string; entityId: number; field: string; source: string; status: string };

function ok(answer: Answer) {
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data;
}

const admin = (method: string, path: string, body?: unknown, token = admin1, idSite = 1) =>
  call(method, path, { token, idSite, ...(body === undefined ? {} : { body }) });

/** A visitor's read of site 1 in a language. */
const visit = (path: string, lang: 'fr_FR' | 'en_US') => call('GET', path, { idSite: 1, lang });

/** The units of one entity in English, by field. */
async function unitsOf(kind: string, entityId: number, token = admin1, idSite = 1): Promise<Map<string, Unit>> {
  const path = `/admin/translation/en_US?kind=${kind}&entityId=${entityId}&nbItem=100`;
  const list = ok(await admin('GET', path, undefined, token, idSite));
  return new Map((list.list as Unit[]).map((unit) => [unit.field, unit]));
}

async function translate(unit: Unit | undefined, text: string): Promise<void> {
  expect(unit, 'the unit exists').toBeDefined();
  ok(await admin('PUT', `/admin/translation/${unit!.id}/en_US`, { text }));
}

/** A 1×1 red PNG. */
const png: FormFile = {
  name: 'bottle.png',
  type: 'image/png',
  bytes: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
};

const corkscrew = (over: Record<string, unknown> = {}) => ({
  productType: 'OTHER',
  name: `Tire-bouchon ${run}`,
  description: 'Un couteau de sommelier',
  price: 19,
  weight: 0.2,
  hasShippingFees: true,
  imageMeta: [{ file: 0, alt: 'Un tire-bouchon' }],
  ...over,
});

const saveProduct = (method: 'POST' | 'PUT', path: string, fields: Record<string, unknown>, token = admin1, site = 1) =>
  sendForm(method, path, fields, method === 'POST' ? [png] : [], { token, idSite: site });

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
});

describe('a product', () => {
  let id: number;
  let imageId: string;

  beforeAll(async () => {
    id = ok(await saveProduct('POST', '/admin/product', corkscrew())).id;
    imageId = ok(await admin('GET', `/admin/v4/product/${id}`)).images[0].id;
  });

  it('has its texts as units missing in English once saved', async () => {
    const units = await unitsOf('product', id);
    expect([...units.keys()].sort()).toEqual(['description', 'images.0.alt', 'name']);
    expect(units.get('name')).toMatchObject({ source: `Tire-bouchon ${run}`, status: 'MISSING' });
  });

  it('reads translated in English on its page and in the list once translated, and as written in French', async () => {
    const units = await unitsOf('product', id);
    await translate(units.get('name'), `Corkscrew ${run}`);
    await translate(units.get('images.0.alt'), 'A corkscrew');
    expect(ok(await visit(`/product/${id}`, 'en_US'))).toMatchObject({
      name: `Corkscrew ${run}`,
      // Not translated: the French source is the fallback.
      description: 'Un couteau de sommelier',
      images: [{ alt: 'A corkscrew' }],
    });
    expect(ok(await visit(`/product/${id}`, 'fr_FR')).name).toBe(`Tire-bouchon ${run}`);
    const english = ok(await visit(`/product?nbItem=100&name=lk:${run}`, 'en_US'));
    expect(english.products.find((p: { id: number }) => p.id === id)).toMatchObject({
      name: `Corkscrew ${run}`,
      image: { alt: 'A corkscrew' },
    });
    const french = ok(await visit(`/product?nbItem=100&name=lk:${run}`, 'fr_FR'));
    expect(french.products.find((p: { id: number }) => p.id === id).name).toBe(`Tire-bouchon ${run}`);
    expect((await unitsOf('product', id)).get('name')).toMatchObject({ status: 'CURRENT' });
  });

  it('names a box’s contents in the visitor’s language', async () => {
    const box = ok(
      await saveProduct('POST', '/admin/product', {
        ...corkscrew({ productType: 'BOX', multipleOf: 6, name: `Coffret ${run}` }),
        products: [{ id, quantity: 6 }],
      }),
    );
    expect(ok(await visit(`/product/${box.id}`, 'en_US')).products).toEqual([
      { id, name: `Corkscrew ${run}`, quantity: 6 },
    ]);
  });

  it('marks its translation outdated when the French name changes, and still shows it', async () => {
    const renamed = `Tire-bouchon doré ${run}`;
    ok(
      await saveProduct('PUT', `/admin/product/${id}`, {
        ...corkscrew({ name: renamed }),
        imageMeta: [{ id: imageId, alt: 'Un tire-bouchon' }],
      }),
    );
    const units = await unitsOf('product', id);
    expect(units.get('name')).toMatchObject({ source: renamed, status: 'OUTDATED' });
    // The image's alt text did not change: its translation is still current.
    expect(units.get('images.0.alt')).toMatchObject({ status: 'CURRENT' });
    expect(ok(await visit(`/product/${id}`, 'en_US')).name).toBe(`Corkscrew ${run}`);
  });

  it('is not in another site’s translations', async () => {
    const list = ok(await admin('GET', `/admin/translation/fr_FR?kind=product&entityId=${id}`, undefined, admin2, 2));
    expect(list.list.filter((unit: Unit) => unit.source.includes(run))).toEqual([]);
  });
});

describe('a popup', () => {
  let id: number;

  beforeAll(async () => {
    id = ok(
      await admin('POST', '/admin/popup', {
        title: `Fête des vendanges ${run}`,
        content: '<p>Venez goûter le nouveau millésime.</p>',
      }),
    ).id;
  });

  it('has its title and content as units missing in English', async () => {
    const units = await unitsOf('popup', id);
    expect([...units.keys()].sort()).toEqual(['content', 'title']);
    expect(units.get('content')).toMatchObject({ status: 'MISSING' });
  });

  it('shows its English title and content to an English visitor, its French ones to a French one', async () => {
    const units = await unitsOf('popup', id);
    await translate(units.get('title'), `Harvest festival ${run}`);
    await translate(units.get('content'), '<p>Come taste the new vintage.</p>');
    expect(ok(await visit(`/popup/${id}/content`, 'en_US'))).toMatchObject({
      title: `Harvest festival ${run}`,
      content: '<p>Come taste the new vintage.</p>',
    });
    const shown = ok(await visit('/popup', 'en_US')).popups.find((p: { id: number }) => p.id === id);
    expect(shown.title).toBe(`Harvest festival ${run}`);
    expect(ok(await visit(`/popup/${id}/content`, 'fr_FR')).title).toBe(`Fête des vendanges ${run}`);
  });

  it('takes its units away when deleted', async () => {
    expect((await admin('DELETE', `/admin/popup/${id}`)).status).toBeLessThan(300);
    expect((await unitsOf('popup', id)).size).toBe(0);
  });
});

describe('a service', () => {
  let service: { id: number; images: Array<{ id: string }> };

  beforeAll(async () => {
    const body = {
      title: `Dégustation ${run}`,
      metaDescription: 'Cinq vins avec le vigneron',
      price: 25,
      tags: [`Visite ${run}`],
      imageMeta: [{ file: 0, alt: 'Un verre de rouge' }],
    };
    service = ok(
      await sendForm('POST', '/admin/service', body, [{ ...png, field: 'images' }], { token: admin1, idSite: 1 }),
    );
  });

  it('has its title, meta description and image alt text (by the image’s id) as units', async () => {
    const units = await unitsOf('service', service.id);
    expect([...units.keys()].sort()).toEqual(['images.' + service.images[0]!.id + '.alt', 'metaDescription', 'title']);
  });

  it('reads translated in the English list of services, as written in the French one', async () => {
    const units = await unitsOf('service', service.id);
    await translate(units.get('title'), `Tasting ${run}`);
    await translate(units.get(`images.${service.images[0]!.id}.alt`), 'A glass of red');
    const mine = async (lang: 'fr_FR' | 'en_US') =>
      ok(await visit('/service?nbItem=100', lang)).list.find((s: { id: number }) => s.id === service.id);
    expect(await mine('en_US')).toMatchObject({
      title: `Tasting ${run}`,
      metaDescription: 'Cinq vins avec le vigneron',
      images: [{ alt: 'A glass of red' }],
    });
    expect((await mine('fr_FR')).title).toBe(`Dégustation ${run}`);
  });
});

describe('a home card', () => {
  let card: { id: number; images: Array<{ id: string }> };

  beforeAll(async () => {
    const body = {
      title: `Le domaine ${run}`,
      description: '<p>Trois générations de vignerons.</p>',
      order: 50,
      imageMeta: [{ file: 0, alt: 'Les vignes au printemps' }],
    };
    const files = [{ ...png, field: 'images' }];
    card = ok(await sendForm('POST', '/admin/home-card', body, files, { token: admin1, idSite: 1 }));
  });

  it('shows its English texts on the English home, its French ones on the French home', async () => {
    const units = await unitsOf('homeCard', card.id);
    expect([...units.keys()].sort()).toEqual(['description', 'images.' + card.images[0]!.id + '.alt', 'title']);
    await translate(units.get('description'), '<p>Three generations of winemakers.</p>');
    const mine = async (lang: 'fr_FR' | 'en_US') =>
      ok(await visit('/home-card', lang)).list.find((c: { id: number }) => c.id === card.id);
    expect(await mine('en_US')).toMatchObject({
      title: `Le domaine ${run}`,
      description: '<p>Three generations of winemakers.</p>',
    });
    expect((await mine('fr_FR')).description).toBe('<p>Trois générations de vignerons.</p>');
  });
});
