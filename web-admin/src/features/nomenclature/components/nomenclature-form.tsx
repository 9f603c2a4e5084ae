import { useState, type MouseEvent } from 'react';
import { Alert, Button, Checkbox, Group, Modal, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ingredientSubtypes,
  nomenclatureAddSchema,
  nomenclatureUpdateSchema,
  type NomenclatureType,
} from '@cellar/shared/catalog/nomenclature';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { schemaErrors, serverErrors } from '../../../components/kit/field-errors.ts';
import { nomenclatureTypeList, type NomenclatureAddBody, type NomenclatureRow } from '../api/nomenclature-api.ts';

interface EntryValues {
  type: string;
  name: string;
  fr_FR: string;
  en_US: string;
  subtype: string;
  allergen: boolean;
  icon: string;
}

const shown = new Set(['type', 'name', 'translations', 'subtype', 'allergen', 'icon']);
const keepFieldFocus = (event: MouseEvent) => event.preventDefault();

/** What the rules and the API read: the INGREDIENT and MEAL_ICON fields only for their type. */
function entryInput(values: EntryValues, adding: boolean): Record<string, unknown> {
  const translations: Record<string, string> = {};
  if (values.fr_FR.trim() !== '') translations.fr_FR = values.fr_FR.trim();
  if (values.en_US.trim() !== '') translations.en_US = values.en_US.trim();
  const body: Record<string, unknown> = { name: values.name, translations };
  if (adding) body.type = values.type === '' ? undefined : values.type;
  if (values.type === 'INGREDIENT') {
    body.subtype = values.subtype === '' ? null : values.subtype;
    body.allergen = values.allergen;
  }
  if (values.type === 'MEAL_ICON') body.icon = values.icon.trim() === '' ? null : values.icon;
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return body;
}

export interface NomenclatureFormProps {
  /** The entry edited, or null to add one. */
  entry: NomenclatureRow | null;
  /** On add: the type of the tab the list shows (the form starts on it). */
  defaultType?: NomenclatureType | undefined;
  save: (body: NomenclatureAddBody) => Promise<unknown>;
  onSaved: () => void;
  onClose: () => void;
}

/**
 * A nomenclature entry in a dialog: its type (on add only; an entry keeps its type), its name and
 * its French and English names, the subtype and allergen flag of an INGREDIENT, the icon of a
 * MEAL_ICON; the nomenclature rules of shared under each field.
 */
export function NomenclatureForm({ entry, defaultType, save, onSaved, onClose }: NomenclatureFormProps) {
  const t = useT();
  const lang = useLang();
  const { showInputNames } = useSession();
  const adding = entry === null;
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EntryValues>({
    mode: 'controlled',
    initialValues: {
      type: entry?.type ?? defaultType ?? '',
      name: entry?.name ?? '',
      fr_FR: entry?.translations.fr_FR ?? '',
      en_US: entry?.translations.en_US ?? '',
      subtype: entry?.subtype ?? '',
      allergen: entry?.allergen ?? false,
      icon: entry?.icon ?? '',
    },
    validate: (values) =>
      schemaErrors(adding ? nomenclatureAddSchema : nomenclatureUpdateSchema, entryInput(values, adding), lang),
    validateInputOnBlur: true,
  });
  const values = form.getValues();
  const named = (path: string) => ({
    description: showInputNames ? path : undefined,
    'data-testid': `entry-${path}`,
    ...form.getInputProps(path),
  });

  const onSubmit = form.onSubmit(async (submitted) => {
    setSubmitting(true);
    setFormError(null);
    try {
      await save(entryInput(submitted, adding) as NomenclatureAddBody);
      toast('success', adding ? t('nomenclature.created') : t('nomenclature.updated'));
      onSaved();
    } catch (error) {
      if (isRequestDropped(error)) return;
      const message = errorMessage(error, t('error.generic'));
      if (isApiError(error)) {
        const errors = serverErrors(error.fieldErrors);
        // `translations.fr_FR` is typed in the `fr_FR` input.
        for (const code of ['fr_FR', 'en_US'] as const)
          if (errors[`translations.${code}`]) errors[code] = errors[`translations.${code}`]!;
        form.setErrors(errors);
        const others = Object.entries(errors).filter(([field]) => !shown.has(field.split('.')[0]!));
        setFormError(others.length > 0 ? others.map(([, m]) => m).join(' ') : message);
      } else setFormError(message);
      toast('error', message);
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={adding ? t('nomenclature.addTitle') : t('nomenclature.editTitle')}
      size="lg"
      data-testid="nomenclature-form"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {formError && (
            <Alert color="red" data-testid="nomenclature-form-error">
              {formError}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t('nomenclature.type')}
              withAsterisk={adding}
              disabled={!adding}
              data={[
                { value: '', label: t('nomenclature.chooseType') },
                ...nomenclatureTypeList.map((type) => ({ value: type, label: t(`nomenclature.types.${type}`) })),
              ]}
              {...named('type')}
            />
            <TextInput label={t('nomenclature.name')} withAsterisk {...named('name')} />
            <TextInput label={t('nomenclature.nameFr')} {...named('fr_FR')} />
            <TextInput label={t('nomenclature.nameEn')} {...named('en_US')} />
            {values.type === 'INGREDIENT' && (
              <>
                <NativeSelect
                  label={t('nomenclature.subtype')}
                  data={[
                    { value: '', label: t('common.none') },
                    ...ingredientSubtypes.map((s) => ({ value: s, label: t(`nomenclature.subtypes.${s}`) })),
                  ]}
                  {...named('subtype')}
                />
                <Checkbox
                  mt={30}
                  label={t('nomenclature.allergen')}
                  description={showInputNames ? 'allergen' : undefined}
                  data-testid="entry-allergen"
                  {...form.getInputProps('allergen', { type: 'checkbox' })}
                />
              </>
            )}
            {values.type === 'MEAL_ICON' && <TextInput label={t('nomenclature.icon')} {...named('icon')} />}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={submitting} onMouseDown={keepFieldFocus}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={submitting} onMouseDown={keepFieldFocus} data-testid="nomenclature-submit">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
