import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { authorisedSiteId } from '@cellar/functions/data/site-id';
import { fontService } from '@cellar/functions/services/sites/font-service';
import { siteInformationService } from '@cellar/functions/services/sites/site-information-service';
import { baseFontInputSchema } from '@cellar/shared/site/fonts';
import { siteInformationInputSchema } from '@cellar/shared/site/information';

const require = createRequire(import.meta.url);

/** A real WOFF2 (and WOFF) of the Fontsource packages (SIL Open Font License), latin subset: a few dozen KB. */
async function fontFile(pkg: string, name: string, format: 'woff2' | 'woff') {
  const data = new Uint8Array(await readFile(require.resolve(`${pkg}/files/${name}.${format}`)));
  return { filename: `${name}.${format}`, contentType: `font/${format}`, size: data.byteLength, data };
}

/**
 * Two base fonts (Playfair Display 700, Lora 400), when there are none; the demo site chooses both, titles in
 * Playfair Display, content in Lora (issue 17). The menu keeps the storefront's default.
 */
export async function seedDemoFonts(): Promise<void> {
  if ((await fontService.baseFonts()).list.length > 0) return;
  const playfair = await fontService.createBaseFont(
    baseFontInputSchema.parse({
      family: 'Playfair Display',
      weight: 700,
      style: 'normal',
      file: await fontFile('@fontsource/playfair-display', 'playfair-display-latin-700-normal', 'woff2'),
      fileWoff: await fontFile('@fontsource/playfair-display', 'playfair-display-latin-700-normal', 'woff'),
    }),
  );
  const lora = await fontService.createBaseFont(
    baseFontInputSchema.parse({
      family: 'Lora',
      weight: 400,
      style: 'normal',
      file: await fontFile('@fontsource/lora', 'lora-latin-400-normal', 'woff2'),
    }),
  );
  const site = authorisedSiteId(1);
  await fontService.chooseSiteFonts(site, [playfair.id, lora.id]);
  await fontService.setFont(site, 'TITLE', { family: 'Playfair Display', size: 2.2, weight: 700, colour: '#5a1e2b' });
  await fontService.setFont(site, 'CONTENT', { family: 'Lora', size: 1, weight: 400, colour: '#222222' });
}

/** The demo site's public information (its footer), when it has none. */
export async function seedDemoInformation(): Promise<void> {
  const site = authorisedSiteId(1);
  const current = await siteInformationService.get(site);
  if (current.email || current.phone || current.city) return;
  await siteInformationService.update(
    site,
    siteInformationInputSchema.parse({
      addressLine1: '12 route des Grands Crus',
      postalCode: '21200',
      city: 'Beaune',
      country: 'France',
      phone: '+33 3 80 22 00 00',
      email: 'contact@domaine-des-lilas.example',
      openingHours: {
        MONDAY: '14:00–18:30',
        TUESDAY: '9:30–12:30, 14:00–18:30',
        WEDNESDAY: '9:30–12:30, 14:00–18:30',
        THURSDAY: '9:30–12:30, 14:00–18:30',
        FRIDAY: '9:30–12:30, 14:00–19:00',
        SATURDAY: '9:30–19:00',
      },
      social: {
        facebook: 'https://www.facebook.com/domainedeslilas',
        instagram: 'https://www.instagram.com/domainedeslilas',
      },
    }),
  );
}
