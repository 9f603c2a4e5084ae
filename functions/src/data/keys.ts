import { mediaBucketDefinition } from '@cellar/shared/resources/media-bucket';
import { authorisedSiteId, defaultsSiteId, type SiteId } from './site-id.ts';

/**
 * Every key of the single table is built here and only here, so no key prefix is spelt twice and a
 * site-owned key always needs the authorised `SiteId` (docs/data-model.md).
 * Site-owned collections live in a partition of their site: `SITE#<id>#<COLLECTION>`.
 */
const pad = (n: number): string => String(n).padStart(10, '0');
const productPartition = (idSite: SiteId, idProduct: number): string => `SITE#${idSite}#PRODUCT#${pad(idProduct)}`;

export interface Key {
  pk: string;
  sk: string;
}

export const entityTypes = {
  site: 'SITE',
  user: 'USER',
  siteUser: 'SITE_USER',
  uniqueEmail: 'UNIQUE_EMAIL',
  uniqueSlug: 'UNIQUE_SLUG',
  uniqueHost: 'UNIQUE_HOST',
  counter: 'COUNTER',
  resetToken: 'RESET_TOKEN',
  rateLimit: 'RATE_LIMIT',
  parameters: 'PARAMETERS',
  // Selling legally (issue 12): a site's sales conditions, legal notice and legal info (site 0: the defaults)
  conditions: 'CONDITIONS',
  catalogueLang: 'CATALOGUE_LANG',
  siteLang: 'SITE_LANG',
  product: 'PRODUCT',
  vintage: 'VINTAGE',
  award: 'AWARD',
  // Site content (issue 17)
  news: 'NEWS',
  album: 'ALBUM',
  redirection: 'REDIRECTION',
  redirectionUrl: 'REDIRECTION_URL',
  scriptToLoad: 'SCRIPT_TO_LOAD',
  popup: 'POPUP',
  service: 'SERVICE',
  // Elements (issue 18): custom content types and their items
  element: 'ELEMENT',
  elementItem: 'ELEMENT_ITEM',
  homeCard: 'HOME_CARD',
  // Forms (issue 18): a form's definition, one item each
  form: 'FORM',
  // Blog (issue 18)
  blogFolder: 'BLOG_FOLDER',
  blogArticle: 'BLOG_ARTICLE',
  // Conversations (issue 18): the site's inbox
  message: 'MESSAGE',
  ctaButtons: 'CTA_BUTTONS',
  qrcode: 'QRCODE',
  helpMessage: 'HELP_MESSAGE',
  helpMessageIdentifier: 'HELP_MESSAGE_IDENTIFIER',
  baseFont: 'BASE_FONT',
  siteFonts: 'SITE_FONTS',
  siteInformation: 'SITE_INFORMATION',
  nomenclature: 'NOMENCLATURE',
  detailsType: 'DETAILS_TYPE',
  variation: 'VARIATION',
  variationField: 'VARIATION_FIELD',
  customization: 'CUSTOMIZATION',
  productCustomization: 'PRODUCT_CUSTOMIZATION',
  productTemplate: 'PRODUCT_TEMPLATE',
  // Form document templates and the documents offered to a visitor (issue 18)
  formTemplate: 'FORM_TEMPLATE',
  formDocumentToken: 'FORM_DOCUMENT_TOKEN',
  // Site files (issue 17): documents, images and videos offered for download
  siteFile: 'SITE_FILE',
  // Shipping: boxes, countries and cities
  box: 'BOX',
  boxChoice: 'BOX_CHOICE',
  boxOrder: 'BOX_ORDER',
  country: 'COUNTRY',
  city: 'CITY',
  cityImport: 'CITY_IMPORT',
  // Shipping (issue 6): company addresses, address types, calendars, address imports
  address: 'ADDRESS',
  addressType: 'ADDRESS_TYPE',
  addressTypeCode: 'ADDRESS_TYPE_CODE',
  addressImport: 'ADDRESS_IMPORT',
  calendar: 'CALENDAR',
  // Carriers (issue 6)
  carrier: 'CARRIER',
  carrierRule: 'CARRIER_RULE',
  carrierPrices: 'CARRIER_PRICES',
  carrierFlatRate: 'CARRIER_FLAT_RATE',
  carrierBox: 'CARRIER_BOX',
  carrierPriceFile: 'CARRIER_PRICE_FILE',
  // Shipping (issue 6): carrier partners' settings and Chronopost products
  carrierPartner: 'CARRIER_PARTNER',
  chronopostProduct: 'CHRONOPOST_PRODUCT',
  chronopostProductCode: 'CHRONOPOST_PRODUCT_CODE',
  // Checkout (issue 7): shop customers
  customer: 'CUSTOMER',
  customerEmail: 'CUSTOMER_EMAIL',
  customerId: 'CUSTOMER_ID',
  // Checkout (issue 7): orders, the Idempotency-Key records of order placement, payment settings
  order: 'ORDER',
  orderKey: 'ORDER_KEY',
  orderEvent: 'ORDER_EVENT',
  paymentSettings: 'PAYMENT_SETTINGS',
  // The producer's subscription (issue 20, docs/billing.md): its billing customer and payment-fee reports
  billingCustomer: 'BILLING_CUSTOMER',
  feeReport: 'FEE_REPORT',
  // Checkout (issue 7): discounts
  discount: 'DISCOUNT',
  discountCode: 'DISCOUNT_CODE',
  discountUse: 'DISCOUNT_USE',
  // Orders after the sale (issue 12): the site's lists of values for orders and returns (return reasons…)
  orderGenericValue: 'ORDER_GENERIC_VALUE',
  // Order returns (issue 12, docs/orders.md "Returns")
  orderBack: 'ORDER_BACK',
  // Pages (issue 14): a page's information and its layouts, its menu entry, its url, the index of tagged layouts
  page: 'PAGE',
  pageLayout: 'PAGE_LAYOUT',
  pageMenu: 'PAGE_MENU',
  pageUrl: 'PAGE_URL',
  layoutTag: 'LAYOUT_TAG',
  // Mail models (issue 12): a site's models (site 0: the base ones), the variables' data, notification recipients
  mailModel: 'MAIL_MODEL',
  mailData: 'MAIL_DATA',
  notification: 'NOTIFICATION',
  // Components and page images (issue 14): the super-admin's catalogue, a site's library, a site's page images
  component: 'COMPONENT',
  uniqueComponentSlug: 'UNIQUE_COMPONENT_SLUG',
  libraryComponent: 'LIBRARY_COMPONENT',
  pageImage: 'PAGE_IMAGE',
  // Workflows (issue 15): jobs, their locks, releases and the record of the served one
  job: 'JOB',
  jobLock: 'JOB_LOCK',
  release: 'RELEASE',
  releaseCurrent: 'RELEASE_CURRENT',
  liveEdit: 'LIVE_EDIT',
  // Translation jobs (issue 19): a job's definition, a site's own glossary terms
  translationJob: 'TRANSLATION_JOB',
  translationGlossary: 'TRANSLATION_GLOSSARY',
  catalogueVersion: 'CATALOGUE_VERSION',
  storeProductList: 'STORE_PRODUCT_LIST',
  // Translations (issue 19): a unit's source, its id pointer, its translation in a language, the counts
  translationSource: 'TR_SOURCE',
  translationUnitId: 'TR_ID',
  translation: 'TRANSLATION',
  translationCount: 'TR_COUNT',
  // Super-admin long tail (issue 20): functionalities (with a guard item per key) and client servers
  functionality: 'FUNCTIONALITY',
  uniqueFunctionalityKey: 'UNIQUE_FUNCTIONALITY_KEY',
  clientServer: 'CLIENT_SERVER',
  // Payment settings and plugins (issue 20): site keys, external apps (with a guard per type), app site keys,
  // app parameters (CA, CAWL, custom Stripe, Chronopost)
  siteKey: 'SITE_KEY',
  externalApp: 'EXTERNAL_APP',
  uniqueExternalAppType: 'UNIQUE_EXTERNAL_APP_TYPE',
  appSiteKey: 'APP_SITE_KEY',
  appParameters: 'APP_PARAMETERS',
  // Social networks (issue 20, docs/social.md): connections (tokens), OAuth states, review locations, Facebook pages
  socialConnection: 'SOCIAL_CONNECTION',
  oauthState: 'OAUTH_STATE',
  reviewLocation: 'REVIEW_LOCATION',
  reviewMail: 'REVIEW_MAIL',
  reviewDue: 'REVIEW_DUE',
  facebookPage: 'FACEBOOK_PAGE',
} as const;

