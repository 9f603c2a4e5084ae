import { formService } from '../../../services/content/form-service.ts';
import type { GroupHandlers } from '../../types.ts';

/** Forms (spec 1 §2 /forms, spec 2 §7 "Forms and messages"; issue 18): the builder's calls and the public read. */
export const formHandlers = {
  form: async ({ site, params, contentLang }) => ({ data: await formService.publicForm(site, params.id, contentLang) }),
  adminForms: async ({ site }) => ({ data: await formService.list(site) }),
  adminForm: async ({ site, params }) => ({ data: await formService.get(site, params.id) }),
  adminFormCreate: async ({ site, body }) => ({ message: 'form.created', data: await formService.create(site, body) }),
  adminFormContent: async ({ site, params, body }) => ({
    message: 'form.updated',
    data: await formService.update(site, params.id, body),
  }),
  adminFormValid: async ({ site, params, body }) => ({
    message: 'form.updated',
    data: await formService.setValid(site, params.id, body.valid),
  }),
  adminFormDelete: async ({ site, params }) => {
    await formService.remove(site, params.id);
    return { message: 'form.deleted', data: null };
  },
} satisfies Partial<GroupHandlers<'content'>>;
