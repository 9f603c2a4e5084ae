import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { AddressListRoute } from '../routes/address-list-route.tsx';

const addressTypes = [
  {
    id: 1,
    type: 'CLICK_AND_COLLECT',
    label: 'Click and collect',
    icon: 'shopping-bag',
    color: '#2e7d32',
    isDefault: true,
  },
  { id: 2, type: 'SHOP', label: 'Shop', icon: 'building-store', color: '#1565c0', isDefault: true },
  { id: 3, type: 'CELLAR', label: 'Cellar', icon: 'bottle', color: '#7b1e3a', isDefault: false },
];

const cellar = {
  id: 7,
  name: 'Caveau du domaine',
  firstPart: '1 chemin des Vignes',
  secondPart: null,
  complement: 'Ring at the gate',
  postalCode: '33330',
  city: 'Saint-Émilion',
  country: 'FR',
  latitude: 44.89,
  longitude: -0.15,
  types: [
    { value: 'CELLAR', label: 'Cellar', icon: 'bottle', color: '#7b1e3a' },
    { value: 'CLICK_AND_COLLECT', label: 'Click and collect', icon: 'shopping-bag', color: '#2e7d32' },
  ],
  isPickup: true,
  schedules: [
    { id: 41, day: 2, start: '09:00', end: '12:00' },
    { id: 42, day: 2, start: '14:00', end: '18:00' },
    { id: 43, day: 6, start: '09:00', end: '12:00' },
  ],
  preparationHours: 24,
  idCalendar: 5,
};

const calendars = [{ id: 5, label: 'Holidays', valid: true, dates: [], uses: 1 }];

function renderForm(path: string, handlers: Parameters<typeof fakeApi>[0] = {}, lang: Lang = 'en_US') {
  const api = fakeApi({
    companyAddresses: () => ({ addresses: [cellar], total: 1 }),
    adminAddressTypes: () => ({ addressTypes }),
    countries: () => ({
      countries: [
        { id: 250, alphaTwo: 'FR', alphaThree: 'FRA', numeric: '250', name: 'France' },
        { id: 380, alphaTwo: 'IT', alphaThree: 'ITA', numeric: '380', name: 'Italy' },
      ],
    }),
    adminCalendars: () => ({ calendars, total: 1 }),
    citiesInCountry: () => ({ cities: [] }),
    me: () => ({ id: 1, email: 'admin@example.com', firstname: 'Ada', lastname: 'Min', role: 'ADMIN' }),
    ...handlers,
  });
  renderScreen(<AddressListRoute />, { api: api.client, path, pattern: '/address', lang });
  return api;
}

