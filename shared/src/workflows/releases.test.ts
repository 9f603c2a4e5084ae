import { describe, expect, it } from 'vitest';
import { reservedPageUrls } from '../pages/page-rules.ts';
import { releaseDocumentPath } from './releases.ts';

/** The storefront's client-only screens (web-store/src/app.tsx), French and English. */
const clientOnly = [
  '/cart',
  '/checkout',
  '/checkout/confirmation',
  '/account',
  '/account/login',
  '/account/register',
  '/account/orders',
  '/account/orders/12',
  '/password/forget',
  '/password/reset/0f1e2d3c',
  '/e-label/42',
  '/preview/page',
];

describe('releaseDocumentPath', () => {
  it('names the document of a path a release may hold', () => {
    expect(releaseDocumentPath('/')).toBe('index.html');
    expect(releaseDocumentPath('/le-domaine')).toBe('le-domaine/index.html');
    expect(releaseDocumentPath('/le-domaine/')).toBe('le-domaine/index.html');
    expect(releaseDocumentPath('/en_US')).toBe('en_US/index.html');
    expect(releaseDocumentPath('/en_US/product/3')).toBe('en_US/product/3/index.html');
    expect(releaseDocumentPath('/products')).toBe('products/index.html');
    expect(releaseDocumentPath('/conditions')).toBe('conditions/index.html');
    expect(releaseDocumentPath('/en_US/legal-notice')).toBe('en_US/legal-notice/index.html');
  });

  it('names none for files and the other behaviours (/api, /media, /assets)', () => {
    for (const path of ['/favicon.svg', '/api/page/1', '/media/sites/1/logo/a.png', '/assets/index-1a2b.js', 'x'])
      expect(releaseDocumentPath(path), path).toBeNull();
  });

  it("names none for the storefront's client-only screens, with or without /en_US and a trailing slash", () => {
    for (const path of clientOnly)
      for (const variant of [path, `${path}/`, `/en_US${path}`, `/en_US${path}/`])
        expect(releaseDocumentPath(variant), variant).toBeNull();
  });

  it('still names the pages whose address only starts like a client-only screen', () => {
    for (const path of [
      '/cartes',
      '/checkouts',
      '/accounting',
      '/passwords',
      '/e-labels',
      '/previews',
      '/en_US/cartes',
    ])
      expect(releaseDocumentPath(path), path).toBe(`${path.slice(1)}/index.html`);
    // Not a screen of the storefront: below the cart or the checkout, a path names a document like any other.
    expect(releaseDocumentPath('/checkout/other')).toBe('checkout/other/index.html');
  });

  it('leaves out only paths no page may take (reservedPageUrls): a published page is never skipped', () => {
    const roots = new Set(clientOnly.map((path) => path.split('/')[1]!));
    for (const root of roots) expect(reservedPageUrls as readonly string[], root).toContain(root);
  });
});
