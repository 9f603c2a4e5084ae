import '../../../i18n/checkout-catalogue.ts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { FormProblem, TextField } from '../../../components/form-field.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { fieldErrorsOf, problemOf } from '../../../lib/api/problems.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';

/** `/password/reset/:token`: the page of the mailed link — a new password, twice (`PUT /password/reset`). */
export function PasswordResetRoute() {
  const t = useT();
  const to = useLocalePath();
  const api = useStoreApi();
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const reset = useMutation({
    mutationFn: () => api.client.call('passwordReset', { body: { token, password, confirmPassword } }),
  });
  const errors = fieldErrorsOf(reset.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reset.mutate();
  };
  return (
    <div className="page-narrow account-page">
      <h1>{t('account.resetTitle')}</h1>
      {reset.isSuccess ? (
        <p role="status" className="notice">
          {t('account.resetDone')} <Link to={to('/account/login')}>{t('account.signIn')}</Link>
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="form">
          <FormProblem message={reset.error ? problemOf(reset.error, t) : null} details={errors.token} />
          <TextField
            label={t('account.newPassword')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            required
            hint={t('account.passwordHint')}
            errors={errors.password}
          />
          <TextField
            label={t('account.confirmPassword')}
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={setConfirm}
            required
            errors={errors.confirmPassword}
          />
          <button type="submit" className="button button-primary" disabled={reset.isPending}>
            {t('account.resetSubmit')}
          </button>
        </form>
      )}
    </div>
  );
}
