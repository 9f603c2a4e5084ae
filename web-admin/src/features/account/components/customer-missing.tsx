import { Alert, Button } from '@mantine/core';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api/errors.ts';
import { useBillingT } from '../../../lib/billing/billing-text.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';

/** The site has no billing customer yet (the calls answer 404 `billing.customerMissing`). */
export const customerIsMissing = (error: unknown): boolean => isApiError(error) && error.status === 404;

/** What a screen needing the billing customer shows before it exists: the way to the form. */
export function CustomerMissing() {
  const t = useBillingT();
  const to = useLocalePath();
  return (
    <Alert color="yellow" data-testid="billing-customer-missing">
      {t('billing.invoices.needCustomer')}{' '}
      <Button component={Link} to={to('/account/informations')} size="xs" variant="light" ml="sm">
        {t('billing.invoices.fillCustomer')}
      </Button>
    </Alert>
  );
}
