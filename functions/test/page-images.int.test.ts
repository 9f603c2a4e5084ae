import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, sendForm, signIn, upload, type FormFile } from '../../scripts/src/test/api.ts';

/**
 * A site's page images (issue 14, docs/pages.md): uploads checked by their bytes, the list, their texts, the direct
 * upload to the bucket, each site's own — through the local gateway on the real local parts.
 */
const { logins } = inject('fixtures');
let admin1: string;
let admin2: string;
let admin3: string;
const run = Date.now().toString(36);

/** The smallest valid PNG (1×1, transparent). */
const png = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const svg = Uint8Array.from(
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><rect width="2" height="2"/></svg>'),
);

type Answer = { status: number; raw: string; body: { message: string; data: any } };
function errorsOf(answer: Answer): Record<string, string[]> {
  expect(answer.status, answer.raw).toBe(400);
  return answer.body.data.errors ?? {};
}
const as = (token: string, site: number) => ({ token, idSite: site });

/** Uploads a file with its texts as the admin's form does. */
async function uploaded(file: FormFile, fields: Record<string, unknown> = {}, token = admin1, site = 1) {
  const answer = await sendForm('POST', '/admin/page/image', fields, [{ ...file, field: 'image' }], as(token, site));
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data;
}

/** Asks the presigned POST and sends the file there, as the admin does for a direct upload. */
async function presignedUpload(file: FormFile, token = admin1, site = 1): Promise<string> {
  const target = await call('GET', '/admin/page/image/authentication', as(token, site));
  expect(target.status, target.raw).toBe(200);
  expect(target.body.data.maxBytes).toBe(5 * 1024 * 1024);
  const form = new FormData();
  for (const [name, value] of Object.entries(target.body.data.fields as Record<string, string>))
    form.append(name, value);
  form.append('file', new Blob([Buffer.from(file.bytes)], { type: file.type }), file.name);
  const sent = await fetch(target.body.data.url, { method: 'POST', body: form });
  expect(sent.status).toBeLessThan(300);
  return target.body.data.key;
}

beforeAll(async () => {
  [admin1, admin2, admin3] = await Promise.all([
    signIn(logins.admin1.email, logins.admin1.password),
    signIn(logins.admin2.email, logins.admin2.password),
    signIn(logins.admin3.email, logins.admin3.password),
  ]);
});

describe('uploading a page image', () => {
  it('stores a PNG and serves its bytes at its url; the name defaults to the file’s, the alt text may wait', async () => {
    const answer = await upload(
      '/admin/page/image',
      { name: `vignes-${run}.png`, type: 'image/png', bytes: png },
      as(admin1, 1),
    );
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.message).toBe('Image saved');
    const image = answer.body.data;
    expect(image).toMatchObject({ name: `vignes-${run}`, alt: '', contentType: 'image/png', size: png.byteLength });
    expect(image.url).toMatch(/\/media\/sites\/1\/page-image\/[0-9a-f-]+\.png$/);
    const served = await fetch(image.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
  });

  it('keeps the name and alt text sent with the file, and takes an SVG drawing', async () => {
    const image = await uploaded(
      { name: 'x.svg', type: 'image/svg+xml', bytes: svg },
      { name: `Carré ${run}`, alt: 'Un carré noir' },
    );
    expect(image).toMatchObject({ name: `Carré ${run}`, alt: 'Un carré noir', contentType: 'image/svg+xml' });
    expect(image.url).toMatch(/\.svg$/);
  });

  it('refuses a file whose bytes are not the image its name says', async () => {
    const fake = await upload(
      '/admin/page/image',
      { name: 'fake.png', type: 'image/png', bytes: Uint8Array.from(Buffer.from('not a png at all')) },
      as(admin1, 1),
    );
    expect(errorsOf(fake).image).toEqual(['Allowed images: svg, jpeg, jpg, png']);
    const gif = await upload(
      '/admin/page/image',
      { name: 'anim.gif', type: 'image/gif', bytes: Uint8Array.from(Buffer.from('GIF89a')) },
      as(admin1, 1),
    );
    expect(errorsOf(gif).image).toEqual(['Allowed images: svg, jpeg, jpg, png']);
    const script = await upload(
      '/admin/page/image',
      {
        name: 'evil.svg',
        type: 'image/svg+xml',
        bytes: Uint8Array.from(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>')),
      },
      as(admin1, 1),
    );
    expect(errorsOf(script).image).toEqual(['This SVG contains scripts and cannot be used']);
  });

  it('refuses an image over 5 MB with the spec message', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(png);
    const answer = await upload('/admin/page/image', { name: 'big.png', type: 'image/png', bytes: big }, as(admin1, 1));
    expect(errorsOf(answer).image).toEqual(['Image file cannot be more than 5 mb']);
    const fr = await upload(
      '/admin/page/image',
      { name: 'big.png', type: 'image/png', bytes: big },
      { ...as(admin1, 1), lang: 'fr_FR' },
    );
    expect(errorsOf(fr).image).toEqual(['Le fichier image ne peut pas dépasser 5 Mo']);
  });
});

