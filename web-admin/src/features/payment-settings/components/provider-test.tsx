import { Alert, Badge, Button, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api/errors.ts';
import { usePaymentSettingsT } from './payment-settings-text.ts';

interface TestAnswer {
  ok: boolean;
  reason: string | null;
  local: boolean;
}

/** A provider's "configuration test": asks the provider (through the server) and shows its answer or its reason. */
export function ProviderTest({
  run,
  testId,
  disabled,
}: {
  run: () => Promise<TestAnswer>;
  testId: string;
  disabled: boolean;
}) {
  const t = usePaymentSettingsT();
  const test = useMutation({ mutationFn: run });
  return (
    <Group gap="sm" align="flex-start">
      <Button
        variant="light"
        onClick={() => test.mutate()}
        loading={test.isPending}
        disabled={disabled}
        data-testid={`${testId}-test`}
      >
        {t('paymentSettings.test')}
      </Button>
      {test.data && (
        <Alert color={test.data.ok ? 'green' : 'red'} py={6} data-testid={`${testId}-test-result`}>
          <Group gap="xs">
            {test.data.ok
              ? t('paymentSettings.testPassed')
              : t('paymentSettings.testFailed', { reason: test.data.reason ?? '' })}
            {test.data.local && <Badge variant="light">{t('paymentSettings.local')}</Badge>}
          </Group>
        </Alert>
      )}
      {test.error && (
        <Alert color="red" py={6} data-testid={`${testId}-test-result`}>
          {errorMessage(test.error, t('error.generic'))}
        </Alert>
      )}
    </Group>
  );
}
