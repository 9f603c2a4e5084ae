import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { NotFoundScreen } from '../../../components/not-found-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { LoadError } from '../../../components/status-message.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { errorStatus } from '../../../lib/api/errors.ts';
import { useDocumentHead } from '../../../lib/head/use-document-head.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { pagePath, pagesQuery } from '../../../lib/pages/pages-query.ts';
import { useSiteIdentity } from '../../../lib/site/use-site-name.ts';
import { pageQuery } from '../api/page-queries.ts';
import { PageView } from '../components/page-view.tsx';
import '../../../i18n/pages-catalogue.ts';

/** A page's address: lower-case letters, digits and single dashes (shared/src/pages/page-rules.ts, without its zod). */
const pageUrl = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A page of the site by its url or id, with its head (`<page title> – <site name>`, its meta description, its
 * address: the home page's is `/`). A page the site does not have (404, or 501 while the server does not serve
 * pages) shows `missing` (the home route's product list), else "page not found".
 */
export function PageScreen({ slugOrId, missing }: { slugOrId: string | number; missing?: ReactNode }) {
  const t = useT();
  const api = useStoreApi();
  const { name } = useSiteIdentity();
  const page = useQuery(pageQuery(api, slugOrId));
  const homeId = useQuery(pagesQuery(api)).data?.homeId ?? null;
  useDocumentHead(
    page.data && {
      title: name ? `${page.data.title} – ${name}` : page.data.title,
      description: page.data.metaDescription,
      path: pagePath(page.data, homeId),
    },
  );
  // 501: the site's pages are not served yet (the pages routes not built): no page by that address either.
  const status = errorStatus(page.error);
  if (status === 404 || status === 501) return missing ?? <NotFoundScreen />;
  if (page.isError)
    return <LoadError message={t('pages.error')} error={page.error} onRetry={() => void page.refetch()} />;
  if (page.isPending) return <PageLoader />;
  return <PageView page={page.data} />;
}

/** `/:slug` (after the shop's own screens): the page with that url. */
export function PageRoute() {
  const { slug = '' } = useParams();
  if (!pageUrl.test(slug)) return <NotFoundScreen />;
  return <PageScreen key={slug} slugOrId={slug} />;
}
