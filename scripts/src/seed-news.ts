import { authorisedSiteId } from '@cellar/functions/data/site-id';
import { newsService } from '@cellar/functions/services/content/news-service';
import { newsInputSchema } from '@cellar/shared/content/news';
import { listQuerySchema } from '@cellar/shared/list-query';

/** Demo news images drawn in SVG, so the demo needs no file on disk. */
const harvest = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500"><rect width="800" height="500" fill="#efe3c8"/><path d="M0 330 Q400 260 800 330 V500 H0z" fill="#7d9a5a"/>${[
  0, 1, 2, 3, 4,
]
  .map(
    (i) =>
      `<g transform="translate(${120 + i * 140} 300)"><circle r="16" fill="#5b2a4a"/><circle cx="18" r="16" fill="#6b3358"/><circle cx="9" cy="22" r="16" fill="#4e2240"/></g>`,
  )
  .join('')}</svg>`;
const tasting = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500"><rect width="800" height="500" fill="#2f2330"/>${[
  0, 1, 2,
]
  .map(
    (i) =>
      `<g transform="translate(${220 + i * 180} 160)"><path d="M-50 0 H50 Q50 110 0 120 Q-50 110 -50 0z" fill="#f3eef4" opacity="0.85"/><path d="M-46 50 H46 Q40 112 0 118 Q-40 112 -46 50z" fill="#8c1c3a"/><rect x="-4" y="120" width="8" height="110" fill="#f3eef4"/><rect x="-40" y="228" width="80" height="8" rx="4" fill="#f3eef4"/></g>`,
  )
  .join('')}</svg>`;
const cellarDoor = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500"><rect width="800" height="500" fill="#d8cdbd"/><path d="M250 500 V220 Q400 80 550 220 V500z" fill="#6a4a36"/><path d="M400 130 V500" stroke="#3e2a1e" stroke-width="8"/><circle cx="380" cy="340" r="10" fill="#c9a44c"/><circle cx="420" cy="340" r="10" fill="#c9a44c"/></svg>`;

function svgImage(name: string, svg: string) {
  const data = new TextEncoder().encode(svg);
  return { filename: `${name}.svg`, contentType: 'image/svg+xml', size: data.byteLength, data };
}

/** The demo site's news, when it has none: three items, the harvest one promoted (issue 17). */
export async function seedDemoNews(): Promise<void> {
  const site = authorisedSiteId(1);
  const { total } = await newsService.list(site, listQuerySchema([], []).parse({}));
  if (total > 0) return;
  const items = [
    {
      title: 'Portes ouvertes au caveau',
      metaDescription: 'Deux jours de portes ouvertes au Domaine des Lilas : dégustation et visite des caves.',
      shortDescription: 'Visite des caves et dégustation les 12 et 13 avril.',
      description:
        '<p>Le domaine ouvre ses portes les <strong>12 et 13 avril</strong> : visite des caves, dégustation des derniers millésimes et rencontre avec les vignerons.</p>',
      image: svgImage('portes-ouvertes', cellarDoor),
      alt: 'La porte du caveau',
    },
    {
      title: 'Soirée dégustation des blancs',
      metaDescription: 'Une soirée pour découvrir nos vins blancs, accords mets et vins compris.',
      shortDescription: 'Nos blancs, servis avec les fromages de la ferme voisine.',
      description:
        '<p>Le premier vendredi de chaque mois, nous servons nos vins blancs avec les fromages de la ferme voisine. Sur réservation.</p>',
      image: svgImage('degustation', tasting),
      alt: 'Trois verres de vin',
    },
    {
      title: 'Les vendanges 2025 ont commencé',
      metaDescription: 'Les vendanges 2025 du Domaine des Lilas : un millésime prometteur, cueilli à la main.',
      shortDescription: 'Un millésime prometteur, cueilli à la main.',
      description:
        '<p>Les premières grappes de gamay sont rentrées au chai ce matin. Les raisins sont sains et mûrs : <em>un millésime prometteur</em>.</p>',
      image: svgImage('vendanges', harvest),
      alt: 'Des grappes de raisin sur la vigne',
      promoted: true,
    },
  ];
  // Written oldest first: the promoted harvest news is the newest.
  for (const item of items) await newsService.create(site, newsInputSchema.parse(item));
}
