import { Loader, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api/api-context.tsx';
import { countryKeys, loadStates } from '../api/countries-api.ts';
import { useCountriesT } from './countries-text.ts';

/** A country's states (`GET /admin/country/{id}/states`): France's departments, none elsewhere yet. */
export function StatesDialog({ country, onClose }: { country: { id: number; label: string }; onClose: () => void }) {
  const t = useCountriesT();
  const api = useApi();
  const states = useQuery({
    queryKey: countryKeys.states(country.id),
    queryFn: ({ signal }) => loadStates(api, country.id, signal),
    staleTime: 10 * 60_000,
  });
  const rows = states.data ?? [];
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('countries.states.title', { country: country.label })}
      data-testid="states-dialog"
    >
      <Stack gap="sm">
        {states.isPending && <Loader size="sm" />}
        {states.isError && <Text c="red">{t('error.generic')}</Text>}
        {states.data && (
          <Text size="sm" c="dimmed" data-testid="states-count">
            {rows.length > 0 ? t('countries.states.count', { count: rows.length }) : t('countries.states.none')}
          </Text>
        )}
        {rows.length > 0 && (
          <ScrollArea.Autosize mah={420}>
            <Table striped data-testid="states-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('countries.states.code')}</Table.Th>
                  <Table.Th>{t('countries.states.name')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((state) => (
                  <Table.Tr key={state.code} data-testid={`state-${state.code}`}>
                    <Table.Td>{state.code}</Table.Td>
                    <Table.Td>{state.name}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Modal>
  );
}
