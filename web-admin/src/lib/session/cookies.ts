/**
 * The admin's cookies (spec 1 §9): token and idSite (set at login), userLang, previousIdSite and
 * previousUserLang, all 86400 s on path `/`, on the cookie domain below; and the locale cookie
 * (the language chosen with the language switch), 365 days.
 */
export const cookieNames = {
  token: 'token',
  idSite: 'idSite',
  userLang: 'userLang',
  previousIdSite: 'previousIdSite',
  previousUserLang: 'previousUserLang',
  locale: 'locale',
} as const;
export type CookieName = (typeof cookieNames)[keyof typeof cookieNames];

export const sessionCookieMaxAge = 86_400;
/** The locale cookie lasts 365 days (spec 1 §9). */
export const localeCookieMaxAge = 365 * 86_400;

const ipv4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * The cookie domain: the host minus its first label when it has three or more labels
 * (`admin.cellar.example` → `cellar.example`), so that sister sites share the session.
 * Never for an IP address or `localhost`, where the browser would drop the cookie: undefined there
 * (a host-only cookie).
 */
export function cookieDomain(hostname: string): string | undefined {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '' || host.includes(':') || host.startsWith('[') || ipv4.test(host)) return undefined;
  if (host === 'localhost' || host.endsWith('.localhost')) return undefined;
  const labels = host.split('.');
  if (labels.length < 3 || labels.some((l) => l === '')) return undefined;
  return labels.slice(1).join('.');
}

export function readCookie(name: CookieName, source: string = document.cookie): string | undefined {
  for (const part of source.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

function cookieString(name: string, value: string, maxAge: number, domain: string | undefined): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${maxAge}`, 'Path=/', 'SameSite=Lax'];
  if (domain) parts.push(`Domain=${domain}`);
  if (typeof location !== 'undefined' && location.protocol === 'https:') parts.push('Secure');
  return parts.join('; ');
}

/**
 * Writes a cookie on the cookie domain. When the browser refuses that domain (it is a public
 * suffix, as `cloudfront.net` of `d123.cloudfront.net`), the cookie is written host-only instead.
 */
export function writeCookie(name: CookieName, value: string, maxAge: number = sessionCookieMaxAge): void {
  const domain = cookieDomain(location.hostname);
  document.cookie = cookieString(name, value, maxAge, domain);
  if (domain && readCookie(name) !== value) document.cookie = cookieString(name, value, maxAge, undefined);
}

/** Removes a cookie wherever it was written (cookie domain and host-only). */
export function removeCookie(name: CookieName): void {
  const domain = cookieDomain(location.hostname);
  if (domain) document.cookie = cookieString(name, '', 0, domain);
  document.cookie = cookieString(name, '', 0, undefined);
}

/** The language chosen with the language switch, kept 365 days (spec 1 §9). */
export function writeLocaleCookie(lang: 'fr_FR' | 'en_US'): void {
  writeCookie(cookieNames.locale, lang, localeCookieMaxAge);
}
