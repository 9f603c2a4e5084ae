/** Cart lines and shipping options as the cart holds them (lib/cart/cart-state.ts). */
import type { CartCarrier, CartProduct } from '../lib/cart/cart-state.ts';

export const wine = (overrides: Partial<CartProduct> = {}): CartProduct => ({
  id: 1,
  name: 'Cuvée des Lilas',
  productType: 'WINE',
  isVintage: true,
  image: null,
  price: 14.5,
  discountedPrice: 14.5,
  capacity: 75,
  capacityUnit: 'cl',
  step: 1,
  ...overrides,
});

export const option = (overrides: Partial<CartCarrier> = {}): CartCarrier => ({
  id: 1,
  name: 'Colissimo',
  price: 9.9,
  fdp: 9.9,
  serviceCode: null,
  siteType: 'BASIC',
  deliveryType: 'DELIVERY',
  explanation: {
    destination: { country: 'FRA', postalCode: '75001', department: '75' },
    parcels: [],
    freeShipping: { count: 1, from: 24, applied: false },
  },
  ...overrides,
});
