import type { NomenclatureType } from '@cellar/shared/catalog/nomenclature';
import { keys } from '../data/keys.ts';
import type { Reference } from '../data/references.ts';
import type { SiteId } from '../data/site-id.ts';
import type { AwardRecord, ProductRecord, VintageRecord } from './product-records.ts';

const unknownValue = 'product.unknownNomenclature';

function nomenclature(type: NomenclatureType, id: number, field: string): Reference {
  return { key: keys.nomenclature(type, id), field, message: unknownValue };
}

/**
 * What a product names, each with the request field to blame when it is missing: its kind, grapes,
 * tastes, meals and labels (nomenclature of that type), its feature types (the site's detail types)
 * and, for a BOX, the products in it (of this site, and no box).
 */
export function productReferences(
  site: SiteId,
  product: Pick<ProductRecord, 'kind' | 'grapes' | 'taste' | 'meal' | 'label' | 'features' | 'products'>,
): Reference[] {
  return [
    ...(product.kind === null ? [] : [nomenclature('KIND', product.kind, 'kind')]),
    ...product.grapes.map((grape, i) => nomenclature('GRAPE', grape.id, `grapes.${i}.id`)),
    ...product.taste.map((id) => nomenclature('TASTE', id, 'taste')),
    ...product.meal.map((id) => nomenclature('MEAL', id, 'meal')),
    ...product.label.map((id) => nomenclature('LABEL', id, 'label')),
    ...product.features.map((feature, i): Reference => ({
      key: keys.detailsType(site, feature.idType),
      field: `features.${i}.idType`,
      message: unknownValue,
    })),
    ...product.products.map((line, i): Reference => ({
      key: keys.product(site, line.id),
      field: `products.${i}.id`,
      message: 'product.unknownProduct',
      condition: {
        expression: '#productType <> :box',
        names: { '#productType': 'productType' },
        values: { ':box': 'BOX' },
      },
    })),
  ];
}

/** What a vintage names: its ingredients. */
export function vintageReferences(vintage: Pick<VintageRecord, 'ingredients'>): Reference[] {
  return vintage.ingredients.map((id) => nomenclature('INGREDIENT', id, 'ingredients'));
}

/** A product's link names a customization of its site (which then cannot be deleted). */
export function customizationReference(site: SiteId, idCustomization: number): Reference {
  return {
    key: keys.customization(site, idCustomization),
    field: 'idCustomization',
    message: 'customization.notFound',
  };
}

/** What an award names: its type (AWARD nomenclature). */
export function awardReferences(award: Pick<AwardRecord, 'awardType'>): Reference[] {
  return [nomenclature('AWARD', award.awardType, 'type')];
}
