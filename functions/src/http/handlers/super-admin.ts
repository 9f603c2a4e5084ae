import { siteService } from '../../services/super-admin/site-service.ts';
import { notImplemented, type GroupHandlers } from '../types.ts';

/** Routes still mapped to notImplemented answer 501 until their issue builds them. */
export const superAdminHandlers: GroupHandlers<'superAdmin'> = {
  sites: async ({ principal, query }) => ({ data: await siteService.list(principal.user, query) }),
  site: async ({ principal, params }) => ({ data: await siteService.get(principal.user, params.id) }),
  siteCreate: async ({ body }) => ({ status: 201, message: 'site.created', data: await siteService.create(body) }),
  siteUpdate: async ({ params, body }) => ({
    message: 'site.updated',
    data: await siteService.update(params.id, body),
  }),
  siteDelete: notImplemented,
  siteInit: notImplemented,
  siteFunctionalityList: async ({ params }) => ({ data: { keys: await siteService.functionalities(params.id) } }),
  siteLinkFunctionality: async ({ params, body }) => ({
    message: 'site.functionalitiesUpdated',
    data: { keys: await siteService.linkFunctionalities(params.id, body.keys) },
  }),
  siteUpdateClient: notImplemented,
  siteConstruction: notImplemented,
  siteProdRestart: notImplemented,
  siteBuild: notImplemented,
  siteDeployDev: notImplemented,
  siteDeployProd: notImplemented,
  sitesMassiveUpdateClient: notImplemented,
  siteWorkflowStatus: notImplemented,
  siteRefreshVersion: notImplemented,
  siteGithubRepositoryStatus: notImplemented,
  clientTemplateVersion: notImplemented,
  clientTemplateChangelog: notImplemented,
  superAdminSiteElements: notImplemented,
  superAdminElementSocial: notImplemented,
  superAdminElementConfig: notImplemented,
  superAdminFunctionalities: notImplemented,
  superAdminFunctionalityCreate: notImplemented,
  superAdminFunctionalityUpdate: notImplemented,
  superAdminClientServers: notImplemented,
  superAdminClientServerCreate: notImplemented,
  superAdminClientServerUpdate: notImplemented,
  superAdminClientServerDelete: notImplemented,
};
