import { albumService } from '../../../services/content/album-service.ts';
import type { GroupHandlers } from '../../types.ts';

/**
 * Albums (spec 1 §2 `/album`, `/album/{id}`, §3 "Album"; spec 2 §7 "Albums"; issue 17): the storefront's read, the
 * admin's list and read, create, change (alt texts, removing images), images added with their variants, cover, order
 * of the images, delete.
 */
export const albumHandlers = {
  album: async ({ site, params, contentLang }) => ({
    data: await albumService.published(site, params.id, contentLang),
  }),
  adminAlbums: async ({ site, query }) => ({ data: await albumService.list(site, query) }),
  adminAlbum: async ({ site, params }) => ({ data: await albumService.get(site, params.id) }),
  adminAlbumCreate: async ({ site, body }) => ({
    message: 'album.created',
    data: await albumService.create(site, body),
  }),
  adminAlbumUpdate: async ({ site, params, body }) => ({
    message: 'album.updated',
    data: await albumService.update(site, params.id, body),
  }),
  adminAlbumCover: async ({ site, params, body }) => ({
    message: 'album.coverSaved',
    data: await albumService.setCover(site, params.id, body.idImageCover),
  }),
  adminAlbumOrder: async ({ site, params, body }) => ({
    message: 'album.orderSaved',
    data: await albumService.setOrder(site, params.id, body.order),
  }),
  adminAlbumDelete: async ({ site, params }) => {
    await albumService.remove(site, params.id);
    return { message: 'album.deleted', data: null };
  },
  adminAlbumImages: async ({ site, params, body }) => ({
    message: 'album.imagesAdded',
    data: await albumService.addImages(site, params.id, body),
  }),
} satisfies Partial<GroupHandlers<'content'>>;
