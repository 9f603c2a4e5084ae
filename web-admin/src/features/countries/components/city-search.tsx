import { Group, Loader, NativeSelect, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../lib/api/api-context.tsx';
import { countryKeys, searchCities, type CountryRow } from '../api/countries-api.ts';
import { useCountriesT } from './countries-text.ts';

export interface CitySearchProps {
  countries: CountryRow[];
  idCountry: number;
  onCountryChange: (idCountry: number) => void;
}

/**
 * What the cities of a country hold (`GET /cities/{search}/{idCountry}`, as the storefront and the
 * forms search them): by the start of the name or of the postal code, 20 at most. The text is sent
 * as typed: a trailing space ends a word ("saint " is not "Saintes").
 */
export function CitySearch({ countries, idCountry, onCountryChange }: CitySearchProps) {
  const t = useCountriesT();
  const api = useApi();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text, 300);
  const wanted = search.trim() !== '';
  const cities = useQuery({
    queryKey: countryKeys.search(idCountry, search),
    queryFn: ({ signal }) => searchCities(api, idCountry, search, signal),
    enabled: wanted,
    placeholderData: keepPreviousData,
  });
  const rows = wanted ? (cities.data ?? []) : [];

  return (
    <Paper withBorder p="lg" data-testid="city-search">
      <Stack gap="sm">
        <Title order={3}>{t('countries.cities.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('countries.cities.help')}
        </Text>
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={t('countries.cities.country')}
            value={String(idCountry)}
            data={countries.map((country) => ({ value: String(country.id), label: country.label }))}
            onChange={(event) => onCountryChange(Number(event.currentTarget.value))}
            data-testid="city-search-country"
          />
          <TextInput
            label={t('countries.cities.search')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            rightSection={cities.isFetching ? <Loader size="xs" /> : undefined}
            data-testid="city-search-text"
          />
        </Group>
        {wanted && cities.data && rows.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="city-search-none">
            {t('countries.cities.none')}
          </Text>
        )}
        {rows.length > 0 && (
          <Table striped maw={640} data-testid="city-search-results">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('countries.cities.name')}</Table.Th>
                <Table.Th>{t('countries.cities.postalCode')}</Table.Th>
                <Table.Th>{t('countries.cities.department')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((city) => (
                <Table.Tr key={`${city.name}-${city.postalCode}`}>
                  <Table.Td>{city.name}</Table.Td>
                  <Table.Td>{city.postalCode}</Table.Td>
                  <Table.Td>{city.department ?? t('common.none')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
