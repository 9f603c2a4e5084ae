import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { pathLangPrefix, unprefixedContentLang } from '@cellar/shared/i18n/content-lang';
import { ELabelLayout } from './components/layout/e-label-layout.tsx';
import { StoreLayout } from './components/layout/store-layout.tsx';
import { NotFoundScreen } from './components/not-found-screen.tsx';
import { PageLoader } from './components/page-loader.tsx';
import { ComponentRegistryContext, type ComponentRegistry } from './features/pages/component-registry.ts';
import { HomeRoute } from './features/pages/routes/home-route.tsx';
import { CartProvider } from './lib/cart/cart-context.tsx';
import { StoreLangProvider } from './lib/i18n/store-lang-provider.tsx';
import { PrerenderedContext, type Prerendered } from './lib/prerender/prerendered-context.ts';
import { createQueryClient } from './lib/query/query-client.ts';
import { SiteGate } from './lib/site/site-gate.tsx';
import { loadProductDetail, loadProductList } from './screen-chunks.ts';

// Each screen is its own chunk, loaded when first shown: the first screen stays small on a phone
// (docs/decisions.md "Storefront libraries, for size").
const ProductListRoute = lazy(() => loadProductList().then((m) => ({ default: m.ProductListRoute })));
const ProductDetailRoute = lazy(() => loadProductDetail().then((m) => ({ default: m.ProductDetailRoute })));
const ELabelRoute = lazy(() =>
  import('./features/e-label/routes/e-label-route.tsx').then((m) => ({ default: m.ELabelRoute })),
);
const CartRoute = lazy(() => import('./features/cart/routes/cart-route.tsx').then((m) => ({ default: m.CartRoute })));
const CheckoutRoute = lazy(() =>
  import('./features/checkout/routes/checkout-route.tsx').then((m) => ({ default: m.CheckoutRoute })),
);
const ConfirmationRoute = lazy(() =>
  import('./features/checkout/routes/confirmation-route.tsx').then((m) => ({ default: m.ConfirmationRoute })),
);
const SignInRoute = lazy(() =>
  import('./features/account/routes/sign-in-route.tsx').then((m) => ({ default: m.SignInRoute })),
);
const RegisterRoute = lazy(() =>
  import('./features/account/routes/register-route.tsx').then((m) => ({ default: m.RegisterRoute })),
);
const ProfileRoute = lazy(() =>
  import('./features/account/routes/profile-route.tsx').then((m) => ({ default: m.ProfileRoute })),
);
const PasswordForgetRoute = lazy(() =>
  import('./features/account/routes/password-forget-route.tsx').then((m) => ({ default: m.PasswordForgetRoute })),
);
const PasswordResetRoute = lazy(() =>
  import('./features/account/routes/password-reset-route.tsx').then((m) => ({ default: m.PasswordResetRoute })),
);
const OrderListRoute = lazy(() =>
  import('./features/orders/routes/order-list-route.tsx').then((m) => ({ default: m.OrderListRoute })),
);
const SalesConditionsRoute = lazy(() =>
  import('./features/legal/routes/legal-routes.tsx').then((m) => ({ default: m.SalesConditionsRoute })),
);
const LegalNoticeRoute = lazy(() =>
  import('./features/legal/routes/legal-routes.tsx').then((m) => ({ default: m.LegalNoticeRoute })),
);
const OrderDetailRoute = lazy(() =>
  import('./features/orders/routes/order-detail-route.tsx').then((m) => ({ default: m.OrderDetailRoute })),
);
const PageRoute = lazy(() => import('./features/pages/routes/page-route.tsx').then((m) => ({ default: m.PageRoute })));
const PreviewRoute = lazy(() =>
  import('./features/pages/routes/preview-route.tsx').then((m) => ({ default: m.PreviewRoute })),
);
const NewsListRoute = lazy(() =>
  import('./features/news/routes/news-list-route.tsx').then((m) => ({ default: m.NewsListRoute })),
);
const NewsRoute = lazy(() => import('./features/news/routes/news-route.tsx').then((m) => ({ default: m.NewsRoute })));
const BlogFolderRoute = lazy(() =>
  import('./features/blog/routes/blog-folder-route.tsx').then((m) => ({ default: m.BlogFolderRoute })),
);
const BlogArticleRoute = lazy(() =>
  import('./features/blog/routes/blog-article-route.tsx').then((m) => ({ default: m.BlogArticleRoute })),
);
const AlbumRoute = lazy(() =>
  import('./features/albums/routes/album-route.tsx').then((m) => ({ default: m.AlbumRoute })),
);
const FormRoute = lazy(() => import('./features/forms/routes/form-route.tsx').then((m) => ({ default: m.FormRoute })));
// The home's promoted news banner: its own small chunk, after the home's first paint.
const HomeCards = lazy(() =>
  import('./features/home-cards/components/home-cards.tsx').then((m) => ({ default: m.HomeCards })),
);
const PromotedNewsBanner = lazy(() =>
  import('./features/news/components/promoted-news-banner.tsx').then((m) => ({ default: m.PromotedNewsBanner })),
);
const ServicesRoute = lazy(() =>
  import('./features/services/routes/services-route.tsx').then((m) => ({ default: m.ServicesRoute })),
);

/**
 * The renderers of the components a page may hold, each its own chunk, from the feature that owns its data
 * (features/pages/component-registry.ts): a page's screen loads only those it shows.
 */
