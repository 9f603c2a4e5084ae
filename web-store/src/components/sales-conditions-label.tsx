import { useStoreApi } from '../lib/api/api-context.tsx';
import { useLocalePath } from '../lib/i18n/lang.ts';
import { useT } from '../lib/i18n/translate.ts';

/**
 * The sales-conditions box's label (checkout, registration), its words linking to `/conditions`
 * in a new tab: the shopper reads them without leaving the form (the cart is kept per site anyway,
 * docs/checkout.md). The tab names the site (`?site=`) where the host names none, as the shop's own
 * links do (lib/site/site-source.ts). Clicking the link does not tick the box.
 */
export function SalesConditionsLabel() {
  const t = useT();
  const to = useLocalePath();
  const { idSite } = useStoreApi();
  const href = idSite === null ? to('/conditions') : `${to('/conditions')}?site=${idSite}`;
  return (
    <>
      {t('checkout.salesConditionsBefore')}
      <a
        href={href}
        target="_blank"
        rel="noopener"
        title={t('checkout.salesConditionsOpens')}
        data-testid="sales-conditions-link"
      >
        {t('checkout.salesConditionsLink')}
      </a>
      {t('checkout.salesConditionsAfter')}
    </>
  );
}
