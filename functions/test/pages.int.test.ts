import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, fileClientAddress, sendForm, signIn } from '../../scripts/src/test/api.ts';
import { contentRoutes } from '@cellar/shared/routes/content';
import { png } from './security/rich-site.ts';

/**
 * Pages (issue 14; docs/pages.md, docs/data-model.md "Pages"): the Page rules with their messages, the admin's tree
 * and editor calls, versions and conflicts, tagged layouts, sanitising, the images and components a page names, and
 * what the storefront reads (one Query a page), through the local gateway on the real local parts.
 */
const { logins, apiUrl } = inject('fixtures');
let admin1: string;
let admin2: string;
const run = Date.now().toString(36);
let urlCount = 0;
/** A url no other page of the run has. */
const freshUrl = (name = 'p') => `${name}-${run}-${++urlCount}`;

type Answer = { status: number; raw: string; body: { message: string; data: any }; headers?: Headers };
function errorsOf(answer: Answer): Record<string, string[]> {
  expect(answer.status, answer.raw).toBe(400);
  return answer.body.data.errors ?? {};
}
const as = (token: string, site: number, lang?: 'fr_FR' | 'en_US') => ({ token, idSite: site, lang });

const entity = (extra: Record<string, unknown> = {}) => ({ type: 'ENTITY', ...extra });
const oneColumn = (extra: Record<string, unknown> = {}, content: Record<string, unknown> = {}) => ({
  type: 'ONE_COLUMN',
  contents: [entity(content)],
  ...extra,
});
const twoColumn = (extra: Record<string, unknown> = {}) => ({
  type: 'TWO_COLUMN',
  contents: [entity({ title: 'Left' }), entity({ title: 'Right' })],
  ...extra,
});

/** A valid content page's body. */
function pageBody(extra: Record<string, unknown> = {}): Record<string, any> {
  return {
    title: `Le domaine ${run}`,
    url: freshUrl(),
    menuTitle: 'Le domaine',
    menuIcon: 'home',
    metaDescription: 'Our estate, our vines and our people.',
    layouts: [oneColumn({ key: 'intro' }, { key: 'intro-text', title: 'Welcome', content: '<p>Hello</p>' })],
    ...extra,
  };
}

async function createdPage(body: Record<string, unknown> = pageBody(), token = admin1, site = 1) {
  const answer = await call('POST', '/admin/page', { ...as(token, site), body });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data as Record<string, any>;
}

/** The answer fits the route's answer schema (the shapes the admin and the storefront read). */
function fits(route: keyof typeof contentRoutes, data: unknown): void {
  const schema = (contentRoutes[route] as { response?: { safeParse: (v: unknown) => any } }).response!;
  const result = schema.safeParse(data);
  expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
}

/** The page's body as the editor sends it back: what it read, and the version it read. */
const editable = (page: Record<string, any>) => {
  const { id: _id, updatedAt: _u, schemaVersion: _s, ...rest } = page;
  return rest;
};

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
});

