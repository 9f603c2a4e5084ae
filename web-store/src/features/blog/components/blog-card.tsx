import { Link } from 'react-router';
import type { BlogArticleSummary } from '@cellar/shared/content/blog';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { useLang, useLocalePath } from '../../../lib/i18n/lang.ts';
import { blogDay } from './blog-day.ts';

/** One article of a list: its cover, title (a link to its page), day and excerpt. */
export function BlogCard({ article, priority = false }: { article: BlogArticleSummary; priority?: boolean }) {
  const lang = useLang();
  const to = useLocalePath();
  const day = article.publishedAt ?? article.createdAt;
  return (
    <article className="blog-card" data-testid={`blog-card-${article.id}`}>
      {article.image && (
        <ResponsiveImage
          image={article.image}
          sizes="(min-width: 52rem) 16rem, 100vw"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          className="blog-card-image"
        />
      )}
      <div>
        <h2>
          <Link to={to(`/blog/${article.url}`)}>{article.title}</Link>
        </h2>
        <time dateTime={day} className="muted small">
          {blogDay(lang, day)}
        </time>
        <p>{article.excerpt}</p>
      </div>
    </article>
  );
}
