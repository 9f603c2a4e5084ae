import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { translate } from '@cellar/shared/i18n/messages';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { DecimalInput } from '../../../components/kit/decimal-input.tsx';
import type { Choice } from './grapes-field.tsx';
import { boxTotal, rowKey, wholeValue, type ProductFormValues } from './product-values.ts';
import { RemoveIcon } from '../../../components/kit/row-icons.tsx';

/**
 * The products of a box with their quantities. The sum of the quantities must be the box's "sold
 * by" (its number of bottles): the total and the rule's message show as the values are typed.
 */
export function BoxProductsField({
  form,
  products,
  loading,
  showInputNames,
}: {
  form: UseFormReturnType<ProductFormValues>;
  products: Choice[];
  loading: boolean;
  showInputNames: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const values = form.getValues();
  const rows = values.products;
  const total = boxTotal(rows);
  const soldBy = wholeValue(values.multipleOf);
  // A figure that is not whole says so on its own field; no sum is made of it (as the rules do).
  const counted = !Number.isNaN(total) && !Number.isNaN(soldBy);
  const mismatch = rows.length > 0 && counted && total !== soldBy;
  const shown = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '—' : n);
  const message = mismatch ? translate('product.boxQuantitySum', lang) : form.errors.products;
  return (
    <Paper withBorder p="sm" data-testid="box-products">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600} size="sm">
            {t('products.boxProducts')}
          </Text>
          <Text size="sm" c={mismatch ? 'red' : 'dimmed'} data-testid="box-total">
            {t('products.boxTotal', { total: shown(total), soldBy: shown(soldBy) })}
          </Text>
        </Group>
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {loading ? t('common.loading') : t('products.noBoxProduct')}
          </Text>
        )}
        {rows.map((row, index) => (
          <Group key={row.key} align="flex-start" gap="sm" wrap="nowrap" data-testid={`box-product-${index}`}>
            <NativeSelect
              style={{ flex: 1 }}
              label={t('products.boxProduct')}
              data={[{ value: '', label: t('products.chooseProduct') }, ...products]}
              description={showInputNames ? `products.${index}.id` : undefined}
              data-testid={`input-products.${index}.id`}
              {...form.getInputProps(`products.${index}.id`)}
            />
            <DecimalInput
              integer
              w={140}
              label={t('products.quantity')}
              description={showInputNames ? `products.${index}.quantity` : undefined}
              data-testid={`input-products.${index}.quantity`}
              {...form.getInputProps(`products.${index}.quantity`)}
            />
            <ActionIcon
              mt={26}
              variant="subtle"
              color="red"
              onClick={() => form.removeListItem('products', index)}
              aria-label={t('products.removeBoxProduct', { n: index + 1 })}
              data-testid={`remove-box-product-${index}`}
            >
              <RemoveIcon />
            </ActionIcon>
          </Group>
        ))}
        {message && (
          <Text size="sm" c="red" role="alert" data-testid="box-products-error">
            {message}
          </Text>
        )}
        <Group>
          <Button
            variant="default"
            size="xs"
            onClick={() => form.insertListItem('products', { key: rowKey(), id: '', quantity: 1 })}
            data-testid="add-box-product"
          >
            {t('products.addBoxProduct')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
