import {
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import {
  customizationCostTypes,
  customizationInputSchema,
  customizationInputTypes,
  fileInputTypes,
  isChoice,
  textInputTypes,
  type CustomizationInputType,
} from '@cellar/shared/catalog/customization';
import { translate } from '@cellar/shared/i18n/messages';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLang, useLocalePath } from '../../../lib/i18n/lang.ts';
import { FormBody } from '../../../components/kit/dialog-form.tsx';
import { schemaErrors } from '../../../components/kit/field-errors.ts';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import {
  createCustomization,
  customizationKeys,
  updateCustomization,
  type CustomizationBody,
  type CustomizationRow,
} from '../api/customizations-api.ts';
import { CustomizationValues } from './customization-values.tsx';
import { useCustomizationsT } from './customizations-text.ts';

const boundFields = [
  'textMaxLength',
  'minFileSize',
  'maxFileSize',
  'minImageWidth',
  'maxImageWidth',
  'minImageHeight',
  'maxImageHeight',
] as const;
type BoundField = (typeof boundFields)[number];

type FormValues = {
  label: string;
  inputType: string;
  costType: string;
  cost: string;
  allowedExtensions: string[];
} & Record<BoundField, string>;

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function valuesOf(customization: CustomizationRow | null): FormValues {
  return {
    label: customization?.label ?? '',
    inputType: customization?.inputType ?? '',
    costType: customization?.costType ?? 'FREE',
    cost: text(customization?.cost),
    allowedExtensions: customization?.allowedExtensions ?? [],
    ...(Object.fromEntries(boundFields.map((f) => [f, text(customization?.[f])])) as Record<BoundField, string>),
  };
}

/** The fields that apply to an input type (the rules drop the others). */
function fieldsFor(inputType: string, costType: string): string[] {
  const type = inputType as CustomizationInputType;
  const known = (customizationInputTypes as readonly string[]).includes(inputType);
  const fields = ['label', 'inputType', 'costType'];
  if (known && !isChoice(type) && costType !== 'FREE') fields.push('cost');
  if (textInputTypes.includes(type)) fields.push('textMaxLength');
  if (fileInputTypes.includes(type)) fields.push('allowedExtensions', 'minFileSize', 'maxFileSize');
  if (type === 'IMAGE') fields.push('minImageWidth', 'maxImageWidth', 'minImageHeight', 'maxImageHeight');
  return fields;
}

function bodyOf(values: FormValues): CustomizationBody {
  const shown = new Set(fieldsFor(values.inputType, values.costType));
  const body: Record<string, unknown> = { label: values.label, inputType: values.inputType, costType: values.costType };
  if (shown.has('cost')) body.cost = values.cost;
  if (shown.has('allowedExtensions')) body.allowedExtensions = values.allowedExtensions;
  for (const field of boundFields) if (shown.has(field) && values[field].trim() !== '') body[field] = values[field];
  return body as CustomizationBody;
}

/**
 * `/customization/add` and `/customization/update/{id}`: the label, the input type, the cost type and its amount
 * (a choice costs its chosen value's), and the bounds of its type (text length; file extensions and sizes; image
 * dimensions). The rules are shared's (`customizationInputSchema`, "Please enter a label"…), under each field. On
 * update, a choice customization's values follow, ordered by drag and drop.
 */
export function CustomizationForm({ customization }: { customization: CustomizationRow | null }) {
  const t = useCustomizationsT();
  const lang = useLang();
  const to = useLocalePath();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const form = useSaveForm<FormValues, CustomizationRow>({
    initialValues: valuesOf(customization),
    rules: (values) => schemaErrors(customizationInputSchema, bodyOf(values), lang),
    submit: (values) =>
      customization
        ? updateCustomization(api, customization.id, bodyOf(values))
        : createCustomization(api, bodyOf(values)),
    success: translate(customization ? 'customization.updated' : 'customization.created', lang),
    onSaved: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: customizationKeys.all });
      // A new choice gets its values on its own screen.
      void navigate(
        to(!customization && isChoice(saved.inputType) ? `/customization/update/${saved.id}` : '/customization'),
      );
    },
    fields: (): string[] => fieldsFor(form.form.getValues().inputType, form.form.getValues().costType),
    inputTestId: 'customization',
  });
  const { named } = form;
  const values = form.form.getValues();
  const shown = new Set(fieldsFor(values.inputType, values.costType));
  const type = values.inputType as CustomizationInputType;
  const choice = (customizationInputTypes as readonly string[]).includes(type) && isChoice(type);
  const bound = (field: BoundField) =>
    shown.has(field) && (
      <TextInput
        key={field}
        label={t(`catalogueOptions.customizations.${field}`)}
        inputMode="numeric"
        {...named(field)}
      />
    );

  return (
    <Stack gap="md" data-testid="customization-screen">
      <Group justify="space-between">
        <Title order={2}>
          {customization
            ? t('catalogueOptions.customizations.editTitle')
            : t('catalogueOptions.customizations.addTitle')}
        </Title>
        <Button variant="default" component={Link} to={to('/customization')} data-testid="back-to-list">
          {t('catalogueOptions.customizations.backToList')}
        </Button>
      </Group>
      <Paper withBorder p="lg" maw={900}>
        <FormBody
          state={form}
          testId="customization-form"
          submitTestId="customization-submit"
          onCancel={() => void navigate(to('/customization'))}
        >
          <TextInput label={t('catalogueOptions.customizations.label')} withAsterisk {...named('label')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NativeSelect
              label={t('catalogueOptions.customizations.inputType')}
              withAsterisk
              data={[
                { value: '', label: t('catalogueOptions.customizations.chooseInputType') },
                ...customizationInputTypes.map((v) => ({
                  value: v,
                  label: t(`catalogueOptions.customizations.inputTypes.${v}`),
                })),
              ]}
              {...named('inputType')}
            />
            <NativeSelect
              label={t('catalogueOptions.customizations.costType')}
              data={customizationCostTypes.map((v) => ({
                value: v,
                label: t(`catalogueOptions.customizations.costTypes.${v}`),
              }))}
              {...named('costType', choice ? t('catalogueOptions.customizations.costHelpChoice') : undefined)}
            />
            {shown.has('cost') && (
              <TextInput
                label={t('catalogueOptions.customizations.cost')}
                withAsterisk
                inputMode="decimal"
                rightSection={values.costType === 'PERCENT' ? '%' : '€'}
                {...named('cost')}
              />
            )}
          </SimpleGrid>
          {shown.has('allowedExtensions') && (
            <TagsInput
              label={t('catalogueOptions.customizations.allowedExtensions')}
              withAsterisk
              placeholder={t('catalogueOptions.customizations.extensionsPlaceholder')}
              clearable
              {...named('allowedExtensions')}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>{boundFields.map(bound)}</SimpleGrid>
        </FormBody>
      </Paper>
      {customization && isChoice(customization.inputType) ? (
        <CustomizationValues customization={customization} />
      ) : (
        choice && (
          <Text size="sm" c="dimmed" data-testid="values-after-save">
            {t('catalogueOptions.customizations.valuesAfterSave')}
          </Text>
        )
      )}
    </Stack>
  );
}
