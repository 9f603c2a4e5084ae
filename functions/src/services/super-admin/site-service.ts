import { applyListQuery, type ListQuery } from '@cellar/shared/list-query';
import type { SiteInput, SiteView } from '@cellar/shared/site/site';
import { defaultFunctionalityKeys } from '@cellar/shared/site/functionality-catalogue';
import { authorisedSiteId, defaultsSiteId, type SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { langRepository } from '../../repositories/lang-repository.ts';
import {
  HostTaken,
  normaliseHost,
  publicHost,
  siteRepository,
  SlugTaken,
  type SiteRecord,
} from '../../repositories/site-repository.ts';
import type { StaffUser } from '../../repositories/user-repository.ts';
import { staffMayUseSite } from '../common/site-access.ts';

export interface SiteResolved {
  idSite: number;
  name: string;
  defaultLang: string;
}

export function siteView(site: SiteRecord): SiteView {
  return {
    id: site.id,
    name: site.name,
    slug: site.slug,
    url: site.url,
    defaultLang: site.defaultLang,
    functionalities: site.functionalities,
    createdAt: site.createdAt,
  };
}

/** A short name from a site name: "Château des Pins" → "chateau-des-pins". */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'site';
}

/** The business error of a reservation another site holds (slug or url host). */
function reservationError(error: unknown): unknown {
  if (error instanceof SlugTaken) return new ConflictError('site.slugTaken', { slug: ['site.slugTaken'] });
  if (error instanceof HostTaken) return new ConflictError('site.urlTaken', { url: ['site.urlTaken'] });
  return error;
}

/** The default language must be a language of the catalogue; the site gets it, valid. */
async function ensureSiteLanguage(idSite: SiteId, code: string, now: string): Promise<void> {
  const lang = (await langRepository.catalogue()).find((l) => l.code === code);
  if (!lang) throw new ValidationError({ defaultLang: ['lang.unknown'] });
  const current = await langRepository.siteLang(idSite, lang.id);
  if (!current || !current.valid)
    await langRepository.putSiteLang(idSite, {
      id: lang.id,
      code: lang.code,
      label: lang.label,
      mtCode: lang.mtCode,
      valid: true,
      createdAt: current?.createdAt ?? now,
    });
}

async function defaultLangCode(wanted: string | undefined): Promise<string> {
  const catalogue = await langRepository.catalogue();
  if (wanted) {
    if (!catalogue.some((l) => l.code === wanted)) throw new ValidationError({ defaultLang: ['lang.unknown'] });
    return wanted;
  }
  return catalogue.find((l) => l.isDefault)?.code ?? 'fr_FR';
}

export const siteService = {
  /** SUPER_ADMIN: every client site (site 0, the defaults, is not one); ADMIN: their own sites. */
  async list(user: StaffUser, query: ListQuery): Promise<{ sites: SiteView[]; total: number }> {
    const sites =
      user.role === 'SUPER_ADMIN'
        ? await siteRepository.listAll()
        : await siteRepository.getMany(user.siteIds.filter((id) => id !== defaultsSiteId));
    const { items, total } = applyListQuery(sites.filter((s) => s.id !== defaultsSiteId).map(siteView), query);
    return { sites: items, total };
  },

  /** A site the user may use; any other is "not found", so nothing leaks about other sites. */
  async get(user: StaffUser, idSite: number): Promise<SiteView> {
    const site = staffMayUseSite(user, idSite) ? await siteRepository.get(idSite) : null;
    if (!site) throw new NotFoundError('common.siteNotFound');
    return siteView(site);
  },

  async create(input: SiteInput): Promise<SiteView> {
    const now = new Date().toISOString();
    const defaultLang = await defaultLangCode(input.defaultLang);
    const slug = input.slug ?? slugify(input.name);
    const id = await siteRepository.nextId();
    const site: SiteRecord = {
      id,
      name: input.name,
      slug,
      url: input.url || null,
      defaultLang,
      functionalities: defaultFunctionalityKeys,
      logoKey: null,
      bannerKeys: {},
      createdAt: now,
      updatedAt: now,
    };
    try {
      if (!(await siteRepository.create(site))) throw new ConflictError();
    } catch (error) {
      throw reservationError(error);
    }
    await ensureSiteLanguage(authorisedSiteId(id), defaultLang, now);
    return siteView(site);
  },

  async update(idSite: number, input: SiteInput): Promise<SiteView> {
    const current = await siteRepository.get(idSite);
    if (!current) throw new NotFoundError('common.siteNotFound');
    const now = new Date().toISOString();
    const defaultLang = input.defaultLang ? await defaultLangCode(input.defaultLang) : current.defaultLang;
    const next: SiteRecord = {
      ...current,
      name: input.name,
      slug: input.slug ?? current.slug,
      url: input.url === undefined ? current.url : input.url || null,
      defaultLang,
      updatedAt: now,
    };
    try {
      await siteRepository.save(current, next);
    } catch (error) {
      throw reservationError(error);
    }
    if (defaultLang !== current.defaultLang) await ensureSiteLanguage(authorisedSiteId(idSite), defaultLang, now);
    return siteView(next);
  },

  async functionalities(idSite: number): Promise<string[]> {
    const site = await siteRepository.get(idSite);
    if (!site) throw new NotFoundError('common.siteNotFound');
    return site.functionalities;
  },

  async linkFunctionalities(idSite: number, wanted: string[]): Promise<string[]> {
    const current = await siteRepository.get(idSite);
    if (!current) throw new NotFoundError('common.siteNotFound');
    const functionalities = [...new Set(wanted)].sort();
    await siteRepository.save(current, { ...current, functionalities, updatedAt: new Date().toISOString() });
    return functionalities;
  },

  /**
   * The site a storefront host name belongs to: `<slug>.localhost` by the site's slug (local
   * serving), any other host by the host of a site's `url`. Site 0 (the defaults) is no storefront.
   */
  async resolve(host: string): Promise<SiteResolved> {
    const name = normaliseHost(host);
    const local = name.endsWith('.localhost') ? name.split('.')[0]! : null;
    const reserved = local === null ? publicHost(name) : null;
    const idSite = local
      ? await siteRepository.idBySlug(local)
      : reserved
        ? await siteRepository.idByHost(reserved)
        : null;
    const site = idSite !== null && idSite !== defaultsSiteId ? await siteRepository.get(idSite) : null;
    if (!site) throw new NotFoundError('common.siteNotFound');
    return { idSite: site.id, name: site.name, defaultLang: site.defaultLang };
  },

  async record(site: SiteId): Promise<SiteRecord> {
    const found = await siteRepository.get(site);
    if (!found) throw new NotFoundError('common.siteNotFound');
    return found;
  },
};
