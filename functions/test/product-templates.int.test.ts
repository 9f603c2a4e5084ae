import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, sendForm, signIn, type FormFile } from '../../scripts/src/test/api.ts';
import { authorisedSiteId } from '../src/data/site-id.ts';
import { forgetEnvironment } from '../src/local/local-reset.ts';
import { productTemplateRepository } from '../src/repositories/product-template-repository.ts';

/**
 * Product templates (issue 5) through the local gateway on the real local parts: upload checked by
 * extension and content, list, download as bytes (never through /media), delete with the file.
 */
const { logins, apiUrl } = inject('fixtures');
let admin1: string;
let admin2: string;
const run = Date.now().toString(36);

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const pdf: FormFile = {
  field: 'file',
  name: `Étiquette cuvée ${run}.pdf`,
  type: 'application/pdf',
  bytes: bytes('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n'),
};
const png = bytes('\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR');
const docx = bytes('PK\x03\x04\x14\x00\x00\x00[Content_Types].xml....word/document.xml....PK\x01\x02');
const odt = bytes(
  `PK\x03\x04\x14\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x00\x00mimetypeapplication/vnd.oasis.opendocument.textPK`,
);

const upload = (
  files: FormFile[],
  fields: Record<string, unknown> = {},
  options: { token?: string; site?: number; lang?: 'fr_FR' | 'en_US' } = {},
) =>
  sendForm('POST', '/admin/product/template/upload', fields, files, {
    token: options.token ?? admin1,
    idSite: options.site ?? 1,
    lang: options.lang,
  });

async function uploaded(
  file: FormFile,
  fields: Record<string, unknown> = {},
): Promise<{ id: number; name: string; filename: string; extension: string; contentType: string; size: number }> {
  const answer = await upload([file], fields);
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data;
}

async function download(id: number, options: { token?: string; site?: number } = {}) {
  const headers: Record<string, string> = { userlang: 'en_US', idsite: String(options.site ?? 1) };
  if (options.token !== '') headers.authorization = `Bearer ${options.token ?? admin1}`;
  const answer = await fetch(`${apiUrl}/admin/product/template/${id}/download`, { headers });
  return { status: answer.status, headers: answer.headers, bytes: new Uint8Array(await answer.arrayBuffer()) };
}

/** The errors of a refused upload: status 400 and the messages on `file`. */
async function fileErrors(answer: {
  status: number;
  raw: string;
  body: { data: { errors?: Record<string, string[]> } };
}) {
  expect(answer.status, answer.raw).toBe(400);
  return answer.body.data.errors?.file;
}

beforeAll(async () => {
  Object.assign(process.env, inject('fixtures').env, { LOG_LEVEL: 'silent' });
  forgetEnvironment();
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
});

describe('product template upload: type by name and by content, size', () => {
  it('keeps a PDF with its name, file name, type and size', async () => {
    const view = await uploaded(pdf, { name: `Label model ${run}` });
    expect(view).toMatchObject({
      name: `Label model ${run}`,
      filename: `Étiquette cuvée ${run}.pdf`,
      extension: 'pdf',
      contentType: 'application/pdf',
      size: pdf.bytes.byteLength,
    });
  });

  it('names a template after its file when no name is given, and takes DOCX, ODT, CSV, PNG and SVG', async () => {
    const files: FormFile[] = [
      { field: 'file', name: `sheet ${run}.docx`, type: 'application/octet-stream', bytes: docx },
      { field: 'file', name: `sheet ${run}.odt`, type: 'application/vnd.oasis.opendocument.text', bytes: odt },
      {
        field: 'file',
        name: `prices ${run}.csv`,
        type: 'application/vnd.ms-excel',
        bytes: bytes('name;price\r\nCuvée;12,50\r\n'),
      },
      { field: 'file', name: `logo ${run}.PNG`, type: 'image/png', bytes: png },
      {
        field: 'file',
        name: `badge ${run}.svg`,
        type: 'image/svg+xml',
        bytes: bytes('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'),
      },
    ];
    for (const file of files) {
      const view = await uploaded(file);
      expect(view.name).toBe(file.name.replace(/\.[^.]+$/, ''));
    }
    const csv = await uploaded({
      field: 'file',
      name: `x ${run}.csv`,
      type: 'application/vnd.ms-excel',
      bytes: bytes('a;b\n'),
    });
    expect(csv.contentType).toBe('text/csv');
  });

  it('refuses an upload without a file', async () => {
    expect(await fileErrors(await upload([], { name: 'x' }))).toEqual(['A file is required']);
  });

  it('refuses a type it does not keep, in French on a French request', async () => {
    const answer = await upload(
      [{ field: 'file', name: 'setup.exe', type: 'application/octet-stream', bytes: bytes('MZ\x90\x00') }],
      {},
      { lang: 'fr_FR' },
    );
    expect(await fileErrors(answer)).toEqual(['Fichiers acceptés : PDF, DOCX, XLSX, ODT, ODS, CSV, PNG, JPEG, SVG']);
  });

  it('refuses a renamed file: a PNG named .pdf, a ZIP named .docx, a binary named .csv', async () => {
    for (const file of [
      { field: 'file', name: 'label.pdf', type: 'application/pdf', bytes: png },
      {
        field: 'file',
        name: 'sheet.docx',
        type: 'application/octet-stream',
        bytes: bytes('PK\x03\x04\x14\x00other.txt'),
      },
      { field: 'file', name: 'sheet.xlsx', type: 'application/octet-stream', bytes: docx },
      { field: 'file', name: 'prices.csv', type: 'text/csv', bytes: png },
    ]) {
      expect(await fileErrors(await upload([file])), file.name).toEqual([
        'The content of the file does not match its extension',
      ]);
    }
  });

  it('refuses an SVG that carries a script', async () => {
    const svg = bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const errors = await fileErrors(
      await upload([{ field: 'file', name: 'badge.svg', type: 'image/svg+xml', bytes: svg }]),
    );
    expect(errors).toHaveLength(1);
  });

  it('refuses an empty file and a file over 4 MB', async () => {
    expect(
      await fileErrors(
        await upload([{ field: 'file', name: 'empty.pdf', type: 'application/pdf', bytes: new Uint8Array(0) }]),
      ),
    ).toEqual(['The file is empty']);
    const big = new Uint8Array(4 * 1024 * 1024 + 1);
    big.set(bytes('%PDF-1.7\n'));
    expect(
      await fileErrors(await upload([{ field: 'file', name: 'big.pdf', type: 'application/pdf', bytes: big }])),
    ).toEqual(['File cannot be more than 4 mb']);
  });

  it('is for admins only', async () => {
    expect((await sendForm('POST', '/admin/product/template/upload', {}, [pdf], { idSite: 1 })).status).toBe(401);
  });
});

