import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { ErrorScreen } from '../../../components/error-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { newsQuery } from '../api/news-api.ts';
import { NewsForm } from '../components/news-form.tsx';

/** `/news/add`. */
export function NewsAddRoute() {
  return <NewsForm news={null} />;
}

/** `/news/update/{id}`: the news item read with `GET /admin/news/{id}` (valid or not). */
export function NewsUpdateRoute() {
  const api = useApi();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const news = useQuery({ ...newsQuery(api, id), enabled: valid });
  // Keyed by the path, so a form never keeps the values of the previous news item.
  const { pathname } = useLocation();
  if (!valid) return <ErrorScreen status={404} />;
  if (news.isPending) return <PageLoader />;
  if (news.isError) return <ErrorScreen status={isApiError(news.error) ? news.error.status : 500} />;
  return <NewsForm key={pathname} news={news.data} />;
}
