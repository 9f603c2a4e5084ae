import { useState } from 'react';
import { Alert, Anchor, Button, Group, Image, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage } from '../../../lib/api/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { shareElementItem, shareSimulateQuery } from '../api/elements-api.ts';
import { useElementsT } from './elements-text.ts';
import { PageLoader } from '../../../components/page-loader.tsx';

/**
 * Sharing an item: the post the simulation answers (text from the item's texts, its first image, the link), the text
 * editable, then shared through the site's social adapter (the local one records it and publishes nowhere: it says so).
 */
export function ShareDialog({
  idElement,
  idItem,
  onClose,
}: {
  idElement: number;
  idItem: number;
  onClose: () => void;
}) {
  const t = useElementsT();
  const api = useApi();
  const preview = useQuery(shareSimulateQuery(api, idElement, idItem));
  const [text, setText] = useState<string | null>(null);
  const share = useMutation({
    mutationFn: (sent: string) => shareElementItem(api, idElement, idItem, sent),
    onSuccess: (post) => {
      toast(post.published ? 'success' : 'info', t('elements.share.local'));
      onClose();
    },
    onError: (error) => toast('error', errorMessage(error, t('error.generic'))),
  });
  const shown = text ?? preview.data?.text ?? '';
  return (
    <Modal opened onClose={onClose} title={t('elements.share.title')} size="lg" data-testid="element-share">
      {preview.isPending && <PageLoader />}
      {preview.isError && (
        <Alert color="red" data-testid="element-share-failed">
          {t('elements.share.loadFailed')}
        </Alert>
      )}
      {preview.data && (
        <Stack gap="sm">
          <Text fw={500}>{t('elements.share.preview')}</Text>
          {preview.data.imageUrl && <Image src={preview.data.imageUrl} alt="" mah={200} fit="contain" />}
          <Textarea
            label={t('elements.share.text')}
            resize="vertical"
            rows={4}
            value={shown}
            onChange={(event) => setText(event.currentTarget.value)}
            data-testid="element-share-text"
          />
          <Text size="sm">
            {t('elements.share.link')} : <Anchor href={preview.data.link}>{preview.data.link}</Anchor>
          </Text>
          {preview.data.adapter === 'local' && (
            <Alert color="blue" data-testid="element-share-local">
              {t('elements.share.local')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('elements.cancel')}
            </Button>
            <Button onClick={() => share.mutate(shown)} loading={share.isPending} data-testid="element-share-submit">
              {t('elements.share.publish')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
