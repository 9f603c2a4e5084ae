import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { AlbumImageView } from '@cellar/shared/content/album';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { useT } from '../../../lib/i18n/translate.ts';

export interface AlbumLightboxProps {
  title: string;
  images: readonly AlbumImageView[];
  index: number;
  onIndex: (index: number) => void;
  /** The gallery puts the focus back on the photo that opened the lightbox. */
  onClose: () => void;
}

/** A horizontal move longer than this (px) is a swipe. */
const swipeDistance = 40;

const focusables = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('button:not([disabled])')];

/**
 * One photo of the album, large, in a modal dialog: ← and → (or the buttons, or a swipe) go to the previous and next
 * photo, going round at the ends; Escape (or Close) closes it. The focus stays inside while it is open (Tab goes
 * round its buttons) and the page behind does not scroll.
 */
export function AlbumLightbox({ title, images, index, onIndex, onClose }: AlbumLightboxProps) {
  const t = useT();
  const dialog = useRef<HTMLDivElement>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const image = images[index]!;
  const go = (step: number) => onIndex((index + step + count) % count);

  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'Tab') {
      const inside = focusables(dialog.current!);
      const at = inside.indexOf(document.activeElement as HTMLElement);
      const next = (at + (event.shiftKey ? -1 : 1) + inside.length) % inside.length;
      inside[next]?.focus();
    } else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) > swipeDistance && Math.abs(dx) > Math.abs(event.clientY - from.y)) go(dx < 0 ? 1 : -1);
  };

  return (
    <div className="album-lightbox-backdrop" data-testid="album-lightbox-backdrop">
      <div
        ref={dialog}
        className="album-lightbox"
        role="dialog"
        aria-modal="true"
        aria-label={t('pages.album.dialog', { title, n: index + 1, count })}
        aria-describedby="album-lightbox-hint"
        onKeyDown={onKeyDown}
        data-testid="album-lightbox"
      >
        <button type="button" className="album-lightbox-close" onClick={onClose} data-autofocus>
          {t('pages.album.close')}
        </button>
        <figure
          className="album-lightbox-figure"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (start.current = null)}
          data-testid="album-lightbox-figure"
        >
          <ResponsiveImage
            key={image.id}
            image={image.onlineImage}
            alt={image.alt}
            sizes="100vw"
            loading="eager"
            className="album-lightbox-image"
            testId="album-lightbox-image"
          />
          <figcaption aria-live="polite">
            <span className="muted">{t('pages.album.position', { n: index + 1, count })}</span> {image.alt}
          </figcaption>
        </figure>
        {count > 1 && (
          <>
            <button
              type="button"
              className="album-lightbox-prev"
              onClick={() => go(-1)}
              aria-label={t('pages.album.previous')}
            >
              ‹
            </button>
            <button
              type="button"
              className="album-lightbox-next"
              onClick={() => go(1)}
              aria-label={t('pages.album.next')}
            >
              ›
            </button>
          </>
        )}
        <p id="album-lightbox-hint" className="visually-hidden">
          {t('pages.album.hint')}
        </p>
      </div>
    </div>
  );
}
