import type { SiteInformation, SiteInformationInput } from '@cellar/shared/site/information';
import type { SiteId } from '../../data/site-id.ts';
import { siteInformationRepository } from '../../repositories/site-information-repository.ts';
import { parameterService } from './parameter-service.ts';
import { translationOverlay } from '../translations/translation-overlay.ts';
import { translationSync } from '../translations/translation-sync.ts';

/** A site has one information: its unit's entity id (kind `siteInformation`, the opening hours). */
export const siteInformationEntityId = 1;

const empty: SiteInformationInput = {
  companyName: null,
  addressLine1: null,
  addressLine2: null,
  postalCode: null,
  city: null,
  country: null,
  phone: null,
  email: null,
  openingHours: {},
  social: {},
};

/** The site's public information (issue 17 item 6), shown in the storefront's footer. */
export const siteInformationService = {
  /** The company name falls back to the COMPANY_NAME parameter, as `GET /site/info` does. */
  async get(site: SiteId): Promise<SiteInformation> {
    const [stored, parameters] = await Promise.all([
      siteInformationRepository.get(site),
      parameterService.resolved(site),
    ]);
    const { updatedAt: _u, ...information } = stored ?? { ...empty, updatedAt: '' };
    return { ...empty, ...information, companyName: information.companyName ?? (parameters.COMPANY_NAME || null) };
  },

  /** `GET /site/information` in the visitor's language. */
  async published(site: SiteId, lang: string): Promise<SiteInformation> {
    const information = await siteInformationService.get(site);
    return translationOverlay.one(site, lang, 'siteInformation', siteInformationEntityId, information);
  },

  async update(site: SiteId, input: SiteInformationInput): Promise<SiteInformation> {
    await siteInformationRepository.put(site, { ...input, updatedAt: new Date().toISOString() });
    const information = await siteInformationService.get(site);
    await translationSync.entity(site, 'siteInformation', siteInformationEntityId, information, 'Information');
    return information;
  },
};
