import { NativeSelect, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { boxOrderInputSchema } from '@cellar/shared/shipping/boxes';
import { useApi } from '../../../lib/api/api-context.tsx';
import { DecimalInput } from '../../../components/kit/decimal-input.tsx';
import { DialogForm } from '../../../components/kit/dialog-form.tsx';
import { schemaErrors } from '../../../components/kit/field-errors.ts';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import { boxKeys, createBoxOrder, loadOrderableBoxes, type BoxOrderBody } from '../api/boxes-api.ts';
import { useBoxesT, useBoxText } from './box-text.ts';
import type { NumberValue } from './box-values.ts';

interface OrderValues {
  idBox: string;
  quantity: NumberValue;
  comment: string;
}

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
  const api = useApi();
  const boxes = useQuery({ queryKey: boxKeys.orderable, queryFn: ({ signal }) => loadOrderableBoxes(api, signal) });
  const dialog = useSaveForm<OrderValues, unknown>({
    initialValues: { idBox: '', quantity: '', comment: '' },
    rules: (values, lang) => schemaErrors(boxOrderInputSchema, orderInput(values), lang),
    submit: (values) => createBoxOrder(api, orderInput(values) as BoxOrderBody),
    success: t('boxes.orders.created'),
    onSaved,
    onClose,
    fields: ['idBox', 'quantity', 'comment'],
    inputTestId: 'order',
  });
  const { named } = dialog;

  const own = boxes.data?.own ?? [];
  const global = boxes.data?.global ?? [];
  return (
    <DialogForm
      state={dialog}
      title={t('boxes.orders.addTitle')}
      testId="box-order-form"
      submitTestId="box-order-submit"
      submitLabel={t('boxes.orders.add')}
    >
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
    </DialogForm>
  );
}
