import { Button, Menu, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { FormDocumentExtension, FormTemplateView } from '@cellar/shared/content/form-template';
import type { MessageView } from '@cellar/shared/content/message';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError } from '../../../lib/api/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { downloadMessageDocument, messageTemplatesQuery } from '../api/message-documents-api.ts';
import { useMessageDocumentsT } from './message-documents-text.ts';

/** A refused template names its faulty tags (`errors.file`); else the server's message. */
function failure(error: unknown, fallback: string): string {
  if (isApiError(error) && error.fieldErrors.file?.length) return error.fieldErrors.file.join(' · ');
  return errorMessage(error, fallback);
}

/**
 * The documents of a form answer on `/message/{id}` (spec 2 §7 `generate-file`): for each template of its form, the
 * filled DOCX and its PDF (the same text, without the layout or images), generated on demand.
 */
export function MessageDocuments({ message }: { message: MessageView }) {
  const idForm = message.kind === 'FORM' ? message.idForm : null;
  if (idForm === null) return null;
  return <DocumentsMenu message={message} idForm={idForm} />;
}

function DocumentsMenu({ message, idForm }: { message: MessageView; idForm: number }) {
  const t = useMessageDocumentsT();
  const api = useApi();
  const templates = useQuery(messageTemplatesQuery(api, idForm));
  const download = useMutation({
    mutationFn: (input: { template: FormTemplateView; extension: FormDocumentExtension }) =>
      downloadMessageDocument(api, message.id, input.template, input.extension),
    onError: (error) => toast('error', failure(error, t('formDocuments.downloadError'))),
  });

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" loading={download.isPending} data-testid="message-documents">
          {t('formDocuments.documents')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown maw={340}>
        {templates.isPending && <Menu.Label>…</Menu.Label>}
        {templates.isError && (
          <Menu.Item onClick={() => void templates.refetch()} data-testid="message-documents-error">
            {errorMessage(templates.error, t('formDocuments.loadError'))} — {t('common.retry')}
          </Menu.Item>
        )}
        {templates.data?.templates.length === 0 && (
          <Text size="sm" p="xs" data-testid="message-documents-empty">
            {t('formDocuments.noTemplates')}
          </Text>
        )}
        {templates.data?.templates.map((template) => (
          <div key={template.id}>
            <Menu.Label>{template.name}</Menu.Label>
            {(['docx', 'pdf'] as const).map((extension) => (
              <Menu.Item
                key={extension}
                onClick={() => download.mutate({ template, extension })}
                aria-label={t('formDocuments.downloadLabel', {
                  name: template.name,
                  format: extension.toUpperCase(),
                })}
                data-testid={`message-document-${template.id}-${extension}`}
              >
                {t(extension === 'docx' ? 'formDocuments.downloadDocx' : 'formDocuments.downloadPdf')}
              </Menu.Item>
            ))}
          </div>
        ))}
        {(templates.data?.templates.length ?? 0) > 0 && (
          <Text size="xs" c="dimmed" p="xs">
            {t('formDocuments.pdfNote')}
          </Text>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
