import { PDFString, rgb, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { Lang } from '@cellar/shared/i18n/lang';

/**
 * What the documents share (the vintage sheet, the order's PDF): A4 pages with margins and a
 * footer band, colours, wrapped text runs and a writer that starts a new page when the content runs
 * out. Every text goes through the writer's `safe` (WinAnsi, see win-ansi.ts) before it is measured.
 */
export const pageSize: [number, number] = [595.28, 841.89]; // A4 in points
export const margin = 48;
export const contentWidth = pageSize[0] - 2 * margin;
export const footerHeight = 28;

export const colours = {
  accent: rgb(0.45, 0.09, 0.2),
  text: rgb(0.12, 0.12, 0.12),
  muted: rgb(0.4, 0.4, 0.4),
  rule: rgb(0.78, 0.78, 0.78),
  band: rgb(0.96, 0.94, 0.94),
  black: rgb(0, 0, 0),
};

export interface Run {
  text: string;
  font: PDFFont;
}

/** Numbers as the language writes them: `12.5` / `12,5`; trailing zeros dropped. */
export function formatNumber(value: number, decimals: number, lang: Lang): string {
  let text = value.toFixed(decimals);
  if (text.includes('.')) text = text.replace(/0+$/, '').replace(/\.$/, '');
  return lang === 'fr_FR' ? text.replace('.', ',') : text;
}

/** Cuts runs of text into lines of at most `width` points; a word wider than a line is cut by characters. */
export function wrapRuns(runs: readonly Run[], width: number, size: number): Run[][] {
  const lines: Run[][] = [];
  let line: Run[] = [];
  let lineWidth = 0;
  const add = (text: string, font: PDFFont) => {
    const last = line.at(-1);
    if (last && last.font === font) last.text += text;
    else line.push({ text, font });
    lineWidth += font.widthOfTextAtSize(text, size);
  };
  const endLine = () => {
    const last = line.at(-1);
    if (last) {
      last.text = last.text.replace(/ +$/, '');
      if (last.text === '') line.pop();
    }
    if (line.length) lines.push(line);
    line = [];
    lineWidth = 0;
  };
  for (const run of runs) {
    // Plain spaces break ("12,5 % vol" keeps its no-break spaces together), and an address may
    // break after a `/`, `?` or `&` (no space is added there).
    for (const token of run.text.split(/( +)|(?<=[/?&])(?=[^/?&])/)) {
      if (token === undefined || token === '') continue;
      if (token.startsWith(' ')) {
        if (line.length) add(' ', run.font);
        continue;
      }
      const tokenWidth = run.font.widthOfTextAtSize(token, size);
      if (lineWidth + tokenWidth > width && line.length) endLine();
      if (tokenWidth <= width) {
        add(token, run.font);
        continue;
      }
      let piece = '';
      for (const char of token) {
        if (lineWidth + run.font.widthOfTextAtSize(piece + char, size) > width && (piece !== '' || line.length)) {
          if (piece !== '') add(piece, run.font);
          endLine();
          piece = char;
        } else piece += char;
      }
      if (piece !== '') add(piece, run.font);
    }
  }
  endLine();
  return lines;
}

/** Pages with a cursor `y` measured from the top of the page, a new page when the content runs out. */
export class Writer {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = margin;

  constructor(
    private readonly doc: PDFDocument,
    readonly safe: (text: string) => string,
  ) {
    this.newPage();
  }

  /** Called on each page the content runs onto (a document's running head, a table's column heads). */
  onNewPage: (() => void) | null = null;

  newPage(): void {
    this.page = this.doc.addPage(pageSize);
    this.pages.push(this.page);
    this.y = margin;
    this.onNewPage?.();
  }

  /** The lowest point content may reach (from the top of the page): above the footer. */
  get bottom(): number {
    return pageSize[1] - margin - footerHeight;
  }

  /** Starts a new page unless `height` more points fit above the footer. */
  ensure(height: number): void {
    if (this.y + height > this.bottom) this.newPage();
  }

  /** One line of runs whose top is `top` (from the top of the page), from `x`. */
  drawLine(runs: readonly Run[], x: number, top: number, size: number, color: RGB, page: PDFPage = this.page): void {
    let cursor = x;
    const baseline = pageSize[1] - top - size * 0.8;
    for (const run of runs) {
      page.drawText(run.text, { x: cursor, y: baseline, size, font: run.font, color });
      cursor += run.font.widthOfTextAtSize(run.text, size);
    }
  }

  /** Wrapped runs from the cursor down, in `width` points from `x`; answers the height used. */
  paragraph(
    runs: readonly Run[],
    options: {
      x: number;
      width: number;
      size: number;
      color: RGB;
      lineHeight?: number;
      top?: number;
      breakPages?: boolean;
    },
  ): number {
    const lineHeight = options.lineHeight ?? options.size * 1.35;
    const lines = wrapRuns(
      runs.map((run) => ({ text: this.safe(run.text), font: run.font })),
      options.width,
      options.size,
    );
    let top = options.top ?? this.y;
    const start = top;
    for (const line of lines) {
      if (options.breakPages) {
        this.y = top;
        this.ensure(lineHeight);
        top = this.y;
      }
      this.drawLine(line, options.x, top, options.size, options.color);
      top += lineHeight;
    }
    if (options.breakPages) this.y = top;
    return top - start;
  }

  rule(top: number, x = margin, width = contentWidth, color = colours.rule, thickness = 0.6): void {
    const y = pageSize[1] - top;
    this.page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness, color });
  }

  /** Text ending at `right`. */
  rightAligned(text: string, right: number, top: number, size: number, font: PDFFont, color: RGB): void {
    const safe = this.safe(text);
    this.drawLine([{ text: safe, font }], right - font.widthOfTextAtSize(safe, size), top, size, color);
  }

  /** A clickable area opening `url` (a PDF Link annotation with a URI action). */
  link(url: string, x: number, top: number, width: number, height: number): void {
    const bottom = pageSize[1] - top - height;
    const annotation = this.doc.context.register(
      this.doc.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [x, bottom, x + width, bottom + height],
        Border: [0, 0, 0],
        A: { Type: 'Action', S: 'URI', URI: PDFString.of(asciiUrl(url)) },
      }),
    );
    this.page.node.addAnnot(annotation);
  }
}

/** A URI action holds ASCII: a host or path with accents is encoded (the QR code keeps the address as given). */
function asciiUrl(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return encodeURI(url);
  }
}

/**
 * The footer of `pages`: a rule, `text` on one line (cut to fit), and `<n>/<count>` on the right
 * when there are several pages.
 */
export function drawFooters(w: Writer, pages: readonly PDFPage[], text: string, font: PDFFont): void {
  const top = pageSize[1] - margin - 10;
  const lines = wrapRuns([{ text: w.safe(text), font }], contentWidth - 40, 7.5);
  pages.forEach((page, index) => {
    page.drawLine({
      start: { x: margin, y: margin + 18 },
      end: { x: margin + contentWidth, y: margin + 18 },
      thickness: 0.6,
      color: colours.rule,
    });
    w.drawLine(lines[0] ?? [], margin, top, 7.5, colours.muted, page);
    if (pages.length > 1) {
      const number = `${index + 1}/${pages.length}`;
      w.drawLine(
        [{ text: number, font }],
        margin + contentWidth - font.widthOfTextAtSize(number, 7.5),
        top,
        7.5,
        colours.muted,
        page,
      );
    }
  });
}
