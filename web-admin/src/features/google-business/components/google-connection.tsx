import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isRequestDropped } from '../../../lib/api/errors.ts';
import { formatDay } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/kit/confirm-dialog.tsx';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { disconnectGoogle, googleAuthUrl, googleKeys, googleStateQuery } from '../api/google-business-api.ts';
import { useGoogleBusinessT } from './google-business-text.ts';

const stateColours = { NOT_CONNECTED: 'gray', CONNECTED: 'green', EXPIRED: 'orange' } as const;

/** Where the browser goes for the consent: a seam for the screen's tests. */
export const browser = { go: (url: string) => window.location.assign(url) };

/**
 * The Google account of the site: its state (default NOT_CONNECTED), connect (the consent, which comes back to this
 * screen with a code and the state) and disconnect after a confirmation.
 */
export function GoogleConnection({ connecting }: { connecting: boolean }) {
  const t = useGoogleBusinessT();
  const api = useApi();
  const queryClient = useQueryClient();
  const state = useQuery(googleStateQuery(api));
  const [confirming, setConfirming] = useState(false);
  const failed = (error: unknown) => {
    if (!isRequestDropped(error)) toast('error', errorMessage(error, t('error.generic')));
  };
  const connect = useMutation({
    mutationFn: () => googleAuthUrl(api),
    onSuccess: (answer) => browser.go(answer.url),
    onError: failed,
  });
  const disconnect = useMutation({
    mutationFn: () => disconnectGoogle(api),
    onSuccess: () => {
      setConfirming(false);
      toast('success', t('googleBusiness.connection.disconnected'));
      void queryClient.invalidateQueries({ queryKey: googleKeys.all });
    },
    onError: (error) => {
      setConfirming(false);
      failed(error);
    },
  });

  return (
    <Paper withBorder p="md" data-testid="google-connection">
      <Stack gap="sm">
        <Title order={4}>{t('googleBusiness.connection.title')}</Title>
        {connecting || state.isPending ? (
          <Group gap="sm">
            <PageLoader />
            {connecting && <Text size="sm">{t('googleBusiness.connection.connecting')}</Text>}
          </Group>
        ) : state.isError ? (
          <LoadError
            title={t('googleBusiness.connection.loadError')}
            error={state.error}
            onRetry={() => void state.refetch()}
            testId="google-state-error"
          />
        ) : (
          <>
            <Group gap="sm">
              <Badge color={stateColours[state.data.state]} data-testid="google-state">
                {t(`googleBusiness.connection.states.${state.data.state}`)}
              </Badge>
              {state.data.email && (
                <Text size="sm">{t('googleBusiness.connection.account', { email: state.data.email })}</Text>
              )}
              {state.data.connectedAt && (
                <Text size="sm" c="dimmed">
                  {t('googleBusiness.connection.since', { date: formatDay(state.data.connectedAt) })}
                </Text>
              )}
            </Group>
            {state.data.adapter === 'local' && (
              <Alert color="blue" variant="light" data-testid="google-local">
                {t('googleBusiness.connection.local')}
              </Alert>
            )}
            <Group>
              {state.data.state !== 'CONNECTED' && (
                <Button loading={connect.isPending} onClick={() => connect.mutate()} data-testid="google-connect">
                  {state.data.state === 'EXPIRED'
                    ? t('googleBusiness.connection.reconnect')
                    : t('googleBusiness.connection.connect')}
                </Button>
              )}
              {state.data.state !== 'NOT_CONNECTED' && (
                <Button color="red" variant="light" onClick={() => setConfirming(true)} data-testid="google-disconnect">
                  {t('googleBusiness.connection.disconnect')}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('googleBusiness.connection.confirmTitle')}
        message={t('googleBusiness.connection.confirmMessage')}
        confirmLabel={t('googleBusiness.connection.disconnect')}
        busy={disconnect.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => disconnect.mutate()}
      />
    </Paper>
  );
}
