import { useState } from 'react';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileUpdateSchema } from '@cellar/shared/content/files';
import { translate } from '@cellar/shared/i18n/messages';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { filesKeys, renameFile, type FileRow } from '../api/files-api.ts';
import { useFilesT } from './files-text.ts';

/** Renames a file (its download address stays): the name's rule is the server's schema. */
export function RenameFileDialog({ file, onClose }: { file: FileRow; onClose: () => void }) {
  const t = useFilesT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const [name, setName] = useState(file.name);
  const [error, setError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (next: string) => renameFile(api, file.id, next),
    onSuccess: () => {
      toast('success', t('files.renamed'));
      onClose();
    },
    onError: (failure) => setError(errorMessage(failure, t('error.generic'))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: filesKeys.all }),
  });

  const submit = () => {
    const parsed = fileUpdateSchema.safeParse({ name });
    if (!parsed.success) setError(translate(parsed.error.issues[0]!.message, lang));
    else save.mutate(parsed.data.name);
  };

  return (
    <Modal opened onClose={onClose} title={t('files.renameTitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextInput
          label={t('files.name')}
          withAsterisk
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          data-testid="file-name"
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('files.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="file-rename-save">
            {t('files.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
