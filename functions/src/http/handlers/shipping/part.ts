import type { GroupHandlers } from '../../types.ts';

/** Handlers of some routes of the shipping group: each area's file holds its own, `shipping.ts` joins them. */
export type ShippingHandlers = Partial<GroupHandlers<'shipping'>>;
