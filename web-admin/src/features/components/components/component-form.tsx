import { Code, Image, Input, NativeSelect, ScrollArea, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  componentConfigSchemas,
  componentInputSchema,
  componentJsonSchema,
  componentSlugs,
  isComponentSlug,
  parseComponentConfig,
  type ComponentSlug,
} from '@cellar/shared/pages/components';
import type { Lang } from '@cellar/shared/i18n/lang';
import { translate } from '@cellar/shared/i18n/messages';
import { DialogForm } from '../../../components/kit/dialog-form.tsx';
import { schemaErrors, type FieldErrors } from '../../../components/kit/field-errors.ts';
import { useSaveForm, type SaveDialogProps } from '../../../components/kit/save-form.ts';
import type { ComponentBody, ComponentRow } from '../api/components-api.ts';
import { useComponentsT } from './components-text.ts';

interface ComponentValues {
  slug: string;
  name: string;
  description: string;
  imageModel: string;
  /** The default configuration as JSON text. */
  defaultConfig: string;
}

const monospace = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };
const json = (value: unknown) => JSON.stringify(value, null, 2);
/** A renderer's configuration with nothing set, as the form writes it. */
const defaultsJson = (slug: string) => (isComponentSlug(slug) ? json(componentConfigSchemas[slug].parse({})) : '');

function valuesOf(component: ComponentRow | null): ComponentValues {
  return {
    slug: component?.slug ?? '',
    name: component?.name ?? '',
    description: component?.description ?? '',
    imageModel: component?.imageModel ?? '',
    defaultConfig: component ? json(component.defaultConfig) : '',
  };
}

/**
 * The default configuration typed in: JSON of an object (empty: the renderer's defaults) that the renderer's schema
 * accepts, returned with the defaults filled in; null when it is not ("Invalid JSON configuration").
 */
function parseConfig(slug: string, text: string): Record<string, unknown> | null {
  let value: unknown = {};
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  if (!isComponentSlug(slug)) return value as Record<string, unknown>;
  const result = parseComponentConfig(slug, value);
  return result.success ? (result.data as Record<string, unknown>) : null;
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

function componentInput(values: ComponentValues): Omit<ComponentBody, 'defaultConfig'> {
  return {
    slug: values.slug,
    name: values.name,
    description: blankToNull(values.description),
    imageModel: blankToNull(values.imageModel),
  };
}

function componentRules(values: ComponentValues, lang: Lang): FieldErrors {
  const errors = schemaErrors(componentInputSchema, componentInput(values), lang);
  if (parseConfig(values.slug, values.defaultConfig) === null)
    errors.defaultConfig = translate('page.componentConfigInvalid', lang);
  return errors;
}

export interface ComponentFormProps extends SaveDialogProps<ComponentBody> {
  component: ComponentRow | null;
}

/**
 * A component of the catalogue in a dialog of `/superAdmin/component`: the storefront renderer it is (its slug), its
 * name, description and image model, and its default configuration as JSON, checked against the renderer's schema
 * (shown below, read-only) as soon as the field is left.
 */
export function ComponentForm({ component, save, onSaved, onClose }: ComponentFormProps) {
  const t = useComponentsT();
  const dialog = useSaveForm<ComponentValues, unknown>({
    initialValues: valuesOf(component),
    rules: componentRules,
    submit: (values) =>
      save({ ...componentInput(values), defaultConfig: parseConfig(values.slug, values.defaultConfig) ?? {} }),
    success: component ? t('components.updated') : t('components.created'),
    onSaved,
    onClose,
    inputTestId: 'component',
  });
  const { form, named } = dialog;
  const values = form.getValues();
  const slug = isComponentSlug(values.slug) ? values.slug : null;
  const slugProps = named('slug');

  return (
    <DialogForm
      state={dialog}
      size="xl"
      title={component ? t('components.editTitle', { name: component.name }) : t('components.addTitle')}
      testId="component-form"
      submitTestId="component-submit"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={t('components.slug')}
          withAsterisk
          data={[
            { value: '', label: t('components.chooseSlug') },
            ...componentSlugs.map((value: ComponentSlug) => ({
              value,
              label: t('components.slugOption', { slug: value, name: t(`components.slugs.${value}`) }),
            })),
          ]}
          {...slugProps}
          onChange={(event) => {
            const next = event.currentTarget.value;
            // The configuration follows the renderer while it is empty or still the previous renderer's defaults.
            const config = form.getValues().defaultConfig;
            if (config.trim() === '' || config === defaultsJson(form.getValues().slug))
              form.setFieldValue('defaultConfig', defaultsJson(next));
            slugProps.onChange(event);
          }}
        />
        <TextInput label={t('components.name')} withAsterisk maxLength={120} {...named('name')} />
      </SimpleGrid>
      <Textarea
        label={t('components.description')}
        rows={2}
        resize="vertical"
        maxLength={1000}
        {...named('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: values.imageModel.trim() ? 2 : 1 }}>
        <TextInput
          label={t('components.imageModel')}
          maxLength={500}
          {...named('imageModel', t('components.imageModelHelp'))}
        />
        {values.imageModel.trim() && (
          <Image
            src={values.imageModel.trim()}
            alt=""
            h={80}
            fit="contain"
            radius="sm"
            data-testid="component-image-preview"
          />
        )}
      </SimpleGrid>
      <Textarea
        label={t('components.defaultConfig')}
        rows={10}
        resize="vertical"
        spellCheck={false}
        styles={monospace}
        {...named('defaultConfig', t('components.defaultConfigHelp'))}
      />
      {slug && (
        <Input.Wrapper label={t('components.configSchema')} description={t('components.configSchemaHelp')}>
          <ScrollArea.Autosize mah={260} mt={4} type="auto">
            <Code block data-testid="component-config-schema">
              {json(componentJsonSchema(slug))}
            </Code>
          </ScrollArea.Autosize>
        </Input.Wrapper>
      )}
    </DialogForm>
  );
}
