import { chronopostProductCodes } from '@cellar/shared/shipping/partners';
import { tastingBookingForm } from '@cellar/shared/content/form-test-form';
import { wineForm } from '../order-helpers.ts';
import { buildDocx } from '../../src/documents/docx-fixture.ts';
import { multipartBody, send, type RawAnswer } from './kit.ts';

/**
 * A site filled through the API as its ADMIN fills it (and a shop customer who orders), every name
 * an admin or shopper types carrying the site's canary word: a wine with a vintage, a box of it, a
 * shipping box, a carrier with prices and a rule, a flat-rate carrier, a discount, a company address
 * with a schedule and a calendar, an award, a news item, a service, a blog folder with an article, a variation,
 * a customization with a value linked
 * to the wine, a detail type, a product template, a Chronopost product, the Mondial Relay and Vignoble
 * Export settings, a box order, an address type, a second staff user, the logo, a valid file, a registered
 * customer and an order placed by them, a form (groups, a loop, a condition). The security suites build it on the
 * victim site (4) and on the attacker site (5, the hostile inputs' own items).
 */

/** The smallest valid PNG (1×1, transparent). */
export const png = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);
export const pdf = Uint8Array.from(Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n', 'latin1'));
/** A form's DOCX template: a field, the guests loop and the diet condition. */
export const docxTemplate = buildDocx([
  'Booking of {fullName}',
  '{#guests}{guestName}{/guests}',
  '{#dietaryNeeds}{dietaryDetails}{/dietaryNeeds}',
]);

/** The external application every rich site has keys of (global: made by the first site built, kept after). */
export const securityAppType = 'SECURITY_APP';

export interface RichSite {
  site: number;
  /** The word every typed text of the site carries (lower case; answers are searched case-insensitively). */
  canary: string;
  /** The texts planted, by what they name (e-mails and codes as the API keeps them). */
  planted: Record<string, string>;
  ids: {
    wine: number;
    vintage: number;
    boxProduct: number;
    shippingBox: number;
    carrier: number;
    carrierRule: number;
    flatCarrier: number;
    discount: number;
    address: number;
    calendar: number;
    award: number;
    news: number;
    popup: number;
    redirection: number;
    script: number;
    qrcode: number;
    file: number;
    album: number;
    service: number;
    element: number;
    elementItem: number;
    homeCard: number;
    blogFolder: number;
    blogArticle: number;
    form: number;
    message: number;
    formMessage: number;
    formTemplate: number;
    variation: number;
    customization: number;
    customizationValue: number;
    detailsType: number;
    returnReason: number;
    template: number;
    chronopost: number;
    boxOrder: number;
    addressType: number;
    staffUser: number;
    customer: number;
    order: number;
    pageImage: number;
    libraryComponent: number;
    siteKey: number;
    appSiteKey: number;
  };
  customer: { email: string; password: string; token: string };
}

interface Options {
  site: number;
  adminToken: string;
  /** Defines the site's element (a super-admin's power); its item is the admin's. */
  superAdminToken: string;
  canary: string;
  client: string;
}

export async function buildRichSite({ site, adminToken, superAdminToken, canary, client }: Options): Promise<RichSite> {
  const upper = canary.toUpperCase();
  const as = { token: adminToken, idSite: site, client };
  const ok = async (what: string, answer: Promise<RawAnswer>): Promise<any> => {
    const a = await answer;
    if (a.status < 200 || a.status >= 300)
      throw new Error(`building site ${site}: ${what} answered ${a.status} ${a.raw.slice(0, 500)}`);
    return (a.json as { data: unknown }).data;
  };
  /**
   * What a site holds once (a variation per vintage field, a Chronopost product per code): the first
   * choice the site has not taken yet, as another suite may have made some on the attacker site.
   */
  const firstFree = async (
    what: string,
    choices: readonly unknown[],
    attempt: (choice: unknown) => Promise<RawAnswer>,
  ): Promise<any> => {
    for (const choice of choices) {
      const answer = await attempt(choice);
      if (answer.status !== 409) return ok(what, Promise.resolve(answer));
    }
    throw new Error(`building site ${site}: every choice of ${what} is taken`);
  };
  const json = (method: string, path: string, body?: unknown, extra: Partial<typeof as> = {}) =>
    send({ method, path, ...as, ...extra, body: body === undefined ? undefined : JSON.stringify(body) });
  const form = (
    method: string,
    path: string,
    fields: Record<string, unknown>,
    files: Parameters<typeof multipartBody>[1],
  ) => {
    const { body, contentType } = multipartBody(fields, files);
    return send({ method, path, ...as, body, contentType });
  };

  const planted = {
    wine: `Cuvée ${canary} rouge`,
    boxProduct: `Coffret ${canary}`,
    shippingBox: `Carton ${canary}`,
    carrier: `Transporteur ${canary}`,
    carrierRule: `Règle ${canary}`,
    flatCarrier: `Forfait ${canary}`,
    discount: `Remise ${canary}`,
    discountCode: `${upper}CODE`,
    address: `Chai ${canary}`,
    calendar: `Calendrier ${canary}`,
    award: `Médaille ${canary}`,
    news: `Actualité ${canary}`,
    popup: `Popup ${canary}`,
    redirection: `/cible-${canary}`,
    script: `https://cdn.example/${canary}.js`,
    qrcode: `QR ${canary}`,
    file: `Tarifs ${canary}`,
    album: `Album ${canary}`,
    service: `Service ${canary}`,
    element: `Élément ${canary}`,
    homeCard: `Carte ${canary}`,
    blogFolder: `Dossier ${canary}`,
    blogArticle: `Article ${canary}`,
    form: `Formulaire ${canary}`,
    message: `Visite ${canary}`,
    formTemplate: `Modèle ${canary}`,
    variation: `Format ${canary}`,
    customization: `Gravure ${canary}`,
    customizationValue: `Or ${canary}`,
    detailsType: `Terroir ${canary}`,
    returnReason: `Raison ${canary}`,
    template: `Étiquette ${canary}`,
    chronopost: `Chrono ${canary}`,
    boxOrder: `Commande de cartons ${canary}`,
    addressType: `Caveau ${canary}`,
    pageImage: `Image ${canary}`,
    libraryComponent: `Composant ${canary}`,
    staffEmail: `staff-${canary}@example.com`,
    customerEmail: `client-${canary}@example.com`,
    orderMessage: `Message de commande ${canary}`,
    relayKey: `cle-${canary}`,
    exportKey: `apikey-${canary}`,
    siteKey: `Valeur ${canary}`,
    appSiteKey: `Clé ${canary}`,
    billingCustomer: `Vignoble ${canary}`,
  };

  const kinds = await ok('kinds', send({ method: 'GET', path: '/list/KIND', idSite: site, client, lang: 'fr_FR' }));
  const red = kinds.items.find((k: { name: string }) => k.name === 'Rouge').id as number;
  const awards = await ok('award types', send({ method: 'GET', path: '/list/AWARD', idSite: site, client }));
  const awardType = awards.items[0].id as number;

  const wine = await ok(
    'wine',
    form('POST', '/admin/product', wineForm(planted.wine, red, { description: `Un vin ${canary}`, quantity: 100 }), [
      { field: 'images', name: 'bottle.png', type: 'image/png', bytes: png },
    ]),
  );
  const wineView = await ok('wine view', json('GET', `/admin/v4/product/${wine.id}`));
  const vintage = (wineView.vintages ?? wineView.declinations)[0].id as number;
  const boxProduct = await ok(
    'box product',
    form(
      'POST',
      '/admin/product',
      {
        productType: 'BOX',
        name: planted.boxProduct,
        description: `Coffret ${canary}`,
        price: 30,
        multipleOf: 2,
        weight: 3,
        hasShippingFees: true,
        products: [{ id: wine.id, quantity: 2 }],
        imageMeta: [{ file: 0, alt: planted.boxProduct }],
      },
      [{ field: 'images', name: 'box.png', type: 'image/png', bytes: png }],
    ),
  );
  await ok(
    'decreasing discount',
    json('PUT', `/admin/product/${wine.id}/decreasing-discount`, {
      discounts: [{ fromQuantity: 6, type: 'EURO', amount: 1 }],
    }),
  );

  const shippingBox = await ok(
    'shipping box',
    json('POST', '/admin/box', {
      name: planted.shippingBox,
      mainType: 'BOTTLE',
      bottleBoxCapacity: 6,
      bottleCapacity: 75,
      width: 27,
      height: 33,
      depth: 18,
      boxWeight: 1,
      quantity: 50,
    }),
  );
  const carrier = await ok(
    'carrier',
    json('POST', '/admin/carrier', {
      name: planted.carrier,
      type: 'BASIC',
      unit: 'BOTTLE',
      boxes: [shippingBox.id],
      email: `carrier-${canary}@example.com`,
    }),
  );
  await ok(
    'carrier prices',
    json('PUT', `/admin/carrier/prices/update/${carrier.id}`, {
      grids: [{ country: 'FRA', tranches: [{ min: 1, max: 6, priceType: 'PACKAGE', price: 10 }] }],
    }),
  );
  const rule = await ok(
    'carrier rule',
    json('POST', `/admin/carrier/${carrier.id}/rules`, {
      name: planted.carrierRule,
      from: 0,
      to: 150,
      details: [{ nbBottle: 6, represent: 6 }],
    }),
  );
  const flatCarrier = await ok(
    'flat-rate carrier',
    json('POST', '/admin/carrier', { name: planted.flatCarrier, type: 'FLAT_RATE' }),
  );
  await ok(
    'flat rates',
    json('PUT', `/admin/carrier/prices/update/${flatCarrier.id}`, { flatRates: [{ country: 'FRA', price: 9.5 }] }),
  );

  const discount = await ok(
    'discount',
    json('POST', '/admin/discount', {
      label: planted.discount,
      code: planted.discountCode,
      type: 'EURO',
      destinationType: 'GENERAL',
      detailType: 'PRODUCTS',
      amount: 2,
      idProducts: [wine.id],
    }),
  );

  const nextYear = new Date().getUTCFullYear() + 1;
  const calendar = await ok(
    'calendar',
    json('POST', '/admin/calendar', {
      label: planted.calendar,
      dates: [{ date: `25/12/${nextYear}`, type: 'CLOSED', label: `Noël ${canary}` }],
    }),
  );
  const address = await ok(
    'company address',
    json('POST', '/company/address', {
      name: planted.address,
      firstPart: `1 rue ${canary}`,
      postalCode: '69460',
      city: 'Odenas',
      country: 'FR',
      types: [{ value: 'CLICK_AND_COLLECT' }],
    }),
  );
  await ok(
    'address schedule',
    json('PUT', `/company/address/schedule/${address.id}`, {
      schedules: [{ day: 2, start: '09:00', end: '12:00' }],
      preparationHours: 24,
      idCalendar: calendar.id,
    }),
  );
  const addressType = await ok(
    'address type',
    json('POST', '/admin/address/type', { type: `${upper}_TYPE`, label: planted.addressType, color: '#123456' }),
  );

  const award = await ok(
    'award',
    form(
      'POST',
      '/admin/award',
      {
        city: { city: 'Mâcon', postalCode: '71000' },
        idProduct: wine.id,
        type: awardType,
        title: planted.award,
        description: `Prix ${canary}`,
        year: 2024,
        alt: planted.award,
      },
      [{ field: 'images', name: 'medal.png', type: 'image/png', bytes: png }],
    ),
  );
  const news = await ok(
    'news',
    form(
      'POST',
      '/admin/news',
      {
        title: planted.news,
        metaDescription: `Méta ${canary}`,
        shortDescription: `Court ${canary}`,
        description: `<p>Nouvelles ${canary}</p>`,
        alt: planted.news,
      },
      [{ field: 'image', name: 'news.png', type: 'image/png', bytes: png }],
    ),
  );
  // A person's translation of the news title (issue 19): a unit and a translation carrying the canary.
  const newsUnits = await ok(
    'translation units',
    json('GET', `/admin/translation/en_US?kind=news&entityId=${news.id}`),
  );
  const newsTitle = (newsUnits.list as Array<{ id: number; field: string }>).find((u) => u.field === 'title');
  if (newsTitle)
    await ok('translation', json('PUT', `/admin/translation/${newsTitle.id}/en_US`, { text: `News ${canary}` }));
  // Social networks (issue 20): a review location carrying the canary, the review mail's delay, the Facebook pages and
  // the Google connection of the local adapters (the consent followed as the admin screen does).
  await ok(
    'review location',
    json('POST', '/admin/socials/google/review-locations', {
      name: `Avis ${canary}`,
      placeId: `ChIJ${canary}${Date.now().toString(36)}`,
    }),
  );
  await ok('review mail', json('PUT', '/admin/socials/google/review-mail', { days: 9 }));
  await ok('facebook pages', json('POST', '/admin/socials/load-facebook-pages', { accessToken: `user-${canary}` }));
  const consent = new URL((await ok('google consent', json('GET', '/admin/socials/google/auth-url'))).url);
  await ok(
    'google connection',
    json('POST', '/admin/socials/google/access-token', {
      code: consent.searchParams.get('code'),
      state: consent.searchParams.get('state'),
    }),
  );
  const qrcode = await ok(
    'qrcode',
    json('POST', '/admin/qrcode', {
      name: planted.qrcode,
      target: `/e-label/${vintage}`,
      foreground: '#000000',
      background: '#ffffff',
      level: 'M',
      margin: 4,
    }),
  );
  const popup = await ok(
    'popup',
    json('POST', '/admin/popup', { title: planted.popup, content: `<p>Popup ${canary}</p>`, pages: ['/products'] }),
  );
  const redirection = await ok(
    'redirection',
    json('POST', '/admin/redirection', { oldUrl: `/ancienne-${canary}`, target: planted.redirection, statusCode: 301 }),
  );
  const script = await ok('script', json('POST', '/admin/script-to-load', { src: planted.script, async: true }));
  const album = await ok(
    'album',
    json('POST', '/admin/album', { title: planted.album, description: `Vendanges ${canary}` }),
  );
  await ok(
    'album image',
    form('POST', `/admin/album/images/${album.id}`, { alts: [planted.album] }, [
      { field: 'images', name: 'album.png', type: 'image/png', bytes: png },
    ]),
  );
  const service = await ok(
    'service',
    form(
      'POST',
      '/admin/service',
      { title: planted.service, metaDescription: `Méta ${canary}`, price: 30, tags: [`Tag ${canary}`] },
      [{ field: 'images', name: 'service.png', type: 'image/png', bytes: png }],
    ),
  );
  const element = await ok(
    'element',
    json(
      'POST',
      '/admin/element',
      {
        route: `elements-${canary}`,
        name: `Éléments ${canary}`,
        fields: [
          { type: 'VARCHAR', key: 'title', required: true, searchable: true, showInList: true },
          { type: 'IMAGE', key: 'image' },
        ],
      },
      { token: superAdminToken },
    ),
  );
  // Its sharing and configuration (super-admin, issue 20): the configuration holds the canary.
  await ok(
    'element social',
    json(
      'PUT',
      `/super-admin/element/social/${site}/${element.id}`,
      { networks: ['FACEBOOK'] },
      { token: superAdminToken },
    ),
  );
  await ok(
    'element config',
    json(
      'PUT',
      `/super-admin/element/config/${site}/${element.id}`,
      { config: JSON.stringify({ note: `Config ${canary}` }) },
      { token: superAdminToken },
    ),
  );
  const elementItem = await ok(
    'element item',
    form('POST', `/admin/element/${element.id}`, { values: { title: planted.element, image: { file: 0, alt: '' } } }, [
      { field: 'images', name: 'element.png', type: 'image/png', bytes: png },
    ]),
  );
  const homeCard = await ok(
    'home card',
    form(
      'POST',
      '/admin/home-card',
      {
        title: planted.homeCard,
        description: `<p>Accueil ${canary}</p>`,
        order: 1,
        imageMeta: [{ file: 0, alt: `Vignes ${canary}` }],
      },
      [{ field: 'images', name: 'home-card.png', type: 'image/png', bytes: png }],
    ),
  );
  // A blog folder and an ONLINE article in it, tagged: the storefront reads them, another site must not.
  const blogFolder = await ok('blog folder', json('POST', '/admin/blog/folder', { name: planted.blogFolder }));
  const blogArticle = await ok(
    'blog article',
    json('POST', '/admin/blog', {
      title: planted.blogArticle,
      idFolder: blogFolder.id,
      status: 'ONLINE',
      tags: [`Tag ${canary}`],
      metaDescription: `Méta ${canary}`,
      content: `<p>Blog ${canary}</p>`,
    }),
  );
  const siteForm = await ok('form', json('POST', '/admin/forms', { name: planted.form, ...tastingBookingForm() }));
  // A storefront contact message (public), then found in the site's inbox by its sender.
  await ok(
    'message',
    json('POST', '/message', {
      name: `Visiteur ${canary}`,
      email: `visiteur-${canary}@example.com`,
      subject: planted.message,
      message: `Bonjour ${canary}`,
    }),
  );
  const inbox = await ok('inbox', json('GET', `/message?sender=lk:${encodeURIComponent(canary)}`));
  const message = inbox.list[0];
  // Statistics (issue 20): a storefront page view whose path carries the canary (the site's page breakdown shows it).
  await ok(
    'page view',
    send({
      method: 'GET',
      path: `/site/visit/${site}?page=${encodeURIComponent(`/wines-${canary}`)}&lang=fr-FR`,
      idSite: site,
      client,
      headers: { 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0 ${canary}` },
    }),
  );
  // A form answer (the guests loop twice, the condition met) and a DOCX template of the form to fill with it.
  await ok(
    'form message',
    json('POST', '/message', {
      idForm: siteForm.id,
      name: `Invité ${canary}`,
      answers: {
        fullName: `Invité ${canary}`,
        email: `invite-${canary}@example.com`,
        slot: 'morning',
        date: '2026-12-05',
        dietaryNeeds: true,
        dietaryDetails: `Régime ${canary}`,
        guests: [{ guestName: `Anne ${canary}` }, { guestName: `Bruno ${canary}` }],
      },
    }),
  );
  const formInbox = await ok('form inbox', json('GET', `/message?kind=FORM&sender=lk:${encodeURIComponent(canary)}`));
  const formMessage = formInbox.list[0];
  const formTemplate = await ok(
    'form template',
    form('POST', `/admin/forms/${siteForm.id}/template`, { name: planted.formTemplate, offered: true }, [
      { field: 'file', name: `${canary}.docx`, type: 'application/octet-stream', bytes: docxTemplate },
    ]),
  );
  await ok(
    'information',
    json('PUT', '/admin/site/information', { companyName: `Domaine ${canary}`, city: `Ville ${canary}` }),
  );
  // A site file: sent to the bucket by presigned POST, then registered (and offered for download).
  const uploadTarget = await ok('file upload target', json('GET', '/image-kit/authentication'));
  const uploadForm = new FormData();
  for (const [name, value] of Object.entries(uploadTarget.fields as Record<string, string>))
    uploadForm.append(name, value);
  uploadForm.append('file', new Blob([Buffer.from(pdf)]), 'tarifs.pdf');
  await fetch(uploadTarget.url, { method: 'POST', body: uploadForm });
  const file = await ok(
    'file',
    json('POST', '/admin/file', { key: uploadTarget.key, filename: 'tarifs.pdf', name: planted.file }),
  );
  await ok('file valid', json('PUT', `/admin/file/${file.id}/valid`, { valid: true }));
  const variation = await firstFree('variation', [1, 2, 3], (field) =>
    json('POST', '/admin/variation', { label: planted.variation, variation: field, values: [`Magnum ${canary}`] }),
  );
  const customization = await ok(
    'customization',
    json('POST', '/admin/product-customization', {
      label: planted.customization,
      inputType: 'SELECT',
      costType: 'FIXED',
    }),
  );
  const withValue = await ok(
    'customization value',
    json('POST', `/admin/product-customization/${customization.id}/value`, {
      label: planted.customizationValue,
      cost: 2,
    }),
  );
  await ok(
    'customization link',
    json('POST', `/admin/product/${wine.id}/customization/${customization.id}/link`, { required: false }),
  );
  const detailsType = await ok(
    'detail type',
    json('POST', '/admin/product-details-type', { name: planted.detailsType }),
  );
  const returnReason = await ok(
    'return reason',
    json('POST', '/admin/order-generic-values/RETURN_REASON', {
      label: { fr_FR: planted.returnReason, en_US: `Reason ${canary}` },
    }),
  );
  const template = await ok(
    'product template',
    form('POST', '/admin/product/template/upload', { name: planted.template }, [
      { field: 'file', name: `${canary}.pdf`, type: 'application/pdf', bytes: pdf },
    ]),
  );
  const chronopost = await firstFree('chronopost product', chronopostProductCodes, (code) =>
    json('POST', '/admin/chronopost/product', { productCode: code, label: planted.chronopost }),
  );
  // Activated once per site (another suite may have activated it on the attacker site: then kept as it is).
  const relay = await json('POST', '/admin/carrier/mondial_relay/activate', {
    enseigne: 'bdtest13',
    privateKey: planted.relayKey,
    insuranceLevel: 1,
    collectionMode: 'CCC',
  });
  if (relay.status !== 409) await ok('mondial relay', Promise.resolve(relay));
  // Plugins and payment settings (issue 20): the catalogue's application (global: made once, kept after), a site key
  // and an app site key holding the canary, and payment settings whose secrets hold it (never answered, even masked).
  const securityApp = await json(
    'POST',
    '/admin/external-app',
    { type: securityAppType, name: 'Security app' },
    { token: superAdminToken },
  );
  if (securityApp.status !== 409) await ok('external app', Promise.resolve(securityApp));
  const siteKey = await firstFree('site key', [1, 2, 3, 4, 5, 6, 7, 8], (n) =>
    json('POST', '/admin/site-key', { key: `key-${canary}-${String(n)}`, value: planted.siteKey }),
  );
  const appSiteKey = await ok(
    'app site key',
    json('POST', '/admin/app-site-key', { type: securityAppType, key: `key-${canary}`, value: planted.appSiteKey }),
  );
  await ok(
    'CA settings',
    json('PUT', '/admin/payment/ca', {
      site: '1999888',
      rang: '32',
      identifiant: '107904482',
      hmacKey: `${canary}${'F'.repeat(128)}`,
    }),
  );
  await ok(
    'custom Stripe',
    json('PUT', '/admin/app-parameters/CUSTOM_STRIPE', {
      publishableKey: 'pk_test_sample',
      secretKey: `sk_test_${canary}0123456789`,
    }),
  );
  const globals = await ok('global boxes', json('GET', '/admin/global/box'));
  const exportBox = (globals.boxes as Array<{ id: number; type?: string; boxRange?: string; name: string }>).find(
    (b) => (b.boxRange ?? b.type) === 'VIGNOBLE_EXPORT' || /Vignoble Export/.test(b.name),
  );
  if (exportBox) {
    await ok('box choice', json('PUT', '/admin/box/choose', { boxes: [exportBox.id] }));
    const exporter = await json('POST', '/admin/carrier/vignoblexport/activate', {
      name: `Contact ${canary}`,
      vatNumber: 'FR 12 345678901',
      apiKey: planted.exportKey,
      percentageToApply: 5,
      boxes: [exportBox.id],
    });
    if (exporter.status !== 409) await ok('vignoble export', Promise.resolve(exporter));
  }
  const boxOrder = await ok(
    'box order',
    json('POST', '/admin/box/order', { idBox: shippingBox.id, quantity: 10, comment: planted.boxOrder }),
  );
  const staff = await ok(
    'staff user',
    json('POST', '/admin/user', {
      firstname: `Staff ${canary}`,
      lastname: canary,
      email: planted.staffEmail,
      role: 'ADMIN',
      password: 'staff-secret-pw',
      confirmPassword: 'staff-secret-pw',
    }),
  );
  await ok(
    'logo',
    form('POST', '/admin/logo', {}, [{ field: 'image', name: 'logo.png', type: 'image/png', bytes: png }]),
  );
  await ok('parameters', json('PUT', '/admin/parameter', { COMPANY_NAME: `Société ${canary}` }));
  const pageImage = await ok(
    'page image',
    form('POST', '/admin/page/image', { name: planted.pageImage, alt: planted.pageImage }, [
      { field: 'image', name: 'vignes.png', type: 'image/png', bytes: png },
    ]),
  );
  const components = await ok('components', json('GET', '/admin/component'));
  const libraryComponent = await ok(
    'library component',
    json('POST', '/admin/library/component', {
      idComponent: components.components[0].id,
      name: planted.libraryComponent,
      description: planted.libraryComponent,
    }),
  );
  // A page naming the image and the component, with a tagged layout (its saved layouts' entry).
  await ok(
    'page',
    json('POST', '/admin/page', {
      title: `Page ${canary}`,
      url: `page-${canary}`,
      menuTitle: `Menu ${canary}`,
      menuIcon: 'home',
      metaDescription: `Description ${canary}`,
      css: `color: #7b1e3a;`,
      layouts: [
        {
          type: 'TWO_COLUMN',
          tags: [`tag-${canary}`],
          contents: [
            {
              type: 'ENTITY',
              title: `Bloc ${canary}`,
              content: `<p>Texte ${canary}</p>`,
              images: [{ idImage: pageImage.id, alt: `Alt ${canary}` }],
            },
            { type: 'COMPONENT', idComponent: libraryComponent.id },
          ],
        },
      ],
    }),
  );

  const password = `pw-${canary}-1`;
  const registered = await ok(
    'customer',
    send({
      method: 'POST',
      path: '/register',
      idSite: site,
      client,
      body: JSON.stringify({
        firstname: `Client ${canary}`,
        lastname: canary,
        email: planted.customerEmail,
        birthdate: '12/03/1985',
        password,
        confirmPassword: password,
        salesConditions: true,
      }),
    }),
  );
  const order = await ok(
    'order',
    send({
      method: 'POST',
      path: '/order',
      token: registered.token,
      idSite: site,
      client,
      headers: { 'idempotency-key': `order-${canary}` },
      body: JSON.stringify({
        products: [{ id: wine.id, quantity: 2 }],
        user: { phone: '0612345678', email: planted.customerEmail, firstname: `Client ${canary}`, lastname: canary },
        address: {
          delivery: {
            firstname: `Client ${canary}`,
            lastname: canary,
            address: `3 rue ${canary}`,
            postalCode: '75001',
            city: 'Paris',
            country: 'FR',
          },
          billing: null,
        },
        delivery: { type: 'DELIVERY', idCarrier: carrier.id },
        deliveryPostalCode: '75001',
        deliveryIdCountry: 250,
        message: planted.orderMessage,
        legalAge: true,
        salesConditions: true,
        paymentMethod: 'TRANSFER',
      }),
    }),
  );

  // The producer's subscription (issue 20): the billing customer (its name planted) and a fee report. The attacker
  // site is built by several suites: a customer it has already is changed, a report still running is listed.
  const billing = {
    companyName: planted.billingCustomer,
    companyEmail: `billing-${canary}@example.com`,
    companyPhone: '0380000000',
    line1: `1 rue ${canary}`,
    city: 'Beaune',
    postalCode: '21200',
    country: 'France',
  };
  const newCustomer = await json('POST', '/customer', billing);
  await ok(
    'billing customer',
    newCustomer.status === 409 ? json('PUT', '/customer', billing) : Promise.resolve(newCustomer),
  );
  const feeReport = await json('POST', '/stripe-fee/report', { from: '2026-01-01', to: '2026-01-31' });
  if (feeReport.status !== 409) await ok('fee report', Promise.resolve(feeReport));

  return {
    site,
    canary,
    planted,
    ids: {
      wine: wine.id,
      vintage,
      boxProduct: boxProduct.id,
      shippingBox: shippingBox.id,
      carrier: carrier.id,
      carrierRule: rule.id ?? rule.rules?.[0]?.id,
      flatCarrier: flatCarrier.id,
      discount: discount.id,
      address: address.id,
      calendar: calendar.id,
      award: award.id,
      news: news.id,
      popup: popup.id,
      redirection: redirection.id,
      script: script.id,
      qrcode: qrcode.id,
      file: file.id,
      album: album.id,
      service: service.id,
      element: element.id,
      elementItem: elementItem.id,
      homeCard: homeCard.id,
      blogFolder: blogFolder.id,
      blogArticle: blogArticle.id,
      form: siteForm.id,
      message: message.id,
      formMessage: formMessage.id,
      formTemplate: formTemplate.id,
      variation: variation.id,
      customization: customization.id,
      customizationValue: withValue.values[0].id,
      detailsType: detailsType.id,
      returnReason: returnReason.id,
      template: template.id,
      chronopost: chronopost.id,
      boxOrder: boxOrder.id,
      addressType: addressType.id,
      staffUser: staff.id,
      customer: registered.user.id,
      order: order.id,
      pageImage: pageImage.id,
      libraryComponent: libraryComponent.id,
      siteKey: siteKey.id,
      appSiteKey: appSiteKey.id,
    },
    customer: { email: planted.customerEmail, password, token: registered.token },
  };
}
