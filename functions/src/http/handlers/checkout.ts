import { discountsHandlers } from './checkout/discounts.ts';
import { checkoutOrdersHandlers } from './checkout/orders.ts';
import type { GroupHandlers } from '../types.ts';

/** The checkout group, one file per area under `checkout/`: a route no area handles fails to compile. */
export const checkoutHandlers: GroupHandlers<'checkout'> = { ...discountsHandlers, ...checkoutOrdersHandlers };
