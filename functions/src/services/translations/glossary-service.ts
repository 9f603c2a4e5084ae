import { glossaryMaxTerms, type GlossaryView } from '@cellar/shared/translations/translation-job';
import type { SiteId } from '../../data/site-id.ts';
import { glossaryRepository } from '../../repositories/glossary-repository.ts';
import { nomenclatureRepository } from '../../repositories/nomenclature-repository.ts';
import { productRepository } from '../../repositories/product-repository.ts';
import { siteInfo } from '../sites/site-info.ts';

const unique = (terms: readonly string[]) => [...new Set(terms.map((t) => t.trim()).filter((t) => t.length > 0))];

/**
 * The site's glossary (docs/translation-jobs.md): terms machine translation keeps exactly as written. Taken from the
 * site — the grape varieties and labels (appellations, certifications) its products name, its name and its company
 * name — plus the admin's own terms.
 */
export const glossaryService = {
  async inferred(site: SiteId): Promise<string[]> {
    const [info, catalogue, nomenclature] = await Promise.all([
      siteInfo(site),
      productRepository.catalogue(site),
      nomenclatureRepository.all(),
    ]);
    const named = new Set<number>();
    for (const { product } of catalogue) {
      for (const grape of product.grapes ?? []) named.add(grape.id);
      for (const label of product.label ?? []) named.add(label);
    }
    const names = nomenclature
      .filter((entry) => (entry.type === 'GRAPE' || entry.type === 'LABEL') && named.has(entry.id))
      .map((entry) => entry.name);
    return unique([info.name, info.companyName, ...names]);
  },

  async view(site: SiteId): Promise<GlossaryView> {
    const [terms, inferred] = await Promise.all([glossaryRepository.terms(site), this.inferred(site)]);
    return { terms, inferred };
  },

  async update(site: SiteId, terms: readonly string[]): Promise<GlossaryView> {
    await glossaryRepository.save(site, unique(terms).slice(0, glossaryMaxTerms), new Date().toISOString());
    return this.view(site);
  },

  /** Every term a run keeps: the site's and the admin's. */
  async terms(site: SiteId): Promise<string[]> {
    const [own, inferred] = await Promise.all([glossaryRepository.terms(site), this.inferred(site)]);
    return unique([...inferred, ...own]);
  },
};
