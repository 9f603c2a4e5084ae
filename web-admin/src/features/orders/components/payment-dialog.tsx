import { NativeSelect, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { paymentMethods } from '@cellar/shared/checkout/orders';
import { orderPaymentSchema, parisToday, paymentKinds, type PaymentKind } from '@cellar/shared/orders/admin-orders';
import { useApi } from '../../../lib/api/api-context.tsx';
import { DecimalInput, type DecimalValue } from '../../../components/kit/decimal-input.tsx';
import { DialogForm } from '../../../components/kit/dialog-form.tsx';
import { schemaErrors } from '../../../components/kit/field-errors.ts';
import { useSaveForm } from '../../../components/kit/save-form.ts';
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
  const api = useApi();
  const queryClient = useQueryClient();
  const dialog = useSaveForm<PaymentValues, OrderView>({
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
    rules: (values, lang) => schemaErrors(paymentRules, paymentInput(values), lang),
    submit: (values) =>
      payment
        ? updatePayment(api, order.id, payment.id, paymentInput(values))
        : addPayment(api, order.id, paymentInput(values)),
    success: (_view, values) =>
      payment
        ? t('orders.payments.changed')
        : values.kind === 'REFUND'
          ? t('orders.payments.refundAdded')
          : t('orders.payments.added'),
    onSaved: (view) => orderChanged(queryClient, view),
    onClose,
    messageAbove: 'unplaced',
    inputTestId: 'payment',
  });
  const { form, named } = dialog;
  const values = form.getValues();
  const title = payment
    ? t('orders.payments.editTitle')
    : values.kind === 'REFUND'
      ? t('orders.payments.addRefundTitle')
      : t('orders.payments.addTitle');

  return (
    <DialogForm state={dialog} title={title} testId="payment-dialog" submitTestId="payment-submit" gap="sm">
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
    </DialogForm>
  );
}
