import { useContext, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { StatusMessage, LoadError } from '../../components/status-message.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { StoreApiContext } from '../api/api-context.tsx';
import { ApiTransportContext } from '../api/api-transport.ts';
import { errorStatus } from '../api/errors.ts';
import { createStoreApi } from '../api/store-api.ts';
import { bcp47, useContentLang, useLang } from '../i18n/lang.ts';
import { useT } from '../i18n/translate.ts';
import { pagesQuery } from '../pages/pages-query.ts';
import { PrerenderedContext } from '../prerender/prerendered-context.ts';
import { useReportNotFound } from '../prerender/render-report.ts';
import { applyFonts } from '../theme/fonts.ts';
import { applyTheme, themeVariables } from '../theme/theme.ts';
import {
  activeLangsQuery,
  parametersQuery,
  siteFontsQuery,
  siteInfoQuery,
  siteInformationQuery,
  siteResolveQuery,
} from './site-queries.ts';
import { forgetRequestedSite, siteSource, siteToShow } from './site-source.ts';

function NoSite() {
  const t = useT();
  useReportNotFound();
  return (
    <main className="page page-narrow">
      <StatusMessage title={t('site.missingTitle')}>
        {t('site.missing')} <span className="muted">{t('site.missingHelp')}</span>
      </StatusMessage>
    </main>
  );
}

/**
 * Finds the site (`siteSource`: a host naming a site wins over `?site=`), then gives the screens
 * its client (the `idSite` and `userLang` headers) and paints its theme before showing them: a
 * shopper never sees the default colours flash, nor the header's parts arrive one by one. No site
 * (a host naming none and no `?site=`, or `?site=` of no site) shows "shop not found". A
 * prerendered document names its site (it is served only on that site's addresses): neither the
 * address nor the session storage is read then, on the server as in the hydrating browser.
 */
export function SiteGate({ children }: { children: ReactNode }) {
  const lang = useLang();
  const contentLang = useContentLang();
  const t = useT();
  const prerendered = useContext(PrerenderedContext);
  const transport = useContext(ApiTransportContext);
  const [source] = useState(() => (prerendered ? { host: null, requested: prerendered.idSite } : siteSource()));
  const siteless = useMemo(
    () => createStoreApi(null, lang, {}, transport, contentLang),
    [lang, transport, contentLang],
  );
  const resolved = useQuery({ ...siteResolveQuery(siteless, source.host ?? ''), enabled: source.host !== null });
  // The host decides when it names a site; `?site=` only where it names none (404, or no host).
  const hostNamesNoSite = source.host === null || errorStatus(resolved.error) === 404;
  const idSite = siteToShow(source, resolved.data ?? (hostNamesNoSite ? 'namesNoSite' : 'pending'));
  useEffect(() => {
    if (resolved.data) forgetRequestedSite();
  }, [resolved.data]);
  const api = useMemo(
    () => createStoreApi(idSite, lang, {}, transport, contentLang),
    [idSite, lang, transport, contentLang],
  );
  const parameters = useQuery({ ...parametersQuery(api), enabled: idSite !== null });
  // What the header shows (the name and logo, the languages, the menu's pages), asked with the theme rather than
  // once the header mounts: one round trip less, and the header is drawn once, complete — nothing in it moves as
  // its parts arrive (docs/first-paint.md). A failure does not hold the screens back: the header does without.
  const header = [
    useQuery({ ...siteInfoQuery(api), enabled: idSite !== null }),
    useQuery({ ...activeLangsQuery(api), enabled: idSite !== null }),
    useQuery({ ...pagesQuery(api), enabled: idSite !== null }),
    // The footer's information, so the footer too is drawn once, complete.
    useQuery({ ...siteInformationQuery(api), enabled: idSite !== null }),
  ];

  // The document's language is its content's (`de-DE` under `/de_DE`).
  useEffect(() => {
    document.documentElement.lang = bcp47(contentLang);
  }, [contentLang]);
  useEffect(() => {
    if (parameters.data) applyTheme(themeVariables(parameters.data));
  }, [parameters.data]);
  // The fonts never hold the screens back (`font-display: swap`): the fallback shows until they come.
  const fonts = useQuery({ ...siteFontsQuery(api), enabled: idSite !== null });
  useEffect(() => {
    if (fonts.data) applyFonts(fonts.data);
  }, [fonts.data]);

  // The screens are drawn in a deferred render once the site is known: in slices, not in the last answer's long task.
  const ready = useDeferredValue(idSite !== null && !parameters.isPending && !header.some((query) => query.isPending));

  if ((hostNamesNoSite && source.requested === null) || errorStatus(parameters.error) === 404) return <NoSite />;
  if (resolved.isError && !hostNamesNoSite)
    return <LoadError message={t('common.error')} error={resolved.error} onRetry={() => void resolved.refetch()} />;
  // The theme's failure is not the shop's: it shows with the default colours.
  if (!ready || idSite === null || parameters.isPending) return <PageLoader />;
  return <StoreApiContext.Provider value={api}>{children}</StoreApiContext.Provider>;
}
