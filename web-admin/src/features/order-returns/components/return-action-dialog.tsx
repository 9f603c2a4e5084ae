import { Alert, Checkbox, FileInput, Group, SimpleGrid, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { translate } from '@cellar/shared/i18n/messages';
import {
  maxReturnFileBytes,
  maxReturnNoteLength,
  returnFileExtensionOf,
  returnStatusBodySchema,
  returnTransitions,
  type ReturnAction,
} from '@cellar/shared/orders/returns';
import { useApi } from '../../../lib/api/api-context.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { formatMoney } from '../../../lib/money.ts';
import { DecimalInput, type DecimalValue } from '../../../components/kit/decimal-input.tsx';
import { DialogForm } from '../../../components/kit/dialog-form.tsx';
import { schemaErrors, type FieldErrors } from '../../../components/kit/field-errors.ts';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import { returnChanged, type ReturnView } from '../../../components/returns/return-queries.ts';
import { ReturnStatusBadge } from '../../../components/returns/return-status-badge.tsx';
import { useReturnsT } from '../../../components/returns/return-text.ts';
import { moveReturn, type ReturnStatusBody } from '../api/returns-api.ts';
import { ReturnMailPreview } from './return-mail-preview.tsx';

const accept = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

/** What the shared rules say of the file before it is sent (the server reads its bytes too). */
function fileError(action: ReturnAction, file: File | null): string | undefined {
  if (!file) return action === 'SEND_LABEL' ? 'return.labelRequired' : undefined;
  if (!returnFileExtensionOf(file.name)) return 'return.fileType';
  if (file.size === 0) return 'return.fileEmpty';
  if (file.size > maxReturnFileBytes) return 'return.fileTooBig';
  return undefined;
}

interface ActionValues {
  file: File | null;
  refundAmount: DecimalValue;
  note: string;
  sendMail: boolean;
}

export interface ReturnActionDialogProps {
  view: ReturnView;
  action: ReturnAction;
  onClose: () => void;
  /** The move was made: the return as the server answered it. */
  onDone: (view: ReturnView) => void;
}

/**
 * One of the producer's actions on a return (`PUT /admin/order-back/{id}/status`, multipart): the
 * file (required to send the label, said before sending), the refund of a partial acceptance, a
 * note, and the new status's mail previewed with "send the mail to the customer" ticked. The shared
 * rules speak on each field before any call, then the server's messages land on the same fields; a
 * move refused because the return changed meanwhile (409) reloads the returns.
 */
export function ReturnActionDialog({ view, action, onClose, onDone }: ReturnActionDialogProps) {
  const t = useReturnsT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const target = returnTransitions[action].to;
  const partial = action === 'PARTIALLY_ACCEPT_RETURN';
  const labelRequired = action === 'SEND_LABEL';
  const label = t(`returns.actions.${action}`);
  const value = formatMoney(view.value, lang);

  const rules = ({ file, refundAmount, note, sendMail }: ActionValues): FieldErrors => {
    const input = {
      action,
      sendMail,
      ...(note.trim() === '' ? {} : { note }),
      ...(partial && refundAmount !== '' ? { refundAmount } : {}),
    };
    const found = schemaErrors(returnStatusBodySchema, input, lang);
    delete found.file;
    if (partial && !found.refundAmount && typeof refundAmount === 'number' && refundAmount > view.value)
      found.refundAmount = translate('return.refundOverValue', lang);
    const wrongFile = fileError(action, file);
    if (wrongFile) found.file = translate(wrongFile, lang);
    return found;
  };
  const dialog = useSaveForm<ActionValues, ReturnView>({
    initialValues: { file: null, refundAmount: '', note: '', sendMail: true },
    rules,
    // The rules speak on save, then as each field changes.
    validateInputOnBlur: false,
    submit: ({ file, refundAmount, note, sendMail }) => {
      const body: ReturnStatusBody = {
        action,
        sendMail,
        ...(note.trim() === '' ? {} : { note: note.trim() }),
        ...(partial && typeof refundAmount === 'number' ? { refundAmount } : {}),
        ...(file ? { file } : {}),
      };
      return moveReturn(api, view.id, body);
    },
    success: t('returns.action.changed'),
    onSaved: (answer) => {
      returnChanged(queryClient);
      onDone(answer);
    },
    onClose,
    fields: ['file', 'refundAmount', 'note'],
    messageAbove: 'unplaced',
    onError: (error) => {
      if (!isApiError(error) || error.status !== 409) return false;
      // The return moved meanwhile (or can no longer take this action): it is read again.
      returnChanged(queryClient);
      onClose();
      return true;
    },
  });
  const { form } = dialog;
  const field = (path: keyof ActionValues) => form.getInputProps(path);

  return (
    <DialogForm
      state={dialog}
      size="lg"
      title={t('returns.action.title', { action: label, id: view.id })}
      testId="return-action-dialog"
      errorTitle={t('returns.action.failed')}
      submitTestId="return-action-confirm"
      submitLabel={label}
      submitColor={action === 'REJECT_RETURN' ? 'red' : undefined}
      gap="sm"
    >
      <Group gap="xs">
        <ReturnStatusBadge status={view.status} />
        <Text aria-hidden="true">→</Text>
        <ReturnStatusBadge status={target} data-testid="return-action-to" />
      </Group>
      {action === 'ACCEPT_RETURN' && (
        <Text size="sm" data-testid="return-accept-help">
          {t('returns.action.acceptHelp', { value })}
        </Text>
      )}
      {action === 'REJECT_RETURN' && (
        <Text size="sm" c="dimmed">
          {t('returns.action.rejectHelp')}
        </Text>
      )}
      {partial && (
        <DecimalInput
          label={t('returns.action.refund')}
          description={t('returns.action.refundHelp', { value })}
          withAsterisk
          decimalScale={2}
          {...field('refundAmount')}
          w={260}
          data-testid="return-refund"
        />
      )}
      {labelRequired && (
        <Alert color="blue" variant="light" p="xs" data-testid="return-label-required">
          {t('returns.action.labelHelp')}
        </Alert>
      )}
      <SimpleGrid cols={2} spacing="sm">
        <FileInput
          label={labelRequired ? t('returns.action.fileLabel') : t('returns.action.file')}
          description={t('returns.action.fileHelp')}
          placeholder={t('returns.action.filePlaceholder')}
          withAsterisk={labelRequired}
          clearable
          accept={accept}
          {...field('file')}
          data-testid="return-file"
        />
        <Textarea
          label={t('returns.action.note')}
          description={t('returns.action.noteHelp')}
          rows={2}
          maxLength={maxReturnNoteLength}
          {...field('note')}
          data-testid="return-note"
        />
      </SimpleGrid>
      <Checkbox
        label={t('returns.action.sendMail', { email: view.customer.email })}
        {...form.getInputProps('sendMail', { type: 'checkbox' })}
        data-testid="return-send-mail"
      />
      {form.getValues().sendMail ? (
        <ReturnMailPreview idOrder={view.idOrder} idOrderBack={view.id} status={target} />
      ) : (
        <Text size="sm" c="dimmed" data-testid="return-no-mail">
          {t('returns.action.noMail')}
        </Text>
      )}
    </DialogForm>
  );
}
