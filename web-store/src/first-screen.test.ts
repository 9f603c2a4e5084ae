import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { fetchFirstScreen } from './first-screen.ts';
import { detail, summary } from './testing/fixtures.ts';
import { Failure, fakeFetch, siteParameters } from './testing/store-test.tsx';

/** An address of the shop as the browser holds it. */
const at = (href: string) => new URL(href) as unknown as Location;
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('the first screen’s calls (no React)', () => {
  it('resolves a shop’s own domain first, then asks its theme, header and list together for the site it names', async () => {
    let giveSite!: (answer: object) => void;
    const site = new Promise<object>((resolve) => (giveSite = resolve));
    const api = fakeFetch({ 'GET /site/resolve': () => site, 'GET /parameter': siteParameters });
    vi.stubGlobal('fetch', api.fetch);
    fetchFirstScreen(client(), at('https://www.domaine-des-lilas.fr/products?site=9&q=ros%C3%A9'));

    await vi.waitFor(() => expect(api.to('/site/resolve')).toHaveLength(1));
    expect(api.sent).toHaveLength(1);
    expect(Object.fromEntries(api.to('/site/resolve')[0]!.query)).toEqual({ host: 'www.domaine-des-lilas.fr' });

    giveSite({ idSite: 4 });
    await vi.waitFor(() => expect(api.sent).toHaveLength(9));
    expect(api.sent.slice(1).map((request) => request.path)).toEqual([
      '/parameter',
      '/site/info',
      '/lang/active',
      '/page',
      '/site/information',
      '/site-font',
      '/product',
      '/list/KIND',
    ]);
    expect(api.sent.slice(1).every((request) => request.headers.idSite === '4')).toBe(true);
    expect(api.to('/product')[0]!.query.get('name')).toBe('lk:rosé');
  });

  it('falls back on ?site= when the host names no shop, and asks nothing for an address it cannot tell', async () => {
    const api = fakeFetch({ 'GET /site/resolve': new Failure(404, 'No site') });
    vi.stubGlobal('fetch', api.fetch);
    fetchFirstScreen(client(), at('https://boutique.example.com/le-domaine?site=3'));
    await vi.waitFor(() => expect(api.sent).toHaveLength(7));
    expect(api.sent.slice(1).map((request) => [request.path, request.headers.idSite])).toEqual([
      ['/parameter', '3'],
      ['/site/info', '3'],
      ['/lang/active', '3'],
      ['/page', '3'],
      ['/site/information', '3'],
      ['/site-font', '3'],
    ]);
  });

  it('asks the list’s first photo, or the product’s, as soon as the answer names it, before any screen is drawn', async () => {
    const photo = (path: string) => ({ url: `http://media.test/media/sites/1/${path}`, alt: '' });
    const api = fakeFetch({
      'GET /product': {
        products: [summary({ id: 1, image: photo('a.png') }), summary({ id: 2, image: photo('b.png') })],
        total: 2,
      },
      'GET /product/7': detail({ id: 7, images: [photo('c.png'), photo('d.png')] }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const preloads = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => [
        link.href,
        link.getAttribute('fetchpriority'),
      ]);
    fetchFirstScreen(client(), at('http://127.0.0.1:5174/products?site=1'));
    await vi.waitFor(() => expect(preloads()).toEqual([['http://media.test/media/sites/1/a.png', 'high']]));
    fetchFirstScreen(client(), at('http://127.0.0.1:5174/product/7?site=1'));
    await vi.waitFor(() => expect(preloads()).toContainEqual(['http://media.test/media/sites/1/c.png', 'high']));
    expect(preloads()).toHaveLength(2);
    document.head.replaceChildren();
  });

  it('declares the fonts the site uses as soon as their answer comes (swap), and preloads the title’s', async () => {
    const face = (family: string, weight = 400) => ({
      family,
      weight,
      style: 'normal' as const,
      woff2Url: `http://media.test/media/fonts/${family}-${weight}.woff2`,
      woffUrl: null,
    });
    const setting = (family: string, weight = 400) => ({ family, size: 1.5, weight, colour: '#5a1e2b' });
    const api = fakeFetch({
      'GET /site-font': {
        idsBaseFont: [1, 2, 3],
        fonts: [],
        settings: { TITLE: setting('Lora', 700), MENU: null, CONTENT: setting('Inter') },
        // The server names only the faces the settings use: the storefront declares exactly those.
        faces: [face('Lora', 700), face('Inter')],
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    fetchFirstScreen(client(), at('http://127.0.0.1:5174/le-domaine?site=1'));
    await vi.waitFor(() => expect(document.getElementById('cellar-site-fonts')).not.toBeNull());
    const css = document.getElementById('cellar-site-fonts')!.textContent!;
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css.match(/font-display:swap/g)).toHaveLength(2);
    expect(css).toContain('url("http://media.test/media/fonts/Lora-700.woff2") format("woff2")');
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')];
    expect(preloads.map((link) => [link.href, link.type, link.crossOrigin])).toEqual([
      ['http://media.test/media/fonts/Lora-700.woff2', 'font/woff2', 'anonymous'],
    ]);
    const root = document.documentElement.style;
    expect(root.getPropertyValue('--cellar-font-title-family')).toMatch(/^"Lora", Georgia/);
    expect(root.getPropertyValue('--cellar-font-title-size')).toBe('1.5em');
    expect(root.getPropertyValue('--cellar-font-content-weight')).toBe('400');
    expect(root.getPropertyValue('--cellar-font-menu-family')).toBe('');
    document.head.replaceChildren();
    document.documentElement.removeAttribute('style');
  });

  it('loads no font for a site without fonts', async () => {
    const api = fakeFetch({
      'GET /site-font': { idsBaseFont: [], fonts: [], settings: { TITLE: null, MENU: null, CONTENT: null }, faces: [] },
    });
    vi.stubGlobal('fetch', api.fetch);
    const queries = client();
    fetchFirstScreen(queries, at('http://127.0.0.1:5174/le-domaine?site=1'));
    // Answered and applied: the fonts are applied in the same task as the answer's arrival, before the next poll.
    await vi.waitFor(() =>
      expect(queries.getQueryCache().findAll({ queryKey: ['siteFonts'] })[0]?.state.status).toBe('success'),
    );
    expect(document.querySelector('#cellar-site-fonts, link[as="font"]')).toBeNull();
  });

  it('asks nothing without a site: no host naming one and no ?site=', async () => {
    const api = fakeFetch({});
    vi.stubGlobal('fetch', api.fetch);
    fetchFirstScreen(client(), at('http://127.0.0.1:5174/products'));
    expect(api.sent).toEqual([]); // it decides at once: the screen says "shop not found"
  });
});
