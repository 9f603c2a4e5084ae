import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { winAnsiSanitizer } from '../../documents/win-ansi.ts';

/**
 * The label of a local adapter's shipment: a real one-page PDF (A6, 105 × 148 mm) with the
 * partner, the parcel number as large text, the addresses and the weight, marked as not valid for
 * shipping. pdf-lib, as the order's print.
 */
export async function localLabelPdf(
  title: string,
  trackingNumber: string,
  lines: readonly string[],
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${title} ${trackingNumber}`);
  doc.setProducer('Cellar (local carrier)');
  const page = doc.addPage([298, 420]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const clean = winAnsiSanitizer(regular.getCharacterSet());
  page.drawRectangle({ x: 10, y: 10, width: 278, height: 400, borderWidth: 1, borderColor: rgb(0, 0, 0) });
  page.drawText(clean(title), { x: 20, y: 385, size: 14, font: bold });
  page.drawText(clean(trackingNumber), { x: 20, y: 355, size: 18, font: bold });
  // A bar of the number's digits: enough to look like a label, never scanned.
  [...trackingNumber].forEach((char, i) =>
    page.drawRectangle({
      x: 20 + i * 14,
      y: 315,
      width: 2 + (char.charCodeAt(0) % 7),
      height: 30,
      color: rgb(0, 0, 0),
    }),
  );
  let y = 290;
  for (const line of lines.flatMap((text) => wrap(clean(text), 58))) {
    if (y < 45) break;
    page.drawText(line, { x: 20, y, size: 9, font: regular });
    y -= 13;
  }
  page.drawText('LOCAL LABEL - NOT VALID FOR SHIPPING', { x: 20, y: 25, size: 9, font: bold, color: rgb(0.7, 0, 0) });
  return doc.save();
}

/** An address on one line of a label. */
export const labelAddress = (a: {
  name: string;
  line1: string;
  line2?: string | null;
  postalCode: string;
  city: string;
  country: string;
}): string => [a.name, a.line1, a.line2, `${a.postalCode} ${a.city}`, a.country].filter(Boolean).join(', ');

/** Lines of at most `width` characters, cut between words (a longer word is cut). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width) line = next;
    else {
      if (line) lines.push(line);
      line = word.slice(0, width);
    }
  }
  if (line) lines.push(line);
  return lines;
}
