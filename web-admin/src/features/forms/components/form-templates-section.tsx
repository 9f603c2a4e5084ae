import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Code,
  FileButton,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import {
  maxFormTemplateBytes,
  type FormPlaceholder,
  type FormTemplateView,
} from '@cellar/shared/content/form-template';
import { translate } from '@cellar/shared/i18n/messages';
import { ConfirmDialog } from '../../../components/kit/confirm-dialog.tsx';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { UploadButton } from '../../../components/kit/upload-button.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import {
  addFormTemplate,
  changeFormTemplate,
  deleteFormTemplate,
  formTemplatesKey,
  formTemplatesQuery,
} from '../api/form-templates-api.ts';
import { useFormDocumentsT } from './form-documents-text.ts';

/** The server's rules, read before sending (it checks the bytes and the tags again). */
function fileIssue(file: File): 'formTemplate.invalidType' | 'formTemplate.tooBig' | null {
  if (!/\.docx$/i.test(file.name) || file.size === 0) return 'formTemplate.invalidType';
  return file.size > maxFormTemplateBytes ? 'formTemplate.tooBig' : null;
}

/** The faulty tags a refused template names (`errors.file`), else the server's message. */
function refusal(error: unknown, fallback: string): string {
  if (isApiError(error) && error.fieldErrors.file?.length) return error.fieldErrors.file.join(' · ');
  return errorMessage(error, fallback);
}

/**
 * The "Documents" section of `/forms/update/{id}` (spec 1 §3 "Document templates per form"): the form's DOCX
 * templates — add, rename, offer to the visitor, replace the file, delete — and the tags its answers fill, so the
 * producer can write the template.
 */
