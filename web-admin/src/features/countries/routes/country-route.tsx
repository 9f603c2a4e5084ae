import { useState } from 'react';
import { Badge, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLang } from '../../../lib/i18n/lang.ts';
import { cookieNames, readCookie } from '../../../lib/session/cookies.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import {
  countriesQuery,
  countryKeys,
  countryPage,
  franceId,
  loadSiteOptions,
  type CountryRow,
} from '../api/countries-api.ts';
import { CityImportDialog } from '../components/city-import-dialog.tsx';
import { CitySearch } from '../components/city-search.tsx';
import { useCountriesT } from '../components/countries-text.ts';
import { StatesDialog } from '../components/states-dialog.tsx';

/** The site the super-admin came from (the super-admin layout keeps it while it shows site 0). */
function previousSite(): number | null {
  const site = Number(readCookie(cookieNames.previousIdSite));
  return Number.isInteger(site) && site > 0 ? site : null;
}

/**
 * `/superAdmin/country` (spec 1 §3 "Country"; spec 2 §7 "Countries, cities"): every country with
 * its ISO codes, named in the screen's language, and whether a site ships there (the site chosen
 * above the list, first the one the super-admin came from: its carriers' prices decide); a
 * country's states (`?states=<id>`), the city import of a country (`?import=<id>`), and a city
 * search to check what a country's cities hold.
 */
export function CountryRoute() {
  const t = useCountriesT();
  const lang = useLang();
  const api = useApi();
  const [search, setSearch] = useSearchParams();
  const sites = useQuery({
    queryKey: countryKeys.sites,
    queryFn: ({ signal }) => loadSiteOptions(api, signal),
    staleTime: 60_000,
  });
  const [chosenSite, setChosenSite] = useState<number | null>(previousSite);
  const site = chosenSite ?? sites.data?.[0]?.id ?? null;
  const queryClient = useQueryClient();
  const countries = useQuery(countriesQuery(api, site, lang));
  const [citiesOf, setCitiesOf] = useState(franceId);
  const rows = countries.data ?? [];
  const find = (param: string) => rows.find((country) => country.id === Number(search.get(param)));
  const statesOf = find('states');
  const importOf = find('import');
  const close = () => setSearch({}, { replace: true });

  const siteSelect = (
    <Group justify="space-between" align="flex-end">
      <Text size="sm" c="dimmed" maw={640}>
        {t('countries.help')}
      </Text>
      <NativeSelect
        label={t('countries.site')}
        value={site === null ? '' : String(site)}
        data={[
          ...(site === null ? [{ value: '', label: t('countries.chooseSite') }] : []),
          ...(sites.data ?? []).map((option) => ({ value: String(option.id), label: option.name })),
        ]}
        onChange={(event) => setChosenSite(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
        data-testid="country-site"
      />
    </Group>
  );

  return (
    <Stack gap="xl">
      <ListScreen<CountryRow>
        title={t('countries.title')}
        testId="country-list"
        queryKey={[...countryKeys.list(site), 'page', lang]}
        load={async (query) => countryPage(await queryClient.fetchQuery(countriesQuery(api, site, lang)), query, lang)}
        rowId={(country) => country.id}
        toolbar={siteSelect}
        columns={[
          { accessor: 'label', title: t('countries.name'), sortable: true },
          { accessor: 'alphaTwo', title: t('countries.alphaTwo'), sortable: true },
          { accessor: 'alphaThree', title: t('countries.alphaThree'), sortable: true },
          { accessor: 'numeric', title: t('countries.numeric'), sortable: true },
          {
            accessor: 'activated',
            title: t('countries.shipped'),
            render: (country) => (
              <Badge variant="light" color={country.activated ? 'green' : 'gray'} data-testid={`shipped-${country.id}`}>
                {country.activated ? t('countries.shippedYes') : t('countries.shippedNo')}
              </Badge>
            ),
          },
          {
            accessor: 'actions',
            title: t('countries.actions'),
            render: (country) => (
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => setSearch({ states: String(country.id) })}
                  data-testid={`states-${country.id}`}
                >
                  {t('countries.statesButton')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => setSearch({ import: String(country.id) })}
                  data-testid={`import-${country.id}`}
                >
                  {t('countries.importButton')}
                </Button>
              </Group>
            ),
          },
        ]}
        filters={[
          { field: 'label', label: t('countries.name'), type: 'like' },
          {
            field: 'activated',
            label: t('countries.shipped'),
            type: 'equal',
            options: [
              { value: 'true', label: t('countries.shippedYes') },
              { value: 'false', label: t('countries.shippedNo') },
            ],
          },
        ]}
      />
      {rows.length > 0 && <CitySearch countries={rows} idCountry={citiesOf} onCountryChange={setCitiesOf} />}
      {statesOf && <StatesDialog country={statesOf} onClose={close} />}
      {importOf && <CityImportDialog country={importOf} onInserted={() => setCitiesOf(importOf.id)} onClose={close} />}
    </Stack>
  );
}
