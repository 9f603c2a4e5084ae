import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { componentSlugs } from '@cellar/shared/pages/components';
import { call, signIn } from '../../scripts/src/test/api.ts';
import { dynamo, tableName } from '../src/data/dynamo.ts';
import { keys } from '../src/data/keys.ts';
import { forgetEnvironment } from '../src/local/local-reset.ts';

/**
 * The components' catalogue (super-admins), a site's library of them (its admins) and what the storefront knows of
 * it (issue 14, docs/pages.md), through the local gateway on the real local parts.
 */
const { logins, env } = inject('fixtures');
let superAdmin: string;
let admin1: string;
let admin3: string;
const run = Date.now().toString(36);

type Answer = { status: number; raw: string; body: { message: string; data: any } };
function errorsOf(answer: Answer, status = 400): Record<string, string[]> {
  expect(answer.status, answer.raw).toBe(status);
  return answer.body.data.errors ?? {};
}
const as = (token: string, site?: number) => ({ token, idSite: site });

beforeAll(async () => {
  Object.assign(process.env, env, { LOG_LEVEL: 'silent' });
  forgetEnvironment();
  [superAdmin, admin1, admin3] = await Promise.all([
    signIn(logins.superAdmin.email, logins.superAdmin.password),
    signIn(logins.admin1.email, logins.admin1.password),
    signIn(logins.admin3.email, logins.admin3.password),
  ]);
});

async function catalogue(): Promise<any[]> {
  const answer = await call('GET', '/admin/component', as(admin1, 1));
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data.components;
}

