import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useAddressesT } from '../components/address-text.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { isSuperAdmin } from '../../../lib/session/guards.ts';
import { meQuery } from '../../../lib/session/session-queries.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import {
  addressKeys,
  addressQuery,
  addressTypesQuery,
  deleteAddress,
  loadAddresses,
  type AddressRow,
} from '../api/addresses-api.ts';
import { AddressForm } from '../components/address-form.tsx';
import { AddressImportDialog } from '../components/address-import-dialog.tsx';
import { AddressTypeBadge } from '../components/address-type-icon.tsx';
import { AddressTypesPanel } from '../components/address-types-panel.tsx';
import { scheduleLines } from '../components/schedule-summary.ts';

/** The address opened by `?edit=<id>` (there is no single-address call: looked up in the list). */
function EditAddress({ id, onSaved, onDone }: { id: number; onSaved: () => void; onDone: () => void }) {
  const api = useApi();
  const address = useQuery(addressQuery(api, id));
  if (!address.data) return null;
  return <AddressForm address={address.data} onSaved={onSaved} onClose={onDone} />;
}

/**
 * `/address` (spec 1 §2, "Shipment"): the site's company addresses on the list kit (filters by
 * name, city and type; paging; delete after a confirmation), the form and weekly schedule in a
 * dialog on the same screen — `/address?add=1`, `/address?edit=<id>` — the types the site sees
 * (its own beside the defaults), and for a SUPER_ADMIN the import of an address file.
 */
export function AddressListRoute() {
  const t = useAddressesT();
  const to = useLocalePath();
  const api = useApi();
  const queryClient = useQueryClient();
  const { showMenuAsAdmin } = useSession();
  const me = useQuery(meQuery(api));
  const types = useQuery(addressTypesQuery(api));
  const [search, setSearch] = useSearchParams();
  const [importing, setImporting] = useState(false);
  const adding = search.has('add');
  const editId = Number(search.get('edit'));
  const close = () => setSearch({}, { replace: true });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: addressKeys.all });

  return (
    <Stack gap="xl">
      <ListScreen<AddressRow>
        title={t('addresses.title')}
        testId="address-list"
        queryKey={addressKeys.all}
        load={(query) => loadAddresses(api, query)}
        rowId={(a) => a.id}
        defaultSort={{ field: 'name', direction: 'asc' }}
        columns={[
          { accessor: 'name', title: t('addresses.name'), sortable: true },
          {
            // Ordered by city (the list sorts on id, name, city and postal code).
            accessor: 'city',
            title: t('addresses.address'),
            sortable: true,
            render: (a) => (
              <div>
                <Text size="sm">{a.firstPart}</Text>
                {a.secondPart && <Text size="sm">{a.secondPart}</Text>}
                <Text size="sm" c="dimmed">
                  {t('addresses.cityLine', { postalCode: a.postalCode, city: a.city, country: a.country })}
                </Text>
              </div>
            ),
          },
          {
            accessor: 'types',
            title: t('addresses.types'),
            render: (a) => (
              <Stack gap={4} align="flex-start" miw={150}>
                {a.types.map((type) => (
                  <AddressTypeBadge
                    key={type.value}
                    label={type.label}
                    icon={type.icon}
                    color={type.color}
                    testId={`address-${a.id}-type-${type.value}`}
                  />
                ))}
              </Stack>
            ),
          },
          {
            accessor: 'schedules',
            title: t('addresses.schedule.title'),
            render: (a) => {
              const lines = scheduleLines(a.schedules, t);
              return (
                <Stack gap={2}>
                  <div data-testid={`address-${a.id}-schedule`}>
                    {lines.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        {t('addresses.noSchedule')}
                      </Text>
                    ) : (
                      lines.map((line) => (
                        <Text key={line} size="sm">
                          {line}
                        </Text>
                      ))
                    )}
                  </div>
                  {a.isPickup && (
                    <Text size="xs" c="green.8" fw={600}>
                      {a.preparationHours === null
                        ? t('addresses.pickup')
                        : t('addresses.pickupHours', { count: a.preparationHours })}
                    </Text>
                  )}
                </Stack>
              );
            },
          },
        ]}
        filters={[
          { field: 'name', label: t('addresses.name'), type: 'like' },
          { field: 'city', label: t('addresses.city'), type: 'like' },
          {
            field: 'type',
            label: t('addresses.type'),
            type: 'equal',
            options: (types.data ?? []).map((type) => ({ value: type.type, label: type.label })),
          },
        ]}
        remove={{ run: (a) => deleteAddress(api, a.id), describe: (a) => a.name }}
        addTo={to('/address?add=1')}
        addLabel={t('addresses.add')}
        editTo={(a) => to(`/address?edit=${a.id}`)}
        actions={
          isSuperAdmin(me.data, showMenuAsAdmin) ? (
            <Button variant="default" onClick={() => setImporting(true)} data-testid="address-import-open">
              {t('addresses.addressImport.open')}
            </Button>
          ) : undefined
        }
      />
      <AddressTypesPanel />
      {adding && <AddressForm address={null} onSaved={refresh} onClose={close} />}
      {!adding && Number.isInteger(editId) && editId > 0 && (
        <EditAddress key={editId} id={editId} onSaved={refresh} onDone={close} />
      )}
      {importing && <AddressImportDialog onInserted={refresh} onClose={() => setImporting(false)} />}
    </Stack>
  );
}
