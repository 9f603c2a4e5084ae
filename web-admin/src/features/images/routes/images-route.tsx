import { useState } from 'react';
import { Badge, Button, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { translate } from '@cellar/shared/i18n/messages';
import { imageExtensionList, imageNameIssue } from '@cellar/shared/site/upload';
import { ListScreen, ListThumbnail } from '../../../components/kit/list-screen.tsx';
import { UploadButton } from '../../../components/kit/upload-button.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { formatDay } from '../../../lib/format.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { imagesKeys, loadImages, uploadImage, type ImageRow } from '../api/images-api.ts';
import { ImageTextsDialog } from '../components/image-texts-dialog.tsx';
import { useImagesT } from '../components/images-text.ts';

const accept = imageExtensionList.map((extension) => `.${extension}`).join(',');

/**
 * `/images` (spec 1 §2; spec 2 §7 "online images"): the site's page images — the picture, its name and
 * alt text (flagged when missing), its day; the upload straight to the bucket with its progress, and the texts'
 * edit. The page editor picks among the same images.
 */
export function ImagesRoute() {
  const t = useImagesT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<ImageRow | null>(null);

  const upload = (
    <UploadButton
      label={t('images.upload')}
      hint={t('images.allowed')}
      accept={accept}
      check={(file) => {
        const issue = imageNameIssue(file.name, file.size);
        return issue ? translate(issue, lang) : null;
      }}
      upload={(file, onProgress) => uploadImage(api, file, onProgress)}
      progressLabel={(name) => t('images.uploading', { name })}
      onUploaded={() => toast('success', t('images.uploaded'))}
      onSettled={() => void queryClient.invalidateQueries({ queryKey: imagesKeys.all })}
      testId="image-upload"
    />
  );

  return (
    <>
      <ListScreen<ImageRow>
        title={t('images.title')}
        testId="images-list"
        queryKey={imagesKeys.all}
        load={(query) => loadImages(api, query)}
        rowId={(image) => image.id}
        toolbar={upload}
        columns={[
          { accessor: 'url', title: t('images.image'), render: (image) => <ListThumbnail src={image.url} /> },
          { accessor: 'name', title: t('images.name'), sortable: true },
          {
            accessor: 'alt',
            title: t('images.alt'),
            render: (image) =>
              image.alt ? (
                <Text size="sm">{image.alt}</Text>
              ) : (
                <Badge color="orange" variant="light" data-testid={`alt-missing-${image.id}`}>
                  {t('images.altMissing')}
                </Badge>
              ),
          },
          { accessor: 'createdAt', title: t('images.createdAt'), render: (image) => formatDay(image.createdAt) },
          {
            accessor: 'edit',
            title: '',
            render: (image) => (
              <Button
                variant="subtle"
                size="xs"
                onClick={() => setEditing(image)}
                data-testid={`edit-image-${image.id}`}
              >
                {t('images.edit')}
              </Button>
            ),
          },
        ]}
        filters={[{ field: 'name', label: t('images.name'), type: 'like' }]}
      />
      {editing && <ImageTextsDialog image={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
