import { elementService } from '../../../services/content/element-service.ts';
import type { GroupHandlers } from '../../types.ts';

/** Elements (spec 2 §7 "Elements"; issue 18): custom content types, their items, sharing, the public read. */
export const elementsHandlers = {
  element: async ({ site, params, query, contentLang }) => ({
    data: await elementService.withItems(site, params.idOrRoute, query, true, contentLang),
  }),
  adminElements: async ({ site }) => ({ data: await elementService.list(site) }),
  adminElementImport: async () => ({ data: await elementService.models() }),
  adminElementCreate: async ({ site, body }) => ({
    message: 'element.created',
    data: await elementService.create(site, body),
  }),
  adminElementUpdate: async ({ site, params, body }) => ({
    message: 'element.updated',
    data: await elementService.update(site, params.id, body),
  }),
  adminElementDelete: async ({ site, params }) => {
    await elementService.remove(site, params.id);
    return { message: 'element.deleted', data: null };
  },
  adminElementOrder: async ({ site, params, body }) => {
    await elementService.move(site, params.id, body.order);
    return { message: 'element.moved', data: null };
  },
  adminElementItems: async ({ site, params, query }) => ({
    data: await elementService.withItems(site, params.id, query, false),
  }),
  adminElementItemCreate: async ({ site, params, body, principal }) => ({
    message: 'element.itemCreated',
    data: await elementService.createItem(site, params.id, body, principal.user),
  }),
  adminElementItemUpdate: async ({ site, params, body, principal }) => ({
    message: 'element.itemUpdated',
    data: await elementService.updateItem(site, params.idElement, params.idItem, body, principal.user),
  }),
  adminElementItemOrder: async ({ site, params, body }) => {
    await elementService.moveItem(site, params.idElement, params.idItem, body.order);
    return { message: 'element.itemMoved', data: null };
  },
  adminElementItemValid: async ({ site, params, body, principal }) => ({
    message: 'element.itemUpdated',
    data: await elementService.setItemValid(site, params.idElement, params.idItem, body.valid, principal.user),
  }),
  adminElementItemDelete: async ({ site, params }) => {
    await elementService.removeItem(site, params.idElement, params.idItem);
    return { message: 'element.itemDeleted', data: null };
  },
  adminElementItemShareSimulate: async ({ site, params, body }) => ({
    data: await elementService.simulateShare(site, params.idElement, params.idItem, body.text),
  }),
  adminElementItemShare: async ({ site, params, body }) => ({
    message: 'element.shared',
    data: await elementService.share(site, params.idElement, params.idItem, body.text),
  }),
  adminElementItemUsers: async ({ site, params }) => ({
    data: await elementService.itemUsers(site, params.route, params.idElementItem),
  }),
} satisfies Partial<GroupHandlers<'content'>>;
