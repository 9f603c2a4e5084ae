import { Link } from 'react-router';
import type { NewsView } from '@cellar/shared/content/news';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { useLang, useLocalePath } from '../../../lib/i18n/lang.ts';
import { newsDay, newsSummary } from './news-text.ts';

/** One news item of the list: its image, title (a link to its page), day and summary. */
export function NewsCard({ news, priority = false }: { news: NewsView; priority?: boolean }) {
  const lang = useLang();
  const to = useLocalePath();
  return (
    <article className="news-card" data-testid={`news-card-${news.id}`}>
      {news.image && (
        <ResponsiveImage
          image={news.image}
          sizes="(min-width: 52rem) 16rem, 100vw"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          className="news-card-image"
        />
      )}
      <div className="news-card-text">
        <h2>
          <Link to={to(`/news/${news.id}`)}>{news.title}</Link>
        </h2>
        <time dateTime={news.createdAt} className="muted small">
          {newsDay(lang, news.createdAt)}
        </time>
        <p>{newsSummary(news)}</p>
      </div>
    </article>
  );
}
