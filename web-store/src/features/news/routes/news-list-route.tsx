import '../news.css';
import '../../../i18n/pages-catalogue.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { LoadError, StatusMessage } from '../../../components/status-message.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { useDocumentHead } from '../../../lib/head/use-document-head.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { useSiteIdentity } from '../../../lib/site/use-site-name.ts';
import { newsListQuery, newsPageSize, promotedNewsQuery } from '../api/news-queries.ts';
import { NewsCard } from '../components/news-card.tsx';
import { NewsPagination } from '../components/news-pagination.tsx';
import { PromotedNewsBanner } from '../components/promoted-news-banner.tsx';

/** `?page=3` read as a page number; anything else is the first page. */
function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * `/news`: the promoted banner, then the valid news, newest first, 10 a page (spec 2): each with its image, title,
 * day and summary. The page is in the address (`?page=2`), so links and Back keep it.
 */
export function NewsListRoute() {
  const t = useT();
  const { name } = useSiteIdentity();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const api = useStoreApi();
  const news = useQuery({ ...newsListQuery(api, page), placeholderData: keepPreviousData });
  // Asked beside the list: the list waits for the banner's answer (ok or not) so the banner never pushes it down.
  const promoted = useQuery(promotedNewsQuery(api));
  const title = t('pages.news.title');
  useDocumentHead({ title: name ? `${title} — ${name}` : title, description: null, path: '/news' });
  const pages = news.data ? Math.max(1, Math.ceil(news.data.total / newsPageSize)) : 1;
  const goTo = (next: number) => {
    const changed = new URLSearchParams(params);
    if (next > 1) changed.set('page', String(next));
    else changed.delete('page');
    setParams(changed);
    // Back to the top of the list (the title), as a new page would be.
    document.querySelector('h1')?.scrollIntoView?.();
  };
  return (
    <div className="news-screen">
      <h1>{title}</h1>
      <PromotedNewsBanner />
      {news.isPending || promoted.isPending ? (
        <PageLoader />
      ) : news.isError ? (
        <LoadError message={t('pages.news.error')} error={news.error} onRetry={() => void news.refetch()} />
      ) : news.data.list.length === 0 ? (
        <StatusMessage>{t('pages.news.empty')}</StatusMessage>
      ) : (
        <>
          <div className="news-list" data-testid="news-list">
            {news.data.list.map((item, index) => (
              <NewsCard key={item.id} news={item} priority={index === 0 && page === 1} />
            ))}
          </div>
          <NewsPagination page={page} pages={pages} onPage={goTo} />
        </>
      )}
    </div>
  );
}
