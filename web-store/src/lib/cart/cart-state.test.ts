import { describe, expect, it } from 'vitest';
import {
  addToCart,
  chooseAccessPoint,
  chooseCarrier,
  chooseClickAndCollect,
  chooseDeliveryType,
  emptyCart,
  feesAnswered,
  feesBody,
  feesWanted,
  itemCount,
  lineIdLimit,
  previewSubtotal,
  removeLine,
  setDestination,
  setDiscount,
  setLineQuantity,
  startFees,
  updateDetails,
  type CartState,
} from './cart-state.ts';
import { decreased, increased, quantityStep, typedQuantity } from './quantity.ts';
import { option, wine } from '../../testing/cart-fixtures.ts';

const paris = { postalCode: '75001', name: 'Paris' };
const france = { id: 250, alphaTwo: 'FR', alphaThree: 'FRA' };
const relay = {
  id: 'FR-066974',
  name: 'Tabac de la gare',
  firstPart: '1 rue de la Gare',
  secondPart: null,
  city: paris,
  country: 'FR',
};

/** A cart with two lines, delivered to Paris. */
function filled(): CartState {
  let state = addToCart(emptyCart(), wine(), 11, 2021, 6);
  state = addToCart(state, wine({ id: 2, name: 'Blanc de Craie', price: 18, discountedPrice: 18 }), 21, 2023, 1);
  return setDestination(chooseDeliveryType(state, 'delivery'), paris, france);
}

describe('cart lines (spec 2 §4–§5)', () => {
  it('numbers lines from a counter that wraps to 0 at 100000', () => {
    let state = addToCart(emptyCart(), wine(), 11, 2021, 1);
    expect(state.lines[0]!.id).toBe(0);
    state = { ...state, lastLineId: lineIdLimit - 2 };
    state = addToCart(state, wine({ id: 2 }), null, null, 1);
    expect(state.lines[1]!.id).toBe(99_999);
    state = addToCart(state, wine({ id: 3 }), null, null, 1);
    expect(state.lines[2]!.id).toBe(0);
    expect(state.lastLineId).toBe(0);
  });

  it('adds the same product with the same declination to its line’s quantity, another declination on a new line', () => {
    let state = addToCart(emptyCart(), wine(), 11, 2021, 6);
    state = addToCart(state, wine(), 11, 2021, 6);
    expect(state.lines).toHaveLength(1);
    expect(state.lines[0]!.quantity).toBe(12);
    state = addToCart(state, wine(), 12, 2022, 3);
    expect(state.lines.map((l) => [l.declinationId, l.quantity])).toEqual([
      [11, 12],
      [12, 3],
    ]);
    expect(itemCount(state)).toBe(15);
  });

  it('adds nothing for a quantity that is not a positive integer', () => {
    const state = emptyCart();
    expect(addToCart(state, wine(), 11, 2021, 0)).toBe(state);
    expect(addToCart(state, wine(), 11, 2021, -2)).toBe(state);
  });

  it('reads a typed quantity as an integer, a negative one as 1, and takes a line out at 0', () => {
    const state = addToCart(emptyCart(), wine(), 11, 2021, 6);
    const id = state.lines[0]!.id;
    expect(setLineQuantity(state, id, typedQuantity('7.9')).lines[0]!.quantity).toBe(7);
    expect(setLineQuantity(state, id, typedQuantity('-3')).lines[0]!.quantity).toBe(1);
    expect(setLineQuantity(state, id, typedQuantity('0')).lines).toEqual([]);
    expect(removeLine(state, id).lines).toEqual([]);
  });

  it('steps a vintage wine by its declination’s sellByMultipleOf, anything else by 1', () => {
    expect(quantityStep({ productType: 'WINE', isVintage: true }, { sellByMultipleOf: 6 })).toBe(6);
    expect(quantityStep({ productType: 'WINE', isVintage: false }, { sellByMultipleOf: 6 })).toBe(1);
    expect(quantityStep({ productType: 'BOX', isVintage: false }, undefined)).toBe(1);
    expect(increased(6, 6)).toBe(12);
    expect(decreased(12, 6)).toBe(6);
    expect(decreased(6, 6)).toBe(6);
  });

  it('previews the subtotal at the prices the pages showed', () => {
    expect(previewSubtotal(filled())).toBe(6 * 14.5 + 18);
  });
});

