import { useState } from 'react';
import { Alert, Badge, Button, Code, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { priceFileColumns } from '@cellar/shared/shipping/carriers';
import { CsvFileButton } from '../../../components/kit/csv-file-button.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { toast } from '../../../lib/toast.ts';
import {
  carrierKeys,
  insertPriceFile,
  parsePriceFile,
  type CarrierView,
  type PriceFileParsed,
} from '../api/carriers-api.ts';
import { useMoneyFormat, useNumberFormat } from './number-text.ts';
import { clearDraft, draftCarrierId } from './price-draft.ts';
import { useCarriersT } from './carrier-text.ts';

/** An error of the file: its line (the header is line 1), its column and its message. */
interface LineError {
  line: number;
  column: string;
  message: string;
}

/** The server names each error of a file `lines.<line>.<column>`; others (the file itself) stay apart. */
function lineErrorsOf(fieldErrors: Record<string, string[]>): { lines: LineError[]; file: string[] } {
  const lines: LineError[] = [];
  const file: string[] = [];
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const match = /^lines\.(\d+)(?:\.(.+))?$/.exec(path);
    if (match) for (const message of messages) lines.push({ line: Number(match[1]), column: match[2] ?? '', message });
    else file.push(...messages);
  }
  lines.sort(
    (a, b) =>
      a.line - b.line || priceFileColumns.indexOf(a.column as never) - priceFileColumns.indexOf(b.column as never),
  );
  return { lines, file };
}

/** Rows shown in the preview; the others are counted. */
const previewRows = 200;

/**
 * The super-admin's price import by file (spec 1 §6) for a BASIC carrier: a CSV is read by
 * `PUT /admin/carrier/parse/{id}`, which answers its rows (shown here with the countries it prices)
 * or every error with its line (shown per line; the file is refused whole); the rows are then saved by
 * `PUT /admin/carrier/insert/{id}`, each country of the file replacing the carrier's prices there.
 */
export function PriceFileImport({ carrier, onInserted }: { carrier: CarrierView; onInserted: () => void }) {
  const t = useCarriersT();
  const api = useApi();
  const queryClient = useQueryClient();
  const number = useNumberFormat();
  const money = useMoneyFormat();
  const [file, setFile] = useState<File | null>(null);
  const [parsed, setParsed] = useState<PriceFileParsed | null>(null);
  const [failure, setFailure] = useState<{ message: string; lines: LineError[]; file: string[] } | null>(null);
  const [busy, setBusy] = useState<'parse' | 'insert' | null>(null);

  const parse = async () => {
    if (!file) return;
    setBusy('parse');
    setParsed(null);
    setFailure(null);
    try {
      setParsed(await parsePriceFile(api, carrier.id, file));
    } catch (error) {
      if (isRequestDropped(error)) return;
      const message = errorMessage(error, t('error.generic'));
      setFailure({ message, ...(isApiError(error) ? lineErrorsOf(error.fieldErrors) : { lines: [], file: [] }) });
    } finally {
      setBusy(null);
    }
  };

  const insert = async () => {
    if (!parsed) return;
    setBusy('insert');
    try {
      await insertPriceFile(api, carrier.id, parsed.filename);
      // The file's countries replaced the carrier's: an unsaved grid of this carrier no longer holds.
      if (draftCarrierId() === carrier.id) clearDraft();
      toast('success', t('carriers.import.inserted'));
      setParsed(null);
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: carrierKeys.all });
      onInserted();
    } catch (error) {
      if (isRequestDropped(error)) return;
      const message = errorMessage(error, t('error.generic'));
      setFailure({ message, lines: [], file: [] });
      toast('error', message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper withBorder p="lg" data-testid="price-file-import">
      <Stack gap="md">
        <div>
          <Title order={3}>{t('carriers.import.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('carriers.import.help')}
          </Text>
          <Code block mt="xs">
            {`${priceFileColumns.join(';')}\nFRA;;1;3;PACKAGE;9,90\nFRA;2A;1;3;PACKAGE;14,90`}
          </Code>
        </div>
        <Group gap="sm">
          <CsvFileButton
            onChange={(picked) => {
              setFile(picked);
              setParsed(null);
              setFailure(null);
            }}
            inputTestId="price-file-input"
            testId="price-file-pick"
          >
            {t('carriers.import.pick')}
          </CsvFileButton>
          <Text size="sm" data-testid="price-file-name">
            {file ? file.name : t('carriers.import.noFile')}
          </Text>
          <Button
            onClick={() => void parse()}
            disabled={!file}
            loading={busy === 'parse'}
            data-testid="price-file-parse"
          >
            {t('carriers.import.parse')}
          </Button>
        </Group>
        {failure && (
          <Alert color="red" title={failure.message} data-testid="price-file-errors">
            {failure.file.length > 0 && <Text size="sm">{failure.file.join(' ')}</Text>}
            {failure.lines.length > 0 && (
              <Table mt="xs" withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('carriers.import.line')}</Table.Th>
                    <Table.Th>{t('carriers.import.column')}</Table.Th>
                    <Table.Th>{t('carriers.import.message')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {failure.lines.map((e) => (
                    <Table.Tr
                      key={`${e.line}.${e.column}.${e.message}`}
                      data-testid={`price-file-error-${e.line}-${e.column}`}
                    >
                      <Table.Td>{e.line}</Table.Td>
                      <Table.Td>{e.column}</Table.Td>
                      <Table.Td>{e.message}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Alert>
        )}
        {parsed && (
          <Stack gap="sm" data-testid="price-file-preview">
            <Group gap="xs">
              <Text size="sm" data-testid="price-file-summary">
                {t('carriers.import.summary', { rows: parsed.rows.length, grids: parsed.grids })}
              </Text>
              {parsed.countries.map((country) => (
                <Badge key={country} variant="light">
                  {country}
                </Badge>
              ))}
            </Group>
            <Alert color="orange">{t('carriers.import.replaces', { countries: parsed.countries.join(', ') })}</Alert>
            <Table.ScrollContainer minWidth={600} mah={420}>
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('carriers.import.line')}</Table.Th>
                    <Table.Th>{t('carriers.prices.country')}</Table.Th>
                    <Table.Th>{t('carriers.prices.department')}</Table.Th>
                    <Table.Th>{t('carriers.import.min')}</Table.Th>
                    <Table.Th>{t('carriers.import.max')}</Table.Th>
                    <Table.Th>{t('carriers.prices.priceType')}</Table.Th>
                    <Table.Th>{t('carriers.flatRates.price')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {parsed.rows.slice(0, previewRows).map((row) => (
                    <Table.Tr key={row.line} data-testid={`price-file-row-${row.line}`}>
                      <Table.Td>{row.line}</Table.Td>
                      <Table.Td>{row.country}</Table.Td>
                      <Table.Td>{row.department ?? t('common.none')}</Table.Td>
                      <Table.Td>{number(row.min)}</Table.Td>
                      <Table.Td>{number(row.max)}</Table.Td>
                      <Table.Td>{t(`carriers.priceTypes.${row.priceType}`)}</Table.Td>
                      <Table.Td>{money(row.price)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {parsed.rows.length > previewRows && (
              <Text size="sm">{t('carriers.import.more', { count: parsed.rows.length - previewRows })}</Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setParsed(null)} disabled={busy !== null}>
                {t('common.cancel')}
              </Button>
              <Button onClick={() => void insert()} loading={busy === 'insert'} data-testid="price-file-insert">
                {t('carriers.import.insert')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
