import { Anchor, Paper, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { albumIssues, maxAlbumImages } from '@cellar/shared/content/album';
import { translate } from '@cellar/shared/i18n/messages';
import { maxLargeImageBytes } from '@cellar/shared/site/upload';
import { FormBody } from '../../../components/kit/dialog-form.tsx';
import { ImagesField } from '../../../components/kit/images-field.tsx';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { albumKeys, type Album } from '../api/albums-api.ts';
import { albumValues, saveAlbum, type AlbumValues } from './album-save.ts';
import { useAlbumsT } from './albums-text.ts';

/** The alt-text messages by the image's place in the list (`images.2.alt` → 2). */
function altErrors(errors: Record<string, unknown>): Record<number, string> {
  const out: Record<number, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^images\.(\d+)\.alt$/.exec(path);
    if (match) out[Number(match[1])] = String(message);
  }
  return out;
}

/**
 * `/album/{id}`: the title (required) and description, the images (PNG, JPEG or SVG up to 5 MB, each with its
 * required alternative text; reordered by drag and drop or the arrows; removed), and the cover among them. The
 * shared album rules run before anything is sent; the server's messages land on the same fields.
 */
export function AlbumForm({ album }: { album: Album }) {
  const t = useAlbumsT();
  const to = useLocalePath();
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useSaveForm<AlbumValues, Album>({
    initialValues: albumValues(album),
    rules: (values, lang) =>
      Object.fromEntries(Object.entries(albumIssues(values)).map(([field, key]) => [field, translate(key, lang)])),
    submit: (values) =>
      saveAlbum(api, album, values, (key, id) =>
        form.form.setFieldValue(
          'images',
          form.form.getValues().images.map((item) => (item.key === key ? { ...item, id: String(id) } : item)),
        ),
      ),
    success: t('albums.saved'),
    onSaved: (saved) => {
      queryClient.setQueryData(albumKeys.one(album.id), saved);
      form.form.setValues(albumValues(saved));
      form.form.resetDirty();
      return queryClient.invalidateQueries({ queryKey: albumKeys.all });
    },
    fields: ['title', 'description', 'images', 'cover'],
    inputTestId: 'album',
  });
  const values = form.form.getValues();
  const errors = form.form.errors;
  const covers = values.images.map((item, i) => ({
    value: item.key,
    label: t('albums.coverOption', { n: i + 1, alt: item.alt.trim() || item.file?.name || '' }),
  }));

  return (
    <Stack gap="md" data-testid="album-screen">
      <Anchor component={Link} to={to('/album')} size="sm">
        {t('albums.back')}
      </Anchor>
      <Title order={2}>{t('albums.editTitle', { title: album.title })}</Title>
      <Paper withBorder p="lg" maw={900}>
        <FormBody state={form} testId="album-form" submitTestId="album-submit">
          <TextInput label={t('albums.titleField')} withAsterisk {...form.named('title')} />
          <Textarea label={t('albums.description')} rows={3} {...form.named('description')} />
          <ImagesField
            label={t('albums.images')}
            value={values.images}
            max={maxAlbumImages}
            maxBytes={maxLargeImageBytes}
            onChange={(items) => {
              form.form.setFieldValue('images', items);
              if (!items.some((item) => item.key === values.cover))
                form.form.setFieldValue('cover', items[0]?.key ?? null);
              form.form.clearErrors();
            }}
            error={errors.images as string | undefined}
            altErrors={altErrors(errors)}
            disabled={form.pending}
            testId="album-images"
          />
          <Select
            label={t('albums.cover')}
            description={covers.length > 0 ? t('albums.coverHelp') : t('albums.coverNone')}
            data={covers}
            value={values.cover}
            onChange={(cover) => form.form.setFieldValue('cover', cover)}
            disabled={covers.length === 0}
            allowDeselect={false}
            data-testid="album-cover"
          />
        </FormBody>
      </Paper>
    </Stack>
  );
}
