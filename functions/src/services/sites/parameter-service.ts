import {
  derivedColours,
  themeDefaults,
  vatRates,
  type ColourParameterType,
  type ParameterUpdate,
  type SiteParameters,
} from '@cellar/shared/site/theme';
import { authorisedSiteId, defaultsSiteId, type SiteId } from '../../data/site-id.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { parameterRepository, type StoredParameters } from '../../repositories/parameter-repository.ts';

/** Theme defaults, then each layer over them; a derived colour no layer sets follows its source. */
function merge(...layers: StoredParameters[]): SiteParameters {
  const result = { ...themeDefaults };
  const set = new Set<string>();
  for (const layer of layers)
    for (const [type, value] of Object.entries(layer))
      if (value !== undefined && value !== null) {
        (result as Record<string, unknown>)[type] = value;
        set.add(type);
      }
  for (const [type, source] of Object.entries(derivedColours) as Array<[ColourParameterType, ColourParameterType]>)
    if (!set.has(type)) result[type] = result[source];
  return result;
}

export const parameterService = {
  /** Every parameter of the site: its own value, else site 0's, else the theme default. */
  async resolved(site: SiteId): Promise<SiteParameters> {
    const { siteExists, site: own, defaults } = await parameterRepository.getWithDefaults(site);
    if (!siteExists) throw new NotFoundError('common.siteNotFound');
    return merge(defaults, own);
  },

  /** The defaults: site 0's values over the theme defaults. */
  async defaults(): Promise<SiteParameters> {
    const { defaults } = await parameterRepository.getWithDefaults(authorisedSiteId(defaultsSiteId));
    return merge(defaults);
  },

  async update(site: SiteId, changes: ParameterUpdate): Promise<SiteParameters> {
    await parameterRepository.update(site, changes);
    return this.resolved(site);
  },

  async setVatNumber(site: SiteId, vatNumber: string): Promise<SiteParameters> {
    await parameterRepository.update(site, { VAT_NUMBER: vatNumber === '' ? null : vatNumber });
    return this.resolved(site);
  },

  async vat(site: SiteId): Promise<{ vatNumber: string; rates: { code: string; rate: number }[] }> {
    const { VAT_NUMBER } = await this.resolved(site);
    return { vatNumber: VAT_NUMBER, rates: vatRates.map((r) => ({ ...r })) };
  },
};
