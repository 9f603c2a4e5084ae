import type { FieldErrors } from '@cellar/shared/envelope';
import { CheckboxField, TextField } from '../../../components/form-field.tsx';
import { useT } from '../../../lib/i18n/translate.ts';

export interface ProfileValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  /** yyyy-mm-dd (a date field's value). */
  birthdate: string;
  newsletter: boolean;
}

export const emptyProfile: ProfileValues = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  birthdate: '',
  newsletter: false,
};

/** A customer's profile (spec 2 §3 User: email, phone, firstname, lastname, birthdate), with the server's messages per
 * field. */
export function ProfileFields({
  value,
  onChange,
  errors,
}: {
  value: ProfileValues;
  onChange: (next: ProfileValues) => void;
  errors: FieldErrors;
}) {
  const t = useT();
  const set = (patch: Partial<ProfileValues>) => onChange({ ...value, ...patch });
  return (
    <>
      <div className="field-row">
        <TextField
          label={t('checkout.firstname')}
          value={value.firstname}
          onChange={(v) => set({ firstname: v })}
          autoComplete="given-name"
          required
          errors={errors.firstname}
        />
        <TextField
          label={t('checkout.lastname')}
          value={value.lastname}
          onChange={(v) => set({ lastname: v })}
          autoComplete="family-name"
          required
          errors={errors.lastname}
        />
      </div>
      <TextField
        label={t('checkout.email')}
        type="email"
        autoComplete="email"
        value={value.email}
        onChange={(v) => set({ email: v })}
        required
        errors={errors.email}
        testId="profile-email"
      />
      <TextField
        label={t('checkout.phone')}
        type="tel"
        autoComplete="tel"
        value={value.phone}
        onChange={(v) => set({ phone: v })}
        hint={t('checkout.phoneHint')}
        errors={errors.phone}
      />
      <TextField
        label={t('account.birthdate')}
        type="date"
        autoComplete="bday"
        value={value.birthdate}
        onChange={(v) => set({ birthdate: v })}
        required
        hint={t('account.birthdateHint')}
        errors={errors.birthdate ?? errors.dayBirth}
        testId="birthdate"
      />
      <CheckboxField
        label={t('account.newsletter')}
        checked={value.newsletter}
        onChange={(v) => set({ newsletter: v })}
        errors={errors.newsletter}
      />
    </>
  );
}
