import { useState } from 'react';
import { Alert, Badge, Button, ColorSwatch, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage } from '../../../lib/api/errors.ts';
import { useAddressesT } from './address-text.ts';
import {
  addressKeys,
  addressTypesQuery,
  createAddressType,
  updateAddressType,
  type AddressTypeRow,
} from '../api/addresses-api.ts';
import { AddressTypeBadge } from './address-type-icon.tsx';
import { AddressTypeForm } from './address-type-form.tsx';

type Editing = { kind: 'add'; from: AddressTypeRow | null } | { kind: 'edit'; type: AddressTypeRow };

/**
 * The address types a site sees, on `/address`: the defaults every site shares (kept by
 * super-admins) beside the site's own. A site adds its own types, edits them, and gives a default
 * its own label, icon and colour by adding a type of the same code ("Customize"), which replaces
 * the default in this site only.
 */
export function AddressTypesPanel() {
  const t = useAddressesT();
  const api = useApi();
  const queryClient = useQueryClient();
  const types = useQuery(addressTypesQuery(api));
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);
  // The dialog closes itself after a save.
  const saved = () => {
    void queryClient.invalidateQueries({ queryKey: addressKeys.types });
    void queryClient.invalidateQueries({ queryKey: addressKeys.all });
  };
  const rows = [...(types.data ?? [])].sort(
    (a, b) => Number(b.isDefault) - Number(a.isDefault) || a.label.localeCompare(b.label),
  );

  return (
    <Paper withBorder p="lg" data-testid="address-types">
      <Stack gap="sm">
        <Group justify="space-between">
          <div>
            <Title order={3}>{t('addresses.addressTypes.title')}</Title>
            <Text size="sm" c="dimmed">
              {t('addresses.addressTypes.siteHelp')}
            </Text>
          </div>
          <Button
            variant="light"
            onClick={() => setEditing({ kind: 'add', from: null })}
            data-testid="address-type-add"
          >
            {t('addresses.addressTypes.add')}
          </Button>
        </Group>
        {types.isError ? (
          <Alert color="red" title={t('addresses.addressTypes.loadFailed')} data-testid="address-types-error">
            <Text mb="sm">{errorMessage(types.error, t('error.generic'))}</Text>
            <Button size="xs" variant="light" onClick={() => void types.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : types.isPending ? (
          <Text c="dimmed">{t('common.loading')}</Text>
        ) : (
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('addresses.addressTypes.label')}</Table.Th>
                <Table.Th>{t('addresses.addressTypes.type')}</Table.Th>
                <Table.Th>{t('addresses.addressTypes.color')}</Table.Th>
                <Table.Th>{t('addresses.addressTypes.origin')}</Table.Th>
                <Table.Th ta="right">{t('kit.list.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((type) => (
                <Table.Tr key={type.id} data-testid={`address-type-row-${type.type}`}>
                  <Table.Td>
                    <AddressTypeBadge label={type.label} icon={type.icon} color={type.color} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {type.type}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <ColorSwatch color={type.color} size={16} />
                      <Text size="sm">{type.color}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {type.isDefault ? (
                      <Badge variant="outline" color="gray">
                        {t('addresses.addressTypes.default')}
                      </Badge>
                    ) : (
                      <Badge variant="light">{t('addresses.addressTypes.own')}</Badge>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    {type.isDefault ? (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        onClick={() => setEditing({ kind: 'add', from: type })}
                        data-testid={`address-type-customize-${type.type}`}
                      >
                        {t('addresses.addressTypes.customize')}
                      </Button>
                    ) : (
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => setEditing({ kind: 'edit', type })}
                        data-testid={`address-type-edit-${type.type}`}
                      >
                        {t('kit.list.edit')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      {editing?.kind === 'add' && (
        <AddressTypeForm
          type={null}
          startFrom={editing.from}
          save={(body) => createAddressType(api, body)}
          onSaved={saved}
          onClose={close}
        />
      )}
      {editing?.kind === 'edit' && (
        <AddressTypeForm
          type={editing.type}
          save={(body) => updateAddressType(api, editing.type.id, body)}
          onSaved={saved}
          onClose={close}
        />
      )}
    </Paper>
  );
}