describe('the Page rules, each with its message on its field', () => {
  const add = (extra: Record<string, unknown>) =>
    call('POST', '/admin/page', { ...as(admin1, 1), body: pageBody(extra) });

  it('asks a content page for its title ("You must set a page title")', async () => {
    expect(errorsOf(await add({ title: ' ' })).title).toEqual(['You must set a page title']);
  });

  it('asks for its url ("Url cannot be empty")', async () => {
    expect(errorsOf(await add({ url: '' })).url).toEqual(['Url cannot be empty']);
  });

  it('refuses a url with another character than letters, digits and dashes ("Invalid character")', async () => {
    expect(errorsOf(await add({ url: 'Le Domaine!' })).url).toEqual(['Invalid character']);
  });

  it('asks for a meta description, at most 155 characters', async () => {
    expect(errorsOf(await add({ metaDescription: '' })).metaDescription).toEqual(['The meta description is required']);
    expect(errorsOf(await add({ metaDescription: 'x'.repeat(156) })).metaDescription).toEqual([
      'The meta description cannot be more than 155 characters',
    ]);
  });

  it('asks a JavaScript entry for its code ("The javascript code cannot be empty")', async () => {
    const errors = errorsOf(await add({ link: { type: 'JAVASCRIPT' }, linkJsCode: ' ', url: '', layouts: [] }));
    expect(errors.linkJsCode).toEqual(['The javascript code cannot be empty']);
  });

  it('asks a LINK entry for an address of the site or an http(s) address', async () => {
    expect(errorsOf(await add({ link: { type: 'LINK', url: '' }, url: '' }))['link.url']).toEqual([
      'Url cannot be empty',
    ]);
    expect(errorsOf(await add({ link: { type: 'LINK', url: 'javascript:alert(1)' }, url: '' }))['link.url']).toEqual([
      'Enter a path of the site (/…) or an address starting with http:// or https://',
    ]);
  });

  it('asks a page shown in the menu for its menu title and its menu icon', async () => {
    expect(errorsOf(await add({ menuTitle: '' })).menuTitle).toEqual(['The menu title is required']);
    expect(errorsOf(await add({ menuIcon: '' })).menuIcon).toEqual(['The menu icon is required']);
  });

  it('refuses a position that is not positive ("The position must be positive")', async () => {
    expect(errorsOf(await add({ order: -1 })).order).toEqual(['The position must be positive']);
  });

  it('refuses a url of the shop’s own screens', async () => {
    expect(errorsOf(await add({ url: 'cart' })).url).toEqual([
      'This url is one of the shop’s own pages, choose another',
    ]);
  });

  it('refuses a url another page of the site has ("page.urlTaken"), and frees it when that page goes', async () => {
    const first = await createdPage();
    expect(errorsOf(await add({ url: first.url })).url).toEqual(['Another page already has this url']);
    // Another site may use it.
    await createdPage(pageBody({ url: first.url }), admin2, 2);
    expect((await call('DELETE', `/admin/page/${first.id}`, as(admin1, 1))).status).toBe(200);
    await createdPage(pageBody({ url: first.url }));
  });

  it('refuses a layout without the number of contents of its type', async () => {
    const errors = errorsOf(await add({ layouts: [{ type: 'TWO_COLUMN', contents: [entity()] }] }));
    expect(errors['layouts.0.contents']).toEqual(['This layout does not have the number of contents of its type']);
  });
});

