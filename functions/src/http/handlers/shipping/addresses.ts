import { addressImportService } from '../../../services/shipping/address-import-service.ts';
import { addressService } from '../../../services/shipping/address-service.ts';
import { addressTypeService } from '../../../services/shipping/address-type-service.ts';
import type { ShippingHandlers } from './part.ts';

/** Company addresses (click and collect places) with their schedules, address types, and the address import. */
export const addressesHandlers = {
  companyAddresses: async ({ site, query }) => ({ data: await addressService.list(site, query) }),
  companyAddressCreate: async ({ site, body }) => ({
    message: 'address.created',
    data: await addressService.create(site, body),
  }),
  companyAddressUpdate: async ({ site, params, body }) => ({
    message: 'address.updated',
    data: await addressService.update(site, params.id, body),
  }),
  companyAddressSchedule: async ({ site, params, body }) => ({
    message: 'address.scheduleUpdated',
    data: await addressService.setSchedule(site, params.id, body),
  }),
  companyAddressDelete: async ({ site, params }) => {
    await addressService.remove(site, params.id);
    return { message: 'address.deleted', data: null };
  },
  adminAddressTypes: async ({ site }) => ({ data: { addressTypes: await addressTypeService.list(site) } }),
  adminAddressTypeCreate: async ({ site, body }) => ({
    message: 'addressType.created',
    data: await addressTypeService.create(site, body),
  }),
  adminAddressTypeUpdate: async ({ site, params, body }) => ({
    message: 'addressType.updated',
    data: await addressTypeService.update(site, params.id, body),
  }),
  adminAddressImportParse: async ({ site, query, body, lang }) => ({
    message: 'addressImport.parsed',
    data: await addressImportService.parse(site, body.file, query.hasHeader, lang),
  }),
  adminAddressImportInsert: async ({ site, body }) => ({
    message: 'addressImport.inserted',
    data: await addressImportService.insert(site, body.filename),
  }),
} satisfies ShippingHandlers;
