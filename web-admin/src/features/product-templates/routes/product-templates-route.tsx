import { Anchor } from '@mantine/core';
import type { Lang } from '@cellar/shared/i18n/lang';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage } from '../../../lib/api/errors.ts';
import { formatDay } from '../../../lib/format.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import {
  deleteProductTemplate,
  downloadProductTemplate,
  loadProductTemplates,
  productTemplateKeys,
  type ProductTemplateRow,
} from '../api/product-templates-api.ts';
import { TemplateUploadButton } from '../components/template-upload-button.tsx';
import { useProductTemplatesT } from '../components/product-templates-text.ts';

/** A file's size as people read it, in the screen's language ("1,5 Mo", "1.5 MB", "320 B"). */
function size(bytes: number, lang: Lang): string {
  const locale = lang.replace('_', '-');
  const [amount, unit] =
    bytes >= 1024 * 1024
      ? [bytes / 1024 / 1024, 'megabyte']
      : bytes >= 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes, 'byte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(amount);
}

/**
 * `/product-template`: the files an admin keeps for product sheets and labels, on the list kit — name, file, type,
 * size, date; upload (the type and size rules first), download (fetched with the admin's token, saved under its
 * name), delete with confirmation.
 */
export function ProductTemplatesRoute() {
  const t = useProductTemplatesT();
  const lang = useLang();
  const api = useApi();

  const download = async (template: ProductTemplateRow) => {
    try {
      const blob = await downloadProductTemplate(api, template.id);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = template.filename;
      link.click();
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      toast('error', errorMessage(error, t('catalogueOptions.templates.downloadFailed')));
    }
  };

  return (
    <ListScreen<ProductTemplateRow>
      title={t('catalogueOptions.templates.title')}
      testId="template-list"
      queryKey={productTemplateKeys.all}
      load={(query) => loadProductTemplates(api, query)}
      rowId={(p) => p.id}
      toolbar={<TemplateUploadButton />}
      columns={[
        { accessor: 'name', title: t('catalogueOptions.templates.name'), sortable: true },
        { accessor: 'filename', title: t('catalogueOptions.templates.filename'), sortable: true },
        {
          accessor: 'extension',
          title: t('catalogueOptions.templates.type'),
          render: (p) => p.extension.toUpperCase(),
        },
        {
          accessor: 'size',
          title: t('catalogueOptions.templates.size'),
          sortable: true,
          render: (p) => size(p.size, lang),
        },
        {
          accessor: 'createdAt',
          title: t('catalogueOptions.templates.createdAt'),
          sortable: true,
          render: (p) => formatDay(p.createdAt),
        },
        {
          accessor: 'download',
          title: t('catalogueOptions.templates.download'),
          render: (p) => (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => void download(p)}
              aria-label={t('catalogueOptions.templates.downloadOf', { name: p.name })}
              data-testid={`download-${p.id}`}
            >
              {t('catalogueOptions.templates.download')}
            </Anchor>
          ),
        },
      ]}
      filters={[{ field: 'name', label: t('catalogueOptions.templates.name'), type: 'like' }]}
      remove={{ run: (p) => deleteProductTemplate(api, p.id), describe: (p) => p.name }}
    />
  );
}