const componentRegistry: ComponentRegistry = {
  'product-list': lazy(() =>
    import('./features/products/components/product-list-block.tsx').then((m) => ({ default: m.ProductListBlock })),
  ),
  'product-highlight': lazy(() =>
    import('./features/products/components/product-highlight-block.tsx').then((m) => ({
      default: m.ProductHighlightBlock,
    })),
  ),
  'click-and-collect-places': lazy(() =>
    import('./features/checkout/components/pickup-places-block.tsx').then((m) => ({ default: m.PickupPlacesBlock })),
  ),
  'news-list': lazy(() =>
    import('./features/pages/blocks/news-list-block.tsx').then((m) => ({ default: m.NewsListBlock })),
  ),
  'contact-form': lazy(() =>
    import('./features/pages/blocks/contact-block.tsx').then((m) => ({ default: m.ContactBlock })),
  ),
  'image-gallery': lazy(() =>
    import('./features/pages/blocks/image-gallery-block.tsx').then((m) => ({ default: m.ImageGalleryBlock })),
  ),
  'call-to-action': lazy(() =>
    import('./features/pages/blocks/call-to-action-block.tsx').then((m) => ({ default: m.CallToActionBlock })),
  ),
  'youtube-video': lazy(() =>
    import('./features/pages/blocks/youtube-video-block.tsx').then((m) => ({ default: m.YoutubeVideoBlock })),
  ),
  'element-list': lazy(() =>
    import('./features/pages/blocks/element-list-block.tsx').then((m) => ({ default: m.ElementListBlock })),
  ),
};

// The home screen's chunks come once `GET /page` says what it is (features/pages/routes/home-route.tsx): fetching the
// product list's at once would load it for every shop with a home page too, past the first screen's budget.

/**
 * The screens of one content language, paths relative to its prefix (none in French, `/de_DE` in German), the
 * interface in French or English (content-lang.ts `interfaceLangOf`).
 */
function StoreRoot({ contentLang }: { contentLang: string }) {
  return (
    <StoreLangProvider contentLang={contentLang}>
      <SiteGate>
        <CartProvider>
          <ComponentRegistryContext.Provider value={componentRegistry}>
            <Routes>
              <Route element={<StoreLayout />}>
                <Route
                  index
                  element={
                    <>
                      <HomeRoute fallback={<ProductListRoute />} />
                      {/*
                       * Below the home's content, each in its own chunk and boundary: they never delay the first
                       * paint, and arriving later they push nothing the visitor already sees (above them, the page
                       * moved by 0.44 of the screen: Lighthouse's CLS).
                       */}
                      <Suspense fallback={null}>
                        <PromotedNewsBanner />
                      </Suspense>
                      <Suspense fallback={null}>
                        <HomeCards />
                      </Suspense>
                    </>
                  }
                />
                <Route path="products" element={<ProductListRoute />} />
                <Route path="product/:id" element={<ProductDetailRoute />} />
                <Route path="cart" element={<CartRoute />} />
                <Route path="checkout" element={<CheckoutRoute />} />
                <Route path="checkout/confirmation" element={<ConfirmationRoute />} />
                <Route path="account" element={<ProfileRoute />} />
                <Route path="account/login" element={<SignInRoute />} />
                <Route path="account/register" element={<RegisterRoute />} />
                <Route path="account/orders" element={<OrderListRoute />} />
                <Route path="account/orders/:id" element={<OrderDetailRoute />} />
                <Route path="password/forget" element={<PasswordForgetRoute />} />
                <Route path="password/reset/:token" element={<PasswordResetRoute />} />
                <Route path="conditions" element={<SalesConditionsRoute />} />
                <Route path="legal-notice" element={<LegalNoticeRoute />} />
                <Route path="news" element={<NewsListRoute />} />
                <Route path="news/:id" element={<NewsRoute />} />
                <Route path="blog" element={<BlogFolderRoute />} />
                <Route path="blog/folder/:id" element={<BlogFolderRoute />} />
                <Route path="blog/:url" element={<BlogArticleRoute />} />
                <Route path="album/:id" element={<AlbumRoute />} />
                <Route path="forms/:id" element={<FormRoute />} />
                <Route path="services" element={<ServicesRoute />} />
                {/* The site's pages, after the shop's own screens (a page may not take their paths). */}
                <Route path=":slug" element={<PageRoute />} />
                <Route path="*" element={<NotFoundScreen />} />
              </Route>
              <Route element={<ELabelLayout />}>
                <Route path="e-label/:idVintage" element={<ELabelRoute />} />
              </Route>
              {/* The editor's live preview: its own frame, no menu, no footer. */}
              <Route
                path="preview/page"
                element={
                  <Suspense fallback={<PageLoader />}>
                    <PreviewRoute />
                  </Suspense>
                }
              />
            </Routes>
          </ComponentRegistryContext.Provider>
        </CartProvider>
      </SiteGate>
    </StoreLangProvider>
  );
}

/**
 * French with no prefix, any other language under its code (`/en_US`, `/de_DE`: the admin's rule, spec 1 §2, for
 * every language of the site). A code the site does not show is read in its default language (the API's fallback).
 */
export function StoreRoutes() {
  const prefix = pathLangPrefix(useLocation().pathname);
  return (
    <Routes>
      {prefix !== null && <Route path={`/${prefix}/*`} element={<StoreRoot contentLang={prefix} />} />}
      <Route path="/*" element={<StoreRoot contentLang={unprefixedContentLang} />} />
    </Routes>
  );
}

/**
 * The storefront. The prerender (entry-server.tsx) draws the same tree with a router of its own address, and the
 * document's facts (`prerendered`) the browser then hydrates with (start-store.tsx).
 */
export function App({
  queryClient,
  prerendered = null,
  Router = BrowserRouter,
}: {
  queryClient?: QueryClient;
  prerendered?: Prerendered | null;
  Router?: ComponentType<{ children?: ReactNode }>;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <PrerenderedContext.Provider value={prerendered}>
        <Router>
          <StoreRoutes />
        </Router>
      </PrerenderedContext.Provider>
    </QueryClientProvider>
  );
}
