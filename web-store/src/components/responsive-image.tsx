import type { ResponsiveImage as Image } from '@cellar/shared/site/responsive-image';

export interface ResponsiveImageProps {
  image: Image;
  /** How wide the image shows, for the browser to pick a variant (`(min-width: 960px) 50vw, 100vw`). */
  sizes: string;
  /** `lazy` below the fold; the screen's largest image is `eager` with `fetchPriority="high"`. */
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
  /** Alternative text when the image has none of its own (a decorative image passes ''). */
  alt?: string;
  testId?: string;
}

/**
 * A stored image as a `<picture>`: AVIF first, then WebP, the original in `<img>` for browsers without either; its
 * width and height reserve the box before it loads. An image without variants (an SVG) is a plain `<img>`.
 */
export function ResponsiveImage({
  image,
  sizes,
  loading = 'lazy',
  fetchPriority,
  className,
  alt,
  testId,
}: ResponsiveImageProps) {
  const img = (
    <img
      src={image.url}
      alt={image.alt || alt || ''}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      className={className}
      data-testid={testId}
    />
  );
  if (image.srcset === '' && image.avifSrcset === '') return img;
  return (
    <picture>
      {image.avifSrcset !== '' && <source type="image/avif" srcSet={image.avifSrcset} sizes={sizes} />}
      {image.srcset !== '' && <source type="image/webp" srcSet={image.srcset} sizes={sizes} />}
      {img}
    </picture>
  );
}
