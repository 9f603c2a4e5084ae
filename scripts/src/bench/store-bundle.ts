import { storeBuild } from '../local/site-build.ts';
import { benchSiteBundle } from './site-bundle.ts';

/**
 * `npm run bench -- store [--no-build]`: the storefront's first-screen JavaScript (what index.html
 * loads; goal ≤ 115 KB gzipped, docs/decisions.md "Storefront libraries, for size"), then with the
 * product list's chunk the home screen also needs, and the whole build.
 */
export const benchStoreBundle = (args: string[] = []) =>
  benchSiteBundle(
    storeBuild,
    { label: 'store initial JS', goalKb: 115, firstScreenChunks: /product-list-route-[^/\\]*\.js$/ },
    args,
  );
