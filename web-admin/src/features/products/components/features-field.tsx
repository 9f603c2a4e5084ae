import { useState } from 'react';
import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { detailsTypesQuery } from '../api/products-api.ts';
import { DetailsTypesModal } from './details-types-modal.tsx';
import { rowKey, type ProductFormValues } from './product-values.ts';
import { RemoveIcon } from '../../../components/kit/row-icons.tsx';

/** Features of a product: a detail type of the site and its value ("Terroir": "Argilo-calcaire"). */
export function FeaturesField({
  form,
  showInputNames,
}: {
  form: UseFormReturnType<ProductFormValues>;
  showInputNames: boolean;
}) {
  const t = useT();
  const api = useApi();
  const types = useQuery(detailsTypesQuery(api));
  const [managing, setManaging] = useState(false);
  const rows = form.getValues().features;
  const options = (types.data ?? []).map((d) => ({ value: String(d.id), label: d.name }));
  return (
    <Paper withBorder p="sm" data-testid="features">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600} size="sm">
            {t('products.features')}
          </Text>
          <Button variant="subtle" size="xs" onClick={() => setManaging(true)} data-testid="manage-details-types">
            {t('products.detailsTypes.manage')}
          </Button>
        </Group>
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('products.noFeature')}
          </Text>
        )}
        {rows.map((row, index) => (
          <Group key={row.key} align="flex-start" gap="sm" wrap="nowrap" data-testid={`feature-${index}`}>
            <NativeSelect
              w={220}
              label={t('products.featureType')}
              data={[{ value: '', label: t('products.chooseFeatureType') }, ...options]}
              description={showInputNames ? `features.${index}.idType` : undefined}
              data-testid={`input-features.${index}.idType`}
              {...form.getInputProps(`features.${index}.idType`)}
            />
            <TextInput
              style={{ flex: 1 }}
              label={t('products.featureValue')}
              description={showInputNames ? `features.${index}.value` : undefined}
              data-testid={`input-features.${index}.value`}
              {...form.getInputProps(`features.${index}.value`)}
            />
            <ActionIcon
              mt={26}
              variant="subtle"
              color="red"
              onClick={() => form.removeListItem('features', index)}
              aria-label={t('products.removeFeature', { n: index + 1 })}
              data-testid={`remove-feature-${index}`}
            >
              <RemoveIcon />
            </ActionIcon>
          </Group>
        ))}
        {typeof form.errors.features === 'string' && (
          <Text size="sm" c="red" role="alert">
            {form.errors.features}
          </Text>
        )}
        <Group>
          <Button
            variant="default"
            size="xs"
            onClick={() => form.insertListItem('features', { key: rowKey(), idType: '', value: '' })}
            data-testid="add-feature"
          >
            {t('products.addFeature')}
          </Button>
        </Group>
      </Stack>
      <DetailsTypesModal opened={managing} onClose={() => setManaging(false)} />
    </Paper>
  );
}
