import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { translate } from '@cellar/shared/i18n/messages';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { serverErrors } from '../../../components/kit/field-errors.ts';
import { ConfirmDialog } from '../../../components/kit/confirm-dialog.tsx';
import { countryChoicesQuery } from '../../../lib/api/country-choices.ts';
import {
  carrierKeys,
  countryStatesQuery,
  deleteCountryPrices,
  updateCarrier,
  updatePrices,
  type CarrierView,
} from '../api/carriers-api.ts';
import { carrierBodyOf } from './carrier-values.ts';
import { clearDraft, loadDraft, saveDraft } from './price-draft.ts';
import {
  blankRow,
  destinationKey,
  gridErrors,
  gridFromCarrier,
  hasGridErrors,
  noGridErrors,
  placeGridErrors,
  pricesInput,
  splitDestination,
  toPricesBody,
  withDestination,
  withoutCountry,
  withoutDestination,
  type GridDraft,
  type GridErrors,
  type PriceTypeName,
  type TrancheField,
  type UnitName,
} from './price-grid-values.ts';
import { useCarriersT } from './carrier-text.ts';

const keepFieldFocus = (event: MouseEvent) => event.preventDefault();

function Cross() {
  return (
    <svg
      width="12"
      height="12"
      viewBox="0 0 14 14"
      aria-hidden="true"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
    >
      <path d="M3 3l8 8M11 3l-8 8" />
    </svg>
  );
}

/** Names of destinations in the screen's language: a country, or a department with its code. */
function useDestinationNames(destinations: readonly string[]) {
  const api = useApi();
  const countries = useQuery(countryChoicesQuery(api));
  const byCode = new Map((countries.data ?? []).map((c) => [c.alphaThree, c]));
  const withStates = [
    ...new Set(
      destinations
        .filter((d) => splitDestination(d).department !== null)
        .map((d) => byCode.get(splitDestination(d).country)?.id),
    ),
  ].filter((id): id is number => id !== undefined);
  const states = useQueries({ queries: withStates.map((id) => countryStatesQuery(api, id)) });
  const stateNames = new Map<string, string>();
  withStates.forEach((id, i) => {
    const code = (countries.data ?? []).find((c) => c.id === id)?.alphaThree;
    for (const state of states[i]?.data ?? []) stateNames.set(destinationKey(code ?? '', state.code), state.name);
  });
  const countryName = (code: string) => byCode.get(code)?.name ?? code;
  return {
    countries: countries.data ?? [],
    countryName,
    name: (destination: string) => {
      const { country, department } = splitDestination(destination);
      return department === null ? countryName(country) : `${department} ${stateNames.get(destination) ?? ''}`.trim();
    },
  };
}

/** Where a message is shown once its field was left, or everywhere after a save was tried. */
type Shown = (id: string) => boolean;

/**
 * The tranches and prices of a BASIC carrier (spec 1 §3, §5 "Carrier tranches and prices"): a table
 * whose rows are the tranches (min–max in bottles or kg, priced by the package or by the unit) and
 * whose columns are the destinations (a country from `GET /countries`, or one of its departments
 * from `GET /admin/country/{id}/states`). Comma decimals are accepted; the rules of shared are
 * shown under each field; the grid is kept in local storage until it is saved (spec 2 §9); saved by
 * `PUT /admin/carrier/prices/update/{id}`; a country's prices are deleted apart, after a confirmation.
 */
