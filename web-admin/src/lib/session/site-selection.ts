/** No site chosen in this window yet (signed out, or before login): every request may go. */
export const noSite = -1;

/**
 * A request goes out only if the site selected in this window is -1 or equals the site
 * of the cookie (which every window shares). Otherwise another window has switched site, and
 * sending would act on the wrong site (spec 1 §4). A missing cookie (signed out elsewhere) does not block:
 * the request then goes without a token and its 401 sends the user to the login screen.
 */
export function canSend(selectedSite: number, cookieSite: number | undefined): boolean {
  return selectedSite === noSite || cookieSite === undefined || selectedSite === cookieSite;
}
