import { Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { Lang } from '@cellar/shared/i18n/lang';
import { LangContext } from './lib/i18n/lang.ts';
import { RequireStaff } from './lib/session/require-staff.tsx';
import { SiteRightGate } from './lib/session/site-right-gate.tsx';
import { TwoSitesWatcher, UnauthorizedRedirect } from './lib/session/session-watchers.tsx';
import { lazyScreen } from './components/lazy-screen.ts';
import { ErrorBoundary } from './components/error-boundary.tsx';
import { ErrorScreen } from './components/error-screen.tsx';
import { PageLoader } from './components/page-loader.tsx';

// Route-level code splitting: layouts and screens load on demand.
const PublicLayout = lazyScreen(() =>
  import('./components/layout/public-layout.tsx').then((m) => ({ default: m.PublicLayout })),
);
const AdminLayout = lazyScreen(() =>
  import('./components/layout/admin-layout.tsx').then((m) => ({ default: m.AdminLayout })),
);
const SuperAdminLayout = lazyScreen(() =>
  import('./components/layout/super-admin-layout.tsx').then((m) => ({ default: m.SuperAdminLayout })),
);
const EditorLayout = lazyScreen(() =>
  import('./components/layout/editor-layout.tsx').then((m) => ({ default: m.EditorLayout })),
);
const PageLayout = lazyScreen(() =>
  import('./components/layout/page-layout.tsx').then((m) => ({ default: m.PageLayout })),
);
const PageEditorRoute = lazyScreen(() =>
  import('./features/pages/routes/page-editor-route.tsx').then((m) => ({ default: m.PageEditorRoute })),
);
const PageLiveRoute = lazyScreen(() =>
  import('./features/publishing/routes/page-live-route.tsx').then((m) => ({ default: m.PageLiveRoute })),
);
const LoginRoute = lazyScreen(() =>
  import('./features/auth/routes/login-route.tsx').then((m) => ({ default: m.LoginRoute })),
);
const PasswordForgetRoute = lazyScreen(() =>
  import('./features/auth/routes/password-forget-route.tsx').then((m) => ({ default: m.PasswordForgetRoute })),
);
const PasswordResetRoute = lazyScreen(() =>
  import('./features/auth/routes/password-reset-route.tsx').then((m) => ({ default: m.PasswordResetRoute })),
);
const HomeRoute = lazyScreen(() =>
  import('./features/home/routes/home-route.tsx').then((m) => ({ default: m.HomeRoute })),
);
const UserListRoute = lazyScreen(() =>
  import('./features/users/routes/user-list-route.tsx').then((m) => ({ default: m.UserListRoute })),
);
const UserAddRoute = lazyScreen(() =>
  import('./features/users/routes/user-form-route.tsx').then((m) => ({ default: m.UserAddRoute })),
);
const UserEditRoute = lazyScreen(() =>
  import('./features/users/routes/user-form-route.tsx').then((m) => ({ default: m.UserEditRoute })),
);
const StyleRoute = lazyScreen(() =>
  import('./features/style/routes/style-route.tsx').then((m) => ({ default: m.StyleRoute })),
);
const SettingsRoute = lazyScreen(() =>
  import('./features/settings/routes/settings-route.tsx').then((m) => ({ default: m.SettingsRoute })),
);
const SiteListRoute = lazyScreen(() =>
  import('./features/sites/routes/site-list-route.tsx').then((m) => ({ default: m.SiteListRoute })),
);
const SiteAddRoute = lazyScreen(() =>
  import('./features/sites/routes/site-add-route.tsx').then((m) => ({ default: m.SiteAddRoute })),
);
const LangListRoute = lazyScreen(() =>
  import('./features/languages/routes/lang-list-route.tsx').then((m) => ({ default: m.LangListRoute })),
);
const LangAddRoute = lazyScreen(() =>
  import('./features/languages/routes/lang-form-route.tsx').then((m) => ({ default: m.LangAddRoute })),
);
const LangEditRoute = lazyScreen(() =>
  import('./features/languages/routes/lang-form-route.tsx').then((m) => ({ default: m.LangEditRoute })),
);
const SiteDetailRoute = lazyScreen(() =>
  import('./features/sites/routes/site-detail-route.tsx').then((m) => ({ default: m.SiteDetailRoute })),
);
const ProductListRoute = lazyScreen(() =>
  import('./features/products/routes/product-list-route.tsx').then((m) => ({ default: m.ProductListRoute })),
);
const ProductRoute = lazyScreen(() =>
  import('./features/products/routes/product-route.tsx').then((m) => ({ default: m.ProductRoute })),
);
const ProductUpdateRoute = lazyScreen(() =>
  import('./features/products/routes/product-route.tsx').then((m) => ({ default: m.ProductUpdateRoute })),
);
const AwardListRoute = lazyScreen(() =>
  import('./features/awards/routes/award-list-route.tsx').then((m) => ({ default: m.AwardListRoute })),
);
const AlbumListRoute = lazyScreen(() =>
  import('./features/albums/routes/album-list-route.tsx').then((m) => ({ default: m.AlbumListRoute })),
);
const AlbumRoute = lazyScreen(() =>
  import('./features/albums/routes/album-route.tsx').then((m) => ({ default: m.AlbumRoute })),
);
const ImagesRoute = lazyScreen(() =>
  import('./features/images/routes/images-route.tsx').then((m) => ({ default: m.ImagesRoute })),
);
const FilesRoute = lazyScreen(() =>
  import('./features/files/routes/files-route.tsx').then((m) => ({ default: m.FilesRoute })),
);
const QrcodeListRoute = lazyScreen(() =>
  import('./features/qrcodes/routes/qrcode-list-route.tsx').then((m) => ({ default: m.QrcodeListRoute })),
);
const QrcodeAddRoute = lazyScreen(() =>
  import('./features/qrcodes/routes/qrcode-form-route.tsx').then((m) => ({ default: m.QrcodeAddRoute })),
);
const QrcodeUpdateRoute = lazyScreen(() =>
  import('./features/qrcodes/routes/qrcode-form-route.tsx').then((m) => ({ default: m.QrcodeUpdateRoute })),
);
const HelpMessageListRoute = lazyScreen(() =>
  import('./features/help-messages/routes/help-message-list-route.tsx').then((m) => ({
    default: m.HelpMessageListRoute,
  })),
);
const BaseFontListRoute = lazyScreen(() =>
  import('./features/fonts/routes/base-font-list-route.tsx').then((m) => ({ default: m.BaseFontListRoute })),
);
const SiteFontsRoute = lazyScreen(() =>
  import('./features/fonts/routes/site-fonts-route.tsx').then((m) => ({ default: m.SiteFontsRoute })),
);
const InformationRoute = lazyScreen(() =>
  import('./features/information/routes/information-route.tsx').then((m) => ({ default: m.InformationRoute })),
);
const NewsListRoute = lazyScreen(() =>
  import('./features/news/routes/news-list-route.tsx').then((m) => ({ default: m.NewsListRoute })),
);
const NewsAddRoute = lazyScreen(() =>
  import('./features/news/routes/news-form-route.tsx').then((m) => ({ default: m.NewsAddRoute })),
);
const NewsUpdateRoute = lazyScreen(() =>
  import('./features/news/routes/news-form-route.tsx').then((m) => ({ default: m.NewsUpdateRoute })),
);
const BlogRoute = lazyScreen(() =>
  import('./features/blog/routes/blog-route.tsx').then((m) => ({ default: m.BlogRoute })),
);
const BlogArticleAddRoute = lazyScreen(() =>
  import('./features/blog/routes/article-route.tsx').then((m) => ({ default: m.BlogArticleAddRoute })),
);
const BlogArticleUpdateRoute = lazyScreen(() =>
  import('./features/blog/routes/article-route.tsx').then((m) => ({ default: m.BlogArticleUpdateRoute })),
);
const GeneratorIdeaRoute = lazyScreen(() =>
  import('./features/blog-generator/routes/generator-idea-route.tsx').then((m) => ({ default: m.GeneratorIdeaRoute })),
);
const GeneratorTitleRoute = lazyScreen(() =>
  import('./features/blog-generator/routes/generator-title-route.tsx').then((m) => ({
    default: m.GeneratorTitleRoute,
  })),
);
const GeneratorContentRoute = lazyScreen(() =>
  import('./features/blog-generator/routes/generator-content-route.tsx').then((m) => ({
    default: m.GeneratorContentRoute,
  })),
);
const HomeCardListRoute = lazyScreen(() =>
  import('./features/home-cards/routes/home-card-list-route.tsx').then((m) => ({ default: m.HomeCardListRoute })),
);
const HomeCardAddRoute = lazyScreen(() =>
  import('./features/home-cards/routes/home-card-form-route.tsx').then((m) => ({ default: m.HomeCardAddRoute })),
);
const HomeCardUpdateRoute = lazyScreen(() =>
  import('./features/home-cards/routes/home-card-form-route.tsx').then((m) => ({ default: m.HomeCardUpdateRoute })),
);
const ElementTypesRoute = lazyScreen(() =>
  import('./features/elements/routes/element-types-route.tsx').then((m) => ({ default: m.ElementTypesRoute })),
);
const ElementItemsRoute = lazyScreen(() =>
  import('./features/elements/routes/element-items-route.tsx').then((m) => ({ default: m.ElementItemsRoute })),
);
const FormListRoute = lazyScreen(() =>
  import('./features/forms/routes/form-list-route.tsx').then((m) => ({ default: m.FormListRoute })),
);
const FormAddRoute = lazyScreen(() =>
  import('./features/forms/routes/form-builder-route.tsx').then((m) => ({ default: m.FormAddRoute })),
);
const FormUpdateRoute = lazyScreen(() =>
  import('./features/forms/routes/form-builder-route.tsx').then((m) => ({ default: m.FormUpdateRoute })),
);
const MessageListRoute = lazyScreen(() =>
  import('./features/messages/routes/message-list-route.tsx').then((m) => ({ default: m.MessageListRoute })),
);
const MessageRoute = lazyScreen(() =>
  import('./features/messages/routes/message-route.tsx').then((m) => ({ default: m.MessageRoute })),
);
const VariationListRoute = lazyScreen(() =>
  import('./features/variations/routes/variation-list-route.tsx').then((m) => ({ default: m.VariationListRoute })),
);
const CustomizationListRoute = lazyScreen(() =>
  import('./features/customizations/routes/customization-list-route.tsx').then((m) => ({
    default: m.CustomizationListRoute,
  })),
);
const CustomizationAddRoute = lazyScreen(() =>
  import('./features/customizations/routes/customization-form-route.tsx').then((m) => ({
    default: m.CustomizationAddRoute,
  })),
);
const CustomizationUpdateRoute = lazyScreen(() =>
  import('./features/customizations/routes/customization-form-route.tsx').then((m) => ({
    default: m.CustomizationUpdateRoute,
  })),
);
const ProductTemplatesRoute = lazyScreen(() =>
  import('./features/product-templates/routes/product-templates-route.tsx').then((m) => ({
    default: m.ProductTemplatesRoute,
  })),
);
const ServiceListRoute = lazyScreen(() =>
  import('./features/services/routes/service-list-route.tsx').then((m) => ({ default: m.ServiceListRoute })),
);
const ServiceAddRoute = lazyScreen(() =>
  import('./features/services/routes/service-form-route.tsx').then((m) => ({ default: m.ServiceAddRoute })),
);
const ServiceUpdateRoute = lazyScreen(() =>
  import('./features/services/routes/service-form-route.tsx').then((m) => ({ default: m.ServiceUpdateRoute })),
);
const PopupListRoute = lazyScreen(() =>
  import('./features/popups/routes/popup-list-route.tsx').then((m) => ({ default: m.PopupListRoute })),
);
const PopupAddRoute = lazyScreen(() =>
  import('./features/popups/routes/popup-form-route.tsx').then((m) => ({ default: m.PopupAddRoute })),
);
const PopupUpdateRoute = lazyScreen(() =>
  import('./features/popups/routes/popup-form-route.tsx').then((m) => ({ default: m.PopupUpdateRoute })),
);
const RedirectionListRoute = lazyScreen(() =>
  import('./features/redirections/routes/redirection-list-route.tsx').then((m) => ({
    default: m.RedirectionListRoute,
  })),
);
const RedirectionAddRoute = lazyScreen(() =>
  import('./features/redirections/routes/redirection-form-route.tsx').then((m) => ({ default: m.RedirectionAddRoute })),
);
const RedirectionUpdateRoute = lazyScreen(() =>
  import('./features/redirections/routes/redirection-form-route.tsx').then((m) => ({
    default: m.RedirectionUpdateRoute,
  })),
);
const ScriptListRoute = lazyScreen(() =>
  import('./features/scripts/routes/script-list-route.tsx').then((m) => ({ default: m.ScriptListRoute })),
);
const ScriptAddRoute = lazyScreen(() =>
  import('./features/scripts/routes/script-form-route.tsx').then((m) => ({ default: m.ScriptAddRoute })),
);
const ScriptUpdateRoute = lazyScreen(() =>
  import('./features/scripts/routes/script-form-route.tsx').then((m) => ({ default: m.ScriptUpdateRoute })),
);
const NomenclatureRoute = lazyScreen(() =>
  import('./features/nomenclature/routes/nomenclature-route.tsx').then((m) => ({ default: m.NomenclatureRoute })),
);
const BoxRoute = lazyScreen(() =>
  import('./features/boxes/routes/box-route.tsx').then((m) => ({ default: m.BoxRoute })),
);
const BoxDefaultsRoute = lazyScreen(() =>
  import('./features/boxes/routes/box-defaults-route.tsx').then((m) => ({ default: m.BoxDefaultsRoute })),
);
const CountryRoute = lazyScreen(() =>
  import('./features/countries/routes/country-route.tsx').then((m) => ({ default: m.CountryRoute })),
);
const CarrierListRoute = lazyScreen(() =>
  import('./features/carriers/routes/carrier-list-route.tsx').then((m) => ({ default: m.CarrierListRoute })),
);
const CarrierRoute = lazyScreen(() =>
  import('./features/carriers/routes/carrier-route.tsx').then((m) => ({ default: m.CarrierRoute })),
);
const CarrierPricesRoute = lazyScreen(() =>
  import('./features/carriers/routes/carrier-prices-route.tsx').then((m) => ({ default: m.CarrierPricesRoute })),
);
const CarrierPricesEditRoute = lazyScreen(() =>
  import('./features/carriers/routes/carrier-prices-route.tsx').then((m) => ({ default: m.CarrierPricesEditRoute })),
);
const AddressListRoute = lazyScreen(() =>
  import('./features/addresses/routes/address-list-route.tsx').then((m) => ({ default: m.AddressListRoute })),
);
const AddressTypeDefaultsRoute = lazyScreen(() =>
  import('./features/addresses/routes/address-type-defaults-route.tsx').then((m) => ({
    default: m.AddressTypeDefaultsRoute,
  })),
);
const CalendarListRoute = lazyScreen(() =>
  import('./features/calendars/routes/calendar-list-route.tsx').then((m) => ({ default: m.CalendarListRoute })),
);
const ConditionsRoute = lazyScreen(() =>
  import('./features/conditions/routes/conditions-route.tsx').then((m) => ({ default: m.ConditionsRoute })),
);
const DefaultConditionsRoute = lazyScreen(() =>
  import('./features/conditions/routes/default-conditions-route.tsx').then((m) => ({
    default: m.DefaultConditionsRoute,
  })),
);
const DiscountListRoute = lazyScreen(() =>
  import('./features/discounts/routes/discount-list-route.tsx').then((m) => ({ default: m.DiscountListRoute })),
);
const OrderListRoute = lazyScreen(() =>
  import('./features/orders/routes/order-list-route.tsx').then((m) => ({ default: m.OrderListRoute })),
);
const OrderRoute = lazyScreen(() =>
  import('./features/orders/routes/order-route.tsx').then((m) => ({ default: m.OrderRoute })),
);
const ReturnListRoute = lazyScreen(() =>
  import('./features/order-returns/routes/return-list-route.tsx').then((m) => ({ default: m.ReturnListRoute })),
);
const MailListRoute = lazyScreen(() =>
  import('./features/mail-models/routes/mail-list-route.tsx').then((m) => ({ default: m.MailListRoute })),
);
const MailUpdateRoute = lazyScreen(() =>
  import('./features/mail-models/routes/mail-update-route.tsx').then((m) => ({ default: m.MailUpdateRoute })),
);
const BaseMailListRoute = lazyScreen(() =>
  import('./features/mail-models/routes/mail-list-route.tsx').then((m) => ({ default: m.BaseMailListRoute })),
);
const BaseMailAddRoute = lazyScreen(() =>
  import('./features/mail-models/routes/base-mail-routes.tsx').then((m) => ({ default: m.BaseMailAddRoute })),
);
const BaseMailUpdateRoute = lazyScreen(() =>
  import('./features/mail-models/routes/base-mail-routes.tsx').then((m) => ({ default: m.BaseMailUpdateRoute })),
);
const NotificationsRoute = lazyScreen(() =>
  import('./features/notifications/routes/notifications-route.tsx').then((m) => ({ default: m.NotificationsRoute })),
);
const GoogleBusinessRoute = lazyScreen(() =>
  import('./features/google-business/routes/google-business-route.tsx').then((m) => ({
    default: m.GoogleBusinessRoute,
  })),
);
const SetupLinkedinRoute = lazyScreen(() =>
  import('./features/social-settings/routes/setup-linkedin-route.tsx').then((m) => ({ default: m.SetupLinkedinRoute })),
);
const PaymentSettingsRoute = lazyScreen(() =>
  import('./features/payment-settings/routes/payment-settings-route.tsx').then((m) => ({
    default: m.PaymentSettingsRoute,
  })),
);
const PluginsRoute = lazyScreen(() =>
  import('./features/plugins/routes/plugins-route.tsx').then((m) => ({ default: m.PluginsRoute })),
);
const PluginRoute = lazyScreen(() =>
  import('./features/plugins/routes/plugin-route.tsx').then((m) => ({ default: m.PluginRoute })),
);
const ExternalAppListRoute = lazyScreen(() =>
  import('./features/external-apps/routes/external-app-list-route.tsx').then((m) => ({
    default: m.ExternalAppListRoute,
  })),
);
const ExternalAppRoute = lazyScreen(() =>
  import('./features/external-apps/routes/external-app-route.tsx').then((m) => ({ default: m.ExternalAppRoute })),
);
const PageListRoute = lazyScreen(() =>
  import('./features/pages/routes/page-list-route.tsx').then((m) => ({ default: m.PageListRoute })),
);
const PageAddRoute = lazyScreen(() =>
  import('./features/pages/routes/page-form-route.tsx').then((m) => ({ default: m.PageAddRoute })),
);
const PageUpdateRoute = lazyScreen(() =>
  import('./features/pages/routes/page-form-route.tsx').then((m) => ({ default: m.PageUpdateRoute })),
);
const TranslationsRoute = lazyScreen(() =>
  import('./features/translations/routes/translations-route.tsx').then((m) => ({ default: m.TranslationsRoute })),
);
const TranslationLangRoute = lazyScreen(() =>
  import('./features/translations/routes/translations-route.tsx').then((m) => ({ default: m.TranslationLangRoute })),
);
const SuperAdminTranslationsRoute = lazyScreen(() =>
  import('./features/translations/routes/translations-route.tsx').then((m) => ({
    default: m.SuperAdminTranslationsRoute,
  })),
);
const SuperAdminTranslationLangRoute = lazyScreen(() =>
  import('./features/translations/routes/translations-route.tsx').then((m) => ({
    default: m.SuperAdminTranslationLangRoute,
  })),
);
// The translation jobs' panels, shown inside the translation screens (their own chunk, loaded with them).
// The super-admin's long tail (issue 20): functionalities, client servers, site 0's parameters, a site's panels.
const FunctionalityListRoute = lazyScreen(() =>
  import('./features/functionalities/routes/functionality-list-route.tsx').then((m) => ({
    default: m.FunctionalityListRoute,
  })),
);
const SiteFunctionalitiesPanel = lazyScreen(() =>
  import('./features/functionalities/components/site-functionalities-panel.tsx').then((m) => ({
    default: m.SiteFunctionalitiesPanel,
  })),
);
const ClientServerListRoute = lazyScreen(() =>
  import('./features/client-servers/routes/client-server-list-route.tsx').then((m) => ({
    default: m.ClientServerListRoute,
  })),
);
const SiteElementsPanel = lazyScreen(() =>
  import('./features/site-elements/components/site-elements-panel.tsx').then((m) => ({
    default: m.SiteElementsPanel,
  })),
);
const DefaultParametersRoute = lazyScreen(() =>
  import('./features/default-parameters/routes/default-parameters-route.tsx').then((m) => ({
    default: m.DefaultParametersRoute,
  })),
);
const TranslationJobsPanel = lazyScreen(() =>
  import('./features/translation-jobs/components/translation-jobs-panel.tsx').then((m) => ({
    default: m.TranslationJobsPanel,
  })),
);
const AdminTranslationJobs = lazyScreen(() =>
  import('./features/translation-jobs/components/admin-translation-jobs.tsx').then((m) => ({
    default: m.AdminTranslationJobs,
  })),
);
const GlossaryEditor = lazyScreen(() =>
  import('./features/translation-jobs/components/glossary-editor.tsx').then((m) => ({ default: m.GlossaryEditor })),
);
const PageTranslationsRoute = lazyScreen(() =>
  import('./features/translations/routes/page-translations-route.tsx').then((m) => ({
    default: m.PageTranslationsRoute,
  })),
);
const PageTranslationLangRoute = lazyScreen(() =>
  import('./features/translations/routes/page-translations-route.tsx').then((m) => ({
    default: m.PageTranslationLangRoute,
  })),
);
const ComponentListRoute = lazyScreen(() =>
  import('./features/components/routes/component-list-route.tsx').then((m) => ({ default: m.ComponentListRoute })),
);
// The producer's subscription and billing (issue 20, docs/billing.md).
const AccountInformationsRoute = lazyScreen(() =>
  import('./features/account/routes/billing-customer-route.tsx').then((m) => ({ default: m.AccountInformationsRoute })),
);
const SubscriptionCustomerFormRoute = lazyScreen(() =>
  import('./features/account/routes/billing-customer-route.tsx').then((m) => ({
    default: m.SubscriptionCustomerFormRoute,
  })),
);
const InvoicesRoute = lazyScreen(() =>
  import('./features/account/routes/invoices-route.tsx').then((m) => ({ default: m.InvoicesRoute })),
);
const PaymentMethodRoute = lazyScreen(() =>
  import('./features/account/routes/payment-method-route.tsx').then((m) => ({ default: m.PaymentMethodRoute })),
);
const LocalCheckoutRoute = lazyScreen(() =>
  import('./features/account/routes/local-checkout-route.tsx').then((m) => ({ default: m.LocalCheckoutRoute })),
);
const FeeReportsRoute = lazyScreen(() =>
  import('./features/account/routes/fee-reports-route.tsx').then((m) => ({ default: m.FeeReportsRoute })),
);
const SubscriptionRoute = lazyScreen(() =>
  import('./features/subscription/routes/subscription-route.tsx').then((m) => ({ default: m.SubscriptionRoute })),
);

/** A panel of another feature inside a screen: its chunk loads after the screen's, without hiding the screen. */
function Panel({ element }: { element: ReactNode }) {
  return <Suspense fallback={<PageLoader />}>{element}</Suspense>;
}

/** The screens of one language, with paths relative to its prefix (none for French, `/en_US` for English). */
export function ScreenRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="login" element={<LoginRoute />} />
        <Route path="password/forget" element={<PasswordForgetRoute />} />
        <Route path="password/reset/:token?" element={<PasswordResetRoute />} />
      </Route>
      <Route
        element={
          <RequireStaff area="superAdmin">
            <SuperAdminLayout />
          </RequireStaff>
        }
      >
        <Route path="superAdmin" element={<Navigate replace to="site" />} />
        <Route path="superAdmin/site" element={<SiteListRoute />} />
        <Route path="superAdmin/site/add" element={<SiteAddRoute />} />
        <Route
          path="superAdmin/site/:id"
          element={
            <SiteDetailRoute
              panels={
                <>
                  <Panel element={<SiteFunctionalitiesPanel />} />
                  <Panel element={<SiteElementsPanel />} />
                </>
              }
            />
          }
        />
        <Route path="superAdmin/lang" element={<LangListRoute />} />
        <Route path="superAdmin/lang/add" element={<LangAddRoute />} />
        <Route path="superAdmin/lang/update/:id" element={<LangEditRoute />} />
        <Route path="superAdmin/nomenclature" element={<NomenclatureRoute />} />
        <Route path="superAdmin/defaults/addressType" element={<AddressTypeDefaultsRoute />} />
        <Route path="superAdmin/defaults/box" element={<BoxDefaultsRoute />} />
        <Route path="superAdmin/defaults/conditions" element={<DefaultConditionsRoute />} />
        <Route path="superAdmin/country" element={<CountryRoute />} />
        <Route path="superAdmin/mail" element={<BaseMailListRoute />} />
        <Route path="superAdmin/mail/add" element={<BaseMailAddRoute />} />
        <Route path="superAdmin/mail/update/:key?" element={<BaseMailUpdateRoute />} />
        <Route path="superAdmin/component" element={<ComponentListRoute />} />
        <Route path="superAdmin/qrcode" element={<QrcodeListRoute area="superAdmin" />} />
        <Route path="superAdmin/element" element={<ElementTypesRoute area="superAdmin" />} />
        <Route path="superAdmin/qrcode/add" element={<QrcodeAddRoute area="superAdmin" />} />
        <Route path="superAdmin/qrcode/update/:id" element={<QrcodeUpdateRoute area="superAdmin" />} />
        <Route path="superAdmin/helpMessage" element={<HelpMessageListRoute />} />
        <Route path="superAdmin/functionality" element={<FunctionalityListRoute />} />
        <Route path="superAdmin/clientServer" element={<ClientServerListRoute />} />
        <Route path="superAdmin/parameter" element={<DefaultParametersRoute />} />
        <Route path="superAdmin/fonts" element={<BaseFontListRoute />} />
        <Route path="superAdmin/externApp" element={<ExternalAppListRoute />} />
        <Route path="superAdmin/externApp/:id" element={<ExternalAppRoute />} />
        <Route
          path="superAdmin/translation"
          element={<SuperAdminTranslationsRoute jobs={<Panel element={<TranslationJobsPanel />} />} />}
        />
        <Route path="superAdmin/translation/:lang" element={<SuperAdminTranslationLangRoute />} />
        <Route path="superAdmin/*" element={<ErrorScreen status={404} />} />
      </Route>
      {/* The page editor (editor layout) and the publishing and live edit screen (page layout), admin guard. */}
      <Route
        element={
          <RequireStaff area="admin">
            <EditorLayout />
          </RequireStaff>
        }
      >
        <Route path="page/editor" element={<PageEditorRoute />} />
        <Route path="page/editor/:id" element={<PageEditorRoute />} />
      </Route>
      <Route
        element={
          <RequireStaff area="admin">
            <PageLayout />
          </RequireStaff>
        }
      >
        <Route path="page/live" element={<PageLiveRoute />} />
      </Route>
      <Route
        element={
          <RequireStaff area="admin">
            <AdminLayout />
          </RequireStaff>
        }
      >
        <Route index element={<HomeRoute />} />
        <Route path="user" element={<UserListRoute />} />
        <Route path="user/add" element={<UserAddRoute />} />
        <Route path="user/update/:id" element={<UserEditRoute />} />
        <Route path="product" element={<ProductListRoute />} />
        <Route path="product/update/:id" element={<ProductUpdateRoute />} />
        <Route path="product/:id" element={<ProductRoute />} />
        <Route path="variation" element={<VariationListRoute />} />
        <Route path="customization" element={<CustomizationListRoute />} />
        <Route path="customization/add" element={<CustomizationAddRoute />} />
        <Route path="customization/update/:id" element={<CustomizationUpdateRoute />} />
        <Route path="product-template" element={<ProductTemplatesRoute />} />
        <Route path="award" element={<AwardListRoute />} />
        <Route path="news" element={<NewsListRoute />} />
        <Route path="fonts" element={<SiteFontsRoute />} />
        <Route path="information" element={<InformationRoute />} />
        <Route path="files" element={<FilesRoute />} />
        <Route path="images" element={<ImagesRoute />} />
        <Route path="album" element={<AlbumListRoute />} />
        <Route path="album/:id" element={<AlbumRoute />} />
        <Route path="news/add" element={<NewsAddRoute />} />
        <Route path="news/update/:id" element={<NewsUpdateRoute />} />
        <Route path="blog" element={<BlogRoute />} />
        <Route path="blog/new" element={<BlogArticleAddRoute />} />
        <Route path="blog/:id" element={<BlogArticleUpdateRoute />} />
        <Route path="blog/generator" element={<Navigate replace to="idea" />} />
        <Route path="blog/generator/idea" element={<GeneratorIdeaRoute />} />
        <Route path="blog/generator/title" element={<GeneratorTitleRoute />} />
        <Route path="blog/generator/content" element={<GeneratorContentRoute />} />
        <Route path="home-cards" element={<HomeCardListRoute />} />
        <Route path="home-cards/add" element={<HomeCardAddRoute />} />
        <Route path="home-cards/update/:id" element={<HomeCardUpdateRoute />} />
        <Route path="forms" element={<FormListRoute />} />
        <Route path="forms/add" element={<FormAddRoute />} />
        <Route path="forms/update/:id" element={<FormUpdateRoute />} />
        <Route path="services" element={<ServiceListRoute />} />
        <Route path="element" element={<ElementTypesRoute />} />
        <Route path="element/:slug" element={<ElementItemsRoute />} />
        <Route path="services/add" element={<ServiceAddRoute />} />
        <Route path="services/update/:id" element={<ServiceUpdateRoute />} />
        <Route path="popup" element={<PopupListRoute />} />
        <Route path="popup/add" element={<PopupAddRoute />} />
        <Route path="popup/:id" element={<PopupUpdateRoute />} />
        <Route path="redirections" element={<RedirectionListRoute />} />
        <Route path="redirections/add" element={<RedirectionAddRoute />} />
        <Route path="redirections/:id" element={<RedirectionUpdateRoute />} />
        <Route path="scripts" element={<ScriptListRoute />} />
        <Route path="scripts/add" element={<ScriptAddRoute />} />
        <Route path="scripts/:id" element={<ScriptUpdateRoute />} />
        <Route path="qrcode" element={<QrcodeListRoute />} />
        <Route path="qrcode/add" element={<QrcodeAddRoute />} />
        <Route path="qrcode/update/:id" element={<QrcodeUpdateRoute />} />
        <Route path="box" element={<BoxRoute />} />
        <Route path="carrier" element={<CarrierListRoute />} />
        <Route path="carrier/prices" element={<CarrierPricesRoute />} />
        <Route path="carrier/prices/:id" element={<CarrierPricesEditRoute />} />
        <Route path="carrier/:id" element={<CarrierRoute />} />
        <Route path="address" element={<AddressListRoute />} />
        <Route path="calendar" element={<CalendarListRoute />} />
        <Route path="discount" element={<DiscountListRoute />} />
        <Route path="order" element={<OrderListRoute />} />
        <Route path="order/back" element={<ReturnListRoute />} />
        <Route path="order/:id" element={<OrderRoute />} />
        <Route path="style" element={<StyleRoute />} />
        <Route path="settings" element={<SettingsRoute />} />
        <Route path="conditions" element={<ConditionsRoute />} />
        <Route path="settings/notifications" element={<NotificationsRoute />} />
        <Route
          path="settings/setup"
          element={
            <SiteRightGate right="PAYMENT">
              <PaymentSettingsRoute />
            </SiteRightGate>
          }
        />
        <Route
          path="plugins"
          element={
            <SiteRightGate right="PLUGINS">
              <PluginsRoute />
            </SiteRightGate>
          }
        />
        <Route
          path="plugins/:id"
          element={
            <SiteRightGate right="PLUGINS">
              <PluginRoute />
            </SiteRightGate>
          }
        />
        <Route
          path="settings/setupLinkedin"
          element={
            <SiteRightGate right="SOCIAL">
              <SetupLinkedinRoute />
            </SiteRightGate>
          }
        />
        <Route
          path="google/myBusiness"
          element={
            <SiteRightGate right="SOCIAL">
              <GoogleBusinessRoute />
            </SiteRightGate>
          }
        />
        <Route path="account/informations" element={<AccountInformationsRoute />} />
        <Route path="account/invoices" element={<InvoicesRoute />} />
        <Route path="account/payment" element={<PaymentMethodRoute />} />
        <Route path="account/payment/local-checkout" element={<LocalCheckoutRoute />} />
        <Route path="account/stripeFee" element={<FeeReportsRoute />} />
        <Route path="subscription" element={<SubscriptionRoute />} />
        <Route path="subscription/customerForm" element={<SubscriptionCustomerFormRoute />} />
        <Route path="mail" element={<MailListRoute />} />
        <Route path="message" element={<MessageListRoute />} />
        <Route path="message/:id" element={<MessageRoute />} />
        <Route path="mail/update/:key?" element={<MailUpdateRoute />} />
        <Route path="page" element={<PageListRoute />} />
        <Route path="page/add" element={<PageAddRoute />} />
        <Route path="page/update/:id?" element={<PageUpdateRoute />} />
        <Route path="page/:id/translation" element={<PageTranslationsRoute />} />
        <Route path="page/:id/translation/:lang" element={<PageTranslationLangRoute />} />
        <Route
          path="translation"
          element={
            <TranslationsRoute
              jobs={<Panel element={<AdminTranslationJobs />} />}
              glossary={<Panel element={<GlossaryEditor />} />}
            />
          }
        />
        <Route path="translation/:lang" element={<TranslationLangRoute />} />
      </Route>
      <Route path="*" element={<ErrorScreen status={404} />} />
    </Routes>
  );
}

/** Everything under one language: its context, the `<html lang>`, the session watchers. */
function LangScope({ lang }: { lang: Lang }) {
  useEffect(() => {
    document.documentElement.lang = lang === 'en_US' ? 'en' : 'fr';
  }, [lang]);
  return (
    <LangContext.Provider value={lang}>
      <UnauthorizedRedirect />
      <TwoSitesWatcher />
      <ErrorBoundary>
        <Suspense fallback={<PageLoader />}>
          <ScreenRoutes />
        </Suspense>
      </ErrorBoundary>
    </LangContext.Provider>
  );
}

/** Every screen in French with no prefix and in English under `/en_US`; the language follows the path (spec 1 §2). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/en_US/*" element={<LangScope lang="en_US" />} />
      <Route path="/*" element={<LangScope lang="fr_FR" />} />
    </Routes>
  );
}
