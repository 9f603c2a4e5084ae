import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/kit/confirm-dialog.tsx';
import {
  cancelShipment,
  carrierStatusQuery,
  optimizedBoxesQuery,
  orderChanged,
  shipmentLabel,
  shipOrder,
  shippingPricesQuery,
  type OrderView,
  type ShippingPrice,
} from '../api/orders-api.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useOrdersT } from './order-text.ts';

/** The label's PDF fetched with the client's headers as a blob, saved under its name. */
async function downloadLabel(api: ReturnType<typeof useApi>, order: OrderView): Promise<void> {
  const blob = await shipmentLabel(api, order.id);
  const url = URL.createObjectURL(
    blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = `label-${order.number}.pdf`;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The carriers' prices, the proposed boxes and the ship button of a Processing order. */
function ShipForm({ order }: { order: OrderView }) {
  const t = useOrdersT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const prices = useQuery(shippingPricesQuery(api, order.id));
  const [picked, setPicked] = useState<number | null>(null);
  const [fromStock, setFromStock] = useState(false);
  const [tracking, setTracking] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const [sendMail, setSendMail] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const options = prices.data ?? [];
  const chosen: ShippingPrice | undefined =
    options.find((o) => o.id === picked) ??
    options.find((o) => o.chosen && !o.refusal) ??
    options.find((o) => !o.refusal);
  const boxes = useQuery({
    ...optimizedBoxesQuery(api, order.id, chosen?.id ?? 0, fromStock),
    enabled: chosen !== undefined,
  });
  const ship = useMutation({
    mutationFn: () =>
      shipOrder(api, order.id, {
        idCarrier: chosen!.id,
        takeFromStock: fromStock,
        sendMail,
        revision: order.revision,
        ...(chosen!.partner ? {} : { trackingNumber: tracking, trackingUrl: trackingUrl || null }),
      }),
    onSuccess: (view) => {
      orderChanged(queryClient, view);
      toast('success', t('orders.ship.shipped'));
    },
    onError: (error) => {
      if (isRequestDropped(error)) return;
      const fields = isApiError(error) ? error.fieldErrors : {};
      setErrors(Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages[0] ?? ''])));
      toast('error', errorMessage(error, t('error.generic')));
    },
  });

  if (prices.isError)
    return (
      <Alert
        color="orange"
        data-testid="shipping-prices-error"
      >{`${t('orders.ship.pricesFailed')} : ${errorMessage(prices.error, '')}`}</Alert>
    );
  if (!prices.data) return <Loader size="sm" data-testid="shipping-loading" />;
  return (
    <Stack gap="sm">
      <Radio.Group
        value={chosen ? String(chosen.id) : ''}
        onChange={(value) => setPicked(Number(value))}
        label={t('orders.ship.carrier')}
      >
        <Stack gap={6} mt={4} data-testid="shipping-prices">
          {options.map((option) => (
            <Radio
              key={`${option.id}-${option.serviceCode ?? ''}`}
              value={String(option.id)}
              disabled={option.refusal !== null}
              data-testid={`shipping-price-${option.id}`}
              label={
                <Group gap="xs">
                  <Text size="sm">{option.name}</Text>
                  <Text size="sm" fw={600}>
                    {formatMoney(option.price, lang)}
                  </Text>
                  {option.chosen && <Badge size="xs">{t('orders.ship.chosen')}</Badge>}
                  <Badge size="xs" variant="outline" color="gray">
                    {option.partner ? t(`orders.ship.partners.${option.partner}`) : t('orders.ship.partnerNone')}
                  </Badge>
                  {option.refusal && (
                    <Text size="xs" c="orange">
                      {option.refusal}
                    </Text>
                  )}
                </Group>
              }
            />
          ))}
        </Stack>
      </Radio.Group>
      <Checkbox
        label={t('orders.ship.fromStock')}
        checked={fromStock}
        onChange={(e) => setFromStock(e.currentTarget.checked)}
        data-testid="shipping-from-stock"
      />
      <Stack gap={2} data-testid="shipping-boxes">
        <Text size="sm" fw={600}>
          {t('orders.ship.boxes')}
        </Text>
        {boxes.isError && (
          <Text
            size="sm"
            c="orange"
            data-testid="shipping-boxes-error"
          >{`${t('orders.ship.boxesFailed')} : ${errorMessage(boxes.error, '')}`}</Text>
        )}
        {boxes.data?.boxes.map((box) => (
          <Text size="sm" key={box.idBox} data-testid={`shipping-box-${box.idBox}`}>
            {t('orders.ship.boxLine', { count: box.count, name: box.name ?? `#${box.idBox}`, stock: box.inStock })}
          </Text>
        ))}
        {boxes.data && (
          <Text size="xs" c="dimmed">
            {t('orders.ship.boxesTotal', { parcels: boxes.data.parcels.length, weight: boxes.data.weightKg })}
          </Text>
        )}
      </Stack>
      {chosen && !chosen.partner && (
        <Group grow>
          <TextInput
            label={t('orders.ship.trackingNumber')}
            value={tracking}
            onChange={(e) => setTracking(e.currentTarget.value)}
            error={errors.trackingNumber}
            required
            data-testid="shipping-tracking"
          />
          <TextInput
            label={t('orders.ship.trackingUrl')}
            value={trackingUrl}
            onChange={(e) => setTrackingUrl(e.currentTarget.value)}
            error={errors.trackingUrl}
            data-testid="shipping-tracking-url"
          />
        </Group>
      )}
      <Checkbox
        label={t('orders.ship.sendMail')}
        checked={sendMail}
        onChange={(e) => setSendMail(e.currentTarget.checked)}
        data-testid="shipping-send-mail"
      />
      <Group>
        <Button
          onClick={() => ship.mutate()}
          loading={ship.isPending}
          disabled={!chosen || boxes.isError}
          data-testid="shipping-ship"
        >
          {t('orders.ship.ship')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The shipment of a shipped order: tracking, label, the carrier's status, cancel. */
function ShipmentView({ order }: { order: OrderView }) {
  const t = useOrdersT();
  const api = useApi();
  const queryClient = useQueryClient();
  const shipment = order.shipment!;
  const [asked, setAsked] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const status = useQuery({ ...carrierStatusQuery(api, order.id), enabled: asked });
  const cancel = useMutation({
    mutationFn: () => cancelShipment(api, order.id),
    onSuccess: (view) => {
      orderChanged(queryClient, view);
      setConfirm(false);
      toast('success', t('orders.ship.canceled'));
    },
    onError: (error) => {
      setConfirm(false);
      if (!isRequestDropped(error)) toast('error', errorMessage(error, t('error.generic')));
    },
  });
  const download = async () => {
    setDownloading(true);
    try {
      await downloadLabel(api, order);
    } catch (error) {
      if (!isRequestDropped(error)) toast('error', `${t('orders.ship.labelFailed')} : ${errorMessage(error, '')}`);
    }
    setDownloading(false);
  };
  const active = shipment.status === 'ACTIVE';
  return (
    <Stack gap="xs" data-testid="shipment">
      <Group gap="xs">
        <Badge color={active ? 'blue' : 'gray'} data-testid="shipment-status">
          {active ? t('orders.ship.shipment') : t('orders.ship.shipmentCanceled')}
        </Badge>
        <Text size="sm">{shipment.carrierName}</Text>
        <Text size="sm" fw={600} data-testid="shipment-tracking">
          {shipment.trackingNumber}
        </Text>
        {shipment.trackingUrl && (
          <Anchor
            href={shipment.trackingUrl}
            target="_blank"
            rel="noreferrer"
            size="sm"
            data-testid="shipment-tracking-link"
          >
            {t('orders.ship.trackingLink')}
          </Anchor>
        )}
      </Group>
      <Group gap="xs">
        {shipment.hasLabel && (
          <Button
            size="xs"
            variant="default"
            loading={downloading}
            onClick={() => void download()}
            data-testid="shipment-label"
          >
            {t('orders.ship.label')}
          </Button>
        )}
        <Button
          size="xs"
          variant="default"
          onClick={() => (asked ? void status.refetch() : setAsked(true))}
          loading={status.isFetching}
          data-testid="shipment-carrier-status"
        >
          {t('orders.ship.status')}
        </Button>
        {active && order.status === 'SHIPPED' && (
          <Button size="xs" variant="light" color="red" onClick={() => setConfirm(true)} data-testid="shipment-cancel">
            {t('orders.ship.cancel')}
          </Button>
        )}
      </Group>
      {status.isError && (
        <Text size="sm" c="orange">{`${t('orders.ship.statusFailed')} : ${errorMessage(status.error, '')}`}</Text>
      )}
      {status.data && (
        <Stack gap={2} data-testid="shipment-carrier-answer">
          <Text size="sm">
            {status.data.status
              ? `${t(`orders.ship.statuses.${status.data.status}`)}${status.data.label ? ` — ${status.data.label}` : ''}`
              : t('orders.ship.noStatus')}
          </Text>
          {status.data.events.map((step, i) => (
            <Text size="xs" c="dimmed" key={i}>
              {[step.at ? new Date(step.at).toLocaleString() : null, step.label, step.place]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={confirm}
        title={t('orders.ship.cancelTitle')}
        message={t('orders.ship.cancelText')}
        confirmLabel={t('orders.ship.cancel')}
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onCancel={() => setConfirm(false)}
      />
    </Stack>
  );
}

/**
 * Shipping an order (docs/orders.md "Shipping an order"): for a Processing order to ship, every
 * carrier's price (the customer's first; one that cannot ship it says why), the proposed boxes
 * (from stock or not), the tracking number for a carrier without a partner, the ship button; once
 * shipped, the tracking link, the label, the carrier's status and the cancel.
 */
export function ShippingPanel({ order }: { order: OrderView }) {
  const t = useOrdersT();
  if (order.delivery.type === 'CLICK_AND_COLLECT') return null;
  const canShip = order.status === 'PROCESSING';
  if (!canShip && !order.shipment) return null;
  return (
    <Paper withBorder p="md" data-testid="shipping-panel">
      <Title order={4} mb="sm">
        {t('orders.ship.title')}
      </Title>
      <Stack gap="md">
        {order.shipment && <ShipmentView order={order} />}
        {canShip && <ShipForm order={order} />}
      </Stack>
    </Paper>
  );
}
