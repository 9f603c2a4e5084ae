import { Select, type SelectProps } from '@mantine/core';
import { paymentEnvironments } from '@cellar/shared/payment/provider-settings';
import { usePaymentSettingsT } from './payment-settings-text.ts';

/** The payment-provider environments of spec 1 §9: test, pre production, production, production 1. */
export function EnvironmentSelect(props: Omit<SelectProps, 'data'>) {
  const t = usePaymentSettingsT();
  return (
    <Select
      label={t('paymentSettings.environment')}
      allowDeselect={false}
      {...props}
      data={paymentEnvironments.map((value) => ({ value, label: t(`paymentSettings.environments.${value}`) }))}
    />
  );
}
