import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, sendForm, signIn, type FormFile } from '../../scripts/src/test/api.ts';

/**
 * Elements (issue 18; spec 1 §3 "Element", §5; spec 2 §7 "Elements") through the local gateway on the real local
 * parts: a type with every field type round-trips, the rules answer their messages, only valid items are public,
 * the super-admin defines types and models, sharing goes through the local social adapter, sites stay apart.
 */
const { logins } = inject('fixtures');
let admin1: string;
let admin2: string;
let superAdmin: string;
const run = Date.now().toString(36);

const png = (name: string): FormFile => ({
  field: 'images',
  name,
  type: 'image/png',
  bytes: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
});

type Answer = { status: number; raw: string; body: { message: string; data: any } };
function errorsOf(answer: Answer): Record<string, string[]> {
  expect(answer.status, answer.raw).toBe(400);
  return answer.body.data.errors ?? {};
}
function ok(answer: Answer) {
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data;
}
const as = (token: string, site = 1) => ({ token, idSite: site });

/** One field of each of the 17 types. */
const everyField = [
  { type: 'VARCHAR', key: 'title', title: 'Title', required: true, searchable: true, showInList: true, counter: 80 },
  { type: 'TEXT', key: 'description', title: 'Description', searchable: true },
  { type: 'NUMBER', key: 'seats', title: 'Seats' },
  { type: 'BOOLEAN', key: 'free', title: 'Free' },
  { type: 'JSON', key: 'settings', title: 'Settings', isAdvanced: true },
  { type: 'SELECT', key: 'colour', title: 'Wine', values: ['Red', 'White', 'Rosé'], multiple: true },
  { type: 'IMAGE', key: 'poster', title: 'Poster' },
  { type: 'IMAGES', key: 'gallery', title: 'Gallery' },
  { type: 'TAGS', key: 'tags', title: 'Tags', searchable: true },
  { type: 'PRICE', key: 'price', title: 'Price', showInList: true },
  { type: 'PERCENT', key: 'discount', title: 'Discount' },
  { type: 'FILES', key: 'documents', title: 'Documents' },
  { type: 'DATE', key: 'day', title: 'Day', showInList: true },
  { type: 'DATETIME', key: 'opensAt', title: 'Opens at' },
  { type: 'COLOR', key: 'accent', title: 'Accent' },
  { type: 'ADDRESS', key: 'place', title: 'Place' },
  { type: 'IMAGE_PAIR', key: 'restoration', title: 'Before and after' },
];

const plainValues = {
  title: `Harvest party ${run}`,
  description: 'Pick grapes with us,\nthen dinner in the cellar.',
  seats: 40,
  free: false,
  settings: '{"ticketing": {"max": 4}}',
  colour: ['Red', 'Rosé'],
  tags: ['harvest', 'dinner'],
  price: 35.5,
  discount: 12.5,
  day: '2026-09-19',
  opensAt: '2026-09-19T10:30',
  accent: '#8a1c2b',
  place: { line1: '1 chemin des Vignes', line2: '', postalCode: '33330', city: 'Saint-Émilion', country: 'FR' },
};

let element: { id: number; route: string; fields: unknown[] };

async function createItem(values: Record<string, unknown>, files: FormFile[] = [], site = 1, token = admin1) {
  return sendForm('POST', `/admin/element/${element.id}`, { values }, files, as(token, site));
}

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
  superAdmin = await signIn(logins.superAdmin.email, logins.superAdmin.password);
  element = ok(
    await call('POST', '/admin/element', {
      ...as(superAdmin),
      body: { route: `events-${run}`, name: 'Events', fields: everyField },
    }),
  );
});

