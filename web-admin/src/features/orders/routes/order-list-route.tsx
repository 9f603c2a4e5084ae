import { useRef } from 'react';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ListFilterInput } from '@cellar/shared/api/list-query';
import { orderStatusValues, type OrderStatus } from '@cellar/shared/checkout/orders';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage } from '../../../lib/api/errors.ts';
import { useLang, useLocalePath } from '../../../lib/i18n/lang.ts';
import { defaultNbItem, firstPage, nbItemOptions } from '../../../components/kit/list-query.ts';
import 'mantine-datatable/styles.css';
import '../../../components/kit/list-screen.css';
import { orderListQuery, type OrderListItem } from '../api/orders-api.ts';
import {
  isDayText,
  likeFilters,
  OrderFilters,
  orderFilterFields,
  type OrderFilterValues,
} from '../components/order-filters.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useOrdersT } from '../components/order-text.ts';
import { PaymentStatusBadge, StatusBadge } from '../components/status-badge.tsx';

const sortable = new Set(['number', 'date', 'customer', 'total', 'balance', 'status']);
const all = 'ALL';

const positive = (text: string | null, fallback: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
const isStatus = (value: string | null): value is OrderStatus =>
  (orderStatusValues as readonly (string | null)[]).includes(value);

/** The list as the URL says it: status tab, filters, page, page size, order. */
function readSearch(search: URLSearchParams) {
  const status = search.get('status');
  const nbItem = positive(search.get('nbItem'), defaultNbItem);
  const orderBy = search.get('orderBy') ?? '';
  const [field = '', direction] = orderBy.split(':');
  const filters: OrderFilterValues = {};
  for (const f of orderFilterFields) filters[f] = search.get(f) ?? '';
  return {
    status: isStatus(status) ? status : null,
    page: positive(search.get('page'), firstPage),
    nbItem: nbItemOptions.includes(nbItem) ? nbItem : defaultNbItem,
    sort: sortable.has(field)
      ? { field, direction: direction === 'desc' ? ('desc' as const) : ('asc' as const) }
      : null,
    filters,
  };
}

/**
 * `/order` (spec 1 §2, §4; spec 2 §7 "Orders (admin)"): a tab per status with the answer's counts
 * (WAITING first: the waiting list), the filters, the table, the sums of the matching orders under
 * it and the pages of the spec's list query (nbItem 10, page from 1). Everything is in the URL
 * (`/order?status=WAITING&customer=dupont&page=2`): a link, a reload or the back button shows the
 * same list. A row opens `/order/{id}`. A failed load says so, never an empty table.
 */
export function OrderListRoute() {
  const t = useOrdersT();
  const lang = useLang();
  const to = useLocalePath();
  const api = useApi();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { status, page, nbItem, sort, filters } = readSearch(search);

  const listFilters: ListFilterInput[] = [
    { field: 'status', value: status ?? '' },
    ...orderFilterFields
      .filter((f) => !((f === 'dateFrom' || f === 'dateTo') && !isDayText(filters[f] ?? '')))
      .map((f) => ({
        field: f,
        value: filters[f] ?? '',
        type: likeFilters.has(f) ? ('like' as const) : ('equal' as const),
      })),
  ];
  const list = useQuery({
    ...orderListQuery(api, {
      page,
      nbItem,
      orderBy: sort ? (sort.direction === 'desc' ? `${sort.field}:desc` : sort.field) : undefined,
      filters: listFilters,
    }),
    placeholderData: keepPreviousData,
  });

  // Two changes before the next render (a filter typed, then a select) must both stay: React
  // Router's functional update reads the search of its own render, so the latest is kept here.
  const latest = useRef(search);
  latest.current = search;
  /** Changes some parameters of the URL; any change but the page itself goes back to page 1. */
  const update = (changes: Record<string, string | number | null>, { replace = false } = {}) => {
    const next = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    if (next.get('nbItem') === String(defaultNbItem)) next.delete('nbItem');
    if (next.get('page') === String(firstPage)) next.delete('page');
    latest.current = next;
    setSearch(next, { replace });
  };

  const data = list.data;
  const counts = data?.counts;
  const allCount = counts ? orderStatusValues.reduce((sum, s) => sum + (counts[s] ?? 0), 0) : undefined;
  const filtered = orderFilterFields.some((f) => (filters[f] ?? '') !== '');
  const records = data?.orders ?? [];
  const sortStatus: DataTableSortStatus<OrderListItem> = {
    columnAccessor: sort?.field ?? '',
    direction: sort?.direction ?? 'desc',
  };

  const countBadge = (count: number | undefined, testId: string) =>
    count === undefined ? null : (
      <Badge size="sm" variant="light" color="gray" data-testid={testId}>
        {count}
      </Badge>
    );

  return (
    <Stack gap="md" data-testid="order-list">
      <Title order={2}>{t('orders.title')}</Title>
      <Tabs
        value={status ?? all}
        onChange={(value) => update({ status: value === all || !value ? null : value })}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('orders.statusTabs')}>
          {orderStatusValues.map((s) => (
            <Tabs.Tab key={s} value={s} rightSection={countBadge(counts?.[s], `count-${s}`)} data-testid={`tab-${s}`}>
              {t(`orders.statuses.${s}`)}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value={all} rightSection={countBadge(allCount, 'count-ALL')} data-testid="tab-ALL">
            {t('orders.allStatuses')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <OrderFilters values={filters} onChange={(changes) => update(changes, { replace: true })} />
      {list.isError ? (
        <Alert color="red" title={t('orders.loadFailed')} data-testid="order-list-error">
          <Text mb="sm">{errorMessage(list.error, t('error.generic'))}</Text>
          <Button size="xs" variant="light" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <>
          <DataTable<OrderListItem>
            className="cellar-list-table"
            horizontalSpacing={8}
            withTableBorder
            borderRadius="sm"
            striped
            highlightOnHover
            minHeight={records.length === 0 ? 180 : undefined}
            records={records}
            idAccessor="id"
            fetching={list.isFetching}
            noRecordsText={
              list.isPending ? t('common.loading') : filtered ? t('orders.emptyFiltered') : t('orders.empty')
            }
            onRowClick={({ record, event }) => {
              // The number is a link of its own (keyboard, new tab): the row does what the link does.
              if ((event.target as HTMLElement).closest('a')) return;
              void navigate(to(`/order/${record.id}`));
            }}
            rowStyle={() => ({ cursor: 'pointer' })}
            customRowAttributes={(record) => ({ 'data-testid': `order-row-${record.id}` })}
            sortStatus={sortStatus}
            onSortStatusChange={(s) =>
              update({
                orderBy: s.direction === 'desc' ? `${String(s.columnAccessor)}:desc` : String(s.columnAccessor),
              })
            }
            totalRecords={data?.total ?? 0}
            recordsPerPage={nbItem}
            page={page}
            onPageChange={(p) => update({ page: p })}
            recordsPerPageOptions={nbItemOptions}
            onRecordsPerPageChange={(n) => update({ nbItem: n })}
            recordsPerPageLabel={t('kit.list.perPage')}
            paginationText={({ from, to: last, totalRecords }) =>
              t('kit.list.range', { from, to: last, total: totalRecords })
            }
            getPaginationControlProps={(control) => ({ 'aria-label': t(`kit.list.pager.${control}`) })}
            columns={[
              {
                accessor: 'number',
                title: t('orders.columns.number'),
                sortable: true,
                noWrap: true,
                render: (o) => (
                  <Anchor
                    component={Link}
                    to={to(`/order/${o.id}`)}
                    aria-label={t('orders.open', { number: o.number })}
                    fw={600}
                    size="sm"
                  >
                    {o.number}
                  </Anchor>
                ),
              },
              { accessor: 'date', title: t('orders.columns.date'), sortable: true, render: (o) => o.date },
              {
                accessor: 'customer',
                title: t('orders.columns.customer'),
                sortable: true,
                render: (o) => (
                  <Stack gap={0}>
                    <Text size="sm">{o.customer.name}</Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {o.customer.guest ? t('orders.guest') : o.customer.email}
                    </Text>
                  </Stack>
                ),
              },
              { accessor: 'quantity', title: t('orders.columns.units'), textAlign: 'right', render: (o) => o.quantity },
              {
                accessor: 'total',
                title: t('orders.columns.total'),
                sortable: true,
                textAlign: 'right',
                noWrap: true,
                render: (o) => formatMoney(o.total, lang),
              },
              {
                accessor: 'balance',
                title: t('orders.columns.balance'),
                sortable: true,
                textAlign: 'right',
                noWrap: true,
                render: (o) => (
                  <Text
                    size="sm"
                    c={o.balance > 0 ? 'orange.8' : o.balance < 0 ? 'red' : undefined}
                    data-testid={`balance-${o.id}`}
                  >
                    {formatMoney(o.balance, lang)}
                  </Text>
                ),
              },
              {
                accessor: 'paymentMethod',
                title: t('orders.columns.payment'),
                render: (o) => (
                  <Stack gap={2} align="flex-start">
                    <Text size="sm">{t(`orders.paymentMethods.${o.paymentMethod}`)}</Text>
                    <PaymentStatusBadge status={o.paymentStatus} size="xs" />
                  </Stack>
                ),
              },
              {
                accessor: 'deliveryType',
                title: t('orders.columns.delivery'),
                render: (o) => (
                  <Stack gap={0}>
                    <Text size="sm">{t(`orders.deliveryTypes.${o.deliveryType}`)}</Text>
                    {o.carrierName && (
                      <Text size="xs" c="dimmed">
                        {o.carrierName}
                      </Text>
                    )}
                  </Stack>
                ),
              },
              {
                accessor: 'status',
                title: t('orders.columns.status'),
                sortable: true,
                render: (o) => <StatusBadge status={o.status} size="sm" />,
              },
            ]}
          />
          {data && data.total > 0 && (
            <Paper withBorder p="sm" data-testid="order-sums">
              <Group gap="xl">
                <Text size="sm">
                  {t('orders.sumTotal')}{' '}
                  <Text span fw={700} data-testid="sum-total">
                    {formatMoney(data.sum.total, lang)}
                  </Text>
                </Text>
                <Text size="sm">
                  {t('orders.sumBalance')}{' '}
                  <Text span fw={700} c={data.sum.balance > 0 ? 'orange.8' : undefined} data-testid="sum-balance">
                    {formatMoney(data.sum.balance, lang)}
                  </Text>
                </Text>
                <Text size="sm" c="dimmed" data-testid="order-total">
                  {t('orders.total', { count: data.total })}
                </Text>
              </Group>
            </Paper>
          )}
        </>
      )}
    </Stack>
  );
}
