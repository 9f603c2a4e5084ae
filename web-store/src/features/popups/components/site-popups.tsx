import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { popupShowsOn, type PublicPopup } from '@cellar/shared/content/popup';
import { stripContentLang } from '@cellar/shared/i18n/content-lang';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { popupContentQuery, popupsQuery } from '../api/popup-queries.ts';
import { markSeen, wasSeen } from './popup-memory.ts';
import { PopupDialog } from './popup-dialog.tsx';

/** The path as the popups list their pages: without the language's prefix (`/de_DE/products` → `/products`). */
const sitePath = (pathname: string) => stripContentLang(pathname);
const today = () => new Date().toISOString().slice(0, 10);

/** The popup that is open, its content once read. */
function OpenPopup({ popup, onClose }: { popup: PublicPopup; onClose: () => void }) {
  const content = useQuery(popupContentQuery(useStoreApi(), popup.id));
  // A content that cannot be read is no reason to bother the visitor: nothing shows.
  return content.data ? <PopupDialog popup={content.data} onClose={onClose} /> : null;
}

/**
 * The site's popups by their rules (loaded after the first paint, layout/after-first-paint.tsx): on this page, between
 * its dates, after its delay, once per visitor or once per visit; one at a time.
 */
export function SitePopups() {
  const api = useStoreApi();
  const { pathname } = useLocation();
  const popups = useQuery(popupsQuery(api));
  const [open, setOpen] = useState<PublicPopup | null>(null);

  useEffect(() => {
    if (open || api.idSite === null || !popups.data) return;
    const idSite = api.idSite;
    const next = popups.data.popups.find(
      (popup) => popupShowsOn(popup, sitePath(pathname), today()) && !wasSeen(idSite, popup),
    );
    if (!next) return;
    const timer = window.setTimeout(() => {
      markSeen(idSite, next);
      setOpen(next);
    }, next.delaySeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [api.idSite, popups.data, pathname, open]);

  return open ? <OpenPopup popup={open} onClose={() => setOpen(null)} /> : null;
}
