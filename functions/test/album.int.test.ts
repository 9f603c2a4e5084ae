import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, sendForm, signIn, type FormFile } from '../../scripts/src/test/api.ts';

/**
 * Albums (issue 17; spec 1 §3 "Album", spec 2 §7 "Albums") through the local gateway on the real local parts: every
 * rule with its exact message in English and French, images with their variants, cover, order, removal, and what
 * another site's admin may reach.
 */
const { logins } = inject('fixtures');
let admin1: string;
let admin2: string;
const run = Date.now().toString(36);

const photo = async (name: string, width = 700, background = '#7a1f3d'): Promise<FormFile> => ({
  field: 'images',
  name,
  type: 'image/png',
  bytes: await sharp({ create: { width, height: 400, channels: 3, background } })
    .png()
    .toBuffer(),
});

type Answer = { status: number; raw: string; body: { message: string; data: any } };
function errorsOf(answer: Answer): Record<string, string[]> {
  expect(answer.status, answer.raw).toBe(400);
  return answer.body.data.errors ?? {};
}

const json = (method: string, path: string, body?: unknown, lang?: 'fr_FR' | 'en_US') =>
  call(method, path, { token: admin1, idSite: 1, body, lang });

async function album(title = `Harvest ${run}`) {
  const created = await json('POST', '/admin/album', { title, description: 'The 2026 harvest' });
  expect(created.status, created.raw).toBe(200);
  return created.body.data as { id: number };
}

async function withImages(count: number) {
  const { id } = await album();
  const files = await Promise.all(Array.from({ length: count }, (_, i) => photo(`p${i}.png`)));
  const added = await sendForm(
    'POST',
    `/admin/album/images/${id}`,
    { alts: files.map((_, i) => `Photo ${i + 1}`) },
    files,
    { token: admin1, idSite: 1 },
  );
  expect(added.status, added.raw).toBe(200);
  return added.body.data as {
    id: number;
    idImageCover: number;
    images: Array<{ id: number; alt: string; onlineImage: any }>;
  };
}

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
});

describe('album rules, each with its message on its field', () => {
  it('requires a title, in English and in French', async () => {
    expect(errorsOf(await json('POST', '/admin/album', { title: '  ' })).title).toEqual(['Title is required']);
    expect(errorsOf(await json('POST', '/admin/album', {}, 'fr_FR')).title).toEqual(['Le titre est obligatoire']);
  });

  it('requires an alternative text on every image sent', async () => {
    const { id } = await album();
    const answer = await sendForm(
      'POST',
      `/admin/album/images/${id}`,
      { alts: ['Vines', ' '] },
      [await photo('a.png'), await photo('b.png')],
      { token: admin1, idSite: 1 },
    );
    expect(errorsOf(answer)).toEqual({ 'alts.1': ['Alternative text is required'] });
    const french = await sendForm('POST', `/admin/album/images/${id}`, {}, [await photo('a.png')], {
      token: admin1,
      idSite: 1,
      lang: 'fr_FR',
    });
    expect(errorsOf(french)).toEqual({ 'alts.0': ['Le texte alternatif est obligatoire'] });
  });

  it('asks for at least one image', async () => {
    const { id } = await album();
    const answer = await sendForm('POST', `/admin/album/images/${id}`, { alts: [] }, [], { token: admin1, idSite: 1 });
    expect(errorsOf(answer)).toEqual({ images: ['Choose at least one image'] });
  });

  it('refuses an image over 5 MB, and a file whose bytes are not the image its type says', async () => {
    const { id } = await album();
    const big = { ...(await photo('big.png')), bytes: new Uint8Array(5 * 1024 * 1024 + 1) };
    const tooBig = await sendForm('POST', `/admin/album/images/${id}`, { alts: ['Big'] }, [big], {
      token: admin1,
      idSite: 1,
    });
    expect(errorsOf(tooBig)).toEqual({ 'images.0': ['Image file cannot be more than 5 mb'] });
    const fake = { field: 'images', name: 'fake.png', type: 'image/png', bytes: new TextEncoder().encode('<html>') };
    const renamed = await sendForm('POST', `/admin/album/images/${id}`, { alts: ['Fake'] }, [fake], {
      token: admin1,
      idSite: 1,
    });
    expect(errorsOf(renamed)['images.0']).toHaveLength(1);
    expect((await json('GET', `/admin/album/${id}`)).body.data.images).toEqual([]);
  });

  it('refuses an alt text removed on update', async () => {
    const saved = await withImages(1);
    const answer = await json('PUT', `/admin/album/${saved.id}`, {
      title: 'Renamed',
      images: [{ id: saved.images[0]!.id, alt: '' }],
    });
    expect(errorsOf(answer)).toEqual({ 'images.0.alt': ['Alternative text is required'] });
  });
});

