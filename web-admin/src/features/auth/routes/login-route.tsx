import { Anchor, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginBodySchema } from '@cellar/shared/routes/auth';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { safeRedirect } from '../../../lib/session/guards.ts';
import { loadAfterLogin } from '../../../lib/session/session-queries.ts';
import { forgetSiteSelection, startSession } from '../../../lib/session/session-store.ts';
import { FormScreen } from '../../../components/kit/form-screen.tsx';
import { login, type LoginInput } from '../api/auth-api.ts';

/** `/login`: sign in, set the session cookies, load what the admin needs, go to `redirect` or home. */
export function LoginRoute() {
  const t = useT();
  const to = useLocalePath();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));

  return (
    <FormScreen<{ email: string; password: string }, void>
      title={t('login.title')}
      testId="login-screen"
      columns={1}
      fields={[
        { name: 'email', label: t('login.email'), kind: 'email', required: true, autoComplete: 'username' },
        {
          name: 'password',
          label: t('login.password'),
          kind: 'password',
          required: true,
          autoComplete: 'current-password',
        },
      ]}
      initialValues={{ email: '', password: '' }}
      schema={loginBodySchema}
      submitLabel={t('login.submit')}
      submit={async (input) => {
        forgetSiteSelection();
        const answer = await login(api, input as LoginInput);
        queryClient.clear();
        startSession(answer.token, answer.idSite);
        await loadAfterLogin(api, queryClient);
      }}
      onSaved={() => navigate(redirect ?? to('/'), { replace: true })}
      footer={
        <Text size="sm" ta="center">
          <Anchor component={Link} to={to('/password/forget')}>
            {t('login.forgot')}
          </Anchor>
        </Text>
      }
    />
  );
}
