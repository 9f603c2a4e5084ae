import { useRef, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  CloseButton,
  Drawer,
  Group,
  Paper,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { Link, useSearchParams } from 'react-router';
import { buildListQuery } from '@cellar/shared/api/list-query';
import { returnStatusValues, type ReturnAction, type ReturnStatus } from '@cellar/shared/orders/returns';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage } from '../../../lib/api/errors.ts';
import { useLang, useLocalePath } from '../../../lib/i18n/lang.ts';
import { formatMoney } from '../../../lib/money.ts';
import { defaultNbItem, firstPage, nbItemOptions } from '../../../components/kit/list-query.ts';
import { counterQuery } from '../../../components/layout/counters.ts';
import { returnListQuery, type ReturnView } from '../../../components/returns/return-queries.ts';
import { ReturnStatusBadge } from '../../../components/returns/return-status-badge.tsx';
import { useReturnsT } from '../../../components/returns/return-text.ts';
import 'mantine-datatable/styles.css';
import '../../../components/kit/list-screen.css';
import { ReturnActionDialog } from '../components/return-action-dialog.tsx';
import { ReturnDetail } from '../components/return-detail.tsx';
import { ReturnFilters, type ReturnFilterValues } from '../components/return-filters.tsx';

const all = 'ALL';
/** The table's sortable columns and the list query's field for each. */
const sortFields: Record<string, string> = {
  id: 'id',
  orderNumber: 'number',
  date: 'createdAt',
  value: 'value',
  status: 'status',
};

