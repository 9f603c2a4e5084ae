import { authorisedSiteId } from '@cellar/functions/data/site-id';
import { awardService } from '@cellar/functions/services/content/award-service';
import { nomenclatureService } from '@cellar/functions/services/catalog/nomenclature-service';
import { productService } from '@cellar/functions/services/catalog/product-service';
import { awardInputSchema } from '@cellar/shared/catalog/award';
import { nomenclatureAddSchema, type NomenclatureType } from '@cellar/shared/catalog/nomenclature';
import { productAddSchema, vintageInputSchema } from '@cellar/shared/catalog/product';
import type { UploadedFile } from '@cellar/shared/site/upload';

/**
 * The demo wine shop's catalogue (seeded on the first `npm start`), written through the same rules
 * and services as the admin's calls, so it is exactly what an admin could have made: the global nomenclature, then site
 * 1's wines with vintages, a box, an accessory and an award.
 */

type Entry = { name: string; en?: string; allergen?: boolean; subtype?: 'POLYOL' | 'SUGAR' | 'ORGANIC_ACID' };

const nomenclature: Record<NomenclatureType, Entry[]> = {
  KIND: [
    { name: 'Rouge', en: 'Red' },
    { name: 'Blanc', en: 'White' },
    { name: 'Rosé', en: 'Rosé' },
    { name: 'Effervescent', en: 'Sparkling' },
  ],
  GRAPE: [
    { name: 'Gamay' },
    { name: 'Pinot noir' },
    { name: 'Chardonnay' },
    { name: 'Aligoté' },
    { name: 'Merlot' },
    { name: 'Syrah' },
    { name: 'Cabernet sauvignon' },
    { name: 'Sauvignon blanc' },
  ],
  TASTE: [
    { name: 'Fruité', en: 'Fruity' },
    { name: 'Boisé', en: 'Oaky' },
    { name: 'Minéral', en: 'Mineral' },
    { name: 'Épicé', en: 'Spicy' },
  ],
  MEAL: [
    { name: 'Viandes rouges', en: 'Red meat' },
    { name: 'Volaille', en: 'Poultry' },
    { name: 'Poisson', en: 'Fish' },
    { name: 'Fromages', en: 'Cheese' },
    { name: 'Apéritif', en: 'Aperitif' },
  ],
  LABEL: [
    { name: 'Agriculture biologique', en: 'Organic farming' },
    { name: 'Haute valeur environnementale', en: 'High environmental value' },
  ],
  INGREDIENT: [
    { name: 'Raisins', en: 'Grapes' },
    { name: 'Sulfites', en: 'Sulphites', allergen: true },
    { name: 'Acide tartrique', en: 'Tartaric acid', subtype: 'ORGANIC_ACID' },
    { name: 'Saccharose', en: 'Sucrose', subtype: 'SUGAR' },
  ],
  AWARD: [
    { name: 'Médaille d’or', en: 'Gold medal' },
    { name: 'Médaille d’argent', en: 'Silver medal' },
    { name: 'Presse', en: 'Press' },
  ],
  MEAL_ICON: [],
};

/** A bottle drawn in SVG, in the wine's colour: demo images need no file on disk. */
export function bottle(name: string, colour: string): UploadedFile {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 400" width="400" height="800"><rect width="200" height="400" fill="#f6f1ea"/><path d="M88 30h24v70c0 14 30 28 30 60v210a10 10 0 0 1-10 10H68a10 10 0 0 1-10-10V160c0-32 30-46 30-60z" fill="${colour}"/><rect x="66" y="210" width="68" height="90" rx="4" fill="#fffaf0"/><text x="100" y="262" font-family="Georgia, serif" font-size="11" text-anchor="middle" fill="#3b2f2f">${name}</text></svg>`;
  const data = new TextEncoder().encode(svg);
  return {
    filename: `${name.toLowerCase().replace(/[^a-z]+/g, '-')}.svg`,
    contentType: 'image/svg+xml',
    size: data.byteLength,
    data,
  };
}

/** The ids of the seeded entries, by type and French name. */
type Ids = (type: NomenclatureType, name: string) => number;

async function seedNomenclature(): Promise<Ids> {
  const existing = await nomenclatureService.list(undefined);
  for (const [type, entries] of Object.entries(nomenclature) as Array<[NomenclatureType, Entry[]]>) {
    for (const entry of entries) {
      if (existing.some((e) => e.type === type && e.name === entry.name)) continue;
      const input = nomenclatureAddSchema.parse({
        type,
        name: entry.name,
        translations: entry.en ? { en_US: entry.en } : undefined,
        allergen: entry.allergen,
        subtype: entry.subtype,
      });
      existing.push(await nomenclatureService.create(input));
    }
  }
  return (type, name) => {
    const found = existing.find((e) => e.type === type && e.name === name);
    if (!found) throw new Error(`seed: no ${type} ${name}`);
    return found.id;
  };
}

const nutrition = (sugar: number) => ({
  fat: 0,
  saturated: 0,
  carbohydrates: sugar + 0.2,
  sugar,
  salt: 0,
  proteins: 0.1,
});

/** What every demo wine (and the benches' wines) shares: a 75 cl bottle of 1.3 kg, sold by the bottle, shipped. */
export const demoWine = {
  productType: 'WINE',
  multipleOf: 1,
  weight: 1.3,
  hasShippingFees: true,
  isVintage: true,
  capacity: 75,
  capacityUnit: 'cl',
} as const;

