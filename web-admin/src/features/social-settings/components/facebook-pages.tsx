import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Avatar,
  Button,
  Group,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { facebookPagesLoadSchema } from '@cellar/shared/social/social';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/kit/confirm-dialog.tsx';
import { schemaErrors, serverErrors, type FieldErrors } from '../../../components/kit/field-errors.ts';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { DeleteIcon } from '../../../components/kit/row-icons.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import {
  deleteFacebookPage,
  facebookPagesQuery,
  loadFacebookPages,
  setFacebookPageActive,
  socialKeys,
  type FacebookPageRow,
} from '../api/social-settings-api.ts';
import { useSocialSettingsT } from './social-settings-text.ts';

/**
 * The site's Facebook pages: load those a user access token manages (their own tokens stay on the server), choose
 * which ones the site publishes on, remove one after a confirmation.
 */
export function FacebookPages() {
  const t = useSocialSettingsT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const pages = useQuery(facebookPagesQuery(api));
  const [token, setToken] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [removing, setRemoving] = useState<FacebookPageRow | null>(null);
  const failed = (error: unknown) => {
    if (!isRequestDropped(error)) toast('error', errorMessage(error, t('error.generic')));
  };
  const load = useMutation({
    mutationFn: () => loadFacebookPages(api, token),
    onSuccess: (list) => {
      queryClient.setQueryData(socialKeys.facebook, list);
      setToken('');
      setErrors({});
      toast('success', t('socialSettings.facebook.loaded'));
    },
    onError: (error) => {
      if (isApiError(error)) setErrors(serverErrors(error.fieldErrors));
      failed(error);
    },
  });
  const update = useMutation({
    mutationFn: (input: { id: number; active: boolean }) => setFacebookPageActive(api, input.id, input.active),
    onSuccess: () => {
      toast('success', t('socialSettings.facebook.updated'));
      void queryClient.invalidateQueries({ queryKey: socialKeys.facebook });
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (page: FacebookPageRow) => deleteFacebookPage(api, page.id),
    onSuccess: () => {
      setRemoving(null);
      toast('success', t('socialSettings.facebook.removed'));
      void queryClient.invalidateQueries({ queryKey: socialKeys.facebook });
    },
    onError: (error) => {
      setRemoving(null);
      failed(error);
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = schemaErrors(facebookPagesLoadSchema, { accessToken: token }, lang);
    setErrors(found);
    if (Object.keys(found).length === 0) load.mutate();
  };

  return (
    <Paper withBorder p="md" data-testid="facebook-pages">
      <Stack gap="sm">
        <Title order={4}>{t('socialSettings.facebook.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('socialSettings.facebook.help')}
        </Text>
        {pages.data?.adapter === 'local' && (
          <Alert color="blue" variant="light" data-testid="facebook-local">
            {t('socialSettings.local')}
          </Alert>
        )}
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm">
            <TextInput
              aria-label={t('socialSettings.facebook.token')}
              placeholder={t('socialSettings.facebook.token')}
              type="password"
              autoComplete="off"
              w={360}
              value={token}
              onChange={(event) => setToken(event.currentTarget.value)}
              error={errors.accessToken}
              data-testid="facebook-token"
            />
            <Button type="submit" loading={load.isPending} data-testid="facebook-load">
              {t('socialSettings.facebook.load')}
            </Button>
          </Group>
        </form>
        {pages.isPending ? (
          <PageLoader />
        ) : pages.isError ? (
          <LoadError
            title={t('socialSettings.facebook.loadError')}
            error={pages.error}
            onRetry={() => void pages.refetch()}
            testId="facebook-error"
          />
        ) : pages.data.pages.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="facebook-empty">
            {t('socialSettings.facebook.empty')}
          </Text>
        ) : (
          <Table>
            <Table.Tbody>
              {pages.data.pages.map((page) => (
                <Table.Tr key={page.id} data-testid={`facebook-page-${page.id}`}>
                  <Table.Td w={48}>
                    <Avatar src={page.pictureUrl} alt={page.name} size="sm" />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{page.name}</Text>
                    {page.category && (
                      <Text size="xs" c="dimmed">
                        {page.category}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      label={t('socialSettings.facebook.active')}
                      checked={page.active}
                      onChange={(event) => update.mutate({ id: page.id, active: event.currentTarget.checked })}
                      data-testid={`facebook-active-${page.id}`}
                    />
                  </Table.Td>
                  <Table.Td w={40}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('socialSettings.facebook.remove', { name: page.name })}
                      onClick={() => setRemoving(page)}
                    >
                      <DeleteIcon />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title={t('socialSettings.facebook.confirmTitle')}
        message={t('socialSettings.facebook.confirmMessage', { name: removing?.name ?? '' })}
        confirmLabel={t('socialSettings.facebook.remove', { name: removing?.name ?? '' })}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </Paper>
  );
}
