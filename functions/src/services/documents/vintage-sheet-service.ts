import { eLabelUrl } from '@cellar/shared/catalog/e-label';
import type { Lang } from '@cellar/shared/i18n/lang';
import type { SiteId } from '../../data/site-id.ts';
import { renderVintageSheet } from '../../documents/vintage-sheet.ts';
import type { BinaryBody } from '../../lib/binary-body.ts';
import { env } from '../../lib/env.ts';
import { siteInfo } from '../sites/site-info.ts';
import { storeCatalogService } from '../catalog/store-catalog-service.ts';

/** Shoppers' browsers may keep a sheet five minutes (it changes when the vintage does). */
export const vintageSheetCacheControl = 'public, max-age=300';

export const vintageSheetService = {
  /**
   * `GET /v2/vintage/pdf/{id}`: the technical sheet of a vintage shoppers may see — the same
   * visibility and content as its e-label (`vintageDetails`: a valid vintage of a valid product of
   * this site, else 404) — with the site's company name and the e-label's QR code.
   */
  async pdf(site: SiteId, idVintage: number, lang: Lang): Promise<BinaryBody> {
    const [vintage, info] = await Promise.all([
      storeCatalogService.vintageDetails(site, idVintage, lang),
      siteInfo(site),
    ]);
    const sheet = await renderVintageSheet({
      lang,
      vintage,
      companyName: info.companyName,
      eLabelUrl: eLabelUrl({ id: info.id, url: info.url }, vintage.id, env().STORE_WEB_URL),
    });
    return {
      data: sheet.data,
      contentType: 'application/pdf',
      filename: sheet.filename,
      disposition: 'inline',
      cacheControl: vintageSheetCacheControl,
    };
  },
};
