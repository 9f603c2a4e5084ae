import { describe, expect, it } from 'vitest';
import { emptyCart, type CartState } from '../../lib/cart/cart-state.ts';
import { option } from '../../testing/cart-fixtures.ts';
import { orderProblems, requiredFields } from './order-rules.ts';

const guest = { signedIn: false, accountPhone: false };
const paris = { city: { postalCode: '75001', name: 'Paris' }, country: { id: 250, alphaTwo: 'FR', alphaThree: 'FRA' } };
const cart = (patch: Partial<CartState>): CartState => ({ ...emptyCart(), ...patch });
const ready = {
  paymentMethod: 'TRANSFER' as const,
  offeredMethods: ['TRANSFER' as const],
  legalAge: true,
  salesConditions: true,
};

describe('what an order needs, as the server asks it', () => {
  it('needs a phone whatever the way of receiving, and an e-mail from a guest only', () => {
    for (const deliveryType of ['clickAndCollect', 'delivery', null] as const)
      expect(requiredFields(cart({ deliveryType }), guest).has('user.phone')).toBe(true);
    expect(requiredFields(cart({ deliveryType: 'clickAndCollect' }), guest).has('user.email')).toBe(true);
    expect(
      requiredFields(cart({ deliveryType: 'clickAndCollect' }), { signedIn: true, accountPhone: false }).has(
        'user.email',
      ),
    ).toBe(false);
    // The server takes the account's phone when the form's is empty.
    expect(
      requiredFields(cart({ deliveryType: 'clickAndCollect' }), { signedIn: true, accountPhone: true }).has(
        'user.phone',
      ),
    ).toBe(false);
  });

  it('needs a place, day and slot to collect; a street for home delivery; a relay, not a street, for a relay carrier', () => {
    expect([...requiredFields(cart({ deliveryType: 'clickAndCollect' }), guest)]).toEqual(
      expect.arrayContaining(['delivery.idAddress', 'dateSchedule', 'idSchedule']),
    );
    const home = requiredFields(cart({ deliveryType: 'delivery', ...paris, carrier: option() }), guest);
    expect(home.has('address.delivery.address')).toBe(true);
    // A parcel at home goes to someone: the label needs a name.
    expect(home.has('address.delivery.lastname')).toBe(true);
    expect(
      orderProblems(
        cart({
          deliveryType: 'delivery',
          ...paris,
          carrier: option(),
          shippingAddress: {
            firstname: 'Léa',
            lastname: ' ',
            address: '3 rue des Archives',
            addressPart2: '',
            postalCode: '75001',
            city: 'Paris',
            country: null,
          },
        }),
        { ...guest, ...ready },
      ),
    ).toMatchObject({ 'address.delivery.lastname': 'checkout.errors.recipientRequired' });
    expect(home.has('delivery.accessPoint')).toBe(false);
    const relay = requiredFields(
      cart({ deliveryType: 'delivery', ...paris, carrier: option({ deliveryType: 'PICKUP' }) }),
      guest,
    );
    expect(relay.has('delivery.accessPoint')).toBe(true);
    expect(relay.has('address.delivery.address')).toBe(false);
    expect(relay.has('address.delivery.lastname')).toBe(false);
  });

  it('needs no name to collect or for the billing address, and a billing address whole only once it is started', () => {
    const untouched = requiredFields(cart({ deliveryType: 'clickAndCollect' }), guest);
    expect([...untouched].filter((f) => f.startsWith('address.'))).toEqual([]);
    const started = cart({
      deliveryType: 'clickAndCollect',
      billingAddress: {
        firstname: 'Léa',
        lastname: '',
        address: '',
        addressPart2: '',
        postalCode: '',
        city: '',
        country: null,
      },
    });
    expect([...requiredFields(started, guest)].filter((f) => f.startsWith('address.'))).toEqual([
      'address.billing.address',
      'address.billing.postalCode',
      'address.billing.city',
    ]);
    expect(orderProblems(started, { ...guest, ...ready })).toMatchObject({
      'address.billing.address': 'checkout.errors.streetRequired',
      'address.billing.city': 'checkout.errors.cityRequired',
    });
  });

  it('finds every problem of an empty click-and-collect order at once, and none of a complete one', () => {
    const empty = cart({ deliveryType: 'clickAndCollect' });
    expect(
      orderProblems(empty, {
        ...guest,
        paymentMethod: null,
        offeredMethods: ['CASH'],
        legalAge: false,
        salesConditions: false,
      }),
    ).toEqual({
      'delivery.idAddress': 'checkout.errors.pickupPlaceRequired',
      'user.email': 'checkout.errors.emailRequired',
      'user.phone': 'checkout.errors.phoneRequired',
      paymentMethod: 'checkout.errors.paymentMethodRequired',
      legalAge: 'checkout.errors.legalAgeRequired',
      salesConditions: 'checkout.errors.salesConditionsRequired',
    });
    const complete = cart({
      deliveryType: 'clickAndCollect',
      clickAndCollect: { idAddress: 3, date: '25/11/2026', idSchedule: 41 },
      email: 'lea@example.fr',
      phone: '+33 6 12 34 56 78',
    });
    expect(orderProblems(complete, { ...guest, ...ready })).toEqual({});
  });

  it('refuses a phone or an e-mail the server would refuse, and a method not offered for this way of receiving', () => {
    const state = cart({
      deliveryType: 'clickAndCollect',
      clickAndCollect: { idAddress: 3, date: '25/11/2026', idSchedule: 41 },
      email: 'lea@',
      phone: '06 12',
    });
    expect(orderProblems(state, { ...guest, ...ready, paymentMethod: 'CASH' })).toEqual({
      'user.email': 'checkout.errors.invalidEmail',
      'user.phone': 'checkout.errors.invalidPhone',
      paymentMethod: 'checkout.errors.paymentMethodRequired',
    });
  });
});
