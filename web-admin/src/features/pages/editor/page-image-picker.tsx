import { useState } from 'react';
import { Button, FileButton, Group, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { translate } from '@cellar/shared/i18n/messages';
import { maxPageImageBytes, type PageImageView } from '@cellar/shared/pages/page-image';
import { imageAccept, imageProblem } from '../../../components/kit/image-field.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { ImagePickerDialog } from '../components/image-picker-dialog.tsx';
import { pageImageKeys, pageImagesQuery, uploadPageImage } from '../api/page-editor-api.ts';
import { useEditorT } from './editor-text.ts';

/**
 * The site's page images (`GET /admin/page/image`, the first 50): choose one, or upload one in place
 * (`POST /admin/page/image`, PNG, JPEG or SVG, 5 MB at most), which is then chosen.
 */
export function PageImagePicker({ onPick, onClose }: { onPick: (image: PageImageView) => void; onClose: () => void }) {
  const t = useEditorT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const images = useQuery({ ...pageImagesQuery(api), select: (data) => data.images });
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadPageImage(api, file),
    onSuccess: async (image) => {
      await queryClient.invalidateQueries({ queryKey: pageImageKeys.all });
      onPick(image);
    },
    onError: (error) => setProblem(errorMessage(error, t('editor.images.uploadFailed'))),
  });
  const send = (file: File | null) => {
    if (!file) return;
    const refused = imageProblem(file, maxPageImageBytes);
    if (refused) {
      setProblem(translate(refused, lang));
      return;
    }
    setProblem(null);
    upload.mutate(file);
  };
  return (
    <ImagePickerDialog
      images={images}
      onPick={onPick}
      onClose={onClose}
      texts={{
        title: t('editor.images.pickTitle'),
        failed: t('editor.images.failed'),
        empty: t('editor.images.empty'),
        choose: (name) => t('editor.images.choose', { name }),
        close: t('editor.images.close'),
      }}
      testIds={{ dialog: 'page-image-picker', option: 'page-image-option', close: 'page-image-picker-close' }}
    >
      <Group gap="sm">
        <FileButton
          onChange={send}
          accept={imageAccept}
          inputProps={{ 'aria-label': t('editor.images.upload'), 'data-testid': 'page-image-upload-input' } as object}
        >
          {(props) => (
            <Button {...props} loading={upload.isPending} data-testid="page-image-upload">
              {t('editor.images.upload')}
            </Button>
          )}
        </FileButton>
        {problem && (
          <Text size="sm" c="red" data-testid="page-image-problem">
            {problem}
          </Text>
        )}
      </Group>
    </ImagePickerDialog>
  );
}
