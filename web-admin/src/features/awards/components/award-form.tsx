import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { awardInputSchema } from '@cellar/shared/catalog/award';
import type { Lang } from '@cellar/shared/i18n/lang';
import { translate } from '@cellar/shared/i18n/messages';
import type { UploadedFile } from '@cellar/shared/site/upload';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { schemaErrors, type FieldErrors } from '../../../components/kit/field-errors.ts';
import { DecimalInput } from '../../../components/kit/decimal-input.tsx';
import { DialogForm } from '../../../components/kit/dialog-form.tsx';
import { useSaveForm, type SaveDialogProps } from '../../../components/kit/save-form.ts';
import { ImagesField, type ImageItem } from '../../../components/kit/images-field.tsx';
import { awardProductsQuery, awardTypesQuery, type AwardBody, type AwardRow } from '../api/awards-api.ts';

interface AwardValues {
  city: string;
  postalCode: string;
  idProduct: string;
  type: string;
  title: string;
  description: string;
  year: number | string;
  images: ImageItem[];
}

const shown = ['city', 'idProduct', 'type', 'title', 'description', 'year', 'images', 'image', 'alt'];

function valuesOf(award: AwardRow | null): AwardValues {
  return {
    city: award?.city.city ?? '',
    postalCode: award?.city.postalCode ?? '',
    idProduct: award ? String(award.idProduct) : '',
    type: award ? String(award.type) : '',
    title: award?.title ?? '',
    description: award?.description ?? '',
    year: award?.year ?? new Date().getFullYear(),
    images: award?.image
      ? [{ key: `award-image-${award.id}`, id: String(award.id), url: award.image.url, alt: award.image.alt }]
      : [],
  };
}

/** What the rules and the API read; `image` is the new file (if any), `removeImage` drops the current one. */
function awardInput(values: AwardValues, award: AwardRow | null, forRules: boolean): Record<string, unknown> {
  const item = values.images[0];
  const file = item?.file;
  const body: Record<string, unknown> = {
    city: { city: values.city, postalCode: values.postalCode },
    idProduct: values.idProduct === '' ? undefined : values.idProduct,
    type: values.type === '' ? undefined : values.type,
    title: values.title,
    description: values.description.trim() === '' ? undefined : values.description,
    year: typeof values.year === 'number' ? values.year : values.year.trim() === '' ? undefined : values.year,
    alt: item?.alt ?? undefined,
  };
  if (file)
    body.image = forRules
      ? ({
          filename: file.name,
          contentType: file.type,
          size: file.size,
          data: new Uint8Array(0),
        } satisfies UploadedFile)
      : file;
  if (award?.image && values.images.length === 0) body.removeImage = true;
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return body;
}

export interface AwardFormProps extends SaveDialogProps<AwardBody> {
  award: AwardRow | null;
}

/**
 * An award (press or medal) in a dialog of `/award`: city and postal code, the wine, the type
 * (AWARD nomenclature), title, description, year and one image with its alternative text; the
 * award rules of shared under each field.
 */
export function AwardForm({ award, save, onSaved, onClose }: AwardFormProps) {
  const t = useT();
  const lang = useLang();
  const api = useApi();
  const products = useQuery(awardProductsQuery(api));
  const types = useQuery(awardTypesQuery(api));

  const rules = (values: AwardValues, rulesLang: Lang): FieldErrors => {
    const errors = schemaErrors(awardInputSchema, awardInput(values, award, true), rulesLang);
    // At most one image, whether it is new or the current one (spec 1 §5).
    if (values.images.length > 1) errors.images = translate('award.oneImage', rulesLang);
    if (errors.image) {
      errors.images ??= errors.image;
      delete errors.image;
    }
    return errors;
  };
  const dialog = useSaveForm<AwardValues, unknown>({
    initialValues: valuesOf(award),
    rules,
    submit: (values) => save(awardInput(values, award, false) as AwardBody),
    success: award ? t('awards.updated') : t('awards.created'),
    onSaved,
    onClose,
    fields: shown,
    // The image's message goes under the images field.
    mapErrors: (errors) => (errors.image ? { ...errors, images: errors.images ?? errors.image } : errors),
    inputTestId: 'award',
  });
  const { form, named } = dialog;
  const values = form.getValues();
  const imagesError =
    values.images.length > 1 ? translate('award.oneImage', lang) : (form.errors.images as string | undefined);

  return (
    <DialogForm
      state={dialog}
      size="lg"
      title={award ? t('awards.editTitle') : t('awards.addTitle')}
      testId="award-form"
      submitTestId="award-submit"
    >
      <TextInput label={t('awards.titleField')} withAsterisk {...named('title')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={t('awards.product')}
          withAsterisk
          data={[
            { value: '', label: products.isPending ? t('common.loading') : t('awards.chooseProduct') },
            ...(products.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
          ]}
          {...named('idProduct')}
        />
        <NativeSelect
          label={t('awards.type')}
          withAsterisk
          data={[
            { value: '', label: types.isPending ? t('common.loading') : t('awards.chooseType') },
            ...(types.data ?? []).map((k) => ({ value: String(k.id), label: k.name })),
          ]}
          {...named('type')}
        />
        <TextInput label={t('awards.city')} withAsterisk {...named('city')} />
        <TextInput label={t('awards.postalCode')} withAsterisk {...named('postalCode')} />
        <DecimalInput integer label={t('awards.year')} withAsterisk {...named('year')} />
      </SimpleGrid>
      <Textarea label={t('awards.description')} rows={4} resize="vertical" {...named('description')} />
      <ImagesField
        label={t('awards.image')}
        value={values.images}
        onChange={(items) => {
          form.setFieldValue('images', items);
          form.clearFieldError('images');
        }}
        error={imagesError}
        disabled={dialog.pending}
        testId="award-images"
      />
    </DialogForm>
  );
}