/** Numeric id counters: per site, or global for entities that span sites (staff users, sites). */
export type CounterName =
  | 'USER'
  | 'SITE'
  | 'LANG'
  | 'NOMENCLATURE'
  | 'BOX'
  | 'TRANSLATION_JOB'
  | 'FUNCTIONALITY'
  | 'CLIENT_SERVER'
  | 'EXTERNAL_APP';
/** Per-site id counters. */
export type SiteCounterName =
  | 'PRODUCT'
  | 'VINTAGE'
  | 'AWARD'
  | 'SITE_FILE'
  | 'NEWS'
  | 'ALBUM'
  | 'REDIRECTION'
  | 'SCRIPT_TO_LOAD'
  | 'POPUP'
  | 'SERVICE'
  | 'ELEMENT'
  | 'ELEMENT_ITEM'
  | 'HOME_CARD'
  | 'FORM'
  | 'MESSAGE'
  | 'DETAILS_TYPE'
  | 'VARIATION'
  | 'CUSTOMIZATION'
  | 'CUSTOMIZATION_VALUE'
  | 'PRODUCT_TEMPLATE'
  | 'FORM_TEMPLATE'
  | 'CARRIER'
  | 'CARRIER_RULE'
  | 'CHRONOPOST_PRODUCT'
  | 'CUSTOMER'
  | 'ORDER'
  | 'DISCOUNT'
  | 'REVIEW_LOCATION'
  | 'FACEBOOK_PAGE'
  | 'NOTIFICATION'
  | 'ORDER_BACK'
  // Pages (issue 14)
  | 'PAGE'
  | 'LAYOUT'
  | 'CONTENT'
  // Blog (issue 18)
  | 'BLOG_FOLDER'
  | 'BLOG_ARTICLE'
  // Translations (issue 19): the units' ids
  | 'TR_UNIT'
  // Plugins (issue 20)
  | 'SITE_KEY'
  | 'APP_SITE_KEY';

