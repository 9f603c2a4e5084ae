import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { formKeys } from './forms-api.ts';

/** The templates of a form, under the form's keys: saving the form (its inputs, so its tags) refreshes them too. */
export const formTemplatesKey = (idForm: number) => formKeys.part('templates', idForm);

/** `GET /admin/forms/{id}/template`: the templates and the tags the form's answers fill. */
export const formTemplatesQuery = (api: ApiClient, idForm: number) =>
  queryOptions({
    queryKey: formTemplatesKey(idForm),
    queryFn: ({ signal }) => api.call('adminFormTemplates', { params: { id: idForm }, signal }),
  });

/** `POST /admin/forms/{id}/template` (multipart): the DOCX, named after its file. */
export const addFormTemplate = (api: ApiClient, idForm: number, file: File) =>
  api.call('adminFormTemplateCreate', { params: { id: idForm }, body: { file } });

/** `PUT /admin/forms/{id}/template/{templateId}` (multipart): a new name, `offered`, or a new DOCX. */
export const changeFormTemplate = (
  api: ApiClient,
  idForm: number,
  templateId: number,
  change: { name?: string; offered?: boolean; file?: File },
) => api.call('adminFormTemplateUpdate', { params: { id: idForm, templateId }, body: change });

export const deleteFormTemplate = (api: ApiClient, idForm: number, templateId: number) =>
  api.call('adminFormTemplateDelete', { params: { id: idForm, templateId } });