describe('delivery choices (spec 2 §4)', () => {
  it('resets the carrier, city, shipping prices and access point when click and collect is chosen', () => {
    let state = filled();
    state = { ...state, shippingPrices: [option(), option({ id: 2 })] };
    state = chooseAccessPoint(chooseCarrier(state, option({ id: 3, deliveryType: 'PICKUP' })), relay);
    const collected = chooseDeliveryType(state, 'clickAndCollect');
    expect(collected).toMatchObject({
      deliveryType: 'clickAndCollect',
      carrier: null,
      city: null,
      shippingPrices: [],
      accessPointAddress: null,
    });
    // The rest of the cart stays.
    expect(collected.lines).toBe(state.lines);
    expect(collected.country).toEqual(france);
  });

  it('keeps the chosen relay for a relay carrier and drops it for a home delivery', () => {
    const state = chooseAccessPoint(chooseCarrier(filled(), option({ id: 3, deliveryType: 'PICKUP' })), relay);
    expect(chooseCarrier(state, option({ id: 3, deliveryType: 'PICKUP' })).accessPointAddress).toEqual(relay);
    expect(chooseCarrier(state, option({ id: 1 })).accessPointAddress).toBeNull();
  });

  it('keeps the click and collect choice, the addresses, the contact and the discount as given', () => {
    let state = chooseClickAndCollect(filled(), { date: '24/03/2026', idAddress: 3, idSchedule: 41 });
    state = updateDetails(state, { phone: '06 12 34 56 78', message: 'Merci !', billingSame: false });
    state = setDiscount(state, {
      code: 'PRINTEMPS',
      products: [],
      total: 90,
      subtotal: 105,
      shippingFees: 0,
      discount: null,
    });
    expect(state).toMatchObject({
      clickAndCollect: { idAddress: 3, idSchedule: 41 },
      phone: '06 12 34 56 78',
      message: 'Merci !',
      billingSame: false,
      discount: { code: 'PRINTEMPS' },
    });
  });
});

describe('the shipping fee machine (spec 2 §4)', () => {
  it('makes a call when none runs, and sets the running flag', () => {
    const { state, call } = startFees(filled());
    expect(call).toBe(true);
    expect(state.fees).toEqual({ running: true, recalculate: false, error: null });
  });

  it('only flags a recalculation, with no call, while one runs or one is already flagged', () => {
    const running = startFees(filled()).state;
    const second = startFees(running);
    expect(second.call).toBe(false);
    expect(second.state.fees).toMatchObject({ running: true, recalculate: true });
    const third = startFees({ ...second.state, fees: { running: false, recalculate: true, error: null } });
    expect(third.call).toBe(false);
    expect(third.state.fees.recalculate).toBe(true);
  });

  it('selects the only option and empties the price list', () => {
    const running = startFees({ ...filled(), shippingPrices: [option({ id: 9 })] }).state;
    const { state, again } = feesAnswered(running, { options: [option()] });
    expect(again).toBe(false);
    expect(state.carrier).toEqual(option());
    expect(state.shippingPrices).toEqual([]);
    expect(state.fees).toEqual({ running: false, recalculate: false, error: null });
  });

  it('stores several options and clears the carrier', () => {
    const running = startFees(chooseCarrier(filled(), option())).state;
    const options = [
      option({ id: 4, name: 'Forfait Europe', price: 15 }),
      option({ id: 5, name: 'DPD Europe', price: 19.5 }),
    ];
    const { state } = feesAnswered(running, { options });
    expect(state.carrier).toBeNull();
    expect(state.shippingPrices).toEqual(options);
    expect(state.fees.running).toBe(false);
  });

  it('clears the carrier and the list when a recalculation was flagged, and asks to start again', () => {
    let state = startFees(chooseCarrier({ ...filled(), shippingPrices: [option()] }, option())).state;
    state = startFees(state).state; // a change while it runs
    const answered = feesAnswered(state, { options: [option()] });
    expect(answered.again).toBe(true);
    expect(answered.state).toMatchObject({
      carrier: null,
      shippingPrices: [],
      fees: { running: false, recalculate: false },
    });
    expect(startFees(answered.state).call).toBe(true);
  });

  it('keeps the server’s refusal and no option', () => {
    const running = startFees(chooseCarrier(filled(), option())).state;
    const { state } = feesAnswered(running, { error: 'No carrier found' });
    expect(state).toMatchObject({
      carrier: null,
      shippingPrices: [],
      fees: { running: false, error: 'No carrier found' },
    });
  });

  it('recalculates on every change of the lines or the destination once a city is set, never for click and collect', () => {
    const state = filled();
    expect(feesWanted(state, addToCart(state, wine(), 11, 2021, 1))).toBe(true);
    expect(feesWanted(state, setLineQuantity(state, state.lines[0]!.id, 3))).toBe(true);
    expect(feesWanted(state, setDestination(state, { postalCode: '33000', name: 'Bordeaux' }, france))).toBe(true);
    expect(feesWanted(state, updateDetails(state, { phone: '0612345678' }))).toBe(false);
    const noCity = setDestination(state, null, france);
    expect(feesWanted(noCity, addToCart(noCity, wine(), 11, 2021, 1))).toBe(false);
    const collected = chooseDeliveryType(state, 'clickAndCollect');
    expect(feesWanted(collected, addToCart(collected, wine(), 11, 2021, 1))).toBe(false);
  });

  it('makes no call for an empty cart and drops the options it had', () => {
    const state = {
      ...setLineQuantity(filled(), 0, 0),
      lines: [] as CartState['lines'],
      carrier: option(),
      shippingPrices: [option()],
    };
    const { state: next, call } = startFees(state);
    expect(call).toBe(false);
    expect(next).toMatchObject({ carrier: null, shippingPrices: [] });
  });

  it('asks for the cart’s products with their vintage, the postal code and the three-letter country', () => {
    expect(feesBody(filled())).toEqual({
      products: [
        { idProduct: 1, idVintage: 11, quantity: 6 },
        { idProduct: 2, idVintage: 21, quantity: 1 },
      ],
      postalCode: '75001',
      country: 'FRA',
    });
  });
});
