import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PickupPlace } from '@cellar/shared/shipping/addresses';
import { Failure, renderStore, type SentRequest } from '../../../testing/store-test.tsx';
import { detail, summary } from '../../../testing/fixtures.ts';
import { component, entity, layout, menuNode, publicPage } from '../../../testing/page-fixtures.ts';

const cssVar = (element: HTMLElement, name: string) => element.style.getPropertyValue(name);
const head = (selector: string) => document.head.querySelector(selector);

const domaine = publicPage({
  css: 'color: #333333; font-size: 18px; background: url(https://evil.example/x.png)',
  background: { type: 'COLOR', color: '#fafafa' },
  layouts: [
    layout(
      'TWO_COLUMN',
      [
        entity({
          title: 'Notre histoire',
          content: '<p>Depuis <strong>1890</strong>.</p>',
          images: [{ idImage: 4, url: '/media/sites/1/page/vignes.jpg', alt: 'Les vignes au printemps' }],
          parameters: {
            computer: { background: { type: 'COLOR', color: '#eeeeee' }, blockHorizontalAlign: 'CENTER' },
            mobile: { padding: { left: 8 }, blockHorizontalAlign: 'LEFT' },
          },
        }),
        component(
          'call-to-action',
          { text: 'Venez nous voir', buttonLabel: 'Nous trouver', url: '/nous-trouver', variant: 'primary' },
          { inCard: true },
        ),
      ],
      { parameters: { computer: { padding: { top: 40, bottom: 40 } }, mobile: { padding: { top: 10 } } } },
    ),
    layout('ONE_AND_TWO', [
      entity({
        title: 'Le chai',
        images: [{ idImage: 5, url: '/media/sites/1/page/chai.jpg', alt: 'Le chai' }],
      }),
      entity({ title: 'Les cuves', images: [{ idImage: 6, url: 'https://evil.example/x.jpg', alt: 'Ailleurs' }] }),
      entity({ title: 'Les barriques' }),
    ]),
  ],
});

afterEach(() => vi.restoreAllMocks());

