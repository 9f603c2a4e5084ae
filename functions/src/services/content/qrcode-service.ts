import { randomBytes } from 'node:crypto';
import { siteOrigin } from '@cellar/shared/catalog/e-label';
import {
  qrcodeIssues,
  qrcodeScanPath,
  type QrcodeInput,
  type QrcodeLevel,
  type QrcodeList,
  type QrcodeModel,
  type QrcodeView,
} from '@cellar/shared/content/qrcode';
import { applyListQuery, type ListQuery } from '@cellar/shared/list-query';
import { authorisedSiteId, defaultsSiteId, type SiteId } from '../../data/site-id.ts';
import { env } from '../../lib/env.ts';
import { ConflictError, NotFoundError, TooManyRequestsError, ValidationError } from '../../lib/errors.ts';
import { QrcodeChanged, qrcodeRepository, type QrcodeRecord } from '../../repositories/qrcode-repository.ts';
import { normaliseHost, publicHost, siteRepository } from '../../repositories/site-repository.ts';
import { rateLimiter, rateLimits } from '../common/rate-limits.ts';
import { trackingService, type Sender } from '../stats/tracking-service.ts';

const isModel = (site: SiteId) => site === defaultsSiteId;

/** The tracked address: the site's own host, else the storefront with `?site=` (as the site's other links). */
function addressOf(site: { id: number; url: string | null }, token: string): string {
  if (site.url && site.url.trim() !== '') return `${siteOrigin(site.url)}${qrcodeScanPath(token)}`;
  return `${env().STORE_WEB_URL.replace(/\/+$/, '')}${qrcodeScanPath(token)}?site=${site.id}`;
}

function view(qrcode: QrcodeRecord, site: { id: number; url: string | null } | null): QrcodeView {
  return {
    id: qrcode.id,
    name: qrcode.name,
    target: qrcode.target,
    style: qrcode.style,
    token: qrcode.token,
    address: qrcode.token && site ? addressOf(site, qrcode.token) : null,
    scans: qrcode.scans,
    createdAt: qrcode.createdAt,
    updatedAt: qrcode.updatedAt,
  };
}

const modelOf = (qrcode: QrcodeRecord): QrcodeModel => ({ id: qrcode.id, name: qrcode.name, style: qrcode.style });

/** The site record's address fields (site 0, the models' site, has none). */
async function siteOf(site: SiteId): Promise<{ id: number; url: string | null } | null> {
  if (isModel(site)) return null;
  const record = await siteRepository.get(site);
  return record ? { id: record.id, url: record.url } : null;
}

async function find(site: SiteId, id: number): Promise<QrcodeRecord> {
  const qrcode = await qrcodeRepository.get(site, id);
  if (!qrcode) throw new NotFoundError('qrcode.notFound');
  return qrcode;
}

/** The rules (shared `qrcodeIssues`; a model has no target), then the values as stored. */
function checked(site: SiteId, input: QrcodeInput): Pick<QrcodeRecord, 'name' | 'target' | 'style'> {
  const draft = { ...input, level: input.level ?? null, margin: input.margin ?? null };
  const issues = Object.entries(qrcodeIssues(draft, { model: isModel(site) }));
  if (issues.length > 0) throw new ValidationError(Object.fromEntries(issues.map(([field, key]) => [field, [key]])));
  return {
    name: input.name!.trim(),
    target: isModel(site) ? '' : input.target!.trim(),
    style: {
      foreground: input.foreground!.toLowerCase(),
      background: input.background!.toLowerCase(),
      level: input.level as QrcodeLevel,
      margin: Number(input.margin),
    },
  };
}

/**
 * The site a scan is for: the one whose host it came by; on a host that names no site (`localhost`, the shared
 * storefront domain) the `?site=` the address carries, as the storefront itself reads it. So a token only ever
 * redirects on its own site's host.
 */
