import 'mantine-datatable/styles.css';
import '../../../components/kit/list-screen.css';
import { useState, type MouseEvent } from 'react';
import { Alert, Badge, Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import {
  maxNotificationRecipients,
  notificationBodySchema,
  notificationEvents,
} from '@cellar/shared/mail/notifications';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { formatDay } from '../../../lib/format.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/kit/confirm-dialog.tsx';
import { schemaErrors, serverErrors, type FieldErrors } from '../../../components/kit/field-errors.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import {
  addNotification,
  deleteNotifications,
  notificationKeys,
  notificationListQuery,
  type NotificationRow,
} from '../api/notifications-api.ts';
import { useNotificationsT } from '../components/notifications-text.ts';

const keepFieldFocus = (event: MouseEvent) => event.preventDefault();

/** Adds a recipient: its e-mail and events, the shared rules' messages as fields are left and on submit, then the
 * server's. */
function AddRecipient({ full }: { full: boolean }) {
  const t = useNotificationsT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const { showInputNames } = useSession();
  const [email, setEmail] = useState('');
  const [events, setEvents] = useState<string[]>(['NEW_ORDER']);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const input = () => ({ email, events });
  const check = (field: string, next = input()) =>
    setErrors((current) => {
      const found = schemaErrors(notificationBodySchema, next, lang);
      const updated = { ...current };
      delete updated[field];
      if (found[field]) updated[field] = found[field];
      return updated;
    });
  const add = useMutation({
    mutationFn: () => addNotification(api, input()),
    onSuccess: () => {
      toast('success', t('notifications.add.added'));
      setEmail('');
      setErrors({});
      setFormError(null);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
    },
    onError: (error) => {
      if (isRequestDropped(error)) return;
      const message = errorMessage(error, t('error.generic'));
      const fields = isApiError(error) ? serverErrors(error.fieldErrors) : {};
      const onFields = Object.fromEntries(
        Object.entries(fields).filter(([field]) => field === 'email' || field === 'events'),
      );
      setErrors(onFields);
      setFormError(Object.keys(onFields).length > 0 ? null : message);
      toast('error', message);
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = schemaErrors(notificationBodySchema, input(), lang);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length === 0) add.mutate();
  };
  return (
    <Paper withBorder p="md" data-testid="notification-add">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={4}>{t('notifications.add.title')}</Title>
          {formError && (
            <Alert color="red" data-testid="notification-form-error">
              {formError}
            </Alert>
          )}
          <Group align="flex-start" gap="lg" wrap="wrap">
            <TextInput
              label={t('notifications.add.email')}
              description={showInputNames ? 'email' : undefined}
              type="email"
              autoComplete="off"
              withAsterisk
              w={300}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              onBlur={() => check('email')}
              error={errors.email}
              disabled={full}
              data-testid="input-email"
            />
            <Checkbox.Group
              label={t('notifications.add.events')}
              description={showInputNames ? 'events' : undefined}
              withAsterisk
              value={events}
              onChange={(next) => {
                setEvents(next);
                check('events', { email, events: next });
              }}
              error={errors.events}
              data-testid="input-events"
            >
              <Group gap="md" mt={8}>
                {notificationEvents.map((event) => (
                  <Checkbox
                    key={event}
                    value={event}
                    label={t(`notifications.events.${event}`)}
                    disabled={full}
                    data-testid={`event-${event}`}
                  />
                ))}
              </Group>
            </Checkbox.Group>
          </Group>
          <Group>
            <Button
              type="submit"
              loading={add.isPending}
              disabled={full}
              onMouseDown={keepFieldFocus}
              data-testid="notification-submit"
            >
              {t('notifications.add.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * `/settings/notifications` (spec 1 §2): who gets the mails meant for the shop (e-mail, events
 * NEW_ORDER, RETURN_ASKED, NEW_MESSAGE), add one, delete several at once after a confirmation.
 * Without a recipient of new orders, the server mails them to the site's administrators
 * (docs/mail-models.md "Who gets the merchant's mails"): the screen says so.
 */
export function NotificationsRoute() {
  const t = useNotificationsT();
  const api = useApi();
  const queryClient = useQueryClient();
  const list = useQuery(notificationListQuery(api));
  const [selected, setSelected] = useState<NotificationRow[]>([]);
  const [confirming, setConfirming] = useState(false);
  const removal = useMutation({
    mutationFn: () =>
      deleteNotifications(
        api,
        selected.map((row) => row.id),
      ),
    onSuccess: (left) => {
      toast('success', t('notifications.remove.removed'));
      queryClient.setQueryData(notificationKeys.list, left);
      setSelected([]);
      setConfirming(false);
    },
    onError: (error) => {
      setConfirming(false);
      if (!isRequestDropped(error)) toast('error', errorMessage(error, t('error.generic')));
    },
  });
  const rows = list.data ?? [];
  return (
    <Stack gap="md" maw={960} data-testid="notifications-screen">
      <Title order={2}>{t('notifications.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('notifications.help')}
      </Text>
      <Alert color="blue" variant="light" data-testid="notifications-fallback">
        {t('notifications.fallback')}
      </Alert>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert color="red" title={t('notifications.loadError')} data-testid="notifications-load-error">
          <Text mb="sm">{errorMessage(list.error, t('error.generic'))}</Text>
          <Button size="xs" variant="light" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <>
          <Group justify="space-between">
            <Text size="sm" c="dimmed" data-testid="notifications-count">
              {t('notifications.count', { count: rows.length, max: maxNotificationRecipients })}
            </Text>
            <Button
              color="red"
              variant="light"
              disabled={selected.length === 0}
              onClick={() => setConfirming(true)}
              data-testid="notifications-delete"
            >
              {t('notifications.remove.button', { count: selected.length })}
            </Button>
          </Group>
          <DataTable<NotificationRow>
            className="cellar-list-table"
            withTableBorder
            borderRadius="sm"
            striped
            horizontalSpacing={8}
            minHeight={rows.length === 0 ? 140 : undefined}
            records={rows}
            idAccessor="id"
            selectedRecords={selected}
            onSelectedRecordsChange={setSelected}
            allRecordsSelectionCheckboxProps={{ 'aria-label': t('notifications.remove.selectAll') }}
            getRecordSelectionCheckboxProps={(row) =>
              ({
                'aria-label': t('notifications.remove.select', { email: row.email }),
                'data-testid': `select-${row.id}`,
              }) as never
            }
            noRecordsText={t('notifications.empty')}
            customRowAttributes={(row) => ({ 'data-testid': `notification-row-${row.id}` })}
            columns={[
              { accessor: 'email', title: t('notifications.columns.email') },
              {
                accessor: 'events',
                title: t('notifications.columns.events'),
                render: (row) => (
                  <Group gap={4}>
                    {row.events.map((event) => (
                      <Badge key={event} variant="light" size="sm">
                        {t(`notifications.events.${event}`)}
                      </Badge>
                    ))}
                  </Group>
                ),
              },
              {
                accessor: 'createdAt',
                title: t('notifications.columns.createdAt'),
                render: (row) => formatDay(row.createdAt),
              },
            ]}
          />
          <AddRecipient full={rows.length >= maxNotificationRecipients} />
        </>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('notifications.remove.title')}
        message={t('notifications.remove.message', { list: selected.map((row) => row.email).join(', ') })}
        confirmLabel={t('notifications.remove.confirm')}
        busy={removal.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => removal.mutate()}
      />
    </Stack>
  );
}
