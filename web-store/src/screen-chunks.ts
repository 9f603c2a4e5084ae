import { stripContentLang } from '@cellar/shared/i18n/content-lang';

// The chunks of the shop's two main screens, named once: app.tsx draws them (lazy), boot.ts fetches the one the
// address shows at once. No React here: boot.ts runs before React's own chunk has arrived.
export const loadProductList = () => import('./features/products/routes/product-list-route.tsx');
export const loadProductDetail = () => import('./features/products/routes/product-detail-route.tsx');

/**
 * The chunk of the shop's screen at `pathname` (the product list, a product), fetched at once, beside the site's own
 * calls, rather than once they have answered and the screen is drawn: one wait less before the first paint of the
 * screen's content (docs/first-paint.md). Other addresses wait for their screen as before.
 */
export function preloadScreen(pathname: string): void {
  const path = stripContentLang(pathname);
  if (path === '/products') void loadProductList();
  else if (/^\/product\/[1-9]\d*$/.test(path)) void loadProductDetail();
}
