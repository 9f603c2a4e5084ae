import { SiteForm } from '../components/site-form.tsx';

/** `/superAdmin/site/add`. */
export function SiteAddRoute() {
  return <SiteForm />;
}
