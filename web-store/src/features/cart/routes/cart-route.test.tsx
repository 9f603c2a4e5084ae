import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cartStorageKey } from '../../../lib/cart/cart-storage.ts';
import { pricing, storeCart, twoWines } from '../../../testing/checkout-fixtures.ts';
import { detail } from '../../../testing/fixtures.ts';
import { Failure, renderStore, type SentRequest } from '../../../testing/store-test.tsx';

const stored = () =>
  JSON.parse(window.localStorage.getItem(cartStorageKey(1)) ?? 'null') as {
    lines: Array<{ quantity: number; declinationId: number | null }>;
  } | null;
const priceRoute = { 'POST /order/discount': (r: SentRequest) => pricing(r.body as Parameters<typeof pricing>[0]) };

describe('adding to the cart from a product page', () => {
  it('puts the chosen vintage and quantity in the cart, adds up the same vintage, and shows the count in the header', async () => {
    renderStore('/product/1?site=1', { 'GET /product/1': detail() });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Cuvée des Lilas' });
    expect(screen.getByTestId('cart-link')).toHaveAccessibleName('Panier, 0 article');
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(screen.getByTestId('added-to-cart')).toHaveTextContent('6 articles ajoutés au panier. Voir le panier');
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('6');
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(screen.getByTestId('cart-link')).toHaveAccessibleName('Panier, 12 articles');
    expect(stored()!.lines).toMatchObject([{ quantity: 12, declinationId: 11 }]);
    // The 2020 vintage is out of stock: it cannot be added.
    await user.click(screen.getByRole('radio', { name: /2020/ }));
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
  });
});

describe('the cart', () => {
  it('is restored from the last visit and priced by the server', async () => {
    storeCart(twoWines());
    const { api } = renderStore('/cart?site=1', priceRoute);
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre panier' })).toBeInTheDocument();
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    await waitFor(() => expect(screen.getByTestId('subtotal')).toHaveTextContent('105,00'));
    expect(screen.getByTestId('total')).toHaveTextContent('105,00');
    expect(screen.getByTestId('shipping-fees')).toHaveTextContent('Calculée avec le transporteur');
    expect(api.to('/order/discount')[0]!.body).toEqual({
      products: [
        { id: 1, idVintage: 11, quantity: 6 },
        { id: 2, idVintage: 21, quantity: 1 },
      ],
      discount: null,
      deliveryPostalCode: null,
      deliveryIdCountry: null,
      dateSchedule: null,
      idSchedule: null,
    });
    expect(api.to('/order/discount')[0]!.headers).toMatchObject({ idSite: '1', userLang: 'fr_FR' });
  });

  it('steps a vintage wine by its sell-by multiple, reads a typed quantity, and takes a line out', async () => {
    storeCart(twoWines());
    const { api } = renderStore('/cart?site=1', priceRoute);
    const user = userEvent.setup();
    const lilas = (await screen.findAllByTestId('cart-line'))[0]!;
    await user.click(within(lilas).getByRole('button', { name: 'Ajouter 6 Cuvée des Lilas' }));
    expect(within(lilas).getByLabelText('Quantité de Cuvée des Lilas')).toHaveValue('12');
    await waitFor(() => expect(within(lilas).getByTestId('line-total')).toHaveTextContent('174,00'));
    expect(
      (api.to('/order/discount').at(-1)!.body as { products: Array<{ quantity: number }> }).products[0]!.quantity,
    ).toBe(12);
    expect(stored()!.lines[0]!.quantity).toBe(12);

    const field = within(lilas).getByLabelText('Quantité de Cuvée des Lilas');
    await user.clear(field);
    await user.type(field, '-5{Enter}');
    expect(field).toHaveValue('1');

    await user.click(screen.getByRole('button', { name: 'Retirer Blanc de Craie du panier' }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(screen.getByTestId('cart-link')).toHaveAccessibleName('Panier, 1 article');
  });

  it('applies a discount code with the server’s figures, and shows its refusal', async () => {
    storeCart(twoWines());
    const { api } = renderStore('/cart?site=1', {
      'POST /order/discount': (r: SentRequest) => {
        const body = r.body as Parameters<typeof pricing>[0];
        if (body.discount === 'VIEUX')
          return new Failure(400, 'This discount code has expired', { discount: ['This discount code has expired'] });
        return pricing(body);
      },
    });
    const user = userEvent.setup();
    await screen.findAllByTestId('cart-line');
    await user.type(screen.getByLabelText('Code de réduction'), 'VIEUX');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This discount code has expired');
    expect(screen.getByLabelText('Code de réduction')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Code de réduction'));
    await user.type(screen.getByLabelText('Code de réduction'), 'printemps');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText('Code PRINTEMPS appliqué.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('discount-amount')).toHaveTextContent('10,00'));
    expect(screen.getByTestId('total')).toHaveTextContent('95,00');
    expect((api.to('/order/discount').at(-1)!.body as { discount: string }).discount).toBe('PRINTEMPS');

    await user.click(screen.getByRole('button', { name: 'Retirer le code PRINTEMPS' }));
    await waitFor(() => expect(screen.getByTestId('total')).toHaveTextContent('105,00'));
  });

  it('checks the cart before the checkout and says what is wrong on each line', async () => {
    storeCart(twoWines());
    let stock = 0;
    const { api } = renderStore('/cart?site=1', {
      ...priceRoute,
      'POST /order/validate': () =>
        stock === 0
          ? new Failure(400, 'Some products cannot be ordered as they are', {
              'products.1.quantity': ['Not enough stock'],
            })
          : { products: [] },
      'GET /countries': { countries: [] },
      'GET /payment/methods': { methods: [], card: null },
    });
    const user = userEvent.setup();
    await screen.findAllByTestId('cart-line');
    await user.click(screen.getByRole('button', { name: 'Commander' }));
    expect(await screen.findByTestId('cart-problem')).toHaveTextContent('Some products cannot be ordered as they are');
    expect(within(screen.getAllByTestId('cart-line')[1]!).getByRole('alert')).toHaveTextContent('Not enough stock');
    expect(api.to('/order/validate')[0]!.body).toEqual({
      products: [
        { id: 1, idVintage: 11, quantity: 6 },
        { id: 2, idVintage: 21, quantity: 1 },
      ],
    });
    stock = 1;
    await user.click(screen.getByRole('button', { name: 'Commander' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande' })).toBeInTheDocument();
  });

  it('empties every field and its stored keys after a confirmation', async () => {
    storeCart({ ...twoWines(), phone: '0612345678', city: { postalCode: '75001', name: 'Paris' } });
    window.localStorage.setItem('cellar.cart.1.pending', '{"key":"k","body":"{}"}');
    renderStore('/cart?site=1', priceRoute);
    const user = userEvent.setup();
    await screen.findAllByTestId('cart-line');
    await user.click(screen.getByRole('button', { name: 'Vider le panier' }));
    await user.click(screen.getByRole('button', { name: 'Oui, vider le panier' }));
    expect(await screen.findByText('Votre panier est vide.')).toBeInTheDocument();
    expect(window.localStorage.getItem(cartStorageKey(1))).toBeNull();
    expect(window.localStorage.getItem('cellar.cart.1.pending')).toBeNull();
  });

  it('starts empty when what was stored cannot be read', async () => {
    window.localStorage.setItem(cartStorageKey(1), '{"lines": [oops');
    renderStore('/en_US/cart?site=1');
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover our wines' })).toHaveAttribute('href', '/en_US');
  });
});
