import { useState } from 'react';
import { ActionIcon, Button, Group, NativeSelect, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  decreasingDiscountInputSchema,
  decreasingDiscountTypes,
  maxDecreasingDiscounts,
  type DecreasingDiscount,
} from '@cellar/shared/catalog/decreasing-discount';
import { translate } from '@cellar/shared/i18n/messages';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { schemaErrorsByPath, serverErrors, type FieldErrors } from '../../../components/kit/field-errors.ts';
import { DeleteIcon } from '../../../components/kit/row-icons.tsx';
import { setDecreasingDiscounts, type DecreasingDiscountsBody } from '../api/product-options-api.ts';
import { productKeys } from '../api/products-api.ts';
import { useProductOptionsT } from './product-options-text.ts';

interface Line {
  key: number;
  fromQuantity: string;
  type: string;
  amount: string;
}

let nextKey = 0;
const lineOf = (d?: DecreasingDiscount): Line => ({
  key: (nextKey += 1),
  fromQuantity: d ? String(d.fromQuantity) : '',
  type: d?.type ?? 'PERCENT',
  amount: d ? String(d.amount) : '',
});
const bodyOf = (lines: Line[]): DecreasingDiscountsBody => ({
  discounts: lines.map(({ fromQuantity, type, amount }) => ({ fromQuantity, type, amount })),
});

/**
 * A product's decreasing discounts (its edit screen): tiers "from a quantity, a discount per unit" in percent or
 * euros, saved as a whole list (an empty list removes them). The Discount rules of shared under each field ("The
 * number of unit must be greater than 0", "Discount must be positive", "Discount cannot be more than 100%"…).
 */
export function DecreasingDiscountsEditor({
  idProduct,
  discounts,
}: {
  idProduct: number;
  discounts: DecreasingDiscount[];
}) {
  const t = useProductOptionsT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const [lines, setLines] = useState<Line[]>(() => discounts.map(lineOf));
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = useMutation({
    mutationFn: (body: DecreasingDiscountsBody) => setDecreasingDiscounts(api, idProduct, body),
    onSuccess: (answer) => {
      toast('success', translate('decreasingDiscount.updated', lang));
      // Shown as the server keeps them: sorted by quantity.
      setLines(answer.discounts.map(lineOf));
      void queryClient.invalidateQueries({ queryKey: productKeys.one(idProduct) });
    },
    onError: (error) => {
      if (isRequestDropped(error)) return;
      toast('error', errorMessage(error, t('error.generic')));
      if (isApiError(error)) setErrors(serverErrors(error.fieldErrors));
    },
  });

  const change = (key: number, next: Partial<Line>) => {
    setLines(lines.map((l) => (l.key === key ? { ...l, ...next } : l)));
    setErrors({});
  };
  const submit = () => {
    const found = schemaErrorsByPath(decreasingDiscountInputSchema, bodyOf(lines), lang);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(bodyOf(lines));
  };
  const at = (i: number, field: keyof Omit<Line, 'key'>) => errors[`discounts.${i}.${field}`];

  return (
    <Stack gap="sm" data-testid="decreasing-discounts">
      <Title order={4}>{t('catalogueOptions.product.discountsTitle')}</Title>
      <Text size="sm" c="dimmed">
        {t('catalogueOptions.product.discountsHelp')}
      </Text>
      {lines.length === 0 && (
        <Text c="dimmed" data-testid="discounts-empty">
          {t('catalogueOptions.product.noDiscounts')}
        </Text>
      )}
      {lines.map((line, i) => (
        <Group key={line.key} align="flex-start" wrap="nowrap" data-testid={`discount-${i}`}>
          <TextInput
            label={t('catalogueOptions.product.fromQuantity')}
            withAsterisk
            inputMode="numeric"
            w={170}
            value={line.fromQuantity}
            onChange={(event) => change(line.key, { fromQuantity: event.currentTarget.value })}
            error={at(i, 'fromQuantity')}
            data-testid={`discount-${i}-fromQuantity`}
          />
          <NativeSelect
            label={t('catalogueOptions.product.discountType')}
            withAsterisk
            w={150}
            value={line.type}
            onChange={(event) => change(line.key, { type: event.currentTarget.value })}
            data={[
              { value: '', label: t('catalogueOptions.product.chooseType') },
              ...decreasingDiscountTypes.map((v) => ({
                value: v,
                label: t(`catalogueOptions.product.discountTypes.${v}`),
              })),
            ]}
            error={at(i, 'type')}
            data-testid={`discount-${i}-type`}
          />
          <TextInput
            label={t('catalogueOptions.product.amount')}
            withAsterisk
            inputMode="decimal"
            w={150}
            rightSection={line.type === 'EURO' ? '€' : '%'}
            value={line.amount}
            onChange={(event) => change(line.key, { amount: event.currentTarget.value })}
            error={at(i, 'amount')}
            data-testid={`discount-${i}-amount`}
          />
          <Tooltip label={t('kit.list.delete')} withinPortal>
            <ActionIcon
              mt={28}
              variant="subtle"
              color="red"
              onClick={() => {
                setLines(lines.filter((l) => l.key !== line.key));
                setErrors({});
              }}
              aria-label={t('catalogueOptions.product.removeLine', { n: i + 1 })}
              data-testid={`discount-${i}-remove`}
            >
              <DeleteIcon />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
      {errors.discounts && (
        <Text size="sm" c="red" data-testid="discounts-error">
          {errors.discounts}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          disabled={lines.length >= maxDecreasingDiscounts}
          onClick={() => setLines([...lines, lineOf()])}
          data-testid="discount-add"
        >
          {t('catalogueOptions.product.addLine')}
        </Button>
        <Button loading={save.isPending} onClick={submit} data-testid="discounts-save">
          {t('catalogueOptions.product.saveDiscounts')}
        </Button>
      </Group>
    </Stack>
  );
}
