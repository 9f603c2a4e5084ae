import { authorisedSiteId } from '@cellar/functions/data/site-id';
import { homeCardService } from '@cellar/functions/services/content/home-card-service';
import { homeCardInputSchema } from '@cellar/shared/content/home-card';

/** Rows of vines on a hillside drawn in SVG, so the demo needs no file on disk. */
const vines = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500"><rect width="800" height="500" fill="#cfe3ef"/><circle cx="650" cy="110" r="55" fill="#f4d27a"/><path d="M0 260 Q400 170 800 250 V500 H0z" fill="#7c9a4e"/>${[
  0, 1, 2, 3, 4, 5,
]
  .map((i) => `<path d="M${i * 140 - 40} 500 L${i * 130 + 60} 250" stroke="#3f5a26" stroke-width="14"/>`)
  .join('')}</svg>`;

/** The demo site's home card, when it has none (issue 17). */
export async function seedDemoHomeCards(): Promise<void> {
  const site = authorisedSiteId(1);
  if ((await homeCardService.list(site)).list.length > 0) return;
  const data = new TextEncoder().encode(vines);
  await homeCardService.create(
    site,
    homeCardInputSchema.parse({
      title: 'Le domaine',
      description:
        '<p>Trois générations de vignerons sur les coteaux, une vigne conduite sans désherbant et des vendanges ' +
        'à la main.</p>',
      order: 1,
      images: [{ filename: 'vignes.svg', contentType: 'image/svg+xml', size: data.byteLength, data }],
      imageMeta: [{ file: 0, alt: 'Des rangs de vignes sur un coteau au soleil' }],
    }),
  );
}
