import { describe, expect, it } from 'vitest';
import { prerenderedStateId } from './lib/prerender/prerendered-state.ts';
import { detail, summary } from './testing/fixtures.ts';
import { component, layout, menuNode, publicPage } from './testing/page-fixtures.ts';
import { apiBaseUrl, prerenderStore } from './testing/prerender-test.ts';
import { Failure } from './testing/store-test.tsx';

const origin = 'https://www.domaine-des-lilas.fr';
const headOf = (document: Document) => ({
  title: document.title,
  description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
  canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
  alternates: Object.fromEntries(
    [...document.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
  ),
});
const rootText = (document: Document) => document.getElementById('root')?.textContent ?? '';
const stateOf = (document: Document) => JSON.parse(document.getElementById(prerenderedStateId)!.textContent!);

describe('the prerendered document of a storefront address', () => {
  it('holds a page’s text, its title, description, canonical and alternate addresses, in French', async () => {
    const { status, document, api } = await prerenderStore('/le-domaine', {
      'GET /page/le-domaine': publicPage({ metaDescription: 'Un domaine familial depuis 1890.' }),
    });
    expect(status).toBe(200);
    expect(document.querySelector('#root h1')?.textContent).toBe('Le domaine');
    expect(rootText(document)).toContain('Bienvenue');
    expect(headOf(document)).toEqual({
      title: 'Le domaine – Domaine des Lilas',
      description: 'Un domaine familial depuis 1890.',
      canonical: `${origin}/le-domaine`,
      alternates: { fr: `${origin}/le-domaine`, en: `${origin}/en_US/le-domaine`, 'x-default': `${origin}/le-domaine` },
    });
    // One title: the built page's own gave way.
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.documentElement.lang).toBe('fr-FR');
    // Painted with the site's theme before any script runs.
    expect(document.documentElement.style.getPropertyValue('--cellar-primary-color')).toBe('#7B1E3A');
    // The built page's script and style are still there.
    expect(document.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-abc.js');
    // Every call went through the given fetch, to the given API, as the storefront sends it.
    expect(api.sent.length).toBeGreaterThan(0);
    for (const call of api.fetch.mock.calls) expect(String(call[0]).startsWith(`${apiBaseUrl}/`)).toBe(true);
    expect(api.to('/page/le-domaine')[0]!.headers).toEqual({ idSite: '1', userLang: 'fr_FR', contentLang: 'fr_FR' });
  });

  it('holds a product’s name, price and facts, with its title and addresses', async () => {
    const { status, document } = await prerenderStore('/product/1', {
      'GET /product/1': detail({ metaDescription: 'Un rouge de garde du Beaujolais.' }),
    });
    expect(status).toBe(200);
    expect(document.querySelector('#root h1')?.textContent).toBe('Cuvée des Lilas');
    expect(document.querySelector('#root [data-testid="price"]')?.textContent).toMatch(/18,00/);
    expect(rootText(document)).toContain('Merlot');
    expect(headOf(document)).toEqual({
      title: 'Cuvée des Lilas — Domaine des Lilas',
      description: 'Un rouge de garde du Beaujolais.',
      canonical: `${origin}/product/1`,
      alternates: { fr: `${origin}/product/1`, en: `${origin}/en_US/product/1`, 'x-default': `${origin}/product/1` },
    });
  });

  it('speaks English under /en_US, with addresses relative to the site when it has no public address', async () => {
    const { document, api } = await prerenderStore(
      '/en_US/le-domaine',
      {
        'GET /page/le-domaine': (request) =>
          publicPage(
            request.headers.userLang === 'en_US' ? { title: 'The estate', metaDescription: 'Since 1890.' } : {},
          ),
      },
      { publicOrigin: null },
    );
    expect(document.documentElement.lang).toBe('en-US');
    expect(document.querySelector('#root h1')?.textContent).toBe('The estate');
    expect(rootText(document)).toContain('Alcohol abuse is dangerous for your health.');
    expect(headOf(document)).toEqual({
      title: 'The estate – Domaine des Lilas',
      description: 'Since 1890.',
      canonical: '/en_US/le-domaine',
      alternates: { fr: '/le-domaine', en: '/en_US/le-domaine', 'x-default': '/le-domaine' },
    });
    expect(api.sent.every((request) => request.headers.userLang === 'en_US')).toBe(true);
  });

  it('names as alternates the site’s languages only, x-default on its default one', async () => {
    const langs = (english: { valid: boolean; isDefault: boolean }) => ({
      langs: [
        { id: 2, code: 'en_US', label: 'English', mtCode: null, ...english },
        { id: 1, code: 'fr_FR', label: 'Français', mtCode: null, valid: true, isDefault: !english.isDefault },
      ].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)),
    });
    const french = await prerenderStore('/le-domaine', {
      'GET /page/le-domaine': publicPage(),
      'GET /lang/active': langs({ valid: false, isDefault: false }),
    });
    expect(headOf(french.document)).toMatchObject({ canonical: `${origin}/le-domaine`, alternates: {} });

    const englishFirst = await prerenderStore('/le-domaine', {
      'GET /page/le-domaine': publicPage(),
      'GET /lang/active': langs({ valid: true, isDefault: true }),
    });
    expect(headOf(englishFirst.document).alternates).toEqual({
      en: `${origin}/en_US/le-domaine`,
      fr: `${origin}/le-domaine`,
      'x-default': `${origin}/en_US/le-domaine`,
    });
  });

  it('draws a home page and the blocks it holds, whose data comes after the page’s', async () => {
    const { status, document, api } = await prerenderStore('/', {
      'GET /page': { pages: [menuNode({ id: 3, title: 'Accueil', url: 'accueil' })], homeId: 3 },
      'GET /page/3': publicPage({
        id: 3,
        title: 'Bienvenue au domaine',
        url: 'accueil',
        layouts: [layout('ONE_COLUMN', [component('product-list', { nbItem: 6 })])],
      }),
      'GET /product': { products: [summary({ id: 4, name: 'Rosé du Mas' })], total: 1 },
    });
    expect(status).toBe(200);
    expect(document.querySelector('#root h1')?.textContent).toBe('Bienvenue au domaine');
    expect(document.querySelector('#root [data-testid="product-card"]')?.textContent).toContain('Rosé du Mas');
    expect(headOf(document).canonical).toBe(`${origin}/`);
    expect(api.to('/product')).toHaveLength(1);
  });

  it('is a 404 for an address that names nothing: no such screen, page or product', async () => {
    for (const path of ['/account/orders/7/nothing', '/not-a-page', '/product/404', '/en_US/product/0']) {
      const { status, document } = await prerenderStore(path, {
        'GET /page/not-a-page': new Failure(404, 'Page not found'),
        'GET /product/404': new Failure(404, 'Product not found'),
      });
      expect({ path, status }).toEqual({ path, status: 404 });
      expect(document.querySelector('#root h1')?.textContent).toMatch(/^(Page introuvable|Page not found)$/);
    }
  });

  it('keeps a site’s text inside its state: no `</script>` of a page’s text closes the script', async () => {
    const attack = '</script><script>alert(1)</script><!--';
    const { document, html } = await prerenderStore('/le-domaine', {
      'GET /page/le-domaine': publicPage({ title: `Le domaine ${attack}`, metaDescription: `"${attack}` }),
    });
    expect(html).not.toContain('<script>alert(1)');
    // The built page's module script and the state: nothing else runs.
    expect([...document.scripts].map((script) => script.type)).toEqual(['module', 'application/json']);
    expect(
      stateOf(document).queries.queries.find((q: { queryKey: unknown[] }) => q.queryKey[0] === 'page').state.data,
    ).toMatchObject({ title: `Le domaine ${attack}` });
    expect(document.querySelector('#root h1')?.textContent).toBe(`Le domaine ${attack}`);
    expect(headOf(document)).toMatchObject({
      title: `Le domaine ${attack} – Domaine des Lilas`,
      description: `"${attack}`,
    });
  });

  it('is refused when the API fails for the moment, rather than a release showing the failure', async () => {
    await expect(prerenderStore('/le-domaine', { 'GET /page/le-domaine': new Failure(503, 'Busy') })).rejects.toThrow(
      /page.*le-domaine.*503/,
    );
    await expect(prerenderStore('/le-domaine', {}, { lang: 'en_US' })).rejects.toThrow(/fr_FR address/);
  });
});
