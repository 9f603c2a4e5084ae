import sharp from 'sharp';
import { authorisedSiteId } from '@cellar/functions/data/site-id';
import { albumService } from '@cellar/functions/services/content/album-service';
import { albumImagesUploadSchema, albumInputSchema } from '@cellar/shared/content/album';
import { listQuerySchema } from '@cellar/shared/list-query';

/** 960 × 640 px: big enough for three variant widths (320, 640, 960), small enough for a quick seed. */
const frame = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 640" width="960" height="640">${body}</svg>`;

/** Demo photos drawn in SVG and turned into JPEGs at seed time, so the demo needs no file on disk. */
const drawings = {
  vines: frame(
    `<rect width="960" height="640" fill="#a9cbe8"/><rect y="300" width="960" height="340" fill="#8fae5a"/>${Array.from(
      { length: 10 },
      (_, i) => `<path d="M${-160 + i * 120} 640 L${440 + i * 10} 300" stroke="#4f6d2c" stroke-width="18"/>`,
    ).join('')}<circle cx="800" cy="110" r="60" fill="#f6d365"/>`,
  ),
  barrels: frame(
    `<rect width="960" height="640" fill="#3b2a22"/>${[0, 1, 2]
      .map(
        (i) =>
          `<g transform="translate(${180 + i * 300} 380)"><ellipse rx="130" ry="150" fill="#8a5a35"/><ellipse rx="130" ry="150" fill="none" stroke="#2d2d2d" stroke-width="10"/><ellipse rx="60" ry="72" fill="#6e4528"/></g>`,
      )
      .join('')}`,
  ),
  grapes: frame(
    `<rect width="960" height="640" fill="#efe3c8"/>${Array.from({ length: 15 }, (_, i) => {
      const row = Math.floor(Math.sqrt(2 * i + 0.25) - 0.5);
      const col = i - (row * (row + 1)) / 2;
      return `<circle cx="${480 - row * 38 + col * 76}" cy="${150 + row * 66}" r="40" fill="#5b2a4a"/>`;
    }).join('')}<path d="M480 150 Q470 70 540 40" stroke="#6b4f2a" stroke-width="12" fill="none"/>`,
  ),
};

async function photo(name: string, svg: string) {
  const data = new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer());
  return { filename: `${name}.jpg`, contentType: 'image/jpeg', size: data.byteLength, data };
}

/** The demo site's album, when it has none: three photos of the estate, with their variants (issue 17). */
export async function seedDemoAlbums(): Promise<void> {
  const site = authorisedSiteId(1);
  const { total } = await albumService.list(site, listQuerySchema([], []).parse({}));
  if (total > 0) return;
  const album = await albumService.create(
    site,
    albumInputSchema.parse({ title: 'Le domaine en images', description: 'Les vignes, le chai et les vendanges.' }),
  );
  const uploads = albumImagesUploadSchema.parse({
    images: [
      await photo('vignes', drawings.vines),
      await photo('chai', drawings.barrels),
      await photo('grappes', drawings.grapes),
    ],
    alts: ['Les rangs de vigne au soleil', 'Les barriques du chai', 'Une grappe de gamay'],
  });
  await albumService.addImages(site, album.id, uploads);
}
