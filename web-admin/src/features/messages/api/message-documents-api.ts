import { queryOptions } from '@tanstack/react-query';
import type { FormDocumentExtension } from '@cellar/shared/content/form-template';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

const documentKeys = queryKeys('formTemplates');

/** `GET /admin/forms/{id}/template`: the templates a form answer can fill. */
export const messageTemplatesQuery = (api: ApiClient, idForm: number) =>
  queryOptions({
    queryKey: documentKeys.one(idForm),
    queryFn: ({ signal }) => api.call('adminFormTemplates', { params: { id: idForm }, signal }),
  });

/**
 * `GET /admin/message/{id}/generate-file/docx/template/{idTemplate}/{extension}`: the filled document, fetched with
 * the client's headers as a blob and saved under its name through an object URL (never at a public address).
 */
export async function downloadMessageDocument(
  api: ApiClient,
  idMessage: number,
  template: { id: number; name: string },
  extension: FormDocumentExtension,
): Promise<void> {
  const blob = await api.call('adminMessageGenerateFile', {
    params: { id: idMessage, type: 'docx', idTemplate: template.id, extension },
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${template.name} - ${idMessage}.${extension}`;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by then.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
