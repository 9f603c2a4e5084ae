import { Anchor, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLang, useLocalePath } from '../../../lib/i18n/lang.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import { pageOfRows } from '../../../components/kit/list-query.ts';
import {
  clientServerKeys,
  clientServersQuery,
  createClientServer,
  deleteClientServer,
  updateClientServer,
  type ClientServerRow,
} from '../api/client-servers-api.ts';
import { ClientServerForm } from '../components/client-server-form.tsx';
import { useClientServersT } from '../components/client-server-text.ts';

/**
 * `/superAdmin/clientServer` (spec 1 §2, §3 "Server: IP, seats, monitoring URL"): the client servers on the list kit,
 * the form in a dialog (`?add=1`, `?edit=<id>`), delete with confirmation.
 */
export function ClientServerListRoute() {
  const t = useClientServersT();
  const to = useLocalePath();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const all = useQuery(clientServersQuery(api));
  const adding = search.has('add');
  const editId = Number(search.get('edit'));
  const editing = all.data?.servers.find((s) => s.id === editId) ?? null;
  const close = () => setSearch({}, { replace: true });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: clientServerKeys.all });

  return (
    <>
      <ListScreen<ClientServerRow>
        title={t('clientServers.title')}
        testId="client-server-list"
        queryKey={clientServerKeys.part('screen')}
        load={async (query) =>
          pageOfRows((await queryClient.fetchQuery(clientServersQuery(api))).servers, query, {
            defaultOrder: 'ip',
            locale: lang.slice(0, 2),
          })
        }
        rowId={(s) => s.id}
        toolbar={
          <Text size="sm" c="dimmed">
            {t('clientServers.intro')}
          </Text>
        }
        columns={[
          { accessor: 'ip', title: t('clientServers.ip'), sortable: true },
          { accessor: 'seats', title: t('clientServers.seats'), sortable: true },
          {
            accessor: 'monitoringUrl',
            title: t('clientServers.monitoringUrl'),
            render: (s) =>
              s.monitoringUrl ? (
                <Anchor href={s.monitoringUrl} target="_blank" rel="noopener noreferrer" size="sm">
                  {t('clientServers.open')}
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('common.none')}
                </Text>
              ),
          },
        ]}
        filters={[{ field: 'ip', label: t('clientServers.ip'), type: 'like' }]}
        remove={{ run: (s) => deleteClientServer(api, s.id).then(refresh), describe: (s) => s.ip }}
        addTo={to('/superAdmin/clientServer?add=1')}
        addLabel={t('clientServers.add')}
        editTo={(s) => to(`/superAdmin/clientServer?edit=${s.id}`)}
      />
      {adding && (
        <ClientServerForm
          server={null}
          save={(body) => createClientServer(api, body)}
          onSaved={refresh}
          onClose={close}
        />
      )}
      {!adding && editing && (
        <ClientServerForm
          key={editing.id}
          server={editing}
          save={(body) => updateClientServer(api, editing.id, body)}
          onSaved={refresh}
          onClose={close}
        />
      )}
    </>
  );
}
