import { boxService } from '../../../services/shipping/box-service.ts';
import type { ShippingHandlers } from './part.ts';

/** Boxes of the site and global boxes, box stock and box orders. */
export const boxesHandlers = {
  adminBoxes: async ({ site, query }) => ({ data: await boxService.list(site, query) }),
  adminBoxCreate: async ({ site, body }) => ({ message: 'box.created', data: await boxService.create(site, body) }),
  adminBox: async ({ site, params }) => ({ data: await boxService.get(site, params.id) }),
  adminBoxUpdate: async ({ site, params, body }) => ({
    message: 'box.updated',
    data: await boxService.update(site, params.id, body),
  }),
  adminBoxDelete: async ({ site, params }) => {
    await boxService.remove(site, params.id);
    return { message: 'box.deleted', data: null };
  },
  adminBoxChoose: async ({ site, body }) => ({
    message: 'box.chosen',
    data: await boxService.choose(site, body.boxes),
  }),
  adminBoxQuantity: async ({ site, params, body }) => ({
    message: 'box.quantityUpdated',
    data: await boxService.setQuantity(site, params.id, body.quantity),
  }),
  adminBoxOrders: async ({ site, query }) => ({ data: await boxService.listOrders(site, query) }),
  adminBoxOrderCreate: async ({ site, body }) => ({ message: 'box.ordered', data: await boxService.order(site, body) }),
  adminGlobalBoxes: async ({ site }) => ({ data: await boxService.listGlobal(site) }),
  adminGlobalBoxCreate: async ({ body }) => ({ message: 'box.created', data: await boxService.createGlobal(body) }),
  adminGlobalBox: async ({ site, params }) => ({ data: await boxService.getGlobal(site, params.id) }),
  adminGlobalBoxUpdate: async ({ params, body }) => ({
    message: 'box.updated',
    data: await boxService.updateGlobal(params.id, body),
  }),
  adminGlobalBoxDelete: async ({ params }) => {
    await boxService.removeGlobal(params.id);
    return { message: 'box.deleted', data: null };
  },
} satisfies ShippingHandlers;
