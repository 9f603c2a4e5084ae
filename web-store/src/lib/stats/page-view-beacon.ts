import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useStoreApi } from '../api/api-context.tsx';

/** Plausible's widths: below 576 px a phone, below 992 px a tablet. */
export function deviceOfWidth(width: number): 'mobile' | 'tablet' | 'desktop' {
  return width < 576 ? 'mobile' : width < 992 ? 'tablet' : 'desktop';
}

/** The browser asked not to be tracked (Do Not Track or Global Privacy Control): no page view is sent. */
export function optedOut(nav: Navigator): boolean {
  return (
    nav.doNotTrack === '1' || (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}

/** The referrer of the first page, when it is another site (a move inside the shop is not a source). */
function externalReferrer(): string | undefined {
  if (!document.referrer) return undefined;
  try {
    return new URL(document.referrer).host === window.location.host ? undefined : document.referrer;
  } catch {
    return undefined;
  }
}

/**
 * One page view per page shown (each change of path), sent to `GET /site/visit/{id}` (docs/statistics.md): the
 * path, the first page's external referrer, the device type from the window's width and the browser's language.
 * No cookie, nothing kept in the browser; never sent when the browser opted out. A failure is ignored.
 */
export function usePageViewBeacon(): void {
  const { client, idSite } = useStoreApi();
  const { pathname } = useLocation();
  // The last page sent: a new client (the session read) or a second run of the effect is not a new page view.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (idSite === null || optedOut(navigator)) return;
    const page = `${idSite}|${pathname}`;
    if (sent.current === page) return;
    const referrer = sent.current === null ? externalReferrer() : undefined;
    sent.current = page;
    client
      .call('siteVisit', {
        params: { id: idSite },
        query: {
          page: pathname,
          device: deviceOfWidth(window.innerWidth),
          ...(referrer ? { referrer } : {}),
          ...(navigator.language ? { lang: navigator.language } : {}),
        },
      })
      .catch(() => undefined);
  }, [client, idSite, pathname]);
}
