import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, sendForm, signIn, type FormFile } from '../../scripts/src/test/api.ts';

/**
 * News (issue 17; spec 1 §3, §5 "News") through the local gateway on the real local parts: every rule
 * with its exact message in English and French, what the storefront may read, and site isolation.
 */
const { logins } = inject('fixtures');
let admin1: string;
let admin2: string;
let superAdmin: string;
const run = Date.now().toString(36);

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

type Answer = { status: number; raw: string; body: { message: string; data: any } };
function errorsOf(answer: Answer): Record<string, string[]> {
  expect(answer.status, answer.raw).toBe(400);
  return answer.body.data.errors ?? {};
}

const newsBody = (over: Record<string, unknown> = {}) => ({
  title: `Harvest ${run}`,
  metaDescription: 'The harvest has begun',
  description: '<p>The first grapes are in.</p>',
  ...over,
});

async function created(over: Record<string, unknown> = {}, files: FormFile[] = [png], site = 1, token = admin1) {
  const answer = await sendForm('POST', '/admin/news', newsBody(over), files, { token, idSite: site });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data as { id: number; valid: boolean; promoted: boolean; image: { url: string; alt: string } };
}

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
  superAdmin = await signIn(logins.superAdmin.email, logins.superAdmin.password);
});

describe('news rules, each with its message on its field', () => {
  const add = (fields: Record<string, unknown>, lang?: 'fr_FR' | 'en_US', files: FormFile[] = []) =>
    sendForm('POST', '/admin/news', fields, files, { token: admin1, idSite: 1, lang });

  it('answers every missing field at once, in English', async () => {
    expect(errorsOf(await add({ title: ' ', metaDescription: '', description: '<p> </p>' }))).toEqual({
      title: ['Title is required'],
      metaDescription: ['Meta description cannot be empty'],
      description: ['Description is required'],
      image: ['An image is required unless a static file is set'],
    });
  });

  it('says them in French on a French request', async () => {
    expect(errorsOf(await add({}, 'fr_FR'))).toEqual({
      title: ['Le titre est obligatoire'],
      metaDescription: ['La méta-description ne peut pas être vide'],
      description: ['La description est obligatoire'],
      image: ['Une image est obligatoire si aucun fichier statique n’est choisi'],
    });
  });

  it('needs no image when a static file is set', async () => {
    const news = await created({ idStaticFile: 12 }, []);
    expect(news.image).toBeNull();
  });

  it('needs no short description while the site does not ask for one', async () => {
    expect((await created({}, [png], 2, admin2)).id).toBeGreaterThan(0);
  });

  it('needs a short description when the site has the option on', async () => {
    const before = (await call('GET', '/site/2/functionality', { token: superAdmin })).body.data.keys as string[];
    const link = (keys: string[]) => call('PUT', '/site/2/link-functionality', { token: superAdmin, body: { keys } });
    expect((await link([...before, 'NEWS_SHORT_DESCRIPTION'])).status).toBe(200);
    try {
      const send = (lang: 'fr_FR' | 'en_US', shortDescription?: string) =>
        sendForm('POST', '/admin/news', newsBody({ shortDescription }), [png], { token: admin2, idSite: 2, lang });
      expect(errorsOf(await send('en_US')).shortDescription).toEqual(['You must provide a short description']);
      expect(errorsOf(await send('fr_FR', '  ')).shortDescription).toEqual([
        'Vous devez fournir une description courte',
      ]);
      expect((await send('en_US', 'Picked by hand')).status).toBe(200);
    } finally {
      await link(before);
    }
  });

  it('refuses an image whose bytes are not what its type says', async () => {
    const fake: FormFile = { field: 'image', name: 'harvest.png', type: 'image/png', bytes: Buffer.from('not a png') };
    expect(errorsOf(await add(newsBody(), 'en_US', [fake])).image).toEqual(['Allowed images: svg, jpeg, jpg, png']);
  });

  it('refuses two images', async () => {
    expect(errorsOf(await add(newsBody(), 'en_US', [png, { ...png, field: 'images' }])).image).toEqual([
      'You can upload only one image',
    ]);
  });
});

