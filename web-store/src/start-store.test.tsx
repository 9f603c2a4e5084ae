import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Root } from 'react-dom/client';
import { tokenCookie } from './lib/session/session.ts';
import { storeCart, twoWines } from './testing/checkout-fixtures.ts';
import { detail, summary } from './testing/fixtures.ts';
import { publicPage } from './testing/page-fixtures.ts';
import { prerenderStore, template } from './testing/prerender-test.ts';
import { baseRoutes, Failure, fakeFetch, siteParameters, type FakeRoutes } from './testing/store-test.tsx';
import { startStore } from './start-store.tsx';

const page = { 'GET /page/le-domaine': publicPage({ metaDescription: 'Un domaine familial depuis 1890.' }) };
const head = (selector: string) => document.head.querySelector(selector);

/** The document as the browser gets it at `address`, the API answering `routes` from then on. */
function open(html: string, address: string, routes: FakeRoutes = {}) {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  for (const name of ['lang', 'style']) {
    const value = parsed.documentElement.getAttribute(name);
    if (value === null) document.documentElement.removeAttribute(name);
    else document.documentElement.setAttribute(name, value);
  }
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  window.history.replaceState(null, '', address);
  const api = fakeFetch({ ...baseRoutes, ...routes });
  vi.stubGlobal('fetch', api.fetch);
  return { api, root: document.getElementById('root')! };
}

let started: Root | undefined;
const recovered = vi.fn();
let consoleError: MockInstance<typeof console.error>;
/**
 * What React said was wrong. Its server renderer marks every context it provides as its own and never unmarks it, so
 * the browser's renderer says once per context that two renderers share it: true only of a test, where both run in
 * one JavaScript realm.
 */
const errorsSaid = () =>
  consoleError.mock.calls.filter(
    ([message]) =>
      message !==
      'Detected multiple renderers concurrently rendering the same context provider. This is currently unsupported.',
  );

function start(root: HTMLElement) {
  act(() => {
    started = startStore(root, { onRecoverableError: recovered });
  });
}

beforeEach(() => {
  recovered.mockReset();
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  act(() => started?.unmount());
  started = undefined;
  consoleError.mockRestore();
});

