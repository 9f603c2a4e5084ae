import type { Lang } from '@cellar/shared/i18n/lang';
import type {
  AuthUrl,
  GoogleLocation,
  GoogleState,
  LocationAdmin,
  LocationAdminInvite,
  OauthCode,
} from '@cellar/shared/social/social';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { socialAdapters } from '../../adapters/social/social-adapters.ts';
import { socialRepository, type SocialConnectionRecord } from '../../repositories/social-repository.ts';
import { oauthStates } from './oauth-states.ts';
import { socialFailure } from './social-errors.ts';

const google = () => socialAdapters().google;
const failures = { refused: 'social.googleLinkFailed', expired: 'social.googleReconnect' } as const;

/** A token within a minute of its end is renewed first. */
const stale = (record: SocialConnectionRecord) =>
  record.expiresAt !== null && Date.parse(record.expiresAt) < Date.now() + 60_000;

function view(record: SocialConnectionRecord | null): GoogleState {
  const adapter = google().name;
  if (!record) return { state: 'NOT_CONNECTED', email: null, connectedAt: null, adapter };
  // Without a refresh token, a token past its end cannot be renewed: the admin connects again.
  const expired = stale(record) && !record.refreshToken;
  return { state: expired ? 'EXPIRED' : 'CONNECTED', email: record.email, connectedAt: record.connectedAt, adapter };
}

/** The site's access token, renewed with its refresh token when it is at its end. */
async function accessToken(site: SiteId): Promise<string> {
  const record = await socialRepository.connection(site, 'GOOGLE');
  if (!record) throw new ConflictError('social.googleNotConnected');
  if (!stale(record)) return record.accessToken;
  if (!record.refreshToken) throw new ConflictError('social.googleReconnect');
  try {
    const renewed = await google().refresh(record.refreshToken);
    await socialRepository.saveConnection(site, { ...record, ...renewed });
    return renewed.accessToken;
  } catch (error) {
    return socialFailure(error, { refused: 'social.googleReconnect', expired: 'social.googleReconnect' });
  }
}

/** Google business (spec 1 §3 "Social", spec 2 §7; docs/social.md): the connection, locations and their admins. */
export const googleService = {
  async state(site: SiteId): Promise<GoogleState> {
    return view(await socialRepository.connection(site, 'GOOGLE'));
  },

  async authUrl(site: SiteId, sub: string, lang: Lang): Promise<AuthUrl> {
    const { state, redirectUri } = await oauthStates.issue(site, 'GOOGLE', sub, lang);
    return { url: google().consentUrl({ state, redirectUri }), state };
  },

  /** The consent's answer: the state checked (this site, this admin, alive, once), then the code exchanged. */
  async connect(site: SiteId, sub: string, body: OauthCode): Promise<GoogleState> {
    const redirectUri = await oauthStates.consume(site, 'GOOGLE', sub, body.state);
    const tokens = await google()
      .exchange(body.code, redirectUri)
      .catch((error: unknown) => socialFailure(error, failures));
    const record: SocialConnectionRecord = {
      network: 'GOOGLE',
      ...tokens,
      profile: null,
      connectedBy: sub,
      connectedAt: new Date().toISOString(),
    };
    await socialRepository.saveConnection(site, record);
    return view(record);
  },

  /** Forgets the tokens; revoking them at Google is best effort (the site is disconnected either way). */
  async disconnect(site: SiteId): Promise<GoogleState> {
    const previous = await socialRepository.deleteConnection(site, 'GOOGLE');
    const token = previous?.refreshToken ?? previous?.accessToken;
    if (token)
      await google()
        .revoke(token)
        .catch((error: unknown) => logger.warn('Google token not revoked', { reason: (error as Error).message }));
    return view(null);
  },

  async locations(site: SiteId): Promise<{ locations: GoogleLocation[] }> {
    const token = await accessToken(site);
    const locations = await google()
      .locations(token)
      .catch((error: unknown) => socialFailure(error, failures));
    return { locations };
  },

  async admins(site: SiteId, locationId: string): Promise<{ admins: LocationAdmin[] }> {
    const token = await accessToken(site);
    const admins = await google()
      .admins(token, locationId)
      .catch((error: unknown) => socialFailure(error, { ...failures, notFound: 'social.locationNotFound' }));
    return { admins };
  },

  /** Invites an admin (Manager or Owner); an address already admin of the location is refused. */
  async invite(site: SiteId, locationId: string, invite: LocationAdminInvite): Promise<LocationAdmin> {
    const { admins } = await googleService.admins(site, locationId);
    if (admins.some((a) => a.email.toLowerCase() === invite.email))
      throw new ConflictError('social.adminExists', { email: ['social.adminExists'] });
    const token = await accessToken(site);
    return google()
      .invite(token, locationId, invite)
      .catch((error: unknown) => socialFailure(error, { ...failures, notFound: 'social.locationNotFound' }));
  },

  async remove(site: SiteId, locationId: string, adminId: string): Promise<void> {
    const token = await accessToken(site);
    await google()
      .remove(token, locationId, adminId)
      .catch((error: unknown) => socialFailure(error, { ...failures, notFound: 'social.adminNotFound' }));
  },
};
