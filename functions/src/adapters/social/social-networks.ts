import type {
  GoogleLocation,
  LocationAdmin,
  LocationAdminInvite,
  SocialAdapterName,
} from '@cellar/shared/social/social';

/** The `fetch` the real adapters call: injected, so tests replay recorded answers without a network. */
export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** What a code exchange or a refresh gives: kept server-side only, never answered. */
export interface OauthTokens {
  accessToken: string;
  refreshToken: string | null;
  /** ISO time the access token stops working (null: the provider did not say). */
  expiresAt: string | null;
}

/** Where the consent sends the admin back, with the state the service drew for this site and admin. */
export interface ConsentRequest {
  state: string;
  redirectUri: string;
}

/** The provider refused the code or the token (4xx on the token endpoint): the admin must start again. */
export class SocialLinkRefused extends Error {
  override readonly name = 'SocialLinkRefused';
}
/** The stored token no longer works (401): the admin must connect again. */
export class SocialTokenExpired extends Error {
  override readonly name = 'SocialTokenExpired';
}
/** What was named does not exist at the provider (404). */
export class SocialNotFound extends Error {
  override readonly name = 'SocialNotFound';
}
/** No answer, a timeout, a 5xx or an answer we cannot read. */
export class SocialUnavailable extends Error {
  override readonly name = 'SocialUnavailable';
}

/** Google sign-in and the Business Profile APIs (accounts, locations, location admins). */
export interface GoogleBusiness {
  readonly name: SocialAdapterName;
  consentUrl(request: ConsentRequest): string;
  exchange(code: string, redirectUri: string): Promise<OauthTokens & { email: string | null }>;
  refresh(refreshToken: string): Promise<OauthTokens>;
  revoke(token: string): Promise<void>;
  locations(accessToken: string): Promise<GoogleLocation[]>;
  admins(accessToken: string, locationId: string): Promise<LocationAdmin[]>;
  invite(accessToken: string, locationId: string, invite: LocationAdminInvite): Promise<LocationAdmin>;
  remove(accessToken: string, locationId: string, adminId: string): Promise<void>;
}

export interface NetworkProfile {
  id: string;
  name: string;
  email: string | null;
  pictureUrl: string | null;
}

/** The professional network (LinkedIn): sign-in and the member's profile. */
export interface ProfessionalNetwork {
  readonly name: SocialAdapterName;
  consentUrl(request: ConsentRequest): string;
  exchange(code: string, redirectUri: string): Promise<OauthTokens>;
  profile(accessToken: string): Promise<NetworkProfile>;
  revoke(token: string): Promise<void>;
}

export interface ManagedPage {
  pageId: string;
  name: string;
  category: string | null;
  pictureUrl: string | null;
  /** The page's own token (publishing on it): kept server-side only. */
  accessToken: string;
}

/** Facebook's Graph API: the pages a user token manages. */
export interface FacebookGraph {
  readonly name: SocialAdapterName;
  pages(userAccessToken: string): Promise<ManagedPage[]>;
}

/** A JSON answer, or the typed error its status says. */
export async function jsonCall<T>(fetcher: Fetch, url: string, init: RequestInit, timeoutMs: number): Promise<T> {
  let answer: Response;
  try {
    answer = await fetcher(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new SocialUnavailable(`${new URL(url).host} did not answer: ${(error as Error).message}`);
  }
  const text = await answer.text();
  if (answer.status === 401) throw new SocialTokenExpired(`${new URL(url).host} refused the token (401)`);
  if (answer.status === 404) throw new SocialNotFound(`${new URL(url).host}: not found (404)`);
  if (answer.status >= 400 && answer.status < 500)
    throw new SocialLinkRefused(`${new URL(url).host} answered ${answer.status}: ${text.slice(0, 300)}`);
  if (!answer.ok) throw new SocialUnavailable(`${new URL(url).host} answered ${answer.status}`);
  if (text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new SocialUnavailable(`${new URL(url).host} answered something other than JSON`);
  }
}

/** When a token that lives `expiresIn` seconds from now stops working. */
export const expiryOf = (expiresIn: number | undefined, now = Date.now()): string | null =>
  typeof expiresIn === 'number' ? new Date(now + expiresIn * 1000).toISOString() : null;

/** The last segment of a provider's resource name (`locations/123/admins/456` → `456`). */
export const lastSegment = (name: string): string => name.split('/').pop() ?? name;
