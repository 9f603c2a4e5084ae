import { useState } from 'react';
import { Badge, Group, List, NativeSelect, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { CsvImportDialog } from '../../../components/kit/csv-import-dialog.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { toast } from '../../../lib/toast.ts';
import {
  insertAddressFile,
  parseAddressFile,
  type AddressImportInserted,
  type AddressImportParsed,
} from '../api/addresses-api.ts';
import { useAddressesT } from './address-text.ts';

type HeaderChoice = 'auto' | 'yes' | 'no';
const hasHeaderOf: Record<HeaderChoice, boolean | undefined> = { auto: undefined, yes: true, no: false };

export interface AddressImportDialogProps {
  onInserted: () => void;
  onClose: () => void;
}

/**
 * The super-admin's address import (spec 1 §6), in two steps: a CSV file is read
 * (`POST /admin/address/import/parse`, `hasHeader` detected or chosen) and the dialog shows the rows
 * read and the refused rows with their line numbers and messages; then the valid rows are inserted
 * (`POST /admin/address/import/insert` with the name the parse gave), once.
 */
export function AddressImportDialog({ onInserted, onClose }: AddressImportDialogProps) {
  const t = useAddressesT();
  const api = useApi();
  const [header, setHeader] = useState<HeaderChoice>('auto');

  return (
    <CsvImportDialog<AddressImportParsed, AddressImportInserted>
      testId="address-import"
      labels={{
        title: t('addresses.addressImport.title'),
        help: t('addresses.addressImport.help'),
        choose: t('addresses.addressImport.choose'),
        read: t('addresses.addressImport.read'),
        close: t('common.cancel'),
      }}
      parse={(file) => parseAddressFile(api, file, hasHeaderOf[header])}
      insert={(parsed) => insertAddressFile(api, parsed.filename)}
      onInserted={(answer) => {
        toast('success', t('addresses.addressImport.inserted', { count: answer.inserted }));
        onInserted();
        onClose();
      }}
      canInsert={(parsed) => parsed.valid > 0}
      insertLabel={(parsed) => t('addresses.addressImport.insert', { count: parsed?.valid ?? 0 })}
      options={(busy) => (
        <NativeSelect
          label={t('addresses.addressImport.hasHeader')}
          value={header}
          onChange={(event) => setHeader(event.currentTarget.value as HeaderChoice)}
          data={[
            { value: 'auto', label: t('addresses.addressImport.headerAuto') },
            { value: 'yes', label: t('addresses.addressImport.headerYes') },
            { value: 'no', label: t('addresses.addressImport.headerNo') },
          ]}
          disabled={busy}
          data-testid="address-import-header"
        />
      )}
      preview={(parsed) => {
        const refused = parsed.errors;
        return (
          <Stack gap="sm" data-testid="address-import-preview">
            <Group gap="sm">
              <Badge variant="light" data-testid="address-import-total">
                {t('addresses.addressImport.total', { count: parsed.total })}
              </Badge>
              <Badge variant="light" color="green" data-testid="address-import-valid">
                {t('addresses.addressImport.validCount', { count: parsed.valid })}
              </Badge>
              <Badge variant="light" color={refused.length > 0 ? 'red' : 'gray'} data-testid="address-import-refused">
                {t('addresses.addressImport.refusedCount', { count: refused.length })}
              </Badge>
            </Group>
            {parsed.ignoredColumns.length > 0 && (
              <Text size="sm" c="orange" data-testid="address-import-ignored">
                {t('addresses.addressImport.ignored', { columns: parsed.ignoredColumns.join(', ') })}
              </Text>
            )}
            {refused.length > 0 && (
              <>
                <Title order={5}>{t('addresses.addressImport.refusedTitle')}</Title>
                <ScrollArea.Autosize mah={220}>
                  <Table striped data-testid="address-import-refused-rows">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('addresses.addressImport.line')}</Table.Th>
                        <Table.Th>{t('addresses.addressImport.errors')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {refused.map((row) => (
                        <Table.Tr key={row.line} data-testid={`address-import-refused-${row.line}`}>
                          <Table.Td>{row.line}</Table.Td>
                          <Table.Td>
                            <List size="sm" spacing={2}>
                              {Object.entries(row.errors).map(([field, messages]) => (
                                <List.Item key={field}>
                                  {t('addresses.addressImport.fieldError', { field, message: messages.join(' ') })}
                                </List.Item>
                              ))}
                            </List>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollArea.Autosize>
              </>
            )}
            <Title order={5}>{t('addresses.addressImport.rowsTitle')}</Title>
            {parsed.rows.length === 0 ? (
              <Text c="dimmed">{t('addresses.addressImport.noRow')}</Text>
            ) : (
              <ScrollArea.Autosize mah={260}>
                <Table striped data-testid="address-import-rows">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('addresses.addressImport.line')}</Table.Th>
                      <Table.Th>{t('addresses.name')}</Table.Th>
                      <Table.Th>{t('addresses.address')}</Table.Th>
                      <Table.Th>{t('addresses.types')}</Table.Th>
                      <Table.Th>{t('addresses.addressImport.slots')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {parsed.rows.map(({ line, address, schedules }) => (
                      <Table.Tr key={line} data-testid={`address-import-row-${line}`}>
                        <Table.Td>{line}</Table.Td>
                        <Table.Td>{address.name}</Table.Td>
                        <Table.Td>
                          {t('addresses.addressLine', {
                            street: address.firstPart,
                            postalCode: address.postalCode,
                            city: address.city,
                            country: address.country,
                          })}
                        </Table.Td>
                        <Table.Td>{address.types.join(', ')}</Table.Td>
                        <Table.Td>{schedules.length}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
            )}
          </Stack>
        );
      }}
      onClose={onClose}
    />
  );
}
