import { useState } from 'react';
import { ActionIcon, Anchor, Group, Text, Tooltip } from '@mantine/core';
import { useApi } from '../../../lib/api/api-context.tsx';
import { apiBase } from '../../../lib/api/api-client.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { formatDay } from '../../../lib/format.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import { deleteFile, filesKeys, loadFiles, setFileValid, type FileRow } from '../api/files-api.ts';
import { FileUploadButton } from '../components/file-upload-button.tsx';
import { formatFileSize } from '../components/file-size.ts';
import { useFilesT } from '../components/files-text.ts';
import { RenameFileDialog } from '../components/rename-file-dialog.tsx';

/**
 * `/files` (spec 1 §2, "Files"): the site's files on the list kit, valid or not — name, type, size, date, the
 * download link (which answers only while the file is valid), rename; the valid toggle and delete with
 * confirmation; and the upload, straight to the bucket with its progress.
 */
export function FilesRoute() {
  const t = useFilesT();
  const lang = useLang();
  const api = useApi();
  const [renaming, setRenaming] = useState<FileRow | null>(null);

  return (
    <>
      <ListScreen<FileRow>
        title={t('files.title')}
        testId="files-list"
        queryKey={filesKeys.all}
        load={(query) => loadFiles(api, query)}
        rowId={(f) => f.id}
        defaultSort={{ field: 'id', direction: 'desc' }}
        toolbar={<FileUploadButton />}
        columns={[
          {
            accessor: 'name',
            title: t('files.name'),
            sortable: true,
            render: (f) => (
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">{f.name}</Text>
                <Tooltip label={t('files.rename')}>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={`${t('files.rename')} ${f.name}`}
                    onClick={() => setRenaming(f)}
                    data-testid={`rename-${f.id}`}
                  >
                    ✎
                  </ActionIcon>
                </Tooltip>
              </Group>
            ),
          },
          { accessor: 'extension', title: t('files.type'), render: (f) => f.extension.toUpperCase() },
          { accessor: 'size', title: t('files.size'), render: (f) => formatFileSize(f.size, lang) },
          { accessor: 'createdAt', title: t('files.createdAt'), render: (f) => formatDay(f.createdAt) },
          {
            accessor: 'downloadPath',
            title: t('files.download'),
            render: (f) => (
              <Tooltip label={t('files.downloadHint')} disabled={f.valid}>
                <Anchor
                  size="sm"
                  href={`${apiBase}${f.downloadPath}`}
                  download
                  c={f.valid ? undefined : 'dimmed'}
                  data-testid={`download-${f.id}`}
                >
                  {t('files.download')}
                </Anchor>
              </Tooltip>
            ),
          },
        ]}
        filters={[{ field: 'name', label: t('files.name'), type: 'like' }]}
        valid={{ isValid: (f) => f.valid, set: (f, valid) => setFileValid(api, f.id, valid) }}
        remove={{ run: (f) => deleteFile(api, f.id), describe: (f) => f.name }}
      />
      {renaming && <RenameFileDialog file={renaming} onClose={() => setRenaming(null)} />}
    </>
  );
}
