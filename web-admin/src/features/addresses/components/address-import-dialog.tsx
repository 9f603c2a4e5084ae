import { useState, type ComponentProps } from 'react';
import { Alert, Badge, Button, FileButton, Group, List, Modal, NativeSelect, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { useAddressesT } from './address-text.ts';
import { toast } from '../../../lib/toast.ts';
import { insertAddressFile, parseAddressFile, type AddressImportParsed } from '../api/addresses-api.ts';

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
  const [file, setFile] = useState<File | null>(null);
  const [header, setHeader] = useState<HeaderChoice>('auto');
  const [parsed, setParsed] = useState<AddressImportParsed | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const failed = (error: unknown) => {
    if (isRequestDropped(error)) return;
    const message = errorMessage(error, t('error.generic'));
    const onFile = isApiError(error) ? (error.fieldErrors.file ?? error.fieldErrors.image) : undefined;
    if (onFile && onFile.length > 0) setFileError(onFile.join(' '));
    else setFormError(message);
    toast('error', message);
  };

  const parse = useMutation({
    mutationFn: (chosen: File) => parseAddressFile(api, chosen, hasHeaderOf[header]),
    onMutate: () => {
      setFileError(null);
      setFormError(null);
      setParsed(null);
    },
    onSuccess: setParsed,
    onError: failed,
  });
  const insert = useMutation({
    mutationFn: (filename: string) => insertAddressFile(api, filename),
    onMutate: () => setFormError(null),
    onSuccess: (answer) => {
      toast('success', t('addresses.addressImport.inserted', { count: answer.inserted }));
      onInserted();
      onClose();
    },
    onError: failed,
  });
  const busy = parse.isPending || insert.isPending;
  const refused = parsed?.errors ?? [];

  return (
    <Modal opened onClose={onClose} size="xl" title={t('addresses.addressImport.title')} data-testid="address-import">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('addresses.addressImport.help')}
        </Text>
        {formError && (
          <Alert color="red" data-testid="address-import-error">
            {formError}
          </Alert>
        )}
        <Group align="flex-end" gap="sm">
          <FileButton
            onChange={(chosen) => {
              setFile(chosen);
              setParsed(null);
              setFileError(null);
            }}
            accept=".csv,.txt,text/csv,text/plain"
            disabled={busy}
            inputProps={{ 'data-testid': 'address-import-file' } as ComponentProps<'input'>}
          >
            {(props) => (
              <Button variant="default" {...props} data-testid="address-import-pick">
                {file ? file.name : t('addresses.addressImport.choose')}
              </Button>
            )}
          </FileButton>
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
          <Button onClick={() => file && parse.mutate(file)} disabled={!file || insert.isPending} loading={parse.isPending} data-testid="address-import-parse">
            {t('addresses.addressImport.read')}
          </Button>
        </Group>
        {fileError && (
          <Text c="red" size="sm" data-testid="address-import-file-error">
            {fileError}
          </Text>
        )}
        {parsed && (
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
                                <List.Item key={field}>{t('addresses.addressImport.fieldError', { field, message: messages.join(' ') })}</List.Item>
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
                        <Table.Td>{t('addresses.addressLine', { street: address.firstPart, postalCode: address.postalCode, city: address.city, country: address.country })}</Table.Td>
                        <Table.Td>{address.types.join(', ')}</Table.Td>
                        <Table.Td>{schedules.length}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
            )}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => parsed && insert.mutate(parsed.filename)} disabled={!parsed || parsed.valid === 0 || parse.isPending} loading={insert.isPending} data-testid="address-import-insert">
            {t('addresses.addressImport.insert', { count: parsed?.valid ?? 0 })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
