import { useNavigate } from 'react-router';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { BillingCustomerForm } from '../components/billing-customer-form.tsx';

/** `/account/informations` (spec 1 §2): the site's billing information. */
export function AccountInformationsRoute() {
  return <BillingCustomerForm />;
}

/** `/subscription/customerForm` (spec 1 §2): the same form, reached from the subscription, which it returns to. */
export function SubscriptionCustomerFormRoute() {
  const to = useLocalePath();
  const navigate = useNavigate();
  return <BillingCustomerForm backTo={to('/subscription')} onSaved={() => void navigate(to('/subscription'))} />;
}
