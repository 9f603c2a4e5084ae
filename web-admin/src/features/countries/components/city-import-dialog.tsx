import { useQueryClient } from '@tanstack/react-query';
import { Badge, Group, Progress, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { CsvImportDialog } from '../../../components/kit/csv-import-dialog.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { toast } from '../../../lib/toast.ts';
import {
  countryKeys,
  insertCityFile,
  parseCityFile,
  type CityFileInserted,
  type CityFileParsed,
} from '../api/countries-api.ts';
import { useCountriesT } from './countries-text.ts';

/** A large file takes a few insert calls (France's 35 500 lines: 4 on DynamoDB Local); past this many, something is
 * wrong. */
const maxInsertCalls = 100;
const fieldKeys = ['name', 'postalCode', 'department', 'inseeCode', 'latitude', 'longitude', 'line'] as const;
type FieldKey = (typeof fieldKeys)[number];
const isFieldKey = (field: string): field is FieldKey => (fieldKeys as readonly string[]).includes(field);

export interface CityImportDialogProps {
  country: { id: number; label: string };
  /** After the last insert call: the cities of the file are all written. */
  onInserted: () => void;
  onClose: () => void;
}

/**
 * The super-admin's city import for a country, in two steps: the CSV file is read
 * (`PUT /admin/cities/parse/{id}`) and the dialog shows the cities read, the first of them and the
 * refused lines with their number, field and message; then the cities are written
 * (`PUT /admin/cities/insert/{id}`), call after call while the server answers `done: false`, with
 * the progress `inserted / total`. Closing the dialog stops between two calls; since the insert is
 * idempotent, "Go on" after a failure sends the same call again.
 */
export function CityImportDialog({ country, onInserted, onClose }: CityImportDialogProps) {
  const t = useCountriesT();
  const api = useApi();
  const queryClient = useQueryClient();
  const fieldName = (field: string) => (isFieldKey(field) ? t(`countries.import.fields.${field}`) : field);

  return (
    <CsvImportDialog<CityFileParsed, CityFileInserted>
      testId="city-import"
      labels={{
        title: t('countries.import.title', { country: country.label }),
        help: t('countries.import.help'),
        choose: t('countries.import.choose'),
        read: t('countries.import.read'),
        close: t('countries.import.close'),
      }}
      parse={(file) => parseCityFile(api, country.id, file)}
      insert={async (parsed, { signal, report }) => {
        for (let call = 0; call < maxInsertCalls; call += 1) {
          const answer = await insertCityFile(api, country.id, parsed.filename, signal);
          report(answer);
          if (answer.done) return answer;
          if (signal.aborted) throw new DOMException('The dialog was closed', 'AbortError');
        }
        throw new Error(`not done after ${maxInsertCalls} calls`);
      }}
      onInserted={(answer) => {
        toast('success', t('countries.import.done', { count: answer.inserted }));
        void queryClient.invalidateQueries({ queryKey: countryKeys.cities });
        onInserted();
      }}
      canInsert={(parsed) => parsed.total > 0}
      insertLabel={(parsed, progress) => {
        if (!parsed || progress?.done === true) return null;
        return progress ? t('countries.import.goOn') : t('countries.import.insert', { count: parsed.total });
      }}
      preview={(parsed, { progress, inserting }) => {
        const total = progress?.total ?? parsed.total;
        const inserted = progress?.inserted ?? 0;
        const done = progress?.done === true;
        const errors = parsed.errors;
        return (
          <Stack gap="sm" data-testid="city-import-parsed">
            <Group gap="sm">
              <Badge variant="light" color="green" data-testid="city-import-total">
                {t('countries.import.total', { count: parsed.total })}
              </Badge>
              <Badge variant="light" color={parsed.errorCount > 0 ? 'red' : 'gray'} data-testid="city-import-refused">
                {t('countries.import.refused', { count: parsed.errorCount })}
              </Badge>
            </Group>
            {errors.length > 0 && (
              <>
                <Title order={5}>{t('countries.import.errorsTitle')}</Title>
                {parsed.errorCount > errors.length && (
                  <Text size="sm" c="dimmed">
                    {t('countries.import.errorsShown', { shown: errors.length, count: parsed.errorCount })}
                  </Text>
                )}
                <ScrollArea.Autosize mah={200}>
                  <Table striped data-testid="city-import-errors">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('countries.import.line')}</Table.Th>
                        <Table.Th>{t('countries.import.field')}</Table.Th>
                        <Table.Th>{t('countries.import.message')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {errors.map((error) => (
                        <Table.Tr key={`${error.line}-${error.field}`} data-testid={`city-import-error-${error.line}`}>
                          <Table.Td>{error.line}</Table.Td>
                          <Table.Td>{fieldName(error.field)}</Table.Td>
                          <Table.Td>{error.message}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollArea.Autosize>
              </>
            )}
            {parsed.preview.length > 0 && (
              <>
                <Title order={5}>{t('countries.import.previewTitle')}</Title>
                <ScrollArea.Autosize mah={220}>
                  <Table striped data-testid="city-import-preview">
                    <Table.Thead>
                      <Table.Tr>
                        {(['name', 'postalCode', 'department', 'inseeCode', 'latitude', 'longitude'] as const).map(
                          (field) => (
                            <Table.Th key={field}>{t(`countries.import.fields.${field}`)}</Table.Th>
                          ),
                        )}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {parsed.preview.map((city) => (
                        <Table.Tr key={`${city.name}-${city.postalCode}`}>
                          <Table.Td>{city.name}</Table.Td>
                          <Table.Td>{city.postalCode}</Table.Td>
                          <Table.Td>{city.department ?? t('common.none')}</Table.Td>
                          <Table.Td>{city.inseeCode ?? t('common.none')}</Table.Td>
                          <Table.Td>{city.latitude ?? t('common.none')}</Table.Td>
                          <Table.Td>{city.longitude ?? t('common.none')}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollArea.Autosize>
              </>
            )}
            {(inserting || progress) && (
              <Stack gap={4} data-testid="city-import-progress">
                <Group justify="space-between">
                  <Text size="sm">
                    {done ? t('countries.import.done', { count: inserted }) : t('countries.import.inserting')}
                  </Text>
                  <Text size="sm" fw={600} data-testid="city-import-count">
                    {t('countries.import.progress', { inserted, total })}
                  </Text>
                </Group>
                <Progress
                  value={total > 0 ? (inserted / total) * 100 : 0}
                  color={done ? 'green' : undefined}
                  animated={inserting}
                  aria-label={t('countries.import.progress', { inserted, total })}
                />
              </Stack>
            )}
          </Stack>
        );
      }}
      closeWhileBusy
      onClose={onClose}
    />
  );
}
