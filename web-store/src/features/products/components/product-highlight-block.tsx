import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ComponentConfig } from '@cellar/shared/pages/components';
import { PageLoader } from '../../../components/page-loader.tsx';
import { Price } from '../../../components/price.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { errorStatus } from '../../../lib/api/errors.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { productQuery } from '../api/product-queries.ts';
import '../../../i18n/pages-catalogue.ts';

/**
 * The 'product-highlight' component: one wine put forward, with its first picture, its name, its price, its
 * description (`showDescription`) and a button to its page (`buttonLabel`, else "Discover this wine"). No wine chosen,
 * or one no longer sold: nothing.
 */
export function ProductHighlightBlock({ config }: { config: Partial<ComponentConfig<'product-highlight'>> }) {
  const t = useT();
  const to = useLocalePath();
  const id = config.idProduct ?? null;
  const product = useQuery({ ...productQuery(useStoreApi(), id ?? 0), enabled: id !== null });
  if (id === null || errorStatus(product.error) === 404) return null;
  if (product.isError) return <p className="muted">{t('pages.highlight.error')}</p>;
  if (product.isPending) return <PageLoader />;
  const { name, images, description } = product.data;
  const image = images[0];
  return (
    <article className="product-highlight" data-testid="product-highlight">
      {image && <img src={image.url} alt={image.alt || name} loading="lazy" decoding="async" />}
      <div className="product-highlight-body">
        <h2>{name}</h2>
        <Price value={product.data} />
        {config.showDescription !== false && description && <p className="product-highlight-text">{description}</p>}
        <Link className="button" to={to(`/product/${id}`)}>
          {config.buttonLabel || t('pages.highlight.see')}
        </Link>
      </div>
    </article>
  );
}
