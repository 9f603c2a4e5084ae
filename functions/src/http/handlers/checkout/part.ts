import type { GroupHandlers } from '../../types.ts';

/** Handlers of some routes of the checkout group: each area's file holds its own, `checkout.ts` joins them. */
export type CheckoutHandlers = Partial<GroupHandlers<'checkout'>>;
