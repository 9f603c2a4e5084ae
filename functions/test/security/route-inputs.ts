import type * as z from 'zod';
import { idLike, plausible, sampleOf, shapeOf } from './schema-walk.ts';
import { paramNames, send, type TableRoute } from './kit.ts';
import { wineForm } from '../order-helpers.ts';
import { docxTemplate, pdf, png, securityAppType } from './rich-site.ts';
import { tastingBookingForm } from '@cellar/shared/content/form-test-form';

/**
 * The inputs a route's call is made of — path parameters, query, body — for a caller working on one
 * site's items: the ids are that site's (harvested from its items in the table), the rest generated
 * from the route's zod schemas, and hand-written only where a generated body cannot be right
 * (multipart forms with files, bodies whose fields a refinement checks together).
 */

/** A site's ids by entity, read from its items in the table. */
export interface SiteIds {
  site: number;
  byType: Map<string, number[]>;
  /** Every id of the site's items, for a parameter no rule names. */
  all: number[];
}

/** Items of the site: its own partition and its collections (`SITE#<id>`, `SITE#<id>#…`). */
export const siteItemPattern = (site: number) => new RegExp(`^SITE#${site}(#|$)`);

export function harvestIds(items: Array<Record<string, unknown>>, site: number): SiteIds {
  const byType = new Map<string, number[]>();
  const add = (type: string, id: unknown) => {
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return;
    const list = byType.get(type) ?? [];
    if (!list.includes(id)) list.push(id);
    byType.set(type, list);
  };
  const pattern = siteItemPattern(site);
  for (const item of items) {
    if (!pattern.test(String(item.pk))) continue;
    const type = String(item.type);
    if (type === 'BOX_CHOICE') add('GLOBAL_BOX', item.id);
    else add(type, item.id);
    if (type === 'CUSTOMIZATION')
      for (const value of (item.values as Array<{ id: unknown }> | undefined) ?? [])
        add('CUSTOMIZATION_VALUE', value.id);
    if (type === 'ADDRESS')
      for (const slot of (item.schedules as Array<{ id: unknown }> | undefined) ?? []) add('SCHEDULE', slot.id);
    if (type === 'CALENDAR')
      for (const date of (item.dates as Array<{ id: unknown }> | undefined) ?? []) add('SCHEDULE', date.id);
  }
  for (const list of byType.values()) list.sort((a, b) => a - b);
  const all = [...new Set([...byType.values()].flat())].sort((a, b) => a - b);
  return { site, byType, all };
}

