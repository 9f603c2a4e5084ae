import type { Lang } from '@cellar/shared/i18n/lang';
import type { SiteId } from '../../data/site-id.ts';
import { orderPdf, type OrderPdfShop } from '../../documents/order-pdf.ts';
import { siteRepository } from '../../repositories/site-repository.ts';
import { conditionsService } from '../sites/conditions-service.ts';
import { adminOrderService } from './admin-order-service.ts';

/** The shop as its documents print it: its legal info (docs/legal.md), else its name. */
async function pdfShop(site: SiteId): Promise<OrderPdfShop> {
  const [record, conditions] = await Promise.all([siteRepository.get(site), conditionsService.forAdmin(site)]);
  const legal = conditions.legal;
  const line = (...parts: string[]) => parts.filter(Boolean).join(' ');
  return {
    name: legal.companyName || record?.name || null,
    addressLines: legal.headOffice ? legal.headOffice.split(/\r?\n/).filter(Boolean) : null,
    email: null,
    phone: null,
    vatNumber: legal.vatNumber || null,
    siret: legal.siret || null,
    legalLines: [
      line(legal.corporateForm, legal.shareCapital ? `${legal.shareCapital}` : ''),
      legal.rcs ? `RCS ${legal.rcs}` : '',
      legal.rm ? `RM ${legal.rm}` : '',
    ].filter(Boolean),
  };
}

/** `GET /admin/order/{id}/print`: the order form and the delivery slip, in the admin's language, in any status. */
export async function printOrder(
  site: SiteId,
  idOrder: number,
  lang: Lang,
): Promise<{ data: Uint8Array; filename: string }> {
  const [view, shop] = await Promise.all([adminOrderService.get(site, idOrder, lang), pdfShop(site)]);
  return {
    data: await orderPdf(view, shop, lang),
    filename: `${lang === 'fr_FR' ? 'commande' : 'order'}-${view.number}.pdf`,
  };
}
