import { randomBytes } from 'node:crypto';
import { SocialLinkRefused, SocialTokenExpired, type ProfessionalNetwork } from './social-networks.ts';

/**
 * The local professional network (the default; docs/social.md): the consent is simulated (its URL is the admin's
 * return address with a local code and the state), the profile is a demo member, nothing leaves the process.
 */
export const localLinkedinCodePrefix = 'local-linkedin-code-';
const tokenPrefix = 'local-linkedin-token-';

export function localLinkedin(): ProfessionalNetwork {
  return {
    name: 'local',
    consentUrl({ state, redirectUri }) {
      const code = `${localLinkedinCodePrefix}${randomBytes(8).toString('hex')}`;
      return `${redirectUri}?${new URLSearchParams({ code, state }).toString()}`;
    },
    async exchange(code) {
      if (!code.startsWith(localLinkedinCodePrefix)) throw new SocialLinkRefused('not a local consent code');
      return {
        accessToken: `${tokenPrefix}${randomBytes(12).toString('hex')}`,
        refreshToken: null,
        // LinkedIn's member tokens live 60 days.
        expiresAt: new Date(Date.now() + 60 * 86_400_000).toISOString(),
      };
    },
    async profile(accessToken) {
      if (!accessToken.startsWith(tokenPrefix)) throw new SocialTokenExpired('not a local token');
      return {
        id: 'local-member',
        name: 'Camille Vigneron (local demo)',
        email: 'camille@example.com',
        pictureUrl: null,
      };
    },
    async revoke() {},
  };
}
