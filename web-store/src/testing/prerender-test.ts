/** Test helpers for the prerender (only test files import this folder): renderDocument over a fake API. */
import { prerender } from 'react-dom/static';
import { vi } from 'vitest';
import { contentLangFromPath } from '@cellar/shared/i18n/content-lang';
import type { PrerenderRequest } from '@cellar/shared/workflows/store-renderer';
import { renderDocument } from '../entry-server.tsx';
import { baseRoutes, fakeFetch, type FakeRoutes } from './store-test.tsx';

/** The built index.html's shape: its module script and style in the head, an empty root. */
export const template = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <title>Boutique</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

export const apiBaseUrl = 'https://api.cellar.test';

/**
 * renderDocument of `path` for site 1 over `routes` (on top of the storefront's `baseRoutes`), as a server would: the
 * browser's globals are taken away while it renders, so that a read of them fails the test.
 */
export async function prerenderStore(
  path: string,
  routes: FakeRoutes = {},
  options: Partial<Pick<PrerenderRequest, 'publicOrigin' | 'lang'>> = {},
) {
  const api = fakeFetch({ ...baseRoutes, ...routes });
  const lang = options.lang ?? contentLangFromPath(path);
  for (const name of ['window', 'document', 'localStorage', 'sessionStorage', 'location', 'navigator', 'fetch'])
    vi.stubGlobal(name, undefined);
  try {
    const rendered = await renderDocument(template, {
      path,
      lang,
      idSite: 1,
      apiBaseUrl,
      publicOrigin: options.publicOrigin === undefined ? 'https://www.domaine-des-lilas.fr' : options.publicOrigin,
      fetch: api.fetch,
    });
    return { ...rendered, api, document: new DOMParser().parseFromString(rendered.html, 'text/html') };
  } finally {
    vi.unstubAllGlobals();
    // React's server renderer leaves the contexts of its last render set (a server never renders in the browser's
    // JavaScript realm, a test does): an empty render sets them back for the browser's renders that follow.
    await prerender(null);
  }
}
