import { rateLimiter, rateLimits } from '../common/rate-limits.ts';
import { randomBytes } from 'node:crypto';
import type { Lang } from '@cellar/shared/i18n/lang';
import { englishPrefix } from '@cellar/shared/i18n/lang-path';
import { siteOrigin } from '@cellar/shared/catalog/e-label';
import type { CustomerProfileInput, CustomerRegisterInput, CustomerView } from '@cellar/shared/validation/customer';
import { defaultsSiteId, type SiteId } from '../../data/site-id.ts';
import type { Principal } from '../../auth/principal.ts';
import { customerUsername } from '../../identity/customer-username.ts';
import { customerIdentities, IdentityExists } from '../../identity/identity-pool.ts';
import { env } from '../../lib/env.ts';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import {
  CustomerChanged,
  CustomerEmailTaken,
  customerRepository,
  type Customer,
} from '../../repositories/customer-repository.ts';
import { resetTokenRepository } from '../../repositories/reset-token-repository.ts';
import { siteRepository } from '../../repositories/site-repository.ts';
import { hashToken, resetTokenLifetimeSeconds } from '../auth/auth-service.ts';
import { shopperText } from '../checkout/mail-text.ts';
import { sendModelMail } from '../mail/mail-composer.ts';

/**
 * Shop customers of a site (docs/checkout.md "Customers"): registration, sign-in, profile, password,
 * deletion and password reset. Every call is scoped to the site the pipeline authorised; a customer's
 * token works on its own site only (authenticate.ts).
 */

export type { Customer };

export interface CustomerSession {
  token: string;
  idSite: number;
  user: CustomerView;
}

const emailTaken = () => new ConflictError('user.emailTaken', { email: ['user.emailTaken'] });
const badCredentials = () => new UnauthorizedError('auth.badCredentials');

