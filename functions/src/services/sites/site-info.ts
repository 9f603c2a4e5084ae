import type * as z from 'zod';
import type { siteInfoSchema } from '@cellar/shared/site/answers';
import type { SiteId } from '../../data/site-id.ts';
import { mediaRepository } from '../../repositories/media-repository.ts';
import { parameterService } from './parameter-service.ts';
import { siteService } from '../super-admin/site-service.ts';

/** What a storefront needs to draw a site. Payment connection comes with the payment settings. */
export async function siteInfo(site: SiteId): Promise<z.infer<typeof siteInfoSchema>> {
  const [record, parameters] = await Promise.all([siteService.record(site), parameterService.resolved(site)]);
  return {
    id: record.id,
    name: record.name,
    url: record.url,
    defaultLang: record.defaultLang,
    logo: mediaRepository.url(record.logoKey),
    banners: {
      HEADER: mediaRepository.url(record.bannerKeys.HEADER),
      FOOTER: mediaRepository.url(record.bannerKeys.FOOTER),
    },
    vatNumber: parameters.VAT_NUMBER,
    companyName: parameters.COMPANY_NAME || record.name,
    functionalities: record.functionalities,
    payment: { connected: false, applePay: false },
  };
}
