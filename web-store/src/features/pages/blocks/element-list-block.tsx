import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ElementField, ElementImage, ElementItemView, ElementValueView } from '@cellar/shared/content/element';
import type { ComponentConfig } from '@cellar/shared/pages/components';
import type { Lang } from '@cellar/shared/i18n/lang';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { apiQuery } from '../../../lib/api/store-api.ts';
import { formatNumber, formatPercent, formatPrice } from '../../../lib/format.ts';
import { bcp47, useLang } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import '../../../i18n/pages-catalogue.ts';

const sizes = '(min-width: 960px) 33vw, 100vw';
const isImage = (value: unknown): value is ElementImage =>
  typeof value === 'object' && value !== null && 'url' in value && 'srcset' in value;

/** One value as a visitor sees it, by its field's type; null when there is nothing to show. */
function shown(field: ElementField, value: ElementValueView | undefined, lang: Lang, t: ReturnType<typeof useT>) {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
    return null;
  switch (field.type) {
    case 'IMAGE':
      return isImage(value) ? <ResponsiveImage image={value} sizes={sizes} /> : null;
    case 'IMAGES':
      return (
        <div className="pg-element-images">
          {(value as ElementImage[]).map((image) => (
            <ResponsiveImage key={image.id} image={image} sizes={sizes} />
          ))}
        </div>
      );
    case 'IMAGE_PAIR':
      return (
        <div className="pg-element-images">
          {(value as Array<{ id: string; before: ElementImage; after: ElementImage }>).map((pair) => (
            <figure key={pair.id} className="pg-element-pair">
              <ResponsiveImage image={pair.before} sizes={sizes} alt={t('pages.elements.before')} />
              <ResponsiveImage image={pair.after} sizes={sizes} alt={t('pages.elements.after')} />
            </figure>
          ))}
        </div>
      );
    case 'PRICE':
      return formatPrice(lang, Number(value));
    case 'PERCENT':
      return formatPercent(lang, Number(value));
    case 'NUMBER':
      return formatNumber(lang, Number(value));
    case 'BOOLEAN':
      return value ? t('pages.elements.yes') : t('pages.elements.no');
    case 'DATE':
      return new Date(`${String(value)}T00:00:00`).toLocaleDateString(bcp47(lang), { dateStyle: 'long' });
    case 'DATETIME':
      return new Date(String(value)).toLocaleString(bcp47(lang), { dateStyle: 'long', timeStyle: 'short' });
    case 'COLOR':
      return (
        <span className="pg-element-swatch" style={{ background: String(value) }} title={String(value)}>
          <span className="visually-hidden">{String(value)}</span>
        </span>
      );
    case 'TAGS':
    case 'SELECT':
      return Array.isArray(value) ? (value as string[]).join(', ') : String(value);
    case 'FILES':
      return (
        <ul>
          {(value as Array<{ id: number; name: string; downloadPath: string }>).map((file) => (
            <li key={file.id}>
              <a href={file.downloadPath}>{file.name}</a>
            </li>
          ))}
        </ul>
      );
    case 'ADDRESS': {
      const a = value as { line1: string; line2: string; postalCode: string; city: string };
      return (
        <address>
          {a.line1}
          {a.line2 && <br />}
          {a.line2}
          <br />
          {a.postalCode} {a.city}
        </address>
      );
    }
    case 'JSON':
      return null;
    default:
      return String(value);
  }
}

/** An item: its first text as its title, then its other fields (those with a value), each under its label. */
function ElementItem({ fields, item }: { fields: ElementField[]; item: ElementItemView }) {
  const t = useT();
  const lang = useLang();
  const titleField = fields.find((field) => field.type === 'VARCHAR');
  const parts: Array<[ElementField, ReactNode]> = [];
  for (const field of fields) {
    if (field === titleField) continue;
    const node = shown(field, item.values[field.key], lang, t);
    if (node !== null) parts.push([field, node]);
  }
  return (
    <li className="pg-element" data-testid="element-item">
      {titleField && <h3>{String(item.values[titleField.key] ?? '')}</h3>}
      {parts.map(([field, node]) =>
        ['IMAGE', 'IMAGES', 'IMAGE_PAIR', 'TEXT'].includes(field.type) ? (
          <div key={field.key} className={`pg-element-${field.type.toLowerCase()}`}>
            {node}
          </div>
        ) : (
          <p key={field.key}>
            <span className="muted">{field.title || field.key} : </span>
            {node}
          </p>
        ),
      )}
    </li>
  );
}

/**
 * The 'element-list' component: the valid items of one of the site's elements (`GET /element/{route}`), `nbItem` of
 * them, as cards or a list; each field shown by its type (responsive images, prices and dates in the visitor's
 * language, colour swatches). A failed read says so: never an empty list that would claim there is nothing.
 */
export function ElementListBlock({ config }: { config: Partial<ComponentConfig<'element-list'>> }) {
  const t = useT();
  const route = config.route ?? '';
  const read = useQuery({
    ...apiQuery(useStoreApi(), 'element', {
      params: { idOrRoute: route },
      query: { page: 1, nbItem: config.nbItem ?? 6 },
    }),
    enabled: route !== '',
  });
  if (route === '') return null;
  if (read.isPending) return <PageLoader />;
  if (read.isError)
    return (
      <p className="pg-notice" role="status" data-testid="elements-unavailable">
        {t('pages.elements.unavailable')}
      </p>
    );
  const { element, items } = read.data;
  if (items.length === 0) return <p className="muted">{t('pages.elements.empty')}</p>;
  return (
    <ul className={`pg-elements pg-elements-${config.layout ?? 'cards'}`} data-testid="element-list">
      {items.map((item) => (
        <ElementItem key={item.id} fields={element.fields} item={item} />
      ))}
    </ul>
  );
}