export function PriceGrid({ carrier }: { carrier: CarrierView }) {
  const t = useCarriersT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const [restored, setRestored] = useState(() => loadDraft(carrier.id) !== null);
  const [draft, setDraft] = useState<GridDraft>(() => loadDraft(carrier.id) ?? gridFromCarrier(carrier, lang));
  const [dirty, setDirty] = useState(restored);
  const [saved, setSaved] = useState<string[]>(carrier.destinations);
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [showAll, setShowAll] = useState(false);
  const [fromServer, setFromServer] = useState<GridErrors>(noGridErrors);
  const [saving, setSaving] = useState(false);
  const [addCountry, setAddCountry] = useState('');
  const [addDepartment, setAddDepartment] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const names = useDestinationNames(draft.destinations);
  const chosen = names.countries.find((c) => c.alphaThree === addCountry);
  const chosenStates = useQuery({ ...countryStatesQuery(api, chosen?.id ?? 0), enabled: chosen !== undefined });
  const errors = useMemo(() => gridErrors(draft, saved, lang), [draft, saved, lang]);
  const shown: Shown = (id) => showAll || touched.has(id);

  // The unsaved grid stays in the browser until it is saved (spec 2 §9).
  useEffect(() => {
    if (dirty) saveDraft(carrier.id, draft);
  }, [dirty, draft, carrier.id]);

  const change = (next: (current: GridDraft) => GridDraft) => {
    setDraft(next);
    setDirty(true);
    setFromServer(noGridErrors());
  };
  const touch = (id: string) => setTouched((current) => (current.has(id) ? current : new Set(current).add(id)));
  const setRow = (key: string, field: TrancheField, value: string) =>
    change((d) => ({ ...d, rows: d.rows.map((r) => (r.key === key ? { ...r, [field]: value } : r)) }));
  const setCell = (row: string, destination: string, value: string) =>
    change((d) => ({ ...d, prices: { ...d.prices, [row]: { ...d.prices[row], [destination]: value } } }));

  const rowError = (key: string, field: TrancheField): string | undefined =>
    fromServer.rows[key]?.[field] ?? (shown(`${key}.${field}`) ? errors.rows[key]?.[field] : undefined);
  const cellError = (key: string, destination: string): string | undefined =>
    fromServer.cells[key]?.[destination] ??
    (shown(`${key}.${destination}`) || shown(`${key}.min`) || shown(`${key}.max`)
      ? errors.cells[key]?.[destination]
      : undefined);
  const destinationError = (destination: string) =>
    fromServer.destinations[destination] ?? (showAll ? errors.destinations[destination] : undefined);
  const others = [...fromServer.others, ...(showAll ? errors.others : [])];

  const add = () => {
    if (!chosen) return;
    const destination = destinationKey(chosen.alphaThree, addDepartment || null);
    if (draft.destinations.includes(destination)) {
      setAddError(translate('carrier.destinationTwice', lang));
      return;
    }
    setAddError(null);
    change((d) => withDestination(d, destination));
    setAddDepartment('');
  };

  const discard = () => {
    clearDraft();
    setDraft(gridFromCarrier(carrier, lang));
    setDirty(false);
    setRestored(false);
    setTouched(new Set());
    setShowAll(false);
    setFromServer(noGridErrors());
  };

  const save = async () => {
    setShowAll(true);
    if (hasGridErrors(errors) || errors.needsDestination) return;
    setSaving(true);
    const { index } = pricesInput(draft, saved, true);
    try {
      if (draft.unit !== carrier.unit)
        await updateCarrier(api, carrier.id, carrierBodyOf(carrier, { unit: draft.unit }));
      const answer = await updatePrices(api, carrier.id, toPricesBody(draft, saved));
      clearDraft();
      setDraft(gridFromCarrier(answer, lang));
      setSaved(answer.destinations);
      setDirty(false);
      setRestored(false);
      setTouched(new Set());
      setShowAll(false);
      toast('success', t('carriers.prices.saved'));
      await queryClient.invalidateQueries({ queryKey: carrierKeys.all });
    } catch (error) {
      if (isRequestDropped(error)) return;
      const message = errorMessage(error, t('error.generic'));
      if (isApiError(error)) setFromServer(placeGridErrors(serverErrors(error.fieldErrors), index));
      toast('error', message);
    } finally {
      setSaving(false);
    }
  };

  const removeCountry = async (country: string) => {
    setDeleting(true);
    try {
      const answer = await deleteCountryPrices(api, carrier.id, country);
      setSaved(answer.destinations);
      change((d) => withoutCountry(d, country));
      toast('success', t('carriers.prices.countryDeleted', { country: names.countryName(country) }));
      await queryClient.invalidateQueries({ queryKey: carrierKeys.all });
    } catch (error) {
      if (!isRequestDropped(error)) toast('error', errorMessage(error, t('error.generic')));
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  const unitLabel = t(`carriers.units.${draft.unit}`);
  const savedCountries = [...new Set(saved.map((d) => splitDestination(d).country))];

  return (
    <Paper withBorder p="lg" data-testid="price-grid">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={3}>{t('carriers.prices.gridTitle')}</Title>
            <Text size="sm" c="dimmed">
              {t('carriers.prices.gridHelp')}
            </Text>
          </div>
          <NativeSelect
            label={t('carriers.unit')}
            value={draft.unit}
            data={(['BOTTLE', 'KG'] as UnitName[]).map((u) => ({ value: u, label: t(`carriers.units.${u}`) }))}
            onChange={(event) => {
              const unit = event.currentTarget.value as UnitName;
              change((d) => ({ ...d, unit }));
            }}
            data-testid="grid-unit"
          />
        </Group>
        {restored && (
          <Alert color="blue" data-testid="draft-restored">
            <Group justify="space-between">
              <Text size="sm">{t('carriers.prices.restored')}</Text>
              <Button size="compact-sm" variant="light" onClick={discard} data-testid="draft-discard">
                {t('carriers.prices.discard')}
              </Button>
            </Group>
          </Alert>
        )}
        {others.length > 0 && (
          <Alert color="red" data-testid="grid-error">
            {others.join(' ')}
          </Alert>
        )}
        {showAll && errors.needsDestination && (
          <Alert color="red" data-testid="grid-needs-destination">
            {t('carriers.prices.needsDestination')}
          </Alert>
        )}
        <Table.ScrollContainer minWidth={420 + draft.destinations.length * 140}>
          <Table withTableBorder withColumnBorders verticalSpacing="xs" data-testid="grid-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('carriers.prices.min', { unit: unitLabel })}</Table.Th>
                <Table.Th>{t('carriers.prices.max', { unit: unitLabel })}</Table.Th>
                <Table.Th>{t('carriers.prices.priceType')}</Table.Th>
                {draft.destinations.map((destination) => (
                  <Table.Th key={destination} data-testid={`grid-column-${destination}`}>
                    <Group gap={4} wrap="nowrap" justify="space-between">
                      <Text size="sm" fw={700}>
                        {names.name(destination)}
                      </Text>
                      <ActionIcon
                        size="sm"
                        variant="subtle"
                        color="gray"
                        onClick={() => change((d) => withoutDestination(d, destination, saved))}
                        aria-label={t('carriers.prices.removeDestination', { name: names.name(destination) })}
                        data-testid={`grid-remove-${destination}`}
                      >
                        <Cross />
                      </ActionIcon>
                    </Group>
                    {destinationError(destination) && (
                      <Text size="xs" c="red">
                        {destinationError(destination)}
                      </Text>
                    )}
                  </Table.Th>
                ))}
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {draft.rows.map((row, index) => (
                <Table.Tr key={row.key} data-testid={`tranche-${index}`}>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      w={90}
                      inputMode="decimal"
                      aria-label={t('carriers.prices.minOf', { row: index + 1 })}
                      value={row.min}
                      onChange={(event) => setRow(row.key, 'min', event.currentTarget.value)}
                      onBlur={() => touch(`${row.key}.min`)}
                      error={rowError(row.key, 'min')}
                      data-testid={`tranche-min-${index}`}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      w={90}
                      inputMode="decimal"
                      aria-label={t('carriers.prices.maxOf', { row: index + 1 })}
                      value={row.max}
                      onChange={(event) => setRow(row.key, 'max', event.currentTarget.value)}
                      onBlur={() => touch(`${row.key}.max`)}
                      error={rowError(row.key, 'max')}
                      data-testid={`tranche-max-${index}`}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NativeSelect
                      size="xs"
                      aria-label={t('carriers.prices.priceTypeOf', { row: index + 1 })}
                      value={row.priceType}
                      data={(['PACKAGE', 'UNIT'] as PriceTypeName[]).map((p) => ({
                        value: p,
                        label: t(`carriers.priceTypes.${p}`),
                      }))}
                      onChange={(event) => setRow(row.key, 'priceType', event.currentTarget.value)}
                      error={rowError(row.key, 'priceType')}
                      data-testid={`tranche-type-${index}`}
                    />
                  </Table.Td>
                  {draft.destinations.map((destination) => (
                    <Table.Td key={destination}>
                      <TextInput
                        size="xs"
                        w={110}
                        inputMode="decimal"
                        rightSection={<Text size="xs">€</Text>}
                        aria-label={t('carriers.prices.priceOf', { row: index + 1, name: names.name(destination) })}
                        value={draft.prices[row.key]?.[destination] ?? ''}
                        onChange={(event) => setCell(row.key, destination, event.currentTarget.value)}
                        onBlur={() => touch(`${row.key}.${destination}`)}
                        error={cellError(row.key, destination)}
                        data-testid={`price-${index}-${destination}`}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      disabled={draft.rows.length === 1}
                      onClick={() => change((d) => ({ ...d, rows: d.rows.filter((r) => r.key !== row.key) }))}
                      aria-label={t('carriers.prices.removeTranche', { row: index + 1 })}
                      data-testid={`tranche-remove-${index}`}
                    >
                      <Cross />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group>
          <Button
            variant="light"
            onClick={() => change((d) => ({ ...d, rows: [...d.rows, blankRow(d.rows)] }))}
            data-testid="tranche-add"
          >
            {t('carriers.prices.addTranche')}
          </Button>
        </Group>
        <Paper withBorder p="sm" bg="gray.0">
          <Group align="flex-end" gap="sm">
            <NativeSelect
              label={t('carriers.prices.country')}
              value={addCountry}
              data={[
                {
                  value: '',
                  label: names.countries.length === 0 ? t('common.loading') : t('carriers.prices.chooseCountry'),
                },
                ...names.countries.map((c) => ({ value: c.alphaThree, label: c.name })),
              ]}
              onChange={(event) => {
                setAddCountry(event.currentTarget.value);
                setAddDepartment('');
                setAddError(null);
              }}
              data-testid="destination-country"
            />
            {(chosenStates.data?.length ?? 0) > 0 && (
              <NativeSelect
                label={t('carriers.prices.department')}
                value={addDepartment}
                data={[
                  { value: '', label: t('carriers.prices.wholeCountry') },
                  ...(chosenStates.data ?? []).map((s) => ({ value: s.code, label: `${s.code} ${s.name}` })),
                ]}
                onChange={(event) => setAddDepartment(event.currentTarget.value)}
                data-testid="destination-department"
              />
            )}
            <Button variant="light" disabled={!chosen} onClick={add} data-testid="destination-add">
              {t('carriers.prices.addDestination')}
            </Button>
          </Group>
          {addError && (
            <Text size="sm" c="red" mt="xs" data-testid="destination-error">
              {addError}
            </Text>
          )}
        </Paper>
        {savedCountries.length > 0 && (
          <Group gap="xs" data-testid="saved-countries">
            <Text size="sm" c="dimmed">
              {t('carriers.prices.savedCountries')}
            </Text>
            {savedCountries.map((country) => (
              <Button
                key={country}
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={() => setToDelete(country)}
                data-testid={`delete-country-${country}`}
              >
                {t('carriers.prices.deleteCountry', { country: names.countryName(country) })}
              </Button>
            ))}
          </Group>
        )}
        <Group justify="flex-end">
          {dirty && (
            <Button variant="default" onClick={discard} disabled={saving} onMouseDown={keepFieldFocus}>
              {t('carriers.prices.discard')}
            </Button>
          )}
          <Button onClick={() => void save()} loading={saving} onMouseDown={keepFieldFocus} data-testid="prices-save">
            {t('carriers.prices.save')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('kit.list.confirmTitle')}
        message={toDelete ? t('carriers.prices.confirmDeleteCountry', { country: names.countryName(toDelete) }) : ''}
        confirmLabel={t('kit.list.delete')}
        busy={deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && void removeCountry(toDelete)}
      />
    </Paper>
  );
}
