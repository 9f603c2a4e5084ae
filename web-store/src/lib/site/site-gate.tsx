import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { StatusMessage, LoadError } from '../../components/status-message.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { StoreApiContext } from '../api/api-context.tsx';
import { errorStatus } from '../api/errors.ts';
import { createStoreApi } from '../api/store-api.ts';
import { bcp47, useLang } from '../i18n/lang.ts';
import { useT } from '../i18n/translate.ts';
import { applyTheme, themeVariables } from '../theme/theme.ts';
import { parametersQuery, siteResolveQuery } from './site-queries.ts';
import { forgetRequestedSite, siteSource, siteToShow } from './site-source.ts';

function NoSite() {
  const t = useT();
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
 * shopper never sees the default colours flash. No site (a host naming none and no `?site=`, or
 * `?site=` of no site) shows "shop not found".
 */
export function SiteGate({ children }: { children: ReactNode }) {
  const lang = useLang();
  const t = useT();
  const [source] = useState(siteSource);
  const siteless = useMemo(() => createStoreApi(null, lang), [lang]);
  const resolved = useQuery({ ...siteResolveQuery(siteless, source.host ?? ''), enabled: source.host !== null });
  // The host decides when it names a site; `?site=` only where it names none (404, or no host).
  const hostNamesNoSite = source.host === null || errorStatus(resolved.error) === 404;
  const idSite = siteToShow(source, resolved.data ?? (hostNamesNoSite ? 'namesNoSite' : 'pending'));
  useEffect(() => {
    if (resolved.data) forgetRequestedSite();
  }, [resolved.data]);
  const api = useMemo(() => createStoreApi(idSite, lang), [idSite, lang]);
  const parameters = useQuery({ ...parametersQuery(api), enabled: idSite !== null });

  useEffect(() => {
    document.documentElement.lang = bcp47(lang);
  }, [lang]);
  useEffect(() => {
    if (parameters.data) applyTheme(themeVariables(parameters.data));
  }, [parameters.data]);

  if ((hostNamesNoSite && source.requested === null) || errorStatus(parameters.error) === 404) return <NoSite />;
  if (resolved.isError && !hostNamesNoSite)
    return <LoadError message={t('common.error')} error={resolved.error} onRetry={() => void resolved.refetch()} />;
  // The theme's failure is not the shop's: it shows with the default colours.
  if (idSite === null || parameters.isPending) return <PageLoader />;
  return <StoreApiContext.Provider value={api}>{children}</StoreApiContext.Provider>;
}
