import { rateLimiter, rateLimits } from '../common/rate-limits.ts';
import { createHash, randomBytes } from 'node:crypto';
import type { Lang } from '@cellar/shared/i18n/lang';
import { authorisedSiteId, defaultsSiteId } from '../../data/site-id.ts';
import { customerIdentities, staffIdentities } from '../../identity/identity-pool.ts';
import { env } from '../../lib/env.ts';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { resetTokenRepository } from '../../repositories/reset-token-repository.ts';
import { siteRepository } from '../../repositories/site-repository.ts';
import { userRepository } from '../../repositories/user-repository.ts';
import { sendModelMail } from '../mail/mail-composer.ts';

/** A reset link works for one hour, once. */
export const resetTokenLifetimeSeconds = 3600;

/** Only this hash of a reset secret is stored (customers' resets use it too: customer-service). */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The `sub` of a token Cognito just gave us (already trusted: it came over our own call). */
function subOf(accessToken: string): string {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sub?: string;
  };
  if (!payload.sub) throw new Error('Access token without sub');
  return payload.sub;
}

export const authService = {
  /**
   * Staff sign-in: token, the site to open and its default language. A wrong e-mail, a wrong
   * password and a disabled account answer alike (401 "bad credentials": the answer tells nobody
   * which accounts exist or are disabled). Failures are counted per account and per client address
   * (`rateLimits`): past the limit even the right password waits (429).
   */
  async staffLogin(
    rawEmail: string,
    password: string,
    client: string,
  ): Promise<{ token: string; idSite: number; defaultLang: { code: string } }> {
    const email = rawEmail.trim().toLowerCase();
    const account = `staff|${email}`;
    const address = `staff|${client}`;
    await Promise.all([
      rateLimiter.ensureBelow(rateLimits.signInFailuresPerAccount, account),
      rateLimiter.ensureBelow(rateLimits.signInFailuresPerAddress, address),
    ]);
    const refused = async (): Promise<never> => {
      await Promise.all([
        rateLimiter.count(rateLimits.signInFailuresPerAccount, account),
        rateLimiter.count(rateLimits.signInFailuresPerAddress, address),
      ]);
      throw new UnauthorizedError('auth.badCredentials');
    };
    const token = await staffIdentities.signIn(email, password);
    if (!token) return refused();
    const user = await userRepository.findBySub(subOf(token));
    // cognito-local ignores a disabled identity: the `valid` flag is the authority.
    if (!user || !user.valid) return refused();
    const idSite = user.siteIds[0];
    if (idSite === undefined) throw new ForbiddenError('auth.noSite');
    const site = await siteRepository.get(idSite);
    return { token, idSite, defaultLang: { code: site?.defaultLang ?? 'fr_FR' } };
  },

  /**
   * Mails a one-hour reset link to a staff user. The answer is the same whether or not the e-mail
   * has an account, so the call cannot be used to find out who has one.
   */
  async askStaffReset(rawEmail: string, lang: Lang, client: string): Promise<void> {
    const email = rawEmail.trim().toLowerCase();
    // Counted whether or not the account exists, so that the limit says nothing of who has one.
    await rateLimiter.take(rateLimits.resetAsksPerAddress, `staff|${client}`);
    await rateLimiter.take(rateLimits.resetAsksPerAccount, `staff|${email}`);
    const user = await userRepository.findByEmail(email);
    if (!user || !user.valid) {
      logger.info('reset asked for an unknown or disabled account');
      return;
    }
    const secret = randomBytes(32).toString('base64url');
    await resetTokenRepository.put(hashToken(secret), {
      pool: 'staff',
      sub: user.sub,
      expiresAt: Math.floor(Date.now() / 1000) + resetTokenLifetimeSeconds,
    });
    const prefix = lang === 'en_US' ? '/en_US' : '';
    const link = `${env().ADMIN_WEB_URL}${prefix}/password/reset/${secret}`;
    // Staff span sites: their reset mail is the platform's base model (site 0).
    await sendModelMail(
      authorisedSiteId(defaultsSiteId),
      'password-reset-staff',
      lang,
      { firstname: user.firstname, link },
      user.email,
      { tag: 'password-reset' },
    );
  },

  /**
   * Sets a new password with a reset secret: staff or customer, as the token says (a customer by its
   * username). An account deleted since the link was sent makes the link invalid.
   */
  async reset(secret: string, password: string): Promise<void> {
    const invalid = () => new ValidationError({ token: ['auth.resetTokenInvalid'] }, 'auth.resetTokenInvalid');
    const token = await resetTokenRepository.take(hashToken(secret));
    if (!token || token.expiresAt < Math.floor(Date.now() / 1000)) throw invalid();
    const pool = token.pool === 'staff' ? staffIdentities : customerIdentities;
    try {
      await pool.setPassword(token.pool === 'customer' ? (token.username ?? token.sub) : token.sub, password);
    } catch (error) {
      if ((error as { name?: string }).name === 'UserNotFoundException') throw invalid();
      throw error;
    }
  },
};
