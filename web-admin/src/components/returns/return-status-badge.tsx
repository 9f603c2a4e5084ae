import { Badge, type BadgeProps } from '@mantine/core';
import type { ReturnStatus } from '@cellar/shared/orders/returns';
import { useReturnsT } from './return-text.ts';

/** One colour per return status, the same on the tabs, the list, the detail and the order's section. */
export const returnStatusColours: Record<ReturnStatus, string> = {
  RETURN_ASK: 'orange',
  LABEL_SENT: 'blue',
  PRODUCT_RECEIVED: 'cyan',
  RETURN_ACCEPTED: 'green',
  RETURN_PARTIALLY_ACCEPTED: 'lime',
  RETURN_REJECTED: 'red',
  DELIVERED: 'gray',
};

/** A return's status in its colour. */
export function ReturnStatusBadge({
  status,
  ...props
}: { status: ReturnStatus } & Omit<BadgeProps, 'color' | 'children'>) {
  const t = useReturnsT();
  return (
    <Badge
      color={returnStatusColours[status]}
      variant="light"
      data-return-status={status}
      style={{ minWidth: 'max-content' }}
      {...props}
    >
      {t(`returns.statuses.${status}`)}
    </Badge>
  );
}
