import '../blog.css';
import '../../../i18n/blog-catalogue.ts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { LoadError, StatusMessage } from '../../../components/status-message.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { errorStatus } from '../../../lib/api/errors.ts';
import { useDocumentHead } from '../../../lib/head/use-document-head.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { useSiteIdentity } from '../../../lib/site/use-site-name.ts';
import { blogFolderQuery } from '../api/blog-queries.ts';
import { BlogBreadcrumb } from '../components/blog-breadcrumb.tsx';
import { BlogCard } from '../components/blog-card.tsx';

/**
 * `/blog` (the root) and `/blog/folder/:id`: the breadcrumb, the folder's sub-folders and its published articles in
 * the order the admin chose, each with its cover, title, day and excerpt.
 */
export function BlogFolderRoute() {
  const t = useT();
  const to = useLocalePath();
  const { name } = useSiteIdentity();
  const param = useParams().id;
  const id = param === undefined ? null : Number(param);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const content = useQuery({ ...blogFolderQuery(useStoreApi(), valid ? id : null), enabled: valid });
  const title = content.data?.folder?.name ?? t('blog.title');
  useDocumentHead(
    content.data
      ? {
          title: name ? `${title} — ${name}` : title,
          description: null,
          path: id === null ? '/blog' : `/blog/folder/${id}`,
        }
      : undefined,
  );
  const back = (
    <Link to={to('/blog')} className="button button-quiet">
      {t('blog.back')}
    </Link>
  );
  if (!valid || errorStatus(content.error) === 404)
    return <StatusMessage action={back}>{t('blog.folderNotFound')}</StatusMessage>;
  if (content.isPending) return <PageLoader />;
  if (content.isError)
    return <LoadError message={t('blog.error')} error={content.error} onRetry={() => void content.refetch()} />;
  const { folders, articles } = content.data;
  return (
    <div className="blog-screen" data-testid="blog-folder">
      {id !== null && <BlogBreadcrumb idFolder={id} />}
      <h1>{title}</h1>
      {folders.length > 0 && (
        <ul className="blog-folders" aria-label={t('blog.folders')}>
          {folders.map((folder) => (
            <li key={folder.id}>
              <Link to={to(`/blog/folder/${folder.id}`)} className="button button-quiet">
                {folder.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {articles.length === 0 ? (
        <StatusMessage>{t('blog.empty')}</StatusMessage>
      ) : (
        <div className="blog-list" data-testid="blog-list">
          {articles.map((article, index) => (
            <BlogCard key={article.id} article={article} priority={index === 0} />
          ))}
        </div>
      )}
    </div>
  );
}
