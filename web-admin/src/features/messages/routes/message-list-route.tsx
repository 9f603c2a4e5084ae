import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import { deleteMessage, loadMessages, messageKeys, type MessageRow } from '../api/messages-api.ts';
import { useMessagesT } from '../components/messages-text.ts';

/**
 * `/message` (spec 1 §2): the site's inbox on the list kit, newest first — unread ones in bold, the sender opening
 * the message, its subject (or its form's name), its kind and day; filters read, archived, kind, sender and day;
 * delete with confirmation. A failed load says so (the kit's error state).
 */
export function MessageListRoute() {
  const t = useMessagesT();
  const to = useLocalePath();
  const api = useApi();

  const yesNo = [
    { value: 'true', label: t('messages.filters.yes') },
    { value: 'false', label: t('messages.filters.no') },
  ];
  return (
    <ListScreen<MessageRow>
      title={t('messages.title')}
      testId="message-list"
      queryKey={messageKeys.all}
      load={(query) => loadMessages(api, query)}
      rowId={(m) => m.id}
      defaultSort={{ field: 'id', direction: 'desc' }}
      columns={[
        {
          accessor: 'name',
          title: t('messages.columns.sender'),
          render: (m) => (
            <Anchor
              component={Link}
              to={to(`/message/${m.id}`)}
              fw={m.read ? 400 : 700}
              size="sm"
              aria-label={t('messages.open', { name: m.name || m.email })}
              data-testid={`open-${m.id}`}
              data-unread={m.read ? undefined : 'true'}
            >
              {m.name || m.email}
            </Anchor>
          ),
        },
        {
          accessor: 'subject',
          title: t('messages.columns.subject'),
          render: (m) => (
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={m.read ? 400 : 700} c={m.subject || m.formName ? undefined : 'dimmed'}>
                {m.subject ?? m.formName ?? t('messages.noSubject')}
              </Text>
              {!m.read && (
                <Badge size="xs" data-testid={`unread-${m.id}`}>
                  {t('messages.unread')}
                </Badge>
              )}
              {m.archived && (
                <Badge size="xs" color="gray" variant="light">
                  {t('messages.archivedBadge')}
                </Badge>
              )}
            </Group>
          ),
        },
        {
          accessor: 'kind',
          title: t('messages.columns.kind'),
          sortable: true,
          render: (m) => t(`messages.kinds.${m.kind}`),
        },
        {
          accessor: 'createdAt',
          title: t('messages.columns.date'),
          sortable: true,
          render: (m) => formatDateTime(m.createdAt),
        },
      ]}
      filters={[
        { field: 'read', label: t('messages.filters.read'), type: 'equal', options: yesNo },
        { field: 'archived', label: t('messages.filters.archived'), type: 'equal', options: yesNo },
        {
          field: 'kind',
          label: t('messages.filters.kind'),
          type: 'equal',
          options: [
            { value: 'CONTACT', label: t('messages.kinds.CONTACT') },
            { value: 'FORM', label: t('messages.kinds.FORM') },
          ],
        },
        { field: 'sender', label: t('messages.filters.sender'), type: 'like' },
        { field: 'createdAt', label: t('messages.filters.date'), type: 'like' },
      ]}
      remove={{ run: (m) => deleteMessage(api, m.id), describe: (m) => m.name || m.email }}
    />
  );
}
