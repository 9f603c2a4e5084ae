import { useState } from 'react';
import { Button } from '@mantine/core';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { ListScreen, ListThumbnail } from '../../../components/kit/list-screen.tsx';
import { albumKeys, deleteAlbum, loadAlbums, type AlbumRow } from '../api/albums-api.ts';
import { AlbumCreateDialog } from '../components/album-create-dialog.tsx';
import { useAlbumsT } from '../components/albums-text.ts';

/**
 * `/album` (spec 1 §2, "Galleries/Albums"): the site's albums on the list kit — the cover, the title, how many
 * images; a new album (title and description, then its screen for the images), edit (`/album/{id}`) and delete.
 */
export function AlbumListRoute() {
  const t = useAlbumsT();
  const to = useLocalePath();
  const api = useApi();
  const [creating, setCreating] = useState(false);

  return (
    <>
      <ListScreen<AlbumRow>
        title={t('albums.title')}
        testId="album-list"
        queryKey={albumKeys.all}
        load={(query) => loadAlbums(api, query)}
        rowId={(album) => album.id}
        defaultSort={{ field: 'id', direction: 'asc' }}
        columns={[
          {
            accessor: 'cover',
            title: t('albums.cover'),
            render: (album) => <ListThumbnail src={album.cover?.url} />,
          },
          { accessor: 'title', title: t('albums.titleField'), sortable: true },
          {
            accessor: 'imageCount',
            title: t('albums.imageCount'),
            render: (album) => <span data-testid={`album-count-${album.id}`}>{album.imageCount}</span>,
          },
        ]}
        filters={[{ field: 'title', label: t('albums.titleField'), type: 'like' }]}
        remove={{ run: (album) => deleteAlbum(api, album.id), describe: (album) => album.title }}
        editTo={(album) => to(`/album/${album.id}`)}
        actions={
          <Button onClick={() => setCreating(true)} data-testid="album-add">
            {t('albums.add')}
          </Button>
        }
      />
      {creating && <AlbumCreateDialog onClose={() => setCreating(false)} />}
    </>
  );
}
