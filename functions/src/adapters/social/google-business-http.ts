import type { GoogleLocation, LocationAdmin } from '@cellar/shared/social/social';
import {
  expiryOf,
  jsonCall,
  lastSegment,
  SocialUnavailable,
  type Fetch,
  type GoogleBusiness,
  type OauthTokens,
} from './social-networks.ts';

export interface GoogleHttpOptions {
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  fetch?: Fetch;
}

/** Google's addresses (https://developers.google.com/my-business/reference): sign-in, then the Business Profile. */
export const googleUrls = {
  consent: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  revoke: 'https://oauth2.googleapis.com/revoke',
  userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
  accounts: 'https://mybusinessaccountmanagement.googleapis.com/v1/accounts',
  information: 'https://mybusinessbusinessinformation.googleapis.com/v1',
  management: 'https://mybusinessaccountmanagement.googleapis.com/v1',
};

/** Managing locations and their admins, and the account's e-mail. */
const scopes = ['https://www.googleapis.com/auth/business.manage', 'openid', 'email'];

interface TokenAnswer {
  access_token: string;
  refresh_token?: string;
  expires_in?: number;
}
interface LocationAnswer {
  name: string;
  title?: string;
  storefrontAddress?: { addressLines?: string[]; postalCode?: string; locality?: string };
  metadata?: { placeId?: string };
}
interface AdminAnswer {
  name: string;
  admin: string;
  role: string;
  pendingInvitation?: boolean;
}

const roles = new Set(['MANAGER', 'OWNER', 'PRIMARY_OWNER']);

function adminOf(answer: AdminAnswer): LocationAdmin {
  // SITE_MANAGER (a role Google no longer grants) reads as Manager.
  const role = roles.has(answer.role) ? (answer.role as LocationAdmin['role']) : 'MANAGER';
  return { id: lastSegment(answer.name), email: answer.admin, role, pending: answer.pendingInvitation === true };
}

function locationOf(answer: LocationAnswer): GoogleLocation {
  const address = answer.storefrontAddress;
  return {
    id: lastSegment(answer.name),
    name: answer.title ?? lastSegment(answer.name),
    address: address
      ? [...(address.addressLines ?? []), [address.postalCode, address.locality].filter(Boolean).join(' ')]
          .filter((part) => part.trim() !== '')
          .join(', ')
      : '',
    placeId: answer.metadata?.placeId ?? null,
  };
}

/** Google over fetch: OAuth 2.0 with offline access (a refresh token), then the Business Profile APIs. */
export function googleBusinessHttp(options: GoogleHttpOptions): GoogleBusiness {
  const send = options.fetch ?? ((url, init) => fetch(url, init));
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const call = <T>(url: string, init: RequestInit) => jsonCall<T>(send, url, init, options.timeoutMs);
  const tokenCall = async (form: Record<string, string>): Promise<TokenAnswer> => {
    const answer = await call<TokenAnswer>(googleUrls.token, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: options.clientId,
        client_secret: options.clientSecret,
        ...form,
      }).toString(),
    });
    if (!answer?.access_token) throw new SocialUnavailable('Google answered no access token');
    return answer;
  };
  const tokensOf = (answer: TokenAnswer): OauthTokens => ({
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? null,
    expiresAt: expiryOf(answer.expires_in),
  });

  return {
    name: 'http',
    consentUrl({ state, redirectUri }) {
      const query = new URLSearchParams({
        client_id: options.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: scopes.join(' '),
        // A refresh token, asked for again at each consent so a reconnection gets one too.
        access_type: 'offline',
        prompt: 'consent',
        state,
      });
      return `${googleUrls.consent}?${query.toString()}`;
    },
    async exchange(code, redirectUri) {
      const tokens = tokensOf(await tokenCall({ code, redirect_uri: redirectUri, grant_type: 'authorization_code' }));
      const user = await call<{ email?: string }>(googleUrls.userinfo, { headers: bearer(tokens.accessToken) });
      return { ...tokens, email: user?.email ?? null };
    },
    async refresh(refreshToken) {
      const tokens = tokensOf(await tokenCall({ refresh_token: refreshToken, grant_type: 'refresh_token' }));
      // Google keeps the same refresh token: its answer names none.
      return { ...tokens, refreshToken: tokens.refreshToken ?? refreshToken };
    },
    async revoke(token) {
      await call(`${googleUrls.revoke}?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    },
    async locations(accessToken) {
      const accounts = await call<{ accounts?: Array<{ name: string }> }>(googleUrls.accounts, {
        headers: bearer(accessToken),
      });
      const found: GoogleLocation[] = [];
      for (const account of accounts?.accounts ?? []) {
        let pageToken: string | undefined;
        do {
          const query = new URLSearchParams({
            readMask: 'name,title,storefrontAddress,metadata',
            pageSize: '100',
            ...(pageToken ? { pageToken } : {}),
          });
          const page = await call<{ locations?: LocationAnswer[]; nextPageToken?: string }>(
            `${googleUrls.information}/${account.name}/locations?${query.toString()}`,
            { headers: bearer(accessToken) },
          );
          found.push(...(page?.locations ?? []).map(locationOf));
          pageToken = page?.nextPageToken;
        } while (pageToken);
      }
      return found;
    },
    async admins(accessToken, locationId) {
      const answer = await call<{ admins?: AdminAnswer[] }>(
        `${googleUrls.management}/locations/${encodeURIComponent(locationId)}/admins`,
        { headers: bearer(accessToken) },
      );
      return (answer?.admins ?? []).map(adminOf);
    },
    async invite(accessToken, locationId, invite) {
      const answer = await call<AdminAnswer>(
        `${googleUrls.management}/locations/${encodeURIComponent(locationId)}/admins`,
        {
          method: 'POST',
          headers: { ...bearer(accessToken), 'Content-Type': 'application/json' },
          body: JSON.stringify({ admin: invite.email, role: invite.role }),
        },
      );
      return adminOf(answer);
    },
    async remove(accessToken, locationId, adminId) {
      await call(
        `${googleUrls.management}/locations/${encodeURIComponent(locationId)}/admins/${encodeURIComponent(adminId)}`,
        { method: 'DELETE', headers: bearer(accessToken) },
      );
    },
  };
}
