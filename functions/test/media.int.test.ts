import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn, upload } from '../../scripts/src/test/api.ts';

const { logins } = inject('fixtures');
let admin1: string;

/** The smallest valid PNG (1×1, transparent). */
const png = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
});

describe('logo and banners', () => {
  it('stores an uploaded logo and serves it, with a sandboxing policy', async () => {
    const saved = await upload(
      '/admin/logo',
      { name: 'logo.png', type: 'image/png', bytes: png },
      { token: admin1, idSite: 1 },
    );
    expect(saved.status).toBe(200);
    const url = saved.body.data.url as string;
    expect(url).toMatch(/\/media\/sites\/1\/logo\/[0-9a-f-]+\.png$/);
    expect((await call('GET', '/logo', { idSite: 1 })).body.data.url).toBe(url);
    expect((await call('GET', '/site/info', { idSite: 1 })).body.data.logo).toBe(url);
    const image = await fetch(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-security-policy')).toContain('sandbox');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(png);
  });

  it('replaces the previous logo and removes its file', async () => {
    const first = (
      await upload('/admin/logo', { name: 'a.png', type: 'image/png', bytes: png }, { token: admin1, idSite: 1 })
    ).body.data.url;
    const second = (
      await upload('/admin/logo', { name: 'b.png', type: 'image/png', bytes: png }, { token: admin1, idSite: 1 })
    ).body.data.url;
    expect(second).not.toBe(first);
    expect((await fetch(first)).status).toBe(404);
    expect((await fetch(second)).status).toBe(200);
  });

  it('refuses an image over 2 MB with the spec message, in both languages', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(png);
    const en = await upload(
      '/admin/logo',
      { name: 'big.png', type: 'image/png', bytes: big },
      { token: admin1, idSite: 1 },
    );
    expect(en.status).toBe(400);
    expect(en.body.data.errors).toEqual({ image: ['Image is too big, maximum 2Mb'] });
    const fr = await upload(
      '/admin/logo',
      { name: 'big.png', type: 'image/png', bytes: big },
      { token: admin1, idSite: 1, lang: 'fr_FR' },
    );
    expect(fr.body.data.errors).toEqual({ image: ['L’image est trop lourde, 2 Mo maximum'] });
  });

  it('refuses a file that is not an allowed image, or lies about its type', async () => {
    const gif = await upload(
      '/admin/logo',
      { name: 'anim.gif', type: 'image/gif', bytes: Uint8Array.from(Buffer.from('GIF89a')) },
      { token: admin1, idSite: 1 },
    );
    expect(gif.body.data.errors).toEqual({ image: ['Allowed images: svg, jpeg, jpg, png'] });
    const fake = await upload(
      '/admin/logo',
      { name: 'fake.png', type: 'image/png', bytes: Uint8Array.from(Buffer.from('not a png at all')) },
      { token: admin1, idSite: 1 },
    );
    expect(fake.body.data.errors).toEqual({ image: ['Allowed images: svg, jpeg, jpg, png'] });
    const missing = await call('POST', '/admin/logo', { token: admin1, idSite: 1, body: {} });
    expect(missing.body.data.errors).toEqual({ image: ['An image is required'] });
  });

  it('refuses an SVG that carries a script', async () => {
    const svg = Uint8Array.from(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>'),
    );
    const answer = await upload(
      '/admin/logo',
      { name: 'evil.svg', type: 'image/svg+xml', bytes: svg },
      { token: admin1, idSite: 1 },
    );
    expect(answer.body.data.errors).toEqual({ image: ['This SVG contains scripts and cannot be used'] });
  });

  it('stores header and footer banners apart', async () => {
    const header = await upload(
      '/admin/banner/HEADER',
      { name: 'h.png', type: 'image/png', bytes: png },
      { token: admin1, idSite: 1 },
    );
    expect(header.status).toBe(200);
    expect((await call('GET', '/banner/HEADER', { idSite: 1 })).body.data.url).toBe(header.body.data.url);
    expect((await call('GET', '/banner/FOOTER', { idSite: 2 })).body.data.url).toBeNull();
    expect((await call('GET', '/banner/SIDE', { idSite: 1 })).body.data.errors).toEqual({
      type: ['Unknown banner type'],
    });
  });

  it("does not let the admin of site 1 change site 2's logo", async () => {
    const answer = await upload(
      '/admin/logo',
      { name: 'x.png', type: 'image/png', bytes: png },
      { token: admin1, idSite: 2 },
    );
    expect(answer.status).toBe(403);
    expect((await call('GET', '/logo', { idSite: 2 })).body.data.url).toBeNull();
  });
});
