import { Checkbox, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import {
  ingredientSubtypes,
  nomenclatureAddSchema,
  nomenclatureUpdateSchema,
  type NomenclatureType,
} from '@cellar/shared/catalog/nomenclature';
import { useT } from '../../../lib/i18n/i18n.ts';
import { DialogForm } from '../../../components/kit/dialog-form.tsx';
import { schemaErrors, type FieldErrors } from '../../../components/kit/field-errors.ts';
import { useSaveForm, type SaveDialogProps } from '../../../components/kit/save-form.ts';
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

/** `translations.fr_FR` is typed in the `fr_FR` input. */
function onInputs(errors: FieldErrors): FieldErrors {
  const out = { ...errors };
  for (const code of ['fr_FR', 'en_US'] as const)
    if (errors[`translations.${code}`]) out[code] = errors[`translations.${code}`]!;
  return out;
}

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

export interface NomenclatureFormProps extends SaveDialogProps<NomenclatureAddBody> {
  /** The entry edited, or null to add one. */
  entry: NomenclatureRow | null;
  /** On add: the type of the tab the list shows (the form starts on it). */
  defaultType?: NomenclatureType | undefined;
}

/**
 * A nomenclature entry in a dialog: its type (on add only; an entry keeps its type), its name and
 * its French and English names, the subtype and allergen flag of an INGREDIENT, the icon of a
 * MEAL_ICON; the nomenclature rules of shared under each field.
 */
export function NomenclatureForm({ entry, defaultType, save, onSaved, onClose }: NomenclatureFormProps) {
  const t = useT();
  const adding = entry === null;
  const dialog = useSaveForm<EntryValues, unknown>({
    initialValues: {
      type: entry?.type ?? defaultType ?? '',
      name: entry?.name ?? '',
      fr_FR: entry?.translations.fr_FR ?? '',
      en_US: entry?.translations.en_US ?? '',
      subtype: entry?.subtype ?? '',
      allergen: entry?.allergen ?? false,
      icon: entry?.icon ?? '',
    },
    rules: (values, lang) =>
      schemaErrors(adding ? nomenclatureAddSchema : nomenclatureUpdateSchema, entryInput(values, adding), lang),
    submit: (values) => save(entryInput(values, adding) as NomenclatureAddBody),
    success: adding ? t('nomenclature.created') : t('nomenclature.updated'),
    onSaved,
    onClose,
    fields: ['type', 'name', 'translations', 'subtype', 'allergen', 'icon'],
    mapErrors: onInputs,
    inputTestId: 'entry',
  });
  const { named } = dialog;
  const values = dialog.form.getValues();

  return (
    <DialogForm
      state={dialog}
      title={adding ? t('nomenclature.addTitle') : t('nomenclature.editTitle')}
      size="lg"
      testId="nomenclature-form"
      submitTestId="nomenclature-submit"
    >
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
            <Checkbox mt={30} label={t('nomenclature.allergen')} {...named('allergen')} />
          </>
        )}
        {values.type === 'MEAL_ICON' && <TextInput label={t('nomenclature.icon')} {...named('icon')} />}
      </SimpleGrid>
    </DialogForm>
  );
}
