import type { TKey } from '../../lib/i18n/i18n.ts';
import type { CounterName } from './counters.ts';

export interface MenuItem {
  label: TKey;
  /** Path without the language prefix. */
  path: string;
  /** A functionality key the site needs for this screen (the site-right test, `lib/session/guards.ts`). */
  right?: string;
  counter?: CounterName;
}

export interface MenuSection {
  title: TKey;
  items: MenuItem[];
}

/** The admin side menu: the screens built so far, by section (the sections of spec 1 §2). */
export const adminMenu: MenuSection[] = [
  { title: 'menu.sections.main', items: [{ label: 'menu.dashboard', path: '/' }] },
  // The waiting orders' counter beside the orders: the admin layout loads it first (spec 1 §7).
  {
    title: 'menu.sections.orders',
    items: [
      { label: 'menu.orders', path: '/order', counter: 'waitingOrders' },
      // The waiting returns' counter beside their list (spec 1 §7).
      { label: 'menu.orderReturns', path: '/order/back', counter: 'waitingReturns' },
    ],
  },
  // Shop and content screens need no functionality key: every site has them (docs/functionalities.md). An entry
  // with `right` shows only when the site has that key (shared/src/site/functionality-catalogue.ts).
  {
    title: 'menu.sections.shop',
    items: [
      { label: 'menu.products', path: '/product' },
      { label: 'menu.variations', path: '/variation' },
      { label: 'menu.customizations', path: '/customization' },
      { label: 'menu.productTemplates', path: '/product-template' },
      { label: 'menu.discounts', path: '/discount' },
    ],
  },
  {
    title: 'menu.sections.carriers',
    items: [
      { label: 'menu.carriers', path: '/carrier' },
      { label: 'menu.carrierPrices', path: '/carrier/prices' },
    ],
  },
  {
    title: 'menu.sections.content',
    items: [
      { label: 'menu.pages', path: '/page' },
      { label: 'menu.publishing', path: '/page/live' },
      { label: 'menu.news', path: '/news' },
      { label: 'menu.blog', path: '/blog' },
      { label: 'menu.blogGenerator', path: '/blog/generator/idea' },
      { label: 'menu.qrcodes', path: '/qrcode' },
      { label: 'menu.files', path: '/files' },
      { label: 'menu.images', path: '/images' },
      { label: 'menu.albums', path: '/album' },
      { label: 'menu.awards', path: '/award' },
      { label: 'menu.popups', path: '/popup' },
      { label: 'menu.redirections', path: '/redirections' },
      { label: 'menu.scripts', path: '/scripts' },
      { label: 'menu.services', path: '/services' },
      { label: 'menu.elements', path: '/element' },
      { label: 'menu.homeCards', path: '/home-cards' },
      { label: 'menu.forms', path: '/forms' },
    ],
  },
  {
    title: 'menu.sections.shipment',
    items: [
      { label: 'menu.addresses', path: '/address' },
      { label: 'menu.calendars', path: '/calendar' },
      { label: 'menu.boxes', path: '/box' },
    ],
  },
  // The unread conversations' counter beside the inbox (spec 1 §7).
  {
    title: 'menu.sections.communication',
    items: [
      { label: 'menu.messages', path: '/message', counter: 'unreadConversations' },
      { label: 'menu.mailModels', path: '/mail' },
    ],
  },
  // The translations' counter (missing plus outdated over the site's languages) beside their screen (spec 1 §7).
  {
    title: 'menu.sections.administration',
    items: [
      { label: 'menu.translations', path: '/translation', counter: 'translations' },
      { label: 'menu.users', path: '/user' },
    ],
  },
  // The producer's own subscription (issue 20): no functionality key (every site has one).
  {
    title: 'menu.sections.subscription',
    items: [
      { label: 'menu.subscription', path: '/subscription' },
      { label: 'menu.invoices', path: '/account/invoices' },
      { label: 'menu.stripeFeeReport', path: '/account/stripeFee' },
      { label: 'menu.updatePaymentMethod', path: '/account/payment' },
    ],
  },
  {
    title: 'settings.menuSection',
    items: [
      { label: 'style.menu', path: '/style' },
      { label: 'menu.fonts', path: '/fonts' },
      { label: 'menu.information', path: '/information' },
      { label: 'settings.menu', path: '/settings' },
      { label: 'menu.conditions', path: '/conditions' },
      { label: 'menu.notifications', path: '/settings/notifications' },
      { label: 'menu.googleBusiness', path: '/google/myBusiness', right: 'SOCIAL' },
      { label: 'menu.socialNetworks', path: '/settings/setupLinkedin', right: 'SOCIAL' },
      { label: 'menu.paymentSettings', path: '/settings/setup', right: 'PAYMENT' },
      { label: 'menu.plugins', path: '/plugins', right: 'PLUGINS' },
    ],
  },
];

/** The super-admin side menu. */
export const superAdminMenu: MenuSection[] = [
  {
    title: 'menu.sections.superAdmin',
    items: [
      { label: 'menu.sites', path: '/superAdmin/site' },
      { label: 'menu.languages', path: '/superAdmin/lang' },
      { label: 'menu.nomenclature', path: '/superAdmin/nomenclature' },
      { label: 'menu.addressTypes', path: '/superAdmin/defaults/addressType' },
      { label: 'menu.boxDefaults', path: '/superAdmin/defaults/box' },
      { label: 'menu.defaultConditions', path: '/superAdmin/defaults/conditions' },
      { label: 'menu.baseMailModels', path: '/superAdmin/mail' },
      { label: 'menu.countries', path: '/superAdmin/country' },
      { label: 'menu.components', path: '/superAdmin/component' },
      { label: 'menu.qrcodeModels', path: '/superAdmin/qrcode' },
      { label: 'menu.elementModels', path: '/superAdmin/element' },
      { label: 'menu.helpMessages', path: '/superAdmin/helpMessage' },
      { label: 'menu.functionalities', path: '/superAdmin/functionality' },
      { label: 'menu.clientServers', path: '/superAdmin/clientServer' },
      { label: 'menu.externalApps', path: '/superAdmin/externApp' },
      { label: 'menu.defaultParameters', path: '/superAdmin/parameter' },
      { label: 'menu.baseFonts', path: '/superAdmin/fonts' },
      { label: 'menu.globalTranslations', path: '/superAdmin/translation' },
    ],
  },
];

const matches = (current: string, path: string): boolean =>
  path === '/' ? current === '/' : current === path || current.startsWith(`${path}/`);

/**
 * The functionality key the screen at `current` (a path without the language prefix) needs: the `right` of the most
 * precise menu entry it falls under (`/plugins/12` under `/plugins`). The layout's site-right gate uses it, so a
 * typed-in address of a screen the site has not got says so (spec 1 §6).
 */
export function rightOfPath(sections: readonly MenuSection[], current: string): string | undefined {
  let best: MenuItem | undefined;
  for (const item of sections.flatMap((section) => section.items))
    if (matches(current, item.path) && (!best || item.path.length > best.path.length)) best = item;
  return best?.right;
}
