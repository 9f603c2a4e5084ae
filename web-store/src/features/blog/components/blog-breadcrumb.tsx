import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { blogBreadcrumbQuery } from '../api/blog-queries.ts';

/**
 * Blog › Folder › Sub-folder (› the article, not a link): the folders from `GET /blog/folder/ariane/{id}`. Until they
 * answer (or if they fail) the trail starts at the blog alone, never a wrong one.
 */
export function BlogBreadcrumb({ idFolder, current }: { idFolder: number | null; current?: string }) {
  const t = useT();
  const to = useLocalePath();
  const api = useStoreApi();
  const trail = useQuery({ ...blogBreadcrumbQuery(api, idFolder ?? 0), enabled: idFolder !== null });
  const folders = idFolder === null ? [] : (trail.data?.folders ?? []);
  const last = current === undefined ? folders.at(-1) : undefined;
  return (
    <nav className="breadcrumb" aria-label={t('blog.breadcrumb')} data-testid="blog-breadcrumb">
      <ol>
        <li>
          <Link to={to('/blog')}>{t('blog.title')}</Link>
        </li>
        {folders.map((folder) => (
          <li key={folder.id}>
            {folder === last ? (
              <span aria-current="page">{folder.name}</span>
            ) : (
              <Link to={to(`/blog/folder/${folder.id}`)}>{folder.name}</Link>
            )}
          </li>
        ))}
        {current !== undefined && (
          <li>
            <span aria-current="page">{current}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
