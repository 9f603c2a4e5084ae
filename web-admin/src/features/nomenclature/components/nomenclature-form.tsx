import { Anchor, Checkbox, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import {
  ingredientSubtypes,
  nomenclatureAddSchema,
  nomenclatureUpdateSchema,
  type NomenclatureType,
} from '@cellar/shared/catalog/nomenclature';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { DialogForm } from '../../../components/kit/dialog-form.tsx';
import { schemaErrors } from '../../../components/kit/field-errors.ts';
import { useSaveForm, type SaveDialogProps } from '../../../components/kit/save-form.ts';
import { nomenclatureTypeList, type NomenclatureAddBody, type NomenclatureRow } from '../api/nomenclature-api.ts';
import { useNomenclatureT } from './nomenclature-text.ts';

interface EntryValues {
  type: string;
  name: string;
  subtype: string;
  allergen: boolean;
  icon: string;
}

/**
 * What the rules and the API read: the INGREDIENT and MEAL_ICON fields only for their type. No other language: the
 * name's translations are site 0's units, edited in the global translations (docs/translations.md "Global texts").
 */
function entryInput(values: EntryValues, adding: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = { name: values.name };
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

/** An edited entry's names in the other languages, read-only, and the way to the translations that edit them. */
function EntryTranslations({ entry }: { entry: NomenclatureRow }) {
  const t = useNomenclatureT();
  const to = useLocalePath();
  const names = Object.entries(entry.translations);
  return (
    <Stack gap={4} data-testid="entry-translations">
      <Text size="sm" fw={500}>
        {t('nomenclatureTexts.translationsTitle')}
      </Text>
      {names.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('nomenclatureTexts.noTranslation')}
        </Text>
      ) : (
        names.map(([lang, name]) => (
          <Text size="sm" key={lang}>
            {lang} · {name}
          </Text>
        ))
      )}
      <Text size="xs" c="dimmed">
        {t('nomenclatureTexts.translationsHelp')}
      </Text>
      <Anchor
        size="sm"
        component={Link}
        to={to('/superAdmin/translation/en_US?kind=nomenclature')}
        data-testid="entry-translations-link"
      >
        {t('nomenclatureTexts.openTranslations')}
      </Anchor>
    </Stack>
  );
}

/**
 * A nomenclature entry in a dialog: its type (on add only; an entry keeps its type), its name (in the default
 * language; an edited entry shows its translations, edited in the global translations), the subtype and allergen
 * flag of an INGREDIENT, the icon of a MEAL_ICON; the nomenclature rules of shared under each field.
 */
export function NomenclatureForm({ entry, defaultType, save, onSaved, onClose }: NomenclatureFormProps) {
  const t = useNomenclatureT();
  const adding = entry === null;
  const dialog = useSaveForm<EntryValues, unknown>({
    initialValues: {
      type: entry?.type ?? defaultType ?? '',
      name: entry?.name ?? '',
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
    fields: ['type', 'name', 'subtype', 'allergen', 'icon'],
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
      {entry && <EntryTranslations entry={entry} />}
    </DialogForm>
  );
}
