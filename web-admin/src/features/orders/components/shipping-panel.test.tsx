import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import type { OrderView, ShippingPrice } from '../api/orders-api.ts';
import { order } from '../testing/order-fixtures.ts';
import { OrderRoute } from '../routes/order-route.tsx';

const explanation = order.shippingExplanation!;
const price = (over: Partial<ShippingPrice>): ShippingPrice => ({
  id: 1,
  name: 'Colissimo',
  price: 16.5,
  fdp: 16.5,
  serviceCode: null,
  siteType: 'BASIC',
  deliveryType: 'DELIVERY',
  explanation,
  chosen: false,
  partner: null,
  refusal: null,
  ...over,
});
const prices = [
  price({ id: 1, chosen: true }),
  price({ id: 7, name: 'Chrono 13', price: 21.4, fdp: 21.4, serviceCode: 'chronopost:1', partner: 'CHRONOPOST' }),
  price({
    id: 9,
    name: 'Relais',
    price: 4.9,
    fdp: 4.9,
    siteType: 'FLAT_RATE',
    deliveryType: 'PICKUP',
    partner: 'MONDIAL_RELAY',
    refusal: 'This carrier delivers to pickup points: the order has none',
  }),
];
const boxes = (fromStock: boolean) => ({
  idCarrier: 1,
  carrierName: 'Colissimo',
  siteType: 'BASIC' as const,
  fromStock,
  priced: true,
  parcels: explanation.parcels,
  boxes: [{ idBox: 5, name: 'Carton 6 bouteilles', mainType: 'BOTTLE' as const, count: 1, inStock: fromStock ? 3 : 0 }],
  total: 15,
  weightKg: 8.4,
  cheapestProven: true,
});
const processing: OrderView = { ...order, status: 'PROCESSING', allowedStatuses: ['WAITING', 'SHIPPED', 'CANCELED'] };
const shipped: OrderView = {
  ...order,
  status: 'SHIPPED',
  allowedStatuses: ['PROCESSING', 'DELIVERED'],
  shipment: {
    idCarrier: 9,
    carrierName: 'Relais',
    trackingNumber: '31236189',
    trackingUrl: 'https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition=31236189&codePostal=69001',
    hasLabel: true,
    status: 'ACTIVE',
    shippedAt: '2026-05-15T08:00:00.000Z',
  },
};

function renderOrder(view: OrderView, handlers: Parameters<typeof fakeApi>[0] = {}, lang: 'en_US' | 'fr_FR' = 'en_US') {
  const api = fakeApi({
    adminOrder: () => view,
    orderBacks: () => ({ ordersBack: [], total: 0 }),
    adminOrderShippingPrices: () => prices,
    adminOrderOptimizedBoxes: () => boxes(false),
    adminOrderOptimizedBoxesStock: () => boxes(true),
    ...handlers,
  });
  renderScreen(<OrderRoute />, { api: api.client, path: '/order/42', pattern: '/order/:id', lang });
  return api;
}

type Call = ReturnType<typeof fakeApi>['call'];
const callsOf = (call: Call, name: string) =>
  call.mock.calls
    .filter(([n]) => n === name)
    .map(([, input]) => input as { params?: unknown; body?: Record<string, unknown> });

