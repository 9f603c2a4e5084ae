import { PDFDocument, StandardFonts } from 'pdf-lib';
import { create } from 'qrcode/lib/core/qrcode.js';
import { describe, expect, it } from 'vitest';
import type { VintageDetails } from '@cellar/shared/catalog/product-view';
import { pdfLinks, pdfText, pdfTextRuns } from '../../../scripts/src/test/pdf-text.ts';
import { qrPath } from './qr-path.ts';
import { formatEnergy, formatNutrient, renderVintageSheet } from './vintage-sheet.ts';
import { sheetWords } from './vintage-sheet-words.ts';
import { winAnsiSanitizer } from './win-ansi.ts';

const vintage = (over: Partial<VintageDetails> = {}): VintageDetails => ({
  id: 101,
  year: 2022,
  price: 12.5,
  discount: null,
  discountedPrice: 12.5,
  capacity: 75,
  capacityUnit: 'cl',
  sellByMultipleOf: 6,
  inStock: true,
  alcoholLevel: 12.5,
  nutrition: { fat: 0, saturated: 0, carbohydrates: 0.6, sugar: 0.3, proteins: 0.1, salt: 0.01 },
  energy: { kj: 291.11, kcal: 70.24 },
  ingredients: [
    { id: 1, name: 'Raisins', allergen: false, subtype: null },
    { id: 2, name: 'Sulfites', allergen: true, subtype: null },
    { id: 3, name: 'acide tartrique', allergen: false, subtype: 'ORGANIC_ACID' },
  ],
  variation1: null,
  variation2: null,
  variation3: null,
  idProduct: 5,
  productName: 'Cuvée du Château',
  kind: { id: 1, name: 'Rouge' },
  grapes: [
    { id: 1, name: 'Merlot', percent: 60 },
    { id: 2, name: 'Syrah', percent: 40 },
  ],
  taste: [{ id: 1, name: 'Fruité' }],
  winetype: 'Tranquille',
  temperature: '16–18 °C',
  keepingYears: 10,
  ...over,
});

const url = 'https://www.domaine-des-lilas.fr/e-label/101';
const sheet = (lang: 'fr_FR' | 'en_US', over: Partial<VintageDetails> = {}, companyName = 'Domaine des Lilas') =>
  renderVintageSheet({ lang, companyName, eLabelUrl: url, vintage: vintage(over) });