describe('the storefront in the browser', () => {
  it('hydrates a prerendered page as it is, then shows the shopper’s own cart and account, asking nothing again', async () => {
    const { html } = await prerenderStore('/le-domaine', page);
    const { api, root } = open(html, '/le-domaine', page);
    // What the server could not know: this shopper's cart (7 bottles) and session.
    storeCart(twoWines());
    document.cookie = `${tokenCookie(1)}=token-of-a-customer; Path=/`;
    const heading = root.querySelector('h1');
    expect(heading?.textContent).toBe('Le domaine');

    start(root);
    // The page's own effects ran: its chunk came and its part of the markup was hydrated.
    await waitFor(() => expect(head('meta[name="description"]')?.hasAttribute('data-prerendered')).toBe(false));
    expect(await screen.findByTestId('cart-badge')).toHaveTextContent('7');
    expect(screen.getByRole('link', { name: 'Mon compte' })).toBeInTheDocument();

    expect(recovered).not.toHaveBeenCalled();
    expect(errorsSaid()).toEqual([]);
    // The server's nodes were kept, not drawn anew, and the data came with the document.
    expect(root.querySelector('h1')).toBe(heading);
    // Only the page view of the statistics (docs/statistics.md) went out: no data was asked again.
    expect(api.sent.map((r) => r.path)).toEqual(['/site/visit/1']);
    expect(document.title).toBe('Le domaine – Domaine des Lilas');
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/le-domaine`);
  });

  it('hydrates a document made last year without a mismatch, then says this year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-12-31T12:00:00Z'));
      const { html } = await prerenderStore('/le-domaine', page);
      expect(html).toContain('© 2026 Domaine des Lilas');
      vi.setSystemTime(new Date('2027-01-01T12:00:00Z'));
      const { root } = open(html, '/le-domaine', page);
      start(root);
      expect(await screen.findByText('© 2027 Domaine des Lilas')).toBeInTheDocument();
      await waitFor(() => expect(head('meta[name="description"]')?.hasAttribute('data-prerendered')).toBe(false));
      expect(recovered).not.toHaveBeenCalled();
      expect(errorsSaid()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes the prerendered head away with its screen', async () => {
    const { html } = await prerenderStore('/le-domaine', page);
    const { root } = open(html, '/le-domaine', page);
    start(root);
    await waitFor(() => expect(head('meta[name="description"]')?.hasAttribute('data-prerendered')).toBe(false));

    await userEvent.setup().click(screen.getByRole('link', { name: /^Panier/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre panier' })).toBeInTheDocument();
    // The page's head goes in its screen's cleanup, which React runs just after drawing the cart: waited for.
    await waitFor(() => expect(document.title).toBe('Boutique'));
    expect(head('meta[name="description"]')).toBeNull();
    expect(head('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
    expect(recovered).not.toHaveBeenCalled();
  });

  it('draws anew a prerendered document opened with a query, for the document’s site whatever ?site= says', async () => {
    const { html } = await prerenderStore('/le-domaine', page);
    const { api, root } = open(html, '/le-domaine?site=2', {
      ...page,
      'GET /parameter': (request) => (request.headers.idSite === '2' ? new Failure(404, 'No site') : {}),
    });
    const heading = root.querySelector('h1');

    start(root);
    expect(await screen.findByRole('heading', { level: 1, name: 'Le domaine' })).not.toBe(heading);
    expect(api.sent.filter((request) => request.headers.idSite !== '1')).toEqual([]);
    expect(window.sessionStorage.length).toBe(0);
    expect(recovered).not.toHaveBeenCalled();
    expect(errorsSaid()).toEqual([]);
  });

  it('asks a product list beside the theme and the header, before any of them has answered', async () => {
    let giveTheme!: (answer: object) => void;
    const theme = new Promise<object>((resolve) => (giveTheme = resolve));
    const { api, root } = open(template, '/products?site=1', {
      'GET /parameter': () => theme,
      'GET /product': { products: [summary({ id: 1, name: 'Cuvée des Lilas' })], total: 1 },
    });
    start(root);
    // The list's call and the kinds' have left while the theme is still on its way.
    await waitFor(() => expect(api.to('/product')).toHaveLength(1));
    expect(api.to('/list/KIND')).toHaveLength(1);
    expect(screen.queryByText('Cuvée des Lilas')).toBeNull();

    giveTheme(siteParameters);
    expect(await screen.findByRole('heading', { level: 2, name: 'Cuvée des Lilas' })).toBeInTheDocument();
    // Asked once, though React's development mode mounts every screen twice (and so asks the site's calls again).
    expect(api.to('/product')).toHaveLength(1);
    expect(api.to('/product')[0]!.headers).toMatchObject({ idSite: '1', userLang: 'fr_FR' });
  });

  it('asks a product page’s product beside the theme, in the language of its address', async () => {
    const { api, root } = open(template, '/en_US/product/7?site=1', {
      'GET /product/7': detail({ id: 7, name: 'Clos du Moulin' }),
    });
    start(root);
    expect(await screen.findByRole('heading', { level: 1, name: 'Clos du Moulin' })).toBeInTheDocument();
    expect(api.to('/product/7')).toHaveLength(1);
    expect(api.to('/product/7')[0]!.headers).toMatchObject({ idSite: '1', userLang: 'en_US' });
  });

  it('draws a document that was not prerendered as before, for the site of its address', async () => {
    const { api, root } = open(template, '/le-domaine?site=1', page);
    start(root);
    expect(await screen.findByRole('heading', { level: 1, name: 'Le domaine' })).toBeInTheDocument();
    expect(api.to('/page/le-domaine')[0]!.headers).toMatchObject({ idSite: '1', userLang: 'fr_FR' });
  });
});
