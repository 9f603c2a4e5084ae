import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Failure, renderStore, type SentRequest } from '../../../testing/store-test.tsx';
import { summary } from '../../../testing/fixtures.ts';
import { component, layout, publicPage } from '../../../testing/page-fixtures.ts';

const products = [
  summary({
    id: 1,
    name: 'Cuvée des Lilas',
    price: 20,
    discount: { type: 'PERCENT', amount: 10 },
    discountedPrice: 18,
  }),
  summary({
    id: 2,
    name: 'Rosé du Mas',
    price: 9.9,
    discountedPrice: 9.9,
    kind: { id: 5, name: 'Rosé' },
    inStock: false,
    image: null,
  }),
];
const queryOf = (request: SentRequest | undefined) => Object.fromEntries(request?.query ?? []);

/** An answer the test gives when it chooses: what the screen shows meanwhile can be seen, no clock involved. */
function later() {
  let give!: (answer: object) => void;
  const answer = new Promise<object>((resolve) => (give = resolve));
  return { answer, give };
}

/** Six wines, each with its photo. */
const sixWines = Array.from({ length: 6 }, (_, i) =>
  summary({
    id: i + 1,
    name: `Vin ${i + 1}`,
    image: { url: `/media/sites/1/product/${i + 1}/a.png`, alt: `Vin ${i + 1}` },
  }),
);

