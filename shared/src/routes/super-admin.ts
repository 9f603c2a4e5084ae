import * as z from 'zod';
import { draftBody, pathParams, route } from './define.ts';
import { siteCreateSchema, siteLinkFunctionalitySchema, siteListQuerySchema, siteUpdateSchema, siteViewSchema } from '../site/site.ts';
import { idParams } from './schemas.ts';

const siteElementParams = pathParams('idSite', 'idElement');

/**
 * Client servers, sites (create, change, delete, deploy, workflows, repository), functionality
 * management and site elements (spec 2 §7 "Sites (super-admin)", "QR codes… servers",
 * "Functionality"). Site deployment, deletion, construction mode, production restart and
 * repository setup are super-admin only (spec 1 §6); an admin only lists and reads their own sites.
 */
export const superAdminRoutes = {
  // Sites
  sites: route({ method: 'GET', path: '/sites', level: 'admin', siteless: true, group: 'superAdmin', summary: 'Sites the signed-in staff member may manage (list query, 100 per page)', query: siteListQuerySchema, response: z.object({ sites: z.array(siteViewSchema), total: z.number() }) }),
  site: route({ method: 'GET', path: '/sites/{id}', level: 'admin', siteless: true, group: 'superAdmin', summary: 'One site the signed-in staff member may manage', params: idParams, response: siteViewSchema }),
  siteCreate: route({ method: 'POST', path: '/site', level: 'superAdmin', group: 'superAdmin', summary: 'Create a site', multipart: true, body: siteCreateSchema, response: siteViewSchema }),
  siteUpdate: route({ method: 'PUT', path: '/site/{id}', level: 'superAdmin', group: 'superAdmin', summary: 'Change a site', params: idParams, multipart: true, body: siteUpdateSchema, response: siteViewSchema }),
  siteDelete: route({ method: 'DELETE', path: '/site/{id}', level: 'superAdmin', group: 'superAdmin', summary: 'Delete a site', params: idParams }),
  siteInit: route({ method: 'GET', path: '/site/{id}/init', level: 'superAdmin', group: 'superAdmin', summary: 'Initialise a new site (default data)', params: idParams }),
  siteFunctionalityList: route({ method: 'GET', path: '/site/{id}/functionality', level: 'superAdmin', group: 'superAdmin', summary: 'Functionalities of a site', params: idParams, response: z.object({ keys: z.array(z.string()) }) }),
  siteLinkFunctionality: route({ method: 'PUT', path: '/site/{id}/link-functionality', level: 'superAdmin', group: 'superAdmin', summary: 'Set the functionalities of a site', params: idParams, body: siteLinkFunctionalitySchema, response: z.object({ keys: z.array(z.string()) }) }),

  // Deployment and repository
  siteUpdateClient: route({ method: 'PUT', path: '/site/{id}/update-client', level: 'superAdmin', group: 'superAdmin', summary: 'Update the client application of a site', params: idParams, draft: true, body: draftBody }),
  // "PUT /site/{id}/update-client (plus /construction, /prod/restart, /build, /dev, /prod variants)": taken as siblings of update-client.
  siteConstruction: route({ method: 'PUT', path: '/site/{id}/construction', level: 'superAdmin', group: 'superAdmin', summary: 'Switch the construction mode of a site', inferred: true, params: idParams, draft: true, body: draftBody }),
  siteProdRestart: route({ method: 'PUT', path: '/site/{id}/prod/restart', level: 'superAdmin', group: 'superAdmin', summary: 'Restart the production instance of a site', inferred: true, params: idParams, draft: true, body: draftBody }),
  siteBuild: route({ method: 'PUT', path: '/site/{id}/build', level: 'superAdmin', group: 'superAdmin', summary: 'Build the client application of a site', inferred: true, params: idParams, draft: true, body: draftBody }),
  siteDeployDev: route({ method: 'PUT', path: '/site/{id}/dev', level: 'superAdmin', group: 'superAdmin', summary: 'Deploy a site to its development instance', inferred: true, params: idParams, draft: true, body: draftBody }),
  siteDeployProd: route({ method: 'PUT', path: '/site/{id}/prod', level: 'superAdmin', group: 'superAdmin', summary: 'Publish a site to production (up to 15 minutes)', inferred: true, params: idParams, draft: true, body: draftBody }),
  sitesMassiveUpdateClient: route({ method: 'PUT', path: '/site/massive-update-client', level: 'superAdmin', group: 'superAdmin', summary: 'Update the client application of many sites', draft: true, body: draftBody }),
  siteWorkflowStatus: route({ method: 'GET', path: '/site/{id}/workflow-status', level: 'superAdmin', group: 'superAdmin', summary: 'Deployment workflow runs of a site', params: idParams }),
  siteRefreshVersion: route({ method: 'PUT', path: '/site/{id}/refresh-version', level: 'superAdmin', group: 'superAdmin', summary: 'Refresh the client template version of a site', params: idParams, draft: true, body: draftBody }),
  siteGithubRepositoryStatus: route({ method: 'GET', path: '/site/{id}/github-repository/status', level: 'superAdmin', group: 'superAdmin', summary: 'Whether the repository of a site exists', params: idParams }),
  clientTemplateVersion: route({ method: 'GET', path: '/admin/client-template/version', level: 'admin', group: 'superAdmin', summary: 'Latest client template version' }),
  clientTemplateChangelog: route({ method: 'GET', path: '/admin/client-template/changelog', level: 'admin', group: 'superAdmin', summary: 'Client template changelog', inferred: true }),

  // Site elements (super-admin only)
  superAdminSiteElements: route({ method: 'GET', path: '/super-admin/element/{id}', level: 'superAdmin', group: 'superAdmin', summary: 'Elements of a site', params: idParams }),
  superAdminElementSocial: route({ method: 'PUT', path: '/super-admin/element/social/{idSite}/{idElement}', level: 'superAdmin', group: 'superAdmin', summary: 'Social sharing settings of an element of a site', params: siteElementParams, draft: true, body: draftBody }),
  superAdminElementConfig: route({ method: 'PUT', path: '/super-admin/element/config/{idSite}/{idElement}', level: 'superAdmin', group: 'superAdmin', summary: 'Configuration of an element of a site', params: siteElementParams, draft: true, body: draftBody }),

  // Functionality management
  superAdminFunctionalities: route({ method: 'GET', path: '/super-admin/functionality', level: 'superAdmin', group: 'superAdmin', summary: 'Functionalities (keys) a site can have' }),
  superAdminFunctionalityCreate: route({ method: 'POST', path: '/super-admin/functionality', level: 'superAdmin', group: 'superAdmin', summary: 'Create a functionality', draft: true, body: draftBody }),
  superAdminFunctionalityUpdate: route({ method: 'PUT', path: '/super-admin/functionality/{id}', level: 'superAdmin', group: 'superAdmin', summary: 'Change a functionality', params: idParams, draft: true, body: draftBody }),

  // Client servers
  superAdminClientServers: route({ method: 'GET', path: '/super-admin/client/server', level: 'superAdmin', group: 'superAdmin', summary: 'Client servers (IP, seats, monitoring URL)' }),
  superAdminClientServerCreate: route({ method: 'POST', path: '/super-admin/client/server', level: 'superAdmin', group: 'superAdmin', summary: 'Add a client server', draft: true, body: draftBody }),
  superAdminClientServerUpdate: route({ method: 'PUT', path: '/super-admin/client/server/{id}', level: 'superAdmin', group: 'superAdmin', summary: 'Change a client server', inferred: true, params: idParams, draft: true, body: draftBody }),
  superAdminClientServerDelete: route({ method: 'DELETE', path: '/super-admin/client/server/{id}', level: 'superAdmin', group: 'superAdmin', summary: 'Delete a client server', inferred: true, params: idParams }),
} as const;
