import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, sendForm, signIn, type FormFile } from '../../scripts/src/test/api.ts';

/**
 * Blog folders and articles (issue 18; spec 1 §3, §4, §5; spec 2 §2, §7) through the local gateway: every rule with
 * its message in English and French, the breadcrumb, what the storefront may read (ONLINE only), the order within a
 * folder, the tags, the folder delete rule and site isolation.
 */
const { logins } = inject('fixtures');
let admin1: string;
let admin2: string;
const run = Date.now().toString(36);

/** A 1×1 red PNG. */
const png: FormFile = {
  field: 'image',
  name: 'cover.png',
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

interface Article {
  id: number;
  url: string;
  status: string;
  order: number;
  idFolder: number | null;
  content: string;
  tags: string[];
  image: { url: string; alt: string } | null;
}

const admin = (method: string, path: string, body?: unknown, token = admin1, idSite = 1) =>
  call(method, path, { token, idSite, ...(body === undefined ? {} : { body }) });

async function folder(name: string, idParent: number | null = null): Promise<{ id: number; name: string }> {
  const answer = await admin('POST', '/admin/blog/folder', { name, idParent });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data;
}

async function article(fields: Record<string, unknown>): Promise<Article> {
  const answer = await admin('POST', '/admin/blog', { title: `Article ${run}`, ...fields });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data;
}

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
});

describe('article rules, each with its message on its field', () => {
  const add = (body: Record<string, unknown>, lang?: 'fr_FR' | 'en_US') =>
    call('POST', '/admin/blog', { token: admin1, idSite: 1, body, lang });

  it('refuses an article without a title, a bad url and a meta description over 155 characters, in English', async () => {
    expect(errorsOf(await add({ title: ' ', url: 'Mon Article!', metaDescription: 'x'.repeat(156) }))).toEqual({
      title: ['Title is required'],
      url: ['Invalid character'],
      metaDescription: ['The meta description cannot be more than 155 characters'],
    });
  });

  it('says them in French on a French request', async () => {
    expect(errorsOf(await add({ url: 'é', metaDescription: 'x'.repeat(156) }, 'fr_FR'))).toEqual({
      title: ['Le titre est obligatoire'],
      url: ['Caractère invalide'],
      metaDescription: ['La méta-description ne peut pas dépasser 155 caractères'],
    });
  });

  it('refuses an unknown status', async () => {
    expect(errorsOf(await add({ title: 'Status', status: 'PUBLISHED' })).status).toEqual(['Unknown status']);
  });

  it('makes the url from the title, unique within the site, and refuses a typed url another article has', async () => {
    const first = await article({ title: `Les Vendanges ${run}` });
    expect(first.url).toBe(`les-vendanges-${run}`);
    expect(first.status).toBe('DRAFT');
    const second = await article({ title: `Les vendanges ${run}` });
    expect(second.url).toBe(`les-vendanges-${run}-2`);
    expect(errorsOf(await add({ title: 'Copy', url: first.url })).url).toEqual([
      'Another article already has this url',
    ]);
    expect(errorsOf(await add({ title: 'Copy', url: first.url }, 'fr_FR')).url).toEqual([
      'Un autre article a déjà cette url',
    ]);
  });

  it('keeps the content free of scripts and stores the cover image with its alt text (multipart)', async () => {
    const answer = await sendForm(
      'POST',
      '/admin/blog',
      {
        title: `Cover ${run}`,
        alt: 'Barrels',
        tags: ['cave', 'fût'],
        content: '<p onclick="steal()">In <strong>oak</strong></p><script>steal()</script>',
      },
      [png],
      { token: admin1, idSite: 1 },
    );
    expect(answer.status, answer.raw).toBe(200);
    const created = answer.body.data as Article;
    expect(created.content).toBe('<p>In <strong>oak</strong></p>');
    expect(created.tags).toEqual(['cave', 'fût']);
    expect(created.image).toMatchObject({ alt: 'Barrels' });
    expect((await fetch(created.image!.url)).status).toBe(200);
  });

  it('refuses a folder that does not exist', async () => {
    expect(errorsOf(await add({ title: 'Lost', idFolder: 999999 })).idFolder).toEqual(['Folder not found']);
  });
});

