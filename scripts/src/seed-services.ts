import { authorisedSiteId } from '@cellar/functions/data/site-id';
import { serviceService } from '@cellar/functions/services/content/service-service';
import { serviceInputSchema } from '@cellar/shared/content/service';
import { listQuerySchema } from '@cellar/shared/list-query';

/** A guided tasting drawn in SVG, so the demo needs no file on disk. */
const tasting = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500"><rect width="800" height="500" fill="#e9dfd0"/><path d="M0 380 H800 V500 H0z" fill="#6a4a36"/>${[
  0, 1, 2, 3,
]
  .map(
    (i) =>
      `<g transform="translate(${160 + i * 160} 200)"><path d="M-40 0 H40 Q40 90 0 98 Q-40 90 -40 0z" fill="#fff" opacity="0.9"/><path d="M-37 45 H37 Q32 92 0 96 Q-32 92 -37 45z" fill="#8c1c3a"/><rect x="-3" y="98" width="6" height="80" fill="#fff"/></g>`,
  )
  .join('')}</svg>`;

/** The demo site's service, when it has none: a guided tasting (issue 17). */
export async function seedDemoServices(): Promise<void> {
  const site = authorisedSiteId(1);
  const { total } = await serviceService.list(site, listQuerySchema([], []).parse({}));
  if (total > 0) return;
  const data = new TextEncoder().encode(tasting);
  await serviceService.create(
    site,
    serviceInputSchema.parse({
      title: 'Visite et dégustation commentée',
      metaDescription: 'Une heure dans nos caves avec le vigneron, puis la dégustation de quatre vins du domaine.',
      price: 15,
      tags: ['Visite', 'Dégustation'],
      images: [{ filename: 'degustation.svg', contentType: 'image/svg+xml', size: data.byteLength, data }],
      imageMeta: [{ file: 0, alt: 'Quatre verres de vin rouge' }],
    }),
  );
}