export const keys = {
  /** The site itself; gsi1 lists every site in id order. */
  site: (idSite: number): Key => ({ pk: `SITE#${idSite}`, sk: 'SITE' }),
  siteListIndex: (idSite: number) => ({ gsi1pk: 'SITES', gsi1sk: `SITE#${pad(idSite)}` }),
  siteListPartition: (): string => 'SITES',

  globalCounter: (name: CounterName): Key => ({ pk: 'GLOBAL', sk: `COUNTER#${name}` }),
  siteCounter: (idSite: SiteId, name: SiteCounterName | (string & {})): Key => ({
    pk: `SITE#${idSite}`,
    sk: `COUNTER#${name}`,
  }),

  /** A staff user (spans sites); gsi1 finds it from the Cognito `sub` of a token. */
  user: (idUser: number): Key => ({ pk: `USER#${pad(idUser)}`, sk: 'USER' }),
  userBySubIndex: (sub: string) => ({ gsi1pk: `USERSUB#${sub}`, gsi1sk: 'USER' }),
  /** Membership of a user in a site, with a copy of the listed fields (the site's user list). */
  siteUser: (idSite: SiteId, idUser: number): Key => ({ pk: `SITE#${idSite}#USER`, sk: `USER#${pad(idUser)}` }),
  siteUsersPartition: (idSite: SiteId): string => `SITE#${idSite}#USER`,
  /** Holds an e-mail so that two users cannot share it (conditional put in the same transaction). */
  uniqueStaffEmail: (email: string): Key => ({ pk: `UNIQUE#STAFF_EMAIL#${email.toLowerCase()}`, sk: 'UNIQUE' }),

  /** Reserves a site's short name (`slug`) for one site. */
  uniqueSiteSlug: (slug: string): Key => ({ pk: `UNIQUE#SITE_SLUG#${slug}`, sk: 'UNIQUE' }),
  /** Reserves the host name of a site's `url` for one site: the storefront finds its site by it. */
  uniqueSiteHost: (host: string): Key => ({ pk: `UNIQUE#SITE_HOST#${host.toLowerCase()}`, sk: 'UNIQUE' }),

  /** All parameters of a site in one item (site 0: the defaults). */
  siteParameters: (idSite: SiteId): Key => ({ pk: `SITE#${idSite}`, sk: 'PARAMETERS' }),
  /** The call-to-action buttons of the site's header (issue 17): one item beside its parameters. */
  siteCtaButtons: (idSite: SiteId): Key => ({ pk: `SITE#${idSite}`, sk: 'CTA_BUTTONS' }),
  /** A site's sales conditions, legal notice and legal info in one item (site 0's: the default texts). */
  siteConditions: (idSite: SiteId): Key => ({ pk: `SITE#${idSite}`, sk: 'CONDITIONS' }),

  /** The language catalogue (global, managed by super-admins). */
  catalogueLang: (idLang: number): Key => ({ pk: 'LANGS', sk: `LANG#${pad(idLang)}` }),
  cataloguePartition: (): string => 'LANGS',
  /** A language of a site, by its catalogue id. */
  siteLang: (idSite: SiteId, idLang: number): Key => ({ pk: `SITE#${idSite}#LANG`, sk: `LANG#${pad(idLang)}` }),
  siteLangsPartition: (idSite: SiteId): string => `SITE#${idSite}#LANG`,

  /**
   * A product and everything a product page shows live in one partition (one Query per page):
   * the product (`PRODUCT`), its vintages (`VINTAGE#<id>`) and its awards (`AWARD#<id>`).
   * gsi1 `SITE#<id>#PRODUCTS` holds the products and their vintages (sorted product by product),
   * so the site's catalogue with prices and stock is one Query too.
   */
  product: (idSite: SiteId, idProduct: number): Key => ({ pk: productPartition(idSite, idProduct), sk: 'PRODUCT' }),
  productPartition: (idSite: SiteId, idProduct: number): string => productPartition(idSite, idProduct),
  productListIndex: (idSite: SiteId, idProduct: number) => ({
    gsi1pk: `SITE#${idSite}#PRODUCTS`,
    gsi1sk: `PRODUCT#${pad(idProduct)}`,
  }),
  productListPartition: (idSite: SiteId): string => `SITE#${idSite}#PRODUCTS`,
  /**
   * The site's catalogue version, bumped after every write that changes what the storefront's product list shows,
   * and the list's projection built for a version (docs/catalogue-cache.md): two items of one small partition.
   */
  catalogueVersion: (idSite: SiteId): Key => ({ pk: `SITE#${idSite}#CATALOGUE`, sk: 'VERSION' }),
  storeProductList: (idSite: SiteId): Key => ({ pk: `SITE#${idSite}#CATALOGUE`, sk: 'STORE_PRODUCT_LIST' }),
  vintage: (idSite: SiteId, idProduct: number, idVintage: number): Key => ({
    pk: productPartition(idSite, idProduct),
    sk: `VINTAGE#${pad(idVintage)}`,
  }),
  vintageListIndex: (idSite: SiteId, idProduct: number, idVintage: number) => ({
    gsi1pk: `SITE#${idSite}#PRODUCTS`,
    gsi1sk: `PRODUCT#${pad(idProduct)}#VINTAGE#${pad(idVintage)}`,
  }),
  /** gsi2: a vintage by its own id (vintage calls name only the vintage). */
  vintageByIdIndex: (idSite: SiteId, idVintage: number) => ({
    gsi2pk: `SITE#${idSite}#VINTAGE#${pad(idVintage)}`,
    gsi2sk: 'VINTAGE',
  }),
  vintageSkPrefix: (): string => 'VINTAGE#',
  /** An award lives with its product (the product page shows it); gsi1 lists the site's awards. */
  award: (idSite: SiteId, idProduct: number, idAward: number): Key => ({
    pk: productPartition(idSite, idProduct),
    sk: `AWARD#${pad(idAward)}`,
  }),
  awardListIndex: (idSite: SiteId, idAward: number) => ({
    gsi1pk: `SITE#${idSite}#AWARDS`,
    gsi1sk: `AWARD#${pad(idAward)}`,
  }),
  awardListPartition: (idSite: SiteId): string => `SITE#${idSite}#AWARDS`,
  awardSkPrefix: (): string => 'AWARD#',
  /**
   * Site files (issue 17): one item each in the site's files partition (the admin's list is one Query); gsi1 finds
   * one by its download name within its site only (`/file/download/{url}.{extension}`).
   */
  siteFile: (idSite: SiteId, id: number): Key => ({ pk: `SITE#${idSite}#FILES`, sk: `FILE#${pad(id)}` }),
  siteFilePartition: (idSite: SiteId): string => `SITE#${idSite}#FILES`,
  siteFileUrlIndex: (idSite: SiteId, url: string) => ({ gsi1pk: `SITE#${idSite}#FILE_URL#${url}`, gsi1sk: 'FILE' }),

  /**
   * News (issue 17): one item each in the site's news partition (the admin's list is one Query of it).
   * gsi1 holds the valid ones by date (the storefront's list), gsi2 the valid and promoted ones by date
   * (the promoted banner, one Query): both indexes are sparse, their keys written only while it holds.
   */
  /**
   * Social networks (issue 20, docs/social.md): one partition per site holds its connections (Google, LinkedIn: their
   * tokens, never answered), the OAuth states in flight (by their hash, TTL), the review locations, the review mail's
   * delay and the Facebook pages (their page tokens).
   */
  socialPartition: (idSite: SiteId): string => `SITE#${idSite}#SOCIAL`,
  socialConnection: (idSite: SiteId, network: 'GOOGLE' | 'LINKEDIN'): Key => ({
    pk: `SITE#${idSite}#SOCIAL`,
    sk: `CONNECTION#${network}`,
  }),
  oauthState: (idSite: SiteId, stateHash: string): Key => ({
    pk: `SITE#${idSite}#SOCIAL`,
    sk: `OAUTH_STATE#${stateHash}`,
  }),
  reviewLocation: (idSite: SiteId, id: number): Key => ({
    pk: `SITE#${idSite}#SOCIAL`,
    sk: `REVIEW_LOCATION#${pad(id)}`,
  }),
  reviewMail: (idSite: SiteId): Key => ({ pk: `SITE#${idSite}#SOCIAL`, sk: 'REVIEW_MAIL' }),
  /**
   * A delivered order's review ask (docs/social.md "The review mail"), in its site's partition by due day then order;
   * gsi2 holds every site's by day (`REVIEW_DUE`), so the hourly task finds what is due in one Query, no Scan.
   */
  reviewDue: (idSite: SiteId, day: string, idOrder: number): Key => ({
    pk: `SITE#${idSite}#REVIEW_DUE`,
    sk: `${day}#${pad(idOrder)}`,
  }),
  reviewDuePartition: (idSite: SiteId): string => `SITE#${idSite}#REVIEW_DUE`,
  reviewDueIndex: (idSite: SiteId, day: string, idOrder: number) => ({
    gsi2pk: 'REVIEW_DUE',
    gsi2sk: `${day}#${idSite}#${pad(idOrder)}`,
  }),
  reviewDueIndexPartition: 'REVIEW_DUE',
  facebookPage: (idSite: SiteId, id: number): Key => ({ pk: `SITE#${idSite}#SOCIAL`, sk: `FACEBOOK_PAGE#${pad(id)}` }),
  news: (idSite: SiteId, idNews: number): Key => ({ pk: `SITE#${idSite}#NEWS`, sk: `NEWS#${pad(idNews)}` }),
  newsPartition: (idSite: SiteId): string => `SITE#${idSite}#NEWS`,
  newsValidIndex: (idSite: SiteId, createdAt: string, idNews: number) => ({
    gsi1pk: `SITE#${idSite}#NEWS#VALID`,
    gsi1sk: `${createdAt}#${pad(idNews)}`,
  }),
  newsValidPartition: (idSite: SiteId): string => `SITE#${idSite}#NEWS#VALID`,
  newsPromotedIndex: (idSite: SiteId, createdAt: string, idNews: number) => ({
    gsi2pk: `SITE#${idSite}#NEWS#PROMOTED`,
    gsi2sk: `${createdAt}#${pad(idNews)}`,
  }),
  newsPromotedPartition: (idSite: SiteId): string => `SITE#${idSite}#NEWS#PROMOTED`,
  /** Albums (issue 17): one item each, holding its images, in the site's albums partition (the list: one Query). */
  album: (idSite: SiteId, idAlbum: number): Key => ({ pk: `SITE#${idSite}#ALBUM`, sk: `ALBUM#${pad(idAlbum)}` }),
  albumPartition: (idSite: SiteId): string => `SITE#${idSite}#ALBUM`,
  /**
   * Redirections, scripts to load, popups (issue 17): a few items each in one partition of the site (every list is
   * one Query). A redirection's old URL is reserved by a guard item beside it, so two cannot share it.
   */
  redirection: (idSite: SiteId, id: number): Key => ({
    pk: `SITE#${idSite}#REDIRECTIONS`,
    sk: `REDIRECTION#${pad(id)}`,
  }),
  redirectionUrl: (idSite: SiteId, path: string): Key => ({ pk: `SITE#${idSite}#REDIRECTIONS`, sk: `URL#${path}` }),
  redirectionPartition: (idSite: SiteId): string => `SITE#${idSite}#REDIRECTIONS`,
  scriptToLoad: (idSite: SiteId, id: number): Key => ({ pk: `SITE#${idSite}#SCRIPTS`, sk: `SCRIPT#${pad(id)}` }),
  scriptToLoadPartition: (idSite: SiteId): string => `SITE#${idSite}#SCRIPTS`,
  popup: (idSite: SiteId, id: number): Key => ({ pk: `SITE#${idSite}#POPUPS`, sk: `POPUP#${pad(id)}` }),
  popupPartition: (idSite: SiteId): string => `SITE#${idSite}#POPUPS`,
  /** Services (issue 17): one item each in the site's partition; the lists (admin and storefront) are one Query. */
  service: (idSite: SiteId, id: number): Key => ({ pk: `SITE#${idSite}#SERVICES`, sk: `SERVICE#${pad(id)}` }),
  servicePartition: (idSite: SiteId): string => `SITE#${idSite}#SERVICES`,
  /**
   * Elements (issue 18): the types in one partition of the site (the menu: one Query); each type's items in a partition
   * of their own (its items table and the public read: one Query). Item ids count per site (`ELEMENT_ITEM`).
   */
  element: (idSite: SiteId, id: number): Key => ({ pk: `SITE#${idSite}#ELEMENTS`, sk: `ELEMENT#${pad(id)}` }),
  elementPartition: (idSite: SiteId): string => `SITE#${idSite}#ELEMENTS`,
  elementItem: (idSite: SiteId, idElement: number, id: number): Key => ({
    pk: `SITE#${idSite}#ELEMENT#${pad(idElement)}`,
    sk: `ITEM#${pad(id)}`,
  }),
  elementItemPartition: (idSite: SiteId, idElement: number): string => `SITE#${idSite}#ELEMENT#${pad(idElement)}`,
  /** Home cards (issue 17): one item each in the site's partition; the lists (admin and storefront) are one Query. */
  homeCard: (idSite: SiteId, id: number): Key => ({ pk: `SITE#${idSite}#HOME_CARDS`, sk: `HOME_CARD#${pad(id)}` }),
  homeCardPartition: (idSite: SiteId): string => `SITE#${idSite}#HOME_CARDS`,
  /** Forms (issue 18): one item each (name, validity, groups and condition groups) in the site's partition. */
  form: (idSite: SiteId, id: number): Key => ({ pk: `SITE#${idSite}#FORMS`, sk: `FORM#${pad(id)}` }),
  formPartition: (idSite: SiteId): string => `SITE#${idSite}#FORMS`,
  /** Blog (issue 18): folders and articles, one item each in the site's blog partition (each list: one Query). */
  blogFolder: (idSite: SiteId, id: number): Key => ({ pk: `SITE#${idSite}#BLOG`, sk: `FOLDER#${pad(id)}` }),
  blogArticle: (idSite: SiteId, id: number): Key => ({ pk: `SITE#${idSite}#BLOG`, sk: `ARTICLE#${pad(id)}` }),
  blogPartition: (idSite: SiteId): string => `SITE#${idSite}#BLOG`,
  /** Conversations (issue 18): one item each in the site's inbox partition; the unread ones also in a sparse gsi1. */
  message: (idSite: SiteId, id: number): Key => ({ pk: `SITE#${idSite}#MESSAGES`, sk: `MESSAGE#${pad(id)}` }),
  messagePartition: (idSite: SiteId): string => `SITE#${idSite}#MESSAGES`,
  messageUnreadIndex: (idSite: SiteId, id: number) => ({
    gsi1pk: `SITE#${idSite}#MESSAGES#UNREAD`,
    gsi1sk: `MESSAGE#${pad(id)}`,
  }),
  messageUnreadPartition: (idSite: SiteId): string => `SITE#${idSite}#MESSAGES#UNREAD`,
  /**
   * QR codes (issue 17): one item each in the site's partition (site 0's are the super-admin's models); gsi1 finds
   * one by its token within its site only (a scan names the site by its host).
   */
  qrcode: (idSite: SiteId, id: number): Key => ({ pk: `SITE#${idSite}#QRCODES`, sk: `QRCODE#${pad(id)}` }),
  qrcodePartition: (idSite: SiteId): string => `SITE#${idSite}#QRCODES`,
  qrcodeTokenIndex: (idSite: SiteId, token: string) => ({
    gsi1pk: `SITE#${idSite}#QRTOKEN#${token}`,
    gsi1sk: 'QRCODE',
  }),
  /** Help messages (issue 17): global; a guard item per identifier keeps them one per identifier. */
  helpMessage: (id: number): Key => ({ pk: 'HELP_MESSAGES', sk: `HELP#${pad(id)}` }),
  helpMessageIdentifier: (identifier: string): Key => ({ pk: 'HELP_MESSAGES', sk: `IDENTIFIER#${identifier}` }),
  helpMessagePartition: (): string => 'HELP_MESSAGES',
  helpMessageCounter: (): Key => ({ pk: 'GLOBAL', sk: 'COUNTER#HELP_MESSAGE' }),
  /** Base fonts (issue 17): global (the super-admin's catalogue every site picks from), one partition, one Query. */
  baseFont: (id: number): Key => ({ pk: 'GLOBAL#BASEFONT', sk: `FONT#${pad(id)}` }),
  baseFontPartition: (): string => 'GLOBAL#BASEFONT',
  baseFontCounter: (): Key => ({ pk: 'GLOBAL', sk: 'COUNTER#BASE_FONT' }),
  /** A site's fonts: the base fonts it chose and its TITLE, MENU and CONTENT settings, one item. */
  siteFonts: (idSite: SiteId): Key => ({ pk: `SITE#${idSite}#FONTS`, sk: 'FONTS' }),
  /** A site's public information (company, contact, hours, social links): one item. */
  siteInformation: (idSite: SiteId): Key => ({ pk: `SITE#${idSite}#INFORMATION`, sk: 'INFORMATION' }),
  /**
   * A product offers a customization by a link item in its own partition, so the product page's one
   * Query reads its links too; the customization counts its links (`uses`).
   */
  productCustomization: (idSite: SiteId, idProduct: number, idCustomization: number): Key => ({
    pk: productPartition(idSite, idProduct),
    sk: `CUSTOMIZATION#${pad(idCustomization)}`,
  }),
  productCustomizationSkPrefix: (): string => 'CUSTOMIZATION#',

  /** Variations of a site (labels of vintage variation1 to 3), and which field each one names. */
  variation: (idSite: SiteId, id: number): Key => ({ pk: `SITE#${idSite}#VARIATION`, sk: `VARIATION#${pad(id)}` }),
  /** Reserves a vintage field (1 to 3) for one variation of the site. */
  variationField: (idSite: SiteId, field: number): Key => ({ pk: `SITE#${idSite}#VARIATION`, sk: `FIELD#${field}` }),
  variationPartition: (idSite: SiteId): string => `SITE#${idSite}#VARIATION`,

  /** Customizations of a site, each with its ordered values inside it. */
  customization: (idSite: SiteId, id: number): Key => ({
    pk: `SITE#${idSite}#CUSTOMIZATION`,
    sk: `CUSTOMIZATION#${pad(id)}`,
  }),
  customizationPartition: (idSite: SiteId): string => `SITE#${idSite}#CUSTOMIZATION`,

  /** Product templates of a site (files the admin keeps for product sheets and labels). */
  productTemplate: (idSite: SiteId, id: number): Key => ({
    pk: `SITE#${idSite}#PRODUCT_TEMPLATE`,
    sk: `TEMPLATE#${pad(id)}`,
  }),
  productTemplatePartition: (idSite: SiteId): string => `SITE#${idSite}#PRODUCT_TEMPLATE`,
  /** Document templates of forms (issue 18): one partition per site, a form's under its own sort-key prefix. */
  formTemplate: (idSite: SiteId, idForm: number, id: number): Key => ({
    pk: `SITE#${idSite}#FORM_TEMPLATES`,
    sk: `FORM#${pad(idForm)}#TEMPLATE#${pad(id)}`,
  }),
  formTemplatePartition: (idSite: SiteId): string => `SITE#${idSite}#FORM_TEMPLATES`,
  formTemplateSkPrefix: (idForm: number): string => `FORM#${pad(idForm)}#TEMPLATE#`,
  /** A filled document a visitor may download for an hour after sending a form: found by its token's hash only. */
  formDocumentToken: (idSite: SiteId, tokenHash: string): Key => ({
    pk: `SITE#${idSite}#FORM_DOCUMENTS`,
    sk: `TOKEN#${tokenHash}`,
  }),

  /**
   * Shipping (issue 6), company addresses: a site's places (`ADDRESS#<id>`, with their weekly
   * schedule inside), its address types (`TYPE#<id>`, and `CODE#<type>` reserving a type code in
   * the site; site 0's are the defaults every site sees), its calendars, and address files parsed
   * and kept until inserted (`IMPORT#<name>`, with a TTL).
   */
  address: (idSite: SiteId, id: number): Key => ({ pk: `SITE#${idSite}#ADDRESS`, sk: `ADDRESS#${pad(id)}` }),
  addressPartition: (idSite: SiteId): string => `SITE#${idSite}#ADDRESS`,
  addressType: (idSite: SiteId, id: number): Key => ({ pk: `SITE#${idSite}#ADDRESS_TYPE`, sk: `TYPE#${pad(id)}` }),
  addressTypeCode: (idSite: SiteId, code: string): Key => ({ pk: `SITE#${idSite}#ADDRESS_TYPE`, sk: `CODE#${code}` }),
  addressTypePartition: (idSite: SiteId): string => `SITE#${idSite}#ADDRESS_TYPE`,
  addressTypeSkPrefix: (): string => 'TYPE#',
  addressImport: (idSite: SiteId, name: string): Key => ({ pk: `SITE#${idSite}#ADDRESS_IMPORT`, sk: `IMPORT#${name}` }),
  calendar: (idSite: SiteId, id: number): Key => ({ pk: `SITE#${idSite}#CALENDAR`, sk: `CALENDAR#${pad(id)}` }),
  calendarPartition: (idSite: SiteId): string => `SITE#${idSite}#CALENDAR`,

  /** Product detail types (names of product features) of a site. */
  detailsType: (idSite: SiteId, id: number): Key => ({ pk: `SITE#${idSite}#DETAILS_TYPE`, sk: `TYPE#${pad(id)}` }),
  detailsTypePartition: (idSite: SiteId): string => `SITE#${idSite}#DETAILS_TYPE`,

  /** The nomenclature (grapes, kinds, meals…), one partition for every site, sorted by type. */
  nomenclature: (type: string, id: number): Key => ({ pk: 'NOMENCLATURE', sk: `${type}#${pad(id)}` }),
  nomenclaturePartition: (): string => 'NOMENCLATURE',

  // Boxes (issue 6) -----------------------------------------------------------------------------
  // Written by the carriers' engineer because carriers name boxes before the box area had its keys:
  // the box area owns this block (docs/shipping.md "Boxes and carriers").
  /** A box of a site; a GLOBAL box is a box of the defaults site 0 (`box(0, id)`). */
  box: (idSite: SiteId, idBox: number): Key => ({ pk: `SITE#${idSite}#BOX`, sk: `BOX#${pad(idBox)}` }),
  boxPartition: (idSite: SiteId): string => `SITE#${idSite}#BOX`,
  /** A site chose the global box `idGlobalBox` (`PUT /admin/box/choose`): one item per chosen box. */
  chosenGlobalBox: (idSite: SiteId, idGlobalBox: number): Key => ({
    pk: `SITE#${idSite}#BOX`,
    sk: `CHOSEN#${pad(idGlobalBox)}`,
  }),

  // Carriers (issue 6) --------------------------------------------------------------------------
  /**
   * Every carrier of a site and everything the fee calculation reads of it live in one partition
   * `SITE#<s>#CARRIER` (one Query, `carrierRepository.forFees`), sorted carrier by carrier: the
   * carrier (`CARRIER#<id>`), its rules (`…#RULE#<id>`), its prices per country (`…#PRICES#<alpha-3>`,
   * the country grid and its department grids in one item), its flat rates (`…#FLAT#<alpha-3>`) and
   * a copy of each box it accepts (`…#BOX#<idBox>`; gsi2 finds the copies of a box).
   */
  carrierPartition: (idSite: SiteId): string => `SITE#${idSite}#CARRIER`,
  carrier: (idSite: SiteId, idCarrier: number): Key => ({
    pk: `SITE#${idSite}#CARRIER`,
    sk: `CARRIER#${pad(idCarrier)}`,
  }),
  /** Prefix of one carrier's items (the carrier and its children). */
  carrierSkPrefix: (idCarrier: number): string => `CARRIER#${pad(idCarrier)}`,
  carrierRule: (idSite: SiteId, idCarrier: number, idRule: number): Key => ({
    pk: `SITE#${idSite}#CARRIER`,
    sk: `CARRIER#${pad(idCarrier)}#RULE#${pad(idRule)}`,
  }),
  carrierPrices: (idSite: SiteId, idCarrier: number, country: string): Key => ({
    pk: `SITE#${idSite}#CARRIER`,
    sk: `CARRIER#${pad(idCarrier)}#PRICES#${country}`,
  }),
  carrierFlatRate: (idSite: SiteId, idCarrier: number, country: string): Key => ({
    pk: `SITE#${idSite}#CARRIER`,
    sk: `CARRIER#${pad(idCarrier)}#FLAT#${country}`,
  }),
  carrierBox: (idSite: SiteId, idCarrier: number, idBox: number): Key => ({
    pk: `SITE#${idSite}#CARRIER`,
    sk: `CARRIER#${pad(idCarrier)}#BOX#${pad(idBox)}`,
  }),
  /** The site of an item of a carrier partition (`SITE#<id>#CARRIER`), as the box copies' index finds them. */
  siteOfCarrierItem: (pk: string): SiteId => authorisedSiteId(Number(/^SITE#(\d+)#CARRIER$/.exec(pk)![1])),
  /** gsi2: every carrier's copy of one box, whichever site (box ids are unique across sites). */
  carrierBoxCopyIndex: (idSite: SiteId, idCarrier: number, idBox: number) => ({
    gsi2pk: `BOX_COPY#${pad(idBox)}`,
    gsi2sk: `SITE#${idSite}#CARRIER#${pad(idCarrier)}`,
  }),
  carrierBoxCopyPartition: (idBox: number): string => `BOX_COPY#${pad(idBox)}`,
  /** A parsed carrier price file waiting to be inserted (`PUT /admin/carrier/parse/{id}` then `/insert/{id}`), kept a
   * day. */
  carrierPriceFile: (idSite: SiteId, filename: string): Key => ({
    pk: `SITE#${idSite}#CARRIER_FILE`,
    sk: `FILE#${filename}`,
  }),

  // Shipping: boxes, the rest of the block above (docs/shipping.md "The entities"). Box ids, site or
  // global, come from the one global `BOX` counter, so an id names one box whichever site owns it.
  boxSkPrefix: (): string => 'BOX#',
  chosenGlobalBoxSkPrefix: (): string => 'CHOSEN#',
  /** A global box, `box(0, id)` without a `SiteId` (every site reads it); `uses` counts the sites' choices and
   * carriers. */
  globalBox: (idBox: number): Key => ({ pk: `SITE#${defaultsSiteId}#BOX`, sk: `BOX#${pad(idBox)}` }),
  globalBoxPartition: (): string => `SITE#${defaultsSiteId}#BOX`,
  /** A site's order of boxes (newest first: read backwards). */
  boxOrder: (idSite: SiteId, id: number): Key => ({ pk: `SITE#${idSite}#BOX_ORDER`, sk: `ORDER#${pad(id)}` }),
  boxOrderPartition: (idSite: SiteId): string => `SITE#${idSite}#BOX_ORDER`,

  // Shipping: countries (global reference data, id = ISO 3166-1 numeric) and their cities.
  country: (idCountry: number): Key => ({ pk: 'COUNTRIES', sk: `COUNTRY#${pad(idCountry)}` }),
  countryPartition: (): string => 'COUNTRIES',
  /**
   * A city (one item per name and postal code) of a country: the table finds it by the start of its
   * normalised name (`NAME#saint-emilion#33330`), gsi1 by the start of its postal code
   * (`POSTAL#33330#saint-emilion`). Both are one Query of the country's partition.
   */
  city: (idCountry: number, normalisedName: string, postalCode: string): Key => ({
    pk: `CITIES#${pad(idCountry)}`,
    sk: `NAME#${normalisedName}#${postalCode}`,
  }),
  cityPostalIndex: (idCountry: number, normalisedName: string, postalCode: string) => ({
    gsi1pk: `CITIES#${pad(idCountry)}`,
    gsi1sk: `POSTAL#${postalCode}#${normalisedName}`,
  }),
  cityPartition: (idCountry: number): string => `CITIES#${pad(idCountry)}`,
  cityNamePrefix: (normalisedStart: string): string => `NAME#${normalisedStart}`,
  cityPostalPrefix: (postalStart: string): string => `POSTAL#${postalStart}`,
  /** A parsed city file waiting to be inserted: its rows in chunks, forgotten after a day (TTL). */
  cityImportChunk: (idImport: string, chunk: number): Key => ({
    pk: `CITY_IMPORT#${idImport}`,
    sk: `CHUNK#${pad(chunk)}`,
  }),
  cityImportPartition: (idImport: string): string => `CITY_IMPORT#${idImport}`,

  // Shipping (issue 6): carrier partners (docs/shipping.md "Partners and adapters"). One partition
  // per site: each partner's settings (`PARTNER#VIGNOBLE_EXPORT`, `PARTNER#MONDIAL_RELAY`), the
  // Chronopost products the site offers (`CHRONOPOST#<id>`) and the product codes they reserve
  // (`CHRONOPOST_CODE#<code>`: a product once per site).
  carrierPartnerPartition: (idSite: SiteId): string => `SITE#${idSite}#CARRIER_PARTNER`,
  carrierPartner: (idSite: SiteId, partner: 'VIGNOBLE_EXPORT' | 'MONDIAL_RELAY'): Key => ({
    pk: `SITE#${idSite}#CARRIER_PARTNER`,
    sk: `PARTNER#${partner}`,
  }),
  chronopostProduct: (idSite: SiteId, id: number): Key => ({
    pk: `SITE#${idSite}#CARRIER_PARTNER`,
    sk: `CHRONOPOST#${pad(id)}`,
  }),
  chronopostProductSkPrefix: (): string => 'CHRONOPOST#',
  chronopostProductCode: (idSite: SiteId, productCode: string): Key => ({
    pk: `SITE#${idSite}#CARRIER_PARTNER`,
    sk: `CHRONOPOST_CODE#${productCode}`,
  }),

  // Checkout (issue 7): shop customers (docs/data-model.md "Customers"). One partition per site:
  // the customer under the Cognito `sub` of its tokens (`SUB#<sub>`: a signed-in request reads it
  // in one GetItem), its id (`ID#<id>` → sub) and its e-mail in the site (`EMAIL#<email>` → sub,
  // conditional put: one account per e-mail per site).
  customerPartition: (idSite: SiteId): string => `SITE#${idSite}#CUSTOMER`,
  customer: (idSite: SiteId, sub: string): Key => ({ pk: `SITE#${idSite}#CUSTOMER`, sk: `SUB#${sub}` }),
  customerSkPrefix: (): string => 'SUB#',
  customerId: (idSite: SiteId, idCustomer: number): Key => ({
    pk: `SITE#${idSite}#CUSTOMER`,
    sk: `ID#${pad(idCustomer)}`,
  }),
  customerEmail: (idSite: SiteId, email: string): Key => ({
    pk: `SITE#${idSite}#CUSTOMER`,
    sk: `EMAIL#${email.toLowerCase()}`,
  }),

  // Checkout (issue 7): orders (docs/checkout.md "Orders", docs/data-model.md). A site's orders in
  // one partition, newest last (`ORDER#<id>`); gsi1 holds a signed-in customer's own (by the Cognito
  // `sub` of their tokens). An Idempotency-Key is its own partition (a hash of the key and who sent
  // it), written in the order's transaction and forgotten after a day (TTL).
  order: (idSite: SiteId, idOrder: number): Key => ({ pk: `SITE#${idSite}#ORDER`, sk: `ORDER#${pad(idOrder)}` }),
  orderPartition: (idSite: SiteId): string => `SITE#${idSite}#ORDER`,
  customerOrdersIndex: (idSite: SiteId, sub: string, idOrder: number) => ({
    gsi1pk: `SITE#${idSite}#CUSTOMER_ORDERS#${sub}`,
    gsi1sk: `ORDER#${pad(idOrder)}`,
  }),
  customerOrdersPartition: (idSite: SiteId, sub: string): string => `SITE#${idSite}#CUSTOMER_ORDERS#${sub}`,
  orderKey: (idSite: SiteId, keyHash: string): Key => ({ pk: `SITE#${idSite}#ORDER_KEY#${keyHash}`, sk: 'ORDER_KEY' }),
  // Orders after the sale (issue 12, docs/orders.md "History"): an order's events in its own
  // partition, by revision then place in the change (append-only).
  orderEvent: (idSite: SiteId, idOrder: number, revision: number, n: number): Key => ({
    pk: `SITE#${idSite}#ORDER#${pad(idOrder)}`,
    sk: `EVENT#${pad(revision)}#${String(n).padStart(3, '0')}`,
  }),
  orderEventPartition: (idSite: SiteId, idOrder: number): string => `SITE#${idSite}#ORDER#${pad(idOrder)}`,
  /** gsi2: card orders still waiting for their payment, every site, by placement time (the unpaid-card task). */
  cardPendingIndex: (idSite: SiteId, idOrder: number, createdAt: string) => ({
    gsi2pk: 'CARD_PENDING',
    gsi2sk: `${createdAt}#${idSite}#${pad(idOrder)}`,
  }),
  cardPendingPartition: 'CARD_PENDING',
  /** How a site takes payments: accepted methods, bank details for transfers, cheques' payee, its Stripe account. */
  paymentSettings: (idSite: SiteId): Key => ({ pk: `SITE#${idSite}`, sk: 'PAYMENT_SETTINGS' }),
  /** The site's billing customer (docs/billing.md), with its id at the billing provider. */
  billingCustomer: (idSite: SiteId): Key => ({ pk: `SITE#${idSite}`, sk: 'BILLING_CUSTOMER' }),
  /** A payment-fee report of the site: one partition, newest last (ids from the site's `FEE_REPORT` counter). */
  feeReport: (idSite: SiteId, id: number): Key => ({ pk: `SITE#${idSite}#FEE_REPORTS`, sk: `FEE_REPORT#${pad(id)}` }),
  feeReportPartition: (idSite: SiteId): string => `SITE#${idSite}#FEE_REPORTS`,

  // Mail models (issue 12, docs/mail-models.md): one partition per site (site 0: the base models),
  // so a site's models are one Query and a mail's resolution one BatchGetItem.
  mailModel: (idSite: SiteId, key: string): Key => ({ pk: `SITE#${idSite}#MAIL_MODEL`, sk: `MODEL#${key}` }),
  mailModelPartition: (idSite: SiteId): string => `SITE#${idSite}#MAIL_MODEL`,
  /** The descriptions and samples of a mail's variables, set by a super-admin: site 0 only. */
  mailData: (key: string): Key => ({ pk: `SITE#${defaultsSiteId}#MAIL_MODEL`, sk: `DATA#${key}` }),
  /** A recipient of the site's notification mails (new order, return asked, new message). */
  notification: (idSite: SiteId, id: number): Key => ({
    pk: `SITE#${idSite}#NOTIFICATION`,
    sk: `NOTIFICATION#${pad(id)}`,
  }),
  notificationPartition: (idSite: SiteId): string => `SITE#${idSite}#NOTIFICATION`,

  // Checkout (issue 7): discounts (docs/checkout.md "Discounts"). One partition per site holds the
  // discounts (`DISCOUNT#<id>`: the list and the checkout's one Query) and the codes they reserve
  // (`CODE#<code in lower case>`: a code once per site, whatever its case). Uses of usable-once
  // codes live apart (`SITE#<s>#DISCOUNT_USE`, one item per shopper and discount), so the
  // discounts' Query never reads them.
  discount: (idSite: SiteId, id: number): Key => ({ pk: `SITE#${idSite}#DISCOUNT`, sk: `DISCOUNT#${pad(id)}` }),
  discountPartition: (idSite: SiteId): string => `SITE#${idSite}#DISCOUNT`,
  discountSkPrefix: (): string => 'DISCOUNT#',
  discountCode: (idSite: SiteId, code: string): Key => ({
    pk: `SITE#${idSite}#DISCOUNT`,
    sk: `CODE#${code.toLowerCase()}`,
  }),
  /** A shopper (`C<idCustomer>` or `E<e-mail>`, see `discountShopperKey`) used a usable-once discount. */
  discountUse: (idSite: SiteId, shopperKey: string, idDiscount: number): Key => ({
    pk: `SITE#${idSite}#DISCOUNT_USE`,
    sk: `SHOPPER#${shopperKey}#DISCOUNT#${pad(idDiscount)}`,
  }),
  discountUsePartition: (idSite: SiteId): string => `SITE#${idSite}#DISCOUNT_USE`,
  discountUseShopperPrefix: (shopperKey: string): string => `SHOPPER#${shopperKey}#DISCOUNT#`,

  // Orders after the sale (issue 12): a site's lists of values for orders and returns, every type in
  // one partition (a few tens of items: the list of a type is one Query), so a path naming only the id
  // (`/admin/order-generic-values/{id}/order`) finds its value. Ids from the site's `ORDER_GENERIC_VALUE` counter.
  orderGenericValue: (idSite: SiteId, id: number): Key => ({
    pk: `SITE#${idSite}#ORDER_VALUE`,
    sk: `VALUE#${pad(id)}`,
  }),
  orderGenericValuePartition: (idSite: SiteId): string => `SITE#${idSite}#ORDER_VALUE`,
  // Order returns (issue 12, docs/orders.md "Returns"): a site's returns in one partition, by id (ids
  // from the site's `ORDER_BACK` counter, growing with time); an order lists its own in its item.
  orderBack: (idSite: SiteId, id: number): Key => ({ pk: `SITE#${idSite}#ORDER_BACK`, sk: `BACK#${pad(id)}` }),
  orderBackPartition: (idSite: SiteId): string => `SITE#${idSite}#ORDER_BACK`,

  // Pages (issue 14, docs/data-model.md "Pages"). A page's own partition holds its information (`META`) and its
  // layouts by place (`LAYOUT#<order:4>`): the admin and the storefront read a page by id in one Query. Every one of
  // them carries gsi1 `SITE#<s>#PAGE_URL#<url>` / its sk while the page has a url, so the storefront reads a page by
  // url in one Query too; gsi2 finds a layout by its own id (copy). The menu tree is one partition (`PAGE#<id>`, one
  // entry per page, no layouts), with the urls the pages hold (`URL#<url>`: a url once per site). Tagged layouts are
  // indexed in `SITE#<s>#LAYOUT_TAGS`. Ids from the site's `PAGE`, `LAYOUT` and `CONTENT` counters.
  pagePartition: (idSite: SiteId, idPage: number): string => `SITE#${idSite}#PAGE#${pad(idPage)}`,
  pageMeta: (idSite: SiteId, idPage: number): Key => ({ pk: `SITE#${idSite}#PAGE#${pad(idPage)}`, sk: 'META' }),
  pageLayout: (idSite: SiteId, idPage: number, order: number): Key => ({
    pk: `SITE#${idSite}#PAGE#${pad(idPage)}`,
    sk: `LAYOUT#${String(order).padStart(4, '0')}`,
  }),
  pageMetaSk: (): string => 'META',
  pageLayoutSkPrefix: (): string => 'LAYOUT#',
  /** gsi1: the items of the page that has this url (its `gsi1sk` is the item's own `sk`). */
  pageUrlIndex: (idSite: SiteId, url: string, sk: string) => ({ gsi1pk: `SITE#${idSite}#PAGE_URL#${url}`, gsi1sk: sk }),
  pageUrlIndexPartition: (idSite: SiteId, url: string): string => `SITE#${idSite}#PAGE_URL#${url}`,
  /** gsi2: a layout by its own id, whichever page holds it. */
  layoutByIdIndex: (idSite: SiteId, idLayout: number) => ({
    gsi2pk: `SITE#${idSite}#LAYOUT#${pad(idLayout)}`,
    gsi2sk: 'LAYOUT',
  }),
  layoutByIdPartition: (idSite: SiteId, idLayout: number): string => `SITE#${idSite}#LAYOUT#${pad(idLayout)}`,
  pagesPartition: (idSite: SiteId): string => `SITE#${idSite}#PAGES`,
  pageMenuEntry: (idSite: SiteId, idPage: number): Key => ({ pk: `SITE#${idSite}#PAGES`, sk: `PAGE#${pad(idPage)}` }),
  pageMenuSkPrefix: (): string => 'PAGE#',
  /** Reserves a url for one page of the site (`idPage`). */
  pageUrl: (idSite: SiteId, url: string): Key => ({ pk: `SITE#${idSite}#PAGES`, sk: `URL#${url}` }),
  layoutTagsPartition: (idSite: SiteId): string => `SITE#${idSite}#LAYOUT_TAGS`,
  layoutTag: (idSite: SiteId, idLayout: number): Key => ({
    pk: `SITE#${idSite}#LAYOUT_TAGS`,
    sk: `LAYOUT#${pad(idLayout)}`,
  }),

  /** A password reset token, by the hash of the secret sent by mail. */
  resetToken: (tokenHash: string): Key => ({ pk: `RESET#${tokenHash}`, sk: 'RESET' }),
  /**
   * The counter of a rate limit for one subject (a hashed account or client address), in the window
   * its first event opened; removed by the TTL after the window. Never site-scoped: a client address
   * is the same on every shop (a shop's own limits put the site in the subject).
   */
  rateLimit: (limit: string, subjectHash: string): Key => ({ pk: `LIMIT#${limit}#${subjectHash}`, sk: 'LIMIT' }),

  // Components and page images (issue 14, docs/pages.md). The components are the super-admin's catalogue (not
  // site-owned: every site's library names them), a few items in one partition; ids from the global `COMPONENT`
  // counter; a slug names one component (`UNIQUE#COMPONENT_SLUG`). A site's library and its page images each live in
  // one partition of the site; ids from the site's `LIBRARY` and `PAGE_IMAGE` counters.
  component: (id: number): Key => ({ pk: 'COMPONENTS', sk: `COMPONENT#${pad(id)}` }),
  componentPartition: (): string => 'COMPONENTS',
  componentCounter: (): Key => ({ pk: 'GLOBAL', sk: 'COUNTER#COMPONENT' }),
  uniqueComponentSlug: (slug: string): Key => ({ pk: `UNIQUE#COMPONENT_SLUG#${slug}`, sk: 'UNIQUE' }),
  libraryComponent: (idSite: SiteId, id: number): Key => ({ pk: `SITE#${idSite}#LIBRARY`, sk: `COMPONENT#${pad(id)}` }),
  libraryPartition: (idSite: SiteId): string => `SITE#${idSite}#LIBRARY`,
  pageImage: (idSite: SiteId, id: number): Key => ({ pk: `SITE#${idSite}#PAGE_IMAGE`, sk: `IMAGE#${pad(id)}` }),
  pageImagePartition: (idSite: SiteId): string => `SITE#${idSite}#PAGE_IMAGE`,

  // Workflows (issue 15, docs/workflows.md). A site's jobs in one partition, newest first by id (ids sort by start
  // time); one lock per machine while a job runs on it (site 0: the jobs over every site). A site's releases in one
  // partition with the record of the one served (`CURRENT`) and of the live-edit instance (`LIVE`).
  jobPartition: (idSite: SiteId): string => `SITE#${idSite}#JOBS`,
  job: (idSite: SiteId, id: string): Key => ({ pk: `SITE#${idSite}#JOBS`, sk: `JOB#${id}` }),
  jobSkPrefix: (): string => 'JOB#',
  jobLock: (idSite: SiteId, machine: string): Key => ({ pk: `SITE#${idSite}#JOBS`, sk: `LOCK#${machine}` }),
  releasePartition: (idSite: SiteId): string => `SITE#${idSite}#RELEASES`,
  release: (idSite: SiteId, id: string): Key => ({ pk: `SITE#${idSite}#RELEASES`, sk: `RELEASE#${id}` }),
  releaseSkPrefix: (): string => 'RELEASE#',
  releaseCurrent: (idSite: SiteId): Key => ({ pk: `SITE#${idSite}#RELEASES`, sk: 'CURRENT' }),
  liveEdit: (idSite: SiteId): Key => ({ pk: `SITE#${idSite}#RELEASES`, sk: 'LIVE' }),
  /** The storefront build deployed (its version), written by the deployment (infra/lib/web-stack.ts). */
  clientTemplate: (): Key => ({ pk: 'GLOBAL', sk: 'CLIENT_TEMPLATE' }),
  /**
   * Functionalities and client servers (issue 20): global, a few items each in one partition (a list is one Query);
   * ids from global counters; a guard item per functionality key keeps keys unique.
   */
  functionality: (id: number): Key => ({ pk: 'FUNCTIONALITIES', sk: `FUNCTIONALITY#${pad(id)}` }),
  functionalityPartition: (): string => 'FUNCTIONALITIES',
  uniqueFunctionalityKey: (key: string): Key => ({ pk: `UNIQUE#FUNCTIONALITY_KEY#${key}`, sk: 'UNIQUE' }),
  clientServer: (id: number): Key => ({ pk: 'CLIENT_SERVERS', sk: `SERVER#${pad(id)}` }),
  clientServerPartition: (): string => 'CLIENT_SERVERS',

  // Translation jobs (issue 19, docs/translation-jobs.md): every definition in one partition (the super-admin's list,
  // ids from the global `TRANSLATION_JOB` counter); gsi1 holds a site's (the admin's list). A site's own glossary
  // terms are one item.
  translationJobsPartition: (): string => 'TR_JOBS',
  translationJob: (id: number): Key => ({ pk: 'TR_JOBS', sk: `TR_JOB#${pad(id)}` }),
  translationJobSiteIndex: (idSite: SiteId, id: number) => ({
    gsi1pk: `SITE#${idSite}#TR_JOBS`,
    gsi1sk: `TR_JOB#${pad(id)}`,
  }),
  translationJobSitePartition: (idSite: SiteId): string => `SITE#${idSite}#TR_JOBS`,
  translationGlossary: (idSite: SiteId): Key => ({ pk: `SITE#${idSite}#TR_GLOSSARY`, sk: 'GLOSSARY' }),

  // Translations (issue 19, docs/translations.md). A unit's sort key `<kind>#<entityId:10>#<field>` is the same in
  // its source partition (`TR_SOURCE`: the text in the default language, its hash, the languages translated) and in
  // each language's partition (`TR#<lang>`): an entity's units, or a kind's, are one Query by prefix in either. A
  // unit's id finds its key through `TR_ID`. The counts (`TR_COUNT`: `UNITS`, `LANG#<lang>`) move with every write.
  translationUnitSk: (kind: string, entityId: number, field: string): string => `${kind}#${pad(entityId)}#${field}`,
  translationEntityPrefix: (kind: string, entityId: number): string => `${kind}#${pad(entityId)}#`,
  translationKindPrefix: (kind: string): string => `${kind}#`,
  translationSource: (idSite: SiteId, unitSk: string): Key => ({ pk: `SITE#${idSite}#TR_SOURCE`, sk: unitSk }),
  translationSourcePartition: (idSite: SiteId): string => `SITE#${idSite}#TR_SOURCE`,
  translationUnitId: (idSite: SiteId, id: number): Key => ({ pk: `SITE#${idSite}#TR_ID`, sk: pad(id) }),
  translation: (idSite: SiteId, lang: string, unitSk: string): Key => ({ pk: `SITE#${idSite}#TR#${lang}`, sk: unitSk }),
  translationPartition: (idSite: SiteId, lang: string): string => `SITE#${idSite}#TR#${lang}`,
  translationUnitCount: (idSite: SiteId): Key => ({ pk: `SITE#${idSite}#TR_COUNT`, sk: 'UNITS' }),
  translationLangCount: (idSite: SiteId, lang: string): Key => ({ pk: `SITE#${idSite}#TR_COUNT`, sk: `LANG#${lang}` }),
  translationCountPartition: (idSite: SiteId): string => `SITE#${idSite}#TR_COUNT`,

  // Statistics (issue 20, docs/statistics.md). The day's secret of the visitor hash (every site, kept 48 h by TTL).
  statsDailySecret: (day: string): Key => ({ pk: 'STATS_SECRET', sk: `DAY#${day}` }),
  /** A day's raw page views, time-ordered (`<iso instant>#<visitor>#<nonce>`): the current visitors' Query. */
  statsEventsPartition: (idSite: SiteId, day: string): string => `SITE#${idSite}#VISITS#${day}`,
  statsEvent: (idSite: SiteId, day: string, sk: string): Key => ({ pk: `SITE#${idSite}#VISITS#${day}`, sk }),
  /** A visitor seen on a day (kind VISIT or QR): its conditional put decides whether the day's visitors grow. */
  statsSeen: (idSite: SiteId, day: string, kind: string, visitor: string): Key => ({
    pk: `SITE#${idSite}#SEEN#${day}`,
    sk: `${kind}#${visitor}`,
  }),
  /** The daily rollups of one measure (`DAY`, `HOUR`, `PAGE`, `SOURCE`, `ORDER`, `DEPARTMENT`…), sorted by day. */
  statsRollup: (idSite: SiteId, measure: string, sk: string): Key => ({ pk: `SITE#${idSite}#STATS#${measure}`, sk }),
  statsRollupPartition: (idSite: SiteId, measure: string): string => `SITE#${idSite}#STATS#${measure}`,
  /** A known shopper's last priced cart (by shopper key); gsi1 orders a site's carts by when they were priced. */
  statsCart: (idSite: SiteId, shopper: string): Key => ({ pk: `SITE#${idSite}#CART`, sk: `SHOPPER#${shopper}` }),
  statsCartIndex: (idSite: SiteId, updatedAt: string, shopper: string) => ({
    gsi1pk: `SITE#${idSite}#CARTS`,
    gsi1sk: `${updatedAt}#${shopper}`,
  }),
  statsCartListPartition: (idSite: SiteId): string => `SITE#${idSite}#CARTS`,

  // Site lifecycle (docs/site-lifecycle.md): a deletion finds a site's items by their partition, `SITE#<id>` itself
  // and every `SITE#<id>#…` collection. The `#` after the id is what keeps site 1 from matching site 10's partitions.
  sitePartition: (idSite: SiteId): string => `SITE#${idSite}`,
  siteCollectionsPrefix: (idSite: SiteId): string => `SITE#${idSite}#`,

  // Payment settings and plugins (issue 20, docs/payment-settings.md). A site's keys and its app site keys in a
  // partition each (one Query lists them); its app parameters by type (`TYPE#CA`, `TYPE#CAWL`…: the secrets live
  // there, never in the site's public reads). External apps are the shared catalogue (one partition), each type
  // reserved once (`TYPE#<type>`).
  siteKey: (idSite: SiteId, id: number): Key => ({ pk: `SITE#${idSite}#SITE_KEY`, sk: `KEY#${pad(id)}` }),
  siteKeyPartition: (idSite: SiteId): string => `SITE#${idSite}#SITE_KEY`,
  appSiteKey: (idSite: SiteId, id: number): Key => ({ pk: `SITE#${idSite}#APP_SITE_KEY`, sk: `KEY#${pad(id)}` }),
  appSiteKeyPartition: (idSite: SiteId): string => `SITE#${idSite}#APP_SITE_KEY`,
  appParameters: (idSite: SiteId, type: string): Key => ({ pk: `SITE#${idSite}#APP_PARAMETERS`, sk: `TYPE#${type}` }),
  externalApp: (id: number): Key => ({ pk: 'EXTERNAL_APPS', sk: `APP#${pad(id)}` }),
  externalAppSkPrefix: (): string => 'APP#',
  externalAppType: (type: string): Key => ({ pk: 'EXTERNAL_APPS', sk: `TYPE#${type}` }),
  externalAppPartition: (): string => 'EXTERNAL_APPS',
} as const;

/** Object keys of the media bucket; URLs are `<MEDIA_BASE_URL>/<key>`. */
export const mediaKeys = {
  logo: (idSite: SiteId, id: string, extension: string): string => `sites/${idSite}/logo/${id}.${extension}`,
  banner: (idSite: SiteId, type: string, id: string, extension: string): string =>
    `sites/${idSite}/banner/${type.toLowerCase()}/${id}.${extension}`,
  productImage: (idSite: SiteId, idProduct: number, id: string, extension: string): string =>
    `sites/${idSite}/product/${idProduct}/${id}.${extension}`,
  awardImage: (idSite: SiteId, id: string, extension: string): string => `sites/${idSite}/award/${id}.${extension}`,
  newsImage: (idSite: SiteId, id: string, extension: string): string => `sites/${idSite}/news/${id}.${extension}`,
  popupImage: (idSite: SiteId, id: string, extension: string): string => `sites/${idSite}/popup/${id}.${extension}`,
  albumImage: (idSite: SiteId, idAlbum: number, id: string, extension: string): string =>
    `sites/${idSite}/albums/${idAlbum}/${id}.${extension}`,
  serviceImage: (idSite: SiteId, id: string, extension: string): string => `sites/${idSite}/service/${id}.${extension}`,
  elementImage: (idSite: SiteId, id: string, extension: string): string => `sites/${idSite}/element/${id}.${extension}`,
  homeCardImage: (idSite: SiteId, id: string, extension: string): string =>
    `sites/${idSite}/home-card/${id}.${extension}`,
  blogImage: (idSite: SiteId, id: string, extension: string): string => `sites/${idSite}/blog/${id}.${extension}`,
  /** A page image (issue 14): public, served by `/media/*` like the other images of the storefront. */
  pageImage: (idSite: SiteId, id: string, extension: string): string => `sites/${idSite}/page-image/${id}.${extension}`,
  /**
   * Files sent by presigned POST wait here until the product that names them is saved (then they
   * are moved); the bucket's lifecycle rule forgets what is left there after a day.
   */
  upload: (idSite: SiteId, id: string, extension: string): string =>
    `${mediaBucketDefinition.uploadsPrefix}${idSite}/${id}.${extension}`,
  uploadPrefix: (idSite: SiteId): string => `${mediaBucketDefinition.uploadsPrefix}${idSite}/`,
  /** A product template: under the private prefix, never served by `/media/*` (read through the API by the site's
   * admins). */
  productTemplate: (idSite: SiteId, id: string, extension: string): string =>
    `${mediaBucketDefinition.privatePrefix}sites/${idSite}/product-template/${id}.${extension}`,
  /** A shipment's label bought at a carrier: under the private prefix, read through the API by the site's admins
   * (docs/orders.md "Shipping an order"). */
  shipmentLabel: (idSite: SiteId, idOrder: number, id: string): string =>
    `${mediaBucketDefinition.privatePrefix}sites/${idSite}/shipment-label/${idOrder}/${id}.pdf`,
  /** A file of an order return (the label, a photo): private, read through the API by the site's admins (and the
   * shopper, their label). */
  orderBackFile: (idSite: SiteId, idOrderBack: number, id: string, extension: string): string =>
    `${mediaBucketDefinition.privatePrefix}sites/${idSite}/order-back/${idOrderBack}/${id}.${extension}`,
  /** A base font's file (issue 17): global and public (every storefront loads it), never changed under its key. */
  baseFontFile: (id: string, extension: string): string => `fonts/${id}.${extension}`,
  /** A form's document template (issue 18): private, read through the API only. */
  formTemplate: (idSite: SiteId, idForm: number, id: string): string =>
    `${mediaBucketDefinition.privatePrefix}sites/${idSite}/forms/${idForm}/templates/${id}.docx`,
  /** A site file (issue 17): private, answered by `/file/download/…` only while it is valid. */
  siteFile: (idSite: SiteId, id: string, extension: string): string =>
    `${mediaBucketDefinition.privatePrefix}sites/${idSite}/file/${id}.${extension}`,
  /** A payment-fee report's CSV (issue 20): private, downloaded by a short-lived presigned address. */
  feeReport: (idSite: SiteId, id: number, jobId: string): string =>
    `${mediaBucketDefinition.privatePrefix}sites/${idSite}/fee-report/${id}-${jobId}.csv`,
  /** Every prefix a site's objects live under: its public media, its private files, its waiting uploads. */
  sitePrefixes: (idSite: SiteId): string[] => [
    `sites/${idSite}/`,
    `${mediaBucketDefinition.privatePrefix}sites/${idSite}/`,
    `${mediaBucketDefinition.uploadsPrefix}${idSite}/`,
  ],
  /** A deleted site's items, written by its deletion job (docs/site-lifecycle.md): private, outside its prefixes. */
  siteExport: (idSite: SiteId, jobId: string): string =>
    `${mediaBucketDefinition.privatePrefix}exports/site-${idSite}/${jobId}.ndjson`,
} as const;
