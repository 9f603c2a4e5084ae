import { serviceService } from '../../../services/content/service-service.ts';
import type { GroupHandlers } from '../../types.ts';

/** Services (spec 2 §7 "services"; issue 17): the storefront's list and the admin's calls. */
export const servicesHandlers = {
  services: async ({ site, query, contentLang }) => ({
    data: await serviceService.published(site, query, contentLang),
  }),
  adminServices: async ({ site, query }) => ({ data: await serviceService.list(site, query) }),
  adminService: async ({ site, params }) => ({ data: await serviceService.get(site, params.id) }),
  adminServiceTags: async ({ site }) => ({ data: await serviceService.tags(site) }),
  adminServiceCreate: async ({ site, body }) => ({
    message: 'service.created',
    data: await serviceService.create(site, body),
  }),
  adminServiceUpdate: async ({ site, params, body }) => ({
    message: 'service.updated',
    data: await serviceService.update(site, params.id, body),
  }),
  adminServiceDelete: async ({ site, params }) => {
    await serviceService.remove(site, params.id);
    return { message: 'service.deleted', data: null };
  },
  adminServiceOrder: async ({ site, params, body }) => {
    await serviceService.move(site, params.id, body.order);
    return { message: 'service.moved', data: null };
  },
  adminServiceValid: async ({ site, params, body }) => ({
    message: 'service.updated',
    data: await serviceService.setValid(site, params.id, body.valid),
  }),
} satisfies Partial<GroupHandlers<'content'>>;
