import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Lang } from '@cellar/shared/i18n/lang';
import { cookieNames, removeCookie, writeCookie } from '../../../lib/session/cookies.ts';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { CountryRoute } from './country-route.tsx';

/** As the super-admin area gets them: named in French (its `userLang`), site 0 ships nowhere. */
const country = (id: number, alphaTwo: string, alphaThree: string, name: string, activated = false) => ({
  id,
  alphaTwo,
  alphaThree,
  numeric: String(id).padStart(3, '0'),
  name,
  activated,
});
const frenchNames = [
  country(276, 'DE', 'DEU', 'Allemagne'),
  country(40, 'AT', 'AUT', 'Autriche'),
  country(56, 'BE', 'BEL', 'Belgique'),
  country(250, 'FR', 'FRA', 'France'),
  country(840, 'US', 'USA', 'États-Unis'),
];
const shippedBy: Record<string, number[]> = { '1': [250, 56, 276], '2': [840] };

beforeEach(() => writeCookie(cookieNames.previousIdSite, '1'));
afterEach(() => {
  removeCookie(cookieNames.previousIdSite);
  act(() => notifications.clean());
});

function renderCountries(
  path = '/superAdmin/country',
  lang: Lang = 'en_US',
  handlers: Parameters<typeof fakeApi>[0] = {},
) {
  const api = fakeApi({
    sites: () => ({
      sites: [
        { id: 1, name: 'Domaine des Lilas' },
        { id: 2, name: 'Château des Pins' },
      ],
      total: 2,
    }),
    adminCountries: (input) => {
      const site = String((input as { idSiteOverride?: number }).idSiteOverride ?? 0);
      return { countries: frenchNames.map((c) => ({ ...c, activated: (shippedBy[site] ?? []).includes(c.id) })) };
    },
    adminCountryStates: ({ params }) => ({
      states:
        params?.id === 250
          ? [
              { code: '2A', name: 'Corse-du-Sud' },
              { code: '33', name: 'Gironde' },
            ]
          : [],
    }),
    citiesInCountry: ({ params }) => ({
      cities: String(params?.search).toLowerCase().startsWith('beau')
        ? [{ name: 'Beaune', postalCode: '21200', idCountry: 250, department: '21' }]
        : [],
    }),
    ...handlers,
  });
  renderScreen(<CountryRoute />, { api: api.client, path, pattern: '/superAdmin/country', lang });
  return api;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the countries (super-admin)', () => {
  it("names the countries in the screen's language with their ISO codes, and flags where the site it came from ships", async () => {
    const { call } = renderCountries();
    const list = await screen.findByTestId('country-list');
    const row = (await within(list).findByText('Germany')).closest('tr')!;
    expect(cellsOf(row).slice(0, 4)).toEqual(['Germany', 'DE', 'DEU', '276']);
    expect(within(row).getByTestId('shipped-276')).toHaveTextContent('Yes');
    expect(within(list).getByTestId('shipped-40')).toHaveTextContent('No');
    expect(within(list).getByText('United States')).toBeInTheDocument();
    expect(within(list).getByText('Austria')).toBeInTheDocument();
    // The list is read for site 1 (the override header of that call), not site 0 of the area.
    expect(call).toHaveBeenCalledWith('adminCountries', expect.objectContaining({ idSiteOverride: 1 }));
    expect(screen.getByTestId('country-site')).toHaveValue('1');
    const names = within(list)
      .getAllByRole('row')
      .slice(1)
      .map((r) => cellsOf(r)[0]);
    expect(names).toEqual(['Austria', 'Belgium', 'France', 'Germany', 'United States']);
  });

  it("shows another site's countries when it is chosen, and names them in French on the French screen", async () => {
    const { call } = renderCountries('/superAdmin/country', 'fr_FR');
    const list = await screen.findByTestId('country-list');
    await within(list).findByText('États-Unis');
    expect(within(list).getByTestId('shipped-840')).toHaveTextContent('Non');
    await waitFor(() =>
      expect(
        within(screen.getByTestId('country-site')).getByRole('option', { name: 'Château des Pins' }),
      ).toBeInTheDocument(),
    );
    await userEvent.selectOptions(screen.getByTestId('country-site'), '2');
    await waitFor(() => expect(within(list).getByTestId('shipped-840')).toHaveTextContent('Oui'));
    expect(within(list).getByTestId('shipped-250')).toHaveTextContent('Non');
    expect(call).toHaveBeenCalledWith('adminCountries', expect.objectContaining({ idSiteOverride: 2 }));
  });

  it("shows a country's states: France's departments", async () => {
    renderCountries();
    await userEvent.click(await screen.findByTestId('states-250'));
    const dialog = await screen.findByTestId('states-dialog');
    expect(await within(dialog).findByText('Corse-du-Sud')).toBeInTheDocument();
    expect(within(dialog).getByTestId('states-count')).toHaveTextContent('2 state(s)');
    expect(within(within(dialog).getByTestId('state-33')).getByText('Gironde')).toBeInTheDocument();
  });

  it('says when a country has no states', async () => {
    renderCountries('/superAdmin/country?states=840');
    const dialog = await screen.findByTestId('states-dialog');
    expect(await within(dialog).findByText('No state is recorded for this country.')).toBeInTheDocument();
  });

  it('searches the cities of a country by the start of their name', async () => {
    const { call } = renderCountries();
    const search = await screen.findByTestId('city-search');
    expect(within(search).getByTestId('city-search-country')).toHaveValue('250');
    await userEvent.type(within(search).getByTestId('city-search-text'), 'beau');
    const results = await within(search).findByTestId('city-search-results');
    expect(cellsOf(within(results).getAllByRole('row')[1]!)).toEqual(['Beaune', '21200', '21']);
    expect(call).toHaveBeenCalledWith(
      'citiesInCountry',
      expect.objectContaining({ params: { search: 'beau', idCountry: 250 } }),
    );
    await userEvent.clear(within(search).getByTestId('city-search-text'));
    await userEvent.type(within(search).getByTestId('city-search-text'), 'zz');
    expect(await within(search).findByTestId('city-search-none')).toHaveTextContent('No city found');
  });
});
