import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, sendForm, signIn } from '../../scripts/src/test/api.ts';
import { releaseDocument } from '../../scripts/src/local/release-documents.ts';
import { png } from './security/rich-site.ts';

/**
 * The storefront in every active language of a site (issue 19; docs/translations.md "Content language"), through the
 * local gateway on a site of its own (French by default, German and Spanish added, Spanish later switched off): the
 * public reads take the `contentLang` header, show the German translation, the French where a text has none, and the
 * default language for a code the site does not show; a release holds the German documents.
 */
const { logins, apiUrl, env } = inject('fixtures');
const run = Date.now().toString(36);
let superAdmin: string;
let admin: string;
let idSite: number;
let page: { id: number; url: string };
let product: { id: number };
let spanish: { id: number };

type Answer = { status: number; raw: string; body: { message: string; data: any } };
type Unit = { id: number; field: string; status: string };

function ok(answer: Answer, status = 200) {
  expect(answer.status, answer.raw).toBe(status);
  return answer.body.data;
}

const asAdmin = (body?: unknown) => ({ token: admin, idSite, ...(body === undefined ? {} : { body }) });

/** A visitor's read as the storefront sends it: the interface language, and the content language of the path. */
const visit = (path: string, contentLang: string | null, lang: 'fr_FR' | 'en_US' = 'en_US') =>
  call('GET', path, { idSite, lang, headers: contentLang === null ? {} : { contentlang: contentLang } });

/** The units of one entity in a language, by field. */
async function unitsOf(kind: string, entityId: number, lang: string): Promise<Map<string, Unit>> {
  const list = ok(
    await call('GET', `/admin/translation/${lang}?kind=${kind}&entityId=${entityId}&nbItem=100`, asAdmin()),
  );
  return new Map((list.list as Unit[]).map((unit) => [unit.field, unit]));
}

async function translate(unit: Unit | undefined, lang: string, text: string): Promise<void> {
  expect(unit, 'the unit exists').toBeDefined();
  ok(await call('PUT', `/admin/translation/${unit!.id}/${lang}`, asAdmin({ text })));
}

beforeAll(async () => {
  Object.assign(process.env, env, { LOG_LEVEL: 'silent' });
  superAdmin = await signIn(logins.superAdmin.email, logins.superAdmin.password);
  // A site of its own: its languages change, the other tests' sites keep theirs.
  idSite = ok(
    await call('POST', '/site', { token: superAdmin, body: { name: `Sprachen ${run}`, defaultLang: 'fr_FR' } }),
    201,
  ).id;
  const email = `store-langs-${run}@example.com`;
  const user = { firstname: 'Greta', lastname: 'Weber', email, role: 'ADMIN' };
  const password = { password: 'secret-pw', confirmPassword: 'secret-pw' };
  ok(await call('POST', '/admin/user', { token: superAdmin, idSite, body: { ...user, ...password } }), 201);
  admin = await signIn(email, 'secret-pw');
  ok(await call('POST', '/admin/lang', asAdmin({ code: 'de_DE' })), 201);
  spanish = ok(await call('POST', '/admin/lang', asAdmin({ code: 'es_ES' })), 201);

  page = ok(
    await call(
      'POST',
      '/admin/page',
      asAdmin({
        title: `Le domaine ${run}`,
        url: `domaine-${run}`,
        menuTitle: `Domaine ${run}`,
        menuIcon: 'home',
        metaDescription: `Un domaine familial ${run}`,
        isValid: true,
        showInMenu: true,
        layouts: [{ type: 'ONE_COLUMN', contents: [{ type: 'ENTITY', title: 'Notre histoire' }] }],
      }),
    ),
  );
  product = ok(
    await sendForm(
      'POST',
      '/admin/product',
      {
        productType: 'OTHER',
        name: `Tire-bouchon ${run}`,
        description: 'Un couteau de sommelier',
        price: 19,
        weight: 0.2,
        hasShippingFees: true,
        imageMeta: [{ file: 0, alt: 'Un tire-bouchon' }],
      },
      [{ name: 'bottle.png', type: 'image/png', bytes: png }],
      { token: admin, idSite },
    ),
  );
  const pageUnits = await unitsOf('page', page.id, 'de_DE');
  await translate(pageUnits.get('title'), 'de_DE', `Das Weingut ${run}`);
  await translate(pageUnits.get('menuTitle'), 'de_DE', `Weingut ${run}`);
  await translate((await unitsOf('product', product.id, 'de_DE')).get('name'), 'de_DE', `Korkenzieher ${run}`);
  await translate((await unitsOf('page', page.id, 'es_ES')).get('title'), 'es_ES', `La finca ${run}`);
});

