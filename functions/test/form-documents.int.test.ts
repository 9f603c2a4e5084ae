import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { FormView } from '@cellar/shared/content/form';
import { tastingBookingForm } from '@cellar/shared/content/form-test-form';
import { call, fileClientAddress, sendForm, signIn, type FormFile } from '../../scripts/src/test/api.ts';
import { authorisedSiteId } from '../src/data/site-id.ts';
import { buildDocx } from '../src/documents/docx-fixture.ts';
import { docxText } from '../src/documents/form-docx.ts';
import { forgetEnvironment } from '../src/local/local-reset.ts';
import { deleteFormTemplates } from '../src/services/content/form-document-service.ts';

/**
 * Form document templates and the documents filled from form answers (issue 18; spec 1 §3, spec 2 §7 "Forms and
 * messages") through the local gateway: DOCX upload checked by content and by its tags, list with the placeholders,
 * rename/offer/replace, delete; a form answer's object; the filled DOCX and its PDF; the visitor's one-hour download.
 */
const { logins, apiUrl } = inject('fixtures');
let admin1: string;
const run = Date.now().toString(36);

const docxFile = (paragraphs: string[], name = `Booking ${run}.docx`): FormFile => ({
  field: 'file',
  name,
  type: 'application/octet-stream',
  bytes: buildDocx(paragraphs),
});

const bookingTemplate = [
  '# Booking of {fullName}',
  'Slot: {slot} on {date}',
  'Wines: {wines}',
  '{#guests}',
  'Guest: {guestName}, {guestAge}',
  '{/guests}',
  '{#dietaryNeeds}Diet: {dietaryDetails}{/dietaryNeeds}',
  'Dietary needs: {dietaryNeeds}',
  'Received {messageDate} (#{messageNumber})',
];

type Answer = { status: number; raw: string; body: { message: string; data: any } };
const ok = (answer: Answer, status = 200) => {
  expect(answer.status, answer.raw).toBe(status);
  return answer.body.data;
};

const uploadTemplate = (idForm: number, file: FormFile | null, fields: Record<string, unknown> = {}, lang?: 'fr_FR') =>
  sendForm('POST', `/admin/forms/${idForm}/template`, fields, file ? [file] : [], { token: admin1, idSite: 1, lang });

async function binary(path: string, headers: Record<string, string> = {}) {
  const answer = await fetch(`${apiUrl}${path}`, {
    headers: { 'x-forwarded-for': fileClientAddress(), userlang: 'en_US', ...headers },
  });
  return { status: answer.status, headers: answer.headers, bytes: new Uint8Array(await answer.arrayBuffer()) };
}
const adminBinary = (path: string) => binary(path, { authorization: `Bearer ${admin1}`, idsite: '1' });

let form: FormView;
let idMessage: number;
const answers = {
  fullName: 'Élodie Martin',
  email: 'elodie@example.com',
  phone: '',
  slot: 'afternoon',
  date: '2026-12-05',
  bottles: 6,
  dietaryNeeds: true,
  dietaryDetails: 'No gluten',
  wines: ['red', 'rose'],
  guests: [
    { guestName: 'Anne', guestAge: 34 },
    { guestName: 'Bruno', guestAge: 41 },
  ],
};

beforeAll(async () => {
  Object.assign(process.env, inject('fixtures').env, { LOG_LEVEL: 'silent' });
  forgetEnvironment();
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  const body = { name: `Tasting booking ${run}`, ...tastingBookingForm() };
  form = ok(await call('POST', '/admin/forms', { token: admin1, idSite: 1, body }));
  ok(await call('POST', '/message', { idSite: 1, body: { idForm: form.id, answers, name: 'Élodie Martin' } }), 201);
  const inbox = ok(await call('GET', '/message?orderBy=id:desc', { token: admin1, idSite: 1 }));
  idMessage = inbox.list.find((m: { idForm: number | null }) => m.idForm === form.id).id;
});

