import { Alert, Button, Text } from '@mantine/core';
import { errorMessage } from '../../lib/api/errors.ts';
import { useT } from '../../lib/i18n/i18n.ts';

/**
 * What a part of a screen shows when its data did not load: what is missing (`title`), the server's reason, and a
 * retry. Never an empty list or a zero in its place.
 */
export function LoadError({
  title,
  error,
  onRetry,
  testId,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  testId: string;
}) {
  const t = useT();
  return (
    <Alert color="red" title={title} data-testid={testId}>
      <Text size="sm" mb="sm">
        {errorMessage(error, t('error.generic'))}
      </Text>
      <Button size="xs" variant="light" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