async function scannedSite(host: string, siteParam: string | undefined): Promise<{ site: SiteId; byParam: boolean }> {
  const name = normaliseHost(host);
  const reserved = publicHost(name);
  let id = reserved
    ? await siteRepository.idByHost(reserved)
    : name.endsWith('.localhost')
      ? await siteRepository.idBySlug(name.split('.')[0]!)
      : null;
  const byParam = id === null && siteParam !== undefined;
  if (byParam) id = Number(siteParam);
  if (id === null || id === defaultsSiteId || !(await siteRepository.get(id)))
    throw new NotFoundError('qrcode.notFound');
  return { site: authorisedSiteId(id), byParam };
}

/** Where a scan goes: an https target as is; a storefront path on the same host, keeping `?site=` if it came so. */
function locationOf(target: string, site: SiteId, byParam: boolean): string {
  if (!target.startsWith('/') || !byParam) return target;
  return `${target}${target.includes('?') ? '&' : '?'}site=${site}`;
}

/** QR codes of a site, and the super-admin's models (site 0): issue 17, docs/decisions.md "QR codes". */
export const qrcodeService = {
  /** `GET /admin/qrcode`: one page of the site's QR codes, and the models a new one may start from. */
  async list(site: SiteId, query: ListQuery): Promise<QrcodeList> {
    const info = await siteOf(site);
    const { items, total } = applyListQuery(await qrcodeRepository.all(site), query);
    const models = isModel(site) ? [] : await qrcodeRepository.all(authorisedSiteId(defaultsSiteId));
    return { list: items.map((q) => view(q, info)), total, current: query.page, models: models.map(modelOf) };
  },

  async get(site: SiteId, id: number): Promise<QrcodeView> {
    return view(await find(site, id), await siteOf(site));
  },

  async create(site: SiteId, input: QrcodeInput): Promise<QrcodeView> {
    const values = checked(site, input);
    const now = new Date().toISOString();
    const qrcode: QrcodeRecord = {
      id: await qrcodeRepository.nextId(site),
      ...values,
      token: isModel(site) ? null : randomBytes(16).toString('base64url'),
      scans: 0,
      createdAt: now,
      updatedAt: now,
    };
    await qrcodeRepository.create(site, qrcode);
    return view(qrcode, await siteOf(site));
  },

  async update(site: SiteId, id: number, input: QrcodeInput): Promise<QrcodeView> {
    const previous = await find(site, id);
    const next: QrcodeRecord = { ...previous, ...checked(site, input), updatedAt: new Date().toISOString() };
    try {
      await qrcodeRepository.update(site, previous, next);
    } catch (error) {
      if (error instanceof QrcodeChanged) throw new ConflictError('qrcode.changed');
      throw error;
    }
    return view(next, await siteOf(site));
  },

  async remove(site: SiteId, id: number): Promise<void> {
    const qrcode = await find(site, id);
    try {
      await qrcodeRepository.delete(site, qrcode);
    } catch (error) {
      if (error instanceof QrcodeChanged) throw new ConflictError('qrcode.changed');
      throw error;
    }
  },

  /**
   * `GET /qrcode/scan/{token}`: counts the scan (atomic ADD) and answers where to go. A client address past its
   * limit is still redirected, its scans no longer counted (a shopper is never stopped by a counter).
   */
  async scan(
    token: string,
    host: string,
    siteParam: string | undefined,
    clientAddress: string,
    sender?: Sender,
  ): Promise<string> {
    const { site, byParam } = await scannedSite(host, siteParam);
    const qrcode = await qrcodeRepository.byToken(site, token);
    if (!qrcode?.token || qrcode.token !== token) throw new NotFoundError('qrcode.notFound');
    const counted = await rateLimiter.take(rateLimits.qrScansPerAddress, `${site}|${clientAddress}`).then(
      () => true,
      (error: unknown) => {
        if (error instanceof TooManyRequestsError) return false;
        throw error;
      },
    );
    if (counted) await qrcodeRepository.countScan(site, qrcode.id);
    // The dashboard's unique scans (docs/statistics.md); a failed count never stops the redirect.
    if (counted && sender) await trackingService.recordQrScan(site, sender).catch(() => undefined);
    return locationOf(qrcode.target, site, byParam);
  },
};
