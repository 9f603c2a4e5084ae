import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../repositories/order-repository.ts';
import { orderMailVariables } from './order-mail-variables.ts';

const order = {
  id: 42,
  number: '2026-000042',
  status: 'WAITING',
  lang: 'en_US',
  createdAt: '2026-03-14T09:30:00.000Z',
  updatedAt: '2026-03-14T09:30:00.000Z',
  customer: {
    idCustomer: null,
    sub: null,
    email: 'boss@evil.example',
    firstname: 'Visit www.evil.example',
    lastname: 'Martin',
    phone: '0612345678',
    guest: true,
  },
  products: [
    {
      id: 1,
      idVintage: 3,
      productType: 'WINE',
      name: 'Gamay',
      year: 2022,
      capacity: 75,
      capacityUnit: 'cl',
      quantity: 2,
      unitPrice: 12.5,
      discount: 0,
      price: 12.5,
      total: 25,
    },
  ],
  subtotal: 25,
  discount: null,
  shippingFees: 9.9,
  total: 34.9,
  currency: 'EUR',
  delivery: {
    type: 'DELIVERY',
    idCarrier: 1,
    carrierName: 'Colissimo',
    serviceCode: null,
    price: 9.9,
    fdp: 9.9,
    accessPoint: null,
    pickup: null,
  },
  address: {
    delivery: {
      firstname: 'Claim at https://evil.example/win',
      lastname: 'M',
      address: '3 rue des Archives',
      addressPart2: null,
      postalCode: '75001',
      city: 'Paris',
      country: 'FR',
    },
    billing: null,
  },
  message: 'Call me: boss@evil.example\nor see http://evil.example',
  legal: { legalAge: true, salesConditions: true, acceptedAt: '2026-03-14T09:30:00.000Z' },
  payment: {
    method: 'CARD',
    status: 'PENDING',
    amount: 34.9,
    provider: 'local',
    intentId: 'pi',
    clientSecret: 's',
    account: null,
    instructions: null,
  },
  payments: [],
  stock: [],
  mails: [],
} as unknown as OrderRecord;

describe('the variables of an order mail', () => {
  const variables = orderMailVariables(order, { name: 'Domaine des Lilas' }, 'en_US');

  it('gives each line with its vintage year, quantity and prices in the mail’s language', () => {
    expect(variables.lines).toEqual([
      { name: 'Gamay', year: '2022', capacity: '75 cl', quantity: '2', unitPrice: '€12.50', total: '€25.00' },
    ]);
    expect(variables).toMatchObject({
      orderNumber: '2026-000042',
      orderDate: '14/03/2026 10:30',
      subtotal: '€25.00',
      shipping: '€9.90',
      total: '€34.90',
      discountAmount: '',
      shopName: 'Domaine des Lilas',
    });
  });

  it('defangs what the shopper typed: no link can be made of it', () => {
    const typed = JSON.stringify([
      variables.firstname,
      variables.customerEmail,
      variables.deliveryLines,
      variables.messageLines,
    ]);
    expect(typed).not.toMatch(/https?:\/\/|www\.evil|evil\.example|@evil/);
    expect(variables.messageLines).toEqual([
      { line: 'Call me: boss [at] evil[.]example' },
      { line: 'or see http[:]//evil[.]example' },
    ]);
  });

  it('promises no payment confirmation mail for a card', () => {
    expect(variables.paymentInstructions).toBe(
      'Payment by bank card: your order is prepared once the payment is accepted.',
    );
  });

  it('makes a tracking link only of a carrier’s https address', () => {
    const shipped = {
      ...order,
      shipment: { carrierName: 'Colissimo', trackingNumber: '6A1', trackingUrl: 'javascript:alert(1)' },
    } as OrderRecord;
    expect(orderMailVariables(shipped, { name: 'L' }, 'fr_FR')).toMatchObject({
      trackingNumber: '6A1',
      trackingLink: '',
    });
  });
});
