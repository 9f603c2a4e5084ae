import { PDFDocument, PDFString, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { VintageDetails } from '@cellar/shared/catalog/product-view';
import type { Lang } from '@cellar/shared/i18n/lang';
import { qrPath, qrQuietZone } from './qr-path.ts';
import { sheetWords, type SheetWords } from './vintage-sheet-words.ts';
import { winAnsiSanitizer } from './win-ansi.ts';

/**
 * The technical sheet of a vintage (`GET /v2/vintage/pdf/{id}`): one A4 page (more only when an
 * ingredient list is very long) in the request's language — docs/decisions.md "Documents (issue 5)".
 *
 * Header: the site's company name and "Technical sheet". Title: product name, vintage and kind.
 * Left: the wine (kind, wine type, vintage, grapes with percentages, alcohol, capacity, taste,
 * serving temperature, keeping; empty fields are left out). Right: the QR code of the e-label with
 * its address, both clickable. Then the nutrition declaration per 100 ml in the order and wording
 * of Regulation (EU) No 1169/2011 Annex XV (energy in kJ / kcal, fat, of which saturates,
 * carbohydrate, of which sugars, protein, salt), rounded as the Commission's guidance on
 * tolerances asks, and the ingredients with the allergens in bold.
 */
export interface SheetInput {
  lang: Lang;
  companyName: string;
  eLabelUrl: string;
  vintage: VintageDetails;
}

export interface SheetFile {
  data: Uint8Array;
  filename: string;
}

const pageSize: [number, number] = [595.28, 841.89]; // A4 in points
const margin = 48;
const contentWidth = pageSize[0] - 2 * margin;
const footerHeight = 28;
const qrBox = 128;
const columnGap = 24;
const leftWidth = contentWidth - qrBox - columnGap;
const labelWidth = 128;

const colours = {
  accent: rgb(0.45, 0.09, 0.2),
  text: rgb(0.12, 0.12, 0.12),
  muted: rgb(0.4, 0.4, 0.4),
  rule: rgb(0.78, 0.78, 0.78),
  band: rgb(0.96, 0.94, 0.94),
  black: rgb(0, 0, 0),
};

interface Run {
  text: string;
  font: PDFFont;
}

/** Numbers as the language writes them: `12.5` / `12,5`; trailing zeros dropped. */
export function formatNumber(value: number, decimals: number, lang: Lang): string {
  let text = value.toFixed(decimals);
  if (text.includes('.')) text = text.replace(/0+$/, '').replace(/\.$/, '');
  return lang === 'fr_FR' ? text.replace('.', ',') : text;
}

/** `60%` in English, `60 %` (no-break space) in French. */
function percent(value: number, lang: Lang): string {
  return lang === 'fr_FR' ? `${formatNumber(value, 2, lang)}\u00a0%` : `${formatNumber(value, 2, lang)}%`;
}

type NutrientRule = 'macro' | 'saturates' | 'salt';

/**
 * Rounding of the Commission's guidance document on tolerances (2012), as labels use it:
 * fat, carbohydrate, sugars, protein: ≥ 10 g whole grams, ≥ 0.5 g one decimal, else "< 0.5 g";
 * saturates: ≥ 10 g whole, ≥ 0.1 g one decimal, else "< 0.1 g";
 * salt: ≥ 1 g one decimal, ≥ 0.0125 g two decimals, else "< 0.01 g". Zero is "0 g".
 */
export function formatNutrient(value: number | undefined, rule: NutrientRule, lang: Lang, words: SheetWords): string {
  if (value === undefined || !Number.isFinite(value)) return words.notGiven;
  const g = (n: number, d: number) => `${formatNumber(n, d, lang)}\u00a0g`;
  if (value === 0) return g(0, 0);
  const below = (limit: number) => `<\u00a0${formatNumber(limit, 2, lang)}\u00a0g`;
  switch (rule) {
    case 'macro':
      return value >= 10 ? g(value, 0) : value >= 0.5 ? g(value, 1) : below(0.5);
    case 'saturates':
      return value >= 10 ? g(value, 0) : value >= 0.1 ? g(value, 1) : below(0.1);
    case 'salt':
      return value >= 1 ? g(value, 1) : value >= 0.0125 ? g(value, 2) : below(0.01);
  }
}

/** Energy to the whole kJ and kcal: `291 kJ / 70 kcal`. */
export function formatEnergy(energy: VintageDetails['energy'], words: SheetWords): string {
  return energy ? `${Math.round(energy.kj)}\u00a0kJ / ${Math.round(energy.kcal)}\u00a0kcal` : words.notGiven;
}

/** `Fiche technique Cuvée des Lilas 2022.pdf`: the words of a file name, nothing a file system refuses. */
function fileNameOf(words: SheetWords, vintage: VintageDetails): string {
  const base = [words.documentTitle, vintage.productName, vintage.year ?? ''].join(' ');
  const clean = base
    .replace(/[<>:"/\\|?*\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${clean || words.fileName}.pdf`;
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
class Writer {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = margin;

  constructor(
    private readonly doc: PDFDocument,
    readonly safe: (text: string) => string,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage(pageSize);
    this.pages.push(this.page);
    this.y = margin;
  }

  /** Starts a new page unless `height` more points fit above the footer. */
  ensure(height: number): void {
    if (this.y + height > pageSize[1] - margin - footerHeight) this.newPage();
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
  paragraph(runs: readonly Run[], options: { x: number; width: number; size: number; color: RGB; lineHeight?: number; top?: number; breakPages?: boolean }): number {
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

export async function renderVintageSheet(input: SheetInput): Promise<SheetFile> {
  const { lang, vintage, companyName, eLabelUrl } = input;
  const words = sheetWords[lang];
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const safe = winAnsiSanitizer(regular.getCharacterSet());
  const w = new Writer(doc, safe);
  const title = [vintage.productName, vintage.year ?? ''].join(' ').trim();

  doc.setTitle(`${words.documentTitle} — ${title}`);
  doc.setSubject(title);
  doc.setAuthor(companyName);
  doc.setLanguage(lang === 'fr_FR' ? 'fr-FR' : 'en-US');
  doc.setCreator('Cellar');
  doc.setProducer('Cellar (pdf-lib)');

  // Header: the company, the kind of document.
  w.paragraph([{ text: companyName, font: bold }], { x: margin, width: contentWidth * 0.65, size: 11, color: colours.accent, top: margin });
  w.rightAligned(words.documentTitle.toUpperCase(), margin + contentWidth, margin + 1, 9, regular, colours.muted);
  w.y = margin + 20;
  w.rule(w.y, margin, contentWidth, colours.accent, 1);
  w.y += 18;

  // Title: the wine and its vintage.
  w.y += w.paragraph([{ text: vintage.productName, font: bold }], { x: margin, width: contentWidth, size: 22, color: colours.text, lineHeight: 27 });
  const subtitle = [vintage.year !== null ? String(vintage.year) : words.nonVintage, vintage.kind?.name].filter(Boolean).join(' · ');
  w.y += w.paragraph([{ text: subtitle, font: regular }], { x: margin, width: contentWidth, size: 12, color: colours.muted }) + 14;

  // Right column: the e-label's QR code, its address, both clickable.
  const columnsTop = w.y;
  const qr = qrPath(eLabelUrl);
  const moduleSize = qrBox / (qr.size + 2 * qrQuietZone);
  const qrX = margin + contentWidth - qrBox;
  w.page.drawSvgPath(qr.path, { x: qrX + qrQuietZone * moduleSize, y: pageSize[1] - columnsTop - qrQuietZone * moduleSize, scale: moduleSize, color: colours.black, borderWidth: 0 });
  w.link(eLabelUrl, qrX, columnsTop, qrBox, qrBox);
  let right = columnsTop + qrBox + 2;
  right += w.paragraph([{ text: words.eLabel, font: bold }], { x: qrX, width: qrBox, size: 9, color: colours.text, top: right });
  right += w.paragraph([{ text: words.scanHint, font: regular }], { x: qrX, width: qrBox, size: 7.5, color: colours.muted, top: right }) + 3;
  const urlHeight = w.paragraph([{ text: eLabelUrl, font: regular }], { x: qrX, width: qrBox, size: 7, color: colours.accent, top: right, lineHeight: 8.5 });
  w.link(eLabelUrl, qrX, right, qrBox, urlHeight);
  right += urlHeight;

  // Left column: the wine.
  let left = columnsTop;
  left += w.paragraph([{ text: words.theWine, font: bold }], { x: margin, width: leftWidth, size: 12, color: colours.accent, top: left }) + 2;
  w.rule(left, margin, leftWidth);
  left += 6;
  const rows: Array<[string, string | null]> = [
    [words.kind, vintage.kind?.name ?? null],
    [words.wineType, vintage.winetype],
    [words.vintage, vintage.year !== null ? String(vintage.year) : words.nonVintage],
    [words.grapes, vintage.grapes.length ? vintage.grapes.map((grape) => `${grape.name} ${percent(grape.percent, lang)}`).join(', ') : null],
    [words.alcohol, vintage.alcoholLevel !== null ? `${percent(vintage.alcoholLevel, lang)} vol` : null],
    [words.capacity, `${formatNumber(vintage.capacity, 2, lang)}\u00a0${vintage.capacityUnit}`],
    [words.taste, vintage.taste.length ? vintage.taste.map((taste) => taste.name).join(', ') : null],
    [words.servingTemperature, vintage.temperature],
    [words.keeping, vintage.keepingYears !== null ? words.years(vintage.keepingYears) : null],
  ];
  for (const [label, value] of rows) {
    if (value === null || value.trim() === '') continue;
    const labelHeight = w.paragraph([{ text: label, font: bold }], { x: margin, width: labelWidth - 8, size: 9.5, color: colours.muted, top: left });
    const valueHeight = w.paragraph([{ text: value, font: regular }], { x: margin + labelWidth, width: leftWidth - labelWidth, size: 10, color: colours.text, top: left });
    left += Math.max(labelHeight, valueHeight) + 4;
  }
  w.y = Math.max(left, right) + 20;

  // Nutrition declaration per 100 ml (Regulation (EU) No 1169/2011 Annex XV order and wording).
  const nutrition = vintage.nutrition;
  const table: Array<[string, string, boolean]> = [
    [words.energy, formatEnergy(vintage.energy, words), false],
    [words.fat, formatNutrient(nutrition.fat, 'macro', lang, words), false],
    [words.saturates, formatNutrient(nutrition.saturated, 'saturates', lang, words), true],
    [words.carbohydrate, formatNutrient(nutrition.carbohydrates, 'macro', lang, words), false],
    [words.sugars, formatNutrient(nutrition.sugar, 'macro', lang, words), true],
    [words.protein, formatNutrient(nutrition.proteins, 'macro', lang, words), false],
    [words.salt, formatNutrient(nutrition.salt, 'salt', lang, words), false],
  ];
  const tableWidth = leftWidth;
  const rowHeight = 17;
  w.ensure(24 + rowHeight * table.length);
  const headTop = w.y;
  w.page.drawRectangle({ x: margin, y: pageSize[1] - headTop - 22, width: tableWidth, height: 22, color: colours.band });
  w.drawLine([{ text: safe(words.nutritionTitle), font: bold }], margin + 6, headTop + 6, 10.5, colours.text);
  w.rightAligned(words.per100ml, margin + tableWidth - 6, headTop + 7, 9.5, bold, colours.text);
  w.y = headTop + 22;
  for (const [label, value, sub] of table) {
    w.drawLine([{ text: safe(label), font: regular }], margin + (sub ? 18 : 6), w.y + 4.5, 9.5, sub ? colours.muted : colours.text);
    w.rightAligned(value, margin + tableWidth - 6, w.y + 4.5, 9.5, regular, colours.text);
    w.y += rowHeight;
    w.rule(w.y, margin, tableWidth);
  }
  w.y += 20;

  // Ingredients, allergens in bold.
  w.ensure(40);
  w.paragraph([{ text: words.ingredients, font: bold }], { x: margin, width: contentWidth, size: 12, color: colours.accent, breakPages: true });
  w.rule(w.y, margin, contentWidth);
  w.y += 6;
  const ingredientRuns: Run[] = vintage.ingredients.length
    ? vintage.ingredients.flatMap((ingredient, index) => [
        ...(index > 0 ? [{ text: ', ', font: regular }] : []),
        { text: ingredient.name, font: ingredient.allergen ? bold : regular },
      ])
    : [{ text: words.noIngredients, font: regular }];
  if (vintage.ingredients.length) ingredientRuns.push({ text: '.', font: regular });
  w.paragraph(ingredientRuns, { x: margin, width: contentWidth, size: 10, color: colours.text, breakPages: true });
  if (vintage.ingredients.some((ingredient) => ingredient.allergen)) {
    w.y += 2;
    w.paragraph([{ text: words.allergensInBold, font: regular }], { x: margin, width: contentWidth, size: 8, color: colours.muted, breakPages: true });
  }

  // Footer on every page: company, document, product; the page number when there are several.
  const footer = safe(`${companyName} · ${words.documentTitle} · ${title}`);
  w.pages.forEach((page, index) => {
    const top = pageSize[1] - margin - 10;
    page.drawLine({ start: { x: margin, y: margin + 18 }, end: { x: margin + contentWidth, y: margin + 18 }, thickness: 0.6, color: colours.rule });
    const lines = wrapRuns([{ text: footer, font: regular }], contentWidth - 40, 7.5);
    w.drawLine(lines[0] ?? [], margin, top, 7.5, colours.muted, page);
    if (w.pages.length > 1) {
      const number = `${index + 1}/${w.pages.length}`;
      w.drawLine([{ text: number, font: regular }], margin + contentWidth - regular.widthOfTextAtSize(number, 7.5), top, 7.5, colours.muted, page);
    }
  });

  return { data: await doc.save(), filename: fileNameOf(words, vintage) };
}
