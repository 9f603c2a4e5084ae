import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { OrderLineView } from '@cellar/shared/checkout/orders';
import type { AdminOrderView } from '@cellar/shared/orders/admin-orders';
import { pdfText, pdfTextRuns } from '../../../scripts/src/test/pdf-text.ts';
import { orderPdf, type OrderPdfShop } from './order-pdf.ts';

const line = (over: Partial<OrderLineView> = {}): OrderLineView => ({
  id: 5,
  idVintage: 101,
  productType: 'WINE',
  name: 'Cuvée des Lilas',
  year: 2019,
  capacity: 75,
  capacityUnit: 'cl',
  quantity: 6,
  unitPrice: 12.5,
  discount: 1,
  price: 11.5,
  total: 69,
  ...over,
});

const address = {
  firstname: 'Zoé',
  lastname: 'Martin',
  address: '3 rue des Archives',
  addressPart2: 'Bâtiment B',
  postalCode: '75004',
  city: 'Paris',
  country: 'FR',
};

const order = (over: Partial<AdminOrderView> = {}): AdminOrderView => ({
  id: 42,
  number: '2026-000042',
  status: 'WAITING',
  statusLabel: 'En attente',
  createdAt: '2026-03-14T09:30:00.000Z',
  date: '14/03/2026 10:30',
  customer: {
    idCustomer: 7,
    email: 'zoe@example.com',
    firstname: 'Zoé',
    lastname: 'Martin',
    phone: '0612345678',
    guest: false,
  },
  products: [
    line(),
    line({
      id: 6,
      idVintage: null,
      productType: 'OTHER',
      name: 'Tire-bouchon',
      year: null,
      capacity: null,
      capacityUnit: null,
      quantity: 1,
      unitPrice: 9,
      discount: 0,
      price: 9,
      total: 9,
    }),
  ],
  subtotal: 78,
  discount: { code: 'PRINTEMPS', label: null, amount: 5, on: 'PRODUCTS' },
  shippingFees: 12.9,
  total: 85.9,
  currency: 'EUR',
  delivery: {
    type: 'DELIVERY',
    idCarrier: 1,
    carrierName: 'Colissimo',
    serviceCode: null,
    price: 12.9,
    fdp: 12.9,
    accessPoint: null,
    pickup: null,
  },
  address: { delivery: address, billing: null },
  message: 'Merci de livrer après 18 h.',
  payment: {
    method: 'TRANSFER',
    label: 'Virement',
    status: 'PENDING',
    amount: 85.9,
    provider: null,
    clientSecret: null,
    publishableKey: null,
    account: null,
    instructions: null,
  },
  payments: [
    {
      id: 1,
      kind: 'PAYMENT',
      amount: 50,
      date: '15/03/2026',
      method: 'TRANSFER',
      label: 'Virement',
      reference: 'VIR-123',
      source: 'ADMIN',
    },
  ],
  lang: 'fr_FR',
  paid: 50,
  returned: 0,
  balance: 35.9,
  paymentStatus: 'PENDING',
  allowedStatuses: ['PROCESSING', 'CANCELED'],
  shipment: null,
  shippingExplanation: null,
  mails: [],
  events: [],
  updatedAt: '2026-03-15T09:30:00.000Z',
  revision: 3,
  ...over,
});

const shop: OrderPdfShop = {
  name: 'Domaine des Lilas',
  addressLines: ['12 chemin des Vignes', '69460 Odenas'],
  email: 'contact@domaine-des-lilas.fr',
  phone: '04 74 00 00 00',
  vatNumber: 'FR12345678901',
  siret: '123 456 789 00012',
  legalLines: ['EARL au capital de 10 000 €'],
};

/** Where each text is drawn (`x y Tm` before its `Tj`), in points from the bottom left. */
function textPositions(pdf: Uint8Array): Array<{ x: number; y: number }> {
  const bytes = Buffer.from(pdf);
  const latin = bytes.toString('latin1');
  const out: Array<{ x: number; y: number }> = [];
  for (const found of latin.matchAll(/stream\r?\n/g)) {
    if (latin.slice(found.index - 3, found.index) === 'end') continue;
    const start = found.index + found[0].length;
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, latin.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue;
    }
    for (const m of content.matchAll(/([-\d.]+) ([-\d.]+) Tm/g)) out.push({ x: Number(m[1]), y: Number(m[2]) });
  }
  return out;
}

