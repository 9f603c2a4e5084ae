import '../../../i18n/checkout-catalogue.ts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FormProblem, TextField } from '../../../components/form-field.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { fieldErrorsOf, problemOf } from '../../../lib/api/problems.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';

/** `/password/forget`: mails a reset link (`PUT /password/reset/ask`); the answer never says whether the account
 * exists. */
export function PasswordForgetRoute() {
  const t = useT();
  const to = useLocalePath();
  const api = useStoreApi();
  const [email, setEmail] = useState('');
  const ask = useMutation({ mutationFn: () => api.client.call('passwordResetAsk', { body: { email } }) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate();
  };
  return (
    <div className="page-narrow account-page">
      <h1>{t('account.forgotTitle')}</h1>
      {ask.isSuccess ? (
        <p role="status" className="notice">
          {t('account.resetSent', { email })}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="form">
          <p>{t('account.forgotText')}</p>
          <FormProblem message={ask.error ? problemOf(ask.error, t) : null} />
          <TextField
            label={t('checkout.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            required
            errors={fieldErrorsOf(ask.error).email}
          />
          <button type="submit" className="button button-primary" disabled={ask.isPending}>
            {t('account.sendLink')}
          </button>
        </form>
      )}
      <p>
        <Link to={to('/account/login')}>{t('account.backToSignIn')}</Link>
      </p>
    </div>
  );
}
