import { authorisedSiteId } from '@cellar/functions/data/site-id';
import { libraryService } from '@cellar/functions/services/pages/library-service';
import { pageImageService } from '@cellar/functions/services/pages/page-image-service';
import { pageService } from '@cellar/functions/services/pages/page-service';
import type { ComponentSlug } from '@cellar/shared/pages/components';
import type { DraftContent, DraftLayout } from '@cellar/shared/pages/normalise-page';
import type { LayoutType } from '@cellar/shared/pages/page-document';
import { pageImageUploadSchema } from '@cellar/shared/pages/page-image';
import { pageInputSchema } from '@cellar/shared/pages/page-rules';

/** Demo images drawn in SVG, so the demo needs no file on disk. */
const vineyard = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500"><rect width="800" height="500" fill="#dbe7f0"/><circle cx="640" cy="110" r="56" fill="#f4d58d"/><path d="M0 260 Q200 200 400 250 T800 230 V500 H0z" fill="#9db386"/><path d="M0 320 Q220 270 420 310 T800 300 V500 H0z" fill="#6f8f55"/>${[
  0, 1, 2, 3, 4, 5,
]
  .map(
    (row) =>
      `<path d="M${-40 + row * 10} ${350 + row * 26} Q400 ${320 + row * 30} ${840 - row * 10} ${340 + row * 28}" stroke="#3f5a2c" stroke-width="${4 + row}" fill="none" stroke-dasharray="2 ${14 - row}"/>`,
  )
  .join('')}</svg>`;
const cellar = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500"><rect width="800" height="500" fill="#3b2a24"/><path d="M0 500 V200 Q400 20 800 200 V500z" fill="#5a4037"/>${[
  0, 1, 2, 3,
]
  .map(
    (i) =>
      `<g transform="translate(${110 + i * 170} 330)"><ellipse rx="70" ry="62" fill="#8a5a3c"/><ellipse rx="70" ry="62" fill="none" stroke="#2b1d17" stroke-width="6"/><ellipse rx="26" ry="22" fill="#6b442d"/></g>`,
  )
  .join('')}</svg>`;

async function image(site: ReturnType<typeof authorisedSiteId>, name: string, svg: string, alt: string) {
  const data = new TextEncoder().encode(svg);
  const input = pageImageUploadSchema.parse({
    image: { filename: `${name}.svg`, contentType: 'image/svg+xml', size: data.byteLength, data },
    name,
    alt,
  });
  return pageImageService.upload(site, input);
}

const text = (title: string, html: string): DraftContent => ({ type: 'ENTITY', title, content: html });
const layout = (type: LayoutType, contents: DraftContent[], extra: Partial<DraftLayout> = {}): DraftLayout => ({
  type,
  contents,
  ...extra,
});
const spacing = (top: number, bottom = top) => ({ top, bottom });

/**
 * The demo site's pages (issue 14): a home page, "Le domaine", "Nos vins" (the product list component) and "Nous
 * trouver" (the click-and-collect places), built through the same rules and services as the admin's calls. Written
 * when site 1 has no page at all, so a data folder seeded before pages existed gets them too.
 */
export async function seedDemoPages(idContactForm: number | null = null): Promise<void> {
  const site = authorisedSiteId(1);
  if ((await pageService.tree(site)).pages.length > 0) return;
  const library = await libraryService.list(site);
  const component = (slug: ComponentSlug, componentConf: Record<string, unknown> = {}): DraftContent => {
    const entry = library.find((entry) => entry.slug === slug);
    if (!entry) throw new Error(`The demo library has no ${slug} component`);
    return { type: 'COMPONENT', idComponent: entry.id, componentConf: { ...entry.settings, ...componentConf } };
  };
  const vines = await image(site, 'vignes', vineyard, 'Les rangs de vigne du domaine au printemps');
  const chai = await image(site, 'chai', cellar, 'Les fûts de chêne dans le chai');
  const photo = (picture: { id: number; alt: string }) => ({
    type: 'ENTITY' as const,
    images: [{ idImage: picture.id, alt: picture.alt }],
  });
  const wide = { parameters: { computer: { padding: spacing(48) }, mobile: { padding: spacing(24) } } };

  const pages = [
    {
      title: 'Accueil',
      url: 'accueil',
      menuTitle: 'Accueil',
      menuIcon: 'home',
      metaDescription: 'Domaine des Lilas, vigneron en Anjou : nos vins, notre domaine et nos points de retrait.',
      layouts: [
        layout(
          'ONE_COLUMN',
          [
            text(
              'Bienvenue au Domaine des Lilas',
              '<p>Depuis trois générations, nous cultivons nos vignes en Anjou et vinifions au domaine des vins de terroir, blancs, rouges et rosés.</p>',
            ),
          ],
          { parameters: { computer: { padding: spacing(64), background: { type: 'COLOR', color: '#F6F1EA' } } } },
        ),
        layout(
          'TWO_COLUMN',
          [
            photo(vines),
            text(
              'Un vignoble vivant',
              '<p>Nos 18 hectares sont conduits en agriculture biologique : enherbement, taille douce et vendanges à la main.</p><p><a href="/le-domaine">Découvrir le domaine</a></p>',
            ),
          ],
          wide,
        ),
        layout('ONE_COLUMN', [
          component('call-to-action', {
            text: 'Nos vins vous attendent, livrés chez vous ou à retirer au domaine.',
            buttonLabel: 'Voir nos vins',
            url: '/nos-vins',
          }),
        ]),
      ],
    },
    {
      title: 'Le domaine',
      url: 'le-domaine',
      menuTitle: 'Le domaine',
      menuIcon: 'grape',
      metaDescription:
        'Le Domaine des Lilas : notre histoire, notre terroir de schistes et notre façon de faire le vin.',
      layouts: [
        layout(
          'TWO_COLUMN',
          [
            text(
              'Notre histoire',
              '<p>Le domaine est né en 1962 quand nos grands-parents ont planté leurs premiers rangs de chenin sur les coteaux du Layon.</p>',
            ),
            photo(chai),
          ],
          wide,
        ),
        layout('THREE_COLUMN', [
          text('Le terroir', '<p>Des schistes et des grès qui donnent aux vins leur tension minérale.</p>'),
          text('La vigne', '<p>Chenin, cabernet franc et grolleau, taillés et vendangés à la main.</p>'),
          text('Le chai', '<p>Des levures indigènes, un élevage sur lies, en cuve et en fût.</p>'),
        ]),
      ],
    },
    {
      title: 'Nos vins',
      url: 'nos-vins',
      menuTitle: 'Nos vins',
      menuIcon: 'bottle',
      metaDescription: 'Les vins du Domaine des Lilas : blancs, rouges, rosés et coffrets, livrés ou à retirer.',
      layouts: [layout('ONE_COLUMN', [component('product-list')])],
    },
    {
      title: 'Nous trouver',
      url: 'nous-trouver',
      menuTitle: 'Nous trouver',
      menuIcon: 'map-pin',
      metaDescription: 'Venez nous voir au domaine : adresses de retrait, horaires d’ouverture et contact.',
      layouts: [
        layout(
          'TWO_COLUMN',
          [
            component('click-and-collect-places'),
            component('contact-form', idContactForm ? { idForm: idContactForm } : {}),
          ],
          wide,
        ),
      ],
    },
  ];
  for (const [index, page] of pages.entries())
    await pageService.create(site, pageInputSchema.parse({ ...page, order: index + 1, showInMenu: true }));
}
