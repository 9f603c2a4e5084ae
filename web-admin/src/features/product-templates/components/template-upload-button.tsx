import { useQueryClient } from '@tanstack/react-query';
import {
  maxProductTemplateBytes,
  productTemplateTypes,
  templateExtensionOf,
  templateFileName,
} from '@cellar/shared/catalog/product-template';
import { translate } from '@cellar/shared/i18n/messages';
import { UploadButton } from '../../../components/kit/upload-button.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLang } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { productTemplateKeys, uploadProductTemplate } from '../api/product-templates-api.ts';
import { useProductTemplatesT } from './product-templates-text.ts';

const accept = Object.keys(productTemplateTypes)
  .map((extension) => `.${extension}`)
  .join(',');

/** Adds a template: shared's rules on the name and size first (the server's own), then the file in one call. */
export function TemplateUploadButton() {
  const t = useProductTemplatesT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  return (
    <UploadButton
      label={t('catalogueOptions.templates.upload')}
      hint={t('catalogueOptions.templates.allowed')}
      accept={accept}
      check={(file) => {
        if (!templateExtensionOf(templateFileName(file.name))) return translate('template.invalidType', lang);
        if (file.size === 0) return translate('template.empty', lang);
        if (file.size > maxProductTemplateBytes) return translate('template.tooBig', lang);
        return null;
      }}
      upload={(file) => uploadProductTemplate(api, file)}
      progressLabel={(name) => t('catalogueOptions.templates.uploading', { name })}
      onUploaded={() => toast('success', t('catalogueOptions.templates.uploaded'))}
      onSettled={() => void queryClient.invalidateQueries({ queryKey: productTemplateKeys.all })}
      testId="template-upload"
    />
  );
}
