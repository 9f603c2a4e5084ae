import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ComponentConfig } from '@cellar/shared/pages/components';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { apiQuery } from '../../../lib/api/store-api.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { useSiteIdentity } from '../../../lib/site/use-site-name.ts';
import '../../../i18n/pages-catalogue.ts';
import { ContactMessageForm } from './contact-message-form.tsx';

// A site's form comes in its own chunk (its logic is not in every page's).
const PublicForm = lazy(() =>
  import('../../../components/site-form/public-form.tsx').then((m) => ({ default: m.PublicForm })),
);

/**
 * The 'contact-form' component: the shop's name and the address of its head office (its legal info, `GET /conditions`),
 * and the form the admin chose (`idForm`, a form of the site) — without one, the contact form (`POST /message`).
 */
export function ContactBlock({ config }: { config: Partial<ComponentConfig<'contact-form'>> }) {
  const t = useT();
  const { name } = useSiteIdentity();
  const conditions = useQuery({ ...apiQuery(useStoreApi(), 'conditions'), staleTime: 5 * 60_000 });
  const address = conditions.data?.legal.headOffice;
  return (
    <div className="pg-contact" data-testid="contact-details">
      {config.title && <h2>{config.title}</h2>}
      <p>
        <strong>{name}</strong>
      </p>
      {address && (
        <p>
          <span className="muted">{t('pages.contact.address')} </span>
          <span>{address}</span>
        </p>
      )}
      {config.idForm ? (
        <Suspense fallback={null}>
          <PublicForm idForm={config.idForm} />
        </Suspense>
      ) : (
        <ContactMessageForm />
      )}
    </div>
  );
}
