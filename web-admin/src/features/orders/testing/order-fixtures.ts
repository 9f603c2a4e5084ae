/** Answers of the orders API for the screens' tests (only test files import this folder). */
import type { OrderList, OrderListItem, OrderView } from '../api/orders-api.ts';

export const waitingItem: OrderListItem = {
  id: 42,
  number: '2026-000042',
  status: 'WAITING',
  statusLabel: 'Waiting',
  createdAt: '2026-05-12T08:30:00.000Z',
  date: '12/05/2026 10:30',
  customer: { name: 'Marie Dupont', email: 'marie@example.com', guest: false },
  quantity: 6,
  total: 129.5,
  balance: 129.5,
  paymentMethod: 'CHEQUE',
  paymentLabel: 'Cheque',
  paymentStatus: 'PENDING',
  deliveryType: 'DELIVERY',
  carrierName: 'Colissimo',
};

export const shippedItem: OrderListItem = {
  ...waitingItem,
  id: 41,
  number: '2026-000041',
  status: 'SHIPPED',
  statusLabel: 'Shipped',
  customer: { name: 'Paul Martin', email: 'paul@example.com', guest: true },
  total: 60,
  balance: 0,
  paymentMethod: 'CARD',
  paymentLabel: 'Bank card',
  paymentStatus: 'PAID',
};

export const orderList: OrderList = {
  orders: [waitingItem, shippedItem],
  total: 2,
  sum: { total: 189.5, balance: 129.5 },
  counts: { WAITING: 3, PROCESSING: 1, SHIPPED: 4, DELIVERED: 10, CANCELED: 2 },
};

export const order: OrderView = {
  id: 42,
  number: '2026-000042',
  status: 'WAITING',
  statusLabel: 'Waiting',
  createdAt: '2026-05-12T08:30:00.000Z',
  date: '12/05/2026 10:30',
  customer: { idCustomer: 7, email: 'marie@example.com', firstname: 'Marie', lastname: 'Dupont', phone: '06 12 34 56 78', guest: false },
  lang: 'fr_FR',
  products: [
    { id: 11, idVintage: 3, productType: 'WINE', name: 'Cuvée des Lilas', year: 2022, capacity: 75, capacityUnit: 'cl', quantity: 6, unitPrice: 18, discount: 0, price: 18, total: 108 },
    { id: 12, idVintage: null, productType: 'OTHER', name: 'Tire-bouchon', year: null, capacity: null, capacityUnit: null, quantity: 1, unitPrice: 12, discount: 2, price: 10, total: 10 },
  ],
  subtotal: 118,
  discount: { code: 'BIENVENUE', label: 'Welcome', amount: 5, on: 'PRODUCTS' },
  shippingFees: 16.5,
  total: 129.5,
  currency: 'EUR',
  delivery: { type: 'DELIVERY', idCarrier: 1, carrierName: 'Colissimo', serviceCode: null, price: 16.5, fdp: 16.5, accessPoint: null, pickup: null },
  address: {
    delivery: { firstname: 'Marie', lastname: 'Dupont', address: '3 rue des Vignes', addressPart2: null, postalCode: '69001', city: 'Lyon', country: 'FR' },
    billing: { firstname: 'Marie', lastname: 'Dupont', address: '3 rue des Vignes', addressPart2: null, postalCode: '69001', city: 'Lyon', country: 'FR' },
  },
  message: 'Please ring twice',
  payment: { method: 'CHEQUE', label: 'Cheque', status: 'PENDING', amount: 129.5, provider: null, clientSecret: null, publishableKey: null, account: null, instructions: null },
  payments: [
    { id: 1, kind: 'PAYMENT', amount: 50, date: '13/05/2026', method: 'CHEQUE', label: 'Cheque', reference: 'CHQ 1234', source: 'ADMIN' },
    { id: 2, kind: 'PAYMENT', amount: 20, date: '14/05/2026', method: 'CARD', label: 'Bank card', reference: 'pi_123', source: 'CARD' },
  ],
  paid: 70,
  returned: 0,
  balance: 59.5,
  paymentStatus: 'PENDING',
  allowedStatuses: ['PROCESSING', 'CANCELED'],
  shipment: null,
  shippingExplanation: {
    destination: { country: 'FR', postalCode: '69001', department: '69' },
    parcels: [{ box: { id: 5, name: 'Carton 6 bouteilles', mainType: 'BOTTLE' }, contents: [{ idProduct: 11, idVintage: 3, quantity: 6 }], bottles: 6, equivalents: 6, weightKg: 8.4, tranche: { min: 4, max: 6, priceType: 'PACKAGE', price: 15 }, price: 16.5 }],
    cheapestProven: true,
    basePrice: 15,
    percentage: 10,
    fix: 0,
    freeShipping: { count: 24, from: 24, applied: false },
  },
  mails: [{ kind: 'CONFIRMATION', to: 'marie@example.com', sentAt: '2026-05-12T08:30:05.000Z', date: '12/05/2026 10:30', status: 'SENT' }],
  events: [
    { id: '1-0', type: 'PLACED', at: '2026-05-12T08:30:00.000Z', date: '12/05/2026 10:30', actor: { kind: 'CUSTOMER', id: 7, name: 'Marie Dupont' }, from: null, to: 'WAITING', details: {}, text: 'Order placed' },
    { id: '2-0', type: 'PAYMENT_ADDED', at: '2026-05-13T09:00:00.000Z', date: '13/05/2026 11:00', actor: { kind: 'STAFF', id: 2, name: 'Jeanne Admin' }, from: null, to: null, details: { amount: 50 }, text: 'Payment of €50.00 by cheque recorded' },
    { id: '3-0', type: 'STATUS', at: '2026-05-14T09:00:00.000Z', date: '14/05/2026 11:00', actor: { kind: 'SYSTEM', id: null, name: null }, from: 'PROCESSING', to: 'WAITING', details: {}, text: 'Status changed' },
  ],
  updatedAt: '2026-05-14T09:00:00.000Z',
  revision: 3,
};

export const mailPreview = { key: 'order-processing' as const, to: 'marie@example.com', lang: 'fr_FR' as const, subject: 'Votre commande 2026-000042 est en préparation', html: '<p>Bonjour Marie</p>', text: 'Bonjour Marie' };
