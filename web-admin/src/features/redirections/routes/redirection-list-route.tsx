import { Badge, Text } from '@mantine/core';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import {
  deleteRedirection,
  loadRedirections,
  redirectionKeys,
  setRedirectionValid,
  type RedirectionRow,
} from '../api/redirection-api.ts';
import { useRedirectionsT } from '../components/redirection-text.ts';

/**
 * `/redirections` (spec 1 §2, §3 "Redirection"): the site's redirections on the list kit — old URL, target, status
 * code — with the valid toggle, edit and delete. A valid one is applied by the storefront before any page renders.
 */
export function RedirectionListRoute() {
  const t = useRedirectionsT();
  const to = useLocalePath();
  const api = useApi();
  return (
    <ListScreen<RedirectionRow>
      title={t('behaviours.redirections.title')}
      testId="redirection-list"
      queryKey={redirectionKeys.all}
      load={(query) => loadRedirections(api, query)}
      rowId={(r) => r.id}
      defaultSort={{ field: 'oldUrl', direction: 'asc' }}
      columns={[
        {
          accessor: 'oldUrl',
          title: t('behaviours.redirections.oldUrl'),
          sortable: true,
          render: (r) => <Text size="sm">{r.oldUrl}</Text>,
        },
        {
          accessor: 'target',
          title: t('behaviours.redirections.target'),
          render: (r) => <Text size="sm">{r.target}</Text>,
        },
        {
          accessor: 'statusCode',
          title: t('behaviours.redirections.statusCode'),
          render: (r) => (
            <Badge variant="light" size="sm">
              {r.statusCode}
            </Badge>
          ),
        },
      ]}
      filters={[
        { field: 'oldUrl', label: t('behaviours.redirections.oldUrl'), type: 'like' },
        { field: 'target', label: t('behaviours.redirections.target'), type: 'like' },
      ]}
      valid={{ isValid: (r) => r.valid, set: (r, valid) => setRedirectionValid(api, r.id, valid) }}
      remove={{ run: (r) => deleteRedirection(api, r.id), describe: (r) => r.oldUrl }}
      addTo={to('/redirections/add')}
      addLabel={t('behaviours.redirections.add')}
      editTo={(r) => to(`/redirections/${r.id}`)}
    />
  );
}
