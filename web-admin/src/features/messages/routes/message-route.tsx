import { useEffect, useRef, useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import type { MessageView } from '@cellar/shared/content/message';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { ErrorScreen } from '../../../components/error-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ConfirmDialog } from '../../../components/kit/confirm-dialog.tsx';
import { invalidateCounter } from '../../../components/layout/counters.ts';
import {
  archiveMessage,
  deleteMessage,
  duplicateMessage,
  markMessageRead,
  messageKeys,
  messageQuery,
} from '../api/messages-api.ts';
import { MessageAnswers } from '../components/message-answers.tsx';
import { MessageDocuments } from '../components/message-documents.tsx';
import { useMessagesT } from '../components/messages-text.ts';

/** `/message/{id}`: one conversation, marked read once opened (the layout's unread counter follows). */
export function MessageRoute() {
  const api = useApi();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const message = useQuery({ ...messageQuery(api, id), enabled: valid });
  if (!valid) return <ErrorScreen status={404} />;
  if (message.isPending) return <PageLoader />;
  if (message.isError) return <ErrorScreen status={isApiError(message.error) ? message.error.status : 500} />;
  return <MessageScreen key={id} message={message.data} />;
}

function MessageScreen({ message }: { message: MessageView }) {
  const t = useMessagesT();
  const api = useApi();
  const to = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);

  const changed = (next: MessageView | null) => {
    if (next) queryClient.setQueryData(messageKeys.one(next.id), next);
    void queryClient.invalidateQueries({ queryKey: messageKeys.lists });
    invalidateCounter(queryClient, 'unreadConversations');
  };
  const failed = (error: unknown) => {
    if (!isRequestDropped(error)) toast('error', errorMessage(error, t('messages.toasts.failed')));
  };

  // Opening an unread message marks it read, once.
  const read = useMutation({ mutationFn: () => markMessageRead(api, message.id), onSuccess: changed });
  const asked = useRef(false);
  useEffect(() => {
    if (message.read || asked.current) return;
    asked.current = true;
    read.mutate();
  }, [message.read, read]);

  const archive = useMutation({
    mutationFn: () => archiveMessage(api, message.id, !message.archived),
    onSuccess: (next) => {
      changed(next);
      toast('success', next.archived ? t('messages.toasts.archived') : t('messages.toasts.unarchived'));
    },
    onError: failed,
  });
  const duplicate = useMutation({
    mutationFn: () => duplicateMessage(api, message.id),
    onSuccess: (copy) => {
      changed(copy);
      toast('success', t('messages.toasts.duplicated'));
      void navigate(to(`/message/${copy.id}`));
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => deleteMessage(api, message.id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: messageKeys.one(message.id) });
      changed(null);
      toast('success', t('messages.toasts.deleted'));
      void navigate(to('/message'));
    },
    onError: (error) => {
      setConfirming(false);
      failed(error);
    },
  });
  const busy = archive.isPending || duplicate.isPending || remove.isPending;
  const sender = message.name || message.email;

  return (
    <Stack gap="md" data-testid="message-screen">
      <Anchor component={Link} to={to('/message')} size="sm">
        {t('messages.detail.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2}>{message.subject ?? message.formName ?? t('messages.noSubject')}</Title>
          <Group gap={6}>
            <Badge variant="light">{t(`messages.kinds.${message.kind}`)}</Badge>
            {message.archived && (
              <Badge color="gray" variant="light" data-testid="message-archived">
                {t('messages.archivedBadge')}
              </Badge>
            )}
            {message.duplicateOf !== null && (
              <Anchor component={Link} to={to(`/message/${message.duplicateOf}`)} size="sm">
                {t('messages.detail.copyOf', { id: message.duplicateOf })}
              </Anchor>
            )}
          </Group>
        </Stack>
        <Group gap="xs">
          <MessageDocuments message={message} />
          <Button variant="default" onClick={() => archive.mutate()} disabled={busy} data-testid="message-archive">
            {message.archived ? t('messages.actions.unarchive') : t('messages.actions.archive')}
          </Button>
          <Button variant="default" onClick={() => duplicate.mutate()} disabled={busy} data-testid="message-duplicate">
            {t('messages.actions.duplicate')}
          </Button>
          <Button
            color="red"
            variant="light"
            onClick={() => setConfirming(true)}
            disabled={busy}
            data-testid="message-delete"
          >
            {t('messages.actions.delete')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="md">
        <Table variant="vertical" layout="fixed" withRowBorders={false} data-testid="message-sender">
          <Table.Tbody>
            <Field label={t('messages.detail.from')} value={message.name} />
            <Field label={t('messages.detail.email')} value={message.email} />
            <Field label={t('messages.detail.phone')} value={message.phone} />
            <Field label={t('messages.detail.form')} value={message.formName} />
            <Field label={t('messages.detail.received')} value={formatDateTime(message.createdAt)} />
          </Table.Tbody>
        </Table>
      </Paper>
      {message.kind === 'CONTACT' ? (
        <Paper withBorder p="md">
          <Text fw={600} mb="xs">
            {t('messages.detail.message')}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="message-text">
            {message.text}
          </Text>
        </Paper>
      ) : (
        <Stack gap="xs">
          <Text fw={600}>{t('messages.detail.answers')}</Text>
          <MessageAnswers answers={message.answers ?? {}} labels={message.answerLabels ?? {}} />
        </Stack>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('messages.actions.deleteTitle')}
        message={t('messages.actions.deleteMessage', { name: sender })}
        confirmLabel={t('messages.actions.delete')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Table.Tr>
      <Table.Th w={160}>{label}</Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
}
