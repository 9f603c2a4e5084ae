import { qrcodeService } from '../../../services/content/qrcode-service.ts';
import { senderOf } from '../../../services/stats/tracking-service.ts';
import type { GroupHandlers } from '../../types.ts';

type QrcodeRoutes = 'adminQrcodes' | 'adminQrcodeCreate' | 'adminQrcode' | 'adminQrcodeUpdate' | 'adminQrcodeDelete';

/** QR codes and their models (site 0, super-admin through the idSite override), and the scan of a tracked address. */
export const qrcodeHandlers = {
  adminQrcodes: async ({ site, query }) => ({ data: await qrcodeService.list(site, query) }),
  adminQrcode: async ({ site, params }) => ({ data: await qrcodeService.get(site, params.id) }),
  adminQrcodeCreate: async ({ site, body }) => ({
    message: 'qrcode.created',
    data: await qrcodeService.create(site, body),
  }),
  adminQrcodeUpdate: async ({ site, params, body }) => ({
    message: 'qrcode.updated',
    data: await qrcodeService.update(site, params.id, body),
  }),
  adminQrcodeDelete: async ({ site, params }) => {
    await qrcodeService.remove(site, params.id);
    return { message: 'qrcode.deleted', data: null };
  },
  // A redirect has no body: the binary answer carries the status and Location; never cached (each scan counts).
  qrcodeScan: async ({ params, query, clientAddress, headers }) => {
    const sender = senderOf(headers, clientAddress);
    const location = await qrcodeService.scan(params.token, query.host, query.site, clientAddress, sender);
    return {
      status: 302,
      binary: { data: new Uint8Array(0), contentType: 'text/plain; charset=utf-8', headers: { location } },
    };
  },
} satisfies Pick<GroupHandlers<'content'>, QrcodeRoutes | 'qrcodeScan'>;