describe('a page’s life: create, read, save over a version, delete', () => {
  it('creates a page with ids for its layouts and contents, read the same by the admin and the storefront', async () => {
    const page = await createdPage(pageBody({ layouts: [oneColumn({ key: 'a' }), twoColumn({ key: 'b' })] }));
    expect(page).toMatchObject({ version: 1, schemaVersion: 1, isValid: true, link: { type: 'NONE', url: null } });
    expect(page.layouts.map((l: any) => [l.key, l.order, l.type])).toEqual([
      ['a', 0, 'ONE_COLUMN'],
      ['b', 1, 'TWO_COLUMN'],
    ]);
    for (const layout of page.layouts) {
      expect(layout.id).toBeGreaterThan(0);
      for (const content of layout.contents) expect(content.id).toBeGreaterThan(0);
    }
    // Normalised: empty per-device values, orders by index.
    expect(page.layouts[1].parameters).toEqual({
      computer: { padding: {}, margin: {}, background: {} },
      mobile: { padding: {}, margin: {}, background: {} },
    });
    expect(page.layouts[1].contents.map((c: any) => c.order)).toEqual([0, 1]);

    fits('adminPageCreate', page);
    const admin = await call('GET', `/admin/page/${page.id}`, as(admin1, 1));
    expect(admin.body.data).toEqual(page);
    expect((await call('GET', `/admin/page/${page.id}/grape`, as(admin1, 1))).body.data).toEqual(page);

    const shown = await call('GET', `/page/${page.url}`, { idSite: 1 });
    expect(shown.status, shown.raw).toBe(200);
    expect(shown.body.data).toMatchObject({ id: page.id, title: page.title, version: 1 });
    expect(shown.body.data).not.toHaveProperty('linkJsCode');
    expect(shown.body.data).not.toHaveProperty('updatedAt');
    expect(shown.body.data).not.toHaveProperty('schemaVersion');
    fits('page', shown.body.data);
    expect(shown.body.data.layouts.map((l: any) => l.id)).toEqual(page.layouts.map((l: any) => l.id));
  });

  it('serves a storefront page in exactly one DynamoDB Query, by url and by id, and one more in another language', async () => {
    const page = await createdPage(pageBody({ layouts: [oneColumn(), twoColumn(), oneColumn()] }));
    // The site's default language is kept a minute (translation-langs.ts): asked once before the reads counted.
    expect((await call('GET', `/page/${page.url}`, { idSite: 1, lang: 'fr_FR' })).status).toBe(200);
    // The site's default language: the page as written.
    const byUrl = await call('GET', `/page/${page.url}`, { idSite: 1, lang: 'fr_FR' });
    expect(byUrl.status).toBe(200);
    expect(byUrl.headers?.get('x-db-calls')).toBe('QueryCommand=1');
    expect(byUrl.body.data.layouts).toHaveLength(3);
    const byId = await call('GET', `/page/${page.id}`, { idSite: 1, lang: 'fr_FR' });
    expect(byId.status).toBe(200);
    expect(byId.headers?.get('x-db-calls')).toBe('QueryCommand=1');
    expect(byId.body.data).toEqual(byUrl.body.data);
    // Another language: its translations too (docs/pages.md "Translations").
    const english = await call('GET', `/page/${page.url}`, { idSite: 1, lang: 'en_US' });
    expect(english.headers?.get('x-db-calls')).toBe('QueryCommand=2');
  });

  it('saves over the version read, keeps the ids of its layouts and contents, and refuses a stale version (409)', async () => {
    const page = await createdPage(pageBody({ layouts: [oneColumn({ key: 'a' }), twoColumn({ key: 'b' })] }));
    const [a, b] = page.layouts;
    // The editor moves b first, adds a layout, and sends ids it made up: they are replaced.
    const body = {
      ...editable(page),
      title: `Renamed ${run}`,
      layouts: [b, a, { ...oneColumn({ key: 'c', id: 999_999_999 }), contents: [entity({ id: 999_999_998 })] }],
    };
    const saved = await call('PUT', `/admin/page/${page.id}`, { ...as(admin1, 1), body });
    expect(saved.status, saved.raw).toBe(200);
    expect(saved.body.message).toBe('Page saved');
    const next = saved.body.data;
    expect(next.version).toBe(2);
    expect(next.layouts.map((l: any) => [l.key, l.id, l.order])).toEqual([
      ['b', b.id, 0],
      ['a', a.id, 1],
      ['c', expect.any(Number), 2],
    ]);
    expect(next.layouts[0].contents.map((c: any) => c.id)).toEqual(b.contents.map((c: any) => c.id));
    const fresh = next.layouts[2];
    expect(fresh.id).not.toBe(999_999_999);
    expect(fresh.contents[0].id).not.toBe(999_999_998);
    expect(fresh.id).toBeGreaterThan(Math.max(a.id, b.id));

    // A second save from the same draft (version 1): someone saved in between.
    const stale = await call('PUT', `/admin/page/${page.id}`, { ...as(admin1, 1), body });
    expect(stale.status, stale.raw).toBe(409);
    expect(stale.body.message).toBe(
      'This page was saved elsewhere since you opened it: reload it to see the latest version',
    );

    // Saved again from what was read: one layout fewer, the places beyond it gone.
    const shorter = await call('PUT', `/admin/page/${page.id}`, {
      ...as(admin1, 1),
      body: { ...editable(next), layouts: next.layouts.slice(0, 2) },
    });
    expect(shorter.status, shorter.raw).toBe(200);
    expect(shorter.body.data.version).toBe(3);
    const read = await call('GET', `/admin/page/${page.id}`, as(admin1, 1));
    expect(read.body.data.layouts.map((l: any) => l.id)).toEqual([b.id, a.id]);
    expect((await call('GET', `/page/${page.id}`, { idSite: 1 })).body.data.layouts).toHaveLength(2);
  });

  it('changes the base information with the layouts kept, and moves the url (the old one answers 404)', async () => {
    const page = await createdPage(pageBody({ layouts: [twoColumn({ key: 'kept' })] }));
    const { layouts: _layouts, version: _version, ...info } = editable(page);
    const url = freshUrl('moved');
    const changed = await call('PUT', `/admin/page/base/${page.id}`, { ...as(admin1, 1), body: { ...info, url } });
    expect(changed.status, changed.raw).toBe(200);
    expect(changed.body.data).toMatchObject({ url, version: 2 });
    expect(changed.body.data.layouts).toEqual(page.layouts);
    expect((await call('GET', `/page/${page.url}`, { idSite: 1 })).status).toBe(404);
    const moved = await call('GET', `/page/${url}`, { idSite: 1 });
    expect(moved.body.data.layouts.map((l: any) => l.id)).toEqual(page.layouts.map((l: any) => l.id));
  });

  it('creates a page from its base information alone, last among its siblings', async () => {
    const parent = await createdPage();
    const { layouts: _l, ...info } = pageBody();
    const first = await call('POST', '/admin/page/base', { ...as(admin1, 1), body: { ...info, parentId: parent.id } });
    expect(first.status, first.raw).toBe(200);
    expect(first.body.data).toMatchObject({ parentId: parent.id, order: 1, layouts: [], version: 1 });
    const second = await call('POST', '/admin/page/base', {
      ...as(admin1, 1),
      // No position (the rules refuse 0: "The position must be positive"): last among the siblings.
      body: { ...pageBody(), layouts: undefined, parentId: parent.id, order: null },
    });
    expect(second.body.data.order).toBe(2);
    const unknown = await call('POST', '/admin/page/base', {
      ...as(admin1, 1),
      body: { ...info, url: freshUrl(), parentId: 999_999_999 },
    });
    expect(errorsOf(unknown).parentId).toEqual(['The parent page does not exist']);
    const self = await call('PUT', `/admin/page/base/${parent.id}`, {
      ...as(admin1, 1),
      body: { ...editable(parent), layouts: undefined, version: undefined, parentId: first.body.data.id },
    });
    expect(errorsOf(self).parentId).toEqual(['A page cannot be placed under itself or one of its sub-pages']);
  });

  it('deletes a page with everything it holds; a page with sub-pages is refused', async () => {
    const parent = await createdPage(pageBody({ layouts: [oneColumn({ tags: [`gone-${run}`] })] }));
    const child = await createdPage(pageBody({ parentId: parent.id }));
    const refused = await call('DELETE', `/admin/page/${parent.id}`, as(admin1, 1));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This page has sub-pages: move or delete them first');
    expect((await call('DELETE', `/admin/page/${child.id}`, as(admin1, 1))).status).toBe(200);
    const deleted = await call('DELETE', `/admin/page/${parent.id}`, as(admin1, 1));
    expect(deleted.status, deleted.raw).toBe(200);
    expect(deleted.body.message).toBe('Page deleted');
    expect((await call('GET', `/admin/page/${parent.id}`, as(admin1, 1))).status).toBe(404);
    expect((await call('GET', `/page/${parent.url}`, { idSite: 1 })).status).toBe(404);
    expect((await call('GET', `/page/${parent.id}`, { idSite: 1 })).body.message).toBe('This page does not exist');
    const tags = await call('GET', '/admin/page/layout/tags', as(admin1, 1));
    expect(tags.body.data.tags).not.toContain(`gone-${run}`);
    expect((await call('GET', `/admin/page/layout/${parent.layouts[0].id}/copy`, as(admin1, 1))).status).toBe(404);
  });
});

