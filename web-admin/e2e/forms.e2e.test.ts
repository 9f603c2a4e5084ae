import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import PizZip from 'pizzip';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api.ts';
import { env, journey, page, pageErrors, shot } from './support/journey.ts';
import { signIn } from './support/sign-in.ts';
import { answerOf, successToast } from './support/waits.ts';

/**
 * Forms and their documents in Chromium against the real local stack (issue 18): the admin builds a form with a
 * loop and a condition in the builder and gives it a DOCX template; a visitor fills it on the storefront (the
 * conditional field appears once the other has a value, two guests); the admin reads the answer and downloads the
 * filled DOCX and its PDF.
 */
journey({ name: 'forms', viewport: { width: 1280, height: 900 } });

const run = Date.now().toString(36);
const formName = `Dégustation ${run}`;
let adminToken = '';
let idForm = 0;

/** A DOCX made of paragraphs (one `<w:p>` each), as a producer's template would be. */
function docx(paragraphs: string[]): Buffer {
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ' +
      'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" ' +
      'Target="word/document.xml"/></Relationships>',
  );
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${p}</w:t></w:r></w:p>`).join('');
  zip.file(
    'word/document.xml',
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:body>${body}</w:body></w:document>`,
  );
  return zip.generate({ type: 'nodebuffer' });
}

/** The text of a DOCX: its paragraphs' runs, a paragraph a line. */
function docxText(bytes: Buffer): string {
  const xml = new PizZip(bytes).file('word/document.xml')!.asText();
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)]
    .map((p) => [...p[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(''))
    .join('\n');
}

/** Chooses an option of a Mantine select by its label. */
async function choose(select: Locator, label: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** Adds an input of `type` to a row and fills its key and label in the drawer, then closes it. */
async function addInput(g: number, r: number, type: string, key: string, name: string, required = false) {
  await page.getByTestId(`form-group-${g}-row-${r}-add`).click();
  await page.getByTestId(`form-add-${type}`).click();
  const drawer = page.getByTestId('form-input-drawer');
  await drawer.waitFor();
  await page.getByTestId('form-input-key').fill(key);
  await page.getByTestId('form-input-name').fill(name);
  if (required) await page.getByTestId('form-input-required').check();
}
const closeDrawer = async () => {
  await page.keyboard.press('Escape');
  await page.getByTestId('form-input-drawer').waitFor({ state: 'detached' });
};

beforeAll(async () => {
  adminToken = (await api<{ token: string }>('POST', '/admin/login', { body: env.logins.admin })).token;
});

describe('a form and its documents in a browser', () => {
  it('lets the admin build a form with a loop and a condition, then give it a DOCX template', async () => {
    await signIn(env.logins.admin);
    await page.goto(`${env.adminUrl}/en_US/forms/add`);
    await page.getByTestId('form-builder').waitFor();
    await page.getByTestId('form-name').fill(formName);

    // Group 0: the contact, "VAT number" shown only once "Company" has a value.
    await page.getByTestId('form-add-group').click();
    await page.getByTestId('form-group-0-title').fill('Contact');
    await addInput(0, 0, 'TEXT', 'fullName', 'Full name', true);
    await closeDrawer();
    await addInput(0, 0, 'TEXT', 'company', 'Company');
    await closeDrawer();
    await page.getByTestId('form-tab-conditions').click();
    await page.getByTestId('form-add-condition-group').click();
    // A new condition group comes with one condition ("is filled"): it only needs its field.
    await choose(page.getByTestId('form-condition-0-0-field'), 'Company (company)');
    await page.getByRole('tab', { name: 'Builder' }).click();
    await addInput(0, 0, 'TEXT', 'vatNumber', 'VAT number', true);
    await choose(page.getByTestId('form-input-condition'), 'condition');
    await closeDrawer();

    // Group 1: the guests, a loop of one to five.
    await page.getByTestId('form-add-group').click();
    await page.getByTestId('form-group-1-title').fill('Guests');
    await page.getByTestId('form-group-1-loop').click();
    await page.getByTestId('form-group-1-loop-key').fill('guests');
    await addInput(1, 0, 'TEXT', 'guestName', 'Guest name', true);
    await closeDrawer();
    await shot('form-built');

    const created = answerOf('POST', '/admin/forms');
    await page.getByTestId('form-builder-submit').click();
    const answer = await created;
    expect(answer.status(), await answer.text()).toBeLessThan(300);
    idForm = ((await answer.json()) as { data: { id: number } }).data.id;
    await page.waitForURL((url) => url.pathname === `/en_US/forms/update/${idForm}`);

    // The documents section shows the tags the form fills, then takes the template.
    const section = page.getByTestId('form-templates');
    await section.getByTestId('form-template-placeholders').getByText('{vatNumber}').waitFor();
    const uploaded = answerOf('POST', `/admin/forms/${idForm}/template`);
    await page.getByTestId('form-template-upload-input').setInputFiles({
      name: 'confirmation.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: docx([
        'Booking of {fullName}',
        '{#company}Company: {company}, VAT {vatNumber}{/company}',
        '{#guests}Guest: {guestName}{/guests}',
      ]),
    });
    expect((await uploaded).status()).toBe(201);
    await successToast('Template added');
    await section.getByText('confirmation', { exact: true }).waitFor();
    await shot('form-template');
  });

  it('lets a visitor fill the form on the storefront: the condition and two guests', async () => {
    await page.goto(`${env.storeUrl}/forms/${idForm}?site=1`);
    const form = page.getByTestId('site-form');
    await form.waitFor();
    await form.getByLabel('Full name').fill('Élodie Martin');
    expect(await form.getByLabel('VAT number').count()).toBe(0);
    await form.getByLabel('Company').fill('Cave Martin');
    await form.getByLabel('VAT number').fill('FR12345678901');
    await page.getByTestId('form-repetition-guests-0').getByLabel('Guest name').fill('Anne');
    await page.getByTestId('form-add-guests').click();
    await page.getByTestId('form-repetition-guests-1').getByLabel('Guest name').fill('Bruno');
    await shot('form-filled');
    const sent = answerOf('POST', '/message');
    await page.getByTestId('form-submit').click();
    expect((await sent).status()).toBeLessThan(300);
    await page.getByTestId('form-sent').waitFor();
  });

  it('lets the admin download the filled DOCX and its PDF from the message', async () => {
    const inbox = await api<{ list: Array<{ id: number; idForm: number | null }> }>('GET', '/message?orderBy=id:desc', {
      token: adminToken,
    });
    const message = inbox.list.find((m) => m.idForm === idForm)!;
    await page.goto(`${env.adminUrl}/en_US/message/${message.id}`);
    await page.getByText('Élodie Martin').first().waitFor();

    const download = async (extension: 'docx' | 'pdf'): Promise<Buffer> => {
      await page.getByTestId('message-documents').click();
      const item = page.locator(`[data-testid^="message-document-"][data-testid$="-${extension}"]`).first();
      const started = page.waitForEvent('download');
      await item.click();
      return readFile((await (await started).path())!);
    };
    const text = docxText(await download('docx'));
    expect(text).toContain('Booking of Élodie Martin');
    expect(text).toContain('Company: Cave Martin, VAT FR12345678901');
    expect(text).toContain('Guest: AnneGuest: Bruno');
    const pdf = await download('pdf');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThan(0);
    await shot('message-documents');
    expect(pageErrors).toEqual([]);
  });
});
