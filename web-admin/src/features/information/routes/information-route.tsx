import { Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api/api-context.tsx';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { informationKeys, informationQuery, saveInformation } from '../api/information-api.ts';
import { InformationForm } from '../components/information-form.tsx';
import { useInformationT } from '../components/information-text.ts';

/** `/information` (spec 1 §2; issue 17 item 6): the site's public information, shown in the storefront's footer. */
export function InformationRoute() {
  const t = useInformationT();
  const api = useApi();
  const queryClient = useQueryClient();
  const information = useQuery(informationQuery(api));
  return (
    <Stack gap="md" data-testid="information">
      <Title order={2}>{t('information.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('information.intro')}
      </Text>
      {information.error ? (
        <LoadError
          title={t('information.loadFailed')}
          error={information.error}
          onRetry={() => void information.refetch()}
          testId="information-error"
        />
      ) : !information.data ? (
        <Loader aria-label={t('common.loading')} />
      ) : (
        <InformationForm
          information={information.data}
          save={(body) => saveInformation(api, body)}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: informationKeys.all })}
        />
      )}
    </Stack>
  );
}
