import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PickupPlace } from '@cellar/shared/shipping/addresses';
import { cartStorageKey } from '../../../lib/cart/cart-storage.ts';
import { CartProvider, useCart } from '../../../lib/cart/cart-context.tsx';
import { StoreApiContext } from '../../../lib/api/api-context.tsx';
import { createStoreApi } from '../../../lib/api/store-api.ts';
import '../../../i18n/checkout-catalogue.ts';
import {
  colissimo,
  countries,
  paris,
  paymentMethods,
  placedOrder,
  pricing,
  relayCarrier,
  storeCart,
  twoWines,
} from '../../../testing/checkout-fixtures.ts';
import { Failure, renderStore, type SentRequest } from '../../../testing/store-test.tsx';
import { PickupPicker } from '../components/pickup-picker.tsx';

const slot = (date: string, idSchedule: number, start: string, end: string) => ({
  date,
  idAddress: 3,
  idSchedule,
  start,
  end,
  startsAt: '',
  endsAt: '',
});
const cellar: PickupPlace = {
  id: 3,
  name: 'Caveau du domaine',
  firstPart: '12 chemin des Vignes',
  secondPart: null,
  complement: 'Entrée par la cour',
  postalCode: '69400',
  city: 'Villefranche',
  country: 'FR',
  latitude: null,
  longitude: null,
  types: [],
  isPickup: true,
  schedules: [],
  preparationHours: 24,
  idCalendar: null,
  slots: [
    slot('24/11/2026', 41, '09:00', '12:00'),
    slot('24/11/2026', 42, '14:00', '18:00'),
    slot('25/11/2026', 41, '09:00', '12:00'),
  ],
};

const checkoutRoutes = (overrides: Record<string, unknown> = {}) => ({
  'GET /countries': countries,
  'GET /cities/75001': paris,
  'GET /payment/methods': paymentMethods,
  'GET /external-app/MONDIAL_RELAY/config/public': {
    active: true,
    brand: 'BDTEST13',
    deliveryMode: '24R',
    countries: ['FR', 'BE'],
    maxResults: 10,
  },
  'POST /calculate/shipping-fees': [colissimo],
  'POST /order/discount': (r: SentRequest) => pricing(r.body as Parameters<typeof pricing>[0]),
  'POST /order': placedOrder(),
  'GET /pickup/places': [cellar],
  ...overrides,
});

async function deliverToParis(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'Livraison' }));
  await user.type(screen.getByLabelText(/^Code postal/), '75001');
}

/** Click and collect at the cellar, on 25/11 from 9 to 12. */
async function collectAtCellar(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'Retrait sur place (click and collect)' }));
  await user.click(await screen.findByRole('radio', { name: /Caveau du domaine/ }));
  await user.selectOptions(screen.getByLabelText(/^Jour de retrait/), '25/11/2026');
  await user.click(screen.getByRole('radio', { name: '09:00 – 12:00' }));
}

async function acceptAndPay(user: ReturnType<typeof userEvent.setup>, method: string) {
  await user.click(screen.getByRole('radio', { name: method }));
  await user.click(screen.getByRole('checkbox', { name: 'Je certifie avoir au moins 18 ans.' }));
  await user.click(screen.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente.' }));
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^E-mail/), 'lea@example.fr');
  await user.type(screen.getByLabelText(/^Téléphone/), '06 12 34 56 78');
  await user.type(screen.getByLabelText(/^Prénom/), 'Léa');
  await user.type(screen.getByLabelText(/^Nom/), 'Roux');
  await user.type(screen.getByLabelText(/^Adresse \*/), '1 rue de Rivoli');
}

