import { afterEach, describe, expect, it, vi } from 'vitest';
import { option, wine } from '../../testing/cart-fixtures.ts';
import {
  addToCart,
  chooseCarrier,
  chooseDeliveryType,
  emptyCart,
  setDestination,
  setDiscount,
  setLineQuantity,
  updateDetails,
  type CartCarrier,
} from './cart-state.ts';
import { cartStorageKey, parseCart, serializeCart } from './cart-storage.ts';
import { driveFees } from './cart-context.tsx';
import { createCartStore } from './cart-store.ts';

const paris = { postalCode: '75001', name: 'Paris' };
const france = { id: 250, alphaTwo: 'FR', alphaThree: 'FRA' };

afterEach(() => window.localStorage.clear());

describe('the cart in local storage (spec 2 §4)', () => {
  it('is saved on every change and restored at start, per site', () => {
    const store = createCartStore(1);
    store.update((s) => addToCart(s, wine(), 11, 2021, 6));
    expect(JSON.parse(window.localStorage.getItem(cartStorageKey(1))!).lines[0].quantity).toBe(6);
    store.update((s) => updateDetails(s, { phone: '06 12 34 56 78' }));
    expect(JSON.parse(window.localStorage.getItem(cartStorageKey(1))!).phone).toBe('06 12 34 56 78');

    const again = createCartStore(1);
    expect(again.get().lines).toEqual(store.get().lines);
    expect(again.get().phone).toBe('06 12 34 56 78');
    expect(createCartStore(2).get().lines).toEqual([]);
  });

  it('starts empty from stored text that cannot be read', () => {
    for (const text of [
      '{not json',
      '"a string"',
      '[]',
      '{"lines": "many"}',
      '{"lines": [{"id": "x"}]}',
      '{"lines": [{"id": 1, "quantity": -2, "declinationId": null, "product": {"id": 1, "name": "A", "price": 1, "discountedPrice": 1, "step": 1}}]}',
    ]) {
      window.localStorage.setItem(cartStorageKey(1), text);
      expect(createCartStore(1).get(), text).toEqual(emptyCart());
    }
  });

  it('never stores nor restores a calculation in progress', () => {
    const state = {
      ...addToCart(emptyCart(), wine(), 11, 2021, 6),
      fees: { running: true, recalculate: true, error: 'x' },
    };
    expect(JSON.parse(serializeCart(state))).not.toHaveProperty('fees');
    expect(parseCart(serializeCart(state)).fees).toEqual({ running: false, recalculate: false, error: null });
  });

  it('empties every field and removes its stored key when cleared', () => {
    const store = createCartStore(1);
    store.update((s) => addToCart(s, wine(), 11, 2021, 6));
    store.update((s) => setDestination(chooseDeliveryType(s, 'delivery'), paris, france));
    store.update((s) => chooseCarrier({ ...s, shippingPrices: [option(), option({ id: 2 })] }, option()));
    store.update((s) =>
      updateDetails(s, {
        email: 'a@b.fr',
        phone: '0612345678',
        message: 'Bonjour',
        billingSame: false,
        shippingAddress: {
          firstname: 'A',
          lastname: 'B',
          address: '1 rue',
          addressPart2: '',
          postalCode: '75001',
          city: 'Paris',
          country: france,
        },
      }),
    );
    store.update((s) =>
      setDiscount(
        {
          ...s,
          clickAndCollect: { date: '24/03/2026', idAddress: 3, idSchedule: 41 },
          accessPointAddress: {
            id: 'R1',
            name: 'Relais',
            firstPart: '1 rue',
            secondPart: null,
            city: paris,
            country: 'FR',
          },
        },
        { code: 'X', products: [], total: 1, subtotal: 1, shippingFees: 0, discount: null },
      ),
    );
    store.clear();
    expect(store.get()).toEqual(emptyCart());
    expect(window.localStorage.getItem(cartStorageKey(1))).toBeNull();
  });

  it('follows the shop’s other tabs', () => {
    const store = createCartStore(1);
    const seen = vi.fn();
    const stop = store.subscribe(seen);
    const other = addToCart(emptyCart(), wine(), 11, 2021, 3);
    window.dispatchEvent(new StorageEvent('storage', { key: cartStorageKey(1), newValue: serializeCart(other) }));
    expect(store.get().lines[0]!.quantity).toBe(3);
    window.dispatchEvent(new StorageEvent('storage', { key: cartStorageKey(2), newValue: null }));
    expect(store.get().lines).toHaveLength(1);
    expect(seen).toHaveBeenCalledTimes(1);
    stop();
  });
});

