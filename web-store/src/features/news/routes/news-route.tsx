import '../news.css';
import '../../../i18n/pages-catalogue.ts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { LoadError, StatusMessage } from '../../../components/status-message.tsx';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { errorStatus } from '../../../lib/api/errors.ts';
import { useDocumentHead } from '../../../lib/head/use-document-head.ts';
import { useLang, useLocalePath } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { useSiteIdentity } from '../../../lib/site/use-site-name.ts';
import { newsItemQuery } from '../api/news-queries.ts';
import { newsDay } from '../components/news-text.ts';

/**
 * `/news/:id`: one valid news item — its title, day, image and description (HTML the server sanitised when it was
 * saved: the rich-text allow-list), its meta description in the document's head.
 */
export function NewsRoute() {
  const t = useT();
  const lang = useLang();
  const to = useLocalePath();
  const { name } = useSiteIdentity();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const news = useQuery({ ...newsItemQuery(useStoreApi(), id), enabled: valid });
  useDocumentHead(
    news.data
      ? {
          title: name ? `${news.data.title} — ${name}` : news.data.title,
          description: news.data.metaDescription,
          path: `/news/${news.data.id}`,
        }
      : undefined,
  );
  const back = (
    <Link to={to('/news')} className="button button-quiet">
      {t('pages.news.all')}
    </Link>
  );
  if (!valid || errorStatus(news.error) === 404)
    return <StatusMessage action={back}>{t('pages.news.notFound')}</StatusMessage>;
  if (news.isPending) return <PageLoader />;
  if (news.isError)
    return <LoadError message={t('pages.news.itemError')} error={news.error} onRetry={() => void news.refetch()} />;
  const item = news.data;
  return (
    <article className="news-page" data-testid="news-page">
      <p className="breadcrumb">
        <Link to={to('/news')}>{t('pages.news.all')}</Link>
      </p>
      <h1>{item.title}</h1>
      <time dateTime={item.createdAt} className="muted">
        {newsDay(lang, item.createdAt)}
      </time>
      {item.image && (
        <ResponsiveImage
          image={item.image}
          sizes="(min-width: 48rem) 48rem, 100vw"
          loading="eager"
          fetchPriority="high"
          className="news-page-image"
          testId="news-image"
        />
      )}
      <div
        className="rich-text"
        data-testid="news-description"
        dangerouslySetInnerHTML={{ __html: item.description }}
      />
    </article>
  );
}
