import type { QueryClient } from '@tanstack/react-query';
import { contentLangFromPath, interfaceLangOf, stripContentLang } from '@cellar/shared/i18n/content-lang';
import { kindsQuery, productQuery, productsQuery, readListState } from './features/products/api/product-queries.ts';
import { errorStatus } from './lib/api/errors.ts';
import { createStoreApi, type StoreApi } from './lib/api/store-api.ts';
import { pagesQuery } from './lib/pages/pages-query.ts';
import {
  activeLangsQuery,
  parametersQuery,
  siteFontsQuery,
  siteInfoQuery,
  siteInformationQuery,
  siteResolveQuery,
} from './lib/site/site-queries.ts';
import { applyFonts } from './lib/theme/fonts.ts';
import { siteSource, siteToShow } from './lib/site/site-source.ts';

/**
 * The screen's largest photo, asked as soon as its data names it rather than once React has drawn the screen: the
 * list's first card (its `fetchpriority="high"` photo) or the product's first photo. The browser keeps it for the
 * `<img>` that shows it (the same address: photos have one size, docs/first-paint.md).
 */
function preloadPhoto(url: string | undefined): void {
  if (!url) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = url;
  document.head.append(link);
}

/** The calls of a shop's screen at `path` (without its language), besides the site's own: the list's, a product's. */
function fetchScreen(queryClient: QueryClient, api: StoreApi, path: string, search: string): void {
  // A failed call is the screen's to show, as when it asks itself: nothing to do here.
  const ignore = () => undefined;
  if (path === '/products') {
    queryClient
      .fetchQuery(productsQuery(api, readListState(new URLSearchParams(search))))
      .then((list) => preloadPhoto(list.products[0]?.image?.url), ignore);
    void queryClient.prefetchQuery(kindsQuery(api));
    return;
  }
  const product = /^\/product\/([1-9]\d{0,8})$/.exec(path);
  if (product)
    queryClient
      .fetchQuery(productQuery(api, Number(product[1])))
      .then((shown) => preloadPhoto(shown.images[0]?.url), ignore);
}

/**
 * Starts the calls of the first screen as soon as the code runs (docs/first-paint.md), all that can go together at
 * once: the site's host resolved, then the theme, the header's data and the screen's own data side by side — rather
 * than each when the component asking it is drawn, one round trip after the other (the host, then the theme and
 * header, then the list). The components ask the very same queries (same keys): they find these answers, or these
 * calls in flight, and ask nothing twice. What this cannot tell (a site's page, the home screen) is the components'.
 */
export function fetchFirstScreen(
  queryClient: QueryClient,
  location: Location = window.location,
  prerenderedSite: number | null = null,
): void {
  // The same languages as the screens' (app.tsx): the same query keys.
  const contentLang = contentLangFromPath(location.pathname);
  const lang = interfaceLangOf(contentLang);
  const start = (idSite: number | null) => {
    if (idSite === null) return;
    const api = createStoreApi(idSite, lang, {}, null, contentLang);
    // prefetchQuery never throws: a call that fails is the screen's to show, as when it asks itself.
    void queryClient.prefetchQuery(parametersQuery(api));
    void queryClient.prefetchQuery(siteInfoQuery(api));
    void queryClient.prefetchQuery(activeLangsQuery(api));
    void queryClient.prefetchQuery(pagesQuery(api));
    void queryClient.prefetchQuery(siteInformationQuery(api));
    // The fonts' files are asked as soon as the answer names them, not once React has drawn the screen.
    queryClient.fetchQuery(siteFontsQuery(api)).then(
      (fonts) => applyFonts(fonts),
      () => undefined,
    );
    fetchScreen(queryClient, api, stripContentLang(location.pathname), location.search);
  };
  // A prerendered document names its site, as SiteGate reads it: neither the address nor the session storage then.
  if (prerenderedSite !== null) return start(prerenderedSite);
  const source = siteSource(location);
  if (source.host === null) return start(source.requested);
  queryClient.fetchQuery(siteResolveQuery(createStoreApi(null, lang, {}, null, contentLang), source.host)).then(
    (resolved) => start(siteToShow(source, resolved)),
    (error: unknown) => start(errorStatus(error) === 404 ? siteToShow(source, 'namesNoSite') : null),
  );
}
