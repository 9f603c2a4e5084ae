import { homeCardService } from '../../../services/content/home-card-service.ts';
import type { GroupHandlers } from '../../types.ts';

/** Home cards (spec 1 §3 "Home card"; issue 17): the storefront's home and the admin's calls. */
export const homeCardHandlers = {
  homeCards: async ({ site, contentLang }) => ({ data: await homeCardService.published(site, contentLang) }),
  adminHomeCards: async ({ site }) => ({ data: await homeCardService.list(site) }),
  adminHomeCardCreate: async ({ site, body }) => ({
    message: 'homeCard.created',
    data: await homeCardService.create(site, body),
  }),
  adminHomeCardUpdate: async ({ site, params, body }) => ({
    message: 'homeCard.updated',
    data: await homeCardService.update(site, params.id, body),
  }),
  adminHomeCardDelete: async ({ site, params }) => {
    await homeCardService.remove(site, params.id);
    return { message: 'homeCard.deleted', data: null };
  },
} satisfies Partial<GroupHandlers<'content'>>;
