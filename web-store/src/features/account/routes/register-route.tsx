import '../../../i18n/checkout-catalogue.ts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CheckboxField, FormProblem, TextField } from '../../../components/form-field.tsx';
import { SalesConditionsLabel } from '../../../components/sales-conditions-label.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { fieldErrorsOf, problemOf } from '../../../lib/api/problems.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { startSession } from '../../../lib/session/session.ts';
import { emptyProfile, ProfileFields } from '../components/profile-fields.tsx';
import { safeRedirect } from '../../../components/require-sign-in.tsx';

/**
 * `/account/register`: a customer account on this shop (`POST /register`): the profile, a birth
 * date (at least 18, spec 1 §5), the password twice, the sales conditions; signed in at once.
 */
export function RegisterRoute() {
  const t = useT();
  const to = useLocalePath();
  const api = useStoreApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [profile, setProfile] = useState(emptyProfile);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [salesConditions, setSalesConditions] = useState(false);
  const register = useMutation({
    mutationFn: () =>
      api.client.call('register', {
        body: {
          ...profile,
          phone: profile.phone || null,
          birthdate: profile.birthdate || null,
          password,
          confirmPassword,
          salesConditions,
        },
      }),
    onSuccess: (answer) => {
      startSession(api.idSite ?? answer.idSite, answer.token);
      navigate(safeRedirect(params.get('redirect'), to('/account')), { replace: true });
    },
  });
  const errors = fieldErrorsOf(register.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    register.mutate();
  };
  return (
    <div className="page-narrow account-page">
      <h1>{t('account.registerTitle')}</h1>
      <form onSubmit={submit} noValidate className="form">
        <FormProblem
          message={register.error ? problemOf(register.error, t) : null}
          details={Object.values(errors).flat()}
        />
        <ProfileFields value={profile} onChange={setProfile} errors={errors} />
        <TextField
          label={t('account.password')}
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
          onChange={setConfirmPassword}
          required
          errors={errors.confirmPassword}
        />
        <CheckboxField
          label={<SalesConditionsLabel />}
          checked={salesConditions}
          onChange={setSalesConditions}
          errors={errors.salesConditions}
        />
        <button type="submit" className="button button-primary" disabled={register.isPending}>
          {t('account.create')}
        </button>
      </form>
      <p>
        {t('account.haveAccount')} <Link to={to('/account/login')}>{t('account.signIn')}</Link>
      </p>
    </div>
  );
}
