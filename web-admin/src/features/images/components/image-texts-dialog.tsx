import { useState } from 'react';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage } from '../../../lib/api/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { imagesKeys, updateImage, type ImageRow } from '../api/images-api.ts';
import { useImagesT } from './images-text.ts';

/** Changes an image's name and alt text (the server keeps the name when it is emptied). */
export function ImageTextsDialog({ image, onClose }: { image: ImageRow; onClose: () => void }) {
  const t = useImagesT();
  const api = useApi();
  const queryClient = useQueryClient();
  const [name, setName] = useState(image.name);
  const [alt, setAlt] = useState(image.alt);
  const [error, setError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: () => updateImage(api, image.id, { name: name.trim(), alt: alt.trim() }),
    onSuccess: () => {
      toast('success', t('images.saved'));
      onClose();
    },
    onError: (failure) => setError(errorMessage(failure, t('error.generic'))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: imagesKeys.all }),
  });

  return (
    <Modal opened onClose={onClose} title={t('images.editTitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <TextInput
          label={t('images.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={200}
          data-testid="image-name"
          data-autofocus
        />
        <TextInput
          mt="sm"
          label={t('images.alt')}
          description={t('images.altHint')}
          value={alt}
          onChange={(event) => setAlt(event.currentTarget.value)}
          maxLength={300}
          error={error}
          data-testid="image-alt"
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('images.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="image-save">
            {t('images.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
