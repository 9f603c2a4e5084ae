import { Badge, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { blogArticleStatuses } from '@cellar/shared/content/blog';
import { useApi } from '../../../lib/api/api-context.tsx';
import { formatDay } from '../../../lib/format.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { ListScreen, ListThumbnail } from '../../../components/kit/list-screen.tsx';
import { pageOfRows } from '../../../components/kit/list-query.ts';
import { blogKeys, deleteArticle, loadFolderArticles, moveArticle, type BlogArticleRow } from '../api/blog-api.ts';
import { useBlogT } from './blog-text.ts';
import { StatusBadge } from './status-badge.tsx';

/**
 * The articles of one folder (null: the root), every status, in their order: drag to order them, filter by status or
 * tag, edit (`/blog/{id}`), delete; a new article goes into this folder; the generator is one click away.
 */
export function ArticleList({ idFolder, folderName }: { idFolder: number | null; folderName: string }) {
  const t = useBlogT();
  const to = useLocalePath();
  const api = useApi();
  return (
    <ListScreen<BlogArticleRow>
      title={t('blog.articles', { folder: folderName })}
      testId="blog-article-list"
      queryKey={blogKeys.part('articles', idFolder)}
      load={async (query) =>
        pageOfRows(await loadFolderArticles(api, idFolder), query, {
          texts: (row, field) => (field === 'tags' ? row.tags : undefined),
        })
      }
      rowId={(a) => a.id}
      toolbar={
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('blog.reorderHelp')}
          </Text>
          <Button component={Link} to={to('/blog/generator/idea')} variant="light" data-testid="blog-generator">
            {t('blog.generator')}
          </Button>
        </Group>
      }
      columns={[
        { accessor: 'image', title: t('blog.image'), render: (a) => <ListThumbnail src={a.image?.url} /> },
        { accessor: 'title', title: t('blog.titleField') },
        { accessor: 'status', title: t('blog.status'), render: (a) => <StatusBadge status={a.status} /> },
        {
          accessor: 'tags',
          title: t('blog.tags'),
          render: (a) => (
            <Group gap={4}>
              {a.tags.map((tag) => (
                <Badge key={tag} size="sm" variant="outline">
                  {tag}
                </Badge>
              ))}
            </Group>
          ),
        },
        { accessor: 'updatedAt', title: t('blog.updatedAt'), render: (a) => formatDay(a.updatedAt) },
      ]}
      filters={[
        {
          field: 'status',
          label: t('blog.status'),
          type: 'equal',
          options: blogArticleStatuses.map((status) => ({ value: status, label: t(`blog.statuses.${status}`) })),
        },
        { field: 'tags', label: t('blog.tags'), type: 'like' },
      ]}
      onReorder={(id, position) => moveArticle(api, Number(id), position)}
      remove={{ run: (a) => deleteArticle(api, a.id), describe: (a) => a.title }}
      addTo={to(idFolder === null ? '/blog/new' : `/blog/new?folder=${idFolder}`)}
      addLabel={t('blog.newArticle')}
      editTo={(a) => to(`/blog/${a.id}`)}
    />
  );
}