/** A calculation the test answers when it likes. */
function fakeCalculate() {
  const calls: Array<{ body: unknown; resolve: (options: CartCarrier[]) => void; reject: (error: Error) => void }> = [];
  const calculate = (body: unknown) =>
    new Promise<CartCarrier[]>((resolve, reject) => calls.push({ body, resolve, reject }));
  return { calls, calculate };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the shipping fee machine, driven (spec 2 §4)', () => {
  it('calculates when a city is set and again on each change of the cart, selecting a single option', async () => {
    const store = createCartStore(1);
    const { calls, calculate } = fakeCalculate();
    const driver = driveFees(store, calculate);
    store.update((s) => addToCart(chooseDeliveryType(s, 'delivery'), wine(), 11, 2021, 6));
    expect(calls).toHaveLength(0); // no city yet
    store.update((s) => setDestination(s, paris, france));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({
      products: [{ idProduct: 1, idVintage: 11, quantity: 6 }],
      postalCode: '75001',
      country: 'FRA',
    });
    calls[0]!.resolve([option()]);
    await settle();
    expect(store.get().carrier?.name).toBe('Colissimo');
    expect(store.get().fees.running).toBe(false);

    store.update((s) => setLineQuantity(s, s.lines[0]!.id, 12));
    expect(calls).toHaveLength(2);
    expect((calls[1]!.body as { products: unknown }).products).toEqual([{ idProduct: 1, idVintage: 11, quantity: 12 }]);
    driver.stop();
  });

  it('makes no call for changes during a run, then starts once more with the cart as it is', async () => {
    const store = createCartStore(1);
    const { calls, calculate } = fakeCalculate();
    const driver = driveFees(store, calculate);
    store.update((s) =>
      setDestination(addToCart(chooseDeliveryType(s, 'delivery'), wine(), 11, 2021, 6), paris, france),
    );
    store.update((s) => setLineQuantity(s, s.lines[0]!.id, 12));
    store.update((s) => setLineQuantity(s, s.lines[0]!.id, 18));
    expect(calls).toHaveLength(1);
    expect(store.get().fees).toMatchObject({ running: true, recalculate: true });

    const options = [option(), option({ id: 2, name: 'Forfait', price: 15 })];
    calls[0]!.resolve(options);
    await settle();
    // The flagged answer is dropped, and the cart of 18 is asked for.
    expect(calls).toHaveLength(2);
    expect((calls[1]!.body as { products: Array<{ quantity: number }> }).products[0]!.quantity).toBe(18);
    expect(store.get()).toMatchObject({
      carrier: null,
      shippingPrices: [],
      fees: { running: true, recalculate: false },
    });
    calls[1]!.resolve(options);
    await settle();
    expect(store.get()).toMatchObject({ carrier: null, shippingPrices: options, fees: { running: false } });
    driver.stop();
  });

  it('keeps the server’s refusal message', async () => {
    const store = createCartStore(1);
    const { calls, calculate } = fakeCalculate();
    const driver = driveFees(store, calculate);
    store.update((s) =>
      setDestination(
        addToCart(chooseDeliveryType(s, 'delivery'), wine(), 11, 2021, 6),
        { postalCode: '1201', name: 'Genève' },
        { id: 756, alphaTwo: 'CH', alphaThree: 'CHE' },
      ),
    );
    calls[0]!.reject(new Error('No carrier found'));
    await settle();
    expect(store.get().fees.error).toBe('No carrier found');
    driver.stop();
  });

  it('never calculates for click and collect', () => {
    const store = createCartStore(1);
    const { calls, calculate } = fakeCalculate();
    const driver = driveFees(store, calculate);
    store.update((s) => chooseDeliveryType(addToCart(s, wine(), 11, 2021, 6), 'clickAndCollect'));
    store.update((s) => addToCart(s, wine(), 11, 2021, 6));
    expect(calls).toHaveLength(0);
    driver.stop();
  });
});