export function FormTemplatesSection({ idForm }: { idForm: number }) {
  const t = useFormDocumentsT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const templates = useQuery(formTemplatesQuery(api, idForm));
  const [renaming, setRenaming] = useState<FormTemplateView | null>(null);
  const [deleting, setDeleting] = useState<FormTemplateView | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: formTemplatesKey(idForm) });

  const change = useMutation({
    mutationFn: (input: { template: FormTemplateView; name?: string; offered?: boolean; file?: File }) =>
      changeFormTemplate(api, idForm, input.template.id, {
        name: input.name,
        offered: input.offered,
        file: input.file,
      }),
    onSuccess: (_data, input) => {
      toast('success', t(input.file ? 'formDocuments.replaced' : 'formDocuments.saved'));
      setRenaming(null);
    },
    onError: (error) => toast('error', refusal(error, t('error.generic'))),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (template: FormTemplateView) => deleteFormTemplate(api, idForm, template.id),
    onSuccess: () => {
      toast('success', t('formDocuments.deleted'));
      setDeleting(null);
    },
    onError: (error) => toast('error', errorMessage(error, t('error.generic'))),
    onSettled: refresh,
  });

  return (
    <Paper withBorder p="lg" data-testid="form-templates">
      <Stack gap="md">
        <Title order={3}>{t('formDocuments.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('formDocuments.intro')}
        </Text>
        <UploadButton
          label={t('formDocuments.upload')}
          hint={t('formDocuments.allowed')}
          accept=".docx"
          check={(file) => {
            const issue = fileIssue(file);
            return issue ? translate(issue, lang) : null;
          }}
          upload={(file) => addFormTemplate(api, idForm, file)}
          progressLabel={(name) => t('formDocuments.uploading', { name })}
          onUploaded={() => toast('success', t('formDocuments.uploaded'))}
          onSettled={() => void refresh()}
          testId="form-template-upload"
        />
        {templates.isPending ? (
          <Skeleton height={80} />
        ) : templates.isError ? (
          <LoadError
            title={t('formDocuments.loadError')}
            error={templates.error}
            onRetry={() => void templates.refetch()}
            testId="form-templates-error"
          />
        ) : (
          <>
            {templates.data.templates.length === 0 ? (
              <Text size="sm" data-testid="form-templates-empty">
                {t('formDocuments.empty')}
              </Text>
            ) : (
              <Table data-testid="form-templates-list">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('formDocuments.name')}</Table.Th>
                    <Table.Th>{t('formDocuments.file')}</Table.Th>
                    <Table.Th>{t('formDocuments.offered')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {templates.data.templates.map((template) => (
                    <Table.Tr key={template.id} data-testid={`form-template-${template.id}`}>
                      <Table.Td>{template.name}</Table.Td>
                      <Table.Td>
                        <Text size="sm" c="dimmed">
                          {template.filename}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Tooltip label={t('formDocuments.offeredHint')} multiline w={280}>
                          <Switch
                            checked={template.offered}
                            aria-label={`${t('formDocuments.offered')} ${template.name}`}
                            onChange={(event) => change.mutate({ template, offered: event.currentTarget.checked })}
                            data-testid={`form-template-offered-${template.id}`}
                          />
                        </Tooltip>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" justify="flex-end" wrap="nowrap">
                          <Tooltip label={t('formDocuments.rename')}>
                            <ActionIcon
                              variant="subtle"
                              aria-label={`${t('formDocuments.rename')} ${template.name}`}
                              onClick={() => setRenaming(template)}
                              data-testid={`form-template-rename-${template.id}`}
                            >
                              ✎
                            </ActionIcon>
                          </Tooltip>
                          <FileButton
                            accept=".docx"
                            onChange={(file) => {
                              if (!file) return;
                              const issue = fileIssue(file);
                              if (issue) toast('error', translate(issue, lang));
                              else change.mutate({ template, file });
                            }}
                            inputProps={
                              { 'data-testid': `form-template-replace-${template.id}-input` } as ComponentProps<'input'>
                            }
                          >
                            {(props) => (
                              <Button {...props} size="xs" variant="default">
                                {t('formDocuments.replace')}
                              </Button>
                            )}
                          </FileButton>
                          <Button
                            size="xs"
                            color="red"
                            variant="light"
                            onClick={() => setDeleting(template)}
                            data-testid={`form-template-delete-${template.id}`}
                          >
                            {t('formDocuments.delete')}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <Placeholders placeholders={templates.data.placeholders} />
          </>
        )}
      </Stack>
      {renaming && (
        <RenameDialog
          template={renaming}
          busy={change.isPending}
          onSave={(name) => change.mutate({ template: renaming, name })}
          onClose={() => setRenaming(null)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('formDocuments.deleteTitle')}
        message={t('formDocuments.deleteConfirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('formDocuments.delete')}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Paper>
  );
}

/** The tags a template may use: the message's fields, the inputs, and each loop with its inputs. */
function Placeholders({ placeholders }: { placeholders: FormPlaceholder[] }) {
  const t = useFormDocumentsT();
  const label = (p: FormPlaceholder) =>
    p.label || t(`formDocuments.messageFields.${p.tag}` as 'formDocuments.messageFields.messageDate');
  return (
    <Stack gap="xs" data-testid="form-template-placeholders">
      <Title order={4}>{t('formDocuments.placeholders')}</Title>
      <Text size="xs" c="dimmed">
        {t('formDocuments.placeholdersHint')}
      </Text>
      <Table withRowBorders={false} verticalSpacing={2}>
        <Table.Tbody>
          {placeholders.map((p) => (
            <Table.Tr key={p.tag}>
              <Table.Td w="40%">
                {p.fields ? (
                  <Code block>{`{#${p.tag}}\n${p.fields.map((f) => `  {${f.tag}}`).join('\n')}\n{/${p.tag}}`}</Code>
                ) : (
                  <Code>{`{${p.tag}}`}</Code>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{label(p)}</Text>
                {p.fields && (
                  <Text size="xs" c="dimmed">
                    {t('formDocuments.loopOf', { fields: p.fields.map((f) => f.label || f.tag).join(', ') })}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** Renames a template (its file stays). */
function RenameDialog(props: {
  template: FormTemplateView;
  busy: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const t = useFormDocumentsT();
  const lang = useLang();
  const [name, setName] = useState(props.template.name);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal opened onClose={props.onClose} title={t('formDocuments.renameTitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() === '') setError(translate('formTemplate.nameRequired', lang));
          else props.onSave(name.trim());
        }}
      >
        <TextInput
          label={t('formDocuments.name')}
          withAsterisk
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          data-testid="form-template-name"
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={props.onClose}>
            {t('formDocuments.cancel')}
          </Button>
          <Button type="submit" loading={props.busy} data-testid="form-template-rename-save">
            {t('formDocuments.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