describe('album images', () => {
  it('stores each image with WebP and AVIF variants that are served, the first one as cover', async () => {
    const saved = await withImages(2);
    expect(saved.images.map((image) => [image.alt, image.id])).toEqual([
      ['Photo 1', 1],
      ['Photo 2', 2],
    ]);
    expect(saved.idImageCover).toBe(1);
    const { onlineImage } = saved.images[0]!;
    expect(onlineImage).toMatchObject({ width: 700, height: 400, alt: 'Photo 1' });
    const url = (onlineImage.srcset as string).split(', ')[0]!.split(' ')[0]!;
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(onlineImage.avifSrcset).toContain('-320.avif 320w');
  });

  it('shows the album to shoppers, and lists it with its cover and image count', async () => {
    const saved = await withImages(2);
    const shown = await call('GET', `/album/${saved.id}`, { idSite: 1 });
    expect(shown.status).toBe(200);
    expect(shown.body.data.images.map((image: { order: number }) => image.order)).toEqual([0, 1]);
    const list = await json('GET', '/admin/album?nbItem=100');
    const line = list.body.data.list.find((a: { id: number }) => a.id === saved.id);
    expect(line).toMatchObject({ imageCount: 2, idImageCover: 1, cover: { alt: 'Photo 1' } });
  });

  it('orders the images, and refuses an order that leaves one out', async () => {
    const saved = await withImages(3);
    const ordered = await json('PUT', `/admin/album/${saved.id}/order`, { order: [3, 1, 2] });
    expect(ordered.status, ordered.raw).toBe(200);
    expect(ordered.body.data.images.map((image: { alt: string }) => image.alt)).toEqual([
      'Photo 3',
      'Photo 1',
      'Photo 2',
    ]);
    expect(errorsOf(await json('PUT', `/admin/album/${saved.id}/order`, { order: [3, 1] })).order).toEqual([
      'The order must name every image of the album once',
    ]);
  });

  it('sets the cover to one of its images only', async () => {
    const saved = await withImages(2);
    const cover = await json('PUT', `/admin/album/cover/${saved.id}`, { idImageCover: 2 });
    expect(cover.status, cover.raw).toBe(200);
    expect(cover.body.data.idImageCover).toBe(2);
    expect(errorsOf(await json('PUT', `/admin/album/cover/${saved.id}`, { idImageCover: 99 })).idImageCover).toEqual([
      'This image is not in the album',
    ]);
  });

  it('removes an image left out on update, with its variants, and the cover moves to the first one left', async () => {
    const saved = await withImages(2);
    const first = saved.images[0]!.onlineImage;
    const updated = await json('PUT', `/admin/album/${saved.id}`, {
      title: 'Renamed',
      description: '',
      images: [{ id: 2, alt: 'Barrels' }],
    });
    expect(updated.status, updated.raw).toBe(200);
    expect(updated.body.data).toMatchObject({ title: 'Renamed', idImageCover: 2, images: [{ id: 2, alt: 'Barrels' }] });
    expect((await fetch(first.url)).status).toBe(404);
    expect((await fetch((first.srcset as string).split(' ')[0]!)).status).toBe(404);
  });

  it('deletes an album and its images: it is then not found', async () => {
    const saved = await withImages(1);
    const deleted = await json('DELETE', `/admin/album/${saved.id}`);
    expect(deleted.status, deleted.raw).toBe(200);
    expect((await call('GET', `/album/${saved.id}`, { idSite: 1 })).status).toBe(404);
    expect((await fetch(saved.images[0]!.onlineImage.url)).status).toBe(404);
  });
});