describe('an element type with each of the 17 field types', () => {
  it('round-trips through the API', async () => {
    const image = await call('GET', '/image-kit/authentication', as(admin1));
    expect(image.status, image.raw).toBe(200);
    // A file of the site (its files area) for the FILES field.
    const form = new FormData();
    for (const [name, value] of Object.entries(image.body.data.fields as Record<string, string>))
      form.append(name, value);
    form.append('file', new Blob([Buffer.from(`%PDF-1.4\n% ${run}\n%%EOF\n`)]), 'programme.pdf');
    expect((await fetch(image.body.data.url, { method: 'POST', body: form })).status).toBeLessThan(300);
    const file = ok(
      await call('POST', '/admin/file', {
        ...as(admin1),
        body: { key: image.body.data.key, filename: 'programme.pdf' },
      }),
    );

    const values = {
      ...plainValues,
      documents: [file.id],
      poster: { file: 0, alt: 'The poster' },
      gallery: [
        { file: 1, alt: 'Vines' },
        { file: 2, alt: 'Cellar' },
      ],
      restoration: [{ order: 0, before: { file: 3, alt: 'Before' }, after: { file: 4, alt: 'After' } }],
    };
    const files = ['poster', 'vines', 'cellar', 'before', 'after'].map((name) => png(`${name}.png`));
    const created = ok(await createItem(values, files));
    const { items } = ok(await call('GET', `/admin/element/${element.id}/items`, as(admin1)));
    const read = items.find((item: { id: number }) => item.id === created.id);
    expect(read.values).toMatchObject(plainValues);
    expect(read.values.documents).toEqual([
      { id: file.id, name: file.name, downloadPath: expect.stringContaining('/file/download/') },
    ]);
    expect(read.values.poster).toMatchObject({ alt: 'The poster', url: expect.stringContaining('/element/') });
    expect(read.values.gallery.map((i: { alt: string }) => i.alt)).toEqual(['Vines', 'Cellar']);
    expect(read.values.restoration).toEqual([
      expect.objectContaining({
        order: 0,
        before: expect.objectContaining({ alt: 'Before' }),
        after: expect.objectContaining({ alt: 'After' }),
      }),
    ]);

    // Kept images by id, one dropped, one alt text changed: the rest unchanged.
    const kept = {
      ...values,
      poster: { id: read.values.poster.id, alt: 'New poster text' },
      gallery: [{ id: read.values.gallery[1].id, alt: 'Cellar' }],
      restoration: [
        {
          id: read.values.restoration[0].id,
          order: 0,
          before: { id: read.values.restoration[0].before.id, alt: 'Before' },
          after: { id: read.values.restoration[0].after.id, alt: 'After' },
        },
      ],
    };
    const updated = ok(
      await sendForm('PUT', `/admin/element/${element.id}/${created.id}`, { values: kept }, [], as(admin1)),
    );
    expect(updated.values.poster).toMatchObject({ id: read.values.poster.id, alt: 'New poster text' });
    expect(updated.values.gallery).toEqual([read.values.gallery[1]]);
    expect(updated.values).toMatchObject(plainValues);
  });

  it('shows the storefront only the valid items, found by the text of searchable fields', async () => {
    ok(await createItem({ title: `Open day ${run}`, tags: ['visit'] }));
    const hidden = ok(await createItem({ title: `Private tasting ${run}` }));
    ok(await call('PUT', `/admin/element/${element.id}/valid/${hidden.id}`, { ...as(admin1), body: { valid: false } }));
    const titles = async (query = '') => {
      const answer = ok(await call('GET', `/element/${element.route}${query}`, { idSite: 1 }));
      return answer.items.map((item: { values: { title: string } }) => item.values.title);
    };
    expect(await titles()).toContain(`Open day ${run}`);
    expect(await titles()).not.toContain(`Private tasting ${run}`);
    expect(await titles('?q=VISIT')).toEqual([`Open day ${run}`]);
    const byId = ok(await call('GET', `/element/${element.id}`, { idSite: 1 }));
    expect(byId.element.route).toBe(element.route);
    expect((await call('GET', `/element/${element.route}`, { idSite: 2 })).status).toBe(404);
    ok(await call('PUT', `/admin/element/${element.id}/valid/${hidden.id}`, { ...as(admin1), body: { valid: true } }));
    expect(await titles()).toContain(`Private tasting ${run}`);
    expect(
      (await call('GET', `/element/${element.route}?page=1&nbItem=1`, { idSite: 1 })).body.data.items,
    ).toHaveLength(1);
  });
});

describe('the demo site', () => {
  it('has the seeded events, their fields shown by type', async () => {
    const answer = ok(await call('GET', '/element/evenements', { idSite: 1 }));
    expect(answer.element.name).toBe('Événements');
    expect(answer.items.map((item: { values: { title: string } }) => item.values.title)).toEqual([
      'Dégustation en chai',
      'Pique-nique dans les vignes',
    ]);
    expect(answer.items[0].values.image).toMatchObject({ alt: 'Des barriques dans le chai' });
  });
});

