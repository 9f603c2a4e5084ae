import { notImplemented } from '../../types.ts';
import type { ShippingHandlers } from './part.ts';

/** Boxes of the site and global boxes, box stock and box orders. */
export const boxesHandlers = {
  adminBoxes: notImplemented,
  adminBoxCreate: notImplemented,
  adminBox: notImplemented,
  adminBoxUpdate: notImplemented,
  adminBoxDelete: notImplemented,
  adminBoxChoose: notImplemented,
  adminBoxQuantity: notImplemented,
  adminBoxOrders: notImplemented,
  adminBoxOrderCreate: notImplemented,
  adminGlobalBoxes: notImplemented,
  adminGlobalBoxCreate: notImplemented,
  adminGlobalBox: notImplemented,
  adminGlobalBoxUpdate: notImplemented,
  adminGlobalBoxDelete: notImplemented,
} satisfies ShippingHandlers;
