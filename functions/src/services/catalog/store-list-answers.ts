import type { StoreProductSummary } from '@cellar/shared/catalog/product-view';
import type { Lang } from '@cellar/shared/i18n/lang';
import { applyListQuery, type ListQuery } from '@cellar/shared/list-query';
import type { SiteId } from '../../data/site-id.ts';
import { mediaRepository } from '../../repositories/media-repository.ts';
import type { StoreListProjection, StoreListRow } from '../../repositories/store-list-repository.ts';
import { nomenclatureService } from './nomenclature-service.ts';
import { storeListProjection } from './store-list-projection.ts';
import { overlayProductRows, translationsTtlMs } from './catalogue-texts.ts';
import { named, priced, shopDiscounts, type Names, type ShopDiscounts } from './store-shaping.ts';

type Answer = { products: StoreProductSummary[]; total: number };

/** An answer as shaped, and what it was shaped with: it serves while these are the same objects. */
interface Held {
  projection: StoreListProjection;
  names: Names;
  discounts: ShopDiscounts['discounts'];
  today: string;
  answer: Answer;
  /** The answer in its language, and when its translations were read (`translationsTtlMs`). */
  translated: Answer;
  translatedAt: number;
}

/** Answers kept per container (site, language, query): a few hundred lists of at most 100 products. */
const maxHeld = 256;
const held = new Map<string, Held>();

function summary(row: StoreListRow, names: Names, lang: Lang, shop: ShopDiscounts): StoreProductSummary {
  return {
    id: row.id,
    productType: row.productType,
    name: row.name,
    ...priced(row.price, row, shop),
    priceFrom: row.priceFrom,
    image: row.image ? { url: mediaRepository.url(row.image.key) ?? '', alt: row.image.alt } : null,
    kind: named(names, row.kind, lang),
    year: row.year,
    isVintage: row.isVintage,
    inStock: row.inStock,
  };
}

function shape(projection: StoreListProjection, query: ListQuery, lang: Lang, names: Names, shop: ShopDiscounts) {
  const kindFilter = query.filters.find((f) => f.field === 'kind');
  const kinds = kindFilter ? new Set(kindFilter.value.split(',').map((k) => Number(k.trim()))) : null;
  const rows = projection.rows.flatMap((row) =>
    kinds && (row.kind === null || !kinds.has(row.kind))
      ? []
      : [{ ...summary(row, names, lang, shop), type: row.productType, order: row.order }],
  );
  const ordered = query.orderBy ? rows : rows.sort((a, b) => a.order - b.order || a.id - b.id);
  const { items, total } = applyListQuery(ordered, {
    ...query,
    filters: query.filters.filter((f) => f.field !== 'kind'),
  });
  return { products: items.map(({ type: _type, order: _order, ...row }) => row), total };
}

/**
 * The storefront's list answers (docs/catalogue-cache.md): shaped from the projection of the site's catalogue
 * version with the language's names and the day's discounts, and kept in this container until one of them changes;
 * their products' translations are laid over them and kept `translationsTtlMs` at most.
 */
export const storeListAnswers = {
  async answer(site: SiteId, query: ListQuery, lang: Lang, contentLang: string = lang): Promise<Answer> {
    const [projection, names, shop] = await Promise.all([
      storeListProjection(site),
      nomenclatureService.entries(),
      shopDiscounts(site),
    ]);
    const key = `${site}|${lang}|${contentLang}|${JSON.stringify(query)}`;
    const found = held.get(key);
    const now = Date.now();
    const kept =
      found &&
      found.projection === projection &&
      found.names === names &&
      found.discounts === shop.discounts &&
      found.today === shop.today;
    if (kept && now - found.translatedAt < translationsTtlMs) return found.translated;
    // Filters and sorts read the sources: the rows' texts are translated once shaped.
    const answer = kept ? found.answer : shape(projection, query, lang, names, shop);
    const products = await overlayProductRows(site, contentLang, answer.products);
    const translated = products.every((row, i) => row === answer.products[i]) ? answer : { ...answer, products };
    held.delete(key);
    held.set(key, {
      projection,
      names,
      discounts: shop.discounts,
      today: shop.today,
      answer,
      translated,
      translatedAt: now,
    });
    // The oldest entry goes first (a Map keeps insertion order).
    if (held.size > maxHeld) held.delete(held.keys().next().value!);
    return translated;
  },

  forget(): void {
    held.clear();
  },
};
