import { Checkbox, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { externalAppInputSchema, type ExternalAppView } from '@cellar/shared/site/plugins';
import { schemaErrorsByPath } from '../../../components/kit/field-errors.ts';
import { useSaveForm, type SaveForm } from '../../../components/kit/save-form.ts';
import type { ExternalAppBody } from '../api/external-apps-api.ts';
import { useExternalAppsT } from './external-apps-text.ts';

export interface ExternalAppValues {
  type: string;
  name: string;
  description: string;
  logoUrl: string;
  url: string;
  configuration: string;
  valid: boolean;
}

export const blankApp: ExternalAppValues = {
  type: '',
  name: '',
  description: '',
  logoUrl: '',
  url: '',
  configuration: '{}',
  valid: true,
};

export const valuesOf = (app: ExternalAppView): ExternalAppValues => ({
  type: app.type,
  name: app.name,
  description: app.description,
  logoUrl: app.logoUrl ?? '',
  url: app.url ?? '',
  configuration: app.configuration,
  valid: app.valid,
});

const bodyOf = (v: ExternalAppValues): ExternalAppBody => ({
  ...v,
  logoUrl: v.logoUrl.trim() === '' ? null : v.logoUrl,
  url: v.url.trim() === '' ? null : v.url,
});

/** An application's form, the shared rules: a name, a type in capitals, https addresses, valid JSON. */
export function useExternalAppForm(options: {
  initial: ExternalAppValues;
  save: (body: ExternalAppBody) => Promise<unknown>;
  onSaved: (result: unknown) => void;
  onClose?: () => void;
}): SaveForm<ExternalAppValues> {
  const t = useExternalAppsT();
  return useSaveForm<ExternalAppValues, unknown>({
    initialValues: options.initial,
    rules: (values, lang) => schemaErrorsByPath(externalAppInputSchema, bodyOf(values), lang),
    submit: (values) => options.save(bodyOf(values)),
    success: t('plugins.saved'),
    onSaved: options.onSaved,
    onClose: options.onClose,
    inputTestId: 'external-app',
  });
}

/** The application's fields; its type is fixed once created (sites' keys name it). */
export function ExternalAppFields({ form, typeFixed }: { form: SaveForm<ExternalAppValues>; typeFixed: boolean }) {
  const t = useExternalAppsT();
  const { named } = form;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('plugins.externalApps.name')} {...named('name')} />
        <TextInput label={t('plugins.externalApps.type')} readOnly={typeFixed} {...named('type')} />
        <TextInput label={t('plugins.externalApps.url')} {...named('url')} />
        <TextInput label={t('plugins.externalApps.logoUrl')} {...named('logoUrl')} />
      </SimpleGrid>
      <Textarea label={t('plugins.externalApps.description')} rows={2} {...named('description')} />
      <Textarea
        label={t('plugins.externalApps.configuration')}
        rows={6}
        styles={{ input: { fontFamily: 'monospace' } }}
        {...named('configuration')}
      />
      <Checkbox label={t('plugins.externalApps.valid')} {...named('valid')} />
    </>
  );
}
