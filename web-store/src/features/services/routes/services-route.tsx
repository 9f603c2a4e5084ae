import '../services.css';
import '../../../i18n/pages-catalogue.ts';
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { priceOnRequest, type ServiceView } from '@cellar/shared/content/service';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { LoadError, StatusMessage } from '../../../components/status-message.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { useDocumentHead } from '../../../lib/head/use-document-head.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { useSiteIdentity } from '../../../lib/site/use-site-name.ts';
import { servicesPageSize, servicesQuery } from '../api/service-queries.ts';

/** One service: its first image, title, price (or "Price on request" for -1), description and tags. */
function ServiceCard({ service }: { service: ServiceView }) {
  const t = useT();
  const lang = useLang();
  const image = service.images[0];
  return (
    <article className="service-card" data-testid={`service-${service.id}`}>
      {image && <ResponsiveImage image={image} sizes="(min-width: 52rem) 22rem, 100vw" className="service-image" />}
      <h2>{service.title}</h2>
      <p className="service-price" data-testid={`service-price-${service.id}`}>
        {service.price === priceOnRequest ? t('pages.services.onRequest') : formatPrice(lang, service.price)}
      </p>
      <p>{service.metaDescription}</p>
      {service.tags.length > 0 && (
        <ul className="service-tags" aria-label={t('pages.services.tags')}>
          {service.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** `/services`: the site's valid services in their order (spec 1 §3 "Service"), 50 at a time. */
export function ServicesRoute() {
  const t = useT();
  const { name } = useSiteIdentity();
  const [count, setCount] = useState(servicesPageSize);
  const services = useQuery({ ...servicesQuery(useStoreApi(), count), placeholderData: keepPreviousData });
  const title = t('pages.services.title');
  useDocumentHead({ title: name ? `${title} — ${name}` : title, description: null, path: '/services' });
  return (
    <div className="services-screen">
      <h1>{title}</h1>
      {services.isPending ? (
        <PageLoader />
      ) : services.isError ? (
        <LoadError message={t('pages.services.error')} error={services.error} onRetry={() => void services.refetch()} />
      ) : services.data.list.length === 0 ? (
        <StatusMessage>{t('pages.services.empty')}</StatusMessage>
      ) : (
        <>
          <div className="service-list" data-testid="service-list">
            {services.data.list.map((service) => (
              <ServiceCard key={service.id} service={service} />
            ))}
          </div>
          {services.data.total > services.data.list.length && (
            <button type="button" className="button" onClick={() => setCount(count + servicesPageSize)}>
              {t('pages.services.more')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
