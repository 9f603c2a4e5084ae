import { useState, type MouseEvent } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { boxOrderInputSchema } from '@cellar/shared/shipping/boxes';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { DecimalInput } from '../../../components/kit/decimal-input.tsx';
import { schemaErrors, serverErrors } from '../../../components/kit/field-errors.ts';
import { boxKeys, createBoxOrder, loadOrderableBoxes, type BoxOrderBody } from '../api/boxes-api.ts';
import { useBoxesT, useBoxText } from './box-text.ts';
import type { NumberValue } from './box-values.ts';

interface OrderValues {
  idBox: string;
  quantity: NumberValue;
  comment: string;
}

const shown = new Set(['idBox', 'quantity', 'comment']);
const keepFieldFocus = (event: MouseEvent) => event.preventDefault();

function orderInput(values: OrderValues): Record<string, unknown> {
  return {
    idBox: values.idBox === '' ? null : values.idBox,
    quantity:
      typeof values.quantity === 'number'
        ? values.quantity
        : values.quantity.trim() === ''
          ? null
          : values.quantity.trim(),
    comment: values.comment.trim() === '' ? null : values.comment,
  };
}

/**
 * A box order in a dialog (`POST /admin/box/order`): one of the site's boxes or any global box
 * (chosen or not), a number of boxes, a note for the supplier; "You must choose a box" and "Number
 * of box must be greater than 0" under their fields.
 */
export function BoxOrderForm({ onSaved, onClose }: { onSaved: () => void; onClose: () => void }) {
  const t = useBoxesT();
  const text = useBoxText();
  const lang = useLang();
  const api = useApi();
  const { showInputNames } = useSession();
  const boxes = useQuery({ queryKey: boxKeys.orderable, queryFn: ({ signal }) => loadOrderableBoxes(api, signal) });
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<OrderValues>({
    mode: 'controlled',
    initialValues: { idBox: '', quantity: '', comment: '' },
    validate: (values) => schemaErrors(boxOrderInputSchema, orderInput(values), lang),
    validateInputOnBlur: true,
  });
  const named = (path: keyof OrderValues) => ({
    description: showInputNames ? path : undefined,
    'data-testid': `order-${path}`,
    ...form.getInputProps(path),
  });

  const onSubmit = form.onSubmit(async (values) => {
    setSubmitting(true);
    setFormError(null);
    try {
      await createBoxOrder(api, orderInput(values) as BoxOrderBody);
      toast('success', t('boxes.orders.created'));
      onSaved();
    } catch (error) {
      if (isRequestDropped(error)) return;
      const message = errorMessage(error, t('error.generic'));
      if (isApiError(error)) {
        const errors = serverErrors(error.fieldErrors);
        form.setErrors(errors);
        const others = Object.entries(errors).filter(([field]) => !shown.has(field));
        setFormError(others.length > 0 ? others.map(([, m]) => m).join(' ') : message);
      } else setFormError(message);
      toast('error', message);
    } finally {
      setSubmitting(false);
    }
  });

  const own = boxes.data?.own ?? [];
  const global = boxes.data?.global ?? [];
  return (
    <Modal opened onClose={onClose} title={t('boxes.orders.addTitle')} data-testid="box-order-form">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {formError && (
            <Alert color="red" data-testid="box-order-form-error">
              {formError}
            </Alert>
          )}
          <NativeSelect
            label={t('boxes.orders.box')}
            withAsterisk
            data={[
              { value: '', label: boxes.isPending ? t('common.loading') : t('boxes.orders.chooseBox') },
              ...(own.length > 0
                ? [
                    {
                      group: t('boxes.orders.ownGroup'),
                      items: own.map((box) => ({
                        value: String(box.id),
                        label: `${text.name(box)} (${text.size(box)})`,
                      })),
                    },
                  ]
                : []),
              ...(global.length > 0
                ? [
                    {
                      group: t('boxes.orders.globalGroup'),
                      items: global.map((box) => ({
                        value: String(box.id),
                        label: `${text.name(box)} (${t(`boxes.ranges.${box.type}`)})`,
                      })),
                    },
                  ]
                : []),
            ]}
            {...named('idBox')}
          />
          <DecimalInput integer label={t('boxes.orders.quantity')} withAsterisk {...named('quantity')} />
          <Textarea label={t('boxes.orders.comment')} rows={3} resize="vertical" {...named('comment')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={submitting} onMouseDown={keepFieldFocus}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={submitting} onMouseDown={keepFieldFocus} data-testid="box-order-submit">
              {t('boxes.orders.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
