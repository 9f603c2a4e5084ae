import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, sendForm, signIn, type FormFile } from '../../scripts/src/test/api.ts';
import { pdfLinks, pdfText, pdfTextRuns } from '../../scripts/src/test/pdf-text.ts';

/**
 * The documents route group (issue 5) through the local gateway on the real local parts: the
 * technical sheet of a vintage as a PDF, in the request's language, with its e-label's QR code.
 */
const { logins, apiUrl, env } = inject('fixtures');
let admin1: string;
let superAdmin: string;

/** A 1×1 red PNG. */
const png: FormFile = {
  name: 'bottle.png',
  type: 'image/png',
  bytes: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
};
const run = Date.now().toString(36);
const storeUrl = (env.STORE_WEB_URL ?? 'http://localhost:5174').replace(/\/+$/, '');
const ids = { kind: 0, grape1: 0, grape2: 0, ingredient: 0, allergen: 0 };
/** Vintages of site 1: shown, of an invalid vintage, of an invalid product. */
const vintages = { shown: 0, invalidVintage: 0, invalidProduct: 0 };

async function nomenclature(type: string, name: string, extra: Record<string, unknown> = {}): Promise<number> {
  const answer = await call('POST', '/super-admin/nomenclature', { token: superAdmin, body: { type, name, ...extra } });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data.id;
}

const wine = (over: Record<string, unknown> = {}) => ({
  productType: 'WINE',
  name: `Cuvée du Château ${run}`,
  description: 'Un rouge du domaine',
  price: 12.5,
  multipleOf: 6,
  weight: 1.3,
  hasShippingFees: true,
  isVintage: true,
  year: 2022,
  capacity: 75,
  capacityUnit: 'cl',
  kind: ids.kind,
  grapes: [
    { id: ids.grape1, percent: 60 },
    { id: ids.grape2, percent: 40 },
  ],
  alcoholLevel: 12.5,
  nutrition: { sugar: 0.3, fat: 0, saturated: 0, carbohydrates: 0.6, proteins: 0.1, salt: 0.01 },
  ingredients: [ids.ingredient, ids.allergen],
  temperature: '16-18 °C',
  keepingYears: 10,
  quantity: 24,
  imageMeta: [{ file: 0, alt: 'Bouteille' }],
  ...over,
});

/** Creates a wine on a site and answers its first vintage's id. */
async function wineVintage(
  fields: Record<string, unknown>,
  site: number,
  token: string,
): Promise<{ idProduct: number; idVintage: number }> {
  const answer = await sendForm('POST', '/admin/product', fields, [png], { token, idSite: site });
  expect(answer.status, answer.raw).toBe(200);
  return { idProduct: answer.body.data.id, idVintage: answer.body.data.vintages[0].id };
}

interface PdfAnswer {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
}

async function getPdf(idVintage: number | string, site: number, lang: 'fr_FR' | 'en_US' = 'en_US'): Promise<PdfAnswer> {
  const answer = await fetch(`${apiUrl}/v2/vintage/pdf/${idVintage}`, {
    headers: { idsite: String(site), userlang: lang },
  });
  return { status: answer.status, headers: answer.headers, bytes: new Uint8Array(await answer.arrayBuffer()) };
}

const json = (answer: PdfAnswer) => JSON.parse(Buffer.from(answer.bytes).toString('utf8'));

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  superAdmin = await signIn(logins.superAdmin.email, logins.superAdmin.password);
  ids.kind = await nomenclature('KIND', `Red ${run}`, { translations: { fr_FR: `Rouge ${run}` } });
  ids.grape1 = await nomenclature('GRAPE', `Merlot ${run}`);
  ids.grape2 = await nomenclature('GRAPE', `Syrah ${run}`);
  ids.ingredient = await nomenclature('INGREDIENT', `Grapes ${run}`, { translations: { fr_FR: `Raisins ${run}` } });
  ids.allergen = await nomenclature('INGREDIENT', `Sulphites ${run}`, {
    allergen: true,
    translations: { fr_FR: `Sulfites ${run}` },
  });
  vintages.shown = (await wineVintage(wine(), 1, admin1)).idVintage;

  vintages.invalidVintage = (await wineVintage(wine({ name: `Hidden vintage ${run}` }), 1, admin1)).idVintage;
  expect(
    (
      await call('PUT', `/admin/vintage/valid/${vintages.invalidVintage}`, {
        token: admin1,
        idSite: 1,
        body: { valid: false },
      })
    ).status,
  ).toBe(200);

  const invalidProduct = await wineVintage(wine({ name: `Hidden product ${run}` }), 1, admin1);
  vintages.invalidProduct = invalidProduct.idVintage;
  expect(
    (
      await call('PUT', `/admin/product/valid/${invalidProduct.idProduct}`, {
        token: admin1,
        idSite: 1,
        body: { valid: false },
      })
    ).status,
  ).toBe(200);
});

