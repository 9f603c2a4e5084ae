import { expiryOf, jsonCall, SocialUnavailable, type Fetch, type ProfessionalNetwork } from './social-networks.ts';

export interface LinkedinHttpOptions {
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  fetch?: Fetch;
}

/** LinkedIn's addresses (Sign In with LinkedIn using OpenID Connect; Share on LinkedIn's `w_member_social`). */
export const linkedinUrls = {
  consent: 'https://www.linkedin.com/oauth/v2/authorization',
  token: 'https://www.linkedin.com/oauth/v2/accessToken',
  revoke: 'https://www.linkedin.com/oauth/v2/revoke',
  userinfo: 'https://api.linkedin.com/v2/userinfo',
};

const scopes = ['openid', 'profile', 'email', 'w_member_social'];
const form = { 'Content-Type': 'application/x-www-form-urlencoded' };

/** LinkedIn over fetch: the authorization-code flow, the member's OpenID userinfo, the token's revocation. */
export function linkedinHttp(options: LinkedinHttpOptions): ProfessionalNetwork {
  const send = options.fetch ?? ((url, init) => fetch(url, init));
  const call = <T>(url: string, init: RequestInit) => jsonCall<T>(send, url, init, options.timeoutMs);
  const client = { client_id: options.clientId, client_secret: options.clientSecret };
  return {
    name: 'http',
    consentUrl({ state, redirectUri }) {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        redirect_uri: redirectUri,
        state,
        scope: scopes.join(' '),
      });
      return `${linkedinUrls.consent}?${query.toString()}`;
    },
    async exchange(code, redirectUri) {
      const answer = await call<{ access_token?: string; expires_in?: number; refresh_token?: string }>(
        linkedinUrls.token,
        {
          method: 'POST',
          headers: form,
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUri,
            ...client,
          }).toString(),
        },
      );
      if (!answer?.access_token) throw new SocialUnavailable('LinkedIn answered no access token');
      return {
        accessToken: answer.access_token,
        refreshToken: answer.refresh_token ?? null,
        expiresAt: expiryOf(answer.expires_in),
      };
    },
    async profile(accessToken) {
      const answer = await call<{
        sub: string;
        name?: string;
        given_name?: string;
        family_name?: string;
        email?: string;
        picture?: string;
      }>(linkedinUrls.userinfo, {
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      const name = answer.name ?? [answer.given_name, answer.family_name].filter(Boolean).join(' ');
      return { id: answer.sub, name, email: answer.email ?? null, pictureUrl: answer.picture ?? null };
    },
    async revoke(token) {
      await call(linkedinUrls.revoke, {
        method: 'POST',
        headers: form,
        body: new URLSearchParams({ token, ...client }).toString(),
      });
    },
  };
}