export function toCustomerView(c: Customer): CustomerView {
  return {
    id: c.id,
    role: 'CUSTOMER',
    email: c.email,
    firstname: c.firstname,
    lastname: c.lastname,
    phone: c.phone,
    birthdate: c.birthdate,
    newsletter: c.newsletter,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

/** Registration and sign-in need a real shop: site 0 (the defaults) or an unknown site has none. */
async function shopOf(site: SiteId) {
  const record = site === defaultsSiteId ? null : await siteRepository.get(site);
  if (!record) throw new NotFoundError('common.siteNotFound');
  return record;
}

/** The `sub` of a token Cognito just gave us (trusted: it came over our own call). */
function subOf(accessToken: string): string | undefined {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sub?: string;
  };
  return payload.sub;
}

/** A timestamp strictly after the previous one, so the optimistic lock sees every change. */
function laterThan(previous: string): string {
  const now = new Date();
  const prev = new Date(previous);
  return (now > prev ? now : new Date(prev.getTime() + 1)).toISOString();
}

/** The storefront's reset page: the site's own address when it has one, else the storefront with `?site=`. */
function resetLink(site: { id: number; url: string | null }, secret: string, lang: Lang): string {
  return storefrontLink(site, `/password/reset/${secret}`, lang);
}

/** A page of the site's storefront: its own address when it has one, else the storefront with `?site=`. */
function storefrontLink(site: { id: number; url: string | null }, path: string, lang: Lang): string {
  const prefix = lang === 'en_US' ? englishPrefix : '';
  if (site.url && site.url.trim() !== '') return `${siteOrigin(site.url)}${prefix}${path}`;
  return `${env().STORE_WEB_URL.replace(/\/+$/, '')}${prefix}${path}?site=${site.id}`;
}

/**
 * The welcome mail (`account-created`). Anyone may register any e-mail, so what was typed is
 * defanged as in an order mail (mail-text.ts); a failure is logged, the account stands.
 */
async function mailAccountCreated(
  site: SiteId,
  shop: { id: number; name: string; url: string | null },
  customer: Customer,
  lang: Lang,
): Promise<void> {
  try {
    const variables = {
      shopName: shop.name,
      firstname: shopperText(customer.firstname ?? ''),
      lastname: shopperText(customer.lastname ?? ''),
      email: shopperText(customer.email),
      shopLink: storefrontLink(shop, '/', lang),
    };
    await sendModelMail(site, 'account-created', lang, variables, customer.email);
  } catch (error) {
    logger.error('account-created mail not sent', { site, error: (error as Error).message });
  }
}

export const customerService = {
  /**
   * The signed-in customer of `site`, for any handler (orders: `POST /order`, `GET /order`…).
   * 401 when the caller is not a customer or its account is gone (deleted since the token was
   * issued); 403 when the customer belongs to another site (the pipeline already refuses that).
   */
  async current(principal: Principal, site: SiteId): Promise<Customer> {
    if (principal.kind !== 'customer') throw new UnauthorizedError();
    if (principal.site !== site) throw new ForbiddenError('customer.otherSite');
    const customer = await customerRepository.bySub(site, principal.sub);
    if (!customer) throw new UnauthorizedError();
    return customer;
  },

  /**
   * The same on a public route (guest checkout allowed): null for a guest (no token, a staff token,
   * or a customer token of another site, which the pipeline made anonymous).
   */
  async optional(principal: Principal, site: SiteId): Promise<Customer | null> {
    if (principal.kind !== 'customer') return null;
    return this.current(principal, site);
  },

  /** A customer of the site by id (orders, discounts for named customers), or null. */
  get: (site: SiteId, id: number): Promise<Customer | null> => customerRepository.byId(site, id),

  /** `GET /user` for a customer: its profile (the token's site, checked against `idSite`). */
  async profile(principal: Extract<Principal, { kind: 'customer' }>): Promise<CustomerView> {
    return toCustomerView(await this.current(principal, principal.site));
  },

  async register(
    site: SiteId,
    input: CustomerRegisterInput,
    client: string,
    lang: Lang = 'fr_FR',
  ): Promise<CustomerSession> {
    const shop = await shopOf(site);
    await rateLimiter.take(rateLimits.registrationsPerAddress, `${site}|${client}`);
    if (await customerRepository.byEmail(site, input.email)) throw emailTaken();
    // The username of an account whose e-mail changed keeps the old e-mail: a new account with
    // that e-mail gets a suffixed username (customer-username.ts).
    let username = customerUsername(site, input.email);
    let sub: string;
    try {
      sub = await customerIdentities.create(input.email, input.password, username);
    } catch (error) {
      if (!(error instanceof IdentityExists)) throw error;
      username = customerUsername(site, input.email, true);
      sub = await customerIdentities.create(input.email, input.password, username);
    }
    const now = new Date().toISOString();
    const customer: Customer = {
      id: 0,
      idSite: site,
      sub,
      username,
      email: input.email,
      firstname: input.firstname,
      lastname: input.lastname,
      phone: input.phone,
      birthdate: input.birthdate,
      newsletter: input.newsletter ?? false,
      salesConditionsAcceptedAt: now,
      createdAt: now,
      updatedAt: now,
    };
    try {
      customer.id = await customerRepository.nextId(site);
      await customerRepository.create(site, customer);
    } catch (error) {
      // Nothing half-made: the sign-in identity goes if the customer could not be written.
      await customerIdentities.remove(username);
      if (error instanceof CustomerEmailTaken) throw emailTaken();
      throw error;
    }
    const token = await customerIdentities.signIn(username, input.password);
    if (!token) throw new Error('A customer just registered could not sign in');
    await mailAccountCreated(site, shop, customer, lang);
    return { token, idSite: site, user: toCustomerView(customer) };
  },

  /** `POST /login`: the e-mail's account on this site only; wrong e-mail or password alike: 401. */
  async login(site: SiteId, rawEmail: string, password: string, client: string): Promise<CustomerSession> {
    const email = rawEmail.trim().toLowerCase();
    // Failures counted per account and per client address on this shop (rate-limits.ts).
    const account = `customer|${site}|${email}`;
    const address = `customer|${site}|${client}`;
    await Promise.all([
      rateLimiter.ensureBelow(rateLimits.signInFailuresPerAccount, account),
      rateLimiter.ensureBelow(rateLimits.signInFailuresPerAddress, address),
    ]);
    const refused = async (): Promise<never> => {
      await Promise.all([
        rateLimiter.count(rateLimits.signInFailuresPerAccount, account),
        rateLimiter.count(rateLimits.signInFailuresPerAddress, address),
      ]);
      throw badCredentials();
    };
    const customer = site === defaultsSiteId ? null : await customerRepository.byEmail(site, email);
    if (!customer) return refused();
    const token = await customerIdentities.signIn(customer.username, password);
    if (!token || subOf(token) !== customer.sub) return refused();
    return { token, idSite: site, user: toCustomerView(customer) };
  },

  /** `PUT /user`: names, phone, birth date, newsletter, e-mail (still one account per e-mail in the site). */
  async update(principal: Principal, site: SiteId, input: CustomerProfileInput): Promise<CustomerView> {
    const current = await this.current(principal, site);
    const next: Customer = {
      ...current,
      firstname: input.firstname,
      lastname: input.lastname,
      email: input.email,
      phone: input.phone,
      birthdate: input.birthdate,
      newsletter: input.newsletter ?? current.newsletter,
      updatedAt: laterThan(current.updatedAt),
    };
    const emailChanged = next.email !== current.email;
    if (emailChanged) {
      const holder = await customerRepository.byEmail(site, next.email);
      if (holder && holder.sub !== current.sub) throw emailTaken();
    }
    try {
      await customerRepository.save(site, current, next);
    } catch (error) {
      if (error instanceof CustomerEmailTaken) throw emailTaken();
      if (error instanceof CustomerChanged) throw new ConflictError();
      throw error;
    }
    if (emailChanged) {
      try {
        // The username keeps the registration's e-mail; the pool's e-mail attribute follows.
        await customerIdentities.changeEmail(current.username, next.email);
      } catch (error) {
        await customerRepository.save(site, next, { ...current, updatedAt: laterThan(next.updatedAt) });
        throw error;
      }
    }
    return toCustomerView(next);
  },

  /** `PUT /user/password`: the current password is checked by signing in with it. */
  async changePassword(
    principal: Principal,
    site: SiteId,
    input: { currentPassword: string; password: string },
  ): Promise<void> {
    const customer = await this.current(principal, site);
    const checked = await customerIdentities.signIn(customer.username, input.currentPassword);
    if (!checked)
      throw new ValidationError(
        { currentPassword: ['customer.currentPasswordWrong'] },
        'customer.currentPasswordWrong',
      );
    await customerIdentities.setPassword(customer.username, input.password);
  },

  /**
   * `DELETE /user`: the customer, its e-mail and id in the site, then its sign-in identity. Its
   * orders are not touched: they keep the name and e-mail written on them (docs/checkout.md).
   */
  async remove(principal: Principal, site: SiteId): Promise<void> {
    const customer = await this.current(principal, site);
    try {
      await customerRepository.delete(site, customer);
    } catch (error) {
      if (error instanceof CustomerChanged) throw new UnauthorizedError();
      throw error;
    }
    await customerIdentities.remove(customer.username);
  },

  /**
   * `PUT /password/reset/ask` on a storefront: mails a one-hour link to the storefront's reset page.
   * The answer is the same whether or not the e-mail has an account on this site.
   */
  async askReset(site: SiteId, rawEmail: string, lang: Lang, client: string): Promise<void> {
    const email = rawEmail.trim().toLowerCase();
    // Counted whether or not the account exists, so that the limit says nothing of who has one.
    await rateLimiter.take(rateLimits.resetAsksPerAddress, `customer|${site}|${client}`);
    await rateLimiter.take(rateLimits.resetAsksPerAccount, `customer|${site}|${email}`);
    const shop = site === defaultsSiteId ? null : await siteRepository.get(site);
    const customer = shop ? await customerRepository.byEmail(site, email) : null;
    if (!shop || !customer) {
      logger.info('customer reset asked for an unknown account', { site });
      return;
    }
    const secret = randomBytes(32).toString('base64url');
    await resetTokenRepository.put(hashToken(secret), {
      pool: 'customer',
      sub: customer.sub,
      username: customer.username,
      expiresAt: Math.floor(Date.now() / 1000) + resetTokenLifetimeSeconds,
    });
    // The `password-reset` tag is kept for both resets (SES's `kind`, logs); the model is the customers'.
    await sendModelMail(
      site,
      'password-reset-customer',
      lang,
      { shopName: shop.name, firstname: shopperText(customer.firstname ?? ''), link: resetLink(shop, secret, lang) },
      customer.email,
      { tag: 'password-reset' },
    );
  },
};