describe('the catalogue of components', () => {
  it('holds the built-in components, one per renderer, each with its configuration schema', async () => {
    const components = await catalogue();
    for (const slug of componentSlugs) {
      const component = components.find((c) => c.slug === slug);
      expect(component, slug).toBeDefined();
      expect(component.name).not.toBe('');
      expect(component.configSchema.type).toBe('object');
    }
    expect(components.find((c) => c.slug === 'product-list').name).toBe('Liste des vins');
    expect(components.find((c) => c.slug === 'news-list').defaultConfig).toEqual({ nbItem: 3, promotedOnly: false });
  });

  it('refuses an unknown slug, a slug another component has and an invalid configuration', async () => {
    const create = (body: Record<string, unknown>) => call('POST', '/admin/component', { ...as(superAdmin), body });
    expect(errorsOf(await create({ slug: 'carousel', name: 'Carrousel' })).slug).toEqual([
      'No renderer has this slug: choose one of the storefront’s components',
    ]);
    expect(errorsOf(await create({ slug: 'news-list', name: 'Encore des actualités' }), 409).slug).toEqual([
      'Another component has this slug',
    ]);
    expect(
      errorsOf(await create({ slug: 'news-list', name: 'Actualités', defaultConfig: { nbItem: 500 } })).defaultConfig,
    ).toEqual(['Invalid JSON configuration']);
    expect(
      errorsOf(await create({ slug: 'news-list', name: 'Actualités', defaultConfig: { unknown: true } })).defaultConfig,
    ).toEqual(['Invalid JSON configuration']);
    expect(errorsOf(await create({ slug: ' ', name: '' })).name).toEqual(['The name is required']);
  });

  it('lets only super-admins write it', async () => {
    const refused = await call('POST', '/admin/component', {
      ...as(admin1, 1),
      body: { slug: 'news-list', name: `Not mine ${run}` },
    });
    expect(refused.status, refused.raw).toBe(403);
    const news = (await catalogue()).find((c) => c.slug === 'news-list');
    const update = await call('PUT', `/admin/component/${news.id}`, {
      ...as(admin1, 1),
      body: { slug: 'news-list', name: `Not mine ${run}` },
    });
    expect(update.status, update.raw).toBe(403);
    expect((await catalogue()).find((c) => c.slug === 'news-list').name).toBe(news.name);
  });

  describe('a new component (its slug freed for the test, as if the renderer were new)', () => {
    // Every renderer has its built-in component, so a creation needs a slug free: the test lifts the reservation of
    // one and puts it back afterwards, removing the component it created.
    // A renderer the other test files leave alone.
    const slug = 'click-and-collect-places';
    let reservation: Record<string, unknown> | undefined;
    let created: number | undefined;

    beforeAll(async () => {
      const answer = await dynamo().send(
        new GetCommand({ TableName: tableName(), Key: keys.uniqueComponentSlug(slug) }),
      );
      reservation = answer.Item;
      await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.uniqueComponentSlug(slug) }));
    });

    afterAll(async () => {
      if (created !== undefined)
        await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.component(created) }));
      if (reservation) await dynamo().send(new PutCommand({ TableName: tableName(), Item: reservation }));
    });

    it('is created with its defaults filled in, then changed', async () => {
      const answer = await call('POST', '/admin/component', {
        ...as(superAdmin),
        body: {
          slug,
          name: `  Retrait ${run} `,
          description: 'Nos points de retrait',
          imageModel: 'https://example.com/places.png',
          defaultConfig: { showHours: false },
        },
      });
      expect(answer.status, answer.raw).toBe(200);
      expect(answer.body.message).toBe('Component saved');
      const component = answer.body.data;
      created = component.id;
      expect(component).toMatchObject({
        slug,
        name: `Retrait ${run}`,
        description: 'Nos points de retrait',
        imageModel: 'https://example.com/places.png',
        defaultConfig: { idAddresses: [], showHours: false, showMapLink: true },
      });
      expect(component.configSchema.properties.showMapLink).toBeDefined();
      expect((await catalogue()).find((c) => c.id === component.id)?.name).toBe(`Retrait ${run}`);

      const changed = await call('PUT', `/admin/component/${component.id}`, {
        ...as(superAdmin),
        body: { slug, name: `Retrait changé ${run}`, defaultConfig: { showMapLink: false } },
      });
      expect(changed.status, changed.raw).toBe(200);
      expect(changed.body.data).toMatchObject({
        id: component.id,
        name: `Retrait changé ${run}`,
        description: '',
        imageModel: null,
        defaultConfig: { idAddresses: [], showHours: true, showMapLink: false },
      });
    });

    it('refuses a change to a slug another component has, an invalid configuration, an unknown id', async () => {
      expect(created).toBeDefined();
      const put = (id: number, body: Record<string, unknown>) =>
        call('PUT', `/admin/component/${id}`, { ...as(superAdmin), body });
      expect(errorsOf(await put(created!, { slug: 'news-list', name: 'x' }), 409).slug).toEqual([
        'Another component has this slug',
      ]);
      expect(
        errorsOf(await put(created!, { slug, name: 'x', defaultConfig: { showHours: 'yes' } })).defaultConfig,
      ).toEqual(['Invalid JSON configuration']);
      const missing = await put(999_999, { slug, name: 'x' });
      expect(missing.status, missing.raw).toBe(404);
      expect(missing.body.message).toBe('This component does not exist');
    });
  });
});

