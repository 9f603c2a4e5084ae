import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Failure, renderStore } from '../../../testing/store-test.tsx';
import { declination, detail } from '../../../testing/fixtures.ts';

const quantity = () => screen.getByLabelText('Quantité') as HTMLInputElement;

describe('the product page', () => {
  it('shows the chosen vintage’s price, discount and stock, and steps the quantity by its sell-by multiple', async () => {
    const { api } = renderStore('/product/1?site=1', { 'GET /product/1': detail() });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cuvée des Lilas' })).toBeInTheDocument();
    expect(api.to('/product/1')[0]!.headers).toMatchObject({ idSite: '1', userLang: 'fr_FR' });

    // 2019: 20 € with 10 % off, sold by 6.
    expect(screen.getByRole('radio', { name: /2019/ })).toBeChecked();
    const price = screen.getByTestId('price');
    expect(within(price).getByText(/20,00/).tagName).toBe('S');
    expect(within(price).getByText(/18,00/)).toBeInTheDocument();
    expect(screen.getByTestId('stock')).toHaveTextContent('En stock');
    expect(quantity().value).toBe('6');
    expect(screen.getByText('Vendu par 6')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter 6' }));
    expect(quantity().value).toBe('12');
    await user.click(screen.getByRole('button', { name: 'Ajouter 6' }));
    await user.click(screen.getByRole('button', { name: 'Retirer 6' }));
    expect(quantity().value).toBe('12');
    await user.click(screen.getByRole('button', { name: 'Retirer 6' }));
    expect(quantity().value).toBe('6');
    expect(screen.getByRole('button', { name: 'Retirer 6' })).toBeDisabled();

    // 2020: 15 €, no discount, out of stock, sold by 3.
    await user.click(screen.getByRole('radio', { name: /2020/ }));
    expect(within(screen.getByTestId('price')).queryByText(/20,00/)).toBeNull();
    expect(within(screen.getByTestId('price')).getByText(/15,00/).tagName).toBe('STRONG');
    expect(screen.getByTestId('stock')).toHaveTextContent('Épuisé');
    expect(quantity().value).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Ajouter 3' }));
    expect(quantity().value).toBe('6');
    // Out of stock: it cannot be added to the cart.
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
  });

  it('reads a typed quantity as an integer, and a negative one as 1', async () => {
    renderStore('/en_US/product/1?site=1', { 'GET /product/1': detail() });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Cuvée des Lilas' });
    // Read anew each time, once the page shows its first quantity (the step): a render still on its way under load
    // would otherwise set the field back after it was typed in.
    const field = () => screen.getByLabelText<HTMLInputElement>('Quantity');
    await waitFor(() => expect(field().value).toBe('6'));
    await user.clear(field());
    await user.type(field(), '-4');
    await user.tab();
    await waitFor(() => expect(field().value).toBe('1'));
    await user.clear(field());
    await user.type(field(), '7.9{Enter}');
    await waitFor(() => expect(field().value).toBe('7'));
    await user.click(screen.getByRole('button', { name: 'Add 6' }));
    await waitFor(() => expect(field().value).toBe('13'));
    fireEvent.change(field(), { target: { value: 'abc' } });
    fireEvent.blur(field());
    await waitFor(() => expect(field().value).toBe('1'));
  });

  it('steps by 1 for a wine without vintage and for a box, and shows what a box holds', async () => {
    const user = userEvent.setup();
    renderStore('/en_US/product/1?site=1', {
      'GET /product/1': detail({ isVintage: false, declinations: [declination({ year: null, sellByMultipleOf: 6 })] }),
    });
    await screen.findByText('Vintage: Non-vintage — 75 cl');
    expect(screen.getByLabelText('Quantity')).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Add 1' }));
    expect(screen.getByLabelText('Quantity')).toHaveValue('2');

    renderStore('/en_US/product/9?site=1', {
      'GET /product/9': detail({
        id: 9,
        productType: 'BOX',
        name: 'Coffret découverte',
        sellByMultipleOf: 3,
        price: 45,
        discountedPrice: 45,
        declinations: [],
        grapes: [],
        products: [
          { id: 1, name: 'Cuvée des Lilas', quantity: 2 },
          { id: 2, name: 'Rosé du Mas', quantity: 1 },
        ],
        reference: 'BOX-3',
      }),
    });
    const contents = await screen.findByTestId('box-contents');
    expect(within(contents).getByRole('link', { name: '2 × Cuvée des Lilas' })).toHaveAttribute(
      'href',
      '/en_US/product/1',
    );
    expect(within(contents).getByRole('link', { name: '1 × Rosé du Mas' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add 1' }).length).toBeGreaterThan(0);
    expect(screen.getByText('BOX-3')).toBeInTheDocument();
    expect(screen.getByText(/45\.00/)).toBeInTheDocument();
  });

  it('tells what the wine is: grapes with their share, taste, pairing, labels, features, awards, nutrition', async () => {
    renderStore('/en_US/product/1?site=1', { 'GET /product/1': detail() });
    await screen.findByRole('heading', { level: 1, name: 'Cuvée des Lilas' });
    const grapes = screen.getByTestId('grapes');
    expect(within(grapes).getByText('Merlot: 60%')).toBeInTheDocument();
    expect(within(grapes).getByText('Syrah: 40%')).toBeInTheDocument();
    for (const text of [
      'Fruité',
      'Gibier',
      'Bio',
      'Terroir',
      'Argilo-calcaire',
      'Rouge',
      'Tranquille',
      '16-18 °C',
      '8 years',
      '13.5% vol.',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    const awards = screen.getByTestId('awards');
    expect(within(awards).getByText('Médaille d’or (2021)')).toBeInTheDocument();
    expect(within(awards).getByRole('img', { name: 'Gold medal' })).toBeInTheDocument();
    expect(screen.getByTestId('energy')).toHaveTextContent('318 kJ / 76 kcal');
    expect(within(screen.getByTestId('nutrition-table')).getByText('Per 100 ml')).toBeInTheDocument();
    expect(within(screen.getByTestId('ingredients')).getByText('Sulfites').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: /Electronic label/ })).toHaveAttribute('href', '/en_US/e-label/11');
    expect(screen.getByRole('img', { name: 'Bottle of Cuvée des Lilas, red label' })).toBeInTheDocument();
  });

  it('shows "page not found" for a product the shop does not sell, and a retry for a failure', async () => {
    renderStore('/en_US/product/404?site=1', { 'GET /product/404': new Failure(404, 'Product not found') });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    renderStore('/en_US/product/abc?site=1');
    expect(await screen.findAllByRole('heading', { name: 'Page not found' })).not.toHaveLength(0);
    renderStore('/en_US/product/5?site=1', { 'GET /product/5': new Failure(500, 'Boom') });
    expect(await screen.findByText('This product could not be loaded.')).toBeInTheDocument();
  });

  it('shows the page’s shape while the product loads: the photo’s box and the buy box, and says it loads', async () => {
    let give!: (answer: object) => void;
    const held = new Promise<object>((resolve) => (give = resolve));
    renderStore('/product/1?site=1', { 'GET /product/1': () => held });
    const loading = await screen.findByTestId('product-page-loading');
    expect(loading).toHaveAttribute('role', 'status');
    expect(loading).toHaveTextContent('Chargement…');
    expect(loading.querySelector('.product-top .gallery .skeleton-photo')).not.toBeNull();
    expect(loading.querySelector('.product-top .buy-box')).not.toBeNull();
    give(detail());
    expect(await screen.findByRole('heading', { level: 1, name: 'Cuvée des Lilas' })).toBeInTheDocument();
    expect(screen.queryByTestId('product-page-loading')).toBeNull();
  });

  it('gives each photo its 3:4 size before it arrives, fetches the first one first and the others when shown', async () => {
    renderStore('/product/1?site=1', {
      'GET /product/1': detail({
        images: [
          { url: '/media/sites/1/product/1/a.png', alt: 'Front' },
          { url: '/media/sites/1/product/1/b.png', alt: 'Back' },
        ],
      }),
    });
    const front = await screen.findByRole('img', { name: 'Front' });
    const back = screen.getByRole('img', { name: 'Back' });
    for (const image of [front, back]) {
      expect(image).toHaveAttribute('width', '600');
      expect(image).toHaveAttribute('height', '800');
      expect(image).not.toHaveAttribute('srcset');
    }
    expect(front).toHaveAttribute('loading', 'eager');
    expect(front).toHaveAttribute('fetchpriority', 'high');
    expect(back).toHaveAttribute('loading', 'lazy');
    expect(back).toHaveAttribute('decoding', 'async');
    expect(back).not.toHaveAttribute('fetchpriority');
  });
});
