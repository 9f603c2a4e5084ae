import { useState } from 'react';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { resetAskBodySchema } from '@cellar/shared/routes/auth';
import { translate } from '@cellar/shared/i18n/messages';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useLang, useLocalePath } from '../../../lib/i18n/lang.ts';
import { FormScreen } from '../../../components/kit/form-screen.tsx';
import { askPasswordReset } from '../api/auth-api.ts';

/** `/password/forget`: mails a reset link (the answer is the same whether the e-mail has an account or not). */
export function PasswordForgetRoute() {
  const t = useT();
  const lang = useLang();
  const to = useLocalePath();
  const api = useApi();
  const [sent, setSent] = useState(false);
  const back = (
    <Text size="sm" ta="center">
      <Anchor component={Link} to={to('/login')}>
        {t('password.backToLogin')}
      </Anchor>
    </Text>
  );
  if (sent) {
    return (
      <Alert color="green" title={t('password.forgetTitle')} data-testid="reset-asked">
        <Text mb="sm">{translate('auth.resetAsked', lang)}</Text>
        {back}
      </Alert>
    );
  }
  return (
    <FormScreen<{ email: string }, unknown>
      title={t('password.forgetTitle')}
      testId="password-forget-screen"
      columns={1}
      fields={[{ name: 'email', label: t('login.email'), kind: 'email', required: true, autoComplete: 'username' }]}
      initialValues={{ email: '' }}
      schema={resetAskBodySchema}
      submitLabel={t('password.send')}
      submit={(input) => askPasswordReset(api, (input as { email: string }).email)}
      onSaved={() => setSent(true)}
      footer={back}
    />
  );
}
