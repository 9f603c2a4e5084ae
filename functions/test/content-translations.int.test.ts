import { beforeAll, describe, expect, inject, it } from 'vitest';
import { visibleInputs } from '@cellar/shared/content/form-logic';
import { tastingBookingForm } from '@cellar/shared/content/form-test-form';
import { call, sendForm, signIn, type FormFile } from '../../scripts/src/test/api.ts';

/**
 * The content's translations (issue 19) through the local gateway: news, blog, forms, element items and albums
 * saved in the site's default language (French on site 1) are units MISSING in English; a person's translation is
 * what the storefront reads with `userLang: en_US`, never in French; a translated form keeps its conditions.
 */
const { logins } = inject('fixtures');
let admin1: string;
let admin2: string;
let superAdmin: string;
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
  const list = ok(
    await admin(
      'GET',
      `/admin/translation/en_US?kind=${kind}&entityId=${entityId}&nbItem=100`,
      undefined,
      token,
      idSite,
    ),
  );
  return new Map((list.list as Unit[]).map((unit) => [unit.field, unit]));
}

async function translate(unit: Unit | undefined, text: string): Promise<void> {
  expect(unit, 'the unit exists').toBeDefined();
  ok(await admin('PUT', `/admin/translation/${unit!.id}/en_US`, { text }));
}

/** A 1×1 red PNG. */
const png: FormFile = {
  field: 'image',
  name: 'harvest.png',
  type: 'image/png',
  bytes: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
};

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
  superAdmin = await signIn(logins.superAdmin.email, logins.superAdmin.password);
});

describe('a news item', () => {
  let id: number;

  beforeAll(async () => {
    const body = {
      title: `Vendanges ${run}`,
      metaDescription: 'Les vendanges ont commencé',
      description: '<p>Les premiers raisins sont rentrés.</p>',
      alt: 'Une grappe',
    };
    const answer = await sendForm('POST', '/admin/news', body, [png], { token: admin1, idSite: 1 });
    id = ok(answer).id;
  });

  it('has its texts as units missing in English once saved', async () => {
    const units = await unitsOf('news', id);
    expect([...units.keys()].sort()).toEqual(['description', 'image.alt', 'metaDescription', 'title']);
    expect(units.get('title')).toMatchObject({ source: `Vendanges ${run}`, status: 'MISSING' });
    expect(units.get('description')).toMatchObject({ status: 'MISSING' });
  });

  it('reads translated in English once a person translated it, and as written in French', async () => {
    const units = await unitsOf('news', id);
    await translate(units.get('title'), `Harvest ${run}`);
    expect(ok(await visit(`/news/${id}`, 'en_US'))).toMatchObject({
      title: `Harvest ${run}`,
      // Not translated yet: the French source is the fallback.
      metaDescription: 'Les vendanges ont commencé',
    });
    expect(ok(await visit(`/news/${id}`, 'fr_FR')).title).toBe(`Vendanges ${run}`);
    const list = ok(await visit(`/news?title=lk:${run}`, 'en_US'));
    expect(list.list.map((news: { title: string }) => news.title)).toEqual([`Harvest ${run}`]);
    expect((await unitsOf('news', id)).get('title')).toMatchObject({ status: 'CURRENT' });
  });

  it('is not in another site’s translations', async () => {
    const list = ok(await admin('GET', `/admin/translation/fr_FR?kind=news&source=lk:${run}`, undefined, admin2, 2));
    expect(list.list).toEqual([]);
  });

  it('takes its units away when deleted', async () => {
    ok(await admin('DELETE', `/admin/news/${id}`));
    expect((await unitsOf('news', id)).size).toBe(0);
  });
});

describe('a blog article in its folder', () => {
  let folder: { id: number };
  let article: { id: number; url: string };

  beforeAll(async () => {
    folder = ok(await admin('POST', '/admin/blog/folder', { name: `Dossier ${run}`, idParent: null }));
    article = ok(
      await admin('POST', '/admin/blog', {
        title: `La taille ${run}`,
        idFolder: folder.id,
        status: 'ONLINE',
        content: '<p>En hiver, on taille la vigne.</p>',
      }),
    );
  });

  it('reads translated in English: the article, its summary in the folder, the folder’s name', async () => {
    const units = await unitsOf('blogArticle', article.id);
    expect(units.get('title')).toMatchObject({ status: 'MISSING' });
    expect(units.get('content')).toMatchObject({ status: 'MISSING' });
    await translate(units.get('title'), `Pruning ${run}`);
    await translate(units.get('content'), '<p>In winter, the vines are pruned.</p>');
    await translate((await unitsOf('blogFolder', folder.id)).get('name'), `Folder ${run}`);

    const english = ok(await visit(`/blog/article/${article.url}`, 'en_US'));
    expect(english).toMatchObject({ title: `Pruning ${run}`, content: '<p>In winter, the vines are pruned.</p>' });
    const inFolder = ok(await visit(`/blog/folder/${folder.id}`, 'en_US'));
    expect(inFolder.folder.name).toBe(`Folder ${run}`);
    expect(inFolder.articles[0]).toMatchObject({ title: `Pruning ${run}` });
    expect(inFolder.articles[0].excerpt).toContain('In winter');
    expect(ok(await visit(`/blog/folder/ariane/${folder.id}`, 'en_US')).folders).toEqual([
      { id: folder.id, name: `Folder ${run}` },
    ]);

    const french = ok(await visit(`/blog/article/${article.url}`, 'fr_FR'));
    expect(french).toMatchObject({ title: `La taille ${run}`, content: '<p>En hiver, on taille la vigne.</p>' });
  });
});

