import { vintageSheetService } from '../../services/documents/vintage-sheet-service.ts';
import type { GroupHandlers } from '../types.ts';

/** Documents made on request: their own Lambda (pdf-lib, qrcode), out of the catalog's. */
export const documentsHandlers: GroupHandlers<'documents'> = {
  vintagePdf: async ({ site, params, lang }) => ({ binary: await vintageSheetService.pdf(site, params.id, lang) }),
};
