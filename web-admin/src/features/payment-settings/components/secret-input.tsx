import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { usePaymentSettingsT } from './payment-settings-text.ts';

/** A secret's input: always empty (the server never answers it); its description says a blank keeps the stored one. */
export function SecretInput({ masked, ...props }: PasswordInputProps & { masked: string | null }) {
  const t = usePaymentSettingsT();
  return (
    <PasswordInput
      autoComplete="new-password"
      {...props}
      description={masked ? t('paymentSettings.secretKept', { masked }) : props.description}
    />
  );
}
