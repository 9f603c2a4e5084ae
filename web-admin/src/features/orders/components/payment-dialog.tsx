import { useState, type MouseEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { paymentMethods } from '@cellar/shared/checkout/orders';
import { orderPaymentSchema, parisToday, paymentKinds, type PaymentKind } from '@cellar/shared/orders/admin-orders';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { DecimalInput, type DecimalValue } from '../../../components/kit/decimal-input.tsx';
import { schemaErrors, serverErrors } from '../../../components/kit/field-errors.ts';
import {
  addPayment,
  orderChanged,
  updatePayment,
  type OrderPaymentLine,
  type OrderView,
  type PaymentBody,
} from '../api/orders-api.ts';
import { parisDay } from './order-format.ts';
import { useOrdersT } from './order-text.ts';

interface PaymentValues {
  kind: PaymentKind;
  amount: DecimalValue;
  date: string;
  method: string;
  reference: string;
}

/** The rules' input (and the body): the fields as typed, blanks left out. */
function paymentInput(values: PaymentValues): PaymentBody {
  return {
    kind: values.kind,
    ...(values.amount === '' ? {} : { amount: values.amount }),
    date: values.date.trim(),
    ...(values.method === '' ? {} : { method: values.method }),
    reference: values.reference.trim() === '' ? null : values.reference.trim(),
  };
}

const keepFieldFocus = (event: MouseEvent) => event.preventDefault();
/** The shared rules, today being the day in Paris as the server counts it. */
const paymentRules = orderPaymentSchema(() => parisToday());

export interface PaymentDialogProps {
  order: OrderView;
  /** The payment changed, or null to record one of `kind`. */
  payment: OrderPaymentLine | null;
  kind: PaymentKind;
  onClose: () => void;
}

/**
 * A payment or a refund in a dialog (`POST /admin/order/{id}/payment`, `PUT …/payment/{idPayment}`):
 * kind, amount, day (dd/mm/yyyy, today by default), method, reference. The shared rules
 * (`orderPaymentSchema`) speak on each field as it is left and on save, before any call; the
 * server's per-field messages (a refund over what was paid…) land on the same fields.
 */
export function PaymentDialog({ order, payment, kind, onClose }: PaymentDialogProps) {
  const t = useOrdersT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const { showInputNames } = useSession();
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PaymentValues>({
    mode: 'controlled',
    initialValues: payment
      ? {
          kind: payment.kind,
          amount: payment.amount,
          date: payment.date,
          method: payment.method,
          reference: payment.reference ?? '',
        }
      : // A refund is owed what the balance says; a payment, the balance still due.
        {
          kind,
          amount:
            kind === 'PAYMENT' && order.balance > 0
              ? order.balance
              : kind === 'REFUND' && order.balance < 0
                ? -order.balance
                : '',
          date: parisDay(),
          method: order.payment.method === 'CARD' ? '' : order.payment.method,
          reference: '',
        },
    validate: (values) => schemaErrors(paymentRules, paymentInput(values), lang),
    validateInputOnBlur: true,
  });
  const named = (path: keyof PaymentValues) => ({
    description: showInputNames ? path : undefined,
    'data-testid': `payment-${path}`,
    ...form.getInputProps(path),
  });
  const values = form.getValues();
  const title = payment
    ? t('orders.payments.editTitle')
    : values.kind === 'REFUND'
      ? t('orders.payments.addRefundTitle')
      : t('orders.payments.addTitle');

  const onSubmit = form.onSubmit(async (submitted) => {
    setSubmitting(true);
    setFormError(null);
    try {
      const body = paymentInput(submitted);
      const view = payment
        ? await updatePayment(api, order.id, payment.id, body)
        : await addPayment(api, order.id, body);
      orderChanged(queryClient, view);
      toast(
        'success',
        payment
          ? t('orders.payments.changed')
          : submitted.kind === 'REFUND'
            ? t('orders.payments.refundAdded')
            : t('orders.payments.added'),
      );
      onClose();
    } catch (error) {
      if (isRequestDropped(error)) return;
      const message = errorMessage(error, t('error.generic'));
      const fields = isApiError(error) ? serverErrors(error.fieldErrors) : {};
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      else setFormError(message);
      toast('error', message);
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <Modal opened onClose={onClose} title={title} data-testid="payment-dialog">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {formError && (
            <Alert color="red" data-testid="payment-error">
              {formError}
            </Alert>
          )}
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('orders.payments.kind')}
            </Text>
            <SegmentedControl
              data={paymentKinds.map((k) => ({ value: k, label: t(`orders.payments.kinds.${k}`) }))}
              value={values.kind}
              onChange={(value) => form.setFieldValue('kind', value as PaymentKind)}
              data-testid="payment-kind"
            />
          </Stack>
          <SimpleGrid cols={2}>
            <DecimalInput
              label={t('orders.payments.amount')}
              withAsterisk
              decimalScale={2}
              rightSection={<Text size="sm">€</Text>}
              data-autofocus
              {...named('amount')}
            />
            <TextInput
              label={t('orders.payments.date')}
              withAsterisk
              placeholder={t('orders.filters.datePlaceholder')}
              {...named('date')}
            />
          </SimpleGrid>
          <NativeSelect
            label={t('orders.payments.method')}
            withAsterisk
            data={[
              { value: '', label: t('orders.payments.chooseMethod') },
              ...paymentMethods.map((m) => ({ value: m, label: t(`orders.paymentMethods.${m}`) })),
            ]}
            {...named('method')}
          />
          <TextInput label={t('orders.payments.reference')} maxLength={100} {...named('reference')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={submitting} onMouseDown={keepFieldFocus}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={submitting} onMouseDown={keepFieldFocus} data-testid="payment-submit">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
