import { useState, type FormEvent } from 'react';
import { Group, Image, Modal, NativeSelect, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { libraryComponentUpdateSchema } from '@cellar/shared/pages/components';
import { translate } from '@cellar/shared/i18n/messages';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLang } from '../../../lib/i18n/lang.ts';
import { DialogForm, FormBody } from '../../../components/kit/dialog-form.tsx';
import { schemaErrors, type FieldErrors } from '../../../components/kit/field-errors.ts';
import { useFormSave, useSaveForm } from '../../../components/kit/save-form.ts';
import {
  addToLibrary,
  catalogueQuery,
  renameLibraryComponent,
  saveLibrarySettings,
  type LibraryComponentView,
} from '../api/library-api.ts';
import { configErrors, configOutput, configValues } from './component-config.ts';
import { ComponentConfigForm } from './component-config-form.tsx';
import { usePagesT } from './pages-text.ts';

interface DialogProps {
  onSaved: () => void;
  onClose: () => void;
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

interface AddValues {
  idComponent: string;
  name: string;
  description: string;
}

/** A component of the catalogue added to the site's library, under its own name if the site gives one. */
export function LibraryAddDialog({ onSaved, onClose }: DialogProps) {
  const t = usePagesT();
  const lang = useLang();
  const api = useApi();
  const catalogue = useQuery(catalogueQuery(api));
  const dialog = useSaveForm<AddValues, LibraryComponentView>({
    initialValues: { idComponent: '', name: '', description: '' },
    rules: (values): FieldErrors =>
      values.idComponent === '' ? { idComponent: t('pages.library.componentRequired') } : {},
    submit: (values) =>
      addToLibrary(api, {
        idComponent: Number(values.idComponent),
        name: blankToNull(values.name),
        description: blankToNull(values.description),
      }),
    success: translate('component.added', lang),
    onSaved,
    onClose,
    inputTestId: 'library-add',
  });
  const { named, form } = dialog;
  const chosen = catalogue.data?.find((c) => String(c.id) === form.getValues().idComponent);
  return (
    <DialogForm
      state={dialog}
      size="lg"
      title={t('pages.library.addTitle')}
      testId="library-add-form"
      submitTestId="library-add-submit"
      submitLabel={t('pages.library.addSubmit')}
    >
      <NativeSelect
        label={t('pages.library.component')}
        withAsterisk
        data={[
          { value: '', label: catalogue.isPending ? t('common.loading') : t('pages.library.chooseComponent') },
          ...(catalogue.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
        ]}
        error={catalogue.isError ? t('pages.library.catalogueFailed') : undefined}
        {...named('idComponent')}
      />
      {chosen && (
        <Paper withBorder p="sm" radius="sm" data-testid="library-add-preview">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            {chosen.imageModel && <Image src={chosen.imageModel} alt="" w={96} h={64} fit="contain" radius="sm" />}
            <Stack gap={2}>
              <Text fw={600}>{t(`pages.slugs.${chosen.slug}`)}</Text>
              <Text size="sm" c="dimmed">
                {chosen.description}
              </Text>
            </Stack>
          </Group>
        </Paper>
      )}
      <TextInput label={t('pages.library.name')} maxLength={120} {...named('name', t('pages.library.nameHelp'))} />
      <Textarea
        label={t('pages.library.description')}
        maxLength={1000}
        rows={2}
        resize="vertical"
        {...named('description')}
      />
    </DialogForm>
  );
}

/** A library component's name and description, as the site's admins see them in the editor. */
export function LibraryRenameDialog({
  component,
  onSaved,
  onClose,
}: DialogProps & { component: LibraryComponentView }) {
  const t = usePagesT();
  const api = useApi();
  const input = (values: { name: string; description: string }) => ({
    name: values.name,
    description: blankToNull(values.description),
  });
  const dialog = useSaveForm({
    initialValues: { name: component.name, description: component.description },
    rules: (values, lang) => schemaErrors(libraryComponentUpdateSchema, input(values), lang),
    submit: (values) => renameLibraryComponent(api, component.id, input(values)),
    success: t('pages.library.renamed'),
    onSaved,
    onClose,
    inputTestId: 'library-rename',
  });
  return (
    <DialogForm
      state={dialog}
      title={t('pages.library.renameTitle', { name: component.name })}
      testId="library-rename-form"
      submitTestId="library-rename-submit"
    >
      <TextInput label={t('pages.library.name')} withAsterisk maxLength={120} {...dialog.named('name')} />
      <Textarea
        label={t('pages.library.description')}
        maxLength={1000}
        rows={2}
        resize="vertical"
        {...dialog.named('description')}
      />
    </DialogForm>
  );
}

/** The server's messages on the configuration's fields (`settings.nbItem` is the form's `nbItem`). */
const settingsPaths = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([path, message]) => [path.replace(/^settings\./, ''), message]));

/**
 * A library component's settings (the configuration its new blocks start from), on the form of its renderer: the
 * schema's messages as the values change, nothing sent while one is shown.
 */
export function LibrarySettingsDialog({
  component,
  onSaved,
  onClose,
}: DialogProps & { component: LibraryComponentView }) {
  const t = usePagesT();
  const lang = useLang();
  const api = useApi();
  const [value, setValue] = useState(() => configValues(component.slug, component.settings));
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const live = configErrors(component.slug, value, lang);
  const save = useFormSave<Record<string, unknown>, LibraryComponentView>(
    {
      send: (settings) => saveLibrarySettings(api, component.id, settings),
      success: t('pages.library.settingsSaved'),
      onSaved,
      onClose,
      mapErrors: settingsPaths,
    },
    setServerErrors,
  );
  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const settings = configOutput(component.slug, value);
    if (Object.keys(live).length === 0 && settings) save.run(settings);
  };
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t('pages.library.settingsTitle', { name: component.name })}
      data-testid="library-settings-form"
    >
      <FormBody
        state={{ onSubmit, pending: save.pending, formError: save.formError }}
        submitTestId="library-settings-submit"
        errorTestId="library-settings-form-error"
        onCancel={onClose}
      >
        <Text size="sm" c="dimmed">
          {t('pages.library.settingsHelp')}
        </Text>
        <ComponentConfigForm
          slug={component.slug}
          value={value}
          onChange={(next) => {
            setValue(next);
            setServerErrors({});
          }}
          errors={serverErrors}
        />
      </FormBody>
    </Modal>
  );
}
