import { useEffect, useRef } from 'react';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isRequestDropped } from '../../../lib/api/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { connectGoogle, googleKeys, googleStateQuery, locationsQuery } from '../api/google-business-api.ts';
import { GoogleConnection } from '../components/google-connection.tsx';
import { useGoogleBusinessT } from '../components/google-business-text.ts';
import { LocationAdmins } from '../components/location-admins.tsx';
import { ReviewLocations } from '../components/review-locations.tsx';

/** The locations of the connected account, each with its admins; nothing is asked while not connected. */
function Locations() {
  const t = useGoogleBusinessT();
  const api = useApi();
  const state = useQuery(googleStateQuery(api));
  const connected = state.data?.state === 'CONNECTED';
  const locations = useQuery({ ...locationsQuery(api), enabled: connected });
  return (
    <Stack gap="sm" data-testid="google-locations">
      <Title order={4}>{t('googleBusiness.locations.title')}</Title>
      {!connected ? (
        <Text size="sm" c="dimmed" data-testid="locations-not-connected">
          {t('googleBusiness.locations.notConnected')}
        </Text>
      ) : locations.isPending ? (
        <PageLoader />
      ) : locations.isError ? (
        <LoadError
          title={t('googleBusiness.locations.loadError')}
          error={locations.error}
          onRetry={() => void locations.refetch()}
          testId="locations-error"
        />
      ) : locations.data.locations.length === 0 ? (
        <Paper withBorder p="md">
          <Text size="sm" c="dimmed" data-testid="locations-empty">
            {t('googleBusiness.locations.empty')}
          </Text>
        </Paper>
      ) : (
        locations.data.locations.map((location) => <LocationAdmins key={location.id} location={location} />)
      )}
    </Stack>
  );
}

/**
 * `/google/myBusiness` (spec 1 §2): the Google account (connect, state, disconnect), its locations with their admins
 * (invite as Manager or Owner, remove), the review locations and the review mail. The consent comes back here with
 * `code` and `state` in the address: the screen posts them once and takes them out of the address.
 */
export function GoogleBusinessRoute() {
  const t = useGoogleBusinessT();
  const api = useApi();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const posted = useRef(false);
  const connect = useMutation({
    mutationFn: (body: { code: string; state: string }) => connectGoogle(api, body),
    onSuccess: (state) => {
      queryClient.setQueryData(googleKeys.state, state);
      toast('success', t('googleBusiness.connection.connected'));
      void queryClient.invalidateQueries({ queryKey: googleKeys.all });
    },
    onError: (error) => {
      if (!isRequestDropped(error)) toast('error', errorMessage(error, t('error.generic')));
    },
  });
  const code = search.get('code');
  const state = search.get('state');
  useEffect(() => {
    if (!code || !state || posted.current) return;
    posted.current = true;
    connect.mutate({ code, state });
    setSearch({}, { replace: true });
  }, [code, state, connect, setSearch]);

  return (
    <Stack gap="md" maw={960} data-testid="google-business-screen">
      <Title order={2}>{t('googleBusiness.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('googleBusiness.help')}
      </Text>
      {connect.isError && (
        <Alert color="red" data-testid="google-connect-error">
          {errorMessage(connect.error, t('error.generic'))}
        </Alert>
      )}
      <GoogleConnection connecting={connect.isPending} />
      <Locations />
      <ReviewLocations />
    </Stack>
  );
}