describe('the product list', () => {
  it('shows every product with its photo, price, discount and stock', async () => {
    renderStore('/?site=1', { 'GET /product': { products, total: 2 } });
    const cards = await screen.findAllByTestId('product-card');
    expect(cards).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Nos vins' })).toBeInTheDocument();
    expect(screen.getByText('2 produits')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('img', { name: 'Bottle of Cuvée des Lilas, red label' })).toHaveAttribute(
      'src',
      '/media/sites/1/product/1/a.png',
    );
    expect(within(cards[0]!).getByRole('link', { name: 'Cuvée des Lilas' })).toHaveAttribute('href', '/product/1');
    // The discount: the original price struck through, then the discounted one.
    expect(within(cards[0]!).getByText(/20,00/).tagName).toBe('S');
    expect(within(cards[0]!).getByText(/18,00/).tagName).toBe('STRONG');
    expect(within(cards[0]!).getByText(/−10/)).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Épuisé')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Pas de photo')).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('deletion')).toBeNull();
    expect(within(cards[1]!).getByText(/9,90/).tagName).toBe('STRONG');
  });

  it('says "From" before the lowest price of a wine whose vintages have different prices', async () => {
    renderStore('/?site=1', {
      'GET /product': {
        products: [summary({ id: 3, name: 'Blanc de Craie', price: 14.5, discountedPrice: 14.5, priceFrom: true })],
        total: 1,
      },
    });
    const card = await screen.findByTestId('product-card');
    expect(within(card).getByTestId('price')).toHaveTextContent(/^À partir de 14,50/);
  });

  it('asks for 100 products a page, then sends the search, the kinds and the sort as the API reads them', async () => {
    const { api } = renderStore('/?site=1', { 'GET /product': { products, total: 2 } });
    const user = userEvent.setup();
    await screen.findAllByTestId('product-card');
    expect(queryOf(api.to('/product')[0])).toEqual({ page: '1', nbItem: '100' });
    expect(api.to('/product')[0]!.headers).toMatchObject({ idSite: '1', userLang: 'fr_FR' });

    await user.type(screen.getByLabelText('Rechercher un vin'), 'lilas');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() =>
      expect(queryOf(api.to('/product').at(-1))).toEqual({ page: '1', nbItem: '100', name: 'lk:lilas' }),
    );

    await user.click(await screen.findByRole('checkbox', { name: 'Rosé' }));
    await waitFor(() =>
      expect(queryOf(api.to('/product').at(-1))).toEqual({ page: '1', nbItem: '100', name: 'lk:lilas', kind: '5' }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Rouge' }));
    await waitFor(() => expect(queryOf(api.to('/product').at(-1))).toMatchObject({ kind: '3,5' }));

    await user.selectOptions(screen.getByLabelText('Trier par'), 'Prix décroissant');
    await waitFor(() =>
      expect(queryOf(api.to('/product').at(-1))).toEqual({
        page: '1',
        nbItem: '100',
        name: 'lk:lilas',
        kind: '3,5',
        orderBy: 'price:desc',
      }),
    );
    await user.selectOptions(screen.getByLabelText('Trier par'), 'Prix croissant');
    await waitFor(() => expect(queryOf(api.to('/product').at(-1))).toMatchObject({ orderBy: 'price' }));
    // The list's state is in the address (Back and shared links keep it), the site parameter too.
    expect(new URLSearchParams(window.location.search).get('kind')).toBe('3,5');
    expect(new URLSearchParams(window.location.search).get('site')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() =>
      expect(queryOf(api.to('/product').at(-1))).toEqual({ page: '1', nbItem: '100', orderBy: 'price' }),
    );
  });

  it('pages through 100 products at a time', async () => {
    const { api } = renderStore('/en_US?site=1', { 'GET /product': { products, total: 250 } });
    const user = userEvent.setup();
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(queryOf(api.to('/product').at(-1))).toEqual({ page: '2', nbItem: '100' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(api.to('/product').at(-1)!.headers.userLang).toBe('en_US');
  });

  it('says when nothing matches, and when the shop sells nothing yet', async () => {
    renderStore('/en_US?site=1&q=nothing');
    expect(await screen.findByText('No product matches your search.')).toBeInTheDocument();
    renderStore('/?site=1');
    expect(await screen.findByText('Aucun produit n’est en vente pour le moment.')).toBeInTheDocument();
  });

  it('says when the list could not be loaded, and loads it again on demand', async () => {
    let fail = true;
    renderStore('/en_US?site=1', { 'GET /product': () => (fail ? new Failure(500, 'Boom') : { products, total: 2 }) });
    const user = userEvent.setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('The products could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
  });

  it('holds the grid’s place with empty cards while the products load, then draws the filters and the cards at once', async () => {
    const held = later();
    renderStore('/products?site=1', { 'GET /product': () => held.answer });
    const loading = await screen.findByTestId('product-list-loading');
    // Screen readers hear that it loads; the eye sees the grid's shape: cards with the real cards' photo box.
    expect(loading).toHaveAttribute('role', 'status');
    expect(loading).toHaveTextContent('Chargement…');
    const cards = loading.querySelectorAll('ul.product-grid > li > .product-card');
    expect(cards).toHaveLength(8);
    for (const card of cards) expect(card.querySelector(':scope > .product-card-image')).not.toBeNull();
    // Nothing of the list is drawn before it is all there: the kinds arriving never push the grid down.
    expect(screen.queryByTestId('product-card')).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Nos vins' })).toBeInTheDocument();

    held.give({ products, total: 2 });
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Rouge' })).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.queryByTestId('product-list-loading')).toBeNull();
  });

  it('waits for the kinds too when it shows the filters, and for the products alone without them', async () => {
    const kinds = later();
    const { queryClient } = renderStore('/products?site=1', {
      'GET /product': { products, total: 2 },
      'GET /list/KIND': () => kinds.answer,
    });
    await screen.findByTestId('product-list-loading');
    // The products are there, the kinds are not: still the skeleton.
    await waitFor(() =>
      expect(queryClient.getQueryCache().findAll({ queryKey: ['storeProducts'] })[0]?.state.status).toBe('success'),
    );
    expect(screen.getByTestId('product-list-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('product-card')).toBeNull();
    kinds.give({ items: [{ id: 3, name: 'Rouge' }] });
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Rouge' })).toBeInTheDocument();
  });

  it('gives every photo the card’s 3:4 size before it arrives; the first row loads at once, the first photo first', async () => {
    renderStore('/products?site=1', { 'GET /product': { products: sixWines, total: 6 } });
    const cards = await screen.findAllByTestId('product-card');
    const images = cards.map((card) => within(card).getByRole('img'));
    for (const image of images) {
      expect(image).toHaveAttribute('width', '300');
      expect(image).toHaveAttribute('height', '400');
    }
    // The first photo is the screen's largest paint: fetched first.
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    // The rest of the first row (four cards on a wide screen) at once, without jumping the queue.
    for (const image of images.slice(1, 4)) {
      expect(image).toHaveAttribute('loading', 'eager');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
    // Below it, as they near the screen, decoded off the main thread.
    for (const image of images.slice(4)) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('decoding', 'async');
    }
    // One photo per product exists: no sizes to choose from.
    for (const image of images) expect(image).not.toHaveAttribute('srcset');
  });

  it('loads every photo of a list inside a page as it nears the screen: the page, not the list, is the first screen', async () => {
    renderStore('/vins?site=1', {
      'GET /page/vins': publicPage({
        url: 'vins',
        layouts: [layout('ONE_COLUMN', [component('product-list', { showFilters: false, nbItem: 12 })])],
      }),
      'GET /product': { products: sixWines, total: 6 },
    });
    const cards = await screen.findAllByTestId('product-card');
    expect(cards).toHaveLength(6);
    for (const card of cards) {
      const image = within(card).getByRole('img');
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
      expect(image).toHaveAttribute('width', '300');
    }
  });
});
