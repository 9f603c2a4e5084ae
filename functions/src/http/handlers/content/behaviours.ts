import { popupService } from '../../../services/content/popup-service.ts';
import { redirectionService } from '../../../services/content/redirection-service.ts';
import { scriptToLoadService } from '../../../services/content/script-to-load-service.ts';
import type { GroupHandlers } from '../../types.ts';

type Names =
  | 'popups'
  | 'popupContent'
  | 'scriptsToLoad'
  | 'adminPopups'
  | 'adminPopupCreate'
  | 'adminPopupUpdate'
  | 'adminPopupDelete'
  | 'adminPopupValid'
  | 'adminRedirections'
  | 'adminRedirectionCreate'
  | 'adminRedirectionUpdate'
  | 'adminRedirectionDelete'
  | 'adminRedirectionValid'
  | 'adminScripts'
  | 'adminScriptCreate'
  | 'adminScriptUpdate'
  | 'adminScriptDelete'
  | 'adminScriptValid';

/** Popups, redirections and scripts to load (issue 17): wired into the content group's map. */
export const behaviourHandlers: Pick<GroupHandlers<'content'>, Names> = {
  popups: async ({ site, contentLang }) => ({ data: await popupService.published(site, contentLang) }),
  popupContent: async ({ site, params, contentLang }) => ({
    data: await popupService.publishedContent(site, params.id, contentLang),
  }),
  scriptsToLoad: async ({ site }) => ({ data: await scriptToLoadService.published(site) }),

  adminPopups: async ({ site, query }) => ({ data: await popupService.list(site, query) }),
  adminPopupCreate: async ({ site, body }) => ({
    message: 'popup.created',
    data: await popupService.create(site, body),
  }),
  adminPopupUpdate: async ({ site, params, body }) => ({
    message: 'popup.updated',
    data: await popupService.update(site, params.id, body),
  }),
  adminPopupDelete: async ({ site, params }) => {
    await popupService.remove(site, params.id);
    return { message: 'popup.deleted', data: null };
  },
  adminPopupValid: async ({ site, params, body }) => ({
    message: 'popup.updated',
    data: await popupService.setValid(site, params.id, body.valid),
  }),

  adminRedirections: async ({ site, query }) => ({ data: await redirectionService.list(site, query) }),
  adminRedirectionCreate: async ({ site, body }) => ({
    message: 'redirection.created',
    data: await redirectionService.create(site, body),
  }),
  adminRedirectionUpdate: async ({ site, params, body }) => ({
    message: 'redirection.updated',
    data: await redirectionService.update(site, params.id, body),
  }),
  adminRedirectionDelete: async ({ site, params }) => {
    await redirectionService.remove(site, params.id);
    return { message: 'redirection.deleted', data: null };
  },
  adminRedirectionValid: async ({ site, params, body }) => ({
    message: 'redirection.updated',
    data: await redirectionService.setValid(site, params.id, body.valid),
  }),

  adminScripts: async ({ site, query }) => ({ data: await scriptToLoadService.list(site, query) }),
  adminScriptCreate: async ({ site, body }) => ({
    message: 'script.created',
    data: await scriptToLoadService.create(site, body),
  }),
  adminScriptUpdate: async ({ site, params, body }) => ({
    message: 'script.updated',
    data: await scriptToLoadService.update(site, params.id, body),
  }),
  adminScriptDelete: async ({ site, params }) => {
    await scriptToLoadService.remove(site, params.id);
    return { message: 'script.deleted', data: null };
  },
  adminScriptValid: async ({ site, params, body }) => ({
    message: 'script.updated',
    data: await scriptToLoadService.setValid(site, params.id, body.valid),
  }),
};