/** Answers the id of the first vintage of its first wine (Cuvée des Lilas 2021): the demo QR code's e-label. */
export async function seedDemoCatalogue(): Promise<number> {
  const id = await seedNomenclature();
  const site = authorisedSiteId(1);
  const ingredients = [id('INGREDIENT', 'Raisins'), id('INGREDIENT', 'Acide tartrique'), id('INGREDIENT', 'Sulfites')];
  const wine = (name: string, colour: string, fields: Record<string, unknown>) =>
    productAddSchema.parse({
      ...demoWine,
      name,
      ingredients,
      images: [bottle(name, colour)],
      imageMeta: [{ file: 0, alt: `Bouteille de ${name}` }],
      ...fields,
    });

  const lilas = await productService.create(
    site,
    wine('Cuvée des Lilas', '#5b1a2b', {
      description:
        'Un gamay de coteaux, souple et fruité, élevé douze mois en fûts anciens. Nez de cerise noire et de pivoine.',
      metaDescription: 'Cuvée des Lilas, vin rouge du Domaine des Lilas : gamay souple et fruité.',
      price: 14.5,
      year: 2021,
      quantity: 48,
      kind: id('KIND', 'Rouge'),
      grapes: [{ id: id('GRAPE', 'Gamay'), percent: 100 }],
      taste: [id('TASTE', 'Fruité')],
      meal: [id('MEAL', 'Viandes rouges'), id('MEAL', 'Fromages')],
      label: [id('LABEL', 'Agriculture biologique')],
      alcoholLevel: 13,
      nutrition: nutrition(0.4),
      temperature: '15–16 °C',
      keepingYears: 6,
      tags: ['bio', 'gamay'],
    }),
  );
  await productService.createVintage(
    site,
    lilas.id,
    vintageInputSchema.parse({
      year: 2022,
      price: 15.9,
      capacity: 75,
      capacityUnit: 'cl',
      sellByMultipleOf: 1,
      quantity: 120,
      alcoholLevel: 13.5,
      nutrition: nutrition(0.3),
      ingredients,
    }),
  );
  await awardService.create(
    site,
    awardInputSchema.parse({
      city: { city: 'Mâcon', postalCode: '71000' },
      idProduct: lilas.id,
      type: id('AWARD', 'Médaille d’or'),
      title: 'Concours des grands vins de Mâcon',
      year: 2023,
    }),
    'fr_FR',
  );

  const craie = await productService.create(
    site,
    wine('Blanc de Craie', '#d9c36a', {
      description: 'Chardonnay et aligoté sur sols calcaires : tendu, salin, une finale d’agrumes.',
      price: 18,
      year: 2023,
      quantity: 60,
      kind: id('KIND', 'Blanc'),
      grapes: [
        { id: id('GRAPE', 'Chardonnay'), percent: 85 },
        { id: id('GRAPE', 'Aligoté'), percent: 15 },
      ],
      taste: [id('TASTE', 'Minéral')],
      meal: [id('MEAL', 'Poisson')],
      alcoholLevel: 12.5,
      nutrition: nutrition(1.2),
      temperature: '10–12 °C',
      keepingYears: 4,
      tags: ['chardonnay'],
    }),
  );
  const rose = await productService.create(
    site,
    wine('Rosé d’été', '#e8a0a6', {
      description: 'Un rosé de pressurage direct, gourmand et désaltérant, pour les soirs d’été.',
      price: 11.9,
      year: 2024,
      quantity: 200,
      multipleOf: 6,
      kind: id('KIND', 'Rosé'),
      grapes: [
        { id: id('GRAPE', 'Gamay'), percent: 60 },
        { id: id('GRAPE', 'Pinot noir'), percent: 40 },
      ],
      taste: [id('TASTE', 'Fruité')],
      meal: [id('MEAL', 'Apéritif')],
      alcoholLevel: 12,
      nutrition: nutrition(2),
      tags: ['été'],
    }),
  );
  await productService.create(
    site,
    wine('Crémant des Lilas', '#efe3b0', {
      description: 'Méthode traditionnelle, dix-huit mois sur lattes : bulles fines, notes de brioche.',
      price: 16.5,
      isVintage: false,
      quantity: 90,
      kind: id('KIND', 'Effervescent'),
      grapes: [
        { id: id('GRAPE', 'Chardonnay'), percent: 70 },
        { id: id('GRAPE', 'Pinot noir'), percent: 30 },
      ],
      meal: [id('MEAL', 'Apéritif')],
      alcoholLevel: 12,
      nutrition: nutrition(8),
      ingredients: [...ingredients, id('INGREDIENT', 'Saccharose')],
    }),
  );
  await productService.create(
    site,
    productAddSchema.parse({
      productType: 'BOX',
      name: 'Coffret découverte',
      description: 'Trois bouteilles pour découvrir le domaine : un rouge, un blanc, un rosé.',
      price: 42,
      multipleOf: 3,
      weight: 4.2,
      hasShippingFees: true,
      products: [
        { id: lilas.id, quantity: 1 },
        { id: craie.id, quantity: 1 },
        { id: rose.id, quantity: 1 },
      ],
      sku: 'COF-DEC-3',
      images: [bottle('Coffret', '#8a5a44')],
      imageMeta: [{ file: 0, alt: 'Coffret découverte de trois bouteilles' }],
    }),
  );
  await productService.create(
    site,
    productAddSchema.parse({
      productType: 'OTHER',
      name: 'Tire-bouchon sommelier',
      description: 'Le tire-bouchon à double levier du domaine, manche en bois d’olivier.',
      price: 24,
      weight: 0.15,
      hasShippingFees: true,
      setQuantity: true,
      quantity: 30,
      images: [bottle('Tire-bouchon', '#6b4f3a')],
      imageMeta: [{ file: 0, alt: 'Tire-bouchon sommelier à manche en olivier' }],
    }),
  );
  return lilas.vintages[0]!.id;
}
