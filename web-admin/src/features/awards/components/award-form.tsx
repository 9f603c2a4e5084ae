import { useState, type MouseEvent } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { awardInputSchema } from '@cellar/shared/catalog/award';
import { translate } from '@cellar/shared/i18n/messages';
import type { UploadedFile } from '@cellar/shared/site/upload';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { schemaErrors, serverErrors, type FieldErrors } from '../../../components/kit/field-errors.ts';
import { DecimalInput } from '../../../components/kit/decimal-input.tsx';
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

const shown = new Set(['city', 'idProduct', 'type', 'title', 'description', 'year', 'images', 'image', 'alt']);
const keepFieldFocus = (event: MouseEvent) => event.preventDefault();

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

export interface AwardFormProps {
  award: AwardRow | null;
  save: (body: AwardBody) => Promise<unknown>;
  onSaved: () => void;
  onClose: () => void;
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
  const { showInputNames } = useSession();
  const products = useQuery(awardProductsQuery(api));
  const types = useQuery(awardTypesQuery(api));
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const validate = (values: AwardValues): FieldErrors => {
    const errors = schemaErrors(awardInputSchema, awardInput(values, award, true), lang);
    // Spec 1 §5: at most one image, whether it is new or the current one.
    if (values.images.length > 1) errors.images = translate('award.oneImage', lang);
    if (errors.image) {
      errors.images ??= errors.image;
      delete errors.image;
    }
    return errors;
  };
  const form = useForm<AwardValues>({
    mode: 'controlled',
    initialValues: valuesOf(award),
    validate,
    validateInputOnBlur: true,
  });
  const values = form.getValues();
  const named = (path: string) => ({
    description: showInputNames ? path : undefined,
    'data-testid': `award-${path}`,
    ...form.getInputProps(path),
  });
  const imagesError =
    values.images.length > 1 ? translate('award.oneImage', lang) : (form.errors.images as string | undefined);

  const onSubmit = form.onSubmit(async (submitted) => {
    setSubmitting(true);
    setFormError(null);
    try {
      await save(awardInput(submitted, award, false) as AwardBody);
      toast('success', award ? t('awards.updated') : t('awards.created'));
      onSaved();
    } catch (error) {
      if (isRequestDropped(error)) return;
      const message = errorMessage(error, t('error.generic'));
      if (isApiError(error)) {
        const errors = serverErrors(error.fieldErrors);
        if (errors.image) errors.images ??= errors.image;
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
      size="lg"
      title={award ? t('awards.editTitle') : t('awards.addTitle')}
      data-testid="award-form"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {formError && (
            <Alert color="red" data-testid="award-form-error">
              {formError}
            </Alert>
          )}
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
            disabled={submitting}
            testId="award-images"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={submitting} onMouseDown={keepFieldFocus}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={submitting} onMouseDown={keepFieldFocus} data-testid="award-submit">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
