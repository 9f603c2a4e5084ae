/**
 * The storefront's server renderer (web-store/src/entry-server.tsx, built by `vite build --ssr` into
 * `web-store/dist-ssr/entry-server.js`), as the publishing machine's prerender task calls it
 * (functions/src/workflows/): the same React components as in the browser, rendered once the data of the first
 * screen has arrived, so the HTML holds the page's text, title, meta description, canonical and hreflang; the
 * browser then hydrates it and fetches what moves (stock, prices, cart).
 */
export interface PrerenderRequest {
  /** The storefront path, language prefix included: `/`, `/le-domaine`, `/en_US/product/3`, `/de_DE/products`. */
  path: string;
  /** The path's content language (`de_DE`): its prefix, French without one (shared/src/i18n/content-lang.ts). */
  lang: string;
  idSite: number;
  /** Where the API answers (no `/api` suffix): the renderer calls `${apiBaseUrl}/page/le-domaine`. */
  apiBaseUrl: string;
  /** The site's public origin for canonical and hreflang links, or null (the links are then relative). */
  publicOrigin: string | null;
  /**
   * Every API call of the render goes through it (the prerender answers the site's reads from the release's
   * snapshot, and lets the rest through): called with the absolute URL and the headers the storefront sends
   * (`idSite`, `userLang`, `contentLang`).
   */
  fetch: typeof fetch;
}

export interface PrerenderedDocument {
  /** 200, or 404 for a path that names nothing (the release keeps no document for it). */
  status: number;
  /** The whole HTML document: the built `index.html` with the head's tags and the rendered `#root`. */
  html: string;
}

/** What `web-store/dist-ssr/entry-server.js` exports. */
export interface StoreRenderer {
  /** `template` is the built storefront's `index.html` (its hashed script and style links). */
  renderDocument(template: string, request: PrerenderRequest): Promise<PrerenderedDocument>;
}
