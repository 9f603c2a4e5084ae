import { useMemo, useState } from 'react';
import type { ComponentConfig } from '@cellar/shared/pages/components';
import { productsPerPage, type ListState } from '../api/product-queries.ts';
import { ProductList } from './product-list.tsx';

/**
 * The 'product-list' component of a page: the shop's list with its filters (`showFilters`), kept to some kinds
 * (`kinds`), sorted by name or price (`orderBy`), `nbItem` a page. Its choices are its own (a page may hold more than
 * one list), not the address's.
 */
export function ProductListBlock({ config }: { config: Partial<ComponentConfig<'product-list'>> }) {
  const { showFilters = true, kinds = [], orderBy = 'name', nbItem = productsPerPage } = config;
  const [state, setState] = useState<ListState>({ page: 1, search: '', kinds: [], sort: orderBy });
  const scope = useMemo(() => ({ pageSize: nbItem, kinds }), [nbItem, kinds]);
  return <ProductList state={state} onChange={setState} scope={scope} showFilters={showFilters} />;
}
