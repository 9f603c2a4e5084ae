import { useEffect, useRef } from 'react';
import { useStoreApi } from '../../lib/api/api-context.tsx';
import { useT } from '../../lib/i18n/translate.ts';

/**
 * A JAVASCRIPT menu entry, chosen (docs/pages.md "Where a JavaScript entry's code runs"): a modal dialog holding the
 * entry's own document (`GET /page/{id}/script?idSite=`: a frame sends no header) in a frame sandboxed to
 * `allow-scripts` only. Its code runs in an opaque origin, with no access to the shop (cart, session, storage, the page
 * around it) and no way to navigate it; nothing of it is evaluated in the shop. Loaded only when an entry is chosen.
 */
export function ScriptDialog({ id, title, onClose }: { id: number; title: string; onClose: () => void }) {
  const t = useT();
  const api = useStoreApi();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && typeof element.showModal === 'function' && !element.open) element.showModal();
    else element?.setAttribute('open', '');
  }, []);
  const close = () => (typeof dialog.current?.close === 'function' ? dialog.current.close() : onClose());
  return (
    <dialog ref={dialog} className="script-dialog" aria-label={title} onClose={onClose} data-testid="script-dialog">
      <div className="script-dialog-bar">
        <h2>{title}</h2>
        <button type="button" className="button button-quiet" onClick={close}>
          {t('layout.close')}
        </button>
      </div>
      <iframe
        title={title}
        sandbox="allow-scripts"
        src={api.client.url('pageScript', { params: { id }, query: { idSite: String(api.idSite ?? 0) } })}
      />
    </dialog>
  );
}