describe('a form', () => {
  let idForm: number;
  const slotLabel = 'groups.contact.rows.r2.inputs.slot.values.morning.label';

  beforeAll(async () => {
    idForm = ok(await admin('POST', '/admin/forms', { name: `Dégustation ${run}`, ...tastingBookingForm() })).id;
  });

  it('offers its labels to translate, not the values its conditions compare', async () => {
    const units = await unitsOf('form', idForm);
    expect(units.get(slotLabel)).toMatchObject({ source: 'Morning', status: 'MISSING' });
    expect([...units.keys()].some((field) => field.startsWith('conditionGroups') || field.endsWith('.value'))).toBe(
      false,
    );
  });

  it('reads translated in English with its choices’ values as written, and keeps its conditions', async () => {
    const units = await unitsOf('form', idForm);
    await translate(units.get(slotLabel), 'Matin (EN)');
    await translate(units.get('groups.contact.title'), 'Your details');
    const english = ok(await visit(`/forms/${idForm}`, 'en_US'));
    expect(english.groups[0].title).toBe('Your details');
    expect(english.groups[0].rows[1].inputs[0].values[0]).toEqual({ value: 'morning', label: 'Matin (EN)' });
    expect(ok(await visit(`/forms/${idForm}`, 'fr_FR')).groups[0].title).toBe('Contact');

    // The storefront evaluates the translated form: ticking "dietaryNeeds" still shows "dietaryDetails".
    const ticked = { dietaryNeeds: true };
    expect(visibleInputs(english, ticked).map((input) => input.path)).toContain('dietaryDetails');
    expect(visibleInputs(english, {}).map((input) => input.path)).not.toContain('dietaryDetails');

    const answers = {
      fullName: `Ann ${run}`,
      email: `ann-${run}@example.com`,
      slot: 'morning',
      date: '2026-12-12',
      dietaryNeeds: true,
      guests: [{ guestName: 'Ann' }],
    };
    const send = (body: unknown) =>
      call('POST', '/message', { idSite: 1, lang: 'en_US', body, headers: { 'x-forwarded-for': '10.219.0.7' } });
    const missing = await send({ idForm, answers });
    expect(missing.status, missing.raw).toBe(400);
    expect(Object.keys(missing.body.data.errors)).toEqual(['dietaryDetails']);
    const sent = await send({ idForm, answers: { ...answers, dietaryDetails: 'No nuts' } });
    expect(sent.status, sent.raw).toBe(201);
  });
});

describe('an element item and an album', () => {
  it('reads an element item’s text and its type’s field titles in English', async () => {
    const element = ok(
      await call('POST', '/admin/element', {
        token: superAdmin,
        idSite: 1,
        body: {
          route: `cuvees-${run}`,
          name: 'Cuvées',
          fields: [
            { type: 'VARCHAR', key: 'name', title: 'Nom' },
            { type: 'NUMBER', key: 'year', title: 'Millésime' },
          ],
        },
      }),
    );
    const item = ok(await admin('POST', `/admin/element/${element.id}`, { values: { name: 'Le Pin', year: 2021 } }));
    await translate((await unitsOf('elementItem', item.id)).get('texts.name.text'), 'The Pine');
    await translate((await unitsOf('element', element.id)).get('fields.year.title'), 'Vintage');
    const english = ok(await visit(`/element/${element.route}`, 'en_US'));
    expect(english.items[0].values).toEqual({ name: 'The Pine', year: 2021 });
    expect(english.element.fields[1].title).toBe('Vintage');
    expect(ok(await visit(`/element/${element.route}`, 'fr_FR')).items[0].values.name).toBe('Le Pin');

    // The type's text field becomes a number: the item's text is no longer one to translate.
    const fields = [
      { type: 'NUMBER', key: 'name', title: 'Nom' },
      { type: 'NUMBER', key: 'year', title: 'Millésime' },
    ];
    ok(
      await call('PUT', `/admin/element/${element.id}`, {
        token: superAdmin,
        idSite: 1,
        body: { route: element.route, name: 'Cuvées', fields },
      }),
    );
    expect((await unitsOf('elementItem', item.id)).size).toBe(0);
  });

  it('reads an album’s title in English', async () => {
    const album = ok(await admin('POST', '/admin/album', { title: `Vendanges ${run}`, description: 'La récolte' }));
    await translate((await unitsOf('album', album.id)).get('title'), `Harvest ${run}`);
    expect(ok(await visit(`/album/${album.id}`, 'en_US')).title).toBe(`Harvest ${run}`);
    expect(ok(await visit(`/album/${album.id}`, 'fr_FR')).title).toBe(`Vendanges ${run}`);
  });
});
