import { createHash, randomBytes } from 'node:crypto';
import type { Lang } from '@cellar/shared/i18n/lang';
import type { SiteId } from '../../data/site-id.ts';
import { env } from '../../lib/env.ts';
import { ValidationError } from '../../lib/errors.ts';
import { socialRepository, type SocialNetwork } from '../../repositories/social-repository.ts';

/** A consent must come back within this long (Google's and LinkedIn's codes live minutes too). */
export const stateLifetimeSeconds = 10 * 60;

const hash = (state: string) => createHash('sha256').update(state).digest('base64url');

/** The admin screen the consent sends the browser back to, in the admin's language (spec 1 §2 routes). */
export function returnAddress(network: SocialNetwork, lang: Lang): string {
  const prefix = lang === 'en_US' ? '/en_US' : '';
  const path = network === 'GOOGLE' ? '/google/myBusiness' : '/settings/setupLinkedin';
  return `${env().ADMIN_WEB_URL}${prefix}${path}`;
}

/**
 * OAuth states (docs/social.md "State"): a random value, its hash stored in the site's partition with the admin and
 * the network, for 10 minutes, used once. Another site's state is not in this site's partition; a forged one is in
 * none: both are refused like an expired one. No signing key to keep or rotate.
 */
export const oauthStates = {
  async issue(site: SiteId, network: SocialNetwork, sub: string, lang: Lang) {
    const state = randomBytes(32).toString('base64url');
    const redirectUri = returnAddress(network, lang);
    await socialRepository.putState(site, hash(state), {
      network,
      sub,
      redirectUri,
      expiresAt: Math.floor(Date.now() / 1000) + stateLifetimeSeconds,
    });
    return { state, redirectUri };
  },

  /** The return address the consent was asked with, if the state is this site's, this admin's and alive. */
  async consume(site: SiteId, network: SocialNetwork, sub: string, state: string): Promise<string> {
    const found = await socialRepository.takeState(site, hash(state));
    const alive = found && found.expiresAt > Date.now() / 1000;
    if (!alive || found.network !== network || found.sub !== sub)
      throw new ValidationError({ state: ['social.invalidState'] }, 'social.invalidState');
    return found.redirectUri;
  },
};
