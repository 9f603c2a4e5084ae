import { api } from './api.ts';
import { tinyPng } from './tiny-png.ts';

/** The id of a wine kind of the global nomenclature (`Rouge`, `Blanc`…). */
export async function kindId(name: string): Promise<number> {
  return (await api<{ items: Array<{ id: number; name: string }> }>('GET', '/list/KIND')).items.find(
    (k) => k.name === name,
  )!.id;
}

/** A WINE of site 1 with one 2022 vintage of `quantity` bottles (75 cl) at `price`, as the admin's product form sends
 * it. */
export async function createWine(
  admin: string,
  name: string,
  options: { price: number; quantity: number; kind: number },
): Promise<{ id: number; vintages: Array<{ id: number }> }> {
  const form = new FormData();
  const fields: Record<string, unknown> = {
    productType: 'WINE',
    name,
    description: 'Un vin de test.',
    isVintage: true,
    multipleOf: 1,
    weight: 1.3,
    hasShippingFees: true,
    kind: options.kind,
    imageMeta: [{ file: 0, alt: `Bouteille de ${name}` }],
    year: 2022,
    price: options.price,
    capacity: 75,
    capacityUnit: 'cl',
    quantity: options.quantity,
    alcoholLevel: 12.5,
  };
  for (const [key, value] of Object.entries(fields))
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  form.append('images', new Blob([tinyPng], { type: 'image/png' }), 'bottle.png');
  return api('POST', '/admin/product', { token: admin, form });
}
