import * as z from 'zod';

/**
 * The widths a raster image is resized to when it is stored (never wider than the original): a phone takes 320 or
 * 640 px, a desktop column 960 or 1280, a full-width banner 1920.
 */
export const imageVariantWidths = [320, 640, 960, 1280, 1920] as const;

/** The formats of the variants, newest first: a `<picture>` offers AVIF, then WebP, then the original. */
export const imageVariantFormats = ['avif', 'webp'] as const;
export type ImageVariantFormat = (typeof imageVariantFormats)[number];

/**
 * An image as the storefront shows it: the original (`url`, what a browser without `srcset` takes), its size when
 * known (the box is reserved before it loads) and a `srcset` per variant format. An SVG has no variants: empty
 * `srcset`s, the original serves every width.
 */
export const responsiveImageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** `"<url> 320w, <url> 640w, …"` of the WebP variants; empty when there are none. */
  srcset: z.string(),
  /** The same in AVIF. */
  avifSrcset: z.string(),
});
export type ResponsiveImage = z.infer<typeof responsiveImageSchema>;
