import { BatchWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { releaseDocument } from '../../scripts/src/local/release-documents.ts';
import { call, sendForm, signIn, type FormFile } from '../../scripts/src/test/api.ts';
import { redirectionEdgeKey } from '@cellar/shared/content/redirection';
import { scriptOriginsEdgeKey } from '@cellar/shared/content/script-to-load';
import { staffUserBody } from './staff-user.ts';
import { pointerStore } from '../src/adapters/releases/pointer-store.ts';
import { dynamo, tableName } from '../src/data/dynamo.ts';
import { keys, mediaKeys, type Key } from '../src/data/keys.ts';
import { releaseObjects } from '../src/data/release-objects.ts';
import { s3Objects } from '../src/data/s3.ts';
import { authorisedSiteId } from '../src/data/site-id.ts';
import { customerIdentities } from '../src/identity/identity-pool.ts';
import { customerUsername } from '../src/identity/customer-username.ts';
import { forgetEnvironment } from '../src/local/local-reset.ts';
import { jobRepository } from '../src/repositories/job-repository.ts';
import { siteDataRepository } from '../src/repositories/site-data-repository.ts';
import { userRepository } from '../src/repositories/user-repository.ts';

/**
 * A site's life as jobs (docs/site-lifecycle.md): init gives a new site what it starts with; delete exports every item
 * of the site, deletes them in batches, then forgets the site — its pointers, releases, media, staff memberships,
 * customers' sign-ins, record, short name — and keeps only its jobs. Through the local gateway, on a site of its own
 * (sites 1–5 belong to the other files).
 */
const { logins, env } = inject('fixtures');
const run = Date.now().toString(36);
let superAdmin: string;
/** The site deleted, and a site beside it that must come out untouched. */
let site = 0;
let slug = '';
let neighbour = 0;
const customer = { email: `shopper-${run}@example.com`, password: 'lifecycle-pw' };
const staff = { only: 0, both: 0, bothEmail: `both-${run}@example.com` };
const nomenclature = { kind: 0, grape: 0 };
let globalBox = 0;
/** Items written straight into the site's partitions (more than one batch), and into a site 10 times its id. */
const fillerCount = 600;
let lookalike: Key[] = [];

const png: FormFile = {
  name: 'bottle.png',
  type: 'image/png',
  bytes: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
};
const unknownSite = 999_999_999;
const page = (title: string, url: string) => ({
  title,
  url,
  menuTitle: title,
  menuIcon: 'home',
  metaDescription: `${title}, our estate.`,
  layouts: [],
});

async function idle(): Promise<void> {
  const answer = await fetch(`${inject('fixtures').apiUrl}/__workflows/idle`, { method: 'POST' });
  expect(answer.status).toBe(204);
}
async function fault(task: string, idSite: number | undefined, times = 99): Promise<void> {
  const answer = await fetch(`${inject('fixtures').apiUrl}/__faults`, {
    method: 'POST',
    body: JSON.stringify({ task, idSite, times }),
  });
  expect(answer.status).toBe(204);
}

async function ok(answer: Promise<{ status: number; raw: string; body: { data: any } }>, status = 200) {
  const done = await answer;
  expect(done.status, done.raw).toBe(status);
  return done.body.data;
}

/** Starts a job through the super-admin's route, waits for the machines to settle, and answers its record. */
async function job(method: string, path: string, body?: unknown) {
  const started = await ok(call(method, path, { token: superAdmin, idSite: 1, body }), 202);
  await idle();
  return (await jobRepository.get(authorisedSiteId(started.idSite), started.id))!;
}

async function createSite(name: string): Promise<{ id: number; slug: string }> {
  return ok(call('POST', '/site', { token: superAdmin, body: { name: `${name} ${run}` } }), 201);
}

async function writeItems(items: Key[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25)
    await dynamo().send(
      new BatchWriteCommand({
        RequestItems: {
          [tableName()]: items.slice(i, i + 25).map((key) => ({ PutRequest: { Item: { ...key, type: 'FILLER' } } })),
        },
      }),
    );
}

const item = async (key: Key) => (await dynamo().send(new GetCommand({ TableName: tableName(), Key: key }))).Item;

/** What the storefront reads of a site, as status and body. */
async function publicReads(idSite: number, host: string) {
  const paths = ['/parameter', '/lang', '/page', '/product', '/list/component', '/conditions', '/payment/methods'];
  const answers = await Promise.all(paths.map((path) => call('GET', path, { idSite })));
  const resolved = await call('GET', `/site/resolve?host=${host}`);
  return [...answers, resolved].map((answer) => ({ status: answer.status, body: answer.body }));
}

beforeAll(async () => {
  Object.assign(process.env, env, { LOG_LEVEL: 'silent' });
  forgetEnvironment();
  superAdmin = await signIn(logins.superAdmin.email, logins.superAdmin.password);
  ({ id: site, slug } = await createSite('Domaine Éphémère'));
  neighbour = (await createSite('Clos Voisin')).id;
  const as = (idSite: number) => ({ token: superAdmin, idSite });

  await ok(
    call('POST', '/admin/page', {
      ...as(site),
      body: page('Le domaine', `domaine-${run}`),
    }),
  );
  await ok(
    call('POST', '/admin/page', {
      ...as(neighbour),
      body: page('Voisin', `voisin-${run}`),
    }),
  );
  // A wine naming the nomenclature and a chosen global box: counts outside the site that the deletion moves back.
  const entry = (type: string, name: string) =>
    ok(call('POST', '/super-admin/nomenclature', { token: superAdmin, body: { type, name: `${name} ${run}` } }));
  nomenclature.kind = (await entry('KIND', 'Rouge éphémère')).id;
  nomenclature.grape = (await entry('GRAPE', 'Cépage éphémère')).id;
  await ok(
    sendForm(
      'POST',
      '/admin/product',
      {
        productType: 'WINE',
        name: `Cuvée éphémère ${run}`,
        description: 'Un rouge',
        price: 12.5,
        multipleOf: 6,
        weight: 1.3,
        hasShippingFees: true,
        isVintage: true,
        year: 2022,
        capacity: 75,
        capacityUnit: 'cl',
        kind: nomenclature.kind,
        grapes: [{ id: nomenclature.grape, percent: 100 }],
        quantity: 12,
        imageMeta: [{ file: 0, alt: 'Bouteille' }],
      },
      [png],
      as(site),
    ),
  );
  globalBox = (
    await ok(
      call('POST', '/admin/global/box', {
        ...as(1),
        body: {
          type: 'VIGNOBLE_EXPORT',
          mainType: 'BOTTLE',
          name: `Export ${run}`,
          bottleBoxCapacity: 6,
          bottleCapacity: 75,
          width: 27,
          height: 37,
          depth: 19,
          boxWeight: 1,
        },
      }),
    )
  ).id;
  await ok(call('PUT', '/admin/box/choose', { ...as(site), body: { boxes: [globalBox] } }));
  await ok(
    call('POST', '/register', {
      idSite: site,
      body: {
        firstname: 'Éva',
        lastname: 'Passante',
        email: customer.email,
        birthdate: '12/03/1985',
        password: customer.password,
        confirmPassword: customer.password,
        salesConditions: true,
      },
    }),
    201,
  );
  // Entries of the storefront's edge (docs/publishing.md "Redirections and script origins"), to go with the site.
  await ok(
    call('POST', '/admin/redirection', {
      ...as(site),
      body: { oldUrl: '/vieille-page', target: '/', statusCode: 301 },
    }),
  );
  await ok(call('POST', '/admin/script-to-load', { ...as(site), body: { src: 'https://cdn.example.com/a.js' } }));
  const user = staffUserBody;
  staff.only = (await ok(call('POST', '/admin/user', { ...as(site), body: user(`only-${run}@example.com`) }), 201)).id;
  staff.both = (await ok(call('POST', '/admin/user', { ...as(neighbour), body: user(staff.bothEmail) }), 201)).id;
  const both = (await userRepository.get(staff.both))!;
  await userRepository.save(both, { ...both, siteIds: [neighbour, site], updatedAt: new Date().toISOString() });

  const partition = `${keys.siteCollectionsPrefix(authorisedSiteId(site))}FILLER`;
  await writeItems(Array.from({ length: fillerCount }, (_, i) => ({ pk: partition, sk: `ITEM#${i}` })));
  const tenfold = authorisedSiteId(site * 10);
  lookalike = [
    { pk: keys.sitePartition(tenfold), sk: 'FILLER' },
    { pk: `${keys.siteCollectionsPrefix(tenfold)}FILLER`, sk: 'ITEM#0' },
  ];
  await writeItems(lookalike);
});

afterAll(async () => {
  await fault('*clear', undefined);
  for (const key of lookalike)
    await dynamo().send(new BatchWriteCommand({ RequestItems: { [tableName()]: [{ DeleteRequest: { Key: key } }] } }));
});

describe('site init', () => {
  it('gives the site every catalogue component, and reads what site 0 holds through it', async () => {
    const done = await job('GET', `/site/${site}/init`);
    expect(done.status, JSON.stringify(done)).toBe('SUCCEEDED');
    expect(done.steps).toEqual([expect.objectContaining({ name: 'copy-defaults', status: 'SUCCEEDED', attempts: 1 })]);
    const catalogue = await ok(call('GET', '/admin/component', { token: superAdmin, idSite: site }));
    const library = await ok(call('GET', '/admin/library', { token: superAdmin, idSite: site }));
    expect(library.components.map((c: any) => c.idComponent).sort()).toEqual(
      catalogue.components.map((c: any) => c.id).sort(),
    );
    expect(await ok(call('GET', '/parameter', { idSite: site }))).toEqual(await ok(call('GET', '/parameter/default')));
    const own = await ok(call('GET', '/admin/mail/model', { token: superAdmin, idSite: site }));
    const base = await ok(call('GET', '/admin/mail/model', { token: superAdmin, idSite: 0 }));
    const texts = (models: any[]) => models.map(({ key, fr_FR, en_US, enabled }) => ({ key, fr_FR, en_US, enabled }));
    expect(texts(own)).toEqual(texts(base));
    expect(own.some((model: any) => model.overridesBase)).toBe(false);
    const langs = await ok(call('GET', '/lang', { idSite: site }));
    expect(langs.langs.map((l: any) => l.code)).toContain('fr_FR');
  });

  it('copies nothing a second time', async () => {
    const before = await ok(call('GET', '/admin/library', { token: superAdmin, idSite: site }));
    expect((await job('GET', `/site/${site}/init`)).status).toBe('SUCCEEDED');
    expect(await ok(call('GET', '/admin/library', { token: superAdmin, idSite: site }))).toEqual(before);
  });
});

describe('a failing deletion', () => {
  it('ends FAILED with its reason and leaves the site readable, to delete again', async () => {
    await fault('delete-batch', site);
    try {
      const done = await job('DELETE', `/site/${site}?confirm=${slug}`);
      expect(done.status).toBe('FAILED');
      expect(done.failure).toContain('Injected fault in delete-batch');
      expect(done.steps.map((s) => [s.name, s.status])).toEqual([
        ['export-site', 'SUCCEEDED'],
        ['delete-batch', 'FAILED'],
        ['forget-site', 'PENDING'],
      ]);
      expect((await ok(call('GET', `/sites/${site}`, { token: superAdmin }))).slug).toBe(slug);
      const products = await ok(call('GET', '/product', { idSite: site }));
      expect(products.products).toHaveLength(1);
    } finally {
      await fault('*clear', undefined);
    }
  });
});

describe('site delete', () => {
  let deletion: Awaited<ReturnType<typeof job>>;
  let unknownReads: Awaited<ReturnType<typeof publicReads>>;

  beforeAll(async () => {
    // Served before it goes, so its pointers and releases have something to remove.
    expect((await job('PUT', `/site/${site}/construction`, { enabled: true })).status).toBe('SUCCEEDED');
    expect(await releaseDocument(`${slug}.localhost`, new URL('http://x/'))).toContain('Site en construction');
    expect(await customerIdentities.signIn(customerUsername(site, customer.email), customer.password)).not.toBeNull();
    const refused = await call('DELETE', `/super-admin/nomenclature/${nomenclature.grape}`, { token: superAdmin });
    expect(refused.status).toBe(409);
    unknownReads = await publicReads(unknownSite, `no-such-site-${run}.localhost`);
    const store = await pointerStore();
    expect(await store.get(redirectionEdgeKey(site, '/vieille-page'))).toBe('301 /');
    expect(await store.get(scriptOriginsEdgeKey(site))).toBe('https://cdn.example.com');
    deletion = await job('DELETE', `/site/${site}?confirm=${slug}`);
  });

  it('exports, deletes in batches and forgets, each step once', async () => {
    expect(deletion.status, JSON.stringify(deletion)).toBe('SUCCEEDED');
    // More items than one batch: delete-batch ran again and again, still one attempt.
    expect(deletion.steps.map(({ name, status, attempts }) => ({ name, status, attempts }))).toEqual([
      { name: 'export-site', status: 'SUCCEEDED', attempts: 1 },
      { name: 'delete-batch', status: 'SUCCEEDED', attempts: 1 },
      { name: 'forget-site', status: 'SUCCEEDED', attempts: 1 },
    ]);
  });

  it('writes every item of the site to the private export', async () => {
    const key = mediaKeys.siteExport(authorisedSiteId(site), deletion.id);
    expect(key.startsWith('private/')).toBe(true);
    const object = await s3Objects.get(key);
    const items = new TextDecoder()
      .decode(object!.data)
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const types = new Set(items.map((i) => i.type));
    for (const type of ['SITE', 'PAGE', 'PRODUCT', 'VINTAGE', 'CUSTOMER', 'SITE_USER', 'LIBRARY_COMPONENT', 'JOB'])
      expect(types, type).toContain(type);
    expect(items.filter((i) => i.type === 'FILLER')).toHaveLength(fillerCount);
    expect(items.every((i) => i.pk === `SITE#${site}` || i.pk.startsWith(`SITE#${site}#`))).toBe(true);
  });

  it('leaves nothing of the site in the table but its jobs', async () => {
    const left = [];
    for await (const page of siteDataRepository.pages(authorisedSiteId(site))) left.push(...page);
    expect(left.length).toBeGreaterThan(0);
    expect(new Set(left.map((i) => i.pk))).toEqual(new Set([keys.jobPartition(authorisedSiteId(site))]));
    // Site 10 times its id shares its digits, not its partitions.
    for (const key of lookalike) expect(await item(key)).toBeDefined();
  });

  it('answers 404 for the site, and the storefront reads it as an unknown site', async () => {
    const gone = await call('GET', `/sites/${site}`, { token: superAdmin });
    expect(gone.status).toBe(404);
    expect(await publicReads(site, `${slug}.localhost`)).toEqual(unknownReads);
    expect(await releaseDocument(`${slug}.localhost`, new URL('http://x/'))).toBeNull();
    expect(await releaseDocument('x', new URL(`http://x/?site=${site}`))).toBeNull();
    for await (const page of releaseObjects.list(`releases/${site}/`)) expect(page).toEqual([]);
  });

  it('takes its redirections and script origins off the storefront’s edge', async () => {
    const store = await pointerStore();
    expect(await store.get(redirectionEdgeKey(site, '/vieille-page'))).toBeNull();
    expect(await store.get(scriptOriginsEdgeKey(site))).toBeNull();
  });

  it('removes the media of the site', async () => {
    for (const prefix of mediaKeys.sitePrefixes(authorisedSiteId(site)))
      for await (const page of s3Objects.list(prefix)) expect(page).toEqual([]);
  });

  it('takes its customers’ sign-ins with them', async () => {
    const login = await call('POST', '/login', { idSite: site, body: customer });
    expect(login.status).toBe(401);
    expect(await customerIdentities.signIn(customerUsername(site, customer.email), customer.password)).toBeNull();
  });

  it('gives back what the site counted outside it: nomenclature and global boxes are free to delete', async () => {
    expect(
      (await call('DELETE', `/super-admin/nomenclature/${nomenclature.grape}`, { token: superAdmin })).status,
    ).toBe(200);
    expect((await call('DELETE', `/super-admin/nomenclature/${nomenclature.kind}`, { token: superAdmin })).status).toBe(
      200,
    );
    expect(await item(keys.globalBox(globalBox))).toMatchObject({ uses: 0, chosenBy: 0 });
  });

  it('ends the staff’s membership, keeps the users, and leaves other sites as they were', async () => {
    expect((await userRepository.get(staff.only))!.siteIds).toEqual([]);
    expect((await userRepository.get(staff.both))!.siteIds).toEqual([neighbour]);
    const both = await signIn(staff.bothEmail, 'secret-pw');
    const sites = await ok(call('GET', '/sites', { token: both }));
    expect(sites.sites.map((s: any) => s.id)).toEqual([neighbour]);
    const pages = await ok(call('GET', '/page', { idSite: neighbour }));
    expect(JSON.stringify(pages)).toContain(`voisin-${run}`);
    const admin3 = await signIn(logins.admin3.email, logins.admin3.password);
    expect((await ok(call('GET', '/sites/3', { token: admin3 }))).slug).toBe('clos-des-tests');
  });

  it('frees its short name for a new site', async () => {
    const again = await ok(call('POST', '/site', { token: superAdmin, body: { name: 'Again', slug } }), 201);
    expect(again.slug).toBe(slug);
    expect(again.id).not.toBe(site);
  });
});
