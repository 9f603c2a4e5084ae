import { shopDay, shopHour } from '@cellar/shared/stats/periods';
import type { VisitQuery } from '@cellar/shared/stats/dashboard';
import type { SiteId } from '../../data/site-id.ts';
import { TooManyRequestsError } from '../../lib/errors.ts';
import { statsRepository } from '../../repositories/stats-repository.ts';
import { rateLimiter, rateLimits } from '../common/rate-limits.ts';
import { deviceOf, isBot, languageOf, referrerHost, visitorHash } from './visitor.ts';

/** What the request tells about its sender; the address only feeds the hash and is not kept. */
export interface Sender {
  address: string;
  userAgent: string;
  /** The browser asked not to be tracked (`DNT: 1` or `Sec-GPC: 1`). */
  optedOut: boolean;
}

/** The sender of a request: its address, user agent, and whether its browser asked not to be tracked. */
export const senderOf = (headers: Readonly<Record<string, string>>, address: string): Sender => ({
  address,
  userAgent: headers['user-agent'] ?? '',
  optedOut: headers.dnt === '1' || headers['sec-gpc'] === '1',
});

/** The day's secret, kept by the container for the day it was read for. */
let cachedSecret: { day: string; secret: string } | null = null;
async function secretOf(day: string): Promise<string> {
  if (cachedSecret?.day !== day) cachedSecret = { day, secret: await statsRepository.dailySecret(day) };
  return cachedSecret.secret;
}

/** Whose page view this is, for today, or null when it is not counted (a robot, or the browser opted out). */
async function visitorOf(site: SiteId, sender: Sender, day: string): Promise<string | null> {
  if (sender.optedOut || isBot(sender.userAgent)) return null;
  return visitorHash(await secretOf(day), site, sender.address, sender.userAgent);
}

/** One visitor cannot inflate the figures: past the limit its page views are not counted (never refused). */
const withinLimit = (site: SiteId, visitor: string): Promise<boolean> =>
  rateLimiter.take(rateLimits.pageViewsPerVisitor, `${site}|${visitor}`).then(
    () => true,
    (error: unknown) => {
      if (error instanceof TooManyRequestsError) return false;
      throw error;
    },
  );

export const trackingService = {
  /**
   * `GET /site/visit/{id}`: one page view. The raw event (visitor hash, page, referrer host, device, language) is
   * kept two days for the current visitors; the day's rollups grow by atomic ADD: page views always, visitors (and
   * the visitor's source, device, language and country) on the visitor's first page of the day only.
   */
  async recordVisit(site: SiteId, query: VisitQuery, sender: Sender, now: Date = new Date()): Promise<boolean> {
    const day = shopDay(now);
    const visitor = await visitorOf(site, sender, day);
    if (!visitor || !(await withinLimit(site, visitor))) return false;
    const source = referrerHost(query.referrer);
    const device = query.device ?? deviceOf(sender.userAgent);
    const { language, country } = languageOf(query.lang);
    const page = query.page.split(/[?#]/)[0] || '/';
    const [first] = await Promise.all([
      statsRepository.firstSight(site, day, 'VISIT', visitor, now),
      statsRepository.putEvent(site, day, now, visitor, { page, source, device, language, country }),
    ]);
    const views = { views: 1, visitors: first ? 1 : 0 };
    const hour = `${day}T${shopHour(now)}`;
    await Promise.all([
      statsRepository.add(site, 'DAY', day, views),
      statsRepository.add(site, 'HOUR', hour, views),
      statsRepository.add(site, 'PAGE', `${day}#${page}`, views),
      statsRepository.add(site, 'SOURCE', `${day}#${source}`, views),
      statsRepository.add(site, 'DEVICE', `${day}#${device}`, views),
      statsRepository.add(site, 'LANGUAGE', `${day}#${language}`, views),
      statsRepository.add(site, 'COUNTRY', `${day}#${country}`, views),
    ]);
    return true;
  },

  /** A QR code scan of the site: counted, and its daily unique visitors (the same hash as page views). */
  async recordQrScan(site: SiteId, sender: Sender, now: Date = new Date()): Promise<void> {
    const day = shopDay(now);
    const visitor = await visitorOf(site, sender, day);
    if (!visitor) return;
    const first = await statsRepository.firstSight(site, day, 'QR', visitor, now);
    await statsRepository.add(site, 'QR', day, { scans: 1, visitors: first ? 1 : 0 });
  },
};
