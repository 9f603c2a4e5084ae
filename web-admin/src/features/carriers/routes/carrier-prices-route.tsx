import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { isSuperAdmin } from '../../../lib/session/guards.ts';
import { meQuery } from '../../../lib/session/session-queries.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/kit/confirm-dialog.tsx';
import { ErrorScreen } from '../../../components/error-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { countryChoicesQuery } from '../../../lib/api/country-choices.ts';
import {
  allCarriersQuery,
  carrierKeys,
  carrierQuery,
  deleteFlatRate,
  flatRatesQuery,
  type CarrierRow,
  type CarrierView,
  type FlatRateRow,
} from '../api/carriers-api.ts';
import { FlatRatesEditor } from '../components/flat-rates-editor.tsx';
import { useMoneyFormat } from '../components/number-text.ts';
import { draftCarrierId } from '../components/price-draft.ts';
import { PriceFileImport } from '../components/price-file-import.tsx';
import { PriceGrid } from '../components/price-grid.tsx';
import { useCarriersT } from '../components/carrier-text.ts';

/** Carriers priced by the shop: BASIC (tranches) and FLAT_RATE (a price per country). */
const priced = (c: CarrierRow) => c.type === 'BASIC' || c.type === 'FLAT_RATE';

/** The signed-in staff member is a super-admin (spec 1 §6: not while viewing the admin's menu). */
function useIsSuperAdmin(): boolean {
  const api = useApi();
  const me = useQuery(meQuery(api));
  const { showMenuAsAdmin } = useSession();
  return isSuperAdmin(me.data, showMenuAsAdmin);
}

