/**
 * The address of a vintage's e-label (EU Regulation 2021/2117: ingredients, nutrition, energy), a
 * public page of the storefront, `/e-label/<idVintage>`. One function for the admin's QR code and
 * the technical sheet's (docs/decisions.md "E-label QR code"), so both print the same address:
 *
 * - the site's own address (`GET /site/info` → `url`; `https://` added when it has no scheme, a
 *   trailing `/` dropped) + `/e-label/<idVintage>`: the storefront finds the site from its host;
 * - else the storefront served on its own (`storeUrl`: the admin's `VITE_STORE_URL`, the functions'
 *   `STORE_WEB_URL`) + `/e-label/<idVintage>?site=<idSite>`: the storefront finds the site from `?site=`.
 */
export function siteOrigin(url: string): string {
  const trimmed = url.trim().replace(/\/+$/, '');
  return /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

export function eLabelUrl(
  site: { id: number; url: string | null } | undefined,
  idVintage: number,
  storeUrl: string,
): string {
  if (site?.url && site.url.trim() !== '') return `${siteOrigin(site.url)}/e-label/${idVintage}`;
  const base = storeUrl.replace(/\/+$/, '');
  return site ? `${base}/e-label/${idVintage}?site=${site.id}` : `${base}/e-label/${idVintage}`;
}
