import { catalogue as en } from '../../../i18n/orders/en_US.ts';
import { catalogue as fr } from '../../../i18n/orders/fr_FR.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';

/** The order screens' translate function: their own labels (`orders.…`, loaded with their chunk) and the main catalogue's. */
export const useOrdersT = areaCatalogue('orders', { fr_FR: fr, en_US: en });
export type OrdersT = ReturnType<typeof useOrdersT>;

/** A mail's name ("Order shipped") from its model key; another key (a return's mail) as it is. */
export function orderMailLabel(t: OrdersT, kind: string): string {
  return Object.hasOwn(fr.mail.keys, kind) ? t(`orders.mail.keys.${kind as keyof typeof fr.mail.keys}`) : kind;
}
