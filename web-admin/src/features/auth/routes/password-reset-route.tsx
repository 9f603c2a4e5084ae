import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { resetBodySchema } from '@cellar/shared/routes/auth';
import { translate } from '@cellar/shared/i18n/messages';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useLang, useLocalePath } from '../../../lib/i18n/lang.ts';
import { FormScreen, type FormField } from '../../../components/kit/form-screen.tsx';
import { resetPassword, type ResetInput } from '../api/auth-api.ts';

/** `/password/reset/{token?}`: a new password and its confirmation (rules of shared), then sign in. */
export function PasswordResetRoute() {
  const t = useT();
  const lang = useLang();
  const to = useLocalePath();
  const api = useApi();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const fields: FormField[] = [
    ...(token ? [] : [{ name: 'token', label: t('password.token'), kind: 'text', required: true } satisfies FormField]),
    { name: 'password', label: t('password.new'), kind: 'password', required: true, autoComplete: 'new-password' },
    {
      name: 'confirmPassword',
      label: t('password.confirm'),
      kind: 'password',
      required: true,
      autoComplete: 'new-password',
    },
  ];
  return (
    <FormScreen<{ token: string; password: string; confirmPassword: string }, unknown>
      title={t('password.resetTitle')}
      testId="password-reset-screen"
      columns={1}
      fields={fields}
      initialValues={{ token, password: '', confirmPassword: '' }}
      schema={resetBodySchema}
      submitLabel={t('password.reset')}
      successMessage={translate('auth.resetDone', lang)}
      submit={(input) => resetPassword(api, input as ResetInput)}
      onSaved={() => navigate(to('/login'), { replace: true })}
      footer={
        <Text size="sm" ta="center">
          <Anchor component={Link} to={to('/login')}>
            {t('password.backToLogin')}
          </Anchor>
        </Text>
      }
    />
  );
}