describe('the technical sheet of a vintage', () => {
  it('is one A4 page of PDF, titled and in the request’s language', async () => {
    const { data } = await sheet('fr_FR');
    expect(Buffer.from(data.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(data);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(doc.getTitle()).toBe('Fiche technique — Cuvée du Château 2022');
    expect(doc.getAuthor()).toBe('Domaine des Lilas');
  });

  it('prints every label in French, with French numbers', async () => {
    const text = pdfText((await sheet('fr_FR')).data);
    for (const word of [
      'FICHE TECHNIQUE',
      'Domaine des Lilas',
      'Cuvée du Château',
      'Catégorie',
      'Cépages',
      'Merlot 60 %, Syrah 40 %',
      'Alcool',
      '12,5 % vol',
      'Contenance',
      '75 cl',
      'Goût',
      'Température de service',
      '16–18 °C',
      'Garde',
      '10 ans',
    ]) {
      expect(text, word).toContain(word);
    }
    for (const word of [
      'Déclaration nutritionnelle',
      'pour 100 ml',
      'Énergie',
      '291 kJ / 70 kcal',
      'Matières grasses',
      'dont acides gras saturés',
      'Glucides',
      '0,6 g',
      'dont sucres',
      '< 0,5 g',
      'Protéines',
      'Sel',
      '< 0,01 g',
      'Ingrédients',
      'Allergènes en gras',
      'Étiquette électronique',
    ]) {
      expect(text, word).toContain(word);
    }
    expect(text).not.toMatch(/Grapes|Energy|Ingredients/);
  });

  it('prints every label in English, with English numbers', async () => {
    const text = pdfText((await sheet('en_US')).data);
    for (const word of [
      'TECHNICAL SHEET',
      'Kind',
      'Wine type',
      'Vintage',
      'Grapes',
      'Merlot 60%, Syrah 40%',
      'Alcohol',
      '12.5% vol',
      'Capacity',
      'Taste',
      'Serving temperature',
      'Keeping',
      '10 years',
    ]) {
      expect(text, word).toContain(word);
    }
    for (const word of [
      'Nutrition declaration',
      'per 100 ml',
      'Energy',
      '291 kJ / 70 kcal',
      'Fat',
      'of which saturates',
      'Carbohydrate',
      '0.6 g',
      'of which sugars',
      '< 0.5 g',
      'Protein',
      'Salt',
      '< 0.01 g',
      'Ingredients',
      'Allergens in bold',
      'E-label',
    ]) {
      expect(text, word).toContain(word);
    }
    expect(text).not.toMatch(/Cépages|Énergie|Ingrédients/);
  });

  it('has the same words in both languages', () => {
    expect(Object.keys(sheetWords.fr_FR).sort()).toEqual(Object.keys(sheetWords.en_US).sort());
    for (const lang of ['fr_FR', 'en_US'] as const) {
      for (const [key, value] of Object.entries(sheetWords[lang]))
        if (typeof value === 'string') expect(value.trim(), `${lang} ${key}`).not.toBe('');
    }
  });

  it('puts the allergens in bold, the other ingredients not', async () => {
    const runs = pdfTextRuns((await sheet('fr_FR')).data);
    const sulfites = runs.find((run) => run.text === 'Sulfites');
    expect(sulfites?.font).toMatch(/Bold/);
    const others = runs.find((run) => run.text.startsWith('Raisins'));
    expect(others?.font).not.toMatch(/Bold/);
  });

  it('draws the QR code of the e-label and prints and links its address', async () => {
    const { data } = await sheet('en_US');
    expect(
      pdfTextRuns(data)
        .map((run) => run.text)
        .join(''),
    ).toContain(url);
    expect(pdfLinks(data)).toEqual([url, url]);
    // The modules drawn are the QR code of that address (error correction M).
    const { modules } = create(url, { errorCorrectionLevel: 'M' });
    const path = qrPath(url);
    expect(path.size).toBe(modules.size);
    const drawn = [...path.path.matchAll(/M(\d+) (\d+)h(\d+)/g)].reduce((sum, match) => sum + Number(match[3]), 0);
    expect(drawn).toBe(modules.data.reduce((sum, bit) => sum + bit, 0));
  });

  it('prints accents, € and œ, and what WinAnsi cannot encode as its closest letter or "?"', async () => {
    const { data } = await sheet(
      'fr_FR',
      { productName: 'Cuvée Œuvre du Château — 12 € · Vinařství Κτήμα 🍷' },
      'Ch\u00e2teau d’Œuf',
    );
    const text = pdfText(data);
    expect(text).toContain('Cuvée Œuvre du Château — 12 € · Vinarství ????? ?');
    expect(text).toContain('Château d’Œuf');
  });

  it('leaves out what the vintage does not give, and says so in the nutrition table', async () => {
    const text = pdfText(
      (
        await sheet('en_US', {
          year: null,
          kind: null,
          winetype: null,
          temperature: null,
          keepingYears: null,
          taste: [],
          grapes: [],
          alcoholLevel: null,
          energy: null,
          nutrition: {},
          ingredients: [],
        })
      ).data,
    );
    expect(text).toContain('Non-vintage');
    expect(text).not.toMatch(/Kind|Wine type|Grapes|Serving temperature|Keeping|Alcohol|Allergens in bold/);
    expect(text).toContain('Energy —');
    expect(text).toContain('Ingredients Not given');
  });

  it('goes on to a second page, numbered, when the ingredients do not fit', async () => {
    const ingredients = Array.from({ length: 900 }, (_, i) => ({
      id: i,
      name: `ingrédient ${i}`,
      allergen: i % 7 === 0,
      subtype: null,
    }));
    const { data } = await sheet('fr_FR', { ingredients });
    const doc = await PDFDocument.load(data);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    expect(pdfText(data)).toContain(`1/${doc.getPageCount()}`);
    expect(pdfText(data)).toContain('ingrédient 899');
  });

  it('names the file after the document, the wine and its year', async () => {
    expect((await sheet('fr_FR')).filename).toBe('Fiche technique Cuvée du Château 2022.pdf');
    expect((await sheet('en_US', { productName: 'A/B: "test"?', year: null })).filename).toBe(
      'Technical sheet A B test.pdf',
    );
  });
});

describe('nutrition figures (rounded as the EU guidance on tolerances asks)', () => {
  const en = sheetWords.en_US;
  it('rounds fat, carbohydrate, sugars and protein', () => {
    expect(formatNutrient(12.44, 'macro', 'en_US', en)).toBe('12\u00a0g');
    expect(formatNutrient(2.46, 'macro', 'fr_FR', en)).toBe('2,5\u00a0g');
    expect(formatNutrient(0.3, 'macro', 'en_US', en)).toBe('<\u00a00.5\u00a0g');
    expect(formatNutrient(0, 'macro', 'en_US', en)).toBe('0\u00a0g');
    expect(formatNutrient(undefined, 'macro', 'en_US', en)).toBe('—');
  });
  it('rounds saturates and salt', () => {
    expect(formatNutrient(0.05, 'saturates', 'en_US', en)).toBe('<\u00a00.1\u00a0g');
    expect(formatNutrient(0.25, 'saturates', 'en_US', en)).toBe('0.3\u00a0g');
    expect(formatNutrient(1.26, 'salt', 'en_US', en)).toBe('1.3\u00a0g');
    expect(formatNutrient(0.014, 'salt', 'fr_FR', en)).toBe('0,01\u00a0g');
    expect(formatNutrient(0.01, 'salt', 'en_US', en)).toBe('<\u00a00.01\u00a0g');
  });
  it('gives the energy in whole kJ and kcal', () => {
    expect(formatEnergy({ kj: 291.11, kcal: 70.24 }, en)).toBe('291\u00a0kJ / 70\u00a0kcal');
    expect(formatEnergy(null, en)).toBe('—');
  });
});

describe('WinAnsi text', () => {
  it('keeps what Helvetica can print and replaces the rest', async () => {
    const doc = await PDFDocument.create();
    const safe = winAnsiSanitizer((await doc.embedFont(StandardFonts.Helvetica)).getCharacterSet());
    expect(safe('Cuvée Château € œ Œ ’ “ ” … – —')).toBe('Cuvée Château € œ Œ ’ “ ” … – —');
    expect(safe('12\u202f345\u2009%')).toBe('12\u00a0345 %');
    expect(safe('−5 ﬁne ő ł')).toBe('-5 fine o ?');
    expect(safe('Κτήμα 🍷')).toBe('????? ?');
    expect(safe('a\nb\u200bc')).toBe('a bc');
  });
});
