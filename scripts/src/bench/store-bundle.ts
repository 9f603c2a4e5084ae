import { storeBuild } from '../local/site-build.ts';
import { benchSiteBundle } from './site-bundle.ts';

/**
 * `npm run bench -- store [--no-build]`: the storefront's first-screen JavaScript (what index.html
 * loads; goal ≤ 115 KB gzipped, docs/decisions.md "Storefront libraries, for size"), then with what
 * each kind of home screen also needs once `GET /page` said which — the product list's chunk (a shop without a home
 * page), or a home page's renderers (the page chunk: its layouts, blocks and wording; the
 * components a page holds come in chunks of their own) — and the whole build.
 */
export const benchStoreBundle = (args: string[] = []) =>
  benchSiteBundle(
    storeBuild,
    {
      label: 'store initial JS',
      goalKb: 115,
      firstScreens: [
        { label: 'the product list (home without a home page)', chunks: /product-list-route-[^/\\]*\.js$/ },
        { label: 'a home page (its layouts and blocks)', chunks: /page-route-[^/\\]*\.js$/ },
      ],
    },
    args,
  );
