import type * as z from 'zod';
import type { siteInfoSchema } from '@cellar/shared/site/answers';
import type { SiteId } from '../../data/site-id.ts';
import { mediaRepository } from '../../repositories/media-repository.ts';
import { paymentSettingsRepository } from '../../repositories/payment-settings-repository.ts';
import { pluginRepository } from '../../repositories/plugin-repository.ts';
import { parameterService } from './parameter-service.ts';
import { siteService } from '../super-admin/site-service.ts';

/** What a storefront needs to draw a site. Payment connection comes with the payment settings. */
export async function siteInfo(site: SiteId): Promise<z.infer<typeof siteInfoSchema>> {
  const [record, parameters, payment, siteKeys] = await Promise.all([
    siteService.record(site),
    parameterService.resolved(site),
    paymentSettingsRepository.get(site),
    pluginRepository.siteKeys.all(site),
  ]);
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
    // Apple Pay needs a connected account; whether the domain is registered is the admin's call (GET /admin/apple-pay):
    // Stripe's payment element shows the button only where it works.
    payment: { connected: Boolean(payment.stripeAccount), applePay: Boolean(payment.stripeAccount) },
    siteKeys: Object.fromEntries(siteKeys.map((k) => [k.key, k.value])),
  };
}
