import { useState } from 'react';
import { MultiSelect, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import {
  capacityUnits,
  nutritionFields,
  vintageInputSchema,
  vintageUpdateSchema,
  type CapacityUnit,
  type NutritionField,
} from '@cellar/shared/catalog/product';
import type { VintageView } from '@cellar/shared/catalog/product-view';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { DecimalInput } from '../../../components/kit/decimal-input.tsx';
import { DialogForm } from '../../../components/kit/dialog-form.tsx';
import { schemaErrorsByPath } from '../../../components/kit/field-errors.ts';
import { useSaveForm, type SaveDialogProps } from '../../../components/kit/save-form.ts';
import type { VintageUpdateBody } from '../api/products-api.ts';
import type { Choice } from './grapes-field.tsx';
import { NutritionFields } from './nutrition-fields.tsx';
import { VintageVariations } from './vintage-variations.tsx';
import { emptyNutrition, numberOrUndefined, nutritionInput, type NumberValue } from './product-values.ts';

interface VintageValues {
  year: NumberValue;
  price: NumberValue;
  capacity: NumberValue;
  capacityUnit: CapacityUnit;
  sellByMultipleOf: NumberValue;
  quantity: NumberValue;
  sku: string;
  alcoholLevel: NumberValue;
  nutrition: Record<NutritionField, NumberValue>;
  ingredients: string[];
  variation1: string;
  variation2: string;
  variation3: string;
}

const orEmpty = (value: number | null | undefined): NumberValue => (value === null || value === undefined ? '' : value);

function valuesOf(vintage: VintageView | null, base: VintageView | undefined): VintageValues {
  const from = vintage ?? base;
  const nutrition = emptyNutrition();
  if (vintage) for (const field of nutritionFields) nutrition[field] = orEmpty(vintage.nutrition[field]);
  return {
    // A new vintage starts from the last one (same bottle, next year), without its stock.
    year: vintage ? orEmpty(vintage.year) : base?.year ? base.year + 1 : '',
    price: orEmpty(from?.price),
    capacity: from ? from.capacity : 75,
    capacityUnit: from?.capacityUnit ?? 'cl',
    sellByMultipleOf: from ? orEmpty(from.sellByMultipleOf) : 1,
    quantity: vintage ? vintage.quantity : 0,
    sku: vintage?.sku ?? '',
    alcoholLevel: orEmpty(from?.alcoholLevel),
    nutrition,
    ingredients: (vintage?.ingredients ?? []).map(String),
    variation1: vintage?.variation1 ?? '',
    variation2: vintage?.variation2 ?? '',
    variation3: vintage?.variation3 ?? '',
  };
}

/**
 * What `vintageInputSchema` / `vintageUpdateSchema` and the API read: `isVintage` tells the rules
 * whether a year is required; on edit `previousQuantity` is the stock the dialog loaded, so the
 * server writes the stock only when the admin changed it, and refuses the change when orders took
 * bottles since (docs/decisions.md "Catalogue API", stock).
 */
function vintageInput(values: VintageValues, isVintage: boolean, previousQuantity?: number): Record<string, unknown> {
  const body: Record<string, unknown> = {
    isVintage,
    year: isVintage ? numberOrUndefined(values.year) : undefined,
    price: numberOrUndefined(values.price),
    capacity: numberOrUndefined(values.capacity),
    capacityUnit: values.capacityUnit,
    sellByMultipleOf: numberOrUndefined(values.sellByMultipleOf),
    quantity: numberOrUndefined(values.quantity),
    sku: values.sku.trim() === '' ? undefined : values.sku,
    alcoholLevel: numberOrUndefined(values.alcoholLevel),
    nutrition: nutritionInput(values.nutrition),
    ingredients: values.ingredients,
    // Blank: no value for that variation (the server keeps null).
    variation1: values.variation1.trim() === '' ? undefined : values.variation1,
    variation2: values.variation2.trim() === '' ? undefined : values.variation2,
    variation3: values.variation3.trim() === '' ? undefined : values.variation3,
    previousQuantity,
  };
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return body;
}

/** `save` sends the body: `previousQuantity` only on edit. */
export interface VintageModalProps extends SaveDialogProps<VintageUpdateBody> {
  /** The vintage edited, or null to add one. */
  vintage: VintageView | null;
  /** The last vintage of the wine: a new one starts from it. */
  base: VintageView | undefined;
  isVintage: boolean;
  ingredients: Choice[];
}

/** Add or edit a vintage of a wine, with the vintage rules of shared (`vintageInputSchema`) under each field. */
export function VintageModal({ vintage, base, isVintage, ingredients, save, onSaved, onClose }: VintageModalProps) {
  const t = useT();
  const { showInputNames } = useSession();
  // The stock as the dialog opened on it: what the server compares the stock with before changing it.
  const [loadedQuantity] = useState(vintage?.quantity);
  const dialog = useSaveForm<VintageValues, unknown>({
    initialValues: valuesOf(vintage, base),
    rules: (values, lang) =>
      schemaErrorsByPath(
        vintage ? vintageUpdateSchema : vintageInputSchema,
        vintageInput(values, isVintage, loadedQuantity),
        lang,
      ),
    submit: (values) => save(vintageInput(values, isVintage, loadedQuantity) as VintageUpdateBody),
    success: vintage ? t('products.vintages.updated') : t('products.vintages.created'),
    onSaved,
    onClose,
    inputTestId: 'vintage',
  });
  const { form, named } = dialog;
  const values = form.getValues();
  // Whole numbers (year, sold by, stock): "1.3" stays as typed and the rules refuse it.
  const number = (path: string, label: string, props: { withAsterisk?: boolean } = {}) => (
    <DecimalInput integer label={label} {...props} {...named(path)} />
  );
  const decimal = (path: string, label: string, props: { withAsterisk?: boolean; decimalScale?: number } = {}) => (
    <DecimalInput label={label} {...props} {...named(path)} />
  );

  return (
    <DialogForm
      state={dialog}
      size="xl"
      title={
        vintage
          ? t('products.vintages.editTitle', { year: vintage.year ?? t('products.vintages.noYear') })
          : t('products.vintages.addTitle')
      }
      testId="vintage-modal"
      submitTestId="vintage-submit"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {isVintage && number('year', t('products.year'), { withAsterisk: true })}
        {decimal('price', t('products.price'), { withAsterisk: true, decimalScale: 2 })}
        {number('sellByMultipleOf', t('products.multipleOf'))}
        {decimal('capacity', t('products.capacity'), { withAsterisk: true, decimalScale: 2 })}
        <NativeSelect
          label={t('products.capacityUnit')}
          data={capacityUnits.map((u) => ({ value: u, label: u }))}
          {...named('capacityUnit')}
        />
        {number('quantity', t('products.stock'))}
        <TextInput label={t('products.sku')} {...named('sku')} />
      </SimpleGrid>
      <NutritionFields
        inputProps={(path) => ({ ...form.getInputProps(path), 'data-testid': `vintage-${path}` })}
        alcoholLevel={values.alcoholLevel}
        sugar={values.nutrition.sugar}
        showInputNames={showInputNames}
      />
      <MultiSelect
        label={t('products.ingredients')}
        data={ingredients}
        searchable
        clearable
        {...named('ingredients')}
      />
      <VintageVariations current={values} named={named} />
    </DialogForm>
  );
}
