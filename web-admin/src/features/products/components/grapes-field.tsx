import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { translate } from '@cellar/shared/i18n/messages';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { DecimalInput } from '../../../components/kit/decimal-input.tsx';
import { useFormatNumber } from './nutrition-fields.tsx';
import { grapesTotal, readValue, rowKey, type ProductFormValues } from './product-values.ts';
import { RemoveIcon } from '../../../components/kit/row-icons.tsx';

export interface Choice {
  value: string;
  label: string;
}

/**
 * The grapes of a wine with their percentages: rows added and removed, the total shown as it is
 * typed, and the rule's message ("Sum of all percentage must be equal to 100%") as soon as the total
 * is not 100.
 */
export function GrapesField({
  form,
  grapes,
  showInputNames,
}: {
  form: UseFormReturnType<ProductFormValues>;
  grapes: Choice[];
  showInputNames: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const format = useFormatNumber();
  const rows = form.getValues().grapes;
  const total = grapesTotal(rows);
  const ruleError = form.errors.grapes;
  // The rule as soon as a percentage is typed; the message the rules or the server gave on submit otherwise.
  const typed = rows.some((row) => readValue(row.percent) !== undefined);
  const wrong = typed && total !== 100;
  const message = wrong ? translate('product.percentSum', lang) : ruleError;
  return (
    <Paper withBorder p="sm" data-testid="grapes">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600} size="sm">
            {t('products.grapes')}
          </Text>
          <Text size="sm" c={wrong ? 'red' : 'dimmed'} data-testid="grapes-total">
            {t('products.grapesTotal', { total: format(total) })}
          </Text>
        </Group>
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('products.noGrape')}
          </Text>
        )}
        {rows.map((row, index) => (
          <Group key={row.key} align="flex-start" gap="sm" wrap="nowrap" data-testid={`grape-${index}`}>
            <NativeSelect
              style={{ flex: 1 }}
              label={t('products.grape')}
              data={[{ value: '', label: t('products.chooseGrape') }, ...grapes]}
              description={showInputNames ? `grapes.${index}.id` : undefined}
              data-testid={`input-grapes.${index}.id`}
              {...form.getInputProps(`grapes.${index}.id`)}
            />
            <DecimalInput
              w={140}
              label={t('products.percent')}
              decimalScale={2}
              description={showInputNames ? `grapes.${index}.percent` : undefined}
              data-testid={`input-grapes.${index}.percent`}
              {...form.getInputProps(`grapes.${index}.percent`)}
            />
            <ActionIcon
              mt={26}
              variant="subtle"
              color="red"
              onClick={() => form.removeListItem('grapes', index)}
              aria-label={t('products.removeGrape', { n: index + 1 })}
              data-testid={`remove-grape-${index}`}
            >
              <RemoveIcon />
            </ActionIcon>
          </Group>
        ))}
        {message && (
          <Text size="sm" c="red" role="alert" data-testid="grapes-error">
            {message}
          </Text>
        )}
        <Group>
          <Button
            variant="default"
            size="xs"
            onClick={() => form.insertListItem('grapes', { key: rowKey(), id: '', percent: '' })}
            data-testid="add-grape"
          >
            {t('products.addGrape')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
