import { eLabelUrl as sharedELabelUrl } from '@cellar/shared/catalog/e-label';

/**
 * The e-label of a vintage (EU Regulation 2021/2117: ingredients, nutrition, energy) is a public
 * page of the storefront, `/e-label/<idVintage>`. Its address, printed as a QR code on the bottle:
 *
 * - the site's own address (`GET /site/info` → `url`, e.g. `https://www.domaine-des-lilas.fr`;
 *   `https://` is added when the address has no scheme, a trailing `/` is dropped) followed by
 *   `/e-label/<idVintage>`: the storefront finds the site from its host;
 * - else (a site without an address yet, and locally) the storefront served on its own —
 *   `VITE_STORE_URL` when the admin was built with it, else `http://localhost:5174`, the local
 *   storefront's port — followed by `/e-label/<idVintage>?site=<idSite>`: the storefront finds the
 *   site from `?site=`.
 */
export const localStoreUrl: string = import.meta.env.VITE_STORE_URL ?? 'http://localhost:5174';

/** The same address as the technical sheet's QR code (`@cellar/shared/catalog/e-label`). */
export function eLabelUrl(site: { id: number; url: string | null } | undefined, idVintage: number): string {
  return sharedELabelUrl(site, idVintage, localStoreUrl);
}

/** The file name of a vintage's QR code. */
export const qrFileName = (idVintage: number, year: number | null): string =>
  `e-label-${year ?? 'nv'}-${idVintage}.png`;

/**
 * A PNG of the QR code of `url`, downloaded as `fileName`. The `qrcode` package is loaded here, on
 * the first click, so it stays out of the screens' bundles.
 */
export async function downloadQrPng(url: string, fileName: string): Promise<void> {
  const { toDataURL } = await import('qrcode');
  const png = await toDataURL(url, { type: 'image/png', errorCorrectionLevel: 'M', margin: 2, width: 600 });
  const link = document.createElement('a');
  link.href = png;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