describe('GET /v2/vintage/pdf/{id}: the technical sheet of a vintage', () => {
  it('answers a cacheable A4 PDF with its file name', async () => {
    const answer = await getPdf(vintages.shown, 1, 'fr_FR');
    expect(answer.status).toBe(200);
    expect(Buffer.from(answer.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    const disposition = answer.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(
      /^inline; filename="Fiche technique Cuvee du Chateau [a-z0-9]+ 2022\.pdf"; filename\*=UTF-8''/,
    );
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(
      `Fiche technique Cuvée du Château ${run} 2022.pdf`,
    );
    const doc = await PDFDocument.load(answer.bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize().width).toBeCloseTo(595.28, 1);
  });

  it('holds the product, its company, grapes, energy and ingredients in French, allergens in bold', async () => {
    const info = (await call('GET', '/site/info', { idSite: 1 })).body.data;
    const answer = await getPdf(vintages.shown, 1, 'fr_FR');
    const text = pdfText(answer.bytes);
    expect(text).toContain(info.companyName);
    expect(text).toContain(`Cuvée du Château ${run}`);
    expect(text).toContain(`2022 · Rouge ${run}`);
    expect(text).toContain(`Merlot ${run} 60 %, Syrah ${run} 40 %`);
    expect(text).toContain('12,5 % vol');
    expect(text).toContain('Énergie 291 kJ / 70 kcal');
    expect(text).toContain('dont sucres < 0,5 g');
    const runs = pdfTextRuns(answer.bytes);
    expect(runs.find((r) => r.text === `Sulfites ${run}`)?.font).toMatch(/Bold/);
    expect(runs.find((r) => r.text.startsWith(`Raisins ${run}`))?.font).not.toMatch(/Bold/);
  });

  it('speaks English on an English request', async () => {
    const bytes = (await getPdf(vintages.shown, 1, 'en_US')).bytes;
    const text = pdfText(bytes);
    expect(text).toContain('TECHNICAL SHEET');
    expect(text).toContain(`2022 · Red ${run}`);
    expect(text).toContain('Energy 291 kJ / 70 kcal');
    expect(
      pdfTextRuns(bytes)
        .map((r) => r.text)
        .join(''),
    ).toContain(`Grapes ${run}, Sulphites ${run}.`);
  });

  it('points its QR code at the e-label on the storefront, with ?site=, for a site without an address', async () => {
    const bytes = (await getPdf(vintages.shown, 1)).bytes;
    const target = `${storeUrl}/e-label/${vintages.shown}?site=1`;
    expect(
      pdfTextRuns(bytes)
        .map((r) => r.text)
        .join(''),
    ).toContain(target);
    expect(pdfLinks(bytes)).toContain(target);
  });

  it('points its QR code at the site’s own address when the site has one', async () => {
    const host = `www.cuvee-${run}.example`;
    const site = await call('POST', '/site', {
      token: superAdmin,
      body: { name: `Clos ${run}`, url: `https://${host}`, defaultLang: 'fr_FR' },
    });
    expect(site.status, site.raw).toBe(201);
    const { idVintage } = await wineVintage(wine(), site.body.data.id, superAdmin);
    const bytes = (await getPdf(idVintage, site.body.data.id)).bytes;
    const target = `https://${host}/e-label/${idVintage}`;
    expect(
      pdfTextRuns(bytes)
        .map((r) => r.text)
        .join(''),
    ).toContain(target);
    expect(pdfLinks(bytes)).toContain(target);
  });

  it('answers 404 in the envelope for an unknown vintage, an invalid one, one of an invalid product and another site’s', async () => {
    for (const [id, site] of [
      [999_999, 1],
      [vintages.invalidVintage, 1],
      [vintages.invalidProduct, 1],
      [vintages.shown, 2],
    ] as const) {
      const answer = await getPdf(id, site);
      expect(answer.status, `${id} on site ${site}`).toBe(404);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(json(answer)).toEqual({ success: false, message: 'Vintage not found', data: {} });
    }
  });

  it('answers 400 in the envelope for an id that is not a number', async () => {
    const answer = await getPdf('abc', 1);
    expect(answer.status).toBe(400);
    expect(json(answer).data.errors.id).toBeDefined();
  });
});
