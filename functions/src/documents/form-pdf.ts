import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import type { Lang } from '@cellar/shared/i18n/lang';
import type { DocxParagraph } from './form-docx.ts';
import { colours, contentWidth, drawFooters, margin, wrapRuns, Writer, type Run } from './pdf-layout.ts';
import { winAnsiSanitizer } from './win-ansi.ts';

/**
 * The PDF of a filled form template: the SAME text as the filled DOCX, paragraph after paragraph, on A4 pages with
 * wrapping and page breaks, in Helvetica (bold runs and headings kept). What a DOCX has beyond its text — its page
 * layout, fonts, colours, tables' grid, images, headers and footers — is not in the PDF (docs/form-documents.md).
 * Characters Helvetica cannot print (WinAnsi) are replaced (win-ansi.ts).
 */

const bodySize = 10.5;
const headingSizes: Record<number, number> = { 1: 16, 2: 13.5, 3: 12 };

export interface FormPdf {
  pdf: Uint8Array;
  /** Every printed line's text, in order (what tests read: pdf-lib writes text it cannot read back). */
  lines: string[];
}

/** A paragraph's runs cut at its line ends (`<w:br/>`): each part wraps on its own. */
function parts(paragraph: DocxParagraph, regular: PDFFont, bold: PDFFont): Run[][] {
  const out: Run[][] = [[]];
  for (const run of paragraph.runs) {
    const font = run.bold || paragraph.heading ? bold : regular;
    run.text.split('\n').forEach((piece, index) => {
      if (index > 0) out.push([]);
      if (piece !== '') out.at(-1)!.push({ text: piece, font });
    });
  }
  return out;
}

export async function formPdf(
  paragraphs: readonly DocxParagraph[],
  meta: { title: string; footer: string; lang: Lang },
): Promise<FormPdf> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, winAnsiSanitizer(regular.getCharacterSet()));
  doc.setTitle(w.safe(meta.title));
  doc.setLanguage(meta.lang === 'fr_FR' ? 'fr-FR' : 'en-US');
  doc.setCreator('Cellar');
  doc.setProducer('Cellar (pdf-lib)');
  const lines: string[] = [];

  for (const paragraph of paragraphs) {
    const size = paragraph.heading ? headingSizes[paragraph.heading]! : bodySize;
    const lineHeight = size * 1.4;
    if (paragraph.heading) w.y += size * 0.5;
    for (const part of parts(paragraph, regular, bold)) {
      const wrapped = wrapRuns(
        part.map((run) => ({ text: w.safe(run.text), font: run.font })),
        contentWidth,
        size,
      );
      // An empty paragraph (or line) is the blank line the producer left.
      if (wrapped.length === 0) {
        w.ensure(lineHeight);
        w.y += lineHeight * 0.7;
        lines.push('');
        continue;
      }
      for (const line of wrapped) {
        w.ensure(lineHeight);
        w.drawLine(line, margin, w.y, size, colours.text);
        lines.push(line.map((run) => run.text).join(''));
        w.y += lineHeight;
      }
    }
    w.y += size * 0.35;
  }
  drawFooters(w, w.pages, meta.footer, regular);
  return { pdf: await doc.save(), lines };
}
