import { Badge, type BadgeProps } from '@mantine/core';
import type { OrderStatus, PaymentStatus } from '@cellar/shared/checkout/orders';
import { paymentStatusColours, statusColours } from './order-format.ts';
import { useOrdersT } from './order-text.ts';

/** An order's status in its colour. */
export function StatusBadge({ status, ...props }: { status: OrderStatus } & Omit<BadgeProps, 'color' | 'children'>) {
  const t = useOrdersT();
  return (
    <Badge color={statusColours[status]} variant="light" data-status={status} {...props}>
      {t(`orders.statuses.${status}`)}
    </Badge>
  );
}

/** Where an order's payment stands, in its colour. */
export function PaymentStatusBadge({
  status,
  ...props
}: { status: PaymentStatus } & Omit<BadgeProps, 'color' | 'children'>) {
  const t = useOrdersT();
  return (
    <Badge color={paymentStatusColours[status]} variant="dot" data-payment-status={status} {...props}>
      {t(`orders.paymentStatuses.${status}`)}
    </Badge>
  );
}
