import { NumberInput, TextInput } from '@mantine/core';
import { clientServerIssues } from '@cellar/shared/site/client-server';
import type { Lang } from '@cellar/shared/i18n/lang';
import { translate } from '@cellar/shared/i18n/messages';
import { DialogForm } from '../../../components/kit/dialog-form.tsx';
import type { FieldErrors } from '../../../components/kit/field-errors.ts';
import { useSaveForm, type SaveDialogProps } from '../../../components/kit/save-form.ts';
import type { ClientServerBody, ClientServerRow } from '../api/client-servers-api.ts';
import { useClientServersT } from './client-server-text.ts';

interface ClientServerValues {
  ip: string;
  seats: number | string;
  monitoringUrl: string;
}

export interface ClientServerFormProps extends SaveDialogProps<ClientServerBody> {
  server: ClientServerRow | null;
}

const seatsOf = (value: number | string): number | null => (value === '' ? null : Number(value));

/**
 * A client server in a dialog of `/superAdmin/clientServer`: IP, seats, monitoring address; the rule of shared
 * ("Server must have at least one seat and IP not empty") under the field that breaks it.
 */
export function ClientServerForm({ server, save, onSaved, onClose }: ClientServerFormProps) {
  const t = useClientServersT();
  const rules = (values: ClientServerValues, lang: Lang): FieldErrors => {
    const errors: FieldErrors = {};
    const issues = clientServerIssues({ ...values, seats: seatsOf(values.seats) });
    for (const [field, key] of Object.entries(issues)) errors[field] = translate(key, lang);
    return errors;
  };
  const dialog = useSaveForm<ClientServerValues, unknown>({
    initialValues: { ip: server?.ip ?? '', seats: server?.seats ?? 1, monitoringUrl: server?.monitoringUrl ?? '' },
    rules,
    submit: (values) =>
      save({ ip: values.ip, seats: seatsOf(values.seats), monitoringUrl: values.monitoringUrl.trim() || null }),
    success: server ? t('clientServers.updated') : t('clientServers.created'),
    onSaved,
    onClose,
    fields: ['ip', 'seats', 'monitoringUrl'],
    inputTestId: 'client-server',
  });
  const { named } = dialog;
  return (
    <DialogForm
      state={dialog}
      title={server ? t('clientServers.editTitle') : t('clientServers.addTitle')}
      testId="client-server-form"
      submitTestId="client-server-submit"
    >
      <TextInput label={t('clientServers.ip')} withAsterisk {...named('ip')} />
      <NumberInput label={t('clientServers.seats')} withAsterisk min={1} allowDecimal={false} {...named('seats')} />
      <TextInput
        label={t('clientServers.monitoringUrl')}
        {...named('monitoringUrl', t('clientServers.monitoringHint'))}
      />
    </DialogForm>
  );
}
