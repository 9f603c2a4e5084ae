import { useQueryClient } from '@tanstack/react-query';
import { boxQuantityInputSchema } from '@cellar/shared/shipping/boxes';
import { useApi } from '../../../lib/api/api-context.tsx';
import { DecimalInput } from '../../../components/kit/decimal-input.tsx';
import { DialogForm } from '../../../components/kit/dialog-form.tsx';
import { schemaErrors } from '../../../components/kit/field-errors.ts';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import { boxKeys, setBoxQuantity } from '../api/boxes-api.ts';
import { useBoxesT } from './box-text.ts';
import type { NumberValue } from './box-values.ts';

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
  const api = useApi();
  const queryClient = useQueryClient();
  const dialog = useSaveForm<{ quantity: NumberValue }, unknown>({
    initialValues: { quantity: box.quantity },
    rules: (values, lang) => schemaErrors(boxQuantityInputSchema, { quantity: quantityOf(values.quantity) }, lang),
    submit: (values) => setBoxQuantity(api, box.id, quantityOf(values.quantity)),
    success: t('boxes.stockDialog.saved'),
    onSaved: () => queryClient.invalidateQueries({ queryKey: boxKeys.all }),
    onClose,
    fields: ['quantity'],
    messageAbove: 'unplaced',
    inputTestId: 'stock',
  });

  return (
    <DialogForm
      state={dialog}
      title={t('boxes.stockDialog.title', { name })}
      testId="stock-dialog"
      submitTestId="stock-submit"
    >
      <DecimalInput integer label={t('boxes.quantity')} data-autofocus {...dialog.named('quantity')} />
    </DialogForm>
  );
}
