import { inflateSync } from 'node:zlib';

/**
 * Reading back PDFs made with pdf-lib's standard fonts, for tests: not a general PDF reader.
 * pdf-lib compresses content and object streams with Flate and writes text as hex strings of
 * WinAnsi codes (`<48656C6C6F> Tj`).
 */

/** A piece of text a PDF shows, with the font resource it is shown in (`Helvetica-Bold-1234`). */
export interface PdfTextRun {
  font: string;
  text: string;
}

const winAnsi = new TextDecoder('windows-1252');

/** Every Flate stream of the PDF, inflated, as Latin-1 text. */
function inflatedStreams(pdf: Uint8Array): string[] {
  const bytes = Buffer.from(pdf);
  const latin = bytes.toString('latin1');
  const out: string[] = [];
  const streamStart = /(?<!end)stream\r?\n/g;
  for (let found = streamStart.exec(latin); found; found = streamStart.exec(latin)) {
    const start = found.index + found[0].length;
    const end = latin.indexOf('endstream', start);
    if (end === -1) break;
    try {
      out.push(inflateSync(bytes.subarray(start, end)).toString('latin1'));
    } catch {
      // not a Flate stream
    }
    streamStart.lastIndex = end + 'endstream'.length;
  }
  return out;
}

/** The text runs of the PDF's pages, in drawing order. */
export function pdfTextRuns(pdf: Uint8Array): PdfTextRun[] {
  const runs: PdfTextRun[] = [];
  for (const content of inflatedStreams(pdf)) {
    let font = '';
    for (const op of content.matchAll(/\/([^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (op[1] !== undefined) font = op[1];
      else runs.push({ font, text: winAnsi.decode(Buffer.from(op[2]!, 'hex')) });
    }
  }
  return runs;
}

/** Every text run of the PDF joined by a space (no-break spaces as plain spaces). */
export function pdfText(pdf: Uint8Array): string {
  return pdfTextRuns(pdf)
    .map((run) => run.text)
    .join(' ')
    .replace(/\u00a0/g, ' ');
}

/** The addresses of the PDF's links (`/URI (…)` actions), in its object streams or in the file itself. */
export function pdfLinks(pdf: Uint8Array): string[] {
  const texts = [Buffer.from(pdf).toString('latin1'), ...inflatedStreams(pdf)];
  return texts.flatMap((text) =>
    [...text.matchAll(/\/URI\s*\(((?:[^()\\]|\\.)*)\)/g)].map((match) => match[1]!.replace(/\\(.)/g, '$1')),
  );
}
