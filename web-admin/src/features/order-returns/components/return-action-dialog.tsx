import { useState } from 'react';
import { Alert, Button, Checkbox, FileInput, Group, Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
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
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { formatMoney } from '../../../lib/money.ts';
import { toast } from '../../../lib/toast.ts';
import { DecimalInput, type DecimalValue } from '../../../components/kit/decimal-input.tsx';
import { schemaErrors, serverErrors, type FieldErrors } from '../../../components/kit/field-errors.ts';
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
  const [file, setFile] = useState<File | null>(null);
  const [refund, setRefund] = useState<DecimalValue>('');
  const [note, setNote] = useState('');
  const [sendMail, setSendMail] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const target = returnTransitions[action].to;
  const partial = action === 'PARTIALLY_ACCEPT_RETURN';
  const labelRequired = action === 'SEND_LABEL';
  const label = t(`returns.actions.${action}`);
  const value = formatMoney(view.value, lang);

  const rulesOf = (): FieldErrors => {
    const input = {
      action,
      sendMail,
      ...(note.trim() === '' ? {} : { note }),
      ...(partial && refund !== '' ? { refundAmount: refund } : {}),
    };
    const found = schemaErrors(returnStatusBodySchema, input, lang);
    delete found.file;
    if (partial && !found.refundAmount && typeof refund === 'number' && refund > view.value)
      found.refundAmount = translate('return.refundOverValue', lang);
    const wrongFile = fileError(action, file);
    if (wrongFile) found.file = translate(wrongFile, lang);
    return found;
  };

  const confirm = async () => {
    setProblem(null);
    const found = rulesOf();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: ReturnStatusBody = {
      action,
      sendMail,
      ...(note.trim() === '' ? {} : { note: note.trim() }),
      ...(partial && typeof refund === 'number' ? { refundAmount: refund } : {}),
      ...(file ? { file } : {}),
    };
    setBusy(true);
    try {
      const answer = await moveReturn(api, view.id, body);
      returnChanged(queryClient);
      toast('success', t('returns.action.changed'));
      onDone(answer);
      onClose();
    } catch (caught) {
      if (isRequestDropped(caught)) return;
      const message = errorMessage(caught, t('error.generic'));
      if (isApiError(caught) && caught.status === 409) {
        // The return moved meanwhile (or can no longer take this action): it is read again.
        toast('error', message);
        returnChanged(queryClient);
        onClose();
        return;
      }
      const fromServer = isApiError(caught) ? serverErrors(caught.fieldErrors) : {};
      const onFields = Object.fromEntries(
        Object.entries(fromServer).filter(([field]) => ['file', 'refundAmount', 'note'].includes(field)),
      );
      setErrors(onFields);
      const elsewhere = Object.entries(fromServer)
        .filter(([field]) => !(field in onFields))
        .map(([, m]) => m);
      if (Object.keys(onFields).length === 0 || elsewhere.length > 0)
        setProblem(elsewhere.length > 0 ? elsewhere.join(' ') : message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t('returns.action.title', { action: label, id: view.id })}
      data-testid="return-action-dialog"
    >
      <Stack gap="sm">
        {problem && (
          <Alert color="red" title={t('returns.action.failed')} data-testid="return-action-error">
            {problem}
          </Alert>
        )}
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
            value={refund}
            onChange={(next) => {
              setRefund(next);
              setErrors(({ refundAmount: _, ...rest }) => rest);
            }}
            error={errors.refundAmount}
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
            value={file}
            onChange={(next) => {
              setFile(next);
              setErrors(({ file: _, ...rest }) => rest);
            }}
            error={errors.file}
            data-testid="return-file"
          />
          <Textarea
            label={t('returns.action.note')}
            description={t('returns.action.noteHelp')}
            rows={2}
            maxLength={maxReturnNoteLength}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={errors.note}
            data-testid="return-note"
          />
        </SimpleGrid>
        <Checkbox
          checked={sendMail}
          onChange={(event) => setSendMail(event.currentTarget.checked)}
          label={t('returns.action.sendMail', { email: view.customer.email })}
          data-testid="return-send-mail"
        />
        {sendMail ? (
          <ReturnMailPreview idOrder={view.idOrder} idOrderBack={view.id} status={target} />
        ) : (
          <Text size="sm" c="dimmed" data-testid="return-no-mail">
            {t('returns.action.noMail')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            color={action === 'REJECT_RETURN' ? 'red' : undefined}
            loading={busy}
            onClick={() => void confirm()}
            data-testid="return-action-confirm"
          >
            {label}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
