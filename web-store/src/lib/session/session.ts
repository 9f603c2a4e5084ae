import { useSyncExternalStore } from 'react';

/**
 * The shop customer's session (spec 2 §4 "Login sets a logged state and cookies"): the token of
 * `POST /login` / `POST /register` in a cookie of 86400 s on path `/`, on the spec's cookie domain.
 * The cookie is named after the site (`customer_<idSite>`): sister shops on one domain, and the
 * admin on another port of the same host locally (cookies ignore ports), never read each other's
 * `token` (docs/decisions.md, storefront).
 */
export const sessionMaxAge = 86_400;
export const tokenCookie = (idSite: number): string => `customer_${idSite}`;

const ipv4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * The cookie domain: the host minus its first label when it has three or more (spec 1 §9); never an IP
 * address or localhost, whose cookie a browser would drop.
 */
export function cookieDomain(hostname: string): string | undefined {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '' || host.includes(':') || ipv4.test(host) || host === 'localhost' || host.endsWith('.localhost'))
    return undefined;
  const labels = host.split('.');
  return labels.length < 3 || labels.includes('') ? undefined : labels.slice(1).join('.');
}

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      return raw === '' ? undefined : decodeURIComponent(raw);
    }
  }
  return undefined;
}

function writeCookie(name: string, value: string, maxAge: number): void {
  const base = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  const domain = cookieDomain(location.hostname);
  if (domain) document.cookie = `${base}; Domain=${domain}`;
  // A public-suffix domain (d123.cloudfront.net) is refused: host-only then. Removal clears both.
  if (!domain || maxAge === 0 || readCookie(name) !== value) document.cookie = base;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const readToken = (idSite: number): string | undefined => readCookie(tokenCookie(idSite));

export function startSession(idSite: number, token: string): void {
  writeCookie(tokenCookie(idSite), token, sessionMaxAge);
  notify();
}

/** Logout, or a token the API no longer accepts (spec 2 §4: the token cookie is removed). */
export function endSession(idSite: number): void {
  if (readToken(idSite) === undefined) return;
  writeCookie(tokenCookie(idSite), '', 0);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether a customer is signed in on this site (renders again on sign-in and sign-out). A prerendered screen is
 * nobody's: drawn signed out, and so is its hydration, before the cookie is read.
 */
export function useSignedIn(idSite: number | null): boolean {
  return useSyncExternalStore(
    subscribe,
    () => idSite !== null && readToken(idSite) !== undefined,
    () => false,
  );
}
