import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { publicPage } from './testing/page-fixtures.ts';
import { prerenderStore } from './testing/prerender-test.ts';
import { renderStore, type FakeRoutes } from './testing/store-test.tsx';

/**
 * The storefront in every language the site shows (docs/translations.md "Content language"): `/<code>/…` for each
 * active language but the default, the interface in English where the storefront has no catalogue.
 */
const lang = (id: number, code: string, label: string, valid = true) => ({
  id,
  code,
  label,
  mtCode: null,
  valid,
  isDefault: code === 'fr_FR',
});

/** A site in French (its default), English and German, Spanish switched off. */
const fourLanguages: FakeRoutes = {
  'GET /lang/active': {
    langs: [
      lang(1, 'fr_FR', 'Français'),
      lang(3, 'de_DE', 'Deutsch'),
      lang(2, 'en_US', 'English'),
      lang(4, 'es_ES', 'Español', false),
    ],
  },
};

const head = (selector: string) => document.head.querySelector(selector);

describe('the storefront in a language of the site other than French and English', () => {
  it('asks the content in German under /de_DE, shows its interface in English and keeps its links in German', async () => {
    const { api } = renderStore('/de_DE?site=1', fourLanguages);
    expect(await screen.findByRole('heading', { level: 1, name: 'Our wines' })).toBeInTheDocument();
    expect(api.to('/product')[0]!.headers).toMatchObject({ idSite: '1', userLang: 'en_US', contentLang: 'de_DE' });
    expect(document.documentElement.lang).toBe('de-DE');
    expect(screen.getByRole('link', { name: 'Domaine des Lilas home page' })).toHaveAttribute('href', '/de_DE');
  });

  it('lists the site’s active languages by their names in the switch, the default first, none switched off', async () => {
    renderStore('/de_DE/products?site=1&q=lilas', fourLanguages);
    const german = await screen.findByTestId('lang-de_DE');
    expect(german).toHaveAttribute('aria-current', 'true');
    expect(german).toHaveTextContent('Deutsch');
    const links = screen.getAllByRole('link').filter((link) => link.dataset.testid?.startsWith('lang-'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Français', '/products?site=1&q=lilas'],
      ['Deutsch', '/de_DE/products?site=1&q=lilas'],
      ['English', '/en_US/products?site=1&q=lilas'],
    ]);
    expect(screen.queryByTestId('lang-es_ES')).toBeNull();
  });

  it('goes from French to German on the same screen, asking its content again in German', async () => {
    const { api } = renderStore('/products?site=1', fourLanguages);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nos vins' })).toBeInTheDocument();
    expect(api.to('/product')[0]!.headers).toMatchObject({ userLang: 'fr_FR', contentLang: 'fr_FR' });
    await userEvent.setup().click(await screen.findByTestId('lang-de_DE'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Our wines' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/de_DE/products');
    await waitFor(() => expect(api.to('/product').at(-1)!.headers.contentLang).toBe('de_DE'));
  });

  it('names the page in every active language as alternates, x-default on the default, canonical in German', async () => {
    renderStore('/de_DE/le-domaine?site=1', {
      ...fourLanguages,
      'GET /page/le-domaine': publicPage({ title: 'Das Weingut' }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Das Weingut' });
    const origin = window.location.origin;
    await waitFor(() => expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/de_DE/le-domaine`));
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['fr', `${origin}/le-domaine`],
      ['de', `${origin}/de_DE/le-domaine`],
      ['en', `${origin}/en_US/le-domaine`],
      ['x-default', `${origin}/le-domaine`],
    ]);
  });
});

describe('the prerendered document of a German address', () => {
  it('is in German, asks its content in German and names its addresses in every active language', async () => {
    const { status, document, api } = await prerenderStore('/de_DE/le-domaine', {
      ...fourLanguages,
      'GET /page/le-domaine': publicPage({ title: 'Das Weingut' }),
    });
    expect(status).toBe(200);
    expect(document.querySelector('#root h1')?.textContent).toBe('Das Weingut');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(api.to('/page/le-domaine')[0]!.headers).toMatchObject({ userLang: 'en_US', contentLang: 'de_DE' });
    const origin = 'https://www.domaine-des-lilas.fr';
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${origin}/de_DE/le-domaine`);
    expect(document.querySelector('link[rel="alternate"][hreflang="de"]')?.getAttribute('href')).toBe(
      `${origin}/de_DE/le-domaine`,
    );
  });
});