describe('a page of the site', () => {
  it('shows its title, its background and CSS, its layouts in order and their blocks, with both devices’ values', async () => {
    const { api } = renderStore('/le-domaine?site=1', { 'GET /page/le-domaine': domaine });
    expect(await screen.findByRole('heading', { level: 1, name: 'Le domaine' })).toBeInTheDocument();
    expect(api.to('/page/le-domaine')[0]!.headers).toMatchObject({ idSite: '1', userLang: 'fr_FR' });
    const page = screen.getByTestId('page');
    expect(page.style.color).toBe('rgb(51, 51, 51)');
    expect(page.style.fontSize).toBe('18px');
    expect(page.style.backgroundColor).toBe('rgb(250, 250, 250)');
    // A declaration the server would refuse is not applied, whatever came.
    expect(page.getAttribute('style')).not.toContain('evil');

    const layouts = screen.getAllByTestId('layout');
    expect(layouts.map((l) => l.dataset.layoutType)).toEqual(['TWO_COLUMN', 'ONE_AND_TWO']);
    const [two, three] = layouts as [HTMLElement, HTMLElement];
    const columns = within(two).getAllByTestId('content');
    expect(columns).toHaveLength(2);
    expect(columns.map((c) => c.dataset.contentType)).toEqual(['ENTITY', 'COMPONENT']);
    // Computer values, and the phone's where it has its own (the stylesheet switches at 768 px).
    expect(cssVar(two, '--pt')).toBe('40px');
    expect(cssVar(two, '--pb')).toBe('40px');
    expect(cssVar(two, '--pt-m')).toBe('10px');
    expect(cssVar(two, '--pb-m')).toBe('');
    expect(cssVar(columns[0]!, '--bg')).toBe('#eeeeee');
    expect(cssVar(columns[0]!, '--jh')).toBe('center');
    expect(cssVar(columns[0]!, '--jh-m')).toBe('start');
    expect(cssVar(columns[0]!, '--pl-m')).toBe('8px');
    expect(columns[1]).toHaveClass('pg-card');

    expect(within(columns[0]!).getByRole('heading', { level: 2, name: 'Notre histoire' })).toBeInTheDocument();
    expect(within(columns[0]!).getByText('1890').tagName).toBe('STRONG');
    // The first layout's pictures load at once; the others when scrolled to. Only our own media are shown.
    const vines = within(columns[0]!).getByRole('img', { name: 'Les vignes au printemps' });
    expect(vines).toHaveAttribute('src', '/media/sites/1/page/vignes.jpg');
    expect(vines).not.toHaveAttribute('loading');
    expect(vines).toHaveAttribute('decoding', 'async');
    expect(within(three).getByRole('img', { name: 'Le chai' })).toHaveAttribute('loading', 'lazy');
    expect(within(three).queryByRole('img', { name: 'Ailleurs' })).toBeNull();

    // A component, from its own chunk: the call to action's button goes through the router.
    expect(await within(columns[1]!).findByRole('link', { name: 'Nous trouver' })).toHaveAttribute(
      'href',
      '/nous-trouver',
    );
    expect(within(columns[1]!).getByText('Venez nous voir')).toBeInTheDocument();
  });

  it('shows "page not found" for a page the site does not have, and a failure it can retry', async () => {
    renderStore('/en_US/nowhere?site=1', { 'GET /page/nowhere': new Failure(404, 'Page not found') });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    let fail = true;
    renderStore('/le-domaine?site=1', { 'GET /page/le-domaine': () => (fail ? new Failure(500, 'Boom') : domaine) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette page n’a pas pu être chargée.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Le domaine' })).toBeInTheDocument();
  });

  it('shows its tabs as tabs the keyboard moves through', async () => {
    const titles = ['Histoire', 'Terroir', 'Cépages', 'Vinification', 'Équipe'];
    renderStore('/le-domaine?site=1', {
      'GET /page/le-domaine': publicPage({
        layouts: [
          layout(
            'FIVE_TABS',
            titles.map((title) => entity({ title, content: `<p>Texte ${title}</p>` })),
          ),
        ],
      }),
    });
    const user = userEvent.setup();
    const tablist = await screen.findByRole('tablist');
    expect(tablist).toHaveAttribute('aria-orientation', 'vertical');
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(titles);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Texte Histoire');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Histoire');

    await user.click(tabs[0]!);
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Texte Terroir');
    await user.keyboard('{End}');
    expect(tabs[4]).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Texte Équipe');
    await user.keyboard('{ArrowDown}');
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tabs[4]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tab list for the panel.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('sets its head: title, description, canonical address and the two languages, and takes them back', async () => {
    const { unmount } = renderStore('/en_US/le-domaine?site=1', {
      'GET /page/le-domaine': publicPage({ title: 'The estate', metaDescription: 'A family estate since 1890.' }),
    });
    await screen.findByRole('heading', { level: 1, name: 'The estate' });
    const origin = window.location.origin;
    await waitFor(() => expect(document.title).toBe('The estate – Domaine des Lilas'));
    expect(head('meta[name="description"]')).toHaveAttribute('content', 'A family estate since 1890.');
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/en_US/le-domaine`);
    expect(head('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', `${origin}/le-domaine`);
    expect(head('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${origin}/en_US/le-domaine`);
    expect(head('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${origin}/le-domaine`);
    unmount();
    expect(head('meta[name="description"]')).toBeNull();
    expect(head('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
    expect(document.title).not.toContain('The estate');
  });

  it('names every language the site shows (German too), and none it has switched off', async () => {
    renderStore('/le-domaine?site=1', {
      'GET /page/le-domaine': publicPage(),
      'GET /lang/active': {
        langs: [
          { id: 1, code: 'fr_FR', label: 'Français', mtCode: null, valid: true, isDefault: true },
          { id: 2, code: 'en_US', label: 'English', mtCode: null, valid: false, isDefault: false },
          { id: 3, code: 'de_DE', label: 'Deutsch', mtCode: null, valid: true, isDefault: false },
        ],
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Le domaine' });
    await waitFor(() =>
      expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/le-domaine`),
    );
    expect(head('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/de_DE/le-domaine`,
    );
    expect(head('link[rel="alternate"][hreflang="en"]')).toBeNull();
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(3);
  });

  it('says the news are not available yet when the news cannot be read, never an empty list', async () => {
    renderStore('/actualites?site=1', {
      'GET /page/actualites': publicPage({
        url: 'actualites',
        layouts: [layout('ONE_COLUMN', [component('news-list', { nbItem: 3, promotedOnly: true })])],
      }),
      'GET /news': new Failure(501, 'Not implemented'),
    });
    expect(await screen.findByText('Les actualités ne sont pas encore disponibles.')).toBeInTheDocument();
    expect(screen.queryByText('Aucune actualité pour le moment.')).toBeNull();
  });

  it('shows nothing of a component it does not know, and says so in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderStore('/le-domaine?site=1', {
      'GET /page/le-domaine': publicPage({
        layouts: [layout('TWO_COLUMN', [component('weather-widget'), entity({ title: 'À côté' })])],
      }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'À côté' })).toBeInTheDocument();
    expect(screen.getAllByTestId('content')).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('weather-widget'));
  });
});

describe('the components a page holds', () => {
  const cellar: PickupPlace = {
    id: 3,
    name: 'Caveau du domaine',
    firstPart: '12 chemin des Vignes',
    secondPart: null,
    complement: null,
    postalCode: '69400',
    city: 'Villefranche',
    country: 'France',
    latitude: null,
    longitude: null,
    types: [],
    isPickup: true,
    schedules: [
      { id: 1, day: 1, start: '09:00', end: '12:00' },
      { id: 2, day: 1, start: '14:00', end: '18:00' },
    ],
    preparationHours: 24,
    idCalendar: null,
    slots: [],
  };

  it('draws the wines, a wine put forward, the pick-up places, a gallery and the contact details', async () => {
    const queryOf = (request: SentRequest | undefined) => Object.fromEntries(request?.query ?? []);
    const { api } = renderStore('/nous-trouver?site=1', {
      'GET /page/nous-trouver': publicPage({
        url: 'nous-trouver',
        layouts: [
          layout('ONE_COLUMN', [
            component('product-list', { showFilters: false, kinds: [3], orderBy: 'price', nbItem: 12 }),
          ]),
          layout('TWO_COLUMN', [
            component('product-highlight', { idProduct: 1, showDescription: true, buttonLabel: '' }),
            component('click-and-collect-places', { idAddresses: [], showHours: true, showMapLink: true }),
          ]),
          layout('TWO_COLUMN', [
            component('image-gallery', {
              columns: 2,
              images: [{ idImage: 7, url: '/media/sites/1/page/cave.jpg', alt: 'La cave voûtée' }],
            }),
            component('contact-form', { title: 'Nous écrire', idForm: null }),
          ]),
        ],
      }),
      'GET /product': { products: [summary()], total: 1 },
      'GET /product/1': detail(),
      'GET /pickup/places': [cellar],
      'GET /conditions': {
        siteName: 'Domaine des Lilas',
        salesConditions: { html: null, lang: null, source: null },
        legalNotice: { html: null, lang: null, source: null },
        legal: { headOffice: '1 route des Lilas, 69400 Villefranche' },
      },
    });
    // The product list keeps to its kinds, its order and its page size, without the filters.
    expect(await screen.findByTestId('product-card')).toBeInTheDocument();
    expect(queryOf(api.to('/product')[0])).toEqual({ page: '1', nbItem: '12', orderBy: 'price', kind: '3' });
    expect(screen.queryByRole('search')).toBeNull();

    const highlight = await screen.findByTestId('product-highlight');
    expect(within(highlight).getByRole('heading', { level: 2, name: 'Cuvée des Lilas' })).toBeInTheDocument();
    expect(within(highlight).getByTestId('price')).toHaveTextContent('12,50');
    expect(within(highlight).getByRole('link', { name: 'Découvrir ce vin' })).toHaveAttribute('href', '/product/1');

    const places = await screen.findByTestId('pickup-places');
    expect(within(places).getByRole('heading', { level: 2, name: 'Caveau du domaine' })).toBeInTheDocument();
    expect(within(places).getByText('lundi').nextElementSibling).toHaveTextContent('09:00–12:00, 14:00–18:00');
    expect(within(places).getByText('dimanche').nextElementSibling).toHaveTextContent('Fermé');
    const map = within(places).getByRole('link', { name: /^Voir sur une carte/ });
    expect(map).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=12%20chemin%20des%20Vignes%2C%2069400%20Villefranche%2C%20France',
    );
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');

    expect(await screen.findByRole('img', { name: 'La cave voûtée' })).toHaveAttribute('loading', 'lazy');
    const contact = await screen.findByTestId('contact-details');
    expect(within(contact).getByRole('heading', { level: 2, name: 'Nous écrire' })).toBeInTheDocument();
    expect(await within(contact).findByText('1 route des Lilas, 69400 Villefranche')).toBeInTheDocument();
    // Without a form of the site, the contact form (POST /message).
    expect(within(contact).getByRole('form', { name: 'Nous écrire' })).toBeInTheDocument();
    expect(within(contact).getByLabelText(/Votre message/)).toBeInTheDocument();
  });
});

describe('the home screen', () => {
  it('is the home page when the site has one, and the wines are then at /products', async () => {
    const { api } = renderStore('/?site=1', {
      'GET /page': { pages: [menuNode({ id: 3, title: 'Accueil', menuTitle: 'Accueil', url: 'accueil' })], homeId: 3 },
      'GET /page/3': publicPage({ id: 3, title: 'Bienvenue au domaine', url: 'accueil' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue au domaine' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Nos vins' })).toBeNull();
    expect(api.to('/product')).toHaveLength(0);
    // The home page's address is the shop's: canonical `/`.
    await waitFor(() => expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/`));
    // Its menu is the site's own (a page with the product list, as the demo's): no catalogue entry of the shop's.
    expect(screen.queryByRole('link', { name: 'Nos vins' })).toBeNull();
  });

  it('keeps the whole catalogue at /products when the site has a home page', async () => {
    renderStore('/products?site=1', {
      'GET /page': { pages: [menuNode({ id: 3, title: 'Accueil', menuTitle: 'Accueil', url: 'accueil' })], homeId: 3 },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nos vins' })).toBeInTheDocument();
  });

  it('is the product list when the site has no home page, or when its pages cannot be read', async () => {
    renderStore('/?site=1', { 'GET /page': { pages: [], homeId: null } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nos vins' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nos vins' })).toHaveAttribute('href', '/');
    renderStore('/en_US?site=1', { 'GET /page': new Failure(500, 'Boom') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Our wines' })).toBeInTheDocument();
  });

  it('lays the header over the first layout of a page that asks for it', async () => {
    renderStore('/?site=1', {
      'GET /page': { pages: [], homeId: 3 },
      'GET /page/3': publicPage({ id: 3, useAbsoluteMenu: true }),
    });
    const title = await screen.findByRole('heading', { level: 1, name: 'Le domaine' });
    expect(screen.getByTestId('page')).toHaveAttribute('data-absolute-menu');
    expect(title).toHaveClass('visually-hidden');
  });
});
