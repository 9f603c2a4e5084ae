import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '@cellar/functions/data/dynamo';
import { keys } from '@cellar/functions/data/keys';
import { authorisedSiteId } from '@cellar/functions/data/site-id';
import { productRepository } from '@cellar/functions/repositories/product-repository';
import { nomenclatureService } from '@cellar/functions/services/catalog/nomenclature-service';
import { productService } from '@cellar/functions/services/catalog/product-service';
import { productAddSchema } from '@cellar/shared/catalog/product';
import type { NomenclatureType } from '@cellar/shared/catalog/nomenclature';
import { bottle, demoWine } from '../seed-catalogue.ts';
import type { BenchStack } from './bench-stack.ts';
import type { OurSide } from './peer-flows.ts';

/**
 * Our side of the side-by-side bench, on a fresh local stack seeded with the demo (site 1, Domaine
 * des Lilas, 6 products): wines added up to `products` (through the product service, as an admin's
 * form would: a vintage, a price, one bottle image, a stock of a million), the demo wines' stock
 * raised, a GENERAL discount code created through the admin API, and Colissimo's id read from the
 * storefront's carrier list. Answers what the flows need.
 */

const site = 1;
const stock = 1_000_000;
export const benchDiscountCode = 'BANC5';

const heads = ['Clos', 'Coteau', 'Cuvée', 'Terrasses', 'Réserve'];
const places = [
  'des Brumes',
  'de la Source',
  'du Moulin',
  'des Pierres Dorées',
  'de Fleurie',
  'du Vieux Chêne',
  'des Aubépines',
  'de la Garenne',
  'du Bois Joli',
  'des Grillons',
  'de Saint-Amour',
  'du Pressoir',
  'des Crayères',
  'de la Chapelle',
  'des Chailloux',
  'du Martinet',
  'des Roches Noires',
  'de Montmelas',
  'des Écureuils',
  'du Vallon',
];
/** Kind, colour of the bottle, grapes (French names of the demo's nomenclature), taste and meal. */
const styles = [
  { kind: 'Rouge', colour: '#5b1a2b', grapes: ['Gamay'], taste: 'Fruité', meal: 'Viandes rouges' },
  { kind: 'Blanc', colour: '#d9c36a', grapes: ['Chardonnay'], taste: 'Minéral', meal: 'Poisson' },
  { kind: 'Rouge', colour: '#4a1020', grapes: ['Pinot noir'], taste: 'Boisé', meal: 'Volaille' },
  { kind: 'Rosé', colour: '#e8a0a6', grapes: ['Gamay', 'Pinot noir'], taste: 'Fruité', meal: 'Apéritif' },
  { kind: 'Rouge', colour: '#3d0c1a', grapes: ['Syrah'], taste: 'Épicé', meal: 'Viandes rouges' },
  { kind: 'Blanc', colour: '#e3d38a', grapes: ['Sauvignon blanc'], taste: 'Minéral', meal: 'Fromages' },
];

async function nomenclatureIds(): Promise<(type: NomenclatureType, name: string) => number> {
  const entries = await nomenclatureService.list(undefined);
  return (type, name) => {
    const found = entries.find((e) => e.type === type && e.name === name);
    if (!found) throw new Error(`bench seed: no ${type} ${name} in the demo nomenclature`);
    return found.id;
  };
}