describe('element rules, each with its message', () => {
  it('refuses a type without a slug with “Slug cannot be empty”, a field without a key with “Key cannot be empty”', async () => {
    const answer = await call('POST', '/admin/element', {
      ...as(superAdmin),
      body: { route: '', name: 'Nameless', fields: [{ type: 'TEXT', key: ' ' }] },
    });
    expect(errorsOf(answer)).toEqual({ route: ['Slug cannot be empty'], 'fields.0.key': ['Key cannot be empty'] });
  });

  it('says it in French on a French request', async () => {
    const answer = await call('POST', '/admin/element', {
      ...as(superAdmin),
      lang: 'fr_FR',
      body: { route: '', name: 'Sans nom' },
    });
    expect(errorsOf(answer)).toEqual({ route: ['Le slug ne peut pas être vide'] });
  });

  it('refuses a slug another element of the site uses', async () => {
    const answer = await call('POST', '/admin/element', {
      ...as(superAdmin),
      body: { route: element.route, name: 'Twice' },
    });
    expect(errorsOf(answer)).toEqual({ route: ['Another element already uses this slug'] });
  });

  it('checks each value by its field, with “Invalid JSON configuration” for bad JSON', async () => {
    const answer = await createItem({
      title: '',
      settings: '{not json',
      accent: 'red',
      discount: 140,
      price: -2,
      day: '2026-02-30',
      colour: ['Blue'],
    });
    expect(errorsOf(answer)).toEqual({
      'values.title': ['This field is required'],
      'values.settings': ['Invalid JSON configuration'],
      'values.accent': ['A colour is written #rrggbb'],
      'values.discount': ['Between 0 and 100'],
      'values.price': ['A price is a positive amount with at most 2 decimals'],
      'values.day': ['Enter a date'],
      'values.colour.0': ['Choose a value of the list'],
    });
  });

  it('refuses a file the site does not have', async () => {
    expect(errorsOf(await createItem({ title: 'Files', documents: [999_999] }))).toEqual({
      'values.documents.0': ['File not found'],
    });
  });

  it('lets only a super-admin define elements', async () => {
    const answer = await call('POST', '/admin/element', {
      ...as(admin1),
      body: { route: `other-${run}`, name: 'Other' },
    });
    expect(answer.status).toBe(403);
  });
});

describe('the items of an element', () => {
  it('moves an item and deletes one', async () => {
    const first = ok(await createItem({ title: `First ${run}` }));
    const second = ok(await createItem({ title: `Second ${run}` }));
    ok(await call('PUT', `/admin/element/${element.id}/order/${second.id}`, { ...as(admin1), body: { order: 0 } }));
    const { items } = ok(await call('GET', `/admin/element/${element.id}/items?nbItem=100`, as(admin1)));
    expect(items[0].id).toBe(second.id);
    ok(await call('DELETE', `/admin/element/${element.id}/${first.id}`, as(admin1)));
    expect((await call('DELETE', `/admin/element/${element.id}/${first.id}`, as(admin1))).status).toBe(404);
  });

  it('previews a share, then records it through the local adapter', async () => {
    const item = ok(await createItem({ title: `Shared ${run}`, description: 'Come and see' }, [png('p.png')]));
    const preview = ok(
      await call('POST', `/admin/element/share/simulate/${element.id}/${item.id}`, { ...as(admin1), body: {} }),
    );
    expect(preview).toMatchObject({ text: `Shared ${run}\n\nCome and see`, adapter: 'local', published: false });
    expect(preview.sharedAt).toBeNull();
    const shared = await call('POST', `/admin/element/share/${element.id}/${item.id}`, { ...as(admin1), body: {} });
    expect(shared.body.message).toBe('Post recorded (local adapter: published on no network)');
    expect(shared.body.data.sharedAt).toEqual(expect.any(String));
  });

  it('names the staff who created and changed an item', async () => {
    const item = ok(await createItem({ title: `Users ${run}` }));
    ok(
      await sendForm(
        'PUT',
        `/admin/element/${element.id}/${item.id}`,
        { values: { title: 'Changed' } },
        [],
        as(superAdmin),
      ),
    );
    const { users } = ok(await call('GET', `/admin/element/${element.route}/${item.id}/users`, as(admin1)));
    expect(users.map((u: { email: string; role: string }) => [u.role, u.email])).toEqual([
      ['CREATOR', logins.admin1.email],
      ['EDITOR', logins.superAdmin.email],
    ]);
  });

  it('keeps another site out', async () => {
    expect((await call('GET', `/admin/element/${element.id}/items`, as(admin2, 1))).status).toBe(403);
    const theirs = await call('GET', `/admin/element/${element.id}/items`, as(admin2, 2));
    if (theirs.status === 200) expect(theirs.body.data.element.route).not.toBe(element.route);
    else expect(theirs.status).toBe(404);
  });
});

describe('element models of site 0', () => {
  it('lists the models and imports one into a site', async () => {
    const model = ok(
      await call('POST', '/admin/element', {
        ...as(superAdmin, 0),
        body: { route: `model-${run}`, name: 'Team', fields: [{ type: 'VARCHAR', key: 'name', required: true }] },
      }),
    );
    const { elements } = ok(await call('GET', '/admin/element/import', as(superAdmin, 1)));
    expect(elements.map((e: { id: number }) => e.id)).toContain(model.id);
    const imported = ok(await call('POST', '/admin/element', { ...as(superAdmin, 1), body: { fromModel: model.id } }));
    expect(imported).toMatchObject({ route: `model-${run}`, name: 'Team', itemCount: 0 });
    const list = ok(await call('GET', '/admin/element', as(admin1)));
    expect(list.elements.map((e: { route: string }) => e.route)).toContain(`model-${run}`);
    ok(await call('DELETE', `/admin/element/${imported.id}`, as(superAdmin, 1)));
  });

  it('refuses to delete an element that has items', async () => {
    const answer = await call('DELETE', `/admin/element/${element.id}`, as(superAdmin, 1));
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Delete the items of this element first');
  });
});
