import { queryPartition } from '@cellar/functions/data/collection';
import { keys } from '@cellar/functions/data/keys';
import { authorisedSiteId, type SiteId } from '@cellar/functions/data/site-id';
import type { OrderRecord } from '@cellar/functions/repositories/order-repository';
import { statsRepository } from '@cellar/functions/repositories/stats-repository';
import { orderStats } from '@cellar/functions/services/stats/order-stats';
import { addDays, shopDay } from '@cellar/shared/stats/periods';

/**
 * The demo site's statistics (docs/statistics.md), when it has none: a week of page views and orders before today
 * (today stays the visitors' own: a storefront visit shows at once), and the order rollups rebuilt from the orders
 * already placed, read from the site's order partition (one Query, never a scan).
 */
const pages = ['/', '/products', '/wine/1', '/le-domaine', '/news', '/contact'];
const sources = ['Direct', 'www.google.com', 'www.instagram.com', 'www.facebook.com'];
const devices = ['desktop', 'mobile', 'tablet'];
const languages: Array<[string, string]> = [
  ['fr', 'FR'],
  ['en', 'GB'],
  ['de', 'DE'],
];
const departments = ['75', '69', '33', '21', '13'];

/** A fixed spread (no randomness: a demo looks the same at each start). */
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

async function seedDay(site: SiteId, day: string, n: number): Promise<void> {
  const visitors = 8 + ((n * 7) % 11);
  const views = visitors * 3 + (n % 4);
  const writes: Array<Promise<void>> = [statsRepository.add(site, 'DAY', day, { views, visitors })];
  for (let h = 8; h < 22; h += 2) {
    const share = h === 12 || h === 20 ? 2 : 1;
    writes.push(
      statsRepository.add(site, 'HOUR', `${day}T${String(h).padStart(2, '0')}`, { views: share * 2, visitors: share }),
    );
  }
  for (let i = 0; i < visitors; i++) {
    const [language, country] = pick(languages, i + n);
    const counts = { views: 3, visitors: 1 };
    writes.push(statsRepository.add(site, 'PAGE', `${day}#${pick(pages, i)}`, counts));
    writes.push(statsRepository.add(site, 'SOURCE', `${day}#${pick(sources, i * 3 + n)}`, counts));
    writes.push(statsRepository.add(site, 'DEVICE', `${day}#${pick(devices, i + 2 * n)}`, counts));
    writes.push(statsRepository.add(site, 'LANGUAGE', `${day}#${language}`, counts));
    writes.push(statsRepository.add(site, 'COUNTRY', `${day}#${country}`, counts));
  }
  const orders = 1 + (n % 3);
  const totalCents = orders * (4_590 + n * 310);
  writes.push(statsRepository.add(site, 'ORDER', day, { orders, totalCents, bottles: orders * 4 }));
  writes.push(statsRepository.add(site, 'DEPARTMENT', `${day}#${pick(departments, n)}`, { orders, totalCents }));
  writes.push(statsRepository.add(site, 'QR', day, { scans: 2 + (n % 3), visitors: 1 + (n % 2) }));
  await Promise.all(writes);
}

export async function seedDemoStats(): Promise<void> {
  const site = authorisedSiteId(1);
  const today = shopDay(new Date());
  const existing = await statsRepository.rollups(site, 'DAY', addDays(today, -400), today);
  if (existing.length > 0) return;
  for (let n = 1; n <= 7; n++) await seedDay(site, addDays(today, -n), n);
  const placed = await queryPartition<OrderRecord>(keys.orderPartition(site));
  for (const order of placed.filter((o) => Array.isArray(o.products) && o.status !== 'CANCELED'))
    await orderStats.rebuild(site, order);
}
