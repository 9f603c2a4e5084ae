import { Alert, Anchor, Button, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApi } from '../../lib/api/api-context.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useLang, useLocalePath } from '../../lib/i18n/lang.ts';
import { formatMoney } from '../../lib/money.ts';
import { orderReturnsQuery } from './return-queries.ts';
import { ReturnStatusBadge } from './return-status-badge.tsx';
import { useReturnsT } from './return-text.ts';

/** Where a return of an order is shown: the return list of that order, the return's detail open. */
export const orderReturnPath = (idOrder: number, idOrderBack: number) =>
  `/order/back?order=${idOrder}&open=${idOrderBack}`;

/**
 * The "Returns" section of `/order/{id}` (`GET /order-back?order={id}`): each return of the order
 * with its date, status, units and value, linked to its detail on `/order/back`. A failed load says
 * so (never "no return").
 */
export function OrderReturnsPanel({ idOrder }: { idOrder: number }) {
  const t = useReturnsT();
  const lang = useLang();
  const to = useLocalePath();
  const api = useApi();
  const returns = useQuery(orderReturnsQuery(api, idOrder));
  const list = returns.data?.ordersBack ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="order-returns" data-testid="order-returns">
      <Stack gap="sm">
        <Title order={4} id="order-returns">
          {t('returns.order.title')}
        </Title>
        {returns.isError ? (
          <Alert color="red" title={t('returns.order.loadFailed')} data-testid="order-returns-error">
            <Text size="sm" mb="xs">
              {errorMessage(returns.error, t('error.generic'))}
            </Text>
            <Button size="xs" variant="light" onClick={() => void returns.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : returns.isPending ? (
          <Skeleton h={40} />
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="order-returns-none">
            {t('returns.order.none')}
          </Text>
        ) : (
          <Table striped verticalSpacing={4} horizontalSpacing={8}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('returns.columns.id')}</Table.Th>
                <Table.Th>{t('returns.columns.date')}</Table.Th>
                <Table.Th>{t('returns.columns.status')}</Table.Th>
                <Table.Th ta="right">{t('returns.columns.units')}</Table.Th>
                <Table.Th ta="right">{t('returns.columns.value')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((r) => (
                <Table.Tr key={r.id} data-testid={`order-return-${r.id}`}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={to(orderReturnPath(idOrder, r.id))}
                      size="sm"
                      fw={600}
                      aria-label={t('returns.openReturn', { id: r.id })}
                    >
                      {t('returns.number', { id: r.id })}
                    </Anchor>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.date}</Table.Td>
                  <Table.Td>
                    <ReturnStatusBadge status={r.status} size="sm" />
                  </Table.Td>
                  <Table.Td ta="right">{r.quantity}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(r.value, lang)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
