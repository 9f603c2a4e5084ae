/** Server answers of the checkout calls, as the storefront reads them (shared/src/checkout/orders.ts,
 * docs/checkout.md). */
import type { OrderView } from '@cellar/shared/checkout/orders';
import type { RouteAnswer } from '@cellar/shared/routes/route-table';
import type { CartPriceView } from '../lib/cart/cart-pricing.ts';
import { addToCart, emptyCart, type CartState } from '../lib/cart/cart-state.ts';
import { cartStorageKey, serializeCart } from '../lib/cart/cart-storage.ts';
import { option, wine } from './cart-fixtures.ts';

/** Two wines in the cart: 6 × Cuvée des Lilas 2021 (sold by 6) at 14.50 and 1 × Blanc de Craie 2023 at 18. */
export function twoWines(): CartState {
  let state = addToCart(emptyCart(), wine({ step: 6 }), 11, 2021, 6);
  state = addToCart(state, wine({ id: 2, name: 'Blanc de Craie', price: 18, discountedPrice: 18 }), 21, 2023, 1);
  return state;
}

/** Puts a cart in local storage, as a previous visit left it. */
export function storeCart(state: CartState, idSite = 1): void {
  window.localStorage.setItem(cartStorageKey(idSite), serializeCart(state));
}

/** `POST /order/discount` for the two wines (subtotal 105), with a code taking 10 € when asked, and the fees given. */
export function pricing(body: {
  products: Array<{ quantity: number }>;
  discount?: string | null;
  delivery?: { servicePrice?: number | null; type: string };
}): CartPriceView {
  const lines = body.products.map((p, index) => {
    const unit = index === 0 ? 14.5 : 18;
    return {
      id: index + 1,
      idVintage: index === 0 ? 11 : 21,
      quantity: p.quantity,
      unitPrice: unit,
      discount: null,
      discountedUnitPrice: unit,
      saved: 0,
      total: Math.round(unit * p.quantity * 100) / 100,
    };
  });
  const subtotal = Math.round(lines.reduce((s, l) => s + l.total, 0) * 100) / 100;
  const fees = body.delivery?.type === 'CLICK_AND_COLLECT' ? 0 : (body.delivery?.servicePrice ?? 0);
  const code = body.discount
    ? {
        id: 9,
        code: body.discount.toUpperCase(),
        label: 'Printemps',
        type: 'EURO' as const,
        rate: 10,
        amount: 10,
        on: 'PRODUCTS' as const,
      }
    : null;
  return {
    products: lines,
    subtotal,
    shippingFees: fees,
    discount: code,
    total: Math.round((subtotal + fees - (code?.amount ?? 0)) * 100) / 100,
    shippingFeesKnown: body.delivery !== undefined,
  };
}

export const countries: RouteAnswer<'countries'> = {
  countries: [
    { id: 56, alphaTwo: 'BE', alphaThree: 'BEL', numeric: '056', name: 'Belgique' },
    { id: 250, alphaTwo: 'FR', alphaThree: 'FRA', numeric: '250', name: 'France' },
  ],
};

export const paris: RouteAnswer<'cities'> = {
  cities: [{ name: 'Paris', postalCode: '75001', idCountry: 250, department: '75' }],
};

export const colissimo = option({
  id: 1,
  name: 'Colissimo',
  price: 16.9,
  fdp: 16.9,
  explanation: {
    destination: { country: 'FRA', postalCode: '75001', department: '75' },
    parcels: [
      {
        box: { id: 4, name: 'Carton 6 bouteilles', mainType: 'BOTTLE' },
        contents: [{ idProduct: 1, idVintage: 11, quantity: 6 }],
        bottles: 7,
        equivalents: 7,
        weightKg: 10.1,
        tranche: { min: 7, max: 12 },
        price: 16.9,
      },
    ],
    freeShipping: { count: 7, from: 24, applied: false },
  },
});
export const relayCarrier = option({ id: 7, name: 'Mondial Relay', price: 5.9, fdp: 5.9, deliveryType: 'PICKUP' });

export const paymentMethods: RouteAnswer<'paymentMethods'> = {
  methods: [
    { method: 'CARD', label: 'Carte bancaire', onlyClickAndCollect: false },
    { method: 'TRANSFER', label: 'Virement', onlyClickAndCollect: false },
    { method: 'CASH', label: 'Espèces', onlyClickAndCollect: true },
  ],
  card: { provider: 'local', publishableKey: null, account: null },
};

export function placedOrder(overrides: Partial<OrderView> = {}): OrderView {
  return {
    id: 42,
    number: '2026-000042',
    status: 'WAITING',
    statusLabel: 'En attente',
    createdAt: '2026-11-22T10:00:00.000Z',
    date: '22/11/2026 11:00',
    customer: { email: 'lea@example.fr', firstname: 'Léa', lastname: 'Roux', phone: '0612345678', guest: true },
    products: [
      {
        id: 1,
        idVintage: 11,
        productType: 'WINE',
        name: 'Cuvée des Lilas',
        year: 2021,
        capacity: 75,
        capacityUnit: 'cl',
        quantity: 6,
        unitPrice: 14.5,
        discount: 0,
        price: 14.5,
        total: 87,
      },
      {
        id: 2,
        idVintage: 21,
        productType: 'WINE',
        name: 'Blanc de Craie',
        year: 2023,
        capacity: 75,
        capacityUnit: 'cl',
        quantity: 1,
        unitPrice: 18,
        discount: 0,
        price: 18,
        total: 18,
      },
    ],
    subtotal: 105,
    discount: { code: 'PRINTEMPS', label: 'Printemps', amount: 10, on: 'PRODUCTS' },
    shippingFees: 16.9,
    total: 111.9,
    currency: 'EUR',
    delivery: {
      type: 'DELIVERY',
      idCarrier: 1,
      carrierName: 'Colissimo',
      serviceCode: null,
      price: 16.9,
      fdp: 16.9,
      accessPoint: null,
      pickup: null,
    },
    address: {
      delivery: {
        firstname: 'Léa',
        lastname: 'Roux',
        address: '1 rue de Rivoli',
        addressPart2: null,
        postalCode: '75001',
        city: 'Paris',
        country: 'FR',
      },
      billing: {
        firstname: 'Léa',
        lastname: 'Roux',
        address: '1 rue de Rivoli',
        addressPart2: null,
        postalCode: '75001',
        city: 'Paris',
        country: 'FR',
      },
    },
    message: 'Merci !',
    payment: {
      method: 'TRANSFER',
      label: 'Virement',
      status: 'PENDING',
      amount: 111.9,
      provider: null,
      clientSecret: null,
      publishableKey: null,
      account: null,
      instructions: {
        accountHolder: 'Domaine des Lilas',
        iban: 'FR76 3000 6000 0112 3456 7890 189',
        bic: 'AGRIFRPP',
        payableTo: null,
        mailTo: null,
        reference: '2026-000042',
        amount: 111.9,
        text: 'Virez 111,90 € en indiquant la référence 2026-000042.',
      },
    },
    payments: [],
    ...overrides,
  };
}
