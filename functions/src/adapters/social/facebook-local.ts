import type { FacebookGraph } from './social-networks.ts';

/**
 * The local Graph API (the default; docs/social.md): any user token manages the same two demo pages, whose tokens
 * are local placeholders. It reaches no network and says it is local (`name`).
 */
export function localFacebook(): FacebookGraph {
  return {
    name: 'local',
    async pages() {
      return [
        {
          pageId: '900000000000001',
          name: 'Domaine des Lilas (local demo)',
          category: 'Winery/Vineyard',
          pictureUrl: null,
          accessToken: 'local-facebook-page-token-1',
        },
        {
          pageId: '900000000000002',
          name: 'La Cave des Lilas (local demo)',
          category: 'Wine Store',
          pictureUrl: null,
          accessToken: 'local-facebook-page-token-2',
        },
      ];
    },
  };
}
