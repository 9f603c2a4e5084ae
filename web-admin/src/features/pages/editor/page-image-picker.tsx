import { useState } from 'react';
import { Button, FileButton, Group, Image, Modal, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { translate } from '@cellar/shared/i18n/messages';
import { maxPageImageBytes, type PageImageView } from '@cellar/shared/pages/page-image';
import { imageAccept, imageProblem } from '../../../components/kit/image-field.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
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
  const images = useQuery(pageImagesQuery(api));
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
  const list = images.data?.images ?? [];

  return (
    <Modal opened onClose={onClose} size="xl" title={t('editor.images.pickTitle')} data-testid="page-image-picker">
      <Stack gap="sm">
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
        {images.isPending && <Text size="sm">{t('common.loading')}</Text>}
        {images.isError && (
          <Text size="sm" c="red" data-testid="page-image-picker-error">
            {errorMessage(images.error, t('editor.images.failed'))}
          </Text>
        )}
        {images.isSuccess && list.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="page-image-picker-empty">
            {t('editor.images.empty')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {list.map((image) => (
            <UnstyledButton
              key={image.id}
              onClick={() => onPick(image)}
              aria-label={t('editor.images.choose', { name: image.name || image.alt || String(image.id) })}
              data-testid={`page-image-option-${image.id}`}
            >
              <Paper withBorder p={4} radius="sm">
                <Image src={image.url} alt="" h={90} fit="contain" radius="xs" />
                <Text size="xs" truncate mt={4}>
                  {image.name}
                </Text>
              </Paper>
            </UnstyledButton>
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid="page-image-picker-close">
            {t('editor.images.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
