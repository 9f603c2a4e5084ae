import { Paper, Stack, Title } from '@mantine/core';
import type { ProductView } from '../api/products-api.ts';
import { DecreasingDiscountsEditor } from './decreasing-discounts-editor.tsx';
import { ProductCustomizations } from './product-customizations.tsx';
import { useProductOptionsT } from './product-options-text.ts';

/** Below a product's form on its edit screen: the customizations it offers and its decreasing discounts. */
export function ProductOptions({ product }: { product: ProductView }) {
  const t = useProductOptionsT();
  return (
    <Paper withBorder p="lg" maw={1000} data-testid="product-options">
      <Stack gap="lg">
        <Title order={3}>{t('catalogueOptions.product.optionsTitle')}</Title>
        <ProductCustomizations idProduct={product.id} links={product.customizations} />
        <DecreasingDiscountsEditor idProduct={product.id} discounts={product.decreasingDiscounts} />
      </Stack>
    </Paper>
  );
}