/** Which entity a path parameter names, by the path around it (first rule that matches). */
const paramRules: Array<[RegExp, string | RegExp, string[]]> = [
  [/^\/sites?\//, 'id', ['SITE']],
  [/\/(admin|super-admin)\/user\//, 'id', ['SITE_USER']],
  [/\/super-admin\/lang\//, 'id', ['SITE_LANG']],
  [/\/admin\/lang\//, 'id', ['SITE_LANG']],
  [/vintage/, 'id', ['VINTAGE']],
  [/\/product\/template\//, 'id', ['PRODUCT_TEMPLATE']],
  [/\/product-customization\//, 'idValue', ['CUSTOMIZATION_VALUE']],
  [/\/product-customization\//, 'id', ['CUSTOMIZATION']],
  [/./, 'idCustomization', ['CUSTOMIZATION']],
  [/./, 'idProduct', ['PRODUCT']],
  [/\/product-details-type\//, 'id', ['DETAILS_TYPE']],
  [/\/variation\//, 'id', ['VARIATION']],
  [/\/nomenclature\//, 'id', ['NOMENCLATURE']],
  [/product/, 'id', ['PRODUCT']],
  [/\/company\/address\//, 'id', ['ADDRESS']],
  [/\/address\/type\//, 'id', ['ADDRESS_TYPE']],
  [/\/global\/box\//, 'id', ['GLOBAL_BOX']],
  [/\/box\//, 'id', ['BOX', 'GLOBAL_BOX']],
  [/\/chronopost\//, 'id', ['CHRONOPOST_PRODUCT']],
  [/\/carrier\//, 'idRule', ['CARRIER_RULE']],
  [/\/carrier\//, /^(id|idCarrier)$/, ['CARRIER']],
  [/\/discount\//, 'id', ['DISCOUNT']],
  [/\/order-generic-values\//, 'id', ['ORDER_GENERIC_VALUE']],
  [/\/order\//, 'id', ['ORDER']],
  [/\/award\//, 'id', ['AWARD']],
  [/\/news\//, 'id', ['NEWS']],
  // Social networks (issue 20): `/admin/socials/google/review-locations/{id}`, `/admin/socials/facebook-pages/{id}`.
  [/\/review-locations\//, 'id', ['REVIEW_LOCATION']],
  [/\/facebook-pages\//, 'id', ['FACEBOOK_PAGE']],
  // The producer's subscription (issue 20): `/stripe-fee/report/{id}` names a fee report.
  [/\/stripe-fee\/report\//, 'id', ['FEE_REPORT']],
  [/\/popup\//, 'id', ['POPUP']],
  [/\/redirection\//, 'id', ['REDIRECTION']],
  [/\/script-to-load\//, 'id', ['SCRIPT_TO_LOAD']],
  [/\/qrcode\//, 'id', ['QRCODE']],
  // Help messages are global (no site partition): none is harvested, so a call names an id no site owns.
  [/\/help-message\//, 'id', ['HELP_MESSAGE']],
  [/\/admin\/file\//, 'id', ['SITE_FILE']],
  [/\/album\//, 'id', ['ALBUM']],
  [/\/service\//, 'id', ['SERVICE']],
  [/\/home-card\//, 'id', ['HOME_CARD']],
  // Plugins (issue 20): a site's keys and app site keys; external applications are global (none is harvested).
  [/\/app-site-key\//, 'id', ['APP_SITE_KEY']],
  [/\/site-key\//, 'id', ['SITE_KEY']],
  [/\/external-app\//, 'id', ['EXTERNAL_APP']],
  // A site's elements (super-admin, issue 20): `/super-admin/element/{id}` and `{idSite}` name the site.
  [/^\/super-admin\/element\/\{id\}$/, 'id', ['SITE']],
  [/^\/super-admin\/element\//, 'idSite', ['SITE']],
  // Functionalities and client servers are global (no site partition): none is harvested.
  [/\/super-admin\/functionality\//, 'id', ['FUNCTIONALITY']],
  [/\/super-admin\/client\/server\//, 'id', ['CLIENT_SERVER']],
  // Elements (issue 18): `/element/{idOrRoute}`, `/admin/element/{id}…` name a type; `{idItem}`, `{idElementItem}`
  // an item.
  [/\/element\//, /^(id|idElement|idOrRoute)$/, ['ELEMENT']],
  [/\/element\//, /^(idItem|idElementItem)$/, ['ELEMENT_ITEM']],
  // Blog (issue 18): `/blog/folder/{id}`, `/blog/folder/ariane/{id}`, `/admin/blog/folder/{id}` name a folder;
  // `/blog/article/{idOrUrl}`, `/admin/blog/{id}`, `/admin/blog/{id}/…`, `/admin/blog/status/{id}` an article.
  [/\/blog\/folder\//, 'id', ['BLOG_FOLDER']],
  [/\/blog\//, /^(id|idOrUrl)$/, ['BLOG_ARTICLE']],
  // Forms (issue 18): `/forms/{id}`, `/admin/forms/{id}`, `/admin/forms/{id}/content`, `/admin/forms/valid/{id}`.
  [/\/forms\//, 'id', ['FORM']],
  [/\/forms\//, 'templateId', ['FORM_TEMPLATE']],
  [/\/message\//, 'idTemplate', ['FORM_TEMPLATE']],
  // Conversations (issue 18): `/message/{id}`, `/message/read/{id}`, `/admin/message/{id}/…`.
  [/\/message\//, 'id', ['MESSAGE']],
  // Base fonts are global (no site partition): none is harvested, so a call names an id no site owns.
  [/\/(base|site)-font\//, 'id', ['BASE_FONT']],
  [/\/calendar\//, 'id', ['CALENDAR']],
  // Translation job definitions are global (one partition, a site's in gsi1): none is harvested.
  [/\/translation\/job\/run\//, 'id', ['TRANSLATION_JOB']],
  // Content translations (issue 19): `/admin/translation/{idContent}/{lang}` names a unit (its source's id).
  [/\/translation\//, 'idContent', ['TR_SOURCE']],
  [/\/translations\//, 'idPage', ['PAGE']],
  [/\/library\/component\//, 'id', ['LIBRARY_COMPONENT']],
  [/\/page\/image\//, 'id', ['PAGE_IMAGE']],
  // Pages (issue 14): `/admin/page/{id}`, `/state/{id}`, `/base/{id}`, `/page/{id}/script`, and a layout of a page.
  [/^\/(admin\/)?page\/((state|base)\/)?\{/, /^(id|pageId|slugOrId)$/, ['PAGE']],
  [/^\/admin\/page\//, 'layoutId', ['PAGE_LAYOUT']],
];

/** Countries every test site prices (France): `{idCountry}`, and `{id}` of a country or a city file. */
const france = 250;

function idsForParam(route: TableRoute, name: string, ids: SiteIds): number[] {
  if (name === 'idCountry' || /\/(country|cities)\//.test(route.path)) return [france];
  if (/^\/sites?\//.test(route.path) && name === 'id') return [ids.site];
  for (const [path, param, types] of paramRules) {
    if (!path.test(route.path)) continue;
    if (typeof param === 'string' ? param !== name : !param.test(name)) continue;
    const found = types.flatMap((type) => ids.byType.get(type) ?? []);
    return found.length > 0 ? found : [999_999];
  }
  return ids.all.slice(0, 6);
}

/** The params schema's field for one name, when it has one. */
const paramSchema = (route: TableRoute, name: string): z.ZodType | undefined => shapeOf(route.params)?.[name];

/**
 * Sets of path parameters for the route: the first id of each parameter's entity, then each other id
 * of one parameter in turn (at most `limit` sets). A route without parameters gets one empty set.
 */
export function paramSets(route: TableRoute, ids: SiteIds, limit = 4): Array<Record<string, string | number>> {
  const names = paramNames(route);
  if (names.length === 0) return [{}];
  const choices = names.map((name) => {
    if (idLike(name)) return idsForParam(route, name, ids);
    // A translation route's language is one the site is translated into (its default answers "Unknown lang").
    if (name === 'lang' && /translation/.test(route.path)) return ['en_US'];
    const schema = paramSchema(route, name);
    const value = schema ? sampleOf(schema, name) : 'x';
    return [typeof value === 'string' || typeof value === 'number' ? value : String(value)];
  });
  const first = Object.fromEntries(names.map((name, i) => [name, choices[i]![0]!]));
  const sets: Array<Record<string, string | number>> = [first];
  names.forEach((name, i) => {
    for (const other of choices[i]!.slice(1)) if (sets.length < limit) sets.push({ ...first, [name]: other });
  });
  return sets;
}

/** The first set: the parameters a single call uses. */
export const firstParams = (route: TableRoute, ids: SiteIds) => paramSets(route, ids, 1)[0]!;

export type Body =
  | { kind: 'json'; value: unknown }
  | {
      kind: 'multipart';
      fields: Record<string, unknown>;
      files: Array<{ field: string; name: string; type: string; bytes: Uint8Array }>;
    };

/** Per-field ids in bodies, by the field's name. */
function bodyIds(ids: SiteIds): (name: string) => number[] | undefined {
  const of = (...types: string[]) => {
    const found = types.flatMap((type) => ids.byType.get(type) ?? []);
    return found.length > 0 ? found : undefined;
  };
  return (name) => {
    if (/^(idProduct|idProducts|products)$/.test(name)) return of('PRODUCT');
    if (name === 'idVintage') return of('VINTAGE');
    if (/^(boxes|idBox)$/.test(name)) return of('BOX', 'GLOBAL_BOX');
    if (name === 'idCalendar') return of('CALENDAR');
    if (name === 'idCarrier') return of('CARRIER');
    if (name === 'idAddress') return of('ADDRESS');
    if (name === 'idCustomization') return of('CUSTOMIZATION');
    if (name === 'idSchedule') return of('SCHEDULE');
    if (name === 'idFolder' || name === 'idParent') return of('BLOG_FOLDER');
    if (name === 'users') return of('CUSTOMER');
    return undefined;
  };
}

const first = (ids: SiteIds, type: string) => ids.byType.get(type)?.[0] ?? 999_999;
const nextYear = () => new Date().getUTCFullYear() + 1;

/** What a site's rich data needs beside its ids: the codes and texts typed when it was built. */
export interface SiteFacts {
  /** A discount code of the site (the victim's, in the IDOR check). */
  discountCode?: string;
  /** The id of a nomenclature entry of each type a product form names (global). */
  kind?: number;
  awardType?: number;
}

/** A site's facts: its planted discount code, and the first kind and award type its forms can name. */
export async function siteFacts(idSite: number, discountCode: string | undefined, client: string): Promise<SiteFacts> {
  const firstOf = async (list: string) =>
    (
      (await send({ method: 'GET', path: `/list/${list}`, idSite, client })).json!.data as {
        items: Array<{ id: number }>;
      }
    ).items[0]!.id;
  return { discountCode, kind: await firstOf('KIND'), awardType: await firstOf('AWARD') };
}

const billingCustomerSample = {
  companyName: 'Domaine Sample',
  companyEmail: 'zq.billing@example.com',
  companyPhone: '0380000000',
  line1: '3 rue des Archives',
  city: 'Paris',
  postalCode: '75001',
  country: 'France',
};

/** Hand-written bodies, for the routes whose generated body cannot be valid. */
const handWritten: Record<string, (ids: SiteIds, facts: SiteFacts) => Body> = {
  'POST /register': () => ({
    kind: 'json',
    value: {
      firstname: 'Zoé',
      lastname: 'Sample',
      email: 'zq.register@example.com',
      birthdate: '14/07/1990',
      password: 'Sample-pw-2024',
      confirmPassword: 'Sample-pw-2024',
      salesConditions: true,
    },
  }),
  // A translation job names its site in the body (super-admin): the caller's site, a language it may not have.
  'POST /super-admin/translation/job': (ids) => ({
    kind: 'json',
    value: { idSite: ids.site, langs: ['en_US'], overwritePerson: false },
  }),
  'PUT /admin/translation/glossary': () => ({ kind: 'json', value: { terms: ['Domaine des Lilas', 'Merlot'] } }),
  // The producer's subscription (issue 20): a complete billing customer, return addresses of the admin, a period.
  'POST /customer': () => ({ kind: 'json', value: billingCustomerSample }),
  'PUT /customer': () => ({ kind: 'json', value: billingCustomerSample }),
  'POST /card/checkout': () => ({
    kind: 'json',
    value: { successUrl: '/account/payment?checkout=success', cancelUrl: '/account/payment?checkout=cancel' },
  }),
  'POST /stripe-fee/report': () => ({ kind: 'json', value: { from: '2026-02-01', to: '2026-02-28' } }),
  'POST /admin/logo': () => ({
    kind: 'multipart',
    fields: {},
    files: [{ field: 'image', name: 'logo.png', type: 'image/png', bytes: png }],
  }),
  'POST /admin/page/image': () => ({
    kind: 'multipart',
    fields: { name: 'Sample image', alt: 'Sample' },
    files: [{ field: 'image', name: 'vines.png', type: 'image/png', bytes: png }],
  }),
  'POST /admin/banner/{type}': () => ({
    kind: 'multipart',
    fields: {},
    files: [{ field: 'image', name: 'banner.png', type: 'image/png', bytes: png }],
  }),
  'POST /admin/product': (ids, facts) => ({
    kind: 'multipart',
    fields: wineFields(ids, facts),
    files: [{ field: 'images', name: 'bottle.png', type: 'image/png', bytes: png }],
  }),
  'PUT /admin/product/{id}': (ids, facts) => ({
    kind: 'multipart',
    fields: wineFields(ids, facts),
    files: [{ field: 'images', name: 'bottle.png', type: 'image/png', bytes: png }],
  }),
  'POST /admin/product/template/upload': () => ({
    kind: 'multipart',
    fields: { name: 'Sample template' },
    files: [{ field: 'file', name: 'sample.pdf', type: 'application/pdf', bytes: pdf }],
  }),
  'POST /admin/forms/{id}/template': () => ({
    kind: 'multipart',
    fields: { name: 'Sample template', offered: false },
    files: [{ field: 'file', name: 'sample.docx', type: 'application/octet-stream', bytes: docxTemplate }],
  }),
  'PUT /admin/forms/{id}/template/{templateId}': () => ({
    kind: 'multipart',
    fields: { name: 'Sample template' },
    files: [{ field: 'file', name: 'sample.docx', type: 'application/octet-stream', bytes: docxTemplate }],
  }),
  'POST /admin/award': (ids, facts) => ({
    kind: 'multipart',
    fields: awardFields(ids, facts),
    files: [{ field: 'images', name: 'medal.png', type: 'image/png', bytes: png }],
  }),
  'PUT /admin/award/{id}': (ids, facts) => ({ kind: 'multipart', fields: awardFields(ids, facts), files: [] }),
  'POST /admin/qrcode': () => ({ kind: 'json', value: qrcodeFields }),
  'PUT /admin/qrcode/{id}': () => ({ kind: 'json', value: qrcodeFields }),
  'POST /admin/help-message': () => ({
    kind: 'json',
    value: { identifier: 'sampleField', type: 'TEXT', message: 'Sample' },
  }),
  'PUT /admin/help-message/{id}': () => ({ kind: 'json', value: { type: 'TEXT', message: 'Sample' } }),
  'POST /message': () => ({
    kind: 'json',
    value: { name: 'Zoé Sample', email: 'zq.contact@example.com', subject: 'Sample', message: 'Sample message' },
  }),
  // The form rules read the definition as a whole (keys unique, conditions naming inputs): a generated one is refused.
  'POST /admin/forms': () => ({ kind: 'json', value: { name: 'Sample form', ...tastingBookingForm() } }),
  'PUT /admin/forms/{id}/content': () => ({ kind: 'json', value: { name: 'Sample form', ...tastingBookingForm() } }),
  'POST /admin/news': () => ({
    kind: 'multipart',
    fields: newsFields,
    files: [{ field: 'image', name: 'news.png', type: 'image/png', bytes: png }],
  }),
  'PUT /admin/news/{id}': () => ({ kind: 'multipart', fields: newsFields, files: [] }),
  // A place is a review location once: a new place id each call; an invitation needs a role Google grants.
  'POST /admin/socials/google/review-locations': () => ({
    kind: 'json',
    value: { name: 'Sample place', placeId: `ChIJsample${Date.now().toString(36)}` },
  }),
  'POST /admin/socials/google/locations/{locationId}/admins': () => ({
    kind: 'json',
    value: { email: 'sample.manager@example.com', role: 'MANAGER' },
  }),
  // An article's url is once per site: none is sent, the title's slug gets `-2`, `-3`… (a generated one may be taken).
  'POST /admin/blog': () => ({ kind: 'json', value: blogFields }),
  'PUT /admin/blog/{id}': () => ({ kind: 'json', value: blogFields }),
  // The article generator (the local one in tests): the brief, then a title and the conversation's id, then parts.
  'POST /admin/blog/ai/subject': () => ({ kind: 'json', value: blogBrief }),
  'POST /admin/blog/ai/parts': () => ({ kind: 'json', value: { ...blogBrief, idDiscussion, title: 'Sample title' } }),
  'POST /admin/blog/ai/article': () => ({
    kind: 'json',
    value: { ...blogBrief, idDiscussion, title: 'Sample title', parts: ['Sample part'] },
  }),
  // Rules check these fields together (a path, not a loop; an https source): generated ones would only be refused.
  'POST /admin/popup': () => ({ kind: 'json', value: popupFields }),
  'PUT /admin/popup/{id}': () => ({ kind: 'json', value: popupFields }),
  'POST /admin/redirection': () => ({ kind: 'json', value: redirectionFields() }),
  'PUT /admin/redirection/{id}': () => ({ kind: 'json', value: redirectionFields() }),
  'POST /admin/script-to-load': () => ({ kind: 'json', value: scriptFields }),
  'PUT /admin/script-to-load/{id}': () => ({ kind: 'json', value: scriptFields }),
  'POST /admin/base-font': () => ({
    kind: 'multipart',
    fields: baseFontFields,
    files: [{ field: 'file', name: 'sample.woff2', type: 'font/woff2', bytes: woff2 }],
  }),
  'PUT /admin/base-font/{id}': () => ({ kind: 'multipart', fields: baseFontFields, files: [] }),
  'PUT /admin/site/information': () => ({
    kind: 'json',
    value: { companyName: 'Sample', phone: '+33 1 23 45 67 89', email: 'contact@example.com', social: {} },
  }),
  // Each album of the rich sites holds one image, its id 1 (ids count within the album).
  'POST /admin/album/images/{id}': () => ({
    kind: 'multipart',
    fields: { alts: ['Sample'] },
    files: [{ field: 'images', name: 'album.png', type: 'image/png', bytes: png }],
  }),
  'PUT /admin/album/{id}': () => ({ kind: 'json', value: { title: 'Sample album', description: 'Sample' } }),
  'PUT /admin/album/cover/{id}': () => ({ kind: 'json', value: { idImageCover: 1 } }),
  'POST /admin/service': () => ({
    kind: 'multipart',
    fields: serviceFields,
    files: [{ field: 'images', name: 'service.png', type: 'image/png', bytes: png }],
  }),
  'PUT /admin/service/{id}': () => ({ kind: 'multipart', fields: serviceFields, files: [] }),
  // An element's route is once per site: each definition gets its own. Items carry the rich site's element's field.
  'POST /admin/element': () => ({ kind: 'json', value: elementFields() }),
  'PUT /admin/element/{id}': () => ({ kind: 'json', value: elementFields() }),
  'POST /admin/element/{id}': () => ({
    kind: 'multipart',
    fields: { values: { title: 'Sample', image: { file: 0, alt: 'Sample' } } },
    files: [{ field: 'images', name: 'element.png', type: 'image/png', bytes: png }],
  }),
  'PUT /admin/element/{idElement}/{idItem}': () => ({
    kind: 'multipart',
    fields: { values: { title: 'Sample' } },
    files: [],
  }),
  'POST /admin/home-card': () => ({
    kind: 'multipart',
    fields: homeCardFields,
    files: [{ field: 'images', name: 'home-card.png', type: 'image/png', bytes: png }],
  }),
  // A card needs an image after every save: the update sends a new one.
  'PUT /admin/home-card/{id}': () => ({
    kind: 'multipart',
    fields: homeCardFields,
    files: [{ field: 'images', name: 'home-card.png', type: 'image/png', bytes: png }],
  }),
  'PUT /site/cta-button': () => ({
    kind: 'json',
    value: {
      primary: { label: { fr_FR: 'Réserver', en_US: 'Book' }, url: '/services', valid: true },
      secondary: { label: { fr_FR: '', en_US: '' }, url: '', valid: false },
    },
  }),
  'POST /admin/address/import/parse': () => ({
    kind: 'multipart',
    fields: {},
    files: [
      {
        field: 'file',
        name: 'addresses.csv',
        type: 'text/csv',
        bytes: Buffer.from('name;address;postalCode;city\nSample;1 rue;69460;Odenas\n'),
      },
    ],
  }),
  'PUT /admin/carrier/parse/{id}': () => ({
    kind: 'multipart',
    fields: {},
    files: [
      {
        field: 'file',
        name: 'prices.csv',
        type: 'text/csv',
        bytes: Buffer.from('country;min;max;priceType;price\nFRA;1;6;PACKAGE;10\n'),
      },
    ],
  }),
  'PUT /admin/cities/parse/{id}': () => ({
    kind: 'multipart',
    fields: {},
    files: [
      { field: 'file', name: 'cities.csv', type: 'text/csv', bytes: Buffer.from('name;postalCode\nSample;69460\n') },
    ],
  }),
  'POST /site': () => ({ kind: 'multipart', fields: { name: 'Sample site', defaultLang: 'fr_FR' }, files: [] }),
  'PUT /site/{id}': (ids) => ({
    kind: 'multipart',
    fields: { name: `Site ${ids.site}`, defaultLang: 'fr_FR' },
    files: [],
  }),
  'PUT /admin/product/{id}/decreasing-discount': () => ({
    kind: 'json',
    value: { discounts: [{ fromQuantity: 6, type: 'EURO', amount: 1 }] },
  }),
  'POST /admin/product/image/upload-url': () => ({
    kind: 'json',
    value: { filename: 'bottle.png', contentType: 'image/png', size: 1000 },
  }),
  'PUT /company/address/schedule/{id}': (ids) => ({
    kind: 'json',
    value: {
      schedules: [{ day: 2, start: '09:00', end: '12:00' }],
      preparationHours: 24,
      idCalendar: first(ids, 'CALENDAR'),
    },
  }),
  'PUT /admin/calendar/{id}/dates': () => ({
    kind: 'json',
    value: { dates: [{ date: `24/12/${nextYear()}`, type: 'CLOSED', label: 'Sample' }] },
  }),
  'POST /order/validate': (ids) => ({
    kind: 'json',
    value: { products: [{ id: first(ids, 'PRODUCT'), quantity: 1 }] },
  }),
  'POST /calculate/shipping-fees': (ids) => ({
    kind: 'json',
    value: { products: [{ idProduct: first(ids, 'PRODUCT'), quantity: 1 }], postalCode: '75001', country: 'FRA' },
  }),
  'POST /order/discount': (ids, facts) => ({
    kind: 'json',
    value: { ...orderBody(ids), discount: facts.discountCode ?? 'SAMPLE' },
  }),
  'POST /order': (ids) => ({ kind: 'json', value: orderBody(ids) }),
  // Pages: the Page rules check fields together (a content page needs its url, meta description, menu title…).
  'POST /admin/page': () => ({ kind: 'json', value: samplePage() }),
  'PUT /admin/page/{id}': () => ({ kind: 'json', value: samplePage() }),
  'POST /admin/page/base': () => ({ kind: 'json', value: samplePageInfo() }),
  'PUT /admin/page/base/{id}': () => ({ kind: 'json', value: samplePageInfo() }),
  // Plugins and payment settings (issue 20): a key once per site, a type once in the catalogue, an app site key of a
  // type the catalogue has (the rich sites' SECURITY_APP), parameters checked by their type's rules.
  'POST /admin/site-key': () => ({ kind: 'json', value: { key: `sample-${Date.now()}-${++sampleKeys}`, value: 'x' } }),
  'PUT /admin/site-key/{id}': () => ({
    kind: 'json',
    value: { key: `sample-${Date.now()}-${++sampleKeys}`, value: 'x' },
  }),
  'POST /admin/app-site-key': () => ({ kind: 'json', value: { type: securityAppType, key: 'sample', value: 'x' } }),
  'PUT /admin/app-site-key/{id}': () => ({ kind: 'json', value: { type: securityAppType, key: 'sample', value: 'x' } }),
  'POST /admin/external-app': () => ({
    kind: 'json',
    value: { type: `SAMPLE_${Date.now().toString(36).toUpperCase()}_${++sampleKeys}`, name: 'Sample app' },
  }),
  'PUT /admin/external-app/{id}': () => ({ kind: 'json', value: { type: securityAppType, name: 'Sample app' } }),
  'PUT /admin/payment/ca': () => ({
    kind: 'json',
    value: { site: '1999888', rang: '32', identifiant: '107904482', hmacKey: 'F'.repeat(128), environment: 'TEST' },
  }),
  'PUT /admin/app-parameters/{type}': () => ({
    kind: 'json',
    value: { accountNumber: '19869502', password: '255562', IS_ACTIVE: true },
  }),
  'PUT /admin/page/order': (ids) => ({
    kind: 'json',
    value: { pages: (ids.byType.get('PAGE') ?? []).map((id, i) => ({ id, parentId: null, order: i + 1 })) },
  }),
};

let samplePages = 0;
let sampleKeys = 0;
/** A content page's information, with a url of its own (a url is once per site). */
function samplePageInfo(): Record<string, unknown> {
  return {
    title: 'Sample page',
    url: `sample-page-${Date.now().toString(36)}-${++samplePages}`,
    menuTitle: 'Sample',
    menuIcon: 'info',
    metaDescription: 'A sample page.',
  };
}

function samplePage(): Record<string, unknown> {
  return {
    ...samplePageInfo(),
    layouts: [
      { type: 'ONE_COLUMN', tags: ['sample'], contents: [{ type: 'ENTITY', title: 'Sample', content: '<p>x</p>' }] },
    ],
  };
}

function wineFields(_ids: SiteIds, facts: SiteFacts): Record<string, unknown> {
  return wineForm('Sample wine', facts.kind ?? 1);
}

const baseFontFields = { family: 'Sample Sans', weight: '400', style: 'normal' };
/** The WOFF2 signature and a little padding: the server checks a font file by its first bytes. */
const woff2 = Uint8Array.from(Buffer.concat([Buffer.from('wOF2', 'latin1'), Buffer.alloc(60)]));
const qrcodeFields = {
  name: 'Sample QR code',
  target: '/e-label/1',
  foreground: '#000000',
  background: '#ffffff',
  level: 'M',
  margin: 4,
};
const popupFields = { title: 'Sample popup', content: '<p>Sample</p>', pages: ['/products'], frequency: 'ONCE' };
/** Each call its own old URL: one site cannot redirect the same one twice. */
let redirections = 0;
const redirectionFields = () => ({
  oldUrl: `/sample-${Date.now()}-${++redirections}`,
  target: '/products',
  statusCode: 301,
});
const scriptFields = { src: 'https://cdn.example/sample.js', async: true, crossorigin: 'anonymous' };
const newsFields = { title: 'Sample news', metaDescription: 'Sample', description: '<p>Sample</p>', alt: 'Sample' };
const blogFields = { title: 'Sample article', tags: ['Sample'], content: '<p>Sample</p>', status: 'DRAFT' };
const blogBrief = { companyPresentation: 'Sample estate', forWho: 'Sample readers', goal: 'Sample goal' };
const idDiscussion = '0b5f9c3d-2e71-4a86-9d40-7c1e5a3b2f98';
const elementFields = () => ({
  route: `sample-${Math.random().toString(36).slice(2, 10)}`,
  name: 'Sample element',
  fields: [
    { type: 'VARCHAR', key: 'title', required: true, searchable: true, showInList: true },
    { type: 'IMAGE', key: 'image' },
  ],
});
const serviceFields = { title: 'Sample service', metaDescription: 'Sample', price: 10, tags: ['Sample'] };
const homeCardFields = {
  title: 'Sample card',
  description: '<p>Sample</p>',
  order: 1,
  imageMeta: [{ file: 0, alt: 'Sample' }],
};

function awardFields(ids: SiteIds, facts: SiteFacts): Record<string, unknown> {
  return {
    city: { city: 'Mâcon', postalCode: '71000' },
    idProduct: first(ids, 'PRODUCT'),
    type: facts.awardType ?? 1,
    title: 'Sample award',
    description: 'Sample',
    year: 2024,
    alt: 'Sample',
  };
}

function orderBody(ids: SiteIds): Record<string, unknown> {
  return {
    products: [{ id: first(ids, 'PRODUCT'), quantity: 1 }],
    user: { phone: '0612345678', email: 'zq.shopper@example.com', firstname: 'Zoé', lastname: 'Sample' },
    address: {
      delivery: {
        firstname: 'Zoé',
        lastname: 'Sample',
        address: '3 rue des Archives',
        postalCode: '75001',
        city: 'Paris',
        country: 'FR',
      },
      billing: null,
    },
    delivery: { type: 'DELIVERY', idCarrier: first(ids, 'CARRIER') },
    deliveryPostalCode: '75001',
    deliveryIdCountry: france,
    legalAge: true,
    salesConditions: true,
    paymentMethod: 'TRANSFER',
  };
}

/** A plausible body for the route on the site of `ids` (undefined when the route takes none). */
export function bodyFor(
  route: TableRoute,
  ids: SiteIds,
  facts: SiteFacts = {},
): { body: Body; valid: boolean } | undefined {
  if (!route.body) return undefined;
  const written = handWritten[`${route.method} ${route.path}`];
  if (written) return { body: written(ids, facts), valid: true };
  const generated = plausible(route.body, { ids: ids.all, idsFor: bodyIds(ids) });
  return { body: { kind: 'json', value: generated.value }, valid: generated.valid };
}

/** Query parameters as strings (what a query string carries). */
export function queryText(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== null)
      search.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  return search.toString();
}

/** Queries a generated one cannot get right (a page path the visit's pattern checks). */
const handWrittenQueries: Record<string, Record<string, string>> = {
  'GET /site/visit/{id}': { page: '/wines', device: 'desktop', lang: 'fr-FR' },
};

/** A query the route accepts, with its filters naming the site's ids where they name ids (empty when it takes none). */
export function queryFor(route: TableRoute, ids: SiteIds): Record<string, string> {
  if (!route.query) return {};
  const written = handWrittenQueries[`${route.method} ${route.path}`];
  if (written) return written;
  const generated = plausible(route.query, { ids: ids.all, idsFor: bodyIds(ids) });
  const values = (generated.value ?? {}) as Record<string, unknown>;
  const text: Record<string, string> = {};
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== null) text[key] = String(value);
  // What a query string carries is text: keep the generated values only when the schema takes them as text.
  return route.query.safeParse(text).success ? text : {};
}
