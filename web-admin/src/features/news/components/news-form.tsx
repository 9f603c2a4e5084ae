import { Checkbox, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { newsIssues, newsShortDescriptionFunctionality } from '@cellar/shared/content/news';
import type { Lang } from '@cellar/shared/i18n/lang';
import { translate } from '@cellar/shared/i18n/messages';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { functionalitiesQuery } from '../../../lib/session/session-queries.ts';
import { FormBody } from '../../../components/kit/dialog-form.tsx';
import type { FieldErrors } from '../../../components/kit/field-errors.ts';
import { imageListError } from '../../../components/kit/image-field.tsx';
import { ImagesField, type ImageItem } from '../../../components/kit/images-field.tsx';
import { RichTextInput } from '../../../components/kit/rich-text-input.tsx';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import { createNews, newsKeys, updateNews, type NewsBody, type NewsRow } from '../api/news-api.ts';

interface NewsValues {
  title: string;
  metaDescription: string;
  shortDescription: string;
  description: string;
  idStaticFile: string;
  valid: boolean;
  promoted: boolean;
  images: ImageItem[];
}

const shown = [
  'title',
  'metaDescription',
  'shortDescription',
  'description',
  'idStaticFile',
  'valid',
  'promoted',
  'images',
  'image',
  'alt',
];

function valuesOf(news: NewsRow | null): NewsValues {
  return {
    title: news?.title ?? '',
    metaDescription: news?.metaDescription ?? '',
    shortDescription: news?.shortDescription ?? '',
    description: news?.description ?? '',
    idStaticFile: news?.idStaticFile ? String(news.idStaticFile) : '',
    valid: news?.valid ?? true,
    promoted: news?.promoted ?? false,
    images: news?.image
      ? [{ key: `news-image-${news.id}`, id: String(news.id), url: news.image.url, alt: news.image.alt }]
      : [],
  };
}

/** What the API takes: the new file under `image` (if any), `removeImage` when the current one was taken away. */
function newsBody(values: NewsValues, news: NewsRow | null): Record<string, unknown> {
  const item = values.images[0];
  const body: Record<string, unknown> = {
    title: values.title,
    metaDescription: values.metaDescription,
    shortDescription: values.shortDescription,
    description: values.description,
    valid: values.valid,
    promoted: values.promoted,
    alt: item?.alt ?? '',
  };
  if (values.idStaticFile.trim() !== '') body.idStaticFile = values.idStaticFile.trim();
  if (item?.file) body.image = item.file;
  if (news?.image && values.images.length === 0) body.removeImage = true;
  return body;
}

/**
 * `/news/add` and `/news/update/{id}`: title, meta description, short description (required when the site
 * has the option), the description in rich text, one image with its alternative text or a static file,
 * valid and promoted. The News rules of shared (`newsIssues`) show every field's message at once, as the
 * server answers them; the server's own messages land on the same fields.
 */
export function NewsForm({ news }: { news: NewsRow | null }) {
  const t = useT();
  const to = useLocalePath();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const functionalities = useQuery(functionalitiesQuery(api));
  const shortDescriptionRequired = (functionalities.data?.keys ?? []).includes(newsShortDescriptionFunctionality);

  const rules = (values: NewsValues, lang: Lang): FieldErrors => {
    const issues = newsIssues(values, { shortDescriptionRequired, hasImage: values.images.length > 0 });
    const errors: FieldErrors = {};
    for (const [field, key] of Object.entries(issues))
      errors[field === 'image' ? 'images' : field] = translate(key, lang);
    const images = imageListError(values.images, 1, 'news.oneImage', lang);
    if (images) errors.images = images;
    return errors;
  };
  const form = useSaveForm<NewsValues, unknown>({
    initialValues: valuesOf(news),
    rules,
    submit: (values) => {
      const body = newsBody(values, news) as NewsBody;
      return news ? updateNews(api, news.id, body) : createNews(api, body);
    },
    success: news ? t('news.updated') : t('news.created'),
    onSaved: async () => {
      await queryClient.invalidateQueries({ queryKey: newsKeys.all });
      void navigate(to('/news'));
    },
    fields: shown,
    // The server names the image `image`; the form shows it under the images field.
    mapErrors: (errors) => (errors.image ? { ...errors, images: errors.image } : errors),
    inputTestId: 'news',
  });
  const { named } = form;
  const values = form.form.getValues();

  return (
    <Stack gap="md" data-testid="news-screen">
      <Title order={2}>{news ? t('news.editTitle') : t('news.addTitle')}</Title>
      <Paper withBorder p="lg" maw={900}>
        <FormBody
          state={form}
          testId="news-form"
          submitTestId="news-submit"
          onCancel={() => void navigate(to('/news'))}
        >
          <TextInput label={t('news.titleField')} withAsterisk {...named('title')} />
          <Textarea label={t('news.metaDescription')} withAsterisk rows={2} {...named('metaDescription')} />
          <Textarea
            label={t('news.shortDescription')}
            withAsterisk={shortDescriptionRequired}
            rows={2}
            {...named('shortDescription')}
          />
          <RichTextInput
            label={t('news.description')}
            required
            value={values.description}
            onChange={(html) => form.form.setFieldValue('description', html)}
            error={form.form.errors.description as string | undefined}
            testId="news-description"
            minHeight={180}
          />
          <ImagesField label={t('news.image')} max={1} {...form.imagesAt('images')} testId="news-images" />
          <TextInput label={t('news.staticFile')} inputMode="numeric" {...named('idStaticFile')} />
          <Group gap="xl">
            <Checkbox label={t('news.valid')} {...named('valid')} />
            <Checkbox label={t('news.promoted')} {...named('promoted')} />
          </Group>
        </FormBody>
      </Paper>
    </Stack>
  );
}
