import { Button, Group, Paper, Select, Stack, TagsInput, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { blogArticleIssues, blogArticleStatuses, type BlogArticleStatus } from '@cellar/shared/content/blog';
import type { Lang } from '@cellar/shared/i18n/lang';
import { translate } from '@cellar/shared/i18n/messages';
import { maxMetaDescription } from '@cellar/shared/pages/page-rules';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { FormBody } from '../../../components/kit/dialog-form.tsx';
import type { FieldErrors } from '../../../components/kit/field-errors.ts';
import { imageListError } from '../../../components/kit/image-field.tsx';
import { ImagesField, type ImageItem } from '../../../components/kit/images-field.tsx';
import { RichTextInput } from '../../../components/kit/rich-text-input.tsx';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import {
  blogKeys,
  blogTagsQuery,
  blogTreeQuery,
  createArticle,
  updateArticle,
  type BlogArticle,
  type BlogArticleBody,
} from '../api/blog-api.ts';
import { useBlogT } from './blog-text.ts';

interface ArticleValues {
  title: string;
  url: string;
  /** '' for the root: a select's value is text. */
  idFolder: string;
  status: BlogArticleStatus;
  tags: string[];
  metaTitle: string;
  metaDescription: string;
  content: string;
  images: ImageItem[];
}

const shown = ['title', 'url', 'idFolder', 'status', 'tags', 'metaTitle', 'metaDescription', 'content', 'images'];

function valuesOf(article: BlogArticle | null, folder: number | null): ArticleValues {
  return {
    title: article?.title ?? '',
    url: article?.url ?? '',
    idFolder: String(article ? (article.idFolder ?? '') : (folder ?? '')),
    status: article?.status ?? 'DRAFT',
    tags: article?.tags ?? [],
    metaTitle: article?.metaTitle ?? '',
    metaDescription: article?.metaDescription ?? '',
    content: article?.content ?? '',
    images: article?.image
      ? [{ key: `blog-image-${article.id}`, id: String(article.id), url: article.image.url, alt: article.image.alt }]
      : [],
  };
}

/** What the API takes: the new cover under `image` (if any), `removeImage` when the current one was taken away. */
function articleBody(values: ArticleValues, article: BlogArticle | null): BlogArticleBody {
  const item = values.images[0];
  return {
    title: values.title,
    url: values.url.trim(),
    idFolder: values.idFolder === '' ? null : Number(values.idFolder),
    status: values.status,
    tags: values.tags,
    metaTitle: values.metaTitle,
    metaDescription: values.metaDescription,
    content: values.content,
    alt: item?.alt ?? '',
    ...(item?.file ? { image: item.file } : {}),
    ...(article?.image && values.images.length === 0 ? { removeImage: true } : {}),
  };
}

/**
 * `/blog/new` and `/blog/{id}`: title, url (empty: from the title), folder, status, tags (the site's suggested), meta
 * title and description (155 characters at most), cover image, and the content in rich text. Save keeps the status
 * chosen; Publish saves it ONLINE, Archive ARCHIVED. The blog rules of shared show every field's message at once.
 */
export function ArticleForm({ article, folder }: { article: BlogArticle | null; folder: number | null }) {
  const t = useBlogT();
  const to = useLocalePath();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tags = useQuery(blogTagsQuery(api));
  const tree = useQuery(blogTreeQuery(api));

  const rules = (values: ArticleValues, lang: Lang): FieldErrors => {
    const errors: FieldErrors = {};
    for (const [field, key] of Object.entries(blogArticleIssues(values))) errors[field] = translate(key, lang);
    const images = imageListError(values.images, 1, 'blog.oneImage', lang);
    if (images) errors.images = images;
    return errors;
  };
  const form = useSaveForm<ArticleValues, unknown>({
    initialValues: valuesOf(article, folder),
    rules,
    submit: (values) => {
      const body = articleBody(values, article);
      return article ? updateArticle(api, article.id, body) : createArticle(api, body);
    },
    success: article ? t('blog.updated') : t('blog.created'),
    onSaved: async (_, values) => {
      await queryClient.invalidateQueries({ queryKey: blogKeys.all });
      void navigate(to(values.idFolder === '' ? '/blog' : `/blog?folder=${values.idFolder}`));
    },
    fields: shown,
    mapErrors: (errors) => (errors.image ? { ...errors, images: errors.image } : errors),
    inputTestId: 'blog',
  });
  const { named } = form;
  const values = form.form.getValues();
  const saveAs = (status: BlogArticleStatus) => {
    form.form.setFieldValue('status', status);
    form.onSubmit();
  };

  return (
    <Stack gap="md" data-testid="blog-article-screen">
      <Title order={2}>{article ? t('blog.editTitle') : t('blog.addTitle')}</Title>
      <Paper withBorder p="lg" maw={1000}>
        <FormBody
          state={form}
          testId="blog-article-form"
          submitTestId="blog-article-submit"
          onCancel={() => void navigate(to('/blog'))}
          footerStart={
            <Group gap="sm">
              {values.status !== 'ONLINE' && (
                <Button
                  color="green"
                  onClick={() => saveAs('ONLINE')}
                  disabled={form.pending}
                  data-testid="blog-publish"
                >
                  {t('blog.publish')}
                </Button>
              )}
              {article && values.status !== 'ARCHIVED' && (
                <Button
                  variant="default"
                  onClick={() => saveAs('ARCHIVED')}
                  disabled={form.pending}
                  data-testid="blog-archive"
                >
                  {t('blog.archive')}
                </Button>
              )}
            </Group>
          }
        >
          <TextInput label={t('blog.titleField')} withAsterisk {...named('title')} />
          <TextInput label={t('blog.url')} {...named('url', t('blog.urlHelp'))} />
          <Group grow align="flex-start">
            <Select
              label={t('blog.folder')}
              data={[
                { value: '', label: t('blog.root') },
                ...(tree.data?.folders ?? []).map((one) => ({ value: String(one.id), label: one.name })),
              ]}
              allowDeselect={false}
              {...named('idFolder')}
            />
            <Select
              label={t('blog.status')}
              data={blogArticleStatuses.map((status) => ({ value: status, label: t(`blog.statuses.${status}`) }))}
              allowDeselect={false}
              {...named('status')}
            />
          </Group>
          <TagsInput
            label={t('blog.tags')}
            placeholder={t('blog.tagsPlaceholder')}
            data={tags.data?.tags ?? []}
            clearable
            {...named('tags')}
          />
          <TextInput label={t('blog.metaTitle')} {...named('metaTitle')} />
          <Textarea
            label={t('blog.metaDescription')}
            rows={2}
            {...named('metaDescription', t('blog.metaCount', { count: values.metaDescription.trim().length }))}
            maxLength={maxMetaDescription + 50}
          />
          <ImagesField label={t('blog.image')} max={1} {...form.imagesAt('images')} testId="blog-images" />
          <RichTextInput
            label={t('blog.content')}
            value={values.content}
            onChange={(html) => form.form.setFieldValue('content', html)}
            error={form.form.errors.content as string | undefined}
            testId="blog-content"
            minHeight={320}
          />
        </FormBody>
      </Paper>
    </Stack>
  );
}
