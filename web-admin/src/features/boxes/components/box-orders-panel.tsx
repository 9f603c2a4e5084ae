import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import { boxKeys, loadBoxOrders, type BoxOrder } from '../api/boxes-api.ts';
import { formatDateTime, useBoxesT, useBoxText } from './box-text.ts';

/** "My boxes orders": newest first (spec 1 §9), each with the box as it was ordered; the order form opens at `orderTo`.
 * */
export function BoxOrdersPanel({ orderTo }: { orderTo: string }) {
  const t = useBoxesT();
  const text = useBoxText();
  const api = useApi();
  return (
    <ListScreen<BoxOrder>
      title={t('boxes.orders.title')}
      testId="box-order-list"
      queryKey={boxKeys.orders}
      load={(query) => loadBoxOrders(api, query)}
      rowId={(order) => order.id}
      defaultSort={{ field: 'createdAt', direction: 'desc' }}
      actions={
        <Button component={Link} to={orderTo} data-testid="box-order-add">
          {t('boxes.orders.add')}
        </Button>
      }
      columns={[
        {
          accessor: 'createdAt',
          title: t('boxes.orders.date'),
          sortable: true,
          render: (order) => formatDateTime(order.createdAt),
        },
        {
          accessor: 'box',
          title: t('boxes.orders.box'),
          render: (order) => (
            <Stack gap={0}>
              <Text size="sm">{text.name(order.box)}</Text>
              <Text size="xs" c="dimmed">
                {order.box.type ? t(`boxes.ranges.${order.box.type}`) : text.size(order.box)}
              </Text>
            </Stack>
          ),
        },
        { accessor: 'quantity', title: t('boxes.orders.quantity'), sortable: true },
        { accessor: 'comment', title: t('boxes.orders.comment'), render: (order) => order.comment ?? t('common.none') },
        {
          accessor: 'status',
          title: t('boxes.orders.status'),
          render: (order) => t(`boxes.orders.statuses.${order.status}`),
        },
      ]}
    />
  );
}
