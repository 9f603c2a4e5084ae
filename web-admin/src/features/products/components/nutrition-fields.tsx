import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { energyOf } from '@cellar/shared/catalog/energy';
import { isAlcoholLevel, nutritionFields } from '@cellar/shared/catalog/product';
import { DecimalInput, type DecimalValue } from '../../../components/kit/decimal-input.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { numberOrUndefined, readValue, type NumberValue } from './product-values.ts';

/** What a Mantine form gives an input (`form.getInputProps(path)`). */
export type InputPropsOf = (path: string) => { value?: DecimalValue; onChange: (value: DecimalValue) => void };

/** Two decimals in the screen's language: 291.11 / 291,11. */
export function useFormatNumber(): (value: number) => string {
  const lang = useLang();
  const format = new Intl.NumberFormat(lang === 'en_US' ? 'en-US' : 'fr-FR', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  });
  return (value) => format.format(value);
}

/**
 * The energy of a wine per 100 ml, computed as the values are typed (shared `energyOf`: alcohol
 * level and sugar, kJ and kcal, 2 decimals) — the same figure the server stores and the e-label shows.
 * An alcohol level the rules refuse (135 % vol, no number) gives no figure: 3 122 kJ would look like a result.
 */
export function EnergyLine({ alcoholLevel, sugar }: { alcoholLevel: NumberValue; sugar: NumberValue }) {
  const t = useT();
  const format = useFormatNumber();
  const alcohol = readValue(alcoholLevel);
  const refused = numberOrUndefined(alcoholLevel) !== undefined && (alcohol === undefined || !isAlcoholLevel(alcohol));
  const energy = refused ? null : energyOf(alcohol, readValue(sugar));
  return (
    <Group gap="xs" data-testid="energy">
      <Text size="sm" fw={600}>
        {t('products.energy')}
      </Text>
      <Text size="sm" data-testid="energy-value">
        {energy
          ? t('products.energyValue', { kj: format(energy.kj), kcal: format(energy.kcal) })
          : refused
            ? t('products.energyInvalid')
            : t('products.energyUnknown')}
      </Text>
    </Group>
  );
}

/** Alcohol level and the nutrition values per 100 ml (spec 1 §3), with the computed energy. */
export function NutritionFields({
  inputProps,
  alcoholLevel,
  sugar,
  showInputNames,
}: {
  inputProps: InputPropsOf;
  alcoholLevel: NumberValue;
  sugar: NumberValue;
  showInputNames: boolean;
}) {
  const t = useT();
  const number = (path: string, label: string) => (
    <DecimalInput
      key={path}
      label={label}
      decimalScale={2}
      description={showInputNames ? path : undefined}
      data-testid={`input-${path}`}
      {...inputProps(path)}
    />
  );
  return (
    <Paper withBorder p="sm" data-testid="nutrition">
      <Stack gap="sm">
        <Text fw={600} size="sm">
          {t('products.nutritionTitle')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {number('alcoholLevel', t('products.alcoholLevel'))}
          {nutritionFields.map((field) => number(`nutrition.${field}`, t(`products.nutrition.${field}`)))}
        </SimpleGrid>
        <EnergyLine alcoholLevel={alcoholLevel} sugar={sugar} />
      </Stack>
    </Paper>
  );
}