/** Every flat rate of the site's FLAT_RATE carriers, per country, each deleted after a confirmation. */
function FlatRatesList() {
  const t = useCarriersT();
  const to = useLocalePath();
  const api = useApi();
  const queryClient = useQueryClient();
  const money = useMoneyFormat();
  const rates = useQuery(flatRatesQuery(api));
  const countries = useQuery(countryChoicesQuery(api));
  const [toDelete, setToDelete] = useState<FlatRateRow | null>(null);
  const nameOf = (code: string) => countries.data?.find((c) => c.alphaThree === code)?.name ?? code;
  const deletion = useMutation({
    mutationFn: (rate: FlatRateRow) => deleteFlatRate(api, rate.country, rate.idCarrier),
    onSuccess: () => toast('success', t('carriers.flatRates.deleted')),
    onError: (error) => {
      if (!isRequestDropped(error)) toast('error', errorMessage(error, t('error.generic')));
    },
    onSettled: () => {
      setToDelete(null);
      return queryClient.invalidateQueries({ queryKey: carrierKeys.all });
    },
  });
  return (
    <Paper withBorder p="lg" data-testid="flat-rates-list">
      <Stack gap="sm">
        <Title order={3}>{t('carriers.flatRates.title')}</Title>
        {rates.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
        {rates.isError && <Alert color="red">{errorMessage(rates.error, t('error.generic'))}</Alert>}
        {rates.data?.length === 0 && <Text c="dimmed">{t('carriers.flatRates.none')}</Text>}
        {rates.data && rates.data.length > 0 && (
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('carriers.prices.country')}</Table.Th>
                <Table.Th>{t('carriers.carrier')}</Table.Th>
                <Table.Th>{t('carriers.flatRates.price')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rates.data.map((rate) => (
                <Table.Tr
                  key={`${rate.idCarrier}-${rate.country}`}
                  data-testid={`flat-rate-row-${rate.idCarrier}-${rate.country}`}
                >
                  <Table.Td>{nameOf(rate.country)}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={to(`/carrier/prices/${rate.idCarrier}`)}>
                      {rate.carrierName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{money(rate.price)}</Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      onClick={() => setToDelete(rate)}
                      data-testid={`flat-rate-delete-${rate.idCarrier}-${rate.country}`}
                    >
                      {t('kit.list.delete')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('kit.list.confirmTitle')}
        message={
          toDelete
            ? t('carriers.flatRates.confirmDeleteOf', {
                country: nameOf(toDelete.country),
                carrier: toDelete.carrierName,
              })
            : ''
        }
        confirmLabel={t('kit.list.delete')}
        busy={deletion.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && deletion.mutate(toDelete)}
      />
    </Paper>
  );
}

/**
 * `/carrier/prices` (spec 1 §2, "Tranches", "Flat rates"): the carriers the shop prices itself, each
 * opening its prices; the unsaved grid kept in this browser (spec 2 §9, "the price carrier id"), to
 * go back to; and every flat rate of the site.
 */
export function CarrierPricesRoute() {
  const t = useCarriersT();
  const to = useLocalePath();
  const api = useApi();
  const carriers = useQuery(allCarriersQuery(api));
  const kept = draftCarrierId();
  const keptCarrier = carriers.data?.find((c) => c.id === kept);
  const list = (carriers.data ?? []).filter(priced);
  return (
    <Stack gap="md" data-testid="carrier-prices">
      <Group justify="space-between">
        <Title order={2}>{t('carriers.prices.title')}</Title>
        <Button variant="default" component={Link} to={to('/carrier')} data-testid="back-to-carriers">
          {t('carriers.backToList')}
        </Button>
      </Group>
      {keptCarrier && (
        <Alert color="blue" data-testid="draft-kept">
          <Group justify="space-between">
            <Text size="sm">{t('carriers.prices.kept', { name: keptCarrier.name })}</Text>
            <Button size="compact-sm" variant="light" component={Link} to={to(`/carrier/prices/${keptCarrier.id}`)}>
              {t('carriers.prices.resume')}
            </Button>
          </Group>
        </Alert>
      )}
      <Paper withBorder p="lg">
        <Stack gap="sm">
          <Title order={3}>{t('carriers.prices.carriersTitle')}</Title>
          {carriers.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
          {carriers.isError && <Alert color="red">{errorMessage(carriers.error, t('error.generic'))}</Alert>}
          {carriers.data && list.length === 0 && <Text c="dimmed">{t('carriers.prices.noCarrier')}</Text>}
          {list.length > 0 && (
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('carriers.name')}</Table.Th>
                  <Table.Th>{t('carriers.type')}</Table.Th>
                  <Table.Th>{t('carriers.destinations')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((c) => (
                  <Table.Tr key={c.id} data-testid={`priced-carrier-${c.id}`}>
                    <Table.Td>{c.name}</Table.Td>
                    <Table.Td>{t(`carriers.types.${c.type}`)}</Table.Td>
                    <Table.Td>{c.destinations.length === 0 ? t('common.none') : c.destinations.join(', ')}</Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="compact-sm"
                        variant="light"
                        component={Link}
                        to={to(`/carrier/prices/${c.id}`)}
                        data-testid={`open-prices-${c.id}`}
                      >
                        {t('carriers.prices.open')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Paper>
      <FlatRatesList />
    </Stack>
  );
}

type PriceMode = 'grid' | 'file';

/** A carrier's prices: the grid (BASIC; by file for a super-admin), the flat rates (FLAT_RATE). */
function CarrierPrices({ carrier }: { carrier: CarrierView }) {
  const t = useCarriersT();
  const to = useLocalePath();
  const api = useApi();
  const navigate = useNavigate();
  const superAdmin = useIsSuperAdmin();
  const carriers = useQuery(allCarriersQuery(api));
  const [search, setSearch] = useSearchParams();
  const [version, setVersion] = useState(0);
  // The super-admin chooses to update prices by the graphic interface or by file (spec 1 §6).
  const mode: PriceMode = superAdmin && search.get('mode') === 'file' ? 'file' : 'grid';
  const choices = (carriers.data ?? []).filter(priced);

  return (
    <Stack gap="md" data-testid="carrier-prices-screen">
      <Group justify="space-between" align="flex-end">
        <Group gap="sm" align="center">
          <Title order={2}>{t('carriers.prices.titleOf', { name: carrier.name })}</Title>
          <Badge variant="light">{t(`carriers.types.${carrier.type}`)}</Badge>
        </Group>
        <Group gap="sm" align="flex-end">
          <NativeSelect
            label={t('carriers.carrier')}
            value={String(carrier.id)}
            data={(choices.some((c) => c.id === carrier.id)
              ? choices
              : [...choices, { id: carrier.id, name: carrier.name }]
            ).map((c) => ({ value: String(c.id), label: c.name }))}
            onChange={(event) => navigate(to(`/carrier/prices/${event.currentTarget.value}`))}
            data-testid="prices-carrier"
          />
          <Button
            variant="default"
            component={Link}
            to={to(`/carrier/${carrier.id}`)}
            data-testid="prices-open-carrier"
          >
            {t('carriers.openCarrier')}
          </Button>
        </Group>
      </Group>
      {carrier.type === 'BASIC' && superAdmin && (
        <SegmentedControl
          value={mode}
          onChange={(value) => setSearch(value === 'file' ? { mode: 'file' } : {}, { replace: true })}
          data={[
            { value: 'grid', label: t('carriers.prices.byInterface') },
            { value: 'file', label: t('carriers.prices.byFile') },
          ]}
          w="fit-content"
          data-testid="prices-mode"
        />
      )}
      {carrier.type === 'BASIC' && mode === 'grid' && <PriceGrid key={`${carrier.id}-${version}`} carrier={carrier} />}
      {carrier.type === 'BASIC' && mode === 'file' && (
        <PriceFileImport
          carrier={carrier}
          onInserted={() => {
            setVersion((v) => v + 1);
            setSearch({}, { replace: true });
          }}
        />
      )}
      {carrier.type === 'FLAT_RATE' && <FlatRatesEditor key={carrier.id} carrier={carrier} />}
      {carrier.type === 'VIGNOBLE_EXPORT' && <Alert color="blue">{t('carriers.prices.byPartner')}</Alert>}
    </Stack>
  );
}

/** `/carrier/prices/{id}` (spec 1 §2): the prices of one carrier. */
export function CarrierPricesEditRoute() {
  const api = useApi();
  const param = useParams().id ?? '';
  const id = Number(param);
  const valid = /^\d+$/.test(param) && id > 0;
  const carrier = useQuery({ ...carrierQuery(api, id), enabled: valid });
  if (!valid) return <ErrorScreen status={404} />;
  if (carrier.isPending) return <PageLoader />;
  if (carrier.isError) return <ErrorScreen status={isApiError(carrier.error) ? carrier.error.status : 500} />;
  return <CarrierPrices key={carrier.data.id} carrier={carrier.data} />;
}