describe('the menu tree', () => {
  it('lists the pages as a tree, flat in menu order, and reorders them; a cycle or a missing page is refused', async () => {
    const parent = await createdPage(pageBody({ order: 900 }));
    const child = await createdPage(pageBody({ parentId: parent.id, order: 1 }));
    const tree = (await call('GET', '/admin/page', as(admin1, 1))).body.data.pages;
    const node = tree.find((p: any) => p.id === parent.id);
    expect(node.children.map((c: any) => c.id)).toEqual([child.id]);
    expect(node).not.toHaveProperty('layouts');
    expect((await call('GET', '/admin/pages/grape', as(admin1, 1))).body.data.pages).toEqual(tree);
    fits('adminPages', { pages: tree });
    fits('adminSitePages', (await call('GET', '/admin/site/pages', as(admin1, 1))).body.data);
    const flat = (await call('GET', '/admin/site/pages', as(admin1, 1))).body.data.pages.map((p: any) => p.id);
    expect(flat.indexOf(child.id)).toBe(flat.indexOf(parent.id) + 1);

    const all = flat.map((id: number, i: number) => ({ id, parentId: null, order: i + 1 }));
    const place = (id: number, parentId: number | null) => all.map((p: any) => (p.id === id ? { ...p, parentId } : p));
    // The parent under its own child.
    const cycle = await call('PUT', '/admin/page/order', {
      ...as(admin1, 1),
      body: {
        pages: place(child.id, parent.id).map((p: any) => (p.id === parent.id ? { ...p, parentId: child.id } : p)),
      },
    });
    const cycleErrors = errorsOf(cycle);
    expect(Object.values(cycleErrors).flat()).toContain('A page cannot be placed under itself or one of its sub-pages');
    const incomplete = await call('PUT', '/admin/page/order', { ...as(admin1, 1), body: { pages: all.slice(1) } });
    expect(errorsOf(incomplete).pages).toEqual(['The new order must name every page of the site once']);
    const unknownParent = await call('PUT', '/admin/page/order', {
      ...as(admin1, 1),
      body: { pages: place(child.id, 999_999_999) },
    });
    expect(Object.values(errorsOf(unknownParent)).flat()).toEqual(['The parent page does not exist']);

    // The child moves to the root, first; it gets a new version, the others that keep their place do not.
    const order = all.map((p: any) => (p.id === child.id ? { ...p, order: 0.5 } : p));
    expect((await call('PUT', '/admin/page/order', { ...as(admin1, 1), body: { pages: order } })).status).toBe(400);
    const moved = await call('PUT', '/admin/page/order', {
      ...as(admin1, 1),
      body: {
        pages: [
          { id: child.id, parentId: null, order: 1 },
          ...all.filter((p: any) => p.id !== child.id).map((p: any) => ({ ...p, order: p.order + 1 })),
        ],
      },
    });
    expect(moved.status, moved.raw).toBe(200);
    expect(moved.body.message).toBe('Menu order saved');
    fits('adminPageOrder', moved.body.data);
    expect(moved.body.data.pages[0].id).toBe(child.id);
    expect(moved.body.data.pages[0].version).toBe(child.version + 1);
    const readChild = (await call('GET', `/admin/page/${child.id}`, as(admin1, 1))).body.data;
    expect(readChild).toMatchObject({ parentId: null, order: 1, version: child.version + 1 });
  });

  it('hides an invalid page (and its sub-pages) from the storefront; the home page is the first valid content page', async () => {
    const page = await createdPage(pageBody({ order: 1 }));
    const sub = await createdPage(pageBody({ parentId: page.id }));
    const off = await call('PUT', `/admin/page/state/${page.id}`, { ...as(admin1, 1), body: { valid: false } });
    expect(off.status, off.raw).toBe(200);
    expect(off.body.data).toMatchObject({ id: page.id, isValid: false, version: page.version + 1 });
    expect(off.body.data).not.toHaveProperty('children');
    fits('adminPageState', off.body.data);
    expect((await call('GET', `/page/${page.url}`, { idSite: 1 })).status).toBe(404);
    const menu = (await call('GET', '/page', { idSite: 1 })).body.data;
    const ids = JSON.stringify(menu.pages);
    expect(ids).not.toContain(`"id":${page.id},`);
    expect(ids).not.toContain(`"id":${sub.id},`);
    expect(menu.homeId).not.toBe(page.id);

    const on = await call('PUT', `/admin/page/state/${page.id}`, { ...as(admin1, 1), body: { valid: true } });
    expect(on.body.data.isValid).toBe(true);
    expect((await call('GET', `/page/${page.url}`, { idSite: 1 })).status).toBe(200);
    const shown = (await call('GET', '/page', { idSite: 1 })).body.data;
    fits('pages', shown);
    const node = shown.pages.find((p: any) => p.id === page.id);
    expect(node.children.map((c: any) => c.id)).toEqual([sub.id]);
    expect(node).not.toHaveProperty('linkJsCode');
    expect(node).not.toHaveProperty('css');
    const home = shown.pages.find((p: any) => p.link.type === 'NONE');
    expect(shown.homeId).toBe(home.id);
  });
});

