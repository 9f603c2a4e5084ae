import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage } from '../../../lib/api/errors.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { mailModelListQuery, type MailScope } from '../api/mail-models-api.ts';
import { MailModelTable } from '../components/mail-model-table.tsx';
import { useMailModelsT } from '../components/mail-models-text.ts';

function MailList({ scope }: { scope: MailScope }) {
  const t = useMailModelsT();
  const to = useLocalePath();
  const api = useApi();
  const list = useQuery(mailModelListQuery(api, scope));
  const missing = list.data?.filter((row) => row.source === 'DEFAULT') ?? [];
  return (
    <Stack gap="md" data-testid={scope === 'site' ? 'mail-list' : 'base-mail-list'}>
      <Group justify="space-between">
        <Title order={2}>{scope === 'site' ? t('mailModels.title') : t('mailModels.baseTitle')}</Title>
        {scope === 'base' && missing.length > 0 && (
          <Button component={Link} to={to('/superAdmin/mail/add')} data-testid="mail-add">
            {t('mailModels.add.button')}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {scope === 'site' ? t('mailModels.help') : t('mailModels.baseHelp')}
      </Text>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert color="red" title={t('mailModels.loadError')} data-testid="mail-list-error">
          <Text mb="sm">{errorMessage(list.error, t('error.generic'))}</Text>
          <Button size="xs" variant="light" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <MailModelTable
          rows={list.data}
          scope={scope}
          linkTo={(row) =>
            scope === 'site'
              ? to(`/mail/update/${row.key}`)
              : row.source === 'DEFAULT'
                ? to(`/superAdmin/mail/add?key=${row.key}`)
                : to(`/superAdmin/mail/update/${row.key}`)
          }
        />
      )}
    </Stack>
  );
}

/** `/mail` (spec 1 §2): every mail of the site, its purpose, whether it uses its own version or the base one, sent or
 * not. */
export function MailListRoute() {
  return <MailList scope="site" />;
}

/** `/superAdmin/mail` (spec 1 §2, §6): the base models of site 0; a mail without one offers to create it. */
export function BaseMailListRoute() {
  return <MailList scope="base" />;
}
