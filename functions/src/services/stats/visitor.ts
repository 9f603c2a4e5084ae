import { createHmac } from 'node:crypto';

/**
 * Who a visitor is, for one day only (docs/statistics.md): HMAC-SHA256 of the day's secret over site, address and
 * user agent. The secret changes every day and is forgotten after two, so the hash links a visitor's page views of
 * one day and nothing else; the address itself is never stored.
 */
export function visitorHash(secret: string, site: number, address: string, userAgent: string): string {
  return createHmac('sha256', secret).update(`${site}\n${address}\n${userAgent}`).digest('base64url').slice(0, 22);
}

/** Obvious robots, crawlers, previewers and command-line clients (their user agent says so) are not counted. */
const botPattern =
  /bot\b|bot\/|crawl|spider|slurp|archiver|headless|lighthouse|pagespeed|preview|facebookexternalhit|curl\/|wget\/|python-|python\/|go-http-client|java\/|okhttp|axios\/|node-fetch|httpclient|monitor|uptime/i;

export function isBot(userAgent: string): boolean {
  return userAgent.trim().length < 8 || botPattern.test(userAgent);
}

/** The host of a referrer (`www.google.com`), or `Direct` when there is none or it cannot be read. */
export function referrerHost(referrer: string | undefined): string {
  if (!referrer) return 'Direct';
  try {
    const url = new URL(referrer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.toLowerCase() : 'Direct';
  } catch {
    return 'Direct';
  }
}

/** `fr-FR` → language `fr`, country `FR`; a language without a region has an unknown country. */
export function languageOf(lang: string | undefined): { language: string; country: string } {
  if (!lang) return { language: 'unknown', country: 'unknown' };
  const [language, ...rest] = lang.replace('_', '-').split('-');
  const region = rest.find((part) => /^[A-Za-z]{2}$/.test(part));
  return { language: (language ?? 'unknown').toLowerCase(), country: region ? region.toUpperCase() : 'unknown' };
}

/** A device type from the user agent, when the beacon did not say (no window width). */
export function deviceOf(userAgent: string): 'mobile' | 'tablet' | 'desktop' {
  if (/ipad|tablet/i.test(userAgent) || (/android/i.test(userAgent) && !/mobile/i.test(userAgent))) return 'tablet';
  if (/mobi|iphone|android/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/**
 * The French département of a delivery (its postal code's first two digits; Corsica 2A below 20200, else 2B;
 * overseas the first three digits), or the country's code abroad.
 */
export function departmentOf(postalCode: string | null | undefined, country: string | null | undefined): string {
  const code = (postalCode ?? '').replace(/\s/g, '');
  const land = (country ?? 'FR').trim().toUpperCase();
  const french = land === '' || land === 'FR' || land === 'FRA' || land === 'FRANCE';
  if (!french) return land;
  if (!/^\d{5}$/.test(code)) return 'unknown';
  if (code.startsWith('20')) return Number(code) < 20200 ? '2A' : '2B';
  if (code.startsWith('97') || code.startsWith('98')) return code.slice(0, 3);
  return code.slice(0, 2);
}
