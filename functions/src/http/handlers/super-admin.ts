import { siteService } from '../../services/super-admin/site-service.ts';
import { deployService } from '../../services/workflows/deploy-service.ts';
import { type GroupHandlers } from '../types.ts';
import { superAdminLongTailHandlers } from './super-admin/long-tail.ts';

export const superAdminHandlers: GroupHandlers<'superAdmin'> = {
  sites: async ({ principal, query }) => ({ data: await siteService.list(principal.user, query) }),
  site: async ({ principal, params }) => ({ data: await siteService.get(principal.user, params.id) }),
  siteCreate: async ({ body }) => ({ status: 201, message: 'site.created', data: await siteService.create(body) }),
  siteUpdate: async ({ params, body }) => ({
    message: 'site.updated',
    data: await siteService.update(params.id, body),
  }),
  siteDelete: async ({ principal, params, query }) => ({
    status: 202,
    data: await deployService.remove(params.id, principal.user, query.confirm),
  }),
  siteInit: async ({ principal, params }) => ({
    status: 202,
    data: await deployService.init(params.id, principal.user),
  }),
  siteFunctionalityList: async ({ params }) => ({ data: { keys: await siteService.functionalities(params.id) } }),
  siteLinkFunctionality: async ({ params, body }) => ({
    message: 'site.functionalitiesUpdated',
    data: { keys: await siteService.linkFunctionalities(params.id, body.keys) },
  }),
  siteUpdateClient: async ({ principal, params }) => ({
    status: 202,
    data: await deployService.updateClient(params.id, principal.user),
  }),
  siteConstruction: async ({ principal, params, body }) => ({
    status: 202,
    data: await deployService.construction(params.id, principal.user, body.enabled),
  }),
  siteProdRestart: async ({ principal, params }) => ({
    status: 202,
    data: await deployService.restart(params.id, principal.user),
  }),
  siteBuild: async ({ principal, params }) => ({
    status: 202,
    data: await deployService.build(params.id, principal.user),
  }),
  siteDeployDev: async ({ principal, params }) => ({
    status: 202,
    data: await deployService.preview(params.id, principal.user),
  }),
  siteDeployProd: async ({ principal, params }) => ({
    status: 202,
    data: await deployService.publish(params.id, principal.user),
  }),
  sitesMassiveUpdateClient: async ({ principal, body }) => ({
    status: 202,
    data: await deployService.massiveUpdate(principal.user, body.siteIds),
  }),
  siteWorkflowStatus: async ({ params }) => ({ data: await deployService.workflowStatus(params.id) }),
  siteRefreshVersion: async ({ params }) => ({ data: await deployService.refreshVersion(params.id) }),
  siteGithubRepositoryStatus: async ({ params }) => ({ data: await deployService.repositoryStatus(params.id) }),
  clientTemplateVersion: async () => ({ data: await deployService.clientTemplateVersion() }),
  clientTemplateChangelog: async () => ({ data: deployService.changelog() }),
  ...superAdminLongTailHandlers,
};
