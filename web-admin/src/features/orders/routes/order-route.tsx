import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Center, Group, Menu, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { orderStatusValues, type OrderStatus } from '@cellar/shared/checkout/orders';
import { orderStatusMailKeys } from '@cellar/shared/mail/mail-keys';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { OrderReturnsPanel } from '../../../components/returns/order-returns-panel.tsx';
import { orderQuery, printOrder, type OrderView } from '../api/orders-api.ts';
import { MailDialog } from '../components/mail-dialog.tsx';
import { MailHistory, OrderTimeline } from '../components/order-history.tsx';
import { OrderLines } from '../components/order-lines.tsx';
import { OrderParties } from '../components/order-parties.tsx';
import { orderMailLabel, useOrdersT } from '../components/order-text.ts';
import { PaymentsPanel } from '../components/payments-panel.tsx';
import { ShippingExplanation } from '../components/shipping-explanation.tsx';
import { ShippingPanel } from '../components/shipping-panel.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { StatusDialog } from '../components/status-dialog.tsx';

/**
 * The order's PDF (`/print`), fetched with the client's headers (token, site) as a blob and shown
 * from an object URL. The tab is opened at the click (a window opened after an await is a popup
 * that browsers block) and pointed at the PDF once it came.
 */
async function openPrint(api: ReturnType<typeof useApi>, id: number, failed: (message: string) => void) {
  const tab = window.open('', '_blank');
  try {
    const blob = await printOrder(api, id);
    const url = URL.createObjectURL(
      blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }),
    );
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    // The tab has read it by then.
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    if (!isRequestDropped(error)) failed(errorMessage(error, ''));
  }
}

function OrderScreen({
  order,
  conflict,
  onConflict,
}: {
  order: OrderView;
  conflict: string | null;
  onConflict: (message: string | null) => void;
}) {
  const t = useOrdersT();
  const to = useLocalePath();
  const api = useApi();
  const [move, setMove] = useState<OrderStatus | null>(null);
  const [mail, setMail] = useState<OrderStatus | null>(null);
  const [printing, setPrinting] = useState(false);

  const print = async () => {
    setPrinting(true);
    await openPrint(api, order.id, (message) =>
      toast('error', message === '' ? t('orders.printFailed') : `${t('orders.printFailed')} : ${message}`),
    );
    setPrinting(false);
  };

  return (
    <Stack gap="md" data-testid="order-screen">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={2}>{t('orders.orderTitle', { number: order.number })}</Title>
            <StatusBadge status={order.status} size="lg" data-testid="order-status" />
          </Group>
          <Group gap="sm">
            <Text size="sm" c="dimmed" data-testid="order-date">
              {t('orders.order.placedOn', { date: order.date })}
            </Text>
            <Badge variant="outline" color="gray" size="sm" data-testid="order-lang">
              {t('orders.order.lang', { lang: t(`orders.langs.${order.lang}`) })}
            </Badge>
          </Group>
        </Stack>
        <Group gap="xs">
          <Button variant="default" size="sm" loading={printing} onClick={() => void print()} data-testid="order-print">
            {t('orders.print')}
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="default" size="sm" data-testid="order-mail-menu">
                {t('orders.mail.sendAgain')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {orderStatusValues.map((s) => (
                <Menu.Item key={s} onClick={() => setMail(s)} data-testid={`order-mail-${s}`}>
                  {orderMailLabel(t, orderStatusMailKeys[s])}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Button variant="subtle" size="sm" component={Link} to={to('/order')} data-testid="back-to-orders">
            {t('orders.backToList')}
          </Button>
        </Group>
      </Group>
      {conflict && (
        <Alert color="orange" withCloseButton onClose={() => onConflict(null)} data-testid="order-conflict">
          {`${conflict} ${t('orders.order.changedMeanwhile')}`}
        </Alert>
      )}
      <Group gap="xs" data-testid="status-actions" aria-label={t('orders.status.actions')} role="group">
        {order.allowedStatuses.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="status-final">
            {t('orders.status.none')}
          </Text>
        ) : (
          order.allowedStatuses.map((s) => (
            <Button
              key={s}
              size="sm"
              variant={
                s === 'CANCELED' || s === 'WAITING' || (order.status === 'SHIPPED' && s === 'PROCESSING')
                  ? 'light'
                  : 'filled'
              }
              color={s === 'CANCELED' ? 'red' : undefined}
              onClick={() => setMove(s)}
              data-testid={`move-${s}`}
            >
              {t(`orders.status.moveTo.${s}`)}
            </Button>
          ))
        )}
      </Group>
      <OrderLines order={order} />
      <PaymentsPanel order={order} />
      <ShippingPanel order={order} />
      <OrderReturnsPanel idOrder={order.id} />
      <OrderParties order={order} />
      {order.shippingExplanation && <ShippingExplanation explanation={order.shippingExplanation} />}
      <MailHistory order={order} />
      <OrderTimeline order={order} />
      {move && <StatusDialog order={order} to={move} onClose={() => setMove(null)} onConflict={onConflict} />}
      {mail && <MailDialog order={order} status={mail} onClose={() => setMail(null)} />}
    </Stack>
  );
}

/**
 * `/order/{id}` (spec 1 §2, §3 "Order"; docs/orders.md): the order with its lines and totals, its
 * payments and balance, its returns, customer, delivery, addresses and message, how its shipping was computed,
 * its status moves (with the mail's preview), mails sent again, print, mail history and timeline.
 * A failed load says so (and offers to retry); a 404 says the order does not exist.
 */
export function OrderRoute() {
  const t = useOrdersT();
  const to = useLocalePath();
  const api = useApi();
  const param = useParams().id ?? '';
  const id = Number(param);
  const valid = /^\d+$/.test(param) && id > 0;
  const order = useQuery({ ...orderQuery(api, id), enabled: valid });
  const [conflict, setConflict] = useState<string | null>(null);

  if (!valid || (order.isError && isApiError(order.error) && order.error.status === 404))
    return (
      <Center mih="50vh" data-testid="order-not-found">
        <Stack align="center" gap="sm">
          <Title order={2}>{t('orders.order.notFound')}</Title>
          <Text c="dimmed">{t('orders.order.notFoundText')}</Text>
          <Anchor component={Link} to={to('/order')}>
            {t('orders.backToList')}
          </Anchor>
        </Stack>
      </Center>
    );
  if (order.isError && !order.data)
    return (
      <Alert color="red" title={t('orders.order.loadFailed')} data-testid="order-error">
        <Text mb="sm">{errorMessage(order.error, t('error.generic'))}</Text>
        <Group gap="sm">
          <Button size="xs" variant="light" onClick={() => void order.refetch()}>
            {t('common.retry')}
          </Button>
          <Button size="xs" variant="subtle" component={Link} to={to('/order')}>
            {t('orders.backToList')}
          </Button>
        </Group>
      </Alert>
    );
  if (!order.data)
    return (
      <Stack gap="md" data-testid="order-loading" aria-busy="true">
        <Skeleton h={40} w={320} />
        <Skeleton h={200} />
        <Skeleton h={160} />
      </Stack>
    );
  return <OrderScreen order={order.data} conflict={conflict} onConflict={setConflict} />;
}
