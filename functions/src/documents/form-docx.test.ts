import { describe, expect, it } from 'vitest';
import { buildDocx } from './docx-fixture.ts';
import { docxParagraphs, docxText, fillDocx, TemplateFillError } from './form-docx.ts';
import { formPdf } from './form-pdf.ts';

const template = buildDocx([
  '# Registration of {senderName}',
  'Date: {arrival}',
  '{#guests}',
  'Guest: {name} ({age})',
  '{/guests}',
  '{#vip}VIP table reserved{/vip}{^vip}Standard table{/vip}',
  'Vegetarian: {vegetarian}',
  'Missing: [{nothing}]',
]);

const data = {
  senderName: 'Élodie Martin',
  arrival: '27 novembre 2026',
  guests: [
    { name: 'Anne', age: '34' },
    { name: 'Bruno', age: '41' },
  ],
  vip: true,
  vegetarian: false,
};

describe('filling a form template', () => {
  it('repeats a loop once per repetition and keeps no blank line for its tags', () => {
    const text = docxText(fillDocx(template, data, { yes: 'Oui', no: 'Non' }));
    expect(text).toContain('Guest: Anne (34)\nGuest: Bruno (41)');
    expect(text).not.toContain('{#guests}');
    expect(text.split('\n')).toHaveLength(7);
  });

  it('takes a ticked box as a condition and prints it as Yes/No in the given language', () => {
    const text = docxText(fillDocx(template, data, { yes: 'Oui', no: 'Non' }));
    expect(text).toContain('VIP table reserved');
    expect(text).not.toContain('Standard table');
    expect(text).toContain('Vegetarian: Non');
    const unticked = docxText(fillDocx(template, { ...data, vip: false }));
    expect(unticked).toContain('Standard table');
  });

  it('prints nothing for a tag without a value', () => {
    expect(docxText(fillDocx(template, data))).toContain('Missing: []');
  });

  it('refuses a template with an unclosed loop, naming the tag', () => {
    const broken = buildDocx(['{#guests}{name}']);
    expect(() => fillDocx(broken, data)).toThrow(TemplateFillError);
    try {
      fillDocx(broken, data);
    } catch (error) {
      expect((error as TemplateFillError).issues[0]).toMatchObject({ tag: 'guests', explanation: /unclosed/i });
    }
  });

  it('refuses bytes that are not a DOCX', () => {
    expect(() => fillDocx(new TextEncoder().encode('not a zip'), data)).toThrow(TemplateFillError);
  });

  it('reads headings and paragraphs of the filled document', () => {
    const paragraphs = docxParagraphs(fillDocx(template, data));
    expect(paragraphs[0]).toMatchObject({ heading: 1, runs: [{ text: 'Registration of Élodie Martin' }] });
  });
});

describe('the PDF of a filled template', () => {
  it('prints the same lines as the DOCX, characters Helvetica lacks replaced', async () => {
    const docx = fillDocx(buildDocx(['Hello {name}', 'Price: 12\u202f€ — Ωmega ✓']), { name: 'Zoë' });
    const { pdf, lines } = await formPdf(docxParagraphs(docx), { title: 'T', footer: 'F', lang: 'en_US' });
    expect(lines[0]).toBe('Hello Zoë');
    expect(lines[1]).toBe('Price: 12\u00a0€ — ?mega ?');
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
  });

  it('wraps long paragraphs and breaks pages', async () => {
    const long = Array.from({ length: 120 }, (_, i) => `Paragraph ${i + 1} ${'lorem ipsum '.repeat(20)}`);
    const { pdf, lines } = await formPdf(docxParagraphs(buildDocx(long)), { title: 'T', footer: 'F', lang: 'fr_FR' });
    expect(lines.length).toBeGreaterThan(240);
    const { PDFDocument } = await import('pdf-lib');
    expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThan(5);
  });
});
