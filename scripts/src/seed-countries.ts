import { readFile } from 'node:fs/promises';
import { parseCityFile } from '@cellar/functions/services/shipping/city-file';
import { countryService } from '@cellar/functions/services/shipping/country-service';
import { franceId } from '@cellar/shared/shipping/countries';

/**
 * The countries of the data file (`shared/src/shipping/country-data.ts`) with France's departments,
 * and a few hundred French cities for the demo: `seed-cities-fr.csv` holds the 250 most populous
 * communes and the wine villages (Beaune, Pauillac, Épernay, Saint-Émilion…), one line per postal
 * code, taken once from the official administrative division (the @etalab/decoupage-administratif
 * package, 2024). The full list of ~39 000 communes comes by the super-admin's import
 * (`PUT /admin/cities/parse/250` then `/insert/250`), which reads the same format.
 */
export async function seedCountries(): Promise<void> {
  await countryService.seedCountries();
  const text = await readFile(new URL('./seed-cities-fr.csv', import.meta.url), 'utf8');
  const { rows, errors } = parseCityFile(franceId, text);
  if (errors.length > 0)
    throw new Error(`seed-cities-fr.csv: ${errors.length} bad lines, first at line ${errors[0]!.line}`);
  await countryService.insertRows(franceId, rows);
}
