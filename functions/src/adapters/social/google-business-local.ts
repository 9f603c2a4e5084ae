import { randomBytes } from 'node:crypto';
import type { GoogleLocation, LocationAdmin } from '@cellar/shared/social/social';
import { SocialLinkRefused, SocialNotFound, SocialTokenExpired, type GoogleBusiness } from './social-networks.ts';

/**
 * The local Google (the default: `npm start`, the tests; docs/social.md): the consent is simulated — its URL is the
 * admin's return address with a local code and the state — and the account holds two demo locations whose admins
 * live in this process's memory, per token. It reaches no network and says it is local (`name`).
 */
export const localGoogleCodePrefix = 'local-google-code-';
const tokenPrefix = 'local-google-token-';

const demoLocations: GoogleLocation[] = [
  { id: '10001', name: 'Caveau de vente (local demo)', address: '1 rue des Vignes, 33000 Bordeaux', placeId: null },
  { id: '10002', name: 'Chai de vinification (local demo)', address: '2 route du Chai, 33250 Pauillac', placeId: null },
];
const demoAdmins = (): LocationAdmin[] => [
  { id: '1', email: 'owner@example.com', role: 'PRIMARY_OWNER', pending: false },
  { id: '2', email: 'manager@example.com', role: 'MANAGER', pending: false },
];

/** Admins by token and location: what a local run invited or removed. */
const admins = new Map<string, LocationAdmin[]>();
const revoked = new Set<string>();
let nextAdmin = 100;

function adminsOf(accessToken: string, locationId: string): LocationAdmin[] {
  if (!accessToken.startsWith(tokenPrefix) || revoked.has(accessToken)) throw new SocialTokenExpired('local token');
  if (!demoLocations.some((l) => l.id === locationId)) throw new SocialNotFound(`no local location ${locationId}`);
  const key = `${accessToken}|${locationId}`;
  let list = admins.get(key);
  if (!list) {
    list = demoAdmins();
    admins.set(key, list);
  }
  return list;
}

const tokens = () => ({
  accessToken: `${tokenPrefix}${randomBytes(12).toString('hex')}`,
  refreshToken: `local-google-refresh-${randomBytes(12).toString('hex')}`,
  expiresAt: new Date(Date.now() + 3600_000).toISOString(),
});

export function localGoogleBusiness(): GoogleBusiness {
  return {
    name: 'local',
    consentUrl({ state, redirectUri }) {
      const code = `${localGoogleCodePrefix}${randomBytes(8).toString('hex')}`;
      return `${redirectUri}?${new URLSearchParams({ code, state }).toString()}`;
    },
    async exchange(code) {
      if (!code.startsWith(localGoogleCodePrefix)) throw new SocialLinkRefused('not a local consent code');
      return { ...tokens(), email: 'demo.business@example.com' };
    },
    async refresh() {
      return tokens();
    },
    async revoke(token) {
      revoked.add(token);
    },
    async locations(accessToken) {
      if (!accessToken.startsWith(tokenPrefix) || revoked.has(accessToken)) throw new SocialTokenExpired('local');
      return demoLocations.map((l) => ({ ...l }));
    },
    async admins(accessToken, locationId) {
      return adminsOf(accessToken, locationId).map((a) => ({ ...a }));
    },
    async invite(accessToken, locationId, invite) {
      const admin: LocationAdmin = { id: String(nextAdmin++), email: invite.email, role: invite.role, pending: true };
      adminsOf(accessToken, locationId).push(admin);
      return { ...admin };
    },
    async remove(accessToken, locationId, adminId) {
      const list = adminsOf(accessToken, locationId);
      const index = list.findIndex((a) => a.id === adminId);
      if (index < 0) throw new SocialNotFound(`no local admin ${adminId}`);
      list.splice(index, 1);
    },
  };
}
