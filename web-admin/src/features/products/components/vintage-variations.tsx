import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { VariationField } from '@cellar/shared/catalog/variation';
import { useApi } from '../../../lib/api/api-context.tsx';
import type { SaveForm } from '../../../components/kit/save-form.ts';
import { variationChoicesQuery } from '../api/product-options-api.ts';
import { useProductOptionsT } from './product-options-text.ts';

type VariationValues = Record<`variation${VariationField}`, string>;

/**
 * The vintage dialog's variations: one field per variation the site defines (`/variation`), named by its label
 * ("Bottle size"): its offered values to choose from, or free text when it offers none. Nothing without variations.
 */
export function VintageVariations({ current, named }: { current: VariationValues; named: SaveForm<unknown>['named'] }) {
  const t = useProductOptionsT();
  const api = useApi();
  const variations = useQuery(variationChoicesQuery(api));
  const defined = variations.data ?? [];
  if (defined.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} data-testid="vintage-variations">
      {defined.map((v) => {
        const path = `variation${v.variation}` as const;
        if (v.values.length === 0) return <TextInput key={v.id} label={v.label} {...named(path)} />;
        const value = current[path];
        // A value typed before the list offered it stays choosable.
        const offered = value !== '' && !v.values.includes(value) ? [...v.values, value] : v.values;
        return (
          <NativeSelect
            key={v.id}
            label={v.label}
            data={[{ value: '', label: t('catalogueOptions.product.variationNone') }, ...offered]}
            {...named(path)}
          />
        );
      })}
    </SimpleGrid>
  );
}