describe('a site’s library', () => {
  let productList: any;
  let entry: any;

  beforeAll(async () => {
    productList = (await catalogue()).find((c) => c.slug === 'product-list');
  });

  it('holds the built-in components on the demo site', async () => {
    const answer = await call('GET', '/admin/library', as(admin1, 1));
    expect(answer.status, answer.raw).toBe(200);
    const slugs = new Set(answer.body.data.components.map((c: any) => c.slug));
    for (const slug of componentSlugs) expect(slugs.has(slug), slug).toBe(true);
  });

  it('adds a component of the catalogue, under its own name or the component’s', async () => {
    const answer = await call('POST', '/admin/library/component', {
      ...as(admin1, 1),
      body: { idComponent: productList.id, name: `Nos vins ${run}` },
    });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.message).toBe('Component added to the library');
    entry = answer.body.data;
    expect(entry).toMatchObject({
      idComponent: productList.id,
      slug: 'product-list',
      name: `Nos vins ${run}`,
      description: productList.description,
      imageModel: productList.imageModel,
      settings: productList.defaultConfig,
    });
    expect(entry.configSchema).toEqual(productList.configSchema);

    const unnamed = await call('POST', '/admin/library/component', {
      ...as(admin1, 1),
      body: { idComponent: productList.id },
    });
    expect(unnamed.status, unnamed.raw).toBe(200);
    expect(unnamed.body.data.name).toBe(productList.name);
    expect((await call('DELETE', `/admin/library/component/${unnamed.body.data.id}`, as(admin1, 1))).status).toBe(200);

    const unknown = await call('POST', '/admin/library/component', {
      ...as(admin1, 1),
      body: { idComponent: 999_999 },
    });
    expect(unknown.status, unknown.raw).toBe(404);
    expect(unknown.body.message).toBe('This component does not exist');
  });

  it('renames it', async () => {
    const answer = await call('PUT', `/admin/library/component/${entry.id}`, {
      ...as(admin1, 1),
      body: { name: `La cave ${run}`, description: 'Tous nos vins' },
    });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.data).toMatchObject({ id: entry.id, name: `La cave ${run}`, description: 'Tous nos vins' });
    const empty = await call('PUT', `/admin/library/component/${entry.id}`, { ...as(admin1, 1), body: { name: ' ' } });
    expect(errorsOf(empty).name).toEqual(['The name is required']);
  });

  it('keeps settings new blocks start from, checked against the renderer’s configuration', async () => {
    const answer = await call('PUT', `/admin/library/component/${entry.id}/settings`, {
      ...as(admin1, 1),
      body: { settings: { nbItem: 12, orderBy: 'price' } },
    });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.data.settings).toEqual({ showFilters: true, kinds: [], orderBy: 'price', nbItem: 12 });
    for (const settings of [{ nbItem: 0 }, { orderBy: 'vintage' }, { colour: 'red' }]) {
      const refused = await call('PUT', `/admin/library/component/${entry.id}/settings`, {
        ...as(admin1, 1),
        body: { settings },
      });
      expect(errorsOf(refused).settings).toEqual(['Invalid JSON configuration']);
    }
    const library = (await call('GET', '/admin/library', as(admin1, 1))).body.data.components;
    expect(library.find((c: any) => c.id === entry.id).settings.nbItem).toBe(12);
  });

  it('shows on its own site’s storefront only, without its settings', async () => {
    const mine = await call('GET', '/list/component', { idSite: 1 });
    expect(mine.status, mine.raw).toBe(200);
    expect(mine.body.data.components.find((c: any) => c.id === entry.id)).toEqual({
      id: entry.id,
      slug: 'product-list',
      name: `La cave ${run}`,
      description: 'Tous nos vins',
    });
    const other = await call('GET', '/list/component', { idSite: 3 });
    expect(other.status, other.raw).toBe(200);
    expect(other.body.data.components.some((c: any) => c.name === `La cave ${run}`)).toBe(false);
  });

  it('is out of reach of another site’s admin', async () => {
    const put = await call('PUT', `/admin/library/component/${entry.id}`, { ...as(admin3, 3), body: { name: 'Pris' } });
    expect(put.status, put.raw).toBe(404);
    const removed = await call('DELETE', `/admin/library/component/${entry.id}`, as(admin3, 3));
    expect(removed.status, removed.raw).toBe(404);
    const foreign = await call('GET', '/admin/library', as(admin3, 1));
    expect(foreign.status, foreign.raw).toBe(403);
  });

  it('removes it', async () => {
    const answer = await call('DELETE', `/admin/library/component/${entry.id}`, as(admin1, 1));
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.message).toBe('Component removed from the library');
    const library = (await call('GET', '/admin/library', as(admin1, 1))).body.data.components;
    expect(library.some((c: any) => c.id === entry.id)).toBe(false);
    expect(
      (await call('GET', '/list/component', { idSite: 1 })).body.data.components.some((c: any) => c.id === entry.id),
    ).toBe(false);
    expect((await call('DELETE', `/admin/library/component/${entry.id}`, as(admin1, 1))).status).toBe(404);
  });
});
