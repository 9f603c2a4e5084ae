import { authorisedSiteId } from '@cellar/functions/data/site-id';
import { elementService } from '@cellar/functions/services/content/element-service';
import { elementCreateSchema, elementItemInputSchema } from '@cellar/shared/content/element';

/** Demo event pictures drawn in SVG, so the demo needs no file on disk. */
const barrels = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500"><rect width="800" height="500" fill="#3b2a22"/>${[
  0, 1, 2,
]
  .map(
    (i) =>
      `<g transform="translate(${170 + i * 230} 260)"><ellipse rx="100" ry="130" fill="#8a5a36"/><path d="M-100 -40 H100 M-100 40 H100" stroke="#2b1d16" stroke-width="10"/><ellipse rx="28" ry="36" fill="#6b4429"/></g>`,
  )
  .join('')}</svg>`;
const picnic = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500"><rect width="800" height="500" fill="#cfe3f0"/><path d="M0 300 Q400 230 800 300 V500 H0z" fill="#8fb36a"/><rect x="250" y="330" width="300" height="110" fill="#c8323c"/><path d="M250 360 H550 M250 400 H550 M300 330 V440 M350 330 V440 M400 330 V440 M450 330 V440 M500 330 V440" stroke="#f4efe6" stroke-width="8"/><circle cx="660" cy="110" r="50" fill="#f6d35b"/></svg>`;

function svgImage(name: string, svg: string) {
  const data = new TextEncoder().encode(svg);
  return { filename: `${name}.svg`, contentType: 'image/svg+xml', size: data.byteLength, data };
}

/** The demo site's "Events" element with two items, when it has no element with that route (issue 18). */
export async function seedDemoElements(): Promise<void> {
  const site = authorisedSiteId(1);
  const route = 'evenements';
  const existing = await elementService.list(site);
  if (existing.elements.some((element) => element.route === route)) return;
  const events = await elementService.create(
    site,
    elementCreateSchema.parse({
      route,
      name: 'Événements',
      fields: [
        { type: 'VARCHAR', key: 'title', title: 'Titre', required: true, searchable: true, showInList: true },
        { type: 'DATE', key: 'date', title: 'Date', required: true, showInList: true },
        { type: 'TEXT', key: 'description', title: 'Description', searchable: true, counter: 500 },
        { type: 'IMAGE', key: 'image', title: 'Image' },
        { type: 'PRICE', key: 'price', title: 'Prix', showInList: true },
      ],
    }),
  );
  const items = [
    {
      values: {
        title: 'Dégustation en chai',
        date: '2026-12-12',
        description: 'Nos derniers millésimes goûtés à la barrique, avec le maître de chai.',
        image: { file: 0, alt: 'Des barriques dans le chai' },
        price: 15,
      },
      image: svgImage('degustation-chai', barrels),
    },
    {
      values: {
        title: 'Pique-nique dans les vignes',
        date: '2027-06-19',
        description: 'Un panier du terroir et une bouteille du domaine, au milieu des vignes.',
        image: { file: 0, alt: 'Une nappe à carreaux dans l’herbe' },
        price: 32.5,
      },
      image: svgImage('pique-nique', picnic),
    },
  ];
  for (const item of items)
    await elementService.createItem(
      site,
      events.id,
      elementItemInputSchema.parse({ values: item.values, images: [item.image] }),
      null,
    );
}