describe('form templates: a DOCX checked by its content and its tags', () => {
  it('keeps a DOCX named after its file and lists it with the tags the form fills', async () => {
    const view = ok(await uploadTemplate(form.id, docxFile(bookingTemplate)), 201);
    expect(view).toMatchObject({ idForm: form.id, name: `Booking ${run}`, offered: false });
    const list = ok(await call('GET', `/admin/forms/${form.id}/template`, { token: admin1, idSite: 1 }));
    expect(list.templates.map((t: { id: number }) => t.id)).toEqual([view.id]);
    const tags = list.placeholders.map((p: { tag: string }) => p.tag);
    expect(tags).toEqual(expect.arrayContaining(['messageDate', 'senderName', 'fullName', 'dietaryDetails', 'guests']));
    const guests = list.placeholders.find((p: { tag: string }) => p.tag === 'guests');
    expect(guests.fields.map((f: { tag: string }) => f.tag)).toEqual(['guestName', 'guestAge']);
  });

  it('refuses a file that is not a DOCX by its name, then by its content', async () => {
    const pdf = { field: 'file', name: 'model.pdf', type: 'application/pdf', bytes: new Uint8Array([37, 80, 68, 70]) };
    const byName = await uploadTemplate(form.id, pdf);
    expect(byName.status).toBe(400);
    expect(byName.body.data.errors.file).toEqual(['The template must be a Word document (.docx)']);
    const fake = { ...pdf, name: 'model.docx', bytes: new TextEncoder().encode('plain text, not a zip') };
    const byContent = await uploadTemplate(form.id, fake, {}, 'fr_FR');
    expect(byContent.status).toBe(400);
    expect(byContent.body.data.errors.file).toEqual(['Le contenu du fichier n’est pas un document Word (.docx)']);
    expect((await uploadTemplate(form.id, null)).body.data.errors.file).toEqual(['A file is required']);
  });

  it('refuses a template whose loop is never closed, naming the tag', async () => {
    const answer = await uploadTemplate(form.id, docxFile(['{#guests}{guestName}']));
    expect(answer.status, answer.raw).toBe(400);
    expect(answer.body.message).toBe('The template cannot be filled: one of its tags is faulty');
    expect(answer.body.data.errors.file).toEqual(['The loop “guests” is opened but never closed']);
    expect(answer.body.data.tags).toEqual([expect.objectContaining({ tag: 'guests' })]);
  });

  it('answers 404 for a form that does not exist', async () => {
    const answer = await uploadTemplate(999_999, docxFile(['x']));
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Form not found');
  });

  it('renames a template, offers it, replaces its file, then deletes it', async () => {
    const view = ok(await uploadTemplate(form.id, docxFile(['First {fullName}'], 'first.docx')), 201);
    const path = `/admin/forms/${form.id}/template/${view.id}`;
    const renamed = ok(
      await sendForm('PUT', path, { name: 'Confirmation', offered: true }, [], { token: admin1, idSite: 1 }),
    );
    expect(renamed).toMatchObject({ name: 'Confirmation', offered: true, filename: 'first.docx' });
    const replaced = ok(
      await sendForm('PUT', path, {}, [docxFile(['Second {fullName}'], 'second.docx')], { token: admin1, idSite: 1 }),
    );
    expect(replaced).toMatchObject({ name: 'Confirmation', filename: 'second.docx' });
    const filled = await adminBinary(`/admin/message/${idMessage}/generate-file/docx/template/${view.id}/docx`);
    expect(docxText(filled.bytes)).toBe('Second Élodie Martin');
    expect(ok(await call('DELETE', path, { token: admin1, idSite: 1 }))).toBeNull();
    expect((await call('DELETE', path, { token: admin1, idSite: 1 })).status).toBe(404);
  });
});

