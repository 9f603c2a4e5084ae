import { Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { albumIssues } from '@cellar/shared/content/album';
import { translate } from '@cellar/shared/i18n/messages';
import { DialogForm } from '../../../components/kit/dialog-form.tsx';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { albumKeys, createAlbum } from '../api/albums-api.ts';
import { useAlbumsT } from './albums-text.ts';

/** "New album": its title (required, the shared rule) and description; saved, its screen opens to add the images. */
export function AlbumCreateDialog({ onClose }: { onClose: () => void }) {
  const t = useAlbumsT();
  const api = useApi();
  const to = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dialog = useSaveForm({
    initialValues: { title: '', description: '' },
    rules: (values, lang) =>
      Object.fromEntries(Object.entries(albumIssues(values)).map(([field, key]) => [field, translate(key, lang)])),
    submit: (values) => createAlbum(api, { title: values.title.trim(), description: values.description.trim() }),
    success: t('albums.created'),
    onClose,
    onSaved: async (album) => {
      await queryClient.invalidateQueries({ queryKey: albumKeys.all });
      void navigate(to(`/album/${album.id}`));
    },
    inputTestId: 'album-new',
  });
  return (
    <DialogForm
      state={dialog}
      title={t('albums.addTitle')}
      testId="album-create"
      submitTestId="album-create-submit"
      submitLabel={t('albums.create')}
    >
      <TextInput label={t('albums.titleField')} withAsterisk data-autofocus {...dialog.named('title')} />
      <Textarea label={t('albums.description')} rows={3} {...dialog.named('description')} />
    </DialogForm>
  );
}
