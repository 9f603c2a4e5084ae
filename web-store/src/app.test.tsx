import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { siteStorageKey } from './lib/site/site-source.ts';
import { Failure, renderStore, siteParameters } from './testing/store-test.tsx';

const cssVariable = (name: string) => document.documentElement.style.getPropertyValue(name);

describe('the storefront', () => {
  it('shows the site of ?site= in French, painted with its theme', async () => {
    const { api } = renderStore('/?site=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nos vins' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accueil de Domaine des Lilas' })).toHaveAttribute('href', '/');
    expect(
      screen.getByText('L’abus d’alcool est dangereux pour la santé, à consommer avec modération.'),
    ).toBeInTheDocument();
    expect(api.to('/parameter')[0]!.headers).toEqual({ idSite: '1', userLang: 'fr_FR', contentLang: 'fr_FR' });
    expect(cssVariable('--cellar-primary-color')).toBe('#7B1E3A');
    expect(cssVariable('--cellar-accent-color')).toBe('#C9A227');
    expect(cssVariable('--cellar-background-color')).toBe('#ffffff');
    expect(cssVariable('--store-on-primary')).toBe('#ffffff');
    expect(document.documentElement.lang).toBe('fr-FR');
  });

  it('switches to a dark palette when the site asks for the dark theme, keeping its brand colours', async () => {
    renderStore('/?site=1', { 'GET /parameter': { ...siteParameters, DARK_THEME: true } });
    await screen.findByRole('heading', { level: 1, name: 'Nos vins' });
    expect(cssVariable('--cellar-background-color')).toBe('#121212');
    expect(cssVariable('--cellar-font-color')).toBe('#ececec');
    expect(cssVariable('--cellar-heading-color')).toBe('#ececec');
    expect(cssVariable('--cellar-primary-color')).toBe('#7B1E3A');
    expect(cssVariable('color-scheme')).toBe('dark');
  });

  it('keeps the site for the session, so its own links work without ?site', async () => {
    renderStore('/?site=1');
    await screen.findByRole('heading', { level: 1, name: 'Nos vins' });
    expect(window.sessionStorage.getItem(siteStorageKey)).toBe('1');
    const { api } = renderStore('/en_US', {}, { keepSession: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Our wines' })).toBeInTheDocument();
    expect(api.to('/product')[0]!.headers).toEqual({ idSite: '1', userLang: 'en_US', contentLang: 'en_US' });
  });

  it('speaks English under /en_US, and its language switch keeps the screen and the query', async () => {
    const { api } = renderStore('/en_US?site=1&q=lilas');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Our wines' })).toBeInTheDocument();
    expect(
      screen.getByText('Alcohol abuse is dangerous for your health. Please drink responsibly.'),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-US');
    expect(await screen.findByTestId('lang-en_US')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('lang-fr_FR')).toHaveAttribute('href', '/?site=1&q=lilas');
    await user.click(screen.getByTestId('lang-fr_FR'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nos vins' })).toBeInTheDocument();
    await waitFor(() => expect(api.to('/product').at(-1)!.headers.userLang).toBe('fr_FR'));
    // The filters come with the list (its skeleton until then).
    expect(await screen.findByRole('checkbox', { name: 'Rouge' })).toBeInTheDocument();
  });

  it('offers no language switch when the site has only one of the two languages', async () => {
    const { queryClient } = renderStore('/?site=1', {
      'GET /lang/active': {
        langs: [{ id: 1, code: 'fr_FR', label: 'Français', mtCode: null, valid: true, isDefault: true }],
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Nos vins' });
    await waitFor(() =>
      expect(queryClient.getQueryState(['langsActive', null, null, 1, 'fr_FR', 'fr_FR'])?.status).toBe('success'),
    );
    expect(screen.queryByRole('navigation', { name: 'Langue' })).toBeNull();
  });

  it('says "shop not found" when the address names no site, or a site that does not exist', async () => {
    renderStore('/');
    expect(await screen.findByRole('heading', { name: 'Boutique introuvable' })).toBeInTheDocument();
    renderStore('/en_US?site=999', { 'GET /parameter': new Failure(404, 'Site not found') });
    expect(await screen.findByRole('heading', { name: 'Shop not found' })).toBeInTheDocument();
  });

  it('shows "page not found" for an address the shop does not have', async () => {
    renderStore('/en_US/nowhere?site=1');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the wines' })).toHaveAttribute('href', '/en_US');
  });
});