describe('a form answer as an object and as documents', () => {
  let idTemplate: number;
  beforeAll(async () => {
    idTemplate = ok(await uploadTemplate(form.id, docxFile(bookingTemplate, 'booking.docx')), 201).id;
  });

  it('turns the answer into the object templates are filled with (docx) or as stored (json)', async () => {
    const docx = ok(await call('GET', `/admin/message/${idMessage}/form-to-object/docx`, { token: admin1, idSite: 1 }));
    expect(docx).toMatchObject({
      fullName: 'Élodie Martin',
      slot: 'Afternoon',
      wines: 'Red, Rosé',
      dietaryNeeds: true,
      messageNumber: idMessage,
      senderName: 'Élodie Martin',
      guests: [
        { guestName: 'Anne', guestAge: '34' },
        { guestName: 'Bruno', guestAge: '41' },
      ],
    });
    expect(docx.date).toMatch(/5 décembre 2026|5 December 2026/);
    const json = ok(await call('GET', `/admin/message/${idMessage}/form-to-object/json`, { token: admin1, idSite: 1 }));
    expect(json).toMatchObject({ slot: 'afternoon', date: '2026-12-05', wines: ['red', 'rose'] });
    const other = await call('GET', `/admin/message/${idMessage}/form-to-object/xml`, { token: admin1, idSite: 1 });
    expect(other.status).toBe(400);
  });

  it('fills the DOCX: loop repeated, condition kept, a ticked box printed in words', async () => {
    const answer = await adminBinary(`/admin/message/${idMessage}/generate-file/docx/template/${idTemplate}/docx`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain(`booking - ${idMessage}.docx`);
    const text = docxText(answer.bytes);
    expect(text).toContain('Booking of Élodie Martin');
    expect(text).toContain('Guest: Anne, 34\nGuest: Bruno, 41');
    expect(text).toContain('Diet: No gluten');
    expect(text).toMatch(/Dietary needs: (Oui|Yes)/);
    expect(text).not.toMatch(/undefined|\{/);
  });

  it('makes the PDF of the same document', async () => {
    const answer = await adminBinary(`/admin/message/${idMessage}/generate-file/docx/template/${idTemplate}/pdf`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(answer.bytes.subarray(0, 5))).toBe('%PDF-');
  });

  it('refuses an unknown extension and a template of another form', async () => {
    const bad = await call('GET', `/admin/message/${idMessage}/generate-file/docx/template/${idTemplate}/odt`, {
      token: admin1,
      idSite: 1,
    });
    expect(bad.status).toBe(400);
    const body = { name: `Other ${run}`, ...tastingBookingForm() };
    const other = ok(await call('POST', '/admin/forms', { token: admin1, idSite: 1, body }));
    const foreign = ok(await uploadTemplate(other.id, docxFile(['x'])), 201);
    const answer = await call('GET', `/admin/message/${idMessage}/generate-file/docx/template/${foreign.id}/docx`, {
      token: admin1,
      idSite: 1,
    });
    expect(answer.status).toBe(404);
    await deleteFormTemplates(authorisedSiteId(1), other.id);
    expect(ok(await call('GET', `/admin/forms/${other.id}/template`, { token: admin1, idSite: 1 })).templates).toEqual(
      [],
    );
  });
});

describe('documents offered to the visitor', () => {
  it('answers a sent form with its offered documents, downloaded by their token, nothing by another token', async () => {
    const view = ok(
      await uploadTemplate(form.id, docxFile(['Thank you {fullName}'], 'thanks.docx'), { offered: true }),
      201,
    );
    // The visitor's answer to sending the form names the documents it may download.
    const sent = ok(
      await call('POST', '/message', { idSite: 1, body: { idForm: form.id, answers, name: 'Élodie' } }),
      201,
    );
    const offered = sent.documents as { name: string; extension: string; downloadPath: string }[];
    expect(offered.map((d) => d.extension).sort()).toEqual(['docx', 'pdf']);
    const pdf = offered.find((d) => d.name === view.name && d.extension === 'pdf')!;
    expect(pdf.downloadPath).toMatch(/^\/forms\/file\/download\/[A-Za-z0-9_-]{32}\?idSite=1$/);
    const answer = await binary(pdf.downloadPath);
    expect(answer.status).toBe(200);
    expect(new TextDecoder().decode(answer.bytes.subarray(0, 5))).toBe('%PDF-');
    const docx = offered.find((d) => d.name === view.name && d.extension === 'docx')!;
    expect(docxText((await binary(docx.downloadPath)).bytes)).toBe('Thank you Élodie Martin');
    expect((await binary(`/forms/file/download/${'A'.repeat(32)}?idSite=1`)).status).toBe(404);
    // Another site's address does not find it.
    expect((await binary(pdf.downloadPath.replace('idSite=1', 'idSite=2'))).status).toBe(404);
    // Templates not offered give no document.
    expect(offered.every((d) => d.name === view.name)).toBe(true);
  });
});
