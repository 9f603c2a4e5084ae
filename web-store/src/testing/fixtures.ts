/** Products as the storefront API answers them (shared/src/catalog/product-view.ts). */
import type { StoreDeclination, StoreProductDetail, StoreProductSummary } from '@cellar/shared/catalog/product-view';

export function summary(overrides: Partial<StoreProductSummary> = {}): StoreProductSummary {
  return {
    id: 1,
    productType: 'WINE',
    name: 'Cuvée des Lilas',
    price: 12.5,
    discount: null,
    discountedPrice: 12.5,
    priceFrom: false,
    image: { url: '/media/sites/1/product/1/a.png', alt: 'Bottle of Cuvée des Lilas, red label' },
    kind: { id: 3, name: 'Rouge' },
    year: 2019,
    isVintage: true,
    inStock: true,
    ...overrides,
  };
}

export function declination(overrides: Partial<StoreDeclination> = {}): StoreDeclination {
  return {
    id: 11,
    year: 2019,
    price: 12.5,
    discount: null,
    discountedPrice: 12.5,
    capacity: 75,
    capacityUnit: 'cl',
    sellByMultipleOf: 6,
    inStock: true,
    alcoholLevel: 13.5,
    nutrition: { fat: 0, saturated: 0, carbohydrates: 2.6, sugar: 0.6, proteins: 0.1, salt: 0 },
    energy: { kj: 318, kcal: 76 },
    ingredients: [
      { id: 1, name: 'Raisins', allergen: false, subtype: null },
      { id: 2, name: 'Sulfites', allergen: true, subtype: null },
      { id: 3, name: 'Acide tartrique', allergen: false, subtype: 'ORGANIC_ACID' },
    ],
    variation1: null,
    variation2: null,
    variation3: null,
    ...overrides,
  };
}

export function detail(overrides: Partial<StoreProductDetail> = {}): StoreProductDetail {
  return {
    id: 1,
    productType: 'WINE',
    name: 'Cuvée des Lilas',
    description: 'Un rouge de garde.\nÉlevé 12 mois en fût.',
    metaDescription: null,
    price: 12.5,
    discount: null,
    discountedPrice: 12.5,
    sellByMultipleOf: 1,
    isVintage: true,
    inStock: true,
    images: [{ url: '/media/sites/1/product/1/a.png', alt: 'Bottle of Cuvée des Lilas, red label' }],
    kind: { id: 3, name: 'Rouge' },
    grapes: [
      { id: 21, name: 'Merlot', percent: 60 },
      { id: 22, name: 'Syrah', percent: 40 },
    ],
    taste: [{ id: 31, name: 'Fruité' }],
    meal: [{ id: 41, name: 'Gibier', icon: null }],
    label: [{ id: 51, name: 'Bio' }],
    winetype: 'Tranquille',
    temperature: '16-18 °C',
    keepingYears: 8,
    tags: [],
    features: [{ type: { id: 61, name: 'Terroir' }, value: 'Argilo-calcaire' }],
    awards: [
      {
        id: 71,
        title: 'Médaille d’or',
        year: 2021,
        type: { id: 72, name: 'Concours de Paris' },
        description: null,
        image: { url: '/media/award.png', alt: 'Gold medal' },
      },
    ],
    declinations: [
      declination({
        id: 11,
        year: 2019,
        price: 20,
        discount: { type: 'PERCENT', amount: 10 },
        discountedPrice: 18,
        sellByMultipleOf: 6,
      }),
      declination({ id: 12, year: 2020, price: 15, discountedPrice: 15, sellByMultipleOf: 3, inStock: false }),
    ],
    variations: [],
    products: [],
    reference: null,
    ...overrides,
  };
}
