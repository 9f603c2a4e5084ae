import { useState } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import { isRunning, useJobPoll, type FollowedJobRef } from '../../../components/jobs/job-queries.ts';
import { JobProgress } from '../../../components/jobs/job-progress.tsx';
import { loadSites, siteKeys, type SiteRow } from '../api/sites-api.ts';
import { MassiveUpdateButton } from '../components/massive-update.tsx';

/**
 * `/superAdmin/site`: every client site (100 per page by default on the API), and the update of every site's client
 * (issue 15) with its result per site, live.
 */
export function SiteListRoute() {
  const t = useT();
  const to = useLocalePath();
  const api = useApi();
  const [massive, setMassive] = useState<FollowedJobRef | null>(null);
  const progress = useJobPoll(massive, [siteKeys.all]);
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
      actions={
        <MassiveUpdateButton
          disabled={isRunning(progress.data)}
          onStarted={(job) => setMassive({ id: job.id, idSite: job.idSite, initial: job })}
        />
      }
      toolbar={massive && <JobProgress poll={progress} testId="massive-update-job" />}
    />
  );
}
