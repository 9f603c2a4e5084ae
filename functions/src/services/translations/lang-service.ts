import { applyListQuery, type ListQuery } from '@cellar/shared/list-query';
import type { LangView } from '@cellar/shared/site/lang';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { langRepository, type CatalogueLang, type SiteLang } from '../../repositories/lang-repository.ts';
import { siteService } from '../super-admin/site-service.ts';

const view = (lang: SiteLang, defaultCode: string): LangView => ({
  id: lang.id,
  code: lang.code,
  label: lang.label,
  mtCode: lang.mtCode,
  valid: lang.valid,
  isDefault: lang.code === defaultCode,
});
const catalogueView = (lang: CatalogueLang): LangView => ({
  id: lang.id,
  code: lang.code,
  label: lang.label,
  mtCode: lang.mtCode,
  valid: true,
  isDefault: lang.isDefault,
});

/** The site's languages, the default first, then by label. */
async function siteLangs(site: SiteId): Promise<{ langs: LangView[]; defaultCode: string }> {
  const [record, langs] = await Promise.all([siteService.record(site), langRepository.ofSite(site)]);
  const views = langs
    .map((l) => view(l, record.defaultLang))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.label.localeCompare(b.label, 'fr'));
  return { langs: views, defaultCode: record.defaultLang };
}

async function langOfSite(site: SiteId, id: number): Promise<{ lang: SiteLang; defaultCode: string }> {
  const [record, lang] = await Promise.all([siteService.record(site), langRepository.siteLang(site, id)]);
  if (!lang) throw new NotFoundError('lang.notOnSite');
  return { lang, defaultCode: record.defaultLang };
}

export const langService = {
  all: async (site: SiteId) => (await siteLangs(site)).langs,
  active: async (site: SiteId) => (await siteLangs(site)).langs.filter((l) => l.valid),
  /** The languages the site is translated into: its valid languages other than the default. */
  translated: async (site: SiteId) => (await siteLangs(site)).langs.filter((l) => l.valid && !l.isDefault),

  async list(site: SiteId, query: ListQuery): Promise<{ langs: LangView[]; total: number }> {
    const { items, total } = applyListQuery((await siteLangs(site)).langs, query);
    return { langs: items, total };
  },

  async defaultOf(site: SiteId): Promise<LangView> {
    const found = (await siteLangs(site)).langs.find((l) => l.isDefault);
    if (!found) throw new NotFoundError('lang.notOnSite');
    return found;
  },

  async add(site: SiteId, code: string): Promise<LangView> {
    const [record, catalogue] = await Promise.all([siteService.record(site), langRepository.catalogue()]);
    const lang = catalogue.find((l) => l.code === code);
    if (!lang) throw new ValidationError({ code: ['lang.unknown'] }, 'lang.unknown');
    const added: SiteLang = {
      id: lang.id,
      code: lang.code,
      label: lang.label,
      mtCode: lang.mtCode,
      valid: true,
      createdAt: new Date().toISOString(),
    };
    if (!(await langRepository.putSiteLang(site, added, true)))
      throw new ConflictError('lang.alreadyAdded', { code: ['lang.alreadyAdded'] });
    return view(added, record.defaultLang);
  },

  /** Sets the language valid or not (flips it when `valid` is not given); never the default one off. */
  async toggle(site: SiteId, id: number, valid: boolean | undefined): Promise<LangView> {
    const { lang, defaultCode } = await langOfSite(site, id);
    const next = { ...lang, valid: valid ?? !lang.valid };
    if (!next.valid && lang.code === defaultCode) throw new ConflictError('lang.defaultLocked');
    await langRepository.putSiteLang(site, next);
    return view(next, defaultCode);
  },

  async remove(site: SiteId, id: number): Promise<void> {
    const { lang, defaultCode } = await langOfSite(site, id);
    if (lang.code === defaultCode) throw new ConflictError('lang.defaultLocked');
    await langRepository.removeSiteLang(site, id);
  },

  /** The catalogue, the default language first, then by label. */
  async catalogue(): Promise<LangView[]> {
    return (await langRepository.catalogue())
      .map(catalogueView)
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.label.localeCompare(b.label, 'fr'));
  },

  async addToCatalogue(input: { code: string; label: string; mtCode?: string | null }): Promise<LangView> {
    if ((await langRepository.catalogue()).some((l) => l.code === input.code))
      throw new ConflictError('lang.alreadyInCatalogue', { code: ['lang.alreadyInCatalogue'] });
    return catalogueView(
      await langRepository.addToCatalogue({
        code: input.code,
        label: input.label,
        mtCode: input.mtCode ?? null,
        isDefault: false,
      }),
    );
  },

  async updateCatalogue(id: number, changes: { label?: string; mtCode?: string | null }): Promise<LangView> {
    const lang = await langRepository.catalogueLang(id);
    if (!lang) throw new NotFoundError('lang.unknown');
    const next: CatalogueLang = {
      ...lang,
      label: changes.label ?? lang.label,
      mtCode: changes.mtCode === undefined ? lang.mtCode : changes.mtCode,
    };
    await langRepository.saveCatalogueLang(next);
    return catalogueView(next);
  },

  async setCatalogueDefault(id: number): Promise<LangView> {
    const catalogue = await langRepository.catalogue();
    const next = catalogue.find((l) => l.id === id);
    if (!next) throw new NotFoundError('lang.unknown');
    await langRepository.setCatalogueDefault(
      next,
      catalogue.find((l) => l.isDefault),
    );
    return catalogueView({ ...next, isDefault: true });
  },
};