describe('a public read in a content language of the site', () => {
  it('shows the German translations of a page and of a product, the French where a text has none', async () => {
    const german = ok(await visit(`/page/${page.url}`, 'de_DE'));
    expect(german.title).toBe(`Das Weingut ${run}`);
    // Not translated into German: the French source.
    expect(german.metaDescription).toBe(`Un domaine familial ${run}`);
    expect(german.layouts[0].contents[0].title).toBe('Notre histoire');

    expect(ok(await visit(`/product/${product.id}`, 'de_DE'))).toMatchObject({
      name: `Korkenzieher ${run}`,
      description: 'Un couteau de sommelier',
    });
    const list = ok(await visit(`/product?name=lk:${run}`, 'de_DE'));
    expect(list.products.map((p: { name: string }) => p.name)).toEqual([`Korkenzieher ${run}`]);
  });

  it('names the menu in German', async () => {
    const menu = ok(await visit('/page', 'de_DE')).pages as Array<{ id: number; menuTitle: string }>;
    expect(menu.find((entry) => entry.id === page.id)?.menuTitle).toBe(`Weingut ${run}`);
  });

  it('stops showing a language as soon as the admin switches it off: the default language (French) instead', async () => {
    expect(ok(await visit(`/page/${page.url}`, 'es_ES')).title).toBe(`La finca ${run}`);
    ok(await call('PUT', `/admin/lang/toggle/${spanish.id}`, asAdmin({ valid: false })));
    expect(ok(await visit(`/page/${page.url}`, 'es_ES')).title).toBe(`Le domaine ${run}`);
    expect(ok(await visit(`/product/${product.id}`, 'es_ES')).name).toBe(`Tire-bouchon ${run}`);
  });

  it('answers the default language (French) for an unknown code or none the site shows', async () => {
    expect(ok(await visit(`/page/${page.url}`, 'xx_XX')).title).toBe(`Le domaine ${run}`);
    expect(ok(await visit(`/page/${page.url}`, 'default')).title).toBe(`Le domaine ${run}`);
    // English is not a language of this site: a `userLang` alone does not ask for it.
    expect(ok(await visit(`/page/${page.url}`, null, 'en_US')).title).toBe(`Le domaine ${run}`);
  });

  it('answers the messages in the interface language, whatever the content language', async () => {
    const missing = await visit('/page/nowhere-at-all', 'de_DE', 'en_US');
    expect(missing.status).toBe(404);
    const french = await visit('/page/nowhere-at-all', 'de_DE', 'fr_FR');
    expect(french.body.message).not.toBe(missing.body.message);
  });
});

describe('a release of a site with German active', () => {
  it('holds the German documents, in German, beside the French ones', async () => {
    const started = ok(await call('POST', '/admin/site/publish', asAdmin()), 202);
    expect((await fetch(`${apiUrl}/__workflows/idle`, { method: 'POST' })).status).toBe(204);
    const job = ok(await call('GET', `/admin/job/${started.id}`, asAdmin()));
    expect(job.status, JSON.stringify(job)).toBe('SUCCEEDED');
    const releases = ok(await call('GET', '/admin/site/releases', asAdmin()));
    expect(releases.releases[0].languages).toEqual(['fr_FR', 'de_DE']);

    const german = await releaseDocument('x', new URL(`http://x/de_DE/${page.url}?site=${idSite}`));
    expect(german).toContain(`Das Weingut ${run}`);
    expect(german).toMatch(/<html[^>]* lang="de-DE"/);
    // The site's only page is its home: its addresses are the home's.
    expect(german).toMatch(/hreflang="de" href="[^"]*\/de_DE"/);
    const germanProduct = await releaseDocument('x', new URL(`http://x/de_DE/product/${product.id}?site=${idSite}`));
    expect(germanProduct).toContain(`Korkenzieher ${run}`);
    const french = await releaseDocument('x', new URL(`http://x/${page.url}?site=${idSite}`));
    expect(french).toContain(`Le domaine ${run}`);
    // Spanish is switched off: no document of it.
    expect(await releaseDocument('x', new URL(`http://x/es_ES/${page.url}?site=${idSite}`))).toBeNull();
  });
});
