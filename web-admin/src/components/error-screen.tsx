import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../lib/i18n/i18n.ts';
import { useLocalePath } from '../lib/i18n/lang.ts';

/**
 * '404 Not Found' ('This page could not be found') for 404, else the status and 'An error occurred'
 * (or the routing error's message when given); a link home (spec 1 §2, §8).
 */
export function ErrorScreen({ status = 404, message }: { status?: number; message?: string }) {
  const t = useT();
  const to = useLocalePath();
  return (
    <Center mih="60vh" p="xl" data-testid="error-screen">
      <Stack align="center" gap="sm">
        {status === 404 ? (
          <>
            <Title order={1}>{t('error.notFoundTitle')}</Title>
            <Text c="dimmed">{t('error.notFoundText')}</Text>
          </>
        ) : (
          <>
            <Title order={1}>{status}</Title>
            <Text data-testid="error-message">{message ?? t('error.generic')}</Text>
          </>
        )}
        <Anchor component={Link} to={to('/')}>
          {t('error.home')}
        </Anchor>
      </Stack>
    </Center>
  );
}
