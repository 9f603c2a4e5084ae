import { useState, type MouseEvent } from 'react';
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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { carrierPricesInputSchema } from '@cellar/shared/shipping/carriers';
import { readNumber } from '@cellar/shared/validation/numbers';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { schemaErrorsByPath, serverErrors, type FieldErrors } from '../../../components/kit/field-errors.ts';
import { ConfirmDialog } from '../../../components/kit/confirm-dialog.tsx';
import { countryChoicesQuery } from '../../../lib/api/country-choices.ts';
import { carrierKeys, deleteFlatRate, updatePrices, type CarrierView } from '../api/carriers-api.ts';
import { priceText } from './number-text.ts';
import { useCarriersT } from './carrier-text.ts';

interface RateRow {
  country: string;
  price: string;
}

const keepFieldFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The flat rates of a FLAT_RATE carrier: one price per country (comma decimals accepted), set by
 * `PUT /admin/carrier/prices/update/{id}` and deleted one country at a time (after a confirmation)
 * by `DELETE /admin/carrier/prices/flat-rate/{country}?idCarrier=`.
 */
export function FlatRatesEditor({ carrier }: { carrier: CarrierView }) {
  const t = useCarriersT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const countries = useQuery(countryChoicesQuery(api));
  const [rows, setRows] = useState<RateRow[]>(() =>
    carrier.flatRates.map((r) => ({ country: r.country, price: priceText(r.price, lang) })),
  );
  const [saved, setSaved] = useState<string[]>(carrier.flatRates.map((r) => r.country));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [addCountry, setAddCountry] = useState('');
  const [saving, setSaving] = useState(false);
  const [toDelete, setToDelete] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const nameOf = (code: string) => countries.data?.find((c) => c.alphaThree === code)?.name ?? code;
  const input = (numbers: boolean) => ({
    flatRates: rows.map((r) => ({
      country: r.country,
      price: r.price.trim() === '' ? undefined : numbers ? readNumber(r.price) : r.price.trim(),
    })),
  });

  const save = async () => {
    const found = schemaErrorsByPath(carrierPricesInputSchema, input(false), lang);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const answer = await updatePrices(api, carrier.id, input(true));
      setRows(answer.flatRates.map((r) => ({ country: r.country, price: priceText(r.price, lang) })));
      setSaved(answer.flatRates.map((r) => r.country));
      toast('success', t('carriers.prices.saved'));
      await queryClient.invalidateQueries({ queryKey: carrierKeys.all });
    } catch (error) {
      if (isRequestDropped(error)) return;
      if (isApiError(error)) setErrors(serverErrors(error.fieldErrors));
      toast('error', errorMessage(error, t('error.generic')));
    } finally {
      setSaving(false);
    }
  };

  const remove = async (country: string) => {
    setDeleting(true);
    try {
      await deleteFlatRate(api, country, carrier.id);
      setRows((current) => current.filter((r) => r.country !== country));
      setSaved((current) => current.filter((c) => c !== country));
      setErrors({});
      toast('success', t('carriers.flatRates.deleted'));
      await queryClient.invalidateQueries({ queryKey: carrierKeys.all });
    } catch (error) {
      if (!isRequestDropped(error)) toast('error', errorMessage(error, t('error.generic')));
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  return (
    <Paper withBorder p="lg" data-testid="flat-rates-editor">
      <Stack gap="md">
        <div>
          <Title order={3}>{t('carriers.flatRates.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('carriers.flatRates.help')}
          </Text>
        </div>
        {errors.flatRates && <Alert color="red">{errors.flatRates}</Alert>}
        {rows.length === 0 ? (
          <Text c="dimmed">{t('carriers.flatRates.none')}</Text>
        ) : (
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('carriers.prices.country')}</Table.Th>
                <Table.Th>{t('carriers.flatRates.price')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={row.country} data-testid={`flat-rate-${row.country}`}>
                  <Table.Td>
                    {nameOf(row.country)}
                    {errors[`flatRates.${index}.country`] && (
                      <Text size="xs" c="red">
                        {errors[`flatRates.${index}.country`]}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      w={120}
                      inputMode="decimal"
                      rightSection={<Text size="xs">€</Text>}
                      aria-label={t('carriers.flatRates.priceOf', { country: nameOf(row.country) })}
                      value={row.price}
                      onChange={(event) => {
                        const price = event.currentTarget.value;
                        setRows((current) => current.map((r, i) => (i === index ? { ...r, price } : r)));
                      }}
                      error={errors[`flatRates.${index}.price`]}
                      data-testid={`flat-rate-price-${row.country}`}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() =>
                        saved.includes(row.country)
                          ? setToDelete(row.country)
                          : setRows((current) => current.filter((r) => r.country !== row.country))
                      }
                      aria-label={t('carriers.flatRates.remove', { country: nameOf(row.country) })}
                      data-testid={`flat-rate-remove-${row.country}`}
                    >
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
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={t('carriers.prices.country')}
            value={addCountry}
            data={[
              { value: '', label: countries.isPending ? t('common.loading') : t('carriers.prices.chooseCountry') },
              ...(countries.data ?? [])
                .filter((c) => !rows.some((r) => r.country === c.alphaThree))
                .map((c) => ({ value: c.alphaThree, label: c.name })),
            ]}
            onChange={(event) => setAddCountry(event.currentTarget.value)}
            data-testid="flat-rate-country"
          />
          <Button
            variant="light"
            disabled={addCountry === ''}
            onClick={() => {
              setRows((current) => [...current, { country: addCountry, price: '' }]);
              setAddCountry('');
            }}
            data-testid="flat-rate-add"
          >
            {t('carriers.flatRates.add')}
          </Button>
        </Group>
        <Group justify="flex-end">
          <Button
            onClick={() => void save()}
            loading={saving}
            onMouseDown={keepFieldFocus}
            data-testid="flat-rates-save"
          >
            {t('carriers.prices.save')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('kit.list.confirmTitle')}
        message={toDelete ? t('carriers.flatRates.confirmDelete', { country: nameOf(toDelete) }) : ''}
        confirmLabel={t('kit.list.delete')}
        busy={deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && void remove(toDelete)}
      />
    </Paper>
  );
}
