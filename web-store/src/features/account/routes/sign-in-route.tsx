import '../../../i18n/checkout-catalogue.ts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormProblem, TextField } from '../../../components/form-field.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { fieldErrorsOf, problemOf } from '../../../lib/api/problems.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { startSession } from '../../../lib/session/session.ts';
import { safeRedirect } from '../../../components/require-sign-in.tsx';

/** `/account/login`: a customer signs in on this shop (`POST /login`), then goes where they were going. */
export function SignInRoute() {
  const t = useT();
  const to = useLocalePath();
  const api = useStoreApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const redirect = params.get('redirect');
  const signIn = useMutation({
    mutationFn: () => api.client.call('login', { body: { email, password } }),
    onSuccess: (answer) => {
      startSession(api.idSite ?? answer.idSite, answer.token);
      navigate(safeRedirect(redirect, to('/account')), { replace: true });
    },
  });
  const errors = fieldErrorsOf(signIn.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate();
  };
  const deleted = (location.state as { deleted?: boolean } | null)?.deleted === true;
  const withRedirect = (path: string) => (redirect ? `${to(path)}?redirect=${encodeURIComponent(redirect)}` : to(path));
  return (
    <div className="page-narrow account-page">
      <h1>{t('account.signInTitle')}</h1>
      {deleted && (
        <p role="status" className="notice">
          {t('account.deletedNotice')}
        </p>
      )}
      <form onSubmit={submit} noValidate className="form">
        <FormProblem message={signIn.error ? problemOf(signIn.error, t) : null} />
        <TextField
          label={t('checkout.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          errors={errors.email}
          required
          testId="login-email"
        />
        <TextField
          label={t('account.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          errors={errors.password}
          required
          testId="login-password"
        />
        <button type="submit" className="button button-primary" disabled={signIn.isPending}>
          {t('account.signIn')}
        </button>
      </form>
      <p>
        <Link to={to('/password/forget')}>{t('account.forgot')}</Link>
      </p>
      <p>
        {t('account.noAccount')} <Link to={withRedirect('/account/register')}>{t('account.register')}</Link>
      </p>
    </div>
  );
}
