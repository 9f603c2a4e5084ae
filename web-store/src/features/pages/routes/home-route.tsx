import { lazy, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { pagesQuery } from '../../../lib/pages/pages-query.ts';
import { pageQuery } from '../api/page-queries.ts';

const PageScreen = lazy(() => import('./page-route.tsx').then((m) => ({ default: m.PageScreen })));

/**
 * `/`: the site's home page (`homeId` of `GET /page`) when it has one, else `fallback`, the product list — also when
 * the pages cannot be read. Small and in the first bundle: the page renderers come in their own chunk, fetched with
 * the home page's content once its id is known.
 */
export function HomeRoute({ fallback }: { fallback: ReactNode }) {
  const api = useStoreApi();
  const pages = useQuery(pagesQuery(api));
  const homeId = pages.data?.homeId ?? null;
  useQuery({ ...pageQuery(api, homeId ?? 0), enabled: homeId !== null });
  if (pages.isPending) return <PageLoader />;
  if (homeId === null) return fallback;
  return <PageScreen slugOrId={homeId} missing={fallback} />;
}