describe('tagged layouts', () => {
  const tag = `hero-${run}`;

  it('lists the tagged layouts and their tags, sets a layout’s tags, copies a layout without its ids', async () => {
    const page = await createdPage(
      pageBody({ layouts: [oneColumn({ key: 'top', tags: [tag, tag] }), twoColumn({ key: 'plain' })] }),
    );
    const [top, plain] = page.layouts;
    expect(top.tags).toEqual([tag]);
    const listed = await call('GET', `/admin/page/layout?tag=${tag}`, as(admin1, 1));
    expect(listed.status, listed.raw).toBe(200);
    fits('adminLayouts', listed.body.data);
    expect(listed.body.data).toEqual({
      layouts: [{ id: top.id, pageId: page.id, pageTitle: page.title, type: 'ONE_COLUMN', tags: [tag] }],
      total: 1,
    });
    expect((await call('GET', `/admin/page/layout?tag=lk:${run}&type=TWO_COLUMN`, as(admin1, 1))).body.data.total).toBe(
      0,
    );
    expect((await call('GET', '/admin/page/layout/tags', as(admin1, 1))).body.data.tags).toContain(tag);

    const other = `banner-${run}`;
    const set = await call('PUT', `/admin/page/${page.id}/layout/${plain.id}/tags`, {
      ...as(admin1, 1),
      body: { tags: [other, ' '.concat(other)] },
    });
    expect(set.status, set.raw).toBe(200);
    expect(set.body.data).toEqual({ tags: [other] });
    expect((await call('GET', `/admin/page/${page.id}/layout/${plain.id}/tags`, as(admin1, 1))).body.data).toEqual({
      tags: [other],
    });
    expect((await call('GET', `/admin/page/layout?tag=lk:${run}`, as(admin1, 1))).body.data.total).toBe(2);
    const cleared = await call('PUT', `/admin/page/${page.id}/layout/${top.id}/tags`, {
      ...as(admin1, 1),
      body: { tags: [] },
    });
    expect(cleared.body.data).toEqual({ tags: [] });
    expect((await call('GET', `/admin/page/layout?tag=${tag}`, as(admin1, 1))).body.data.total).toBe(0);

    // A page title change reaches the saved layouts' list.
    const read = (await call('GET', `/admin/page/${page.id}`, as(admin1, 1))).body.data;
    expect(read.layouts[1].tags).toEqual([other]);
    const renamed = await call('PUT', `/admin/page/${page.id}`, {
      ...as(admin1, 1),
      body: { ...editable(read), title: `Tagged ${run}` },
    });
    expect(renamed.status, renamed.raw).toBe(200);
    expect((await call('GET', `/admin/page/layout?tag=${other}`, as(admin1, 1))).body.data.layouts[0].pageTitle).toBe(
      `Tagged ${run}`,
    );

    const copy = await call('GET', `/admin/page/layout/${plain.id}/copy`, as(admin1, 1));
    expect(copy.status, copy.raw).toBe(200);
    fits('adminLayoutCopy', copy.body.data);
    const layout = copy.body.data.layout;
    expect(layout).not.toHaveProperty('id');
    expect(layout.type).toBe('TWO_COLUMN');
    expect(layout.tags).toEqual([]);
    expect(layout.key).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
    expect(layout.key).not.toBe('plain');
    expect(layout.contents.map((c: any) => c.title)).toEqual(['Left', 'Right']);
    for (const content of layout.contents) expect(content).not.toHaveProperty('id');
    expect(new Set(layout.contents.map((c: any) => c.key)).size).toBe(2);
  });

  it('answers 404 for a layout that does not exist, or is not the page’s', async () => {
    const page = await createdPage();
    const copy = await call('GET', '/admin/page/layout/999999999/copy', as(admin1, 1));
    expect(copy.status).toBe(404);
    expect(copy.body.message).toBe('This layout does not exist');
    const other = await createdPage();
    const foreign = await call('GET', `/admin/page/${page.id}/layout/${other.layouts[0].id}/tags`, as(admin1, 1));
    expect(foreign.status).toBe(404);
    expect(
      (
        await call('PUT', `/admin/page/${page.id}/layout/${other.layouts[0].id}/tags`, {
          ...as(admin1, 1),
          body: { tags: ['x'] },
        })
      ).status,
    ).toBe(404);
  });
});

