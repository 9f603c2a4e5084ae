import '../news.css';
import '../../../i18n/pages-catalogue.ts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { promotedNewsQuery } from '../api/news-queries.ts';
import { newsSummary } from './news-text.ts';

/**
 * The promoted news banner (spec 2 §1): the newest valid promoted news item, at the top of the news list and below
 * the home's content (where arriving late moves nothing seen). Nothing when there is none — nor when it cannot be
 * read: a banner is extra, the screen goes on.
 */
export function PromotedNewsBanner() {
  const t = useT();
  const to = useLocalePath();
  const promoted = useQuery(promotedNewsQuery(useStoreApi()));
  const news = promoted.data?.list[0];
  if (!news) return null;
  return (
    <aside className="news-banner" aria-label={t('pages.news.promoted')} data-testid="news-banner">
      {news.image && (
        <ResponsiveImage image={news.image} sizes="(min-width: 52rem) 12rem, 100vw" className="news-banner-image" />
      )}
      <div className="news-banner-text">
        <p className="news-banner-label">{t('pages.news.promoted')}</p>
        <h2>{news.title}</h2>
        <p>{newsSummary(news)}</p>
        <Link className="button" to={to(`/news/${news.id}`)}>
          {t('pages.news.readMore')}
        </Link>
      </div>
    </aside>
  );
}
