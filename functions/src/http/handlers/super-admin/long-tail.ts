import { clientServerService } from '../../../services/super-admin/client-server-service.ts';
import { functionalityService } from '../../../services/super-admin/functionality-service.ts';
import { siteElementService } from '../../../services/super-admin/site-element-service.ts';
import type { GroupHandlers } from '../../types.ts';

/**
 * The super-admin's long tail (issue 20 Deliver 6; spec 2 §7 "Functionality", "QR codes, redirections, scripts,
 * servers", "Sites (super-admin)"): functionalities, client servers, a site's elements' sharing and configuration.
 * The site a call changes is the one its path names: the super-admin may touch any.
 */
export const superAdminLongTailHandlers = {
  superAdminFunctionalities: async () => ({ data: await functionalityService.list() }),
  superAdminFunctionalityCreate: async ({ body }) => ({
    status: 201,
    message: 'functionality.created',
    data: await functionalityService.create(body),
  }),
  superAdminFunctionalityUpdate: async ({ params, body }) => ({
    message: 'functionality.updated',
    data: await functionalityService.update(params.id, body),
  }),
  superAdminClientServers: async () => ({ data: await clientServerService.list() }),
  superAdminClientServerCreate: async ({ body }) => ({
    status: 201,
    message: 'clientServer.created',
    data: await clientServerService.create(body),
  }),
  superAdminClientServerUpdate: async ({ params, body }) => ({
    message: 'clientServer.updated',
    data: await clientServerService.update(params.id, body),
  }),
  superAdminClientServerDelete: async ({ params }) => {
    await clientServerService.remove(params.id);
    return { message: 'clientServer.deleted', data: null };
  },
  superAdminSiteElements: async ({ params }) => ({ data: await siteElementService.list(params.id) }),
  superAdminElementSocial: async ({ params, body }) => ({
    message: 'siteElement.socialUpdated',
    data: await siteElementService.setSocial(params.idSite, params.idElement, body.networks),
  }),
  superAdminElementConfig: async ({ params, body }) => ({
    message: 'siteElement.configUpdated',
    data: await siteElementService.setConfig(params.idSite, params.idElement, body.config),
  }),
} satisfies Partial<GroupHandlers<'superAdmin'>>;
