import { authorisedSiteId } from '@cellar/functions/data/site-id';
import { boxService } from '@cellar/functions/services/shipping/box-service';
import { globalBoxInputSchema, siteBoxInputSchema } from '@cellar/shared/shipping/boxes';

/**
 * The demo boxes (seeded on the first `npm start`), written through the same rules and services as
 * the admin's calls: site 0's global boxes (Vignoble Export's and La Ruche's ranges), then site 1's
 * own shipping boxes — bottles of 75 cl by 1, 2, 3, 6 and 12, magnums by 1 and 3, and a 2 kg
 * envelope for accessories. Dimensions are outer sizes in cm of corrugated boxes with pulp or
 * cardboard inserts, weights those of the empty box in kg. Site 1 chooses Vignoble Export's
 * 6-bottle box.
 */
const globalBoxes = [
  {
    type: 'VIGNOBLE_EXPORT',
    name: 'Vignoble Export 6 bouteilles',
    mainType: 'BOTTLE',
    bottleBoxCapacity: 6,
    bottleCapacity: 75,
    width: 28,
    height: 38,
    depth: 19,
    boxWeight: 1.3,
  },
  {
    type: 'VIGNOBLE_EXPORT',
    name: 'Vignoble Export 12 bouteilles',
    mainType: 'BOTTLE',
    bottleBoxCapacity: 12,
    bottleCapacity: 75,
    width: 36,
    height: 38,
    depth: 28,
    boxWeight: 2.1,
  },
  {
    type: 'LA_RUCHE',
    name: 'La Ruche 3 bouteilles',
    mainType: 'BOTTLE',
    bottleBoxCapacity: 3,
    bottleCapacity: 75,
    width: 30,
    height: 37,
    depth: 11,
    boxWeight: 0.7,
  },
];

const siteBoxes = [
  {
    name: 'Carton 1 bouteille',
    mainType: 'BOTTLE',
    bottleBoxCapacity: 1,
    bottleCapacity: 75,
    width: 12,
    height: 40,
    depth: 12,
    boxWeight: 0.35,
    quantity: 40,
  },
  {
    name: 'Carton 2 bouteilles',
    mainType: 'BOTTLE',
    bottleBoxCapacity: 2,
    bottleCapacity: 75,
    width: 22,
    height: 40,
    depth: 12,
    boxWeight: 0.55,
    quantity: 40,
  },
  {
    name: 'Carton 3 bouteilles',
    mainType: 'BOTTLE',
    bottleBoxCapacity: 3,
    bottleCapacity: 75,
    width: 32,
    height: 40,
    depth: 12,
    boxWeight: 0.75,
    quantity: 30,
  },
  {
    name: 'Carton 6 bouteilles',
    mainType: 'BOTTLE',
    bottleBoxCapacity: 6,
    bottleCapacity: 75,
    width: 27,
    height: 37,
    depth: 19,
    boxWeight: 1.0,
    quantity: 60,
  },
  {
    name: 'Carton 12 bouteilles',
    mainType: 'BOTTLE',
    bottleBoxCapacity: 12,
    bottleCapacity: 75,
    width: 35,
    height: 37,
    depth: 27,
    boxWeight: 1.7,
    quantity: 25,
  },
  {
    name: 'Carton 1 magnum',
    mainType: 'BOTTLE',
    bottleBoxCapacity: 1,
    bottleCapacity: 150,
    width: 14,
    height: 45,
    depth: 14,
    boxWeight: 0.5,
    quantity: 15,
  },
  {
    name: 'Carton 3 magnums',
    mainType: 'BOTTLE',
    bottleBoxCapacity: 3,
    bottleCapacity: 150,
    width: 40,
    height: 45,
    depth: 14,
    boxWeight: 1.1,
    quantity: 10,
  },
  {
    name: 'Enveloppe 2 kg',
    mainType: 'WEIGHT',
    weightBoxCapacity: 2,
    width: 35,
    height: 25,
    depth: 5,
    boxWeight: 0.05,
    quantity: 100,
  },
];

/** Creates the demo boxes; answers the ids of site 1's boxes by name (the demo carrier names them). */
export async function seedDemoBoxes(): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const box of globalBoxes) ids[box.name] = (await boxService.createGlobal(globalBoxInputSchema.parse(box))).id;
  const lilas = authorisedSiteId(1);
  for (const box of siteBoxes) ids[box.name] = (await boxService.create(lilas, siteBoxInputSchema.parse(box))).id;
  await boxService.choose(lilas, [ids['Vignoble Export 6 bouteilles']!]);
  return ids;
}
