import { startTransition, useEffect, useId, useOptimistic, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { useT, type TKey } from '../../../lib/i18n/translate.ts';
import { kindsQuery, sortOrders, type ListState, type SortOrder } from '../api/product-queries.ts';

const sortLabels: Record<SortOrder, TKey> = {
  '': 'products.sortDefault',
  price: 'products.sortPriceAsc',
  'price:desc': 'products.sortPriceDesc',
  name: 'products.sortName',
};

/**
 * Name search (sent on submit), kinds as checkboxes (only `kinds` when some are given), sort order; each change goes
 * back to page 1.
 */
export function ProductFilters({
  state,
  onChange,
  kinds: allowed = [],
}: {
  state: ListState;
  onChange: (next: ListState) => void;
  kinds?: readonly number[];
}) {
  const t = useT();
  const kinds = useQuery(kindsQuery(useStoreApi()));
  const offered = kinds.data?.items.filter((kind) => allowed.length === 0 || allowed.includes(kind.id)) ?? [];
  const [search, setSearch] = useState(state.search);
  useEffect(() => setSearch(state.search), [state.search]);
  const searchId = useId();
  const sortId = useId();
  const change = (patch: Partial<ListState>) => onChange({ ...state, ...patch, page: 1 });
  // The address changes in a transition (the router's): the ticked kinds show at once, not when the
  // new list has rendered (on a slow phone the box stayed unticked for a moment).
  const [shownKinds, showKinds] = useOptimistic(state.kinds);
  const toggleKind = (id: number, checked: boolean) => {
    const kinds = checked ? [...state.kinds, id].sort((a, b) => a - b) : state.kinds.filter((k) => k !== id);
    startTransition(() => {
      showKinds(kinds);
      change({ kinds });
    });
  };
  const hasFilters = state.search !== '' || state.kinds.length > 0;

  return (
    <aside className="filters">
      <form
        role="search"
        className="search-form"
        onSubmit={(event) => {
          event.preventDefault();
          change({ search: search.trim() });
        }}
      >
        <label htmlFor={searchId}>{t('products.search')}</label>
        <div className="search-row">
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            maxLength={200}
          />
          <button type="submit" className="button">
            {t('products.searchSubmit')}
          </button>
        </div>
      </form>
      {offered.length > 0 && (
        <fieldset className="kind-filter">
          <legend>{t('products.kinds')}</legend>
          {offered.map((kind) => (
            <label key={kind.id} className="checkbox">
              <input
                type="checkbox"
                checked={shownKinds.includes(kind.id)}
                onChange={(event) => toggleKind(kind.id, event.target.checked)}
              />
              {kind.name}
            </label>
          ))}
        </fieldset>
      )}
      <div className="sort">
        <label htmlFor={sortId}>{t('products.sort')}</label>
        <select id={sortId} value={state.sort} onChange={(event) => change({ sort: event.target.value as SortOrder })}>
          {sortOrders.map((order) => (
            <option key={order} value={order}>
              {t(sortLabels[order])}
            </option>
          ))}
        </select>
      </div>
      {hasFilters && (
        <button type="button" className="link-button" onClick={() => change({ search: '', kinds: [] })}>
          {t('products.clearFilters')}
        </button>
      )}
    </aside>
  );
}
