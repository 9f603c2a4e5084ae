import sharp from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createVariants, imageKeys, responsiveImage, variantWidths } from './image-variants.ts';

const stored = new Map<string, { data: Uint8Array; contentType: string }>();

vi.mock('../../repositories/media-repository.ts', () => ({
  mediaRepository: {
    put: async (key: string, data: Uint8Array, contentType: string) => void stored.set(key, { data, contentType }),
    remove: async (key: string) => void stored.delete(key),
    url: (key: string | null) => (key ? `https://media.test/${key}` : null),
  },
}));

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7a1f3d' } })
    .png()
    .toBuffer();

beforeEach(() => stored.clear());

describe('image variants', () => {
  it('resizes a 2000×1000 PNG to every standard width, in WebP and AVIF', async () => {
    const variants = await createVariants('sites/1/news/a.png', await png(2000, 1000), 'image/png');
    expect(variants).toEqual({ width: 2000, height: 1000, widths: [320, 640, 960, 1280, 1920] });
    expect([...stored.keys()].sort()).toEqual(
      [320, 640, 960, 1280, 1920].flatMap((w) => [`sites/1/news/a-${w}.avif`, `sites/1/news/a-${w}.webp`]).sort(),
    );
    const small = stored.get('sites/1/news/a-640.webp')!;
    expect(small.contentType).toBe('image/webp');
    expect(await sharp(small.data).metadata()).toMatchObject({ format: 'webp', width: 640, height: 320 });
    expect((await sharp(stored.get('sites/1/news/a-320.avif')!.data).metadata()).format).toBe('heif');
  });

  it('never upscales: a 500 px image gives 320 and its own 500', async () => {
    expect((await createVariants('k/b.jpg', await png(500, 400), 'image/png')).widths).toEqual([320, 500]);
    expect(variantWidths(200)).toEqual([200]);
    expect(variantWidths(1920)).toEqual([320, 640, 960, 1280, 1920]);
  });

  it('gives an SVG no variants (it scales by itself)', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(await createVariants('k/c.svg', svg, 'image/svg+xml')).toEqual({ width: null, height: null, widths: [] });
    expect(stored.size).toBe(0);
  });

  it('builds the srcsets from the recorded widths, and empty ones for an old record', () => {
    const view = responsiveImage({ key: 'k/d.png', alt: 'Chai', width: 700, height: 350, widths: [320, 640] });
    expect(view).toEqual({
      url: 'https://media.test/k/d.png',
      alt: 'Chai',
      width: 700,
      height: 350,
      srcset: 'https://media.test/k/d-320.webp 320w, https://media.test/k/d-640.webp 640w',
      avifSrcset: 'https://media.test/k/d-320.avif 320w, https://media.test/k/d-640.avif 640w',
    });
    expect(responsiveImage({ key: 'k/e.png', alt: '' })).toMatchObject({ srcset: '', avifSrcset: '', width: null });
    expect(imageKeys({ key: 'k/d.png', widths: [320] })).toEqual(['k/d.png', 'k/d-320.avif', 'k/d-320.webp']);
  });
});