describe('the list of page images', () => {
  const names = [`Cave A ${run}`, `Cave B ${run}`, `Chai ${run}`];

  beforeAll(async () => {
    for (const name of names) await uploaded({ name: 'p.png', type: 'image/png', bytes: png }, { name });
  });

  it('answers 50 a page, newest first, with the total', async () => {
    const answer = await call('GET', '/admin/page/image', as(admin1, 1));
    expect(answer.status, answer.raw).toBe(200);
    const { images, total } = answer.body.data;
    expect(total).toBeGreaterThanOrEqual(names.length);
    expect(images.length).toBe(Math.min(total, 50));
    const ids = images.map((image: any) => image.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
  });

  it('filters on a part of the name whatever its case, and on the usage kind', async () => {
    const cave = await call(
      'GET',
      `/admin/page/image?name=${encodeURIComponent(`cave a ${run}`.toUpperCase())}`,
      as(admin1, 1),
    );
    expect(cave.body.data.total).toBe(1);
    expect(cave.body.data.images[0].name).toBe(names[0]);
    const all = await call('GET', `/admin/page/image?name=lk:${run}&type=PAGE&nbItem=2`, as(admin1, 1));
    expect(all.body.data.total).toBe(5);
    expect(all.body.data.images.map((image: any) => image.name)).toEqual([names[2], names[1]]);
    const page2 = await call('GET', `/admin/page/image?name=${run}&page=3&nbItem=2`, as(admin1, 1));
    expect(page2.body.data.images.length).toBe(1);
    const album = await call('GET', `/admin/page/image?name=${run}&type=ALBUM`, as(admin1, 1));
    expect(album.body.data).toEqual({ images: [], total: 0 });
  });
});

describe('changing an image’s texts', () => {
  it('changes the alt text and the name; a name cannot be emptied', async () => {
    const image = await uploaded({ name: `texte-${run}.png`, type: 'image/png', bytes: png });
    const answer = await call('PUT', `/admin/page/image/${image.id}`, {
      ...as(admin1, 1),
      body: { alt: 'Les vignes au printemps' },
    });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.data).toEqual({ ...image, alt: 'Les vignes au printemps' });
    const renamed = await call('PUT', `/admin/page/image/${image.id}`, {
      ...as(admin1, 1),
      body: { name: ' ', alt: '' },
    });
    expect(renamed.body.data).toMatchObject({ name: image.name, alt: '' });
    const tooLong = await call('PUT', `/admin/page/image/${image.id}`, {
      ...as(admin1, 1),
      body: { alt: 'x'.repeat(301) },
    });
    expect(errorsOf(tooLong).alt).toBeDefined();
    const missing = await call('PUT', '/admin/page/image/999999', { ...as(admin1, 1), body: { alt: 'x' } });
    expect(missing.status, missing.raw).toBe(404);
  });
});

describe('a direct upload: presigned POST, then add-image', () => {
  it('registers the uploaded file as a page image, once', async () => {
    const key = await presignedUpload({ name: 'direct.png', type: 'image/png', bytes: png });
    expect(key).toMatch(/^uploads\/1\//);
    const answer = await call('POST', '/admin/page/add-image', {
      ...as(admin1, 1),
      body: { key, name: `Direct ${run}`, alt: 'Envoyée directement' },
    });
    expect(answer.status, answer.raw).toBe(200);
    const image = answer.body.data;
    expect(image).toMatchObject({ name: `Direct ${run}`, alt: 'Envoyée directement', contentType: 'image/png' });
    expect(image.url).toMatch(/\/media\/sites\/1\/page-image\/[0-9a-f-]+\.png$/);
    const served = await fetch(image.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    const again = await call('POST', '/admin/page/add-image', { ...as(admin1, 1), body: { key } });
    expect(errorsOf(again).key).toEqual(['The uploaded image could not be found, please send it again']);
  });

  it('checks the bytes of the uploaded file, and refuses another site’s upload', async () => {
    const fake = await presignedUpload({ name: 'fake.png', type: 'image/png', bytes: Buffer.from('<html>no</html>') });
    const refused = await call('POST', '/admin/page/add-image', { ...as(admin1, 1), body: { key: fake } });
    expect(errorsOf(refused).key).toEqual(['Allowed images: svg, jpeg, jpg, png']);
    const theirs = await presignedUpload({ name: 'p.png', type: 'image/png', bytes: png }, admin2, 2);
    const stolen = await call('POST', '/admin/page/add-image', { ...as(admin1, 1), body: { key: theirs } });
    expect(errorsOf(stolen).key).toEqual(['Invalid value']);
    const climbing = await call('POST', '/admin/page/add-image', {
      ...as(admin1, 1),
      body: { key: 'uploads/1/../../sites/2/logo/x.png' },
    });
    expect(errorsOf(climbing).key).toEqual(['Invalid value']);
  });
});

describe('each site’s own images', () => {
  it('are out of reach of another site’s admin', async () => {
    const image = await uploaded({ name: 'mine.png', type: 'image/png', bytes: png }, { name: `Privée ${run}` });
    const list = await call('GET', `/admin/page/image?name=${run}`, as(admin3, 3));
    expect(list.status, list.raw).toBe(200);
    expect(list.body.data.total).toBe(0);
    const update = await call('PUT', `/admin/page/image/${image.id}`, { ...as(admin3, 3), body: { alt: 'Prise' } });
    expect(update.status, update.raw).toBe(404);
    const foreign = await call('PUT', `/admin/page/image/${image.id}`, { ...as(admin3, 1), body: { alt: 'Prise' } });
    expect(foreign.status, foreign.raw).toBe(403);
    const still = await call('GET', `/admin/page/image?name=${encodeURIComponent(`Privée ${run}`)}`, as(admin1, 1));
    expect(still.body.data.images[0].alt).toBe('');
  });
});
