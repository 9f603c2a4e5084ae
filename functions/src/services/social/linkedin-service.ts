import type { Lang } from '@cellar/shared/i18n/lang';
import type { AuthUrl, LinkedinProfile, OauthCode } from '@cellar/shared/social/social';
import type { SiteId } from '../../data/site-id.ts';
import { logger } from '../../lib/logger.ts';
import { socialAdapters } from '../../adapters/social/social-adapters.ts';
import { socialRepository, type SocialConnectionRecord } from '../../repositories/social-repository.ts';
import { oauthStates } from './oauth-states.ts';
import { socialFailure } from './social-errors.ts';

const linkedin = () => socialAdapters().linkedin;
const failures = { refused: 'social.linkedinLinkFailed', expired: 'social.linkedinReconnect' } as const;

function view(record: SocialConnectionRecord | null): LinkedinProfile {
  const adapter = linkedin().name;
  if (!record) return { state: 'NOT_CONNECTED', profile: null, linkedAt: null, adapter };
  // LinkedIn's member tokens live 60 days and this flow has no refresh: past its end the admin links again.
  const expired = record.expiresAt !== null && Date.parse(record.expiresAt) <= Date.now();
  return { state: expired ? 'EXPIRED' : 'CONNECTED', profile: record.profile, linkedAt: record.connectedAt, adapter };
}

/** The professional network (LinkedIn; spec 1 §2 `/settings/setupLinkedin`, spec 2 §7; docs/social.md). */
export const linkedinService = {
  async profile(site: SiteId): Promise<LinkedinProfile> {
    return view(await socialRepository.connection(site, 'LINKEDIN'));
  },

  async generateState(site: SiteId, sub: string, lang: Lang): Promise<AuthUrl> {
    const { state, redirectUri } = await oauthStates.issue(site, 'LINKEDIN', sub, lang);
    return { url: linkedin().consentUrl({ state, redirectUri }), state };
  },

  /** The state checked (this site, this admin, alive, once), the code exchanged, the member's profile read. */
  async link(site: SiteId, sub: string, body: OauthCode): Promise<LinkedinProfile> {
    const redirectUri = await oauthStates.consume(site, 'LINKEDIN', sub, body.state);
    const network = linkedin();
    try {
      const tokens = await network.exchange(body.code, redirectUri);
      const member = await network.profile(tokens.accessToken);
      const record: SocialConnectionRecord = {
        network: 'LINKEDIN',
        ...tokens,
        email: member.email,
        profile: { name: member.name, email: member.email, pictureUrl: member.pictureUrl },
        connectedBy: sub,
        connectedAt: new Date().toISOString(),
      };
      await socialRepository.saveConnection(site, record);
      return view(record);
    } catch (error) {
      // Whatever LinkedIn answered, the admin is told the spec's message: the link did not happen.
      return socialFailure(error, { refused: failures.refused, expired: failures.refused });
    }
  },

  async unlink(site: SiteId): Promise<LinkedinProfile> {
    const previous = await socialRepository.deleteConnection(site, 'LINKEDIN');
    if (previous)
      await linkedin()
        .revoke(previous.accessToken)
        .catch((error: unknown) => logger.warn('LinkedIn token not revoked', { reason: (error as Error).message }));
    return view(null);
  },
};
