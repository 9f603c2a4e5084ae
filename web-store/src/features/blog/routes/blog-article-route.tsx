import '../blog.css';
import '../../../i18n/blog-catalogue.ts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { LoadError, StatusMessage } from '../../../components/status-message.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { errorStatus } from '../../../lib/api/errors.ts';
import { useDocumentHead } from '../../../lib/head/use-document-head.ts';
import { useLang, useLocalePath } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { useSiteIdentity } from '../../../lib/site/use-site-name.ts';
import { blogArticleQuery } from '../api/blog-queries.ts';
import { BlogBreadcrumb } from '../components/blog-breadcrumb.tsx';
import { blogDay } from '../components/blog-day.ts';

const urlPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * `/blog/:url`: one published article — the breadcrumb (Blog › its folders › it), its title, day, cover and content
 * (HTML the server sanitised when it was saved: the rich-text allow-list); its meta title and description and its
 * canonical address in the document's head. A draft, archived or hidden article is not found.
 */
export function BlogArticleRoute() {
  const t = useT();
  const lang = useLang();
  const to = useLocalePath();
  const { name } = useSiteIdentity();
  const url = useParams().url ?? '';
  const valid = urlPattern.test(url);
  const article = useQuery({ ...blogArticleQuery(useStoreApi(), url), enabled: valid });
  const item = article.data;
  const title = item ? item.metaTitle || item.title : '';
  useDocumentHead(
    item
      ? {
          title: name ? `${title} — ${name}` : title,
          description: item.metaDescription || item.excerpt,
          path: `/blog/${item.url}`,
        }
      : undefined,
  );
  const back = (
    <Link to={to('/blog')} className="button button-quiet">
      {t('blog.back')}
    </Link>
  );
  if (!valid || errorStatus(article.error) === 404)
    return <StatusMessage action={back}>{t('blog.articleNotFound')}</StatusMessage>;
  if (article.isPending) return <PageLoader />;
  if (article.isError)
    return <LoadError message={t('blog.articleError')} error={article.error} onRetry={() => void article.refetch()} />;
  const day = article.data.publishedAt ?? article.data.createdAt;
  return (
    <article className="blog-page" data-testid="blog-article">
      <BlogBreadcrumb idFolder={article.data.idFolder} current={article.data.title} />
      <h1>{article.data.title}</h1>
      <time dateTime={day} className="muted">
        {blogDay(lang, day)}
      </time>
      {article.data.image && (
        <ResponsiveImage
          image={article.data.image}
          sizes="(min-width: 48rem) 48rem, 100vw"
          loading="eager"
          fetchPriority="high"
          className="blog-page-image"
          testId="blog-image"
        />
      )}
      <div
        className="rich-text"
        data-testid="blog-content"
        dangerouslySetInnerHTML={{ __html: article.data.content }}
      />
    </article>
  );
}
