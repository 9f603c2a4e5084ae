import { feesHandlers } from './shipping/fees.ts';
import { partnersHandlers } from './shipping/partners.ts';
import { addressesHandlers } from './shipping/addresses.ts';
import { boxesHandlers } from './shipping/boxes.ts';
import { carriersHandlers } from './shipping/carriers.ts';
import { countriesHandlers } from './shipping/countries.ts';
import type { GroupHandlers } from '../types.ts';

/**
 * The shipping group, one file per area under `shipping/` (fees, partners, addresses, boxes,
 * carriers, countries). Typed over every route of the group: a route no area handles fails to compile.
 */
export const shippingHandlers: GroupHandlers<'shipping'> = {
  ...feesHandlers,
  ...partnersHandlers,
  ...addressesHandlers,
  ...boxesHandlers,
  ...carriersHandlers,
  ...countriesHandlers,
};
