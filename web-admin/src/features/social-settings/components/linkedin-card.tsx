import { useEffect, useRef, useState } from 'react';
import { Alert, Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isRequestDropped } from '../../../lib/api/errors.ts';
import { formatDay } from '../../../lib/format.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/kit/confirm-dialog.tsx';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import {
  linkedinConsent,
  linkedinQuery,
  linkLinkedin,
  socialKeys,
  unlinkLinkedin,
} from '../api/social-settings-api.ts';
import { RedirectCountdown } from './redirect-countdown.tsx';
import { useSocialSettingsT } from './social-settings-text.ts';

const stateColours = { NOT_CONNECTED: 'gray', CONNECTED: 'green', EXPIRED: 'orange' } as const;

/** Where the browser goes for the consent: a seam for the screen's tests. */
export const browser = { go: (url: string) => window.location.assign(url) };

/**
 * The LinkedIn profile: link (the consent comes back here with `code` and `state`, posted once), the profile,
 * unlink. An expired link says the spec's "You need to reconnect your Linkedin Account to continue."
 */
export function LinkedinCard() {
  const t = useSocialSettingsT();
  const to = useLocalePath();
  const api = useApi();
  const queryClient = useQueryClient();
  const profile = useQuery(linkedinQuery(api));
  const [search, setSearch] = useSearchParams();
  const [confirming, setConfirming] = useState(false);
  const posted = useRef(false);
  const failed = (error: unknown) => {
    if (!isRequestDropped(error)) toast('error', errorMessage(error, t('error.generic')));
  };
  const consent = useMutation({
    mutationFn: () => linkedinConsent(api),
    onSuccess: (answer) => browser.go(answer.url),
    onError: failed,
  });
  const link = useMutation({
    mutationFn: (body: { code: string; state: string }) => linkLinkedin(api, body),
    onSuccess: (view) => queryClient.setQueryData(socialKeys.linkedin, view),
    onError: failed,
  });
  const unlink = useMutation({
    mutationFn: () => unlinkLinkedin(api),
    onSuccess: (view) => {
      setConfirming(false);
      queryClient.setQueryData(socialKeys.linkedin, view);
      toast('success', t('socialSettings.linkedin.unlinked'));
    },
    onError: (error) => {
      setConfirming(false);
      failed(error);
    },
  });
  const code = search.get('code');
  const state = search.get('state');
  useEffect(() => {
    if (!code || !state || posted.current) return;
    posted.current = true;
    link.mutate({ code, state });
    setSearch({}, { replace: true });
  }, [code, state, link, setSearch]);

  const view = profile.data;
  return (
    <Paper withBorder p="md" data-testid="linkedin-card">
      <Stack gap="sm">
        <Title order={4}>{t('socialSettings.linkedin.title')}</Title>
        {link.isSuccess && <RedirectCountdown to={to('/settings')} />}
        {link.isError && (
          <Alert color="red" data-testid="linkedin-link-error">
            {errorMessage(link.error, t('error.generic'))}
          </Alert>
        )}
        {link.isPending || profile.isPending ? (
          <Group gap="sm">
            <PageLoader />
            {link.isPending && <Text size="sm">{t('socialSettings.linkedin.linking')}</Text>}
          </Group>
        ) : profile.isError || !view ? (
          <LoadError
            title={t('socialSettings.linkedin.loadError')}
            error={profile.error}
            onRetry={() => void profile.refetch()}
            testId="linkedin-error"
          />
        ) : (
          <>
            <Group gap="sm">
              <Badge color={stateColours[view.state]} data-testid="linkedin-state">
                {t(`socialSettings.linkedin.states.${view.state}`)}
              </Badge>
              {view.linkedAt && (
                <Text size="sm" c="dimmed">
                  {t('socialSettings.linkedin.linkedAt', { date: formatDay(view.linkedAt) })}
                </Text>
              )}
            </Group>
            {view.state === 'EXPIRED' && (
              <Alert color="orange" data-testid="linkedin-expired">
                {t('socialSettings.linkedin.expired')}
              </Alert>
            )}
            {view.profile && (
              <Group gap="sm" data-testid="linkedin-profile">
                <Avatar src={view.profile.pictureUrl} alt={view.profile.name} radius="xl" />
                <div>
                  <Text fw={500}>{view.profile.name}</Text>
                  {view.profile.email && (
                    <Text size="sm" c="dimmed">
                      {view.profile.email}
                    </Text>
                  )}
                </div>
              </Group>
            )}
            {view.adapter === 'local' && (
              <Alert color="blue" variant="light" data-testid="linkedin-local">
                {t('socialSettings.local')}
              </Alert>
            )}
            <Group>
              {view.state !== 'CONNECTED' && (
                <Button loading={consent.isPending} onClick={() => consent.mutate()} data-testid="linkedin-connect">
                  {view.state === 'EXPIRED'
                    ? t('socialSettings.linkedin.reconnect')
                    : t('socialSettings.linkedin.connect')}
                </Button>
              )}
              {view.state !== 'NOT_CONNECTED' && (
                <Button color="red" variant="light" onClick={() => setConfirming(true)} data-testid="linkedin-unlink">
                  {t('socialSettings.linkedin.disconnect')}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('socialSettings.linkedin.confirmTitle')}
        message={t('socialSettings.linkedin.confirmMessage')}
        confirmLabel={t('socialSettings.linkedin.disconnect')}
        busy={unlink.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => unlink.mutate()}
      />
    </Paper>
  );
}
