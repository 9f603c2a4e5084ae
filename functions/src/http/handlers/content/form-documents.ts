import { formDocumentService } from '../../../services/content/form-document-service.ts';
import type { GroupHandlers } from '../../types.ts';

/**
 * Document templates of forms (spec 1 §3, spec 2 §7 "Forms and messages"): list with the tags a template may use,
 * upload, rename/replace, delete; and the visitor's download of a document offered after sending a form.
 */
export const formTemplateHandlers = {
  adminFormTemplates: async ({ site, params }) => ({ data: await formDocumentService.list(site, params.id) }),
  adminFormTemplateCreate: async ({ site, params, body, lang }) => ({
    status: 201,
    message: 'formTemplate.created',
    data: await formDocumentService.create(site, params.id, body, lang),
  }),
  adminFormTemplateUpdate: async ({ site, params, body, lang }) => ({
    message: 'formTemplate.updated',
    data: await formDocumentService.update(site, params.id, params.templateId, body, lang),
  }),
  adminFormTemplateDelete: async ({ site, params }) => {
    await formDocumentService.remove(site, params.id, params.templateId);
    return { message: 'formTemplate.deleted', data: null };
  },
  formFileDownload: async ({ site, params, lang }) => ({
    binary: await formDocumentService.download(site, params.id, lang),
  }),
} satisfies Partial<GroupHandlers<'content'>>;

/** A form answer's object and its filled documents (spec 2 §7 "Forms and messages"). */
export const formDocumentHandlers = {
  adminMessageFormToObject: async ({ site, params }) => ({
    data: await formDocumentService.formToObject(site, params.id, params.type),
  }),
  adminMessageGenerateFile: async ({ site, params, lang }) => ({
    binary: await formDocumentService.generateFile(site, params.id, params.idTemplate, params.extension, lang),
  }),
} satisfies Partial<GroupHandlers<'messages'>>;
