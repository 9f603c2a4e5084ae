import { queryOptions } from '@tanstack/react-query';
import type { FormSave, FormSummary } from '@cellar/shared/content/form';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type FormRow = FormSummary;

/** React-query keys of the form screens: every form mutation invalidates `all`. */
export const formKeys = queryKeys('forms');

/** `GET /admin/forms`: every form of the site (a few: one call, no paging). */
export const loadForms = async (api: ApiClient) => {
  const { list } = await api.call('adminForms');
  return { records: list, total: list.length };
};

/** `GET /admin/forms/{id}`: the whole definition, for the builder. */
export const formQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: formKeys.one(id),
    queryFn: ({ signal }) => api.call('adminForm', { params: { id }, signal }),
  });

export const createForm = (api: ApiClient, body: FormSave) => api.call('adminFormCreate', { body });
export const saveForm = (api: ApiClient, id: number, body: FormSave) =>
  api.call('adminFormContent', { params: { id }, body });
export const setFormValid = (api: ApiClient, id: number, valid: boolean) =>
  api.call('adminFormValid', { params: { id }, body: { valid } });
export const deleteForm = (api: ApiClient, id: number) => api.call('adminFormDelete', { params: { id } });
