/**
 * Usernames of the customer pool (docs/decisions.md, issue 2 and "Checkout (issue 7)"): a shopper
 * may have an account on several wine sites with one e-mail, so the pool's username is built from
 * the site and the e-mail, `<idSite>#<email>`. Cognito usernames never change: after an e-mail
 * change the username keeps the e-mail of the registration (sign-in finds the username through our
 * table), and a later account with that old e-mail gets `<idSite>#<email>#<random>`. The site prefix
 * is what ties a token to its site: the access token's `username` claim carries it.
 */
import { randomBytes } from 'node:crypto';

export function customerUsername(idSite: number, email: string, suffixed = false): string {
  const base = `${idSite}#${email.trim().toLowerCase()}`;
  return suffixed ? `${base}#${randomBytes(4).toString('hex')}` : base;
}

/** The site of a customer-pool username, or null when it names none (not one of ours). */
export function siteOfCustomerUsername(username: string | undefined): number | null {
  const found = username ? /^(\d{1,9})#./.exec(username) : null;
  return found ? Number(found[1]) : null;
}