describe('the order’s PDF', () => {
  it('is an order form and a delivery slip in French', async () => {
    const data = await orderPdf(order(), shop, 'fr_FR');
    expect(Buffer.from(data.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(data);
    expect(doc.getPageCount()).toBe(2);
    const text = pdfText(data);
    for (const word of [
      'BON DE COMMANDE',
      'BON DE LIVRAISON',
      'Commande n° 2026-000042',
      'passée le 14/03/2026 10:30',
      'Domaine des Lilas',
      'FR12345678901',
      '123 456 789 00012',
      'Zoé Martin',
      'zoe@example.com',
      '3 rue des Archives',
      '75004 Paris',
      'Colissimo',
      'Millésime',
    ]) {
      expect(text, word).toContain(word);
    }
    for (const word of [
      'Sous-total',
      '78,00 €',
      'Réduction (PRINTEMPS)',
      '-5,00 €',
      'Frais de port',
      '12,90 €',
      '85,90 €',
      'Moyen de paiement: Virement',
      'Paiements reçus',
      '15/03/2026 · Virement · VIR-123',
      '50,00 €',
      'Reste à payer',
      '35,90 €',
      'Message du client',
      'Merci de livrer après 18 h.',
      'Reçu en bon état',
      '7 articles',
    ]) {
      expect(text, word).toContain(word);
    }
    expect(text).not.toMatch(/Order form|Delivery slip|Balance due/);
  });

  it('is an order form and a delivery slip in English', async () => {
    const text = pdfText(await orderPdf(order(), shop, 'en_US'));
    for (const word of [
      'ORDER FORM',
      'DELIVERY SLIP',
      'Order 2026-000042',
      'placed on 14/03/2026 10:30',
      'Vintage',
      'Subtotal',
      '€78.00',
      'Discount (PRINTEMPS)',
      'Shipping',
      '€85.90',
      'Payments received',
      'Balance due',
      '€35.90',
      'Message from the customer',
      'Received in good condition',
      '7 items',
    ]) {
      expect(text, word).toContain(word);
    }
    expect(text).not.toMatch(/Bon de commande|Reste à payer/i);
  });

  it('prints every wine line with its vintage, on the form with its prices and on the slip with its quantity', async () => {
    const runs = pdfTextRuns(await orderPdf(order(), shop, 'fr_FR')).map((run) => run.text.replace(/\u00a0/g, ' '));
    const starts = runs.flatMap((text, i) => (text === 'Cuvée des Lilas' ? [i] : []));
    expect(starts).toHaveLength(2);
    // Form: name, capacity, vintage, quantity, unit price, discount, total.
    expect(runs.slice(starts[0]!, starts[0]! + 7)).toEqual([
      'Cuvée des Lilas',
      '75 cl',
      '2019',
      '6',
      '12,50 €',
      '-1,00 €',
      '69,00 €',
    ]);
    // Slip: name, vintage, capacity, quantity; no price.
    expect(runs.slice(starts[1]!, starts[1]! + 4)).toEqual(['Cuvée des Lilas', '2019', '75 cl', '6']);
    const slip = runs.slice(runs.indexOf('BON DE LIVRAISON'));
    expect(slip.join(' ')).not.toContain('€');
  });

  it('shows a balance to refund and a non-vintage wine', async () => {
    const text = pdfText(
      await orderPdf(order({ paid: 100, balance: -14.1, products: [line({ year: null })] }), shop, 'en_US'),
    );
    expect(text).toContain('To refund');
    expect(text).toContain('€14.10');
    expect(text).toContain('NV');
  });

  it('prints the click-and-collect place and slot', async () => {
    const pickup = {
      idAddress: 3,
      name: 'Le chai du domaine',
      address: '12 chemin des Vignes',
      postalCode: '69460',
      city: 'Odenas',
      date: '21/03/2026',
      idSchedule: 4,
      start: '14:00',
      end: '18:00',
      startsAt: '2026-03-21T13:00:00.000Z',
      endsAt: '2026-03-21T17:00:00.000Z',
    };
    const collect = order({
      delivery: {
        type: 'CLICK_AND_COLLECT',
        idCarrier: null,
        carrierName: null,
        serviceCode: null,
        price: 0,
        fdp: 0,
        accessPoint: null,
        pickup,
      },
      address: { delivery: null, billing: address },
    });
    for (const [lang, label] of [
      ['fr_FR', 'Retrait sur place'],
      ['en_US', 'Click and collect'],
    ] as const) {
      const text = pdfText(await orderPdf(collect, shop, lang));
      for (const word of [label, 'Le chai du domaine', '69460 Odenas', '21/03/2026, 14:00–18:00'])
        expect(text, word).toContain(word);
      // The slot is on the slip too.
      expect(text.slice(text.indexOf(lang === 'fr_FR' ? 'BON DE LIVRAISON' : 'DELIVERY SLIP'))).toContain(
        '21/03/2026, 14:00–18:00',
      );
    }
  });

  it('prints a pickup point', async () => {
    const text = pdfText(
      await orderPdf(
        order({
          delivery: {
            type: 'PICKUP',
            idCarrier: 2,
            carrierName: 'Mondial Relay',
            serviceCode: null,
            price: 5,
            fdp: 5,
            accessPoint: {
              id: '020507',
              name: 'Tabac du Centre',
              address: '1 place de la Mairie',
              postalCode: '69001',
              city: 'Lyon',
              country: 'FR',
            },
            pickup: null,
          },
        }),
        shop,
        'fr_FR',
      ),
    );
    for (const word of ['Point relais', 'Tabac du Centre', '69001 Lyon', 'Mondial Relay'])
      expect(text, word).toContain(word);
  });

  it('runs a 60-line order onto several pages, every line on each document, nothing off the page', async () => {
    const products = Array.from({ length: 60 }, (_, i) =>
      line({
        id: i + 1,
        idVintage: i + 1,
        name: `Cuvée numéro ${String(i + 1).padStart(2, '0')}`,
        year: 1960 + i,
        quantity: i + 1,
        total: 11.5 * (i + 1),
      }),
    );
    const long = order({
      products,
      message: Array.from({ length: 40 }, (_, i) => `Ligne ${i + 1} du message.`).join('\n'),
    });
    const data = await orderPdf(long, shop, 'fr_FR');
    const doc = await PDFDocument.load(data);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(4);
    const runs = pdfTextRuns(data).map((run) => run.text);
    for (const [i, product] of products.entries()) {
      const at = runs.flatMap((text, n) => (text === product.name ? [n] : []));
      expect(at, product.name).toHaveLength(2);
      expect(runs[at[0]! + 2], product.name).toBe(String(1960 + i));
      expect(runs[at[1]! + 1], product.name).toBe(String(1960 + i));
    }
    const text = pdfText(data);
    expect(text).toContain('Ligne 40 du message.');
    expect(text).toContain('(suite)');
    expect(text).toContain('1830 articles');
    const { width, height } = doc.getPage(0).getSize();
    for (const { x, y } of textPositions(data)) {
      expect(x).toBeGreaterThanOrEqual(40);
      expect(x).toBeLessThan(width - 40);
      expect(y).toBeGreaterThanOrEqual(40);
      expect(y).toBeLessThan(height - 40);
    }
  });

  it('wraps a long name and cuts a very long one cleanly', async () => {
    const name = `Cuvée ${'très '.repeat(200)}longue`;
    const data = await orderPdf(order({ products: [line({ name })] }), shop, 'fr_FR');
    const runs = pdfTextRuns(data).map((run) => run.text);
    const first = runs.findIndex((text) => text.startsWith('Cuvée très'));
    expect(runs[first + 2]!.endsWith('…')).toBe(true);
    expect(runs[first + 3]).toBe('75\u00a0cl');
  });

  it('prints text outside WinAnsi without throwing, and a shop with nothing filled in', async () => {
    const data = await orderPdf(
      order({
        products: [line({ name: 'Château Ωμέγα 🍷 Ďábel' })],
        customer: {
          idCustomer: null,
          email: 'jan@example.cz',
          firstname: 'Jiří',
          lastname: 'Dvořák',
          phone: null,
          guest: true,
        },
      }),
      { name: null, addressLines: null, email: null, phone: null, vatNumber: null, siret: null, legalLines: null },
      'fr_FR',
    );
    const text = pdfText(data);
    expect(text).toContain('Château ????? ? Dábel');
    expect(text).toContain('Jirí Dvorák (invité)');
  });
});
