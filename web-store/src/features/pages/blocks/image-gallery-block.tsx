import type { CSSProperties } from 'react';
import type { ComponentConfig } from '@cellar/shared/pages/components';
import { ownMediaUrl } from '../page-style.ts';

/** The 'image-gallery' component: the chosen page images in a grid of `columns` (two at most on a phone). */
export function ImageGalleryBlock({ config }: { config: Partial<ComponentConfig<'image-gallery'>> }) {
  const columns = config.columns ?? 3;
  const images = (config.images ?? []).filter((image) => ownMediaUrl(image.url));
  if (images.length === 0) return null;
  return (
    <ul
      className="pg-gallery"
      style={{ '--gallery-cols': String(columns) } as CSSProperties}
      data-cols={columns}
      data-testid="image-gallery"
    >
      {images.map((image) => (
        <li key={image.idImage}>
          <img src={image.url} alt={image.alt} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  );
}
