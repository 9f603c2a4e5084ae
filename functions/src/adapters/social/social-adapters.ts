import { env } from '../../lib/env.ts';
import { facebookHttp } from './facebook-http.ts';
import { localFacebook } from './facebook-local.ts';
import { googleBusinessHttp } from './google-business-http.ts';
import { localGoogleBusiness } from './google-business-local.ts';
import { linkedinHttp } from './linkedin-http.ts';
import { localLinkedin } from './linkedin-local.ts';
import type { FacebookGraph, GoogleBusiness, ProfessionalNetwork } from './social-networks.ts';

/**
 * The stage's social networks (docs/social.md): `local` (the default: `npm start`, the tests) simulates the consents
 * and answers demo data; `http` calls Google, LinkedIn and Facebook with the stage's OAuth clients. A network whose
 * client id and secret the stage lacks stays local, and says so in its answers (`adapter`).
 */
export interface SocialAdapters {
  google: GoogleBusiness;
  linkedin: ProfessionalNetwork;
  facebook: FacebookGraph;
}

let override: Partial<SocialAdapters> | null = null;

export function socialAdapters(): SocialAdapters {
  const e = env();
  const real = e.SOCIAL_ADAPTER === 'http';
  const timeoutMs = e.SOCIAL_TIMEOUT_MS;
  return {
    google:
      override?.google ??
      (real && e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? googleBusinessHttp({ clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, timeoutMs })
        : localGoogleBusiness()),
    linkedin:
      override?.linkedin ??
      (real && e.LINKEDIN_CLIENT_ID && e.LINKEDIN_CLIENT_SECRET
        ? linkedinHttp({ clientId: e.LINKEDIN_CLIENT_ID, clientSecret: e.LINKEDIN_CLIENT_SECRET, timeoutMs })
        : localLinkedin()),
    facebook: override?.facebook ?? (real ? facebookHttp({ timeoutMs }) : localFacebook()),
  };
}

/** Tests set their own adapters (a replayed real one); answers the previous override. */
export function setSocialAdapters(next: Partial<SocialAdapters> | null): Partial<SocialAdapters> | null {
  const previous = override;
  override = next;
  return previous;
}
