/** Answers of the returns API for the screens' tests (only test files import this folder). */
import type { ReturnList, ReturnView } from '../../../components/returns/return-queries.ts';

export const askedReturn: ReturnView = {
  id: 7,
  idOrder: 42,
  orderNumber: '2026-000042',
  status: 'RETURN_ASK',
  statusLabel: 'Return asked',
  customer: { email: 'marie@example.com', firstname: 'Marie', lastname: 'Dupont' },
  lines: [
    {
      id: 11,
      idVintage: 3,
      productType: 'WINE',
      name: 'Cuvée des Lilas',
      year: 2022,
      quantity: 2,
      unitPrice: 18,
      total: 36,
    },
  ],
  quantity: 2,
  value: 36,
  reason: { id: 1, value: 'Broken bottle' },
  message: 'Two bottles arrived broken',
  files: [],
  refundAmount: null,
  refundSkipped: null,
  stockBack: [],
  allowedActions: ['SEND_LABEL', 'PRODUCT_RECEIVED', 'REJECT_RETURN'],
  history: [
    { action: null, from: null, to: 'RETURN_ASK', at: '2026-05-20T08:00:00.000Z', by: null, note: null, idFile: null },
  ],
  createdAt: '2026-05-20T08:00:00.000Z',
  date: '20/05/2026 10:00',
  updatedAt: '2026-05-20T08:00:00.000Z',
};

export const receivedReturn: ReturnView = {
  ...askedReturn,
  id: 8,
  idOrder: 41,
  orderNumber: '2026-000041',
  status: 'PRODUCT_RECEIVED',
  statusLabel: 'Products received',
  customer: { email: 'paul@example.com', firstname: 'Paul', lastname: 'Martin' },
  lines: [
    {
      id: 11,
      idVintage: 3,
      productType: 'WINE',
      name: 'Cuvée des Lilas',
      year: 2022,
      quantity: 3,
      unitPrice: 18,
      total: 54,
    },
    {
      id: 12,
      idVintage: null,
      productType: 'OTHER',
      name: 'Tire-bouchon',
      year: null,
      quantity: 1,
      unitPrice: 10,
      total: 10,
    },
  ],
  quantity: 4,
  value: 64,
  reason: { id: 2, value: 'Wrong product' },
  message: null,
  files: [
    {
      id: 3,
      name: 'etiquette-retour.pdf',
      contentType: 'application/pdf',
      size: 52_000,
      status: 'LABEL_SENT',
      uploadedAt: '2026-05-21T09:00:00.000Z',
      path: '/admin/order-back/8/file/3',
    },
    {
      id: 4,
      name: 'colis.jpg',
      contentType: 'image/jpeg',
      size: 300,
      status: 'PRODUCT_RECEIVED',
      uploadedAt: '2026-05-23T09:00:00.000Z',
      path: '/admin/order-back/8/file/4',
    },
  ],
  allowedActions: ['ACCEPT_RETURN', 'PARTIALLY_ACCEPT_RETURN', 'REJECT_RETURN'],
  history: [
    { action: null, from: null, to: 'RETURN_ASK', at: '2026-05-20T08:00:00.000Z', by: null, note: null, idFile: null },
    {
      action: 'SEND_LABEL',
      from: 'RETURN_ASK',
      to: 'LABEL_SENT',
      at: '2026-05-21T09:00:00.000Z',
      by: 'Jeanne Admin',
      note: 'Colissimo label',
      idFile: 3,
    },
    {
      action: 'PRODUCT_RECEIVED',
      from: 'LABEL_SENT',
      to: 'PRODUCT_RECEIVED',
      at: '2026-05-23T09:00:00.000Z',
      by: 'Jeanne Admin',
      note: null,
      idFile: 4,
    },
  ],
  updatedAt: '2026-05-23T09:00:00.000Z',
};

export const returnList: ReturnList = { ordersBack: [askedReturn, receivedReturn], total: 2 };

export const returnMailPreview = {
  key: 'return-label-sent' as const,
  to: 'marie@example.com',
  lang: 'fr_FR' as const,
  subject: 'Votre étiquette de retour',
  html: '<p>Bonjour Marie, voici votre étiquette</p>',
  text: 'Bonjour Marie',
};
