import { ColorSwatch, Group, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useAddressesT } from '../components/address-text.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import type { ListPage, ListQueryInput } from '../../../components/kit/list-query.ts';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import {
  addressKeys,
  createAddressType,
  loadDefaultAddressTypes,
  updateAddressType,
  type AddressTypeRow,
} from '../api/addresses-api.ts';
import { AddressTypeBadge } from '../components/address-type-icon.tsx';
import { AddressTypeForm } from '../components/address-type-form.tsx';

/** Apart from the site's types (`addressKeys.types`): these are site 0's, read in the super-admin area. */
const defaultsKey = [...addressKeys.types, 'defaults'] as const;

const fieldOf = (row: AddressTypeRow, field: string): string =>
  String((row as unknown as Record<string, unknown>)[field] ?? '');

/** `GET /admin/address/type` on site 0 sends every default: the kit's filters, order and paging are applied here. */
async function loadDefaults(api: ApiClient, input: ListQueryInput): Promise<ListPage<AddressTypeRow>> {
  let rows = await loadDefaultAddressTypes(api);
  for (const filter of input.filters) {
    const wanted = filter.value.toLowerCase();
    rows = rows.filter((row) => fieldOf(row, filter.field).toLowerCase().includes(wanted));
  }
  const [field = 'label', direction] = (input.orderBy ?? 'label').split(':');
  rows = [...rows].sort((a, b) => fieldOf(a, field).localeCompare(fieldOf(b, field)) * (direction === 'desc' ? -1 : 1));
  const start = (input.page - 1) * input.nbItem;
  return { records: rows.slice(start, start + input.nbItem), total: rows.length };
}

/** The default opened by `?edit=<id>`. */
function EditDefault({ id, onSaved, onDone }: { id: number; onSaved: () => void; onDone: () => void }) {
  const api = useApi();
  const types = useQuery({
    queryKey: [...defaultsKey, 'every'],
    queryFn: ({ signal }) => loadDefaultAddressTypes(api, signal),
  });
  const type = types.data?.find((row) => row.id === id);
  if (!type) return null;
  return (
    <AddressTypeForm
      type={type}
      save={(body) => updateAddressType(api, id, body, 0)}
      onSaved={onSaved}
      onClose={onDone}
    />
  );
}

/**
 * `/superAdmin/defaults/addressType`: the default address types every site sees, site 0's, read and
 * written through `/admin/address/type` with `idSiteOverride: 0` on each call (docs/decisions.md
 * "The override header"; the super-admin layout's site is 0 too).
 * Add (with its code, which never changes) and edit label, icon and colour in a dialog on the same
 * route (`?add=1`, `?edit=<id>`). Types have no delete: addresses name them by code.
 */
export function AddressTypeDefaultsRoute() {
  const t = useAddressesT();
  const to = useLocalePath();
  const api = useApi();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const adding = search.has('add');
  const editId = Number(search.get('edit'));
  const close = () => setSearch({}, { replace: true });
  // The dialog closes itself after a save.
  const saved = () => void queryClient.invalidateQueries({ queryKey: addressKeys.types });

  return (
    <>
      <ListScreen<AddressTypeRow>
        title={t('addresses.addressTypes.defaultsTitle')}
        testId="address-type-defaults"
        queryKey={defaultsKey}
        load={(query) => loadDefaults(api, query)}
        rowId={(row) => row.id}
        defaultSort={{ field: 'label', direction: 'asc' }}
        toolbar={
          <Text size="sm" c="dimmed">
            {t('addresses.addressTypes.defaultsHelp')}
          </Text>
        }
        columns={[
          {
            accessor: 'label',
            title: t('addresses.addressTypes.label'),
            sortable: true,
            render: (row) => <AddressTypeBadge label={row.label} icon={row.icon} color={row.color} />,
          },
          {
            accessor: 'type',
            title: t('addresses.addressTypes.type'),
            sortable: true,
            render: (row) => (
              <Text ff="monospace" size="sm">
                {row.type}
              </Text>
            ),
          },
          { accessor: 'icon', title: t('addresses.addressTypes.icon'), render: (row) => row.icon ?? t('common.none') },
          {
            accessor: 'color',
            title: t('addresses.addressTypes.color'),
            render: (row) => (
              <Group gap={6} wrap="nowrap">
                <ColorSwatch color={row.color} size={16} />
                <Text size="sm">{row.color}</Text>
              </Group>
            ),
          },
        ]}
        filters={[
          { field: 'label', label: t('addresses.addressTypes.label'), type: 'like' },
          { field: 'type', label: t('addresses.addressTypes.type'), type: 'like' },
        ]}
        addTo={to('/superAdmin/defaults/addressType?add=1')}
        addLabel={t('addresses.addressTypes.add')}
        editTo={(row) => to(`/superAdmin/defaults/addressType?edit=${row.id}`)}
        describe={(row) => row.label}
      />
      {adding && (
        <AddressTypeForm type={null} save={(body) => createAddressType(api, body, 0)} onSaved={saved} onClose={close} />
      )}
      {!adding && Number.isInteger(editId) && editId > 0 && (
        <EditDefault key={editId} id={editId} onSaved={saved} onDone={close} />
      )}
    </>
  );
}