/** Adds wines to site 1 until it has `count` products; answers how many were added. */
export async function seedProductsUpTo(count: number): Promise<number> {
  const siteId = authorisedSiteId(site);
  const missing = count - (await productRepository.catalogue(siteId)).length;
  if (missing <= 0) return 0;
  const id = await nomenclatureIds();
  const ingredients = [id('INGREDIENT', 'Raisins'), id('INGREDIENT', 'Sulfites')];
  for (let i = 0; i < missing; i++) {
    const name = `${heads[Math.floor(i / places.length) % heads.length]} ${places[i % places.length]}`;
    const style = styles[i % styles.length]!;
    const share = Math.floor(100 / style.grapes.length);
    await productService.create(
      siteId,
      productAddSchema.parse({
        ...demoWine,
        name,
        description: `${name} : un ${style.kind.toLowerCase()} du domaine, ${style.grapes.join(' et ').toLowerCase()}.`,
        price: Math.round((9.9 + ((i * 7) % 30)) * 100) / 100,
        year: 2017 + (i % 8),
        quantity: stock,
        alcoholLevel: 12.5 + (i % 3) * 0.5,
        nutrition: { fat: 0, saturated: 0, carbohydrates: 0.6, sugar: 0.4, salt: 0, proteins: 0.1 },
        ingredients,
        kind: id('KIND', style.kind),
        grapes: style.grapes.map((grape, g) => ({
          id: id('GRAPE', grape),
          percent: g === 0 ? 100 - share * (style.grapes.length - 1) : share,
        })),
        taste: [id('TASTE', style.taste)],
        meal: [id('MEAL', style.meal)],
        images: [bottle(name, style.colour)],
        imageMeta: [{ file: 0, alt: `Bouteille de ${name}` }],
      }),
    );
  }
  return missing;
}

/** Sets every vintage of the site's wines to `quantity` (as the order bench does): orders never run out. */
async function raiseStock(quantity: number): Promise<void> {
  const siteId = authorisedSiteId(site);
  for (const { product, vintages } of await productRepository.catalogue(siteId)) {
    for (const vintage of vintages) {
      if (vintage.quantity >= quantity) continue;
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.vintage(siteId, product.id, vintage.id),
          UpdateExpression: 'SET quantity = :q',
          ExpressionAttributeValues: { ':q': quantity },
        }),
      );
    }
  }
}

async function api<T>(stack: BenchStack, path: string, init: RequestInit = {}): Promise<T> {
  const answer = await fetch(`${stack.apiUrl}${path}`, {
    ...init,
    headers: {
      idsite: String(site),
      'content-type': 'application/json',
      authorization: `Bearer ${stack.adminToken}`,
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${answer.status} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** Seeds and prepares the stack; answers what the flows of our side need. */
export async function prepareOurSide(stack: BenchStack, products = 100): Promise<OurSide & { added: number }> {
  const added = await seedProductsUpTo(products);
  await raiseStock(stock);
  await api(stack, '/admin/discount', {
    method: 'POST',
    body: JSON.stringify({
      label: 'Banc d’essai −5 %',
      code: benchDiscountCode,
      type: 'PERCENT',
      destinationType: 'GENERAL',
      detailType: 'PRODUCTS',
      amount: 5,
      total: 0,
      valid: true,
      usableOnce: false,
    }),
  });
  const { carriers } = await api<{ carriers: Array<{ id: number; name: string }> }>(stack, '/list/carrier');
  const colissimo = carriers.find((c) => c.name === 'Colissimo');
  if (!colissimo) throw new Error('bench: the demo has no Colissimo carrier');
  const catalogue = await productRepository.catalogue(authorisedSiteId(site));
  // Wines sold by the bottle (a cart of 2 + 1 bottles must be a valid one), valid, with a valid vintage.
  const wines = catalogue
    .filter(
      ({ product, vintages }) =>
        product.productType === 'WINE' &&
        product.valid &&
        (product.multipleOf ?? 1) === 1 &&
        vintages.some((v) => v.valid) &&
        vintages.every((v) => (v.sellByMultipleOf ?? 1) === 1),
    )
    .map(({ product }) => product.id);
  const lilas = catalogue.find(({ product }) => product.name === 'Cuvée des Lilas');
  return {
    added,
    site,
    pageProduct: lilas?.product.id ?? wines[0]!,
    journey: { site, wines, idCarrier: colissimo.id, discountCode: benchDiscountCode },
  };
}
