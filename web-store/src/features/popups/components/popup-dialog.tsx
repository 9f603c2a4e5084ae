import './popup-dialog.css';
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { PopupContent } from '@cellar/shared/content/popup';
import { useT } from '../../../lib/i18n/translate.ts';

const focusable = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A popup as a modal dialog (role="dialog", aria-modal, named by its title): the focus moves into it and back where it
 * was once closed; the close button, Escape or a click outside close it; Tab stays inside. The content is HTML the
 * server sanitised (the rich-text allow-list).
 */
export function PopupDialog({ popup, onClose }: { popup: PopupContent; onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    close.current?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, [onClose]);

  const trapTab = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  const outside = (event: MouseEvent) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <div className="popup-backdrop" onClick={outside} data-testid="popup-backdrop">
      <div
        ref={dialog}
        className="popup-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={trapTab}
      >
        <div className="popup-head">
          <h2 id={titleId}>{popup.title}</h2>
          <button ref={close} type="button" className="popup-close" onClick={onClose} aria-label={t('layout.close')}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="24" height="24">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {popup.image && <img className="popup-image" src={popup.image.url} alt={popup.image.alt} />}
        <div className="popup-content" dangerouslySetInnerHTML={{ __html: popup.content }} />
      </div>
    </div>
  );
}
