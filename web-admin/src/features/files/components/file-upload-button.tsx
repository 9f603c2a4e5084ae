import { useQueryClient } from '@tanstack/react-query';
import { translate } from '@cellar/shared/i18n/messages';
import { fileNameIssue, fileTypes } from '@cellar/shared/site/upload';
import { UploadButton } from '../../../components/kit/upload-button.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLang } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { filesKeys, uploadFile } from '../api/files-api.ts';
import { useFilesT } from './files-text.ts';

/** What the file chooser offers: the allowed extensions (shared/src/site/upload.ts). */
const accept = Object.keys(fileTypes)
  .map((extension) => `.${extension}`)
  .join(',');

/**
 * Adds a file: the name's rules first (type, size by kind: the server's own), then the bytes straight to the bucket
 * with a progress bar, then the registration where the server checks them.
 */
export function FileUploadButton() {
  const t = useFilesT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  return (
    <UploadButton
      label={t('files.upload')}
      hint={t('files.allowed')}
      accept={accept}
      check={(file) => {
        const issue = fileNameIssue(file.name, file.size);
        return issue ? translate(issue, lang) : null;
      }}
      upload={(file, onProgress) => uploadFile(api, file, onProgress)}
      progressLabel={(name) => t('files.uploading', { name })}
      onUploaded={() => toast('success', t('files.uploaded'))}
      onSettled={() => void queryClient.invalidateQueries({ queryKey: filesKeys.all })}
      testId="file-upload"
    />
  );
}
