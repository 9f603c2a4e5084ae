import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StoreDeclination, StoreProductDetail } from '@cellar/shared/catalog/product-view';
import { formatCapacity, formatNumber } from '../../../lib/format.ts';
import { useLang, useLocalePath } from '../../../lib/i18n/lang.ts';
import { useT, type TKey } from '../../../lib/i18n/translate.ts';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="product-section" data-testid={testId}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function NameList({ items }: { items: ReadonlyArray<{ id: number; name: string }> }) {
  return (
    <ul className="tags">
      {items.map((item) => (
        <li key={item.id}>{item.name}</li>
      ))}
    </ul>
  );
}

/** Kind, style, bottle, alcohol, serving, keeping, reference: what is known of them. */
export function ProductDetailsList({
  product,
  declination,
}: {
  product: StoreProductDetail;
  declination: StoreDeclination | undefined;
}) {
  const t = useT();
  const lang = useLang();
  const rows: Array<[TKey, string | null]> = [
    ['product.kind', product.kind?.name ?? null],
    ['product.winetype', product.winetype],
    ['product.capacity', declination ? formatCapacity(lang, declination.capacity, declination.capacityUnit) : null],
    [
      'product.alcohol',
      declination?.alcoholLevel != null
        ? t('product.alcoholValue', { value: formatNumber(lang, declination.alcoholLevel, 1) })
        : null,
    ],
    ['product.temperature', product.temperature],
    ['product.keeping', product.keepingYears != null ? t.plural('product.keepingYears', product.keepingYears) : null],
    ['product.reference', product.reference],
  ];
  const known = rows.filter((row): row is [TKey, string] => row[1] !== null && row[1] !== '');
  if (known.length === 0) return null;
  return (
    <Section title={t('product.details')}>
      <dl className="facts">
        {known.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/** Grapes with their share, taste, food pairing, labels, features, awards, a box's contents. */
export function ProductFacts({ product }: { product: StoreProductDetail }) {
  const t = useT();
  const lang = useLang();
  const to = useLocalePath();
  return (
    <>
      {product.grapes.length > 0 && (
        <Section title={t('product.grapes')} testId="grapes">
          <ul className="grapes">
            {product.grapes.map((grape) => (
              <li key={grape.id}>
                {t('product.grapePercent', { name: grape.name, percent: formatNumber(lang, grape.percent, 1) })}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {product.taste.length > 0 && (
        <Section title={t('product.taste')}>
          <NameList items={product.taste} />
        </Section>
      )}
      {product.meal.length > 0 && (
        <Section title={t('product.meal')}>
          <NameList items={product.meal} />
        </Section>
      )}
      {product.label.length > 0 && (
        <Section title={t('product.label')}>
          <NameList items={product.label} />
        </Section>
      )}
      {product.features.length > 0 && (
        <Section title={t('product.features')}>
          <dl className="facts">
            {product.features.map((feature, index) => (
              <div key={`${feature.type.id}-${index}`}>
                <dt>{feature.type.name}</dt>
                <dd>{feature.value}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}
      {product.products.length > 0 && (
        <Section title={t('product.boxContents')} testId="box-contents">
          <ul className="box-contents">
            {product.products.map((item) => (
              <li key={item.id}>
                <Link to={to(`/product/${item.id}`)}>
                  {t('product.boxLine', { quantity: item.quantity, name: item.name })}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {product.awards.length > 0 && (
        <Section title={t('product.awards')} testId="awards">
          <ul className="awards">
            {product.awards.map((award) => (
              <li key={award.id} className="award">
                {award.image && (
                  <img
                    src={award.image.url}
                    alt={award.image.alt || award.title}
                    loading="lazy"
                    width={64}
                    height={64}
                  />
                )}
                <div>
                  <p className="award-title">{t('product.award', { title: award.title, year: award.year })}</p>
                  <p className="muted small">{award.type.name}</p>
                  {award.description && <p className="small">{award.description}</p>}
                </div>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
