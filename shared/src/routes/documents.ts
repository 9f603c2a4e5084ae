import { route } from './define.ts';
import { idParams } from './schemas.ts';

/**
 * Documents made on request (PDF, QR codes): their own Lambda, so pdf-lib and qrcode (≈ 570 KB)
 * stay out of the catalog Lambda that serves the storefront's product pages and must stay small
 * (docs/decisions.md "Documents").
 */
export const documentsRoutes = {
  vintagePdf: route({
    method: 'GET',
    path: '/v2/vintage/pdf/{id}',
    level: 'public',
    group: 'documents',
    summary:
      'Technical sheet of a vintage shoppers may see, as an A4 PDF in the request language: wine, grapes, alcohol, nutrition per 100 ml (EU 2021/2117), ingredients with allergens in bold, QR code of its e-label',
    params: idParams,
    binary: true,
  }),
} as const;
