import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import { loadSites, siteKeys, type SiteRow } from '../api/sites-api.ts';

/** `/superAdmin/site`: every client site (100 per page by default on the API). */
export function SiteListRoute() {
  const t = useT();
  const to = useLocalePath();
  const api = useApi();
  return (
    <ListScreen<SiteRow>
      title={t('sites.title')}
      testId="site-list"
      queryKey={siteKeys.all}
      load={(query) => loadSites(api, query)}
      rowId={(s) => s.id}
      defaultSort={{ field: 'id', direction: 'asc' }}
      columns={[
        { accessor: 'id', title: t('sites.id'), sortable: true },
        {
          accessor: 'name',
          title: t('sites.name'),
          sortable: true,
          render: (s) => (
            <Anchor component={Link} to={to(`/superAdmin/site/${s.id}`)}>
              {s.name}
            </Anchor>
          ),
        },
        { accessor: 'slug', title: t('sites.slug'), sortable: true },
        { accessor: 'url', title: t('sites.url'), render: (s) => s.url ?? '' },
        { accessor: 'defaultLang', title: t('sites.defaultLang') },
      ]}
      filters={[
        { field: 'name', label: t('sites.name'), type: 'like' },
        { field: 'slug', label: t('sites.slug'), type: 'like' },
      ]}
      addTo={to('/superAdmin/site/add')}
      addLabel={t('sites.add')}
    />
  );
}
