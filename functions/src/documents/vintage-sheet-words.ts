import type { Lang } from '@cellar/shared/i18n/lang';

/**
 * Every word the technical sheet prints, in both languages. Kept beside the document (not in the
 * shared server messages) so they are bundled in the documents Lambda only. Typed: a word missing in
 * one language does not compile. Nutrition wording: Regulation (EU) No 1169/2011 Annex XV, as
 * Regulation (EU) 2021/2117 applies it to wine.
 */
export interface SheetWords {
  documentTitle: string;
  /** File name start: `<fileName>-<product>-<year>.pdf`. */
  fileName: string;
  theWine: string;
  kind: string;
  wineType: string;
  vintage: string;
  nonVintage: string;
  grapes: string;
  alcohol: string;
  capacity: string;
  taste: string;
  servingTemperature: string;
  keeping: string;
  years: (n: number) => string;
  nutritionTitle: string;
  per100ml: string;
  energy: string;
  fat: string;
  saturates: string;
  carbohydrate: string;
  sugars: string;
  protein: string;
  salt: string;
  notGiven: string;
  ingredients: string;
  noIngredients: string;
  allergensInBold: string;
  eLabel: string;
  scanHint: string;
}

export const sheetWords: Record<Lang, SheetWords> = {
  en_US: {
    documentTitle: 'Technical sheet',
    fileName: 'technical-sheet',
    theWine: 'The wine',
    kind: 'Kind',
    wineType: 'Wine type',
    vintage: 'Vintage',
    nonVintage: 'Non-vintage',
    grapes: 'Grapes',
    alcohol: 'Alcohol',
    capacity: 'Capacity',
    taste: 'Taste',
    servingTemperature: 'Serving temperature',
    keeping: 'Keeping',
    years: (n) => (n === 1 ? '1 year' : `${n} years`),
    nutritionTitle: 'Nutrition declaration',
    per100ml: 'per 100 ml',
    energy: 'Energy',
    fat: 'Fat',
    saturates: 'of which saturates',
    carbohydrate: 'Carbohydrate',
    sugars: 'of which sugars',
    protein: 'Protein',
    salt: 'Salt',
    notGiven: '—',
    ingredients: 'Ingredients',
    noIngredients: 'Not given',
    allergensInBold: 'Allergens in bold.',
    eLabel: 'E-label',
    scanHint: 'Scan for the ingredients and the nutrition declaration',
  },
  fr_FR: {
    documentTitle: 'Fiche technique',
    fileName: 'fiche-technique',
    theWine: 'Le vin',
    kind: 'Catégorie',
    wineType: 'Type de vin',
    vintage: 'Millésime',
    nonVintage: 'Non millésimé',
    grapes: 'Cépages',
    alcohol: 'Alcool',
    capacity: 'Contenance',
    taste: 'Goût',
    servingTemperature: 'Température de service',
    keeping: 'Garde',
    years: (n) => (n <= 1 ? `${n} an` : `${n} ans`),
    nutritionTitle: 'Déclaration nutritionnelle',
    per100ml: 'pour 100 ml',
    energy: 'Énergie',
    fat: 'Matières grasses',
    saturates: 'dont acides gras saturés',
    carbohydrate: 'Glucides',
    sugars: 'dont sucres',
    protein: 'Protéines',
    salt: 'Sel',
    notGiven: '—',
    ingredients: 'Ingrédients',
    noIngredients: 'Non renseignés',
    allergensInBold: 'Allergènes en gras.',
    eLabel: 'Étiquette électronique',
    scanHint: 'Scannez pour les ingrédients et la déclaration nutritionnelle',
  },
};
