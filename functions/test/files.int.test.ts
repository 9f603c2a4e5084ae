import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, fileClientAddress, signIn } from '../../scripts/src/test/api.ts';
import { mediaKeys } from '../src/data/keys.ts';
import { s3Objects } from '../src/data/s3.ts';
import { authorisedSiteId } from '../src/data/site-id.ts';

/**
 * Site files (issue 17, "Media done properly"; spec 1 §2 `/files`, §5, §9; spec 2 §7): a file goes to the bucket by
 * presigned POST, is registered, checked by its bytes and size (a refused one leaves nothing stored), made valid,
 * downloaded at `/file/download/{url}.{extension}` only while valid and only on its own site — through the local
 * gateway on the real local parts.
 */
const { logins, env, apiUrl } = inject('fixtures');
let admin1: string;
let admin2: string;
const run = Date.now().toString(36);
const mb = 1024 * 1024;

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from(`%PDF-1.4\n% price list ${run}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('This program cannot be run in DOS mode')]);
const scriptedSvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);
/** An MP4's first box (`ftyp`), then `size` bytes in all. */
const video = (size: number) => {
  const bytes = Buffer.alloc(size);
  Buffer.from([0, 0, 0, 0x18]).copy(bytes, 0);
  Buffer.from('ftypisom').copy(bytes, 4);
  return bytes;
};

type Answer = { status: number; raw: string; body: { message: string; data: any } };
const as = (token: string, site: number) => ({ token, idSite: site });
function errorsOf(answer: Answer): Record<string, string[]> {
  expect(answer.status, answer.raw).toBe(400);
  return answer.body.data.errors ?? {};
}

/** Asks the direct upload's target and POSTs the bytes there, as the admin's /files screen does. */
async function presignedUpload(bytes: Uint8Array, filename: string, token = admin1, site = 1): Promise<string> {
  const target = await call('GET', '/image-kit/authentication', as(token, site));
  expect(target.status, target.raw).toBe(200);
  expect(target.body.data.maxBytes).toBe(40 * mb);
  const form = new FormData();
  for (const [name, value] of Object.entries(target.body.data.fields as Record<string, string>))
    form.append(name, value);
  form.append('file', new Blob([Buffer.from(bytes)]), filename);
  const sent = await fetch(target.body.data.url, { method: 'POST', body: form });
  expect(sent.status).toBeLessThan(300);
  return target.body.data.key;
}

const register = (key: string, filename: string, token = admin1, site = 1, lang?: 'fr_FR' | 'en_US') =>
  call('POST', '/admin/file', { ...as(token, site), lang, body: { key, filename } });

async function added(bytes: Uint8Array, filename: string, token = admin1, site = 1) {
  const answer = await register(await presignedUpload(bytes, filename, token, site), filename, token, site);
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data as { id: number; name: string; valid: boolean; downloadPath: string; size: number };
}

/** The keys of the site's stored files (under its private prefix). */
async function storedFiles(site: number): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of s3Objects.list(mediaKeys.siteFile(authorisedSiteId(site), '', '').replace(/\.$/, '')))
    keys.push(...page);
  return keys.sort();
}

/** Sends the file, registers it, and expects it refused with `message` and nothing of it left in the bucket. */
async function refused(bytes: Uint8Array, filename: string, message: string) {
  const before = await storedFiles(1);
  const key = await presignedUpload(bytes, filename);
  expect(errorsOf(await register(key, filename))).toEqual({ filename: [message] });
  // Neither the waiting upload nor a stored file.
  expect(await s3Objects.get(key)).toBeNull();
  expect(await storedFiles(1)).toEqual(before);
}

/** Follows the link as a browser does: no header names the site, the link's query does. */
const download = (path: string, site = 1) =>
  fetch(`${apiUrl}${path.replace(/\?idSite=\d+$/, '')}?idSite=${site}`, {
    headers: { 'x-forwarded-for': fileClientAddress() },
  });

beforeAll(async () => {
  Object.assign(process.env, env, { LOG_LEVEL: 'silent' });
  [admin1, admin2] = await Promise.all([
    signIn(logins.admin1.email, logins.admin1.password),
    signIn(logins.admin2.email, logins.admin2.password),
  ]);
});

describe('files: uploads checked by content, not by name', () => {
  it('refuses a PNG renamed .mp4, and keeps nothing of it', async () => {
    await refused(png, 'harvest.mp4', 'The content of this file does not match its extension');
  });

  it('refuses an executable renamed .pdf, and keeps nothing of it', async () => {
    await refused(exe, 'price-list.pdf', 'The content of this file does not match its extension');
  });

  it('refuses an SVG with a script, and keeps nothing of it', async () => {
    await refused(scriptedSvg, 'logo.svg', 'This SVG contains scripts and cannot be used');
  });

  it('refuses a video over 40 MB sent straight to the bucket, and keeps nothing of it', async () => {
    await refused(video(40 * mb + 1), 'harvest.mp4', 'Video file cannot be more than 40 mb');
  });

  it('refuses an image over 5 MB', async () => {
    const big = Buffer.concat([png, Buffer.alloc(5 * mb)]);
    await refused(big, 'label.png', 'Image file cannot be more than 5 mb');
  });

  it('refuses an extension that is not allowed before anything is read, in French too', async () => {
    const key = await presignedUpload(exe, 'setup.exe');
    expect(errorsOf(await register(key, 'setup.exe', admin1, 1, 'fr_FR')).filename![0]).toMatch(/^Fichiers acceptés/);
    expect(await s3Objects.get(key)).toBeNull();
  });

  it('refuses a key of another site’s uploads', async () => {
    const key = await presignedUpload(pdf, 'price-list.pdf', admin2, 2);
    expect(errorsOf(await register(key, 'price-list.pdf')).key).toBeDefined();
    expect(await s3Objects.get(key)).not.toBeNull();
  });

  it('keeps a real video of 40 MB, named after its file, not valid until the admin says so', async () => {
    const file = await added(video(40 * mb), `harvest-${run}.mp4`);
    expect(file).toMatchObject({ name: `harvest-${run}`, valid: false, size: 40 * mb });
    expect(file.downloadPath).toMatch(/^\/file\/download\/[0-9a-f-]{36}\.mp4\?idSite=1$/);
  });
});

describe('files: list, rename, valid, download, delete', () => {
  let file: { id: number; downloadPath: string };

  beforeAll(async () => {
    file = await added(pdf, `price-list-${run}.pdf`);
  });

  it('lists the site’s files with their type and size, found by a part of their name', async () => {
    const answer = await call('GET', `/admin/files?name=${run}`, as(admin1, 1));
    expect(answer.status, answer.raw).toBe(200);
    const found = answer.body.data.files.find((f: { id: number }) => f.id === file.id);
    expect(found).toMatchObject({ contentType: 'application/pdf', extension: 'pdf', size: pdf.length });
    const other = await call('GET', '/admin/files', as(admin2, 2));
    expect(other.body.data.files.some((f: { downloadPath: string }) => f.downloadPath === file.downloadPath)).toBe(
      false,
    );
  });

  it('does not download a file that is not valid', async () => {
    expect((await download(file.downloadPath)).status).toBe(404);
  });

  it('downloads a valid file as an attachment of its type, named after it', async () => {
    const renamed = await call('PUT', `/admin/file/${file.id}`, { ...as(admin1, 1), body: { name: 'Tarifs 2026' } });
    expect(renamed.body.data.name).toBe('Tarifs 2026');
    const valid = await call('PUT', `/admin/file/${file.id}/valid`, { ...as(admin1, 1), body: { valid: true } });
    expect(valid.body.data.valid).toBe(true);
    const answer = await download(file.downloadPath);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="Tarifs 2026.pdf"');
    expect(Buffer.from(await answer.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('never downloads it on another site, nor under another extension', async () => {
    expect((await download(file.downloadPath, 2)).status).toBe(404);
    expect((await download(file.downloadPath.replace('.pdf', '.png'))).status).toBe(404);
    expect((await download('/file/download/nothing-here.pdf')).status).toBe(404);
  });

  it('sends a file too large for an API answer to a short-lived bucket address', async () => {
    const large = Buffer.concat([pdf, Buffer.alloc(6 * mb, 0x20)]);
    const big = await added(large, `catalogue-${run}.pdf`);
    await call('PUT', `/admin/file/${big.id}/valid`, { ...as(admin1, 1), body: { valid: true } });
    const redirected = await download(big.downloadPath);
    expect(redirected.status).toBe(200);
    expect(redirected.redirected).toBe(true);
    expect((await redirected.arrayBuffer()).byteLength).toBe(large.length);
  });

  it('refuses another site’s admin any change to it', async () => {
    const answer = await call('PUT', `/admin/file/${file.id}/valid`, { ...as(admin2, 2), body: { valid: false } });
    expect(answer.status).toBe(404);
  });

  it('deletes the file and its bytes', async () => {
    const before = await storedFiles(1);
    const answer = await call('DELETE', `/admin/file/${file.id}`, as(admin1, 1));
    expect(answer.status, answer.raw).toBe(200);
    expect((await download(file.downloadPath)).status).toBe(404);
    expect(await storedFiles(1)).toHaveLength(before.length - 1);
  });
});

describe('direct upload authorisation (/image-kit/authentication)', () => {
  it('is refused to a visitor: a presigned POST for anyone would let anyone fill the bucket', async () => {
    expect((await call('GET', '/image-kit/authentication', { idSite: 1 })).status).toBe(401);
  });
});
