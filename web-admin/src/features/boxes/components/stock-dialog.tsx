import { useState, type MouseEvent } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { boxQuantityInputSchema } from '@cellar/shared/shipping/boxes';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { DecimalInput } from '../../../components/kit/decimal-input.tsx';
import { schemaErrors, serverErrors } from '../../../components/kit/field-errors.ts';
import { boxKeys, setBoxQuantity } from '../api/boxes-api.ts';
import { useBoxesT } from './box-text.ts';
import type { NumberValue } from './box-values.ts';

const keepFieldFocus = (event: MouseEvent) => event.preventDefault();
const quantityOf = (value: NumberValue) =>
  typeof value === 'number' ? value : value.trim() === '' ? null : value.trim();

export interface StockDialogProps {
  /** The box (own, or a chosen global box), its name as shown, and the site's stock of it. */
  box: { id: number; quantity: number };
  name: string;
  onClose: () => void;
}

/** The site's stock of one of its boxes (`PUT /admin/box/quantity/{id}`): "The quantity cannot be negative". */
export function StockDialog({ box, name, onClose }: StockDialogProps) {
  const t = useBoxesT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const { showInputNames } = useSession();
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ quantity: NumberValue }>({
    mode: 'controlled',
    initialValues: { quantity: box.quantity },
    validate: (values) => schemaErrors(boxQuantityInputSchema, { quantity: quantityOf(values.quantity) }, lang),
    validateInputOnBlur: true,
  });

  const onSubmit = form.onSubmit(async (values) => {
    setSubmitting(true);
    setFormError(null);
    try {
      await setBoxQuantity(api, box.id, quantityOf(values.quantity));
      toast('success', t('boxes.stockDialog.saved'));
      await queryClient.invalidateQueries({ queryKey: boxKeys.all });
      onClose();
    } catch (error) {
      if (isRequestDropped(error)) return;
      const message = errorMessage(error, t('error.generic'));
      if (isApiError(error) && error.fieldErrors.quantity) form.setErrors(serverErrors(error.fieldErrors));
      else setFormError(message);
      toast('error', message);
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <Modal opened onClose={onClose} title={t('boxes.stockDialog.title', { name })} data-testid="stock-dialog">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {formError && (
            <Alert color="red" data-testid="stock-error">
              {formError}
            </Alert>
          )}
          <DecimalInput
            integer
            label={t('boxes.quantity')}
            description={showInputNames ? 'quantity' : undefined}
            data-testid="stock-quantity"
            data-autofocus
            {...form.getInputProps('quantity')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={submitting} onMouseDown={keepFieldFocus}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={submitting} onMouseDown={keepFieldFocus} data-testid="stock-submit">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