describe('a photo too large for a request', () => {
  it('is taken from the site’s waiting uploads (presigned POST), with its variants, and the waiting copy goes', async () => {
    const { id } = await album();
    const file = await photo('large.png', 1400);
    const target = await json('POST', '/admin/product/image/upload-url', {
      filename: file.name,
      contentType: file.type,
      size: file.bytes.byteLength,
    });
    expect(target.status, target.raw).toBe(200);
    const form = new FormData();
    for (const [name, value] of Object.entries(target.body.data.fields as Record<string, string>))
      form.append(name, value);
    form.append('file', new Blob([Buffer.from(file.bytes)], { type: file.type }), file.name);
    expect((await fetch(target.body.data.url, { method: 'POST', body: form })).status).toBeLessThan(300);
    const uploadKey = target.body.data.uploadKey as string;

    const noAlt = await json('POST', `/admin/album/images/${id}`, { uploadKeys: [uploadKey] });
    expect(errorsOf(noAlt)).toEqual({ 'alts.0': ['Alternative text is required'] });
    const added = await json('POST', `/admin/album/images/${id}`, { uploadKeys: [uploadKey], alts: ['Cellar'] });
    expect(added.status, added.raw).toBe(200);
    expect(added.body.data.images[0].onlineImage).toMatchObject({ width: 1400, alt: 'Cellar' });
    expect(added.body.data.images[0].onlineImage.srcset).toMatch(/1280w, .*1400w$/);
    const again = await json('POST', `/admin/album/images/${id}`, { uploadKeys: [uploadKey], alts: ['Cellar'] });
    expect(errorsOf(again)['uploadKeys.0']).toHaveLength(1);
    const elsewhere = await json('POST', `/admin/album/images/${id}`, {
      uploadKeys: ['uploads/2/stolen.png'],
      alts: ['Stolen'],
    });
    expect(errorsOf(elsewhere)['uploadKeys.0']).toHaveLength(1);
  });
});

describe('the demo album', () => {
  it('is seeded on the demo site with three photos, each with its variants', async () => {
    const list = await json('GET', '/admin/album?nbItem=100');
    const demo = list.body.data.list.find((a: { title: string }) => a.title === 'Le domaine en images');
    expect(demo).toMatchObject({ imageCount: 3, cover: { alt: 'Les rangs de vigne au soleil', width: 960 } });
    expect(demo.cover.avifSrcset).toMatch(/320w, .*640w, .*960w$/);
  });
});

describe('albums of another site', () => {
  it('refuses another site’s admin, and finds nothing of site 1 from site 2', async () => {
    const { id } = await album(`Private ${run}`);
    expect((await call('GET', '/admin/album', { token: admin2, idSite: 1 })).status).toBe(403);
    expect((await call('GET', `/admin/album/${id}`, { token: admin2, idSite: 2 })).status).toBe(404);
    expect((await call('GET', `/album/${id}`, { idSite: 2 })).status).toBe(404);
    const list = await call('GET', '/admin/album?nbItem=100', { token: admin2, idSite: 2 });
    expect(list.body.data.list.map((a: { title: string }) => a.title)).not.toContain(`Private ${run}`);
  });

  it('refuses the admin routes without a token', async () => {
    expect((await call('GET', '/admin/album', { idSite: 1 })).status).toBe(401);
  });
});