describe('product templates: list, download, delete', () => {
  let id: number;
  let maxSized: number;

  beforeAll(async () => {
    id = (await uploaded(pdf, { name: `Download me ${run}` })).id;
    // The largest template allowed comes back whole through the API (base64 within Lambda's 6 MB).
    const big = new Uint8Array(4 * 1024 * 1024);
    big.set(bytes('%PDF-1.7\n'));
    big[big.length - 1] = 0x2a;
    maxSized = (await uploaded({ field: 'file', name: `big ${run}.pdf`, type: 'application/pdf', bytes: big })).id;
  });

  it('lists the site’s templates, newest first, with the list query’s filters', async () => {
    const answer = await call('GET', `/admin/product/template?name=lk:${run}&nbItem=100`, { token: admin1, idSite: 1 });
    expect(answer.status, answer.raw).toBe(200);
    const ids = answer.body.data.templates.map((t: { id: number }) => t.id);
    expect(ids).toContain(id);
    expect([...ids].sort((a: number, b: number) => b - a)).toEqual(ids);
    expect(answer.body.data.total).toBe(ids.length);
    const other = await call('GET', `/admin/product/template?name=lk:${run}`, { token: admin2, idSite: 2 });
    expect(other.body.data.templates).toEqual([]);
  });

  it('downloads the file as it was sent, as an attachment nobody caches', async () => {
    const answer = await download(id);
    expect(answer.status).toBe(200);
    expect(Buffer.from(answer.bytes).equals(Buffer.from(pdf.bytes))).toBe(true);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const disposition = answer.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="Etiquette cuvee [a-z0-9]+\.pdf"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(pdf.name);
  });

  it('downloads a 4 MB template whole', async () => {
    const answer = await download(maxSized);
    expect(answer.status).toBe(200);
    expect(answer.bytes.byteLength).toBe(4 * 1024 * 1024);
    expect(answer.bytes[answer.bytes.length - 1]).toBe(0x2a);
  });

  it('keeps the file off /media: stored under the private prefix, which the media path refuses', async () => {
    const record = (await productTemplateRepository.all(authorisedSiteId(1))).find((t) => t.id === id)!;
    expect(record.key).toMatch(/^private\/sites\/1\/product-template\/[0-9a-f-]+\.pdf$/);
    expect((await fetch(`${apiUrl}/media/${record.key}`)).status).toBe(403);
  });

  it('answers 404 to another site’s admin and 401 without a token', async () => {
    expect((await download(id, { token: admin2, site: 2 })).status).toBe(404);
    expect((await call('DELETE', `/admin/product/template/${id}`, { token: admin2, idSite: 2 })).status).toBe(404);
    expect((await download(id, { token: '' })).status).toBe(401);
  });

  it('deletes the template and its file; then it is not found', async () => {
    const record = (await productTemplateRepository.all(authorisedSiteId(1))).find((t) => t.id === id)!;
    const deleted = await call('DELETE', `/admin/product/template/${id}`, { token: admin1, idSite: 1 });
    expect(deleted.status, deleted.raw).toBe(200);
    expect(deleted.body.message).toBe('Template deleted');
    expect(await productTemplateRepository.getFile(record.key)).toBeNull();
    const missing = await download(id);
    expect(missing.status).toBe(404);
    expect(JSON.parse(Buffer.from(missing.bytes).toString('utf8'))).toEqual({
      success: false,
      message: 'Template not found',
      data: {},
    });
    expect((await call('DELETE', `/admin/product/template/${id}`, { token: admin1, idSite: 1 })).status).toBe(404);
  });
});
