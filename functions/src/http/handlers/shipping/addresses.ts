import { notImplemented } from '../../types.ts';
import type { ShippingHandlers } from './part.ts';

/** Company addresses (click and collect places) with their schedules, and address types. */
export const addressesHandlers = {
  companyAddresses: notImplemented,
  companyAddressCreate: notImplemented,
  companyAddressUpdate: notImplemented,
  companyAddressSchedule: notImplemented,
  companyAddressDelete: notImplemented,
  adminAddressTypes: notImplemented,
  adminAddressTypeCreate: notImplemented,
  adminAddressTypeUpdate: notImplemented,
  adminAddressImportParse: notImplemented,
  adminAddressImportInsert: notImplemented,
} satisfies ShippingHandlers;
