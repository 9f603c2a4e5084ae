import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { ErrorScreen } from '../../../components/error-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { blogArticleQuery } from '../api/blog-api.ts';
import { ArticleForm } from '../components/article-form.tsx';

/** `/blog/new` (`?folder=<id>`: in that folder). */
export function BlogArticleAddRoute() {
  const folder = Number(useSearchParams()[0].get('folder'));
  return <ArticleForm article={null} folder={Number.isInteger(folder) && folder > 0 ? folder : null} />;
}

/** `/blog/{id}`: the article read with `GET /admin/blog/{id}`, whatever its status. */
export function BlogArticleUpdateRoute() {
  const api = useApi();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const article = useQuery({ ...blogArticleQuery(api, id), enabled: valid });
  // Keyed by the path, so a form never keeps the values of the previous article.
  const { pathname } = useLocation();
  if (!valid) return <ErrorScreen status={404} />;
  if (article.isPending) return <PageLoader />;
  if (article.isError) return <ErrorScreen status={isApiError(article.error) ? article.error.status : 500} />;
  return <ArticleForm key={pathname} article={article.data} folder={null} />;
}