const positive = (text: string | null, fallback: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
const isStatus = (value: string | null): value is ReturnStatus =>
  (returnStatusValues as readonly (string | null)[]).includes(value);
/** The waiting returns first: the producer's to-do. */
const tabStatuses: ReturnStatus[] = ['RETURN_ASK', ...returnStatusValues.filter((s) => s !== 'RETURN_ASK')];

/** The list as the URL says it: status tab, order, filters, page, page size, sort, the return shown. */
function readSearch(search: URLSearchParams) {
  const status = search.get('status');
  const nbItem = positive(search.get('nbItem'), defaultNbItem);
  const [field = '', direction] = (search.get('orderBy') ?? '').split(':');
  const order = positive(search.get('order'), 0);
  const open = positive(search.get('open'), 0);
  return {
    status: isStatus(status) ? status : null,
    page: positive(search.get('page'), firstPage),
    nbItem: nbItemOptions.includes(nbItem) ? nbItem : defaultNbItem,
    sort: Object.hasOwn(sortFields, field)
      ? { field, direction: direction === 'desc' ? ('desc' as const) : ('asc' as const) }
      : null,
    filters: {
      number: search.get('number') ?? '',
      customer: search.get('customer') ?? '',
    } satisfies ReturnFilterValues,
    order: order > 0 ? order : null,
    open: open > 0 ? open : null,
  };
}

/**
 * `/order/back` "Product returns" (spec 1 §2, §3 "Order return", §4; spec 2 §7 "Order returns"):
 * the waiting returns' tab first (RETURN_ASK, with the layout's waiting count), a tab per status and
 * all; filters (order number, customer, one order's returns); the table with each order linked to
 * `/order/{id}`; a row opens the return's detail in a drawer (`open={id}` in the URL, which the
 * order screen links to) with the actions allowed now, each in its dialog. Everything is in the
 * URL; a failed load says so, never an empty table.
 */
export function ReturnListRoute() {
  const t = useReturnsT();
  const lang = useLang();
  const to = useLocalePath();
  const api = useApi();
  const [search, setSearch] = useSearchParams();
  const { status, page, nbItem, sort, filters, order, open } = readSearch(search);
  const [action, setAction] = useState<ReturnAction | null>(null);
  // The return as the last action answered it, until the list loaded again has it as new.
  const [answered, setAnswered] = useState<ReturnView | null>(null);

  const query = buildListQuery({
    page,
    nbItem,
    orderBy: sort ? { field: sortFields[sort.field]!, direction: sort.direction } : null,
    filters: [
      { field: 'status', value: status },
      { field: 'order', value: order },
      { field: 'number', value: filters.number, type: 'like' },
      { field: 'customer', value: filters.customer, type: 'like' },
    ],
  });
  const list = useQuery({ ...returnListQuery(api, query), placeholderData: keepPreviousData });
  // The waiting count is the layout's counter (`GET /order-back?status=RETURN_ASK&nbItem=1`), shared with it.
  const waiting = useQuery(counterQuery(api, 'admin', 'waitingReturns'));

  const latest = useRef(search);
  latest.current = search;
  /** Changes some parameters of the URL; any change of the list (not the page, not the return shown) goes back to page
   * 1. */
  const update = (changes: Record<string, string | number | null>, { replace = false } = {}) => {
    const next = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes) && !('open' in changes)) next.delete('page');
    if (next.get('nbItem') === String(defaultNbItem)) next.delete('nbItem');
    if (next.get('page') === String(firstPage)) next.delete('page');
    latest.current = next;
    setSearch(next, { replace });
  };

  const data = list.data;
  const records = data?.ordersBack ?? [];
  const filtered = filters.number !== '' || filters.customer !== '' || order !== null;
  const sortStatus: DataTableSortStatus<ReturnView> = {
    columnAccessor: sort?.field ?? '',
    direction: sort?.direction ?? 'desc',
  };
  const fromList = open === null ? undefined : records.find((r) => r.id === open);
  const shown =
    answered && answered.id === open && (!fromList || answered.updatedAt > fromList.updatedAt) ? answered : fromList;
  const orderNumber = order !== null ? records.find((r) => r.idOrder === order)?.orderNumber : undefined;

  const countBadge = (count: number | undefined, testId: string) =>
    count === undefined ? null : (
      <Badge size="sm" variant="light" color="gray" data-testid={testId}>
        {count}
      </Badge>
    );
  const countOf = (tab: string): number | undefined => {
    if (tab === 'RETURN_ASK') return waiting.data ?? (status === 'RETURN_ASK' ? data?.total : undefined);
    return (status ?? all) === tab ? data?.total : undefined;
  };

  return (
    <Stack gap="md" data-testid="return-list">
      <Title order={2}>{t('returns.title')}</Title>
      <Tabs
        value={status ?? all}
        onChange={(value) => update({ status: value === all || !value ? null : value, open: null })}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('returns.statusTabs')}>
          {tabStatuses.map((s) => (
            <Tabs.Tab key={s} value={s} rightSection={countBadge(countOf(s), `count-${s}`)} data-testid={`tab-${s}`}>
              {s === 'RETURN_ASK' ? t('returns.waitingTab') : t(`returns.statuses.${s}`)}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value={all} rightSection={countBadge(countOf(all), 'count-ALL')} data-testid="tab-ALL">
            {t('returns.allStatuses')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Group gap="sm" align="flex-end">
        <ReturnFilters values={filters} onChange={(changes) => update(changes, { replace: true })} />
        {order !== null && (
          <Paper withBorder px="sm" py={6} data-testid="filter-order">
            <Group gap="xs" wrap="nowrap">
              <Text size="sm">
                {orderNumber ? t('returns.filters.ofOrder', { number: orderNumber }) : t('returns.filters.ofOrderId')}
              </Text>
              <CloseButton
                size="sm"
                aria-label={t('returns.filters.removeOrder')}
                onClick={() => update({ order: null, open: null })}
                data-testid="filter-order-clear"
              />
            </Group>
          </Paper>
        )}
      </Group>
      {list.isError ? (
        <Alert color="red" title={t('returns.loadFailed')} data-testid="return-list-error">
          <Text mb="sm">{errorMessage(list.error, t('error.generic'))}</Text>
          <Button size="xs" variant="light" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <>
          <DataTable<ReturnView>
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
              list.isPending ? t('common.loading') : filtered ? t('returns.emptyFiltered') : t('returns.empty')
            }
            onRowClick={({ record, event }) => {
              // The order number and the return's number are links of their own.
              if ((event.target as HTMLElement).closest('a')) return;
              update({ open: record.id });
            }}
            rowStyle={() => ({ cursor: 'pointer' })}
            customRowAttributes={(record) => ({ 'data-testid': `return-row-${record.id}` })}
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
                accessor: 'id',
                title: t('returns.columns.id'),
                sortable: true,
                noWrap: true,
                render: (r) => (
                  <Anchor
                    component={Link}
                    to={`?${new URLSearchParams({ ...Object.fromEntries(search), open: String(r.id) }).toString()}`}
                    aria-label={t('returns.openReturn', { id: r.id })}
                    size="sm"
                    fw={600}
                  >
                    {t('returns.number', { id: r.id })}
                  </Anchor>
                ),
              },
              {
                accessor: 'orderNumber',
                title: t('returns.columns.order'),
                sortable: true,
                noWrap: true,
                render: (r) => (
                  <Anchor
                    component={Link}
                    to={to(`/order/${r.idOrder}`)}
                    aria-label={t('returns.openOrder', { number: r.orderNumber })}
                    size="sm"
                    data-testid={`return-order-${r.id}`}
                  >
                    {r.orderNumber}
                  </Anchor>
                ),
              },
              {
                accessor: 'date',
                title: t('returns.columns.date'),
                sortable: true,
                noWrap: true,
                render: (r) => r.date,
              },
              {
                accessor: 'customer',
                title: t('returns.columns.customer'),
                render: (r) => {
                  const name = [r.customer.firstname, r.customer.lastname].filter(Boolean).join(' ');
                  return (
                    <Stack gap={0}>
                      {name !== '' && <Text size="sm">{name}</Text>}
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {r.customer.email}
                      </Text>
                    </Stack>
                  );
                },
              },
              {
                accessor: 'quantity',
                title: t('returns.columns.units'),
                textAlign: 'right',
                render: (r) => r.quantity,
              },
              {
                accessor: 'value',
                title: t('returns.columns.value'),
                sortable: true,
                textAlign: 'right',
                noWrap: true,
                render: (r) => formatMoney(r.value, lang),
              },
              { accessor: 'reason', title: t('returns.columns.reason'), render: (r) => r.reason?.value ?? '' },
              {
                accessor: 'status',
                title: t('returns.columns.status'),
                sortable: true,
                render: (r) => <ReturnStatusBadge status={r.status} size="sm" />,
              },
            ]}
          />
          {data && data.total > 0 && (
            <Text size="sm" c="dimmed" data-testid="return-total">
              {t('returns.total', { count: data.total })}
            </Text>
          )}
        </>
      )}
      <Drawer
        opened={open !== null}
        onClose={() => update({ open: null })}
        position="right"
        size={620}
        title={open !== null ? t('returns.detail.title', { id: open }) : null}
        closeButtonProps={{ 'aria-label': t('returns.detail.close') }}
        data-testid="return-drawer"
      >
        {shown ? (
          <ReturnDetail view={shown} onAction={setAction} />
        ) : list.isPending ? (
          <Skeleton h={200} />
        ) : (
          <Stack gap="sm" data-testid="return-not-shown">
            <Text size="sm">{t('returns.detail.notShown')}</Text>
            {order !== null && (
              <Button variant="light" size="xs" onClick={() => update({ status: null, number: null, customer: null })}>
                {t('returns.detail.showAll')}
              </Button>
            )}
          </Stack>
        )}
      </Drawer>
      {shown && action && (
        <ReturnActionDialog view={shown} action={action} onClose={() => setAction(null)} onDone={setAnswered} />
      )}
    </Stack>
  );
}
