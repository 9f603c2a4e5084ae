import { Anchor, Badge, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { helpMessageKeys, helpMessagesQuery } from '../../../lib/help-messages.ts';
import { useLang, useLocalePath } from '../../../lib/i18n/lang.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import { pageOfRows } from '../../../components/kit/list-query.ts';
import {
  createHelpMessage,
  deleteHelpMessage,
  updateHelpMessage,
  type HelpMessageRow,
} from '../api/help-messages-api.ts';
import { HelpMessageForm } from '../components/help-message-form.tsx';
import { useHelpMessagesT } from '../components/help-message-text.ts';

/**
 * `/superAdmin/helpMessage` (spec 1 §2, §3 "Help message"): every help message on the list kit — identifier, type,
 * message — the form in a dialog on the same screen (`?add=1`, `?edit=<id>`), delete with confirmation. They are
 * global: every admin sees them beside the inputs they name (Ctrl/Cmd + Shift + O).
 */
export function HelpMessageListRoute() {
  const t = useHelpMessagesT();
  const to = useLocalePath();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const all = useQuery(helpMessagesQuery(api));
  const adding = search.has('add');
  const editId = Number(search.get('edit'));
  const editing = all.data?.list.find((help) => help.id === editId) ?? null;
  const close = () => setSearch({}, { replace: true });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: helpMessageKeys.all });

  return (
    <>
      <ListScreen<HelpMessageRow>
        title={t('helpMessages.title')}
        testId="help-message-list"
        queryKey={helpMessageKeys.part('screen')}
        load={async (query) =>
          pageOfRows((await queryClient.fetchQuery(helpMessagesQuery(api))).list, query, {
            defaultOrder: 'identifier',
            locale: lang.slice(0, 2),
          })
        }
        rowId={(h) => h.id}
        toolbar={
          <Text size="sm" c="dimmed">
            {t('helpMessages.intro')}
          </Text>
        }
        columns={[
          { accessor: 'identifier', title: t('helpMessages.identifier'), sortable: true },
          {
            accessor: 'type',
            title: t('helpMessages.type'),
            sortable: true,
            render: (h) => (
              <Badge size="sm" variant="light" color={h.type === 'LINK' ? 'blue' : 'gray'}>
                {h.type}
              </Badge>
            ),
          },
          {
            accessor: 'message',
            title: t('helpMessages.message'),
            render: (h) =>
              h.type === 'LINK' ? (
                <Anchor href={h.message} target="_blank" rel="noopener noreferrer" size="sm">
                  {h.message}
                </Anchor>
              ) : (
                <Text size="sm" lineClamp={2}>
                  {h.message}
                </Text>
              ),
          },
        ]}
        filters={[
          { field: 'identifier', label: t('helpMessages.identifier'), type: 'like' },
          {
            field: 'type',
            label: t('helpMessages.type'),
            type: 'equal',
            options: [
              { value: 'LINK', label: t('helpMessages.types.LINK') },
              { value: 'TEXT', label: t('helpMessages.types.TEXT') },
            ],
          },
        ]}
        remove={{ run: (h) => deleteHelpMessage(api, h.id).then(refresh), describe: (h) => h.identifier }}
        addTo={to('/superAdmin/helpMessage?add=1')}
        addLabel={t('helpMessages.add')}
        editTo={(h) => to(`/superAdmin/helpMessage?edit=${h.id}`)}
      />
      {adding && (
        <HelpMessageForm help={null} save={(body) => createHelpMessage(api, body)} onSaved={refresh} onClose={close} />
      )}
      {!adding && editing && (
        <HelpMessageForm
          key={editing.id}
          help={editing}
          save={(body) => updateHelpMessage(api, editing.id, body)}
          onSaved={refresh}
          onClose={close}
        />
      )}
    </>
  );
}
