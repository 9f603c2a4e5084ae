import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { SaxesParser } from 'saxes';

/**
 * A form answer in a DOCX template (spec 1 §3 "Document templates per form"): docxtemplater's open-source core fills
 * `{tag}`s, loops `{#guests}{name}{/guests}` and conditions `{#vip}…{/vip}` / `{^vip}…{/vip}`; a tag with no value
 * prints nothing (never "undefined"). A faulty template (an unclosed loop, a tag cut by a stray brace) is refused with
 * the tags at fault, so the producer can correct the file.
 */

/** One faulty tag of a template (its name, '' when the file itself is at fault), as docxtemplater explains it. */
export interface TemplateTagIssue {
  /** docxtemplater's error id (`unclosed_loop`…), '' when the file itself is at fault. */
  id: string;
  tag: string;
  explanation: string;
}

/** The template is not a DOCX docxtemplater can read, or one of its tags is faulty. */
export class TemplateFillError extends Error {
  constructor(readonly issues: TemplateTagIssue[]) {
    super(issues.map((i) => `${i.tag}: ${i.explanation}`).join('; ') || 'template error');
  }
}

interface DocxErrorProperties {
  id?: string;
  xtag?: string;
  explanation?: string;
  errors?: Array<{ properties?: DocxErrorProperties; message?: string }>;
}

function issuesOf(error: unknown): TemplateTagIssue[] {
  const properties = (error as { properties?: DocxErrorProperties }).properties;
  const one = (p: DocxErrorProperties | undefined, message?: string): TemplateTagIssue => ({
    id: p?.id ?? '',
    tag: p?.xtag ?? '',
    explanation: p?.explanation ?? message ?? 'unreadable template',
  });
  if (properties?.errors?.length) return properties.errors.map((e) => one(e.properties, e.message));
  return [one(properties, (error as Error).message)];
}

function open(template: Uint8Array): PizZip {
  try {
    return new PizZip(template);
  } catch {
    throw new TemplateFillError([{ id: '', tag: '', explanation: 'the file is not a readable DOCX' }]);
  }
}

/** How a boolean prints in `{tag}` (a ticked box); in `{#tag}…{/tag}` it stays a condition. */
export interface BooleanWords {
  yes: string;
  no: string;
}

/**
 * Reads `{tag}` from the scope (own properties only: `{constructor}` is no tag of ours) and prints a boolean as
 * Yes/No, except where the tag opens a section (a condition).
 */
const parser = (words: BooleanWords) => (tag: string) => {
  const name = tag.trim();
  return {
    get(scope: unknown, context: { meta: { part: { module?: string } } }): unknown {
      const value =
        name === '.'
          ? scope
          : typeof scope === 'object' && scope !== null && Object.hasOwn(scope, name)
            ? (scope as Record<string, unknown>)[name]
            : undefined;
      if (typeof value === 'boolean' && context.meta.part.module !== 'loop') return value ? words.yes : words.no;
      return value;
    },
  };
};

/** The template filled with `data`, as DOCX bytes. */
export function fillDocx(
  template: Uint8Array,
  data: Record<string, unknown>,
  words: BooleanWords = { yes: 'Yes', no: 'No' },
): Uint8Array {
  let doc: Docxtemplater;
  try {
    doc = new Docxtemplater(open(template), {
      parser: parser(words),
      // A loop's own paragraph (`{#guests}` alone on its line) leaves no blank line behind.
      paragraphLoop: true,
      // A line break in an answer (a long text) stays a line break.
      linebreaks: true,
      nullGetter: () => '',
      // A faulty template is answered to the admin, not logged as a server error.
      errorLogging: false,
    });
    doc.render(data);
  } catch (error) {
    if (error instanceof TemplateFillError) throw error;
    throw new TemplateFillError(issuesOf(error));
  }
  return doc.getZip().generate({ type: 'uint8array', compression: 'DEFLATE' });
}

/** A run of a paragraph's text; `bold` from the run's own properties (`<w:b/>`). */
export interface DocxRun {
  text: string;
  bold: boolean;
}

/** A paragraph of the document's body: its runs, and its heading level (1–3 from a `Heading`/`Titre` style). */
export interface DocxParagraph {
  runs: DocxRun[];
  heading: number | null;
}

const headingLevel = (style: string): number | null => {
  const match = /^(?:heading|titre|title)\s*(\d)?$/i.exec(style.trim());
  if (!match) return null;
  return Math.min(Number(match[1] ?? 1), 3);
};

/**
 * The body's paragraphs as text runs, in order (table cells' paragraphs one after the other): what the PDF prints.
 * Read from `word/document.xml`: `<w:t>` texts, `<w:tab/>` as a space, `<w:br/>` as a line end.
 */
export function docxParagraphs(docx: Uint8Array): DocxParagraph[] {
  const xml = open(docx).file('word/document.xml')?.asText();
  if (!xml) throw new TemplateFillError([{ id: '', tag: '', explanation: 'the file has no word/document.xml' }]);
  const paragraphs: DocxParagraph[] = [];
  const stack: DocxParagraph[] = [];
  let bold = false;
  let inRunProperties = false;
  let inText = false;
  const current = () => stack.at(-1);
  const add = (text: string) => {
    const paragraph = current();
    if (!paragraph || text === '') return;
    const last = paragraph.runs.at(-1);
    if (last && last.bold === bold) last.text += text;
    else paragraph.runs.push({ text, bold });
  };
  const parser = new SaxesParser({ xmlns: false });
  parser.on('opentag', (tag) => {
    switch (tag.name) {
      case 'w:p':
        stack.push({ runs: [], heading: null });
        break;
      case 'w:pStyle':
        if (current()) current()!.heading = headingLevel(String(tag.attributes['w:val'] ?? ''));
        break;
      case 'w:r':
        bold = false;
        break;
      case 'w:rPr':
        inRunProperties = true;
        break;
      case 'w:b':
        if (inRunProperties) bold = !['0', 'false'].includes(String(tag.attributes['w:val'] ?? 'true'));
        break;
      case 'w:t':
        inText = true;
        break;
      case 'w:tab':
        if (!inRunProperties) add(' ');
        break;
      case 'w:br':
      case 'w:cr':
        add('\n');
        break;
    }
  });
  parser.on('text', (text) => {
    if (inText) add(text);
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 'w:t') inText = false;
    else if (tag.name === 'w:rPr') inRunProperties = false;
    else if (tag.name === 'w:p') {
      const done = stack.pop();
      if (done) paragraphs.push(done);
    }
  });
  parser.write(xml).close();
  return paragraphs;
}

/** The plain text of a DOCX, a paragraph a line (what a test or a search reads). */
export function docxText(docx: Uint8Array): string {
  return docxParagraphs(docx)
    .map((p) => p.runs.map((r) => r.text).join(''))
    .join('\n');
}