describe('news for shoppers and for the admin', () => {
  it('stores the image with its alt text and keeps the description free of scripts', async () => {
    const news = await created({
      alt: 'Grapes on the vine',
      description: '<p onclick="steal()">In <strong>today</strong></p><script>steal()</script>',
    });
    const read = await call('GET', `/news/${news.id}`, { idSite: 1 });
    expect(read.status).toBe(200);
    expect(read.body.data.description).toBe('<p>In <strong>today</strong></p>');
    expect(read.body.data.image.alt).toBe('Grapes on the vine');
    const image = await fetch(read.body.data.image.url);
    expect(image.status).toBe(200);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array(png.bytes));
  });

  it('answers a photo with WebP and AVIF variants that are served, and removes them with the news item', async () => {
    const bytes = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#7a1f3d' } })
      .png()
      .toBuffer();
    const news = await created({ alt: 'Cellar' }, [{ ...png, bytes }]);
    const { image } = (await call('GET', `/news/${news.id}`, { idSite: 1 })).body.data;
    expect(image).toMatchObject({ width: 700, height: 400, alt: 'Cellar' });
    const webp = (image.srcset as string).split(', ').map((entry) => entry.split(' '));
    expect(webp.map(([, width]) => width)).toEqual(['320w', '640w', '700w']);
    expect(image.avifSrcset).toMatch(/-320\.avif 320w, .*-640\.avif 640w, .*-700\.avif 700w$/);
    const served = await fetch(webp[1]![0]!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).width).toBe(640);
    expect((await call('DELETE', `/admin/news/${news.id}`, { token: admin1, idSite: 1 })).status).toBe(200);
    expect((await fetch(webp[1]![0]!)).status).toBe(404);
  });

  it('lists the valid news 10 a page, newest first', async () => {
    for (let i = 0; i < 11; i++) await created({ title: `Page ${run} ${i}`, idStaticFile: 3 }, []);
    const first = await call('GET', `/news?title=lk:Page ${run}`, { idSite: 1 });
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(11);
    expect(first.body.data.current).toBe(1);
    expect(first.body.data.list.map((n: { title: string }) => n.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Page ${run} ${10 - i}`),
    );
    const second = await call('GET', `/news?title=lk:Page ${run}&page=2`, { idSite: 1 });
    expect(second.body.data.list.map((n: { title: string }) => n.title)).toEqual([`Page ${run} 0`]);
  });

  it('reads the promoted banner in one Query, with valid promoted news only', async () => {
    const promoted = await created({ title: `Promoted ${run}`, promoted: true });
    const hidden = await created({ title: `Hidden promoted ${run}`, promoted: true, valid: false });
    const plain = await created({ title: `Plain ${run}` });
    const banner = await call('GET', '/news?promoted=true', { idSite: 1, lang: 'fr_FR' });
    expect(banner.status).toBe(200);
    expect(banner.headers?.get('x-db-calls')).toBe('QueryCommand=1');
    // In another language than the site's, one Query more: the news' translations in that language.
    const english = await call('GET', '/news?promoted=true', { idSite: 1, lang: 'en_US' });
    expect(english.headers?.get('x-db-calls')).toBe('QueryCommand=2');
    const ids = banner.body.data.list.map((n: { id: number }) => n.id);
    expect(ids).toContain(promoted.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(plain.id);
    expect(banner.body.data.list.every((n: { promoted: boolean }) => n.promoted)).toBe(true);
  });

  it('hides an invalid news item from shoppers (404 on its page) and shows it to the admin', async () => {
    const news = await created({ title: `Draft ${run}`, valid: false });
    expect((await call('GET', `/news/${news.id}`, { idSite: 1 })).status).toBe(404);
    const listed = (await call('GET', `/news?title=lk:Draft ${run}`, { idSite: 1 })).body.data;
    expect(listed.total).toBe(0);
    const admin = (await call('GET', `/admin/news?title=lk:Draft ${run}`, { token: admin1, idSite: 1 })).body.data;
    expect(admin.list.map((n: { id: number; valid: boolean }) => [n.id, n.valid])).toEqual([[news.id, false]]);

    const switched = await call('PUT', `/admin/news/valid/${news.id}`, {
      token: admin1,
      idSite: 1,
      body: { valid: true },
    });
    expect(switched.status, switched.raw).toBe(200);
    expect((await call('GET', `/news/${news.id}`, { idSite: 1 })).status).toBe(200);
  });

  it('keeps the image on an update without one, and needs one again when it is removed', async () => {
    const news = await created({ title: `Kept ${run}` });
    const update = (fields: Record<string, unknown>) =>
      sendForm('PUT', `/admin/news/${news.id}`, newsBody(fields), [], { token: admin1, idSite: 1 });
    const renamed = await update({ title: `Renamed ${run}`, alt: 'New alt' });
    expect(renamed.status, renamed.raw).toBe(200);
    expect(renamed.body.data.title).toBe(`Renamed ${run}`);
    expect(renamed.body.data.image).toMatchObject({ url: news.image.url, alt: 'New alt' });
    expect(renamed.body.data.valid).toBe(true);
    expect(errorsOf(await update({ removeImage: true })).image).toEqual([
      'An image is required unless a static file is set',
    ]);
  });

  it('deletes a news item: its page is then not found', async () => {
    const news = await created({ title: `Gone ${run}` });
    const deleted = await call('DELETE', `/admin/news/${news.id}`, { token: admin1, idSite: 1 });
    expect(deleted.status, deleted.raw).toBe(200);
    expect((await call('GET', `/news/${news.id}`, { idSite: 1 })).status).toBe(404);
    expect((await call('GET', `/admin/news/${news.id}`, { token: admin1, idSite: 1 })).status).toBe(404);
  });
});

describe('news of another site', () => {
  it('refuses another site’s admin, and finds nothing of site 1 from site 2', async () => {
    const news = await created({ title: `Private ${run}` });
    expect((await call('GET', '/admin/news', { token: admin2, idSite: 1 })).status).toBe(403);
    expect((await call('DELETE', `/admin/news/${news.id}`, { token: admin2, idSite: 1 })).status).toBe(403);
    expect(
      (await sendForm('PUT', `/admin/news/${news.id}`, newsBody(), [png], { token: admin2, idSite: 1 })).status,
    ).toBe(403);
    expect((await call('GET', `/admin/news/${news.id}`, { token: admin2, idSite: 2 })).status).toBe(404);
    expect((await call('DELETE', `/admin/news/${news.id}`, { token: admin2, idSite: 2 })).status).toBe(404);
    expect((await call('GET', `/news/${news.id}`, { idSite: 2 })).status).toBe(404);
    expect((await call('GET', `/news/${news.id}`, { idSite: 1 })).status).toBe(200);
  });

  it('answers the public list without a token, and refuses the admin list without one', async () => {
    expect((await call('GET', '/news', { idSite: 1 })).status).toBe(200);
    expect((await call('GET', '/admin/news', { idSite: 1 })).status).toBe(401);
  });
});
