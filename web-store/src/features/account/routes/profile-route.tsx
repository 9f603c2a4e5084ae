import '../../../i18n/checkout-catalogue.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormProblem, TextField } from '../../../components/form-field.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { LoadError } from '../../../components/status-message.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { fieldErrorsOf, problemOf } from '../../../lib/api/problems.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { meQuery } from '../../../lib/session/me-query.ts';
import { readToken } from '../../../lib/session/session.ts';
import { ProfileFields, type ProfileValues } from '../components/profile-fields.tsx';
import { RequireSignIn } from '../../../components/require-sign-in.tsx';

function PasswordChange() {
  const t = useT();
  const api = useStoreApi();
  const [currentPassword, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const change = useMutation({
    mutationFn: () => api.client.call('customerPassword', { body: { currentPassword, password, confirmPassword } }),
    onSuccess: () => {
      setCurrent('');
      setPassword('');
      setConfirm('');
    },
  });
  const errors = fieldErrorsOf(change.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className="form account-section" aria-labelledby="password-title">
      <h2 id="password-title">{t('account.passwordTitle')}</h2>
      <FormProblem message={change.error ? problemOf(change.error, t) : null} />
      {change.isSuccess && (
        <p role="status" className="notice">
          {t('account.passwordChanged')}
        </p>
      )}
      <TextField
        label={t('account.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={setCurrent}
        required
        errors={errors.currentPassword}
      />
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
      <button type="submit" className="button" disabled={change.isPending}>
        {t('account.changePassword')}
      </button>
    </form>
  );
}

/** Account deletion, after a confirmation that says what goes and what stays. */
function DeleteAccount() {
  const t = useT();
  const to = useLocalePath();
  const api = useStoreApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  const remove = useMutation({
    mutationFn: () => api.client.call('customerDelete'),
    onSuccess: () => {
      // The session ends on arrival (the layout's useSignOutOnArrival).
      navigate(to('/account/login'), { replace: true, state: { deleted: true, signOut: true } });
      queryClient.removeQueries({ queryKey: ['me'] });
    },
  });
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);
  return (
    <section className="account-section danger-zone" aria-labelledby="delete-title">
      <h2 id="delete-title">{t('account.deleteTitle')}</h2>
      {!asking ? (
        <button type="button" className="button button-quiet" onClick={() => setAsking(true)}>
          {t('account.delete')}
        </button>
      ) : (
        <div
          ref={confirmRef}
          tabIndex={-1}
          role="alertdialog"
          aria-labelledby="delete-confirm-text"
          aria-modal="false"
          className="confirm-box"
        >
          <p id="delete-confirm-text">{t('account.deleteConfirm')}</p>
          <FormProblem message={remove.error ? problemOf(remove.error, t) : null} />
          <button
            type="button"
            className="button button-danger"
            onClick={() => remove.mutate()}
            disabled={remove.isPending}
            data-testid="confirm-delete"
          >
            {t('account.deleteYes')}
          </button>{' '}
          <button type="button" className="link-button" onClick={() => setAsking(false)}>
            {t('common.cancel')}
          </button>
        </div>
      )}
    </section>
  );
}

function Profile() {
  const t = useT();
  const to = useLocalePath();
  const api = useStoreApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery(api, readToken(api.idSite ?? 0)));
  const [values, setValues] = useState<ProfileValues | null>(null);
  useEffect(() => {
    const user = me.data;
    if (user && 'phone' in user && values === null)
      setValues({
        firstname: user.firstname,
        lastname: user.lastname,
        email: user.email,
        phone: user.phone ?? '',
        birthdate: user.birthdate,
        newsletter: user.newsletter,
      });
  }, [me.data, values]);
  const save = useMutation({
    mutationFn: (profile: ProfileValues) =>
      api.client.call('customerUpdate', { body: { ...profile, phone: profile.phone || null } }),
    onSuccess: (user) => queryClient.setQueryData(meQuery(api, readToken(api.idSite ?? 0)).queryKey, user),
  });
  const signOut = () => {
    navigate(to('/'), { state: { signOut: true } });
    queryClient.removeQueries({ queryKey: ['me'] });
  };
  if (me.isError)
    return <LoadError message={problemOf(me.error, t)} error={me.error} onRetry={() => void me.refetch()} />;
  if (!values) return <PageLoader />;
  const errors = fieldErrorsOf(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values);
  };
  return (
    <div className="page-narrow account-page">
      <h1>{t('account.title')}</h1>
      <nav className="account-nav" aria-label={t('account.menu')}>
        <Link to={to('/account/orders')}>{t('account.orders')}</Link>
        <button type="button" className="link-button" onClick={signOut}>
          {t('account.signOut')}
        </button>
      </nav>
      <form onSubmit={submit} noValidate className="form account-section" aria-labelledby="profile-title">
        <h2 id="profile-title">{t('account.profile')}</h2>
        <FormProblem message={save.error ? problemOf(save.error, t) : null} />
        {save.isSuccess && (
          <p role="status" className="notice">
            {t('account.saved')}
          </p>
        )}
        <ProfileFields value={values} onChange={setValues} errors={errors} />
        <button type="submit" className="button" disabled={save.isPending}>
          {t('account.save')}
        </button>
      </form>
      <PasswordChange />
      <DeleteAccount />
    </div>
  );
}

/** `/account`: the customer's profile, password and account deletion, and the way to their orders. */
export function ProfileRoute() {
  return (
    <RequireSignIn>
      <Profile />
    </RequireSignIn>
  );
}