describe('the checkout', () => {
  it('prices delivery to a postal code, chooses the only carrier, explains its price, and places the order by transfer', async () => {
    storeCart(twoWines());
    const { api } = renderStore('/checkout?site=1', checkoutRoutes());
    const user = userEvent.setup();
    await deliverToParis(user);

    const single = await screen.findByTestId('carrier-single');
    expect(single).toHaveTextContent('Livraison par Colissimo : 16,90 €');
    expect(api.to('/calculate/shipping-fees')[0]!.body).toEqual({
      products: [
        { idProduct: 1, idVintage: 11, quantity: 6 },
        { idProduct: 2, idVintage: 21, quantity: 1 },
      ],
      postalCode: '75001',
      country: 'FRA',
    });
    await user.click(within(single).getByText('Pourquoi ce prix ? (Colissimo)'));
    const why = within(single).getByTestId('fee-explanation');
    expect(why).toHaveTextContent('Destination : 75001 (FRA, département 75).');
    expect(why).toHaveTextContent('Colis 1 : Carton 6 bouteilles, 10,1 kg, 7 bouteilles ; tranche 7 à 12 = 16,90 €.');
    expect(why).toHaveTextContent('Livraison offerte à partir de 24 bouteilles ; votre panier en compte 7.');
    await waitFor(() => expect(screen.getByTestId('shipping-fees')).toHaveTextContent('16,90'));
    expect(screen.getByTestId('total')).toHaveTextContent('121,90');

    await fillDetails(user);
    await user.type(screen.getByLabelText('Votre message (facultatif)'), 'Merci !');
    await user.click(screen.getByRole('radio', { name: 'Virement' }));
    expect(screen.queryByRole('radio', { name: 'Espèces' })).toBeNull(); // cash only when collecting
    await user.click(screen.getByRole('checkbox', { name: 'Je certifie avoir au moins 18 ans.' }));
    await user.click(screen.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente.' }));
    await user.click(await screen.findByRole('button', { name: /^Commander et payer 121,90/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Merci pour votre commande' })).toBeInTheDocument();
    const sent = api.to('/order')[0]!;
    expect(sent.headers['Idempotency-Key']).toMatch(/^[\w-]{16,}$/);
    expect(sent.body).toEqual({
      products: [
        { id: 1, idVintage: 11, quantity: 6 },
        { id: 2, idVintage: 21, quantity: 1 },
      ],
      user: { phone: '06 12 34 56 78', email: 'lea@example.fr', firstname: 'Léa', lastname: 'Roux' },
      address: {
        delivery: {
          firstname: 'Léa',
          lastname: 'Roux',
          address: '1 rue de Rivoli',
          addressPart2: null,
          postalCode: '75001',
          city: 'Paris',
          country: { id: 250, alphaTwo: 'FR', alphaThree: 'FRA' },
        },
        billing: {
          firstname: 'Léa',
          lastname: 'Roux',
          address: '1 rue de Rivoli',
          addressPart2: null,
          postalCode: '75001',
          city: 'Paris',
          country: { id: 250, alphaTwo: 'FR', alphaThree: 'FRA' },
        },
      },
      discount: null,
      message: 'Merci !',
      dateSchedule: null,
      idSchedule: null,
      delivery: { type: 'DELIVERY', idCarrier: 1, serviceName: 'Colissimo', serviceCode: null, servicePrice: 16.9 },
      deliveryPostalCode: '75001',
      deliveryIdCountry: 250,
      legalAge: true,
      salesConditions: true,
      paymentMethod: 'TRANSFER',
      expectedTotal: 121.9,
    });

    // The confirmation: the number, WAITING, how to pay; the cart is empty.
    expect(screen.getByTestId('order-number')).toHaveTextContent('2026-000042');
    expect(screen.getByTestId('order-status')).toHaveAttribute('data-status', 'WAITING');
    expect(screen.getByTestId('order-status')).toHaveTextContent('En attente');
    expect(screen.getByTestId('payment-instructions')).toHaveTextContent('FR76 3000 6000 0112 3456 7890 189');
    expect(screen.getByTestId('order-total')).toHaveTextContent('111,90');
    expect(window.localStorage.getItem(cartStorageKey(1))).toBeNull();
    expect(screen.getByTestId('cart-link')).toHaveAccessibleName('Panier, 0 article');
  });

  it('lets the shopper choose among several carriers, and a relay for a relay carrier', async () => {
    storeCart(twoWines());
    const relays = [
      {
        id: 'FR-066974',
        name: 'Tabac de la Gare',
        addLine1: '2 rue de la Gare',
        addLine2: null,
        zipCode: '75001',
        city: 'Paris',
        country: 'FR',
        position: { latitude: 48.86, longitude: 2.34 },
        distanceMeters: 350,
        openingHours: { monday: ['09:00-12:30', '14:00-19:00'], sunday: [] },
      },
      {
        id: 'FR-012345',
        name: 'Pressing Rivoli',
        addLine1: '8 rue de Rivoli',
        addLine2: null,
        zipCode: '75001',
        city: 'Paris',
        country: 'FR',
        position: { latitude: 48.86, longitude: 2.35 },
        distanceMeters: 1200,
        openingHours: {},
      },
    ];
    const { api } = renderStore(
      '/checkout?site=1',
      checkoutRoutes({
        'POST /calculate/shipping-fees': [relayCarrier, colissimo],
        'POST /relay/access-points': relays,
      }),
    );
    const user = userEvent.setup();
    await deliverToParis(user);
    const options = await screen.findAllByTestId('carrier-option');
    expect(options).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Choisissez un transporteur' })).toHaveTextContent(
      'Mondial Relay (en point relais)5,90 €',
    );
    expect(screen.getByTestId('shipping-fees')).toHaveTextContent('Calculée avec le transporteur');

    await user.click(screen.getByRole('radio', { name: /Mondial Relay/ }));
    const picker = await screen.findByTestId('relay-picker');
    expect(await within(picker).findAllByTestId('relay-option')).toHaveLength(2);
    expect(within(picker).getByText('à 0,4 km')).toBeInTheDocument();
    expect(api.to('/relay/access-points')[0]!.body).toEqual({
      address: {
        address: 'Paris',
        postalCode: '75001',
        city: 'Paris',
        country: { id: 250, alphaTwo: 'FR', alphaThree: 'FRA' },
      },
    });
    await user.click(within(picker).getByRole('radio', { name: /Pressing Rivoli/ }));
    await waitFor(() => expect(screen.getByTestId('shipping-fees')).toHaveTextContent('5,90'));
    const priced = api.to('/order/discount').at(-1)!.body as { delivery: unknown };
    expect(priced.delivery).toEqual({
      type: 'PICKUP',
      idCarrier: 7,
      serviceName: 'Mondial Relay',
      serviceCode: null,
      servicePrice: 5.9,
      accessPoint: {
        id: 'FR-012345',
        name: 'Pressing Rivoli',
        addLine1: '8 rue de Rivoli',
        addLine2: null,
        zipCode: '75001',
        city: 'Paris',
        country: 'FR',
      },
    });

    // Home delivery drops the relay.
    await user.click(screen.getByRole('radio', { name: /Colissimo/ }));
    expect(screen.queryByTestId('relay-picker')).toBeNull();
  });

  it('shows the server’s refusal when no carrier can ship the cart', async () => {
    storeCart(twoWines());
    renderStore(
      '/checkout?site=1',
      checkoutRoutes({ 'POST /calculate/shipping-fees': new Failure(400, 'No carrier found') }),
    );
    const user = userEvent.setup();
    await deliverToParis(user);
    expect(await screen.findByTestId('fees-error')).toHaveTextContent('No carrier found');
  });

  it('costs nothing for click and collect, and asks no shipping fee', async () => {
    storeCart({
      ...twoWines(),
      deliveryType: 'delivery',
      city: { postalCode: '75001', name: 'Paris' },
      country: { id: 250, alphaTwo: 'FR', alphaThree: 'FRA' },
      carrier: colissimo,
    });
    const { api } = renderStore('/checkout?site=1', checkoutRoutes());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Retrait sur place (click and collect)' }));
    expect(screen.getByTestId('pickup-fee')).toHaveTextContent('Retrait sur place : gratuit (0,00 €).');
    await waitFor(() => expect(screen.getByTestId('shipping-fees')).toHaveTextContent('Offerte (0,00 €)'));
    expect(screen.getByTestId('total')).toHaveTextContent('105,00');
    expect(screen.getByRole('radio', { name: 'Espèces' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Caveau du domaine/ })).toBeInTheDocument();
    // The city, carrier and prices are reset (spec 2 §4); the only fee call was the one on arrival.
    const stored = JSON.parse(window.localStorage.getItem(cartStorageKey(1))!);
    expect(stored).toMatchObject({
      deliveryType: 'clickAndCollect',
      city: null,
      carrier: null,
      shippingPrices: [],
      accessPointAddress: null,
    });
    const calls = api.to('/calculate/shipping-fees').length;
    await user.click(screen.getByRole('link', { name: 'Modifier le panier' }));
    expect(api.to('/calculate/shipping-fees')).toHaveLength(calls);
    expect((api.to('/order/discount').at(-1)!.body as { delivery: unknown }).delivery).toEqual({
      type: 'CLICK_AND_COLLECT',
      idAddress: null,
    });
  });

  it('orders for click and collect: a place, a day and a slot, the billing address, cash', async () => {
    storeCart(twoWines());
    const { api } = renderStore('/checkout?site=1', checkoutRoutes());
    const user = userEvent.setup();
    await collectAtCellar(user);
    expect(screen.getByRole('heading', { level: 2, name: '3. Adresse de facturation' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^E-mail/), 'lea@example.fr');
    await user.type(screen.getByLabelText(/^Téléphone/), '06 12 34 56 78');
    await user.type(screen.getByLabelText(/^Prénom/), 'Léa');
    await user.type(screen.getByLabelText(/^Nom/), 'Roux');
    await user.type(screen.getByLabelText(/^Adresse \*/), '1 place Bellecour');
    await user.type(screen.getByLabelText(/^Code postal/), '69002');
    await user.type(screen.getByLabelText(/^Ville/), 'Lyon');
    await user.click(screen.getByRole('radio', { name: 'Espèces' }));
    await user.click(screen.getByRole('checkbox', { name: 'Je certifie avoir au moins 18 ans.' }));
    await user.click(screen.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente.' }));
    await user.click(await screen.findByRole('button', { name: /^Commander et payer 105,00/ }));
    await screen.findByRole('heading', { level: 1, name: 'Merci pour votre commande' });
    expect(api.to('/order')[0]!.body).toMatchObject({
      delivery: { type: 'CLICK_AND_COLLECT', idAddress: 3 },
      dateSchedule: '25/11/2026',
      idSchedule: 41,
      deliveryPostalCode: null,
      deliveryIdCountry: null,
      address: {
        delivery: null,
        billing: {
          firstname: 'Léa',
          lastname: 'Roux',
          address: '1 place Bellecour',
          addressPart2: null,
          postalCode: '69002',
          city: 'Lyon',
          country: 'FR',
        },
      },
      paymentMethod: 'CASH',
      expectedTotal: 105,
    });
  });

  it('shows the server’s refusals on their fields, and retries with the same key', async () => {
    storeCart(twoWines());
    let answer: unknown = new Failure(400, 'Not enough stock', {
      'products.0.quantity': ['Not enough stock'],
      legalAge: ['You must be at least 18 years old to order'],
      'address.delivery.address': ['Address is empty'],
    });
    const { api } = renderStore('/checkout?site=1', checkoutRoutes({ 'POST /order': () => answer }));
    const user = userEvent.setup();
    await deliverToParis(user);
    await screen.findByTestId('carrier-single');
    await fillDetails(user);
    await acceptAndPay(user, 'Virement');
    await waitFor(() => expect(screen.getByTestId('place-order')).toHaveTextContent('121,90'));
    await user.click(screen.getByTestId('place-order'));

    const problem = await screen.findByTestId('order-problem');
    expect(problem).toHaveTextContent('Not enough stock');
    expect(problem).toHaveTextContent('You must be at least 18 years old to order');
    expect(screen.getByRole('checkbox', { name: 'Je certifie avoir au moins 18 ans.' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByLabelText(/^Adresse \*/)).toHaveAccessibleDescription('Address is empty');
    expect(screen.getByRole('complementary', { name: 'Récapitulatif' })).toHaveTextContent('Not enough stock');

    // The same cart again (a lost answer, a second click): the same key, so never two orders.
    answer = placedOrder();
    await user.click(screen.getByTestId('place-order'));
    await screen.findByRole('heading', { level: 1, name: 'Merci pour votre commande' });
    const keys = api.to('/order').map((r) => r.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('marks the phone required for click and collect, as the server requires it, and the billing address only once started', async () => {
    storeCart(twoWines());
    renderStore('/checkout?site=1', checkoutRoutes());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Retrait sur place (click and collect)' }));
    expect(screen.getByText('Les champs marqués * sont obligatoires.')).toBeInTheDocument();
    const phone = screen.getByLabelText(/^Téléphone/);
    expect(phone).toBeRequired();
    expect(screen.getByText('Téléphone', { selector: 'label' })).toHaveTextContent(/^Téléphone \*$/);
    expect(screen.getByLabelText(/^E-mail \*$/)).toBeRequired();
    expect(await screen.findByRole('group', { name: 'Lieu de retrait' })).toHaveTextContent(/^Lieu de retrait \*/);
    expect(screen.getByRole('group', { name: 'Moyen de paiement' })).toHaveTextContent(/^Moyen de paiement \*/);
    expect(screen.getByRole('checkbox', { name: 'Je certifie avoir au moins 18 ans.' })).toBeRequired();
    // The billing address is optional when collecting: nothing marked until one is started.
    expect(screen.getByLabelText(/^Adresse/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Prénom/)).not.toBeRequired();
    await user.type(screen.getByLabelText(/^Adresse/), '1 place Bellecour');
    expect(screen.getByLabelText(/^Code postal \*$/)).toBeRequired();
    expect(screen.getByLabelText(/^Ville \*$/)).toBeRequired();
  });

  it('shows every missing field of an empty click-and-collect form at once, on its field and above the button, and sends nothing', async () => {
    storeCart(twoWines());
    const { api } = renderStore('/checkout?site=1', checkoutRoutes());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Retrait sur place (click and collect)' }));
    await screen.findByRole('radio', { name: /Caveau du domaine/ });
    await user.click(screen.getByTestId('place-order'));

    const summary = within(screen.getByRole('complementary', { name: 'Récapitulatif' })).getByTestId('order-problem');
    expect(summary.parentElement!.nextElementSibling).toBe(screen.getByTestId('place-order'));
    expect(summary).toHaveTextContent('La commande n’est pas encore complète :');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Vous devez choisir un lieu de retrait',
      'L’e-mail est obligatoire',
      'Le téléphone est obligatoire',
      'Vous devez choisir un moyen de paiement',
      'Vous devez avoir au moins 18 ans pour commander',
      'Vous devez accepter les conditions générales de vente',
    ]);
    expect(summary.parentElement).toHaveFocus();
    expect(
      within(screen.getByTestId('pickup-picker')).getByText('Vous devez choisir un lieu de retrait'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('L’e-mail est obligatoire');
    expect(screen.getByLabelText(/^Téléphone/)).toHaveAccessibleDescription(/Le téléphone est obligatoire$/);
    expect(screen.getByLabelText(/^Téléphone/)).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(screen.getByRole('group', { name: 'Moyen de paiement' })).getByText(
        'Vous devez choisir un moyen de paiement',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Je certifie avoir au moins 18 ans.' })).toHaveAccessibleDescription(
      'Vous devez avoir au moins 18 ans pour commander',
    );
    expect(
      screen.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente.' }),
    ).toHaveAccessibleDescription('Vous devez accepter les conditions générales de vente');
    expect(api.to('/order')).toHaveLength(0);

    // Each message goes as its field is filled; the day is asked once a place is chosen.
    await user.type(screen.getByLabelText(/^Téléphone/), '06 12');
    expect(screen.getByLabelText(/^Téléphone/)).toHaveAccessibleDescription(/Numéro de téléphone invalide$/);
    await user.type(screen.getByLabelText(/^Téléphone/), ' 34 56 78');
    expect(screen.getByLabelText(/^Téléphone/)).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('radio', { name: /Caveau du domaine/ }));
    expect(
      within(screen.getByTestId('pickup-picker')).getByText('Vous devez choisir une date de retrait'),
    ).toBeInTheDocument();
    expect(within(summary).queryByText('Le téléphone est obligatoire')).toBeNull();
  });

  it('shows all the field errors of a server refusal at once, each on its field', async () => {
    storeCart(twoWines());
    const { api } = renderStore(
      '/checkout?site=1',
      checkoutRoutes({
        'POST /order': new Failure(400, 'Certains champs sont invalides', {
          'user.email': ['Format d’e-mail invalide'],
          'user.phone': ['Numéro de téléphone invalide'],
          idSchedule: ['Ce créneau de retrait n’est plus disponible, choisissez-en un autre'],
        }),
      }),
    );
    const user = userEvent.setup();
    await collectAtCellar(user);
    await user.type(screen.getByLabelText(/^E-mail/), 'lea@example.fr');
    await user.type(screen.getByLabelText(/^Téléphone/), '06 12 34 56 78');
    await acceptAndPay(user, 'Espèces');
    await user.click(screen.getByTestId('place-order'));

    const summary = await screen.findByTestId('order-problem');
    expect(api.to('/order')).toHaveLength(1);
    expect(summary).toHaveTextContent('Certains champs sont invalides');
    expect(within(summary).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Format d’e-mail invalide');
    expect(screen.getByLabelText(/^Téléphone/)).toHaveAccessibleDescription(/Numéro de téléphone invalide$/);
    expect(
      within(screen.getByRole('group', { name: 'Créneau' })).getByText(
        'Ce créneau de retrait n’est plus disponible, choisissez-en un autre',
      ),
    ).toBeInTheDocument();
  });

  it('asks a guest for an e-mail and offers to sign in; a signed-in customer is recognised', async () => {
    storeCart(twoWines());
    document.cookie = 'customer_1=tok-123; Path=/';
    const { api } = renderStore(
      '/checkout?site=1',
      checkoutRoutes({
        'GET /user': {
          id: 5,
          role: 'CUSTOMER',
          email: 'lea@example.fr',
          firstname: 'Léa',
          lastname: 'Roux',
          phone: '0612345678',
          birthdate: '1990-01-01',
          newsletter: false,
          createdAt: '',
          updatedAt: '',
        },
      }),
    );
    expect(await screen.findByText('Connecté avec lea@example.fr.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^E-mail/)).toBeNull();
    expect(api.to('/user')[0]!.headers.Authorization).toBe('Bearer tok-123');
    await waitFor(() => expect(screen.getByLabelText(/^Téléphone/)).toHaveValue('0612345678'));
  });
});

describe('the pick-up choice', () => {
  function Choice() {
    const choice = useCart((s) => s.clickAndCollect);
    return <output data-testid="choice">{JSON.stringify(choice)}</output>;
  }

  it('chooses a place, then a day among its slots, then a slot', async () => {
    const api = createStoreApi(1, 'fr_FR');
    render(
      <StoreApiContext.Provider value={api}>
        <CartProvider>
          <PickupPicker places={[cellar]} />
          <Choice />
        </CartProvider>
      </StoreApiContext.Provider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Caveau du domaine/ }));
    expect(screen.getByText('Entrée par la cour')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'mardi 24 novembre 2026' })).toHaveValue('24/11/2026');
    await user.selectOptions(screen.getByLabelText('Jour de retrait'), '24/11/2026');
    expect(screen.getAllByRole('radio', { name: /–/ })).toHaveLength(2);
    await user.click(screen.getByRole('radio', { name: '14:00 – 18:00' }));
    expect(JSON.parse(screen.getByTestId('choice').textContent!)).toEqual({
      idAddress: 3,
      date: '24/11/2026',
      idSchedule: 42,
    });
  });
});
