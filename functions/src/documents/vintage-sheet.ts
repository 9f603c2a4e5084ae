import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { VintageDetails } from '@cellar/shared/catalog/product-view';
import type { Lang } from '@cellar/shared/i18n/lang';
import { colours, contentWidth, drawFooters, formatNumber, margin, pageSize, Writer, type Run } from './pdf-layout.ts';
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

const qrBox = 128;
const columnGap = 24;
const leftWidth = contentWidth - qrBox - columnGap;
const labelWidth = 128;

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
  w.paragraph([{ text: companyName, font: bold }], {
    x: margin,
    width: contentWidth * 0.65,
    size: 11,
    color: colours.accent,
    top: margin,
  });
  w.rightAligned(words.documentTitle.toUpperCase(), margin + contentWidth, margin + 1, 9, regular, colours.muted);
  w.y = margin + 20;
  w.rule(w.y, margin, contentWidth, colours.accent, 1);
  w.y += 18;

  // Title: the wine and its vintage.
  w.y += w.paragraph([{ text: vintage.productName, font: bold }], {
    x: margin,
    width: contentWidth,
    size: 22,
    color: colours.text,
    lineHeight: 27,
  });
  const subtitle = [vintage.year !== null ? String(vintage.year) : words.nonVintage, vintage.kind?.name]
    .filter(Boolean)
    .join(' · ');
  w.y +=
    w.paragraph([{ text: subtitle, font: regular }], {
      x: margin,
      width: contentWidth,
      size: 12,
      color: colours.muted,
    }) + 14;

  // Right column: the e-label's QR code, its address, both clickable.
  const columnsTop = w.y;
  const qr = qrPath(eLabelUrl);
  const moduleSize = qrBox / (qr.size + 2 * qrQuietZone);
  const qrX = margin + contentWidth - qrBox;
  w.page.drawSvgPath(qr.path, {
    x: qrX + qrQuietZone * moduleSize,
    y: pageSize[1] - columnsTop - qrQuietZone * moduleSize,
    scale: moduleSize,
    color: colours.black,
    borderWidth: 0,
  });
  w.link(eLabelUrl, qrX, columnsTop, qrBox, qrBox);
  let right = columnsTop + qrBox + 2;
  right += w.paragraph([{ text: words.eLabel, font: bold }], {
    x: qrX,
    width: qrBox,
    size: 9,
    color: colours.text,
    top: right,
  });
  right +=
    w.paragraph([{ text: words.scanHint, font: regular }], {
      x: qrX,
      width: qrBox,
      size: 7.5,
      color: colours.muted,
      top: right,
    }) + 3;
  const urlHeight = w.paragraph([{ text: eLabelUrl, font: regular }], {
    x: qrX,
    width: qrBox,
    size: 7,
    color: colours.accent,
    top: right,
    lineHeight: 8.5,
  });
  w.link(eLabelUrl, qrX, right, qrBox, urlHeight);
  right += urlHeight;

  // Left column: the wine.
  let left = columnsTop;
  left +=
    w.paragraph([{ text: words.theWine, font: bold }], {
      x: margin,
      width: leftWidth,
      size: 12,
      color: colours.accent,
      top: left,
    }) + 2;
  w.rule(left, margin, leftWidth);
  left += 6;
  const rows: Array<[string, string | null]> = [
    [words.kind, vintage.kind?.name ?? null],
    [words.wineType, vintage.winetype],
    [words.vintage, vintage.year !== null ? String(vintage.year) : words.nonVintage],
    [
      words.grapes,
      vintage.grapes.length
        ? vintage.grapes.map((grape) => `${grape.name} ${percent(grape.percent, lang)}`).join(', ')
        : null,
    ],
    [words.alcohol, vintage.alcoholLevel !== null ? `${percent(vintage.alcoholLevel, lang)} vol` : null],
    [words.capacity, `${formatNumber(vintage.capacity, 2, lang)}\u00a0${vintage.capacityUnit}`],
    [words.taste, vintage.taste.length ? vintage.taste.map((taste) => taste.name).join(', ') : null],
    [words.servingTemperature, vintage.temperature],
    [words.keeping, vintage.keepingYears !== null ? words.years(vintage.keepingYears) : null],
  ];
  for (const [label, value] of rows) {
    if (value === null || value.trim() === '') continue;
    const labelHeight = w.paragraph([{ text: label, font: bold }], {
      x: margin,
      width: labelWidth - 8,
      size: 9.5,
      color: colours.muted,
      top: left,
    });
    const valueHeight = w.paragraph([{ text: value, font: regular }], {
      x: margin + labelWidth,
      width: leftWidth - labelWidth,
      size: 10,
      color: colours.text,
      top: left,
    });
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
  w.page.drawRectangle({
    x: margin,
    y: pageSize[1] - headTop - 22,
    width: tableWidth,
    height: 22,
    color: colours.band,
  });
  w.drawLine([{ text: safe(words.nutritionTitle), font: bold }], margin + 6, headTop + 6, 10.5, colours.text);
  w.rightAligned(words.per100ml, margin + tableWidth - 6, headTop + 7, 9.5, bold, colours.text);
  w.y = headTop + 22;
  for (const [label, value, sub] of table) {
    w.drawLine(
      [{ text: safe(label), font: regular }],
      margin + (sub ? 18 : 6),
      w.y + 4.5,
      9.5,
      sub ? colours.muted : colours.text,
    );
    w.rightAligned(value, margin + tableWidth - 6, w.y + 4.5, 9.5, regular, colours.text);
    w.y += rowHeight;
    w.rule(w.y, margin, tableWidth);
  }
  w.y += 20;

  // Ingredients, allergens in bold.
  w.ensure(40);
  w.paragraph([{ text: words.ingredients, font: bold }], {
    x: margin,
    width: contentWidth,
    size: 12,
    color: colours.accent,
    breakPages: true,
  });
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
    w.paragraph([{ text: words.allergensInBold, font: regular }], {
      x: margin,
      width: contentWidth,
      size: 8,
      color: colours.muted,
      breakPages: true,
    });
  }

  // Footer on every page: company, document, product; the page number when there are several.
  drawFooters(w, w.pages, `${companyName} · ${words.documentTitle} · ${title}`, regular);

  return { data: await doc.save(), filename: fileNameOf(words, vintage) };
}