describe('folders', () => {
  it('answers the breadcrumb root first, and refuses a folder without a name', async () => {
    const wines = await folder(`Wines ${run}`);
    const reds = await folder(`Reds ${run}`, wines.id);
    const old = await folder(`Old ${run}`, reds.id);
    const crumb = await call('GET', `/blog/folder/ariane/${old.id}`, { idSite: 1 });
    expect(crumb.status, crumb.raw).toBe(200);
    expect(crumb.body.data.folders.map((f: { name: string }) => f.name)).toEqual([
      `Wines ${run}`,
      `Reds ${run}`,
      `Old ${run}`,
    ]);
    expect(errorsOf(await admin('POST', '/admin/blog/folder', { name: '' })).name).toEqual([
      'The folder name is required',
    ]);
    expect((await call('GET', '/blog/folder/ariane/999999', { idSite: 1 })).status).toBe(404);
  });

  it('never places a folder under itself or one of its sub-folders', async () => {
    const top = await folder(`Top ${run}`);
    const sub = await folder(`Sub ${run}`, top.id);
    const moved = await admin('PUT', `/admin/blog/folder/${top.id}`, { name: top.name, idParent: sub.id });
    expect(errorsOf(moved).idParent).toEqual(['A folder cannot be placed under itself or one of its sub-folders']);
    const renamed = await admin('PUT', `/admin/blog/folder/${sub.id}`, { name: `Renamed ${run}`, idParent: null });
    expect(renamed.status, renamed.raw).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: `Renamed ${run}`, idParent: null });
  });

  it('refuses to delete a folder holding a folder or an article, and deletes it once empty', async () => {
    const parent = await folder(`Full ${run}`);
    const child = await folder(`Child ${run}`, parent.id);
    const refused = await admin('DELETE', `/admin/blog/folder/${parent.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This folder still holds folders or articles: move or delete them first');
    const inside = await article({ title: `Inside ${run}`, idFolder: child.id });
    expect((await admin('DELETE', `/admin/blog/folder/${child.id}`)).status).toBe(409);
    expect((await admin('DELETE', `/admin/blog/${inside.id}`)).status).toBe(200);
    expect((await admin('DELETE', `/admin/blog/folder/${child.id}`)).status).toBe(200);
    expect((await admin('DELETE', `/admin/blog/folder/${parent.id}`)).status).toBe(200);
    expect((await admin('GET', `/admin/blog/folder/${parent.id}`)).status).toBe(404);
  });
});

describe('what the storefront reads', () => {
  it('shows ONLINE articles only: drafts, archived and hidden ones are not found', async () => {
    const news = await folder(`News ${run}`);
    const online = await article({ title: `Online ${run}`, idFolder: news.id, status: 'ONLINE' });
    const draft = await article({ title: `Draft ${run}`, idFolder: news.id });
    const archived = await article({ title: `Archived ${run}`, idFolder: news.id, status: 'ARCHIVED' });
    const hidden = await article({ title: `Hidden ${run}`, idFolder: news.id, status: 'HIDDEN' });
    const listed = await call('GET', `/blog/folder/${news.id}`, { idSite: 1 });
    expect(listed.status, listed.raw).toBe(200);
    expect(listed.body.data.articles.map((a: Article) => a.id)).toEqual([online.id]);
    expect((await call('GET', `/blog/article/${online.url}`, { idSite: 1 })).body.data.id).toBe(online.id);
    expect((await call('GET', `/blog/article/${online.id}`, { idSite: 1 })).status).toBe(200);
    for (const one of [draft, archived, hidden]) {
      expect((await call('GET', `/blog/article/${one.url}`, { idSite: 1 })).status).toBe(404);
      expect((await call('GET', `/blog/article/${one.id}`, { idSite: 1 })).status).toBe(404);
    }
    const inAdmin = (await admin('GET', `/admin/blog/folder/${news.id}`)).body.data.articles as Article[];
    expect(inAdmin.map((a) => [a.id, a.status])).toEqual([
      [online.id, 'ONLINE'],
      [draft.id, 'DRAFT'],
      [archived.id, 'ARCHIVED'],
      [hidden.id, 'HIDDEN'],
    ]);
  });

  it('publishes a draft: it then shows, with its publication date', async () => {
    const draft = await article({ title: `Soon ${run}` });
    expect((await call('GET', `/blog/article/${draft.url}`, { idSite: 1 })).status).toBe(404);
    const published = await admin('PUT', `/admin/blog/status/${draft.id}`, { status: 'ONLINE' });
    expect(published.status, published.raw).toBe(200);
    const read = await call('GET', `/blog/article/${draft.url}`, { idSite: 1 });
    expect(read.status).toBe(200);
    expect(read.body.data.publishedAt).not.toBeNull();
    const root = (await call('GET', '/blog', { idSite: 1 })).body.data;
    expect(root.folder).toBeNull();
    expect(root.articles.map((a: Article) => a.id)).toContain(draft.id);
  });
});

describe('order, content and tags', () => {
  it('moves an article within its folder', async () => {
    const box = await folder(`Order ${run}`);
    const a = await article({ title: `A ${run}`, idFolder: box.id });
    const b = await article({ title: `B ${run}`, idFolder: box.id });
    const c = await article({ title: `C ${run}`, idFolder: box.id });
    const moved = await admin('PUT', `/admin/blog/${c.id}/order`, { order: 0 });
    expect(moved.status, moved.raw).toBe(200);
    const listed = (await admin('GET', `/admin/blog/folder/${box.id}`)).body.data.articles as Article[];
    expect(listed.map((one) => one.id)).toEqual([c.id, a.id, b.id]);
  });

  it('saves the content alone, sanitised, and keeps it on a change of the other fields', async () => {
    const one = await article({ title: `Content ${run}` });
    const saved = await admin('PUT', `/admin/blog/${one.id}/content`, { content: '<h1>Title</h1><img src=x>' });
    expect(saved.status, saved.raw).toBe(200);
    expect(saved.body.data.content).toBe('<h2>Title</h2>');
    const changed = await admin('PUT', `/admin/blog/${one.id}`, { title: `Content ${run} bis`, tags: ['rosé'] });
    expect(changed.status, changed.raw).toBe(200);
    expect(changed.body.data).toMatchObject({ content: '<h2>Title</h2>', url: one.url, tags: ['rosé'] });
  });

  it('lists the tags the site’s articles use, each once, sorted', async () => {
    await article({ title: `Tag one ${run}`, tags: [`zeta${run}`, `alpha${run}`] });
    await article({ title: `Tag two ${run}`, tags: [`alpha${run}`] });
    const tags = (await admin('GET', '/admin/blog-tags')).body.data.tags as string[];
    const mine = tags.filter((tag) => tag.endsWith(run));
    expect(mine).toEqual([`alpha${run}`, `zeta${run}`]);
  });
});

describe('the demo blog (seed)', () => {
  it('has a folder with a sub-folder, two published articles and a draft the storefront does not show', async () => {
    const root = (await call('GET', '/blog', { idSite: 1 })).body.data;
    const vineyard = root.folders.find((f: { name: string }) => f.name === 'Le vignoble');
    expect(vineyard).toBeDefined();
    const grapes = (await call('GET', `/blog/folder/${vineyard.id}`, { idSite: 1 })).body.data.folders[0];
    expect(grapes.name).toBe('Les cépages');
    const shown = (await call('GET', `/blog/folder/${grapes.id}`, { idSite: 1 })).body.data.articles as Article[];
    expect(shown.map((a) => a.url)).toEqual(['le-gamay-notre-cepage']);
    const all = (await admin('GET', `/admin/blog/folder/${grapes.id}`)).body.data.articles as Article[];
    expect(all.map((a) => a.status)).toEqual(['ONLINE', 'DRAFT']);
    expect((await call('GET', `/blog/article/${all[1]!.url}`, { idSite: 1 })).status).toBe(404);
    const crumb = (await call('GET', `/blog/folder/ariane/${grapes.id}`, { idSite: 1 })).body.data;
    expect(crumb.folders.map((f: { name: string }) => f.name)).toEqual(['Le vignoble', 'Les cépages']);
  });
});

describe('blog of another site', () => {
  it('refuses another site’s admin, and finds nothing of site 1 from site 2', async () => {
    const one = await article({ title: `Private ${run}`, status: 'ONLINE' });
    expect((await admin('GET', `/admin/blog/${one.id}`, undefined, admin2, 1)).status).toBe(403);
    expect((await admin('GET', `/admin/blog/${one.id}`, undefined, admin2, 2)).status).toBe(404);
    expect((await admin('DELETE', `/admin/blog/${one.id}`, undefined, admin2, 2)).status).toBe(404);
    expect((await call('GET', `/blog/article/${one.url}`, { idSite: 2 })).status).toBe(404);
    expect((await call('GET', `/blog/article/${one.url}`, { idSite: 1 })).status).toBe(200);
    expect((await call('GET', '/admin/blog/folder', { idSite: 1 })).status).toBe(401);
  });
});