describe('what the server cleans and checks whatever the editor sent', () => {
  it('sanitises rich text and CSS with allow-lists', async () => {
    const page = await createdPage(
      pageBody({
        css: 'color: #123456; position: fixed; background: url(javascript:alert(1))',
        layouts: [
          oneColumn(
            {},
            {
              title: 'Dangerous',
              content:
                '<h1 style="color:red">Title</h1><p onclick="steal()">Hello<script>alert(1)</script>' +
                '<img src=x onerror=alert(1)><a href="javascript:alert(1)">link</a></p>',
              parameters: {
                computer: { blockCss: 'color: red; background: url(javascript:alert(1)); width: 10px' },
                mobile: { blockCss: '} body { display: none } @import "x"; width: expression(alert(1))' },
              },
            },
          ),
        ],
      }),
    );
    const content = page.layouts[0].contents[0];
    expect(content.content).toBe('<h2>Title</h2><p>Hello<a rel="noopener noreferrer nofollow">link</a></p>');
    expect(content.parameters.computer.blockCss).toBe('color: red;\nwidth: 10px;');
    expect(content.parameters.mobile).not.toHaveProperty('blockCss');
    expect(page.css).toBe('color: #123456;');
    const shown = (await call('GET', `/page/${page.url}`, { idSite: 1 })).body.data;
    expect(JSON.stringify(shown)).not.toMatch(/<script|onerror|onclick|javascript:|expression\(|position:|url\(/i);
  });

  it('runs a JavaScript entry’s code only in a sandboxed document of its own', async () => {
    const script = await createdPage(
      pageBody({
        url: '',
        link: { type: 'JAVASCRIPT' },
        linkJsCode: 'document.title = "</script><b>x</b>";',
        layouts: [],
      }),
    );
    expect(script.url).toBe('');
    // A frame sends no idSite header: the site is in the address.
    const answer = await fetch(`${apiUrl}/page/${script.id}/script?idSite=1`, {
      headers: { 'x-forwarded-for': fileClientAddress() },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('content-security-policy')).toBe(
      "sandbox allow-scripts; default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toBe(
      '<!doctype html><meta charset=utf-8><script>document.title = "<\\/script><b>x</b>";</script>',
    );
    // Not for a content page, nor for the storefront's page answer, nor when the entry is switched off.
    const content = await createdPage();
    expect((await call('GET', `/page/${content.id}/script?idSite=1`)).status).toBe(404);
    // Another site's address does not find it.
    expect((await call('GET', `/page/${script.id}/script?idSite=2`)).status).toBe(404);
    expect((await call('GET', `/page/${script.id}`, { idSite: 1 })).status).toBe(404);
    await call('PUT', `/admin/page/state/${script.id}`, { ...as(admin1, 1), body: { valid: false } });
    expect((await call('GET', `/page/${script.id}/script?idSite=1`)).status).toBe(404);
    const menu = JSON.stringify((await call('GET', '/page', { idSite: 1 })).body.data);
    expect(menu).not.toContain('document.title');
  });

  it('answers the alignments and the storefront’s static images', async () => {
    expect((await call('GET', '/list/alignment', { idSite: 1 })).body.data).toEqual({
      horizontal: ['LEFT', 'CENTER', 'RIGHT'],
      vertical: ['TOP', 'CENTER', 'BOTTOM'],
    });
    const images = (await call('GET', '/list/static-image', { idSite: 1 })).body.data.images;
    expect(images.map((i: any) => i.url)).toEqual([
      '/static/vine-leaf.svg',
      '/static/grape-cluster.svg',
      '/static/wine-glass.svg',
      '/static/divider.svg',
    ]);
  });
});

describe('the images and components a page names', () => {
  let image: { id: number; url: string };
  let bare: { id: number; url: string };
  let gallery: number;
  let callToAction: number;

  beforeAll(async () => {
    const uploaded = await sendForm(
      'POST',
      '/admin/page/image',
      { alt: 'Rows of vines', name: `Vines ${run}` },
      [{ field: 'image', name: 'vines.png', type: 'image/png', bytes: png }],
      as(admin1, 1),
    );
    expect(uploaded.status, uploaded.raw).toBe(200);
    image = uploaded.body.data;
    const noAlt = await sendForm(
      'POST',
      '/admin/page/image',
      { name: `Bare ${run}` },
      [{ field: 'image', name: 'bare.png', type: 'image/png', bytes: png }],
      as(admin1, 1),
    );
    expect(noAlt.status, noAlt.raw).toBe(200);
    bare = noAlt.body.data;

    const entryOf = async (slug: string): Promise<number> => {
      const library = (await call('GET', '/admin/library', as(admin1, 1))).body.data.components as any[];
      const found = library.find((c) => c.slug === slug);
      if (found) return found.id;
      const catalogue = (await call('GET', '/admin/component', as(admin1, 1))).body.data.components as any[];
      const component = catalogue.find((c) => c.slug === slug);
      const added = await call('POST', '/admin/library/component', {
        ...as(admin1, 1),
        body: { idComponent: component.id },
      });
      expect(added.status, added.raw).toBe(200);
      return added.body.data.id;
    };
    gallery = await entryOf('image-gallery');
    callToAction = await entryOf('call-to-action');
  });

  it('fills the images’ addresses from their records, never from the body', async () => {
    const page = await createdPage(
      pageBody({
        background: { type: 'IMAGE', idImage: image.id, filename: 'https://evil.example/x.png' },
        layouts: [
          oneColumn(
            { parameters: { computer: { background: { type: 'IMAGE', idImage: image.id } } } },
            { images: [{ idImage: image.id, url: 'javascript:alert(1)', alt: '' }] },
          ),
        ],
      }),
    );
    expect(page.background).toEqual({ type: 'IMAGE', idImage: image.id, filename: image.url });
    expect(page.layouts[0].parameters.computer.background.filename).toBe(image.url);
    expect(page.layouts[0].contents[0].images).toEqual([{ idImage: image.id, url: image.url, alt: 'Rows of vines' }]);
  });

  it('refuses an image that is not the site’s, and an image without an alt text', async () => {
    const answer = await call('POST', '/admin/page', {
      ...as(admin1, 1),
      body: pageBody({
        background: { type: 'IMAGE', idImage: 999_999_999 },
        layouts: [
          twoColumn(),
          oneColumn(
            {},
            {
              images: [
                { idImage: 999_999_998, alt: 'x' },
                { idImage: bare.id, alt: ' ' },
              ],
            },
          ),
        ],
      }),
    });
    const errors = errorsOf(answer);
    expect(errors['background.idImage']).toEqual(['This image is not one of the site’s images']);
    expect(errors['layouts.1.contents.0.images.0.idImage']).toEqual(['This image is not one of the site’s images']);
    expect(errors['layouts.1.contents.0.images.1.alt']).toEqual(['Alternative text is required']);
    // Site 2 cannot name site 1's image.
    const foreign = await call('POST', '/admin/page', {
      ...as(admin2, 2),
      body: pageBody({ layouts: [oneColumn({}, { images: [{ idImage: image.id, alt: 'x' }] })] }),
    });
    expect(errorsOf(foreign)['layouts.0.contents.0.images.0.idImage']).toEqual([
      'This image is not one of the site’s images',
    ]);
  });

  it('checks each component against the library and its configuration, stored with its defaults', async () => {
    const page = await createdPage(
      pageBody({
        layouts: [
          {
            type: 'TWO_COLUMN',
            contents: [
              {
                type: 'COMPONENT',
                idComponent: callToAction,
                slug: 'product-list',
                name: 'Forged',
                componentConf: { text: 'Visit' },
              },
              {
                type: 'COMPONENT',
                idComponent: gallery,
                componentConf: { images: [{ idImage: image.id, alt: '', url: 'x' }] },
              },
            ],
          },
        ],
      }),
    );
    const [cta, grid] = page.layouts[0].contents;
    expect(cta).toMatchObject({
      slug: 'call-to-action',
      componentConf: { text: 'Visit', buttonLabel: '', url: '', variant: 'primary' },
    });
    expect(cta.name).not.toBe('Forged');
    expect(grid.slug).toBe('image-gallery');
    expect(grid.componentConf).toEqual({
      images: [{ idImage: image.id, url: image.url, alt: 'Rows of vines' }],
      columns: 3,
    });

    const refused = await call('POST', '/admin/page', {
      ...as(admin1, 1),
      body: pageBody({
        layouts: [
          {
            type: 'TWO_COLUMN',
            contents: [
              { type: 'COMPONENT', idComponent: 999_999_999 },
              { type: 'COMPONENT', idComponent: callToAction, componentConf: { variant: 'huge', script: 'x' } },
            ],
          },
        ],
      }),
    });
    const errors = errorsOf(refused);
    expect(errors['layouts.0.contents.0.idComponent']).toEqual(['This component is not in the site’s library']);
    expect(errors['layouts.0.contents.1.componentConf']).toEqual(['Invalid JSON configuration']);
  });
});

describe('site isolation', () => {
  it('keeps site 1’s pages from site 2’s admin and storefront (404)', async () => {
    const page = await createdPage(pageBody({ layouts: [oneColumn({ tags: [`private-${run}`] })] }));
    const layoutId = page.layouts[0].id;
    expect((await call('GET', `/admin/page/${page.id}`, as(admin2, 2))).status).toBe(404);
    expect((await call('GET', `/admin/page/${page.id}/grape`, as(admin2, 2))).status).toBe(404);
    expect((await call('PUT', `/admin/page/${page.id}`, { ...as(admin2, 2), body: editable(page) })).status).toBe(404);
    expect(
      (await call('PUT', `/admin/page/state/${page.id}`, { ...as(admin2, 2), body: { valid: false } })).status,
    ).toBe(404);
    expect((await call('DELETE', `/admin/page/${page.id}`, as(admin2, 2))).status).toBe(404);
    expect((await call('GET', `/admin/page/layout/${layoutId}/copy`, as(admin2, 2))).status).toBe(404);
    expect((await call('GET', `/admin/page/${page.id}/layout/${layoutId}/tags`, as(admin2, 2))).status).toBe(404);
    expect((await call('GET', '/admin/page/layout/tags', as(admin2, 2))).body.data.tags).not.toContain(
      `private-${run}`,
    );
    expect(JSON.stringify((await call('GET', '/admin/page', as(admin2, 2))).body.data)).not.toContain(page.url);
    expect((await call('GET', `/page/${page.url}`, { idSite: 2 })).status).toBe(404);
    expect((await call('GET', `/page/${page.id}`, { idSite: 2 })).status).toBe(404);
    // Site 1's admin cannot work on site 2.
    expect((await call('GET', `/admin/page/${page.id}`, as(admin1, 2))).status).toBe(403);
    // Untouched.
    expect((await call('GET', `/admin/page/${page.id}`, as(admin1, 1))).body.data).toEqual(page);
  });
});
