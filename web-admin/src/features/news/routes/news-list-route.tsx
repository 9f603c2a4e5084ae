import { Badge, Text } from '@mantine/core';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { formatDay } from '../../../lib/format.ts';
import { ListScreen, ListThumbnail } from '../../../components/kit/list-screen.tsx';
import { deleteNews, loadNews, newsKeys, setNewsValid, type NewsRow } from '../api/news-api.ts';
import { newsExcerpt } from '../components/news-excerpt.ts';

/**
 * `/news` (spec 1 §2, "News"): every news item of the site on the list kit, valid or not — the image,
 * the title with a badge when promoted, the description's first 120 visible characters, the date; the
 * valid toggle, edit (`/news/update/{id}`) and delete with confirmation.
 */
export function NewsListRoute() {
  const t = useT();
  const to = useLocalePath();
  const api = useApi();

  return (
    <ListScreen<NewsRow>
      title={t('news.title')}
      testId="news-list"
      queryKey={newsKeys.all}
      load={(query) => loadNews(api, query)}
      rowId={(n) => n.id}
      defaultSort={{ field: 'createdAt', direction: 'desc' }}
      columns={[
        { accessor: 'image', title: t('news.image'), render: (n) => <ListThumbnail src={n.image?.url} /> },
        {
          accessor: 'title',
          title: t('news.titleField'),
          sortable: true,
          render: (n) => (
            <>
              <Text size="sm">{n.title}</Text>
              {n.promoted && (
                <Badge size="sm" variant="light" data-testid={`promoted-${n.id}`}>
                  {t('news.promoted')}
                </Badge>
              )}
            </>
          ),
        },
        {
          accessor: 'description',
          title: t('news.excerpt'),
          render: (n) => (
            <Text size="sm" c="dimmed" data-testid={`excerpt-${n.id}`}>
              {newsExcerpt(n.description)}
            </Text>
          ),
        },
        {
          accessor: 'createdAt',
          title: t('news.createdAt'),
          sortable: true,
          render: (n) => formatDay(n.createdAt),
        },
      ]}
      filters={[
        { field: 'title', label: t('news.titleField'), type: 'like' },
        {
          field: 'promoted',
          label: t('news.promoted'),
          type: 'equal',
          options: [
            { value: 'true', label: t('news.yes') },
            { value: 'false', label: t('news.no') },
          ],
        },
      ]}
      valid={{ isValid: (n) => n.valid, set: (n, valid) => setNewsValid(api, n.id, valid) }}
      remove={{ run: (n) => deleteNews(api, n.id), describe: (n) => n.title }}
      addTo={to('/news/add')}
      addLabel={t('news.add')}
      editTo={(n) => to(`/news/update/${n.id}`)}
    />
  );
}
