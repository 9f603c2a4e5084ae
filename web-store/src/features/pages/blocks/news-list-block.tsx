import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buildListQuery } from '@cellar/shared/api/list-query';
import type { ComponentConfig } from '@cellar/shared/pages/components';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { apiQuery } from '../../../lib/api/store-api.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import '../../../i18n/pages-catalogue.ts';

interface NewsItem {
  id: number;
  title: string;
}

/** The news of `GET /news` (spec 2 §3: `list`, `total`, `current`, `promoted`), those with an id and a title. */
function newsOf(answer: unknown): NewsItem[] {
  const list = (answer as { list?: unknown } | null)?.list;
  return Array.isArray(list)
    ? list.filter((item): item is NewsItem => typeof item?.id === 'number' && typeof item?.title === 'string')
    : [];
}

/**
 * The 'news-list' component: the site's latest news (`nbItem`, the promoted ones only with `promotedOnly`). A failed
 * read says the news are not available: never an empty list that would claim there are none.
 */
export function NewsListBlock({ config }: { config: Partial<ComponentConfig<'news-list'>> }) {
  const t = useT();
  const to = useLocalePath();
  const query = buildListQuery({
    nbItem: config.nbItem ?? 3,
    filters: [{ field: 'promoted', value: config.promotedOnly ? 'true' : null }],
  });
  const news = useQuery(apiQuery(useStoreApi(), 'newsList', { query }));
  if (news.isPending) return <PageLoader />;
  if (news.isError)
    return (
      <p className="pg-notice" role="status" data-testid="news-unavailable">
        {t('pages.news.unavailable')}
      </p>
    );
  const items = newsOf(news.data);
  if (items.length === 0) return <p className="muted">{t('pages.news.empty')}</p>;
  return (
    <ul className="pg-news" data-testid="news-list">
      {items.map((item) => (
        <li key={item.id}>
          <Link to={to(`/news/${item.id}`)}>{item.title}</Link>
        </li>
      ))}
    </ul>
  );
}