describe('the shipping panel of an order', () => {
  it('offers the carriers’ prices (the customer’s first, one that cannot ship disabled with why), the proposed boxes, and ships with the typed tracking number', async () => {
    const { call } = renderOrder(processing, {
      adminOrderShip: () => ({
        ...shipped,
        shipment: {
          ...shipped.shipment!,
          idCarrier: 1,
          carrierName: 'Colissimo',
          trackingNumber: '6A123',
          trackingUrl: null,
          hasLabel: false,
        },
      }),
    });
    const list = await screen.findByTestId('shipping-prices');
    expect(within(list).getByTestId('shipping-price-1')).toBeChecked();
    expect(list).toHaveTextContent('chosen by the customer');
    expect(screen.getByTestId('shipping-price-9')).toBeDisabled();
    expect(list).toHaveTextContent('This carrier delivers to pickup points: the order has none');
    expect(await screen.findByTestId('shipping-box-5')).toHaveTextContent('1 × Carton 6 bouteilles (in stock: 0)');
    await userEvent.click(screen.getByTestId('shipping-from-stock'));
    await waitFor(() => expect(screen.getByTestId('shipping-box-5')).toHaveTextContent('(in stock: 3)'));
    expect(callsOf(call, 'adminOrderOptimizedBoxesStock')[0]!.params).toEqual({ idOrder: 42, idCarrier: 1 });

    await userEvent.type(screen.getByTestId('shipping-tracking'), '6A123');
    await userEvent.click(screen.getByTestId('shipping-ship'));
    await waitFor(() => expect(callsOf(call, 'adminOrderShip')).toHaveLength(1));
    expect(callsOf(call, 'adminOrderShip')[0]).toMatchObject({
      params: { id: 42 },
      body: {
        idCarrier: 1,
        takeFromStock: true,
        sendMail: true,
        trackingNumber: '6A123',
        trackingUrl: null,
        revision: order.revision,
      },
    });
    expect(await screen.findByTestId('shipment-tracking')).toHaveTextContent('6A123');
    expect(screen.queryByTestId('shipment-label')).not.toBeInTheDocument();
  });

  it('sends no tracking number for a partner carrier and shows the server’s message when the carrier fails', async () => {
    const { call } = renderOrder(processing, {
      adminOrderShip: () =>
        Promise.reject(new ApiError(502, 'The carrier cannot be reached right now, please try again later')),
    });
    await userEvent.click(await screen.findByTestId('shipping-price-7'));
    expect(screen.queryByTestId('shipping-tracking')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('shipping-ship'));
    await waitFor(() => expect(callsOf(call, 'adminOrderShip')).toHaveLength(1));
    expect(callsOf(call, 'adminOrderShip')[0]!.body).not.toHaveProperty('trackingNumber');
    expect(
      await screen.findByText('The carrier cannot be reached right now, please try again later'),
    ).toBeInTheDocument();
  });

  it('downloads the label with the client, asks the carrier’s status and cancels after confirming', async () => {
    const created = vi.fn(() => 'blob:label');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const { call } = renderOrder(shipped, {
      adminOrderLabel: () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
      adminOrderCarrierStatus: () => ({
        partner: 'MONDIAL_RELAY',
        carrierName: 'Relais',
        trackingNumber: '31236189',
        shipmentStatus: 'ACTIVE',
        status: 'IN_TRANSIT',
        label: 'COLIS EN COURS D’ACHEMINEMENT',
        events: [{ at: null, label: 'PRISE EN CHARGE EN AGENCE', place: 'BORDEAUX' }],
      }),
      adminOrderShipmentCancel: () => ({
        ...shipped,
        status: 'PROCESSING',
        allowedStatuses: ['WAITING', 'SHIPPED', 'CANCELED'],
        shipment: { ...shipped.shipment!, status: 'CANCELED' },
      }),
    });
    expect(await screen.findByTestId('shipment-tracking-link')).toHaveAttribute('href', shipped.shipment!.trackingUrl);
    await userEvent.click(screen.getByTestId('shipment-label'));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(callsOf(call, 'adminOrderLabel')[0]!.params).toEqual({ id: 42 });

    await userEvent.click(screen.getByTestId('shipment-carrier-status'));
    expect(await screen.findByTestId('shipment-carrier-answer')).toHaveTextContent(
      'In transit — COLIS EN COURS D’ACHEMINEMENT',
    );
    expect(screen.getByTestId('shipment-carrier-answer')).toHaveTextContent('PRISE EN CHARGE EN AGENCE · BORDEAUX');

    await userEvent.click(screen.getByTestId('shipment-cancel'));
    expect(callsOf(call, 'adminOrderShipmentCancel')).toHaveLength(0);
    await userEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(callsOf(call, 'adminOrderShipmentCancel')).toHaveLength(1));
    expect(await screen.findByTestId('shipment-status')).toHaveTextContent('Shipment canceled');
    // Back in Processing: the carriers are offered again.
    expect(await screen.findByTestId('shipping-prices')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    renderOrder(shipped, {}, 'fr_FR');
    expect(await screen.findByTestId('shipment-label')).toHaveTextContent('Télécharger l’étiquette');
    expect(screen.getByTestId('shipment-cancel')).toHaveTextContent('Annuler l’expédition');
    expect(screen.getByTestId('shipping-panel')).toHaveTextContent('Expédition');
  });
});
