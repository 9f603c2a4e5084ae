import { useRef, useState } from 'react';
import type { AlbumImageView } from '@cellar/shared/content/album';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { useT } from '../../../lib/i18n/translate.ts';
import { AlbumLightbox } from './album-lightbox.tsx';

/** The grid's columns: 2 on a phone, 3 from 40rem, 4 from 64rem (a 72rem page) — what `sizes` tells the browser. */
const thumbnailSizes = '(min-width: 64rem) 18rem, (min-width: 40rem) 33vw, 50vw';

/**
 * The photos of an album in a grid, each a button that opens it large in the lightbox; closing the lightbox puts the
 * focus back on the photo it shows then.
 */
export function AlbumGallery({ title, images }: { title: string; images: readonly AlbumImageView[] }) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const close = () => {
    const shown = open;
    setOpen(null);
    if (shown !== null) buttons.current[shown]?.focus();
  };
  return (
    <>
      <ul className="album-grid" data-testid="album-grid">
        {images.map((image, i) => (
          <li key={image.id}>
            <button
              type="button"
              ref={(node) => {
                buttons.current[i] = node;
              }}
              onClick={() => setOpen(i)}
              aria-label={t('pages.album.open', { n: i + 1, count: images.length, alt: image.alt })}
              aria-haspopup="dialog"
              data-testid={`album-photo-${i}`}
            >
              <ResponsiveImage
                image={image.onlineImage}
                alt={image.alt}
                sizes={thumbnailSizes}
                loading={i < 4 ? 'eager' : 'lazy'}
                className="album-thumbnail"
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && <AlbumLightbox title={title} images={images} index={open} onIndex={setOpen} onClose={close} />}
    </>
  );
}
