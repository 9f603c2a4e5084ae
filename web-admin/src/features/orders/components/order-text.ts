import { catalogue as en } from '../../../i18n/orders/en_US.ts';
import { catalogue as fr } from '../../../i18n/orders/fr_FR.ts';
import type { OrderStatus } from '@cellar/shared/checkout/orders';
import { orderStatusMailKeys } from '@cellar/shared/mail/mail-keys';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The order screens' translate function: their own labels (`orders.…`, loaded with their chunk) and the main
 * catalogue's. */
export const useOrdersT = areaCatalogue('orders', { fr_FR: fr, en_US: en });
export type OrdersT = ReturnType<typeof useOrdersT>;

/**
 * A mail's name ("Order shipped") from its model key, or from the kind the order's history gives it
 * (`CONFIRMATION` at placement, a status's name for the status mails); anything else as it is.
 */
export function orderMailLabel(t: OrdersT, kind: string): string {
  const key =
    kind === 'CONFIRMATION'
      ? 'order-confirmation'
      : Object.hasOwn(orderStatusMailKeys, kind)
        ? orderStatusMailKeys[kind as OrderStatus]
        : kind;
  return Object.hasOwn(fr.mail.keys, key) ? t(`orders.mail.keys.${key as keyof typeof fr.mail.keys}`) : kind;
}
