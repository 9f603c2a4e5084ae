import { Checkbox, Paper, Stack, TagsInput, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { maxServiceImages, serviceIssues } from '@cellar/shared/content/service';
import type { Lang } from '@cellar/shared/i18n/lang';
import { translate } from '@cellar/shared/i18n/messages';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { FormBody } from '../../../components/kit/dialog-form.tsx';
import type { FieldErrors } from '../../../components/kit/field-errors.ts';
import { imageListError } from '../../../components/kit/image-field.tsx';
import { ImagesField, type ImageItem } from '../../../components/kit/images-field.tsx';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import {
  createService,
  serviceKeys,
  serviceTagsQuery,
  updateService,
  type ServiceBody,
  type ServiceRow,
} from '../api/services-api.ts';
import { useServicesT } from './services-text.ts';

interface ServiceValues {
  title: string;
  metaDescription: string;
  price: string;
  tags: string[];
  valid: boolean;
  images: ImageItem[];
}

const shown = ['title', 'metaDescription', 'price', 'tags', 'valid', 'images'];

function valuesOf(service: ServiceRow | null): ServiceValues {
  return {
    title: service?.title ?? '',
    metaDescription: service?.metaDescription ?? '',
    price: service ? String(service.price) : '',
    tags: service?.tags ?? [],
    valid: service?.valid ?? true,
    images: (service?.images ?? []).map((image) => ({
      key: `service-image-${image.id}`,
      id: image.id,
      url: image.url,
      alt: image.alt,
    })),
  };
}

/** What the API takes: the new files under `images`, `imageMeta` naming every image in order with its alt text. */
function serviceBody(values: ServiceValues): Record<string, unknown> {
  const images: File[] = [];
  const imageMeta = values.images.map((item) => {
    if (!item.file) return { id: item.id, alt: item.alt };
    images.push(item.file);
    return { file: images.length - 1, alt: item.alt };
  });
  return {
    title: values.title,
    metaDescription: values.metaDescription,
    price: values.price.trim(),
    tags: values.tags,
    valid: values.valid,
    imageMeta,
    ...(images.length > 0 ? { images } : {}),
  };
}

/**
 * `/services/add` and `/services/update/{id}`: title, meta description, price (-1: on request), tags (the site's
 * tags suggested), images with their alternative texts, valid. The Service rules of shared (`serviceIssues`) show
 * every field's message at once, as the server answers them; the server's own messages land on the same fields.
 */
export function ServiceForm({ service }: { service: ServiceRow | null }) {
  const t = useServicesT();
  const to = useLocalePath();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tags = useQuery(serviceTagsQuery(api));

  const rules = (values: ServiceValues, lang: Lang): FieldErrors => {
    const issues = serviceIssues(values, { isAdd: service === null, hasImage: values.images.length > 0 });
    const errors: FieldErrors = {};
    for (const [field, key] of Object.entries(issues)) errors[field] = translate(key, lang);
    const images = imageListError(values.images, maxServiceImages, 'service.tooManyImages', lang);
    if (images) errors.images = images;
    return errors;
  };
  const form = useSaveForm<ServiceValues, unknown>({
    initialValues: valuesOf(service),
    rules,
    submit: (values) => {
      const body = serviceBody(values) as ServiceBody;
      return service ? updateService(api, service.id, body) : createService(api, body);
    },
    success: service ? t('services.updated') : t('services.created'),
    onSaved: async () => {
      await queryClient.invalidateQueries({ queryKey: serviceKeys.all });
      void navigate(to('/services'));
    },
    fields: shown,
    // The server names a file `images.<n>` and an image of the order `imageMeta.<n>`: the images field shows them.
    mapErrors: (errors) => {
      const mapped: Record<string, string> = {};
      for (const [field, message] of Object.entries(errors))
        mapped[/^(images|imageMeta)\.\d+/.test(field) ? 'images' : field] = message;
      return mapped;
    },
    inputTestId: 'service',
  });
  const { named } = form;

  return (
    <Stack gap="md" data-testid="service-screen">
      <Title order={2}>{service ? t('services.editTitle') : t('services.addTitle')}</Title>
      <Paper withBorder p="lg" maw={900}>
        <FormBody
          state={form}
          testId="service-form"
          submitTestId="service-submit"
          onCancel={() => void navigate(to('/services'))}
        >
          <TextInput label={t('services.titleField')} withAsterisk {...named('title')} />
          <Textarea label={t('services.metaDescription')} withAsterisk rows={2} {...named('metaDescription')} />
          <TextInput
            label={t('services.price')}
            withAsterisk
            inputMode="decimal"
            {...named('price', t('services.priceHelp'))}
          />
          <TagsInput
            label={t('services.tags')}
            withAsterisk
            placeholder={t('services.tagsPlaceholder')}
            data={tags.data?.tags ?? []}
            clearable
            {...named('tags')}
          />
          <ImagesField
            label={t('services.images')}
            max={maxServiceImages}
            {...form.imagesAt('images')}
            testId="service-images"
          />
          <Checkbox label={t('services.valid')} {...named('valid')} />
        </FormBody>
      </Paper>
    </Stack>
  );
}