/** A time typed into a native time input (jsdom keeps only complete values, as a browser does). */
const setTime = (testId: string, value: string) => {
  const input = screen.getByTestId(testId);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

const wrapperOf = (testId: string) => screen.getByTestId(testId).closest('.mantine-InputWrapper-root') as HTMLElement;
const bodyOf = (call: ReturnType<typeof fakeApi>['call'], name: string) =>
  (call.mock.calls.find(([n]) => n === name)![1] as { body: Record<string, unknown> }).body;

async function fillPlace() {
  const form = await screen.findByTestId('address-form');
  await userEvent.type(within(form).getByTestId('input-name'), 'Boutique de Libourne');
  await userEvent.click(await within(form).findByRole('checkbox', { name: 'Shop' }));
  await userEvent.type(within(form).getByTestId('input-firstPart'), '12 rue Gambetta');
  await userEvent.type(within(form).getByTestId('input-postalCode'), '33500');
  await userEvent.type(within(form).getByTestId('input-city'), 'Libourne');
  return form;
}

describe('the address dialog and its weekly schedule', () => {
  it('adds an address, then its week: Tuesday 9:00–12:00, the other days closed', async () => {
    const { call } = renderForm('/address?add=1', {
      companyAddressCreate: ({ body }) => ({
        ...cellar,
        ...(body as object),
        id: 9,
        types: [],
        schedules: [],
        isPickup: false,
        preparationHours: null,
        idCalendar: null,
      }),
      companyAddressSchedule: () => ({ ...cellar, id: 9 }),
    });
    await fillPlace();
    // Every day starts closed.
    for (const day of [1, 2, 3, 4, 5, 6, 7]) expect(screen.getByTestId(`schedule-${day}-closed`)).toBeChecked();
    await userEvent.click(screen.getByTestId('schedule-2-add'));
    expect(screen.getByTestId('schedule-2-closed')).not.toBeChecked();
    setTime('schedule-2-0-start', '09:00');
    setTime('schedule-2-0-end', '12:00');
    await userEvent.click(screen.getByTestId('address-submit'));

    await waitFor(() => expect(call).toHaveBeenCalledWith('companyAddressSchedule', expect.anything()));
    expect(bodyOf(call, 'companyAddressCreate')).toMatchObject({
      name: 'Boutique de Libourne',
      firstPart: '12 rue Gambetta',
      postalCode: '33500',
      city: 'Libourne',
      country: 'FR',
      types: ['SHOP'],
      latitude: null,
      longitude: null,
    });
    const [, input] = call.mock.calls.find(([n]) => n === 'companyAddressSchedule')! as [
      string,
      { params: { id: number }; body: unknown },
    ];
    expect(input.params).toEqual({ id: 9 });
    expect(input.body).toEqual({
      schedules: [{ day: 2, start: '09:00', end: '12:00' }],
      preparationHours: null,
      idCalendar: null,
    });
    expect(await screen.findByText('Address added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('address-form')).not.toBeInTheDocument());
  });

  it('shows "End time must be after start time" under a slot 14:00–13:00, and sends nothing', async () => {
    const { call } = renderForm('/address?add=1');
    await fillPlace();
    await userEvent.click(screen.getByTestId('schedule-3-add'));
    setTime('schedule-3-0-start', '14:00');
    setTime('schedule-3-0-end', '13:00');
    expect(within(wrapperOf('schedule-3-0-end')).getByText('End time must be after start time')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('address-submit'));
    expect(call).not.toHaveBeenCalledWith('companyAddressCreate', expect.anything());
    // Fixed, the message goes.
    setTime('schedule-3-0-end', '18:00');
    expect(
      within(wrapperOf('schedule-3-0-end')).queryByText('End time must be after start time'),
    ).not.toBeInTheDocument();
  });

  it('says "Start time must be different than end time", "Invalid start time" and the overlap on their slots', async () => {
    const { call } = renderForm('/address?add=1');
    await fillPlace();
    await userEvent.click(screen.getByTestId('schedule-1-add'));
    setTime('schedule-1-0-start', '10:00');
    setTime('schedule-1-0-end', '10:00');
    await userEvent.click(screen.getByTestId('schedule-5-add'));
    setTime('schedule-5-0-start', '09:00');
    setTime('schedule-5-0-end', '12:00');
    await userEvent.click(screen.getByTestId('schedule-5-add'));
    setTime('schedule-5-1-start', '11:00');
    setTime('schedule-5-1-end', '15:00');
    await userEvent.click(screen.getByTestId('schedule-7-add'));
    await userEvent.click(screen.getByTestId('address-submit'));
    expect(
      within(wrapperOf('schedule-1-0-end')).getByText('Start time must be different than end time'),
    ).toBeInTheDocument();
    expect(
      within(wrapperOf('schedule-5-1-start')).getByText('This slot overlaps another slot of the same day'),
    ).toBeInTheDocument();
    expect(within(wrapperOf('schedule-7-0-start')).getByText('Invalid start time')).toBeInTheDocument();
    expect(within(wrapperOf('schedule-7-0-end')).getByText('Invalid end time')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('companyAddressCreate', expect.anything());
  });

  it('suggests cities of the chosen country as the city is typed; one chosen fills its postal code', async () => {
    const { call } = renderForm('/address?add=1', {
      citiesInCountry: () => ({
        cities: [{ name: 'Libourne', postalCode: '33500', idCountry: 250, department: '33' }],
      }),
    });
    const form = await screen.findByTestId('address-form');
    await waitFor(() =>
      expect(
        within(within(form).getByTestId('input-country')).getByRole('option', { name: 'France' }),
      ).toBeInTheDocument(),
    );
    await userEvent.type(within(form).getByTestId('input-city'), 'Libourn');
    await userEvent.click(await screen.findByRole('option', { name: 'Libourne (33500)' }));
    expect(within(form).getByTestId('input-city')).toHaveValue('Libourne');
    expect(within(form).getByTestId('input-postalCode')).toHaveValue('33500');
    expect(call).toHaveBeenCalledWith(
      'citiesInCountry',
      expect.objectContaining({ params: { search: 'Libourn', idCountry: 250 } }),
    );
  });

  it('closes a day by removing its slots, and opens it again with one slot', async () => {
    renderForm('/address?add=1');
    await screen.findByTestId('address-form');
    await userEvent.click(screen.getByTestId('schedule-4-closed'));
    expect(screen.getByTestId('schedule-4-0-start')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('schedule-4-add'));
    expect(screen.getByTestId('schedule-4-1-start')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('schedule-4-1-remove'));
    expect(screen.queryByTestId('schedule-4-1-start')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('schedule-4-closed'));
    expect(screen.queryByTestId('schedule-4-0-start')).not.toBeInTheDocument();
    expect(screen.getByTestId('schedule-4-closed')).toBeChecked();
  });

  it('asks a click and collect place for its preparation delay: "click-and-collect hours must be greater than 0"', async () => {
    const { call } = renderForm('/address?add=1');
    await fillPlace();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Click and collect' }));
    await userEvent.click(screen.getByTestId('address-submit'));
    expect(
      within(wrapperOf('input-preparationHours')).getByText('click-and-collect hours must be greater than 0'),
    ).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('companyAddressCreate', expect.anything());
  });

  it('opens an address with its week, and sends its slots back with their ids', async () => {
    const { call } = renderForm('/address?edit=7', {
      companyAddressUpdate: () => cellar,
      companyAddressSchedule: () => cellar,
    });
    const form = await screen.findByTestId('address-form');
    expect(within(form).getByTestId('input-name')).toHaveValue('Caveau du domaine');
    expect(within(form).getByRole('checkbox', { name: 'Cellar' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Click and collect' })).toBeChecked();
    expect(screen.getByTestId('schedule-2-0-start')).toHaveValue('09:00');
    expect(screen.getByTestId('schedule-2-1-end')).toHaveValue('18:00');
    expect(screen.getByTestId('schedule-1-closed')).toBeChecked();
    expect(screen.getByTestId('input-preparationHours')).toHaveValue('24');
    await waitFor(() => expect(screen.getByTestId('input-idCalendar')).toHaveValue('5'));
    await userEvent.click(screen.getByTestId('address-submit'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('companyAddressSchedule', expect.anything()));
    expect(bodyOf(call, 'companyAddressSchedule')).toEqual({
      schedules: [
        { id: 41, day: 2, start: '09:00', end: '12:00' },
        { id: 42, day: 2, start: '14:00', end: '18:00' },
        { id: 43, day: 6, start: '09:00', end: '12:00' },
      ],
      preparationHours: 24,
      idCalendar: 5,
    });
    expect(await screen.findByText('Address saved')).toBeInTheDocument();
  });

  it('puts the server’s schedule messages on the slot they name', async () => {
    renderForm('/address?edit=7', {
      companyAddressUpdate: () => cellar,
      companyAddressSchedule: () => {
        throw new ApiError(400, 'Invalid data', { 'schedules.2.start': ['This slot is not one of the address'] });
      },
    });
    await screen.findByTestId('address-form');
    await userEvent.click(screen.getByTestId('address-submit'));
    // schedules.2 is the third slot sent: Saturday's first.
    expect(
      await within(wrapperOf('schedule-6-0-start')).findByText('This slot is not one of the address'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('address-form')).toBeInTheDocument();
  });

  it('says the rules in French on the French screen', async () => {
    renderForm('/address?add=1', {}, 'fr_FR');
    await screen.findByTestId('address-form');
    await userEvent.click(screen.getByTestId('schedule-2-add'));
    setTime('schedule-2-0-start', '14:00');
    setTime('schedule-2-0-end', '13:00');
    expect(
      within(wrapperOf('schedule-2-0-end')).getByText('L’heure de fin doit être après l’heure de début'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('address-submit'));
    expect(within(wrapperOf('input-firstPart')).getByText('L’adresse est vide')).toBeInTheDocument();
    expect(screen.getByText('Vous devez préciser les types d’adresse')).toBeInTheDocument();
  });
});
