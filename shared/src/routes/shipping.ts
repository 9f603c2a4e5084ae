import * as z from 'zod';
import { shippingFeesAnswerSchema, shippingFeesBodySchema } from '../shipping/fees.ts';
import {
  addressImportInsertedSchema,
  addressImportParsedSchema,
  addressImportParseSchema,
  addressInputSchema,
  addressListQuerySchema,
  addressListSchema,
  addressTypeAddSchema,
  addressTypeListSchema,
  addressTypeUpdateSchema,
  addressTypeViewSchema,
  addressViewSchema,
  scheduleInputSchema,
} from '../shipping/addresses.ts';
import {
  carrierInputSchema,
  carrierListQuerySchema,
  carrierListSchema,
  carrierPriceFileUploadSchema,
  carrierPricesInputSchema,
  carrierProductsSchema,
  carrierRuleInputSchema,
  carrierRuleViewSchema,
  carrierViewSchema,
  countryPathParam,
  flatRateDeleteQuerySchema,
  flatRateListSchema,
  priceFileParsedSchema,
  publicCarrierListSchema,
} from '../shipping/carriers.ts';
import { draftBody, idParam, pathParams, route } from './define.ts';
import {
  accessPointSchema,
  chronopostProductInputSchema,
  chronopostProductListSchema,
  chronopostProductViewSchema,
  mondialRelayActivateSchema,
  mondialRelayPublicConfigSchema,
  mondialRelayViewSchema,
  vignobleExportActivateSchema,
  vignobleExportUpdateSchema,
  vignobleExportViewSchema,
} from '../shipping/partners.ts';
import { listQuerySchema } from '../list-query.ts';
import { cartAddressSchema, filenameBodySchema, hasHeaderQuerySchema, idNumber, idParams, validBodySchema } from './schemas.ts';
import {
  boxChooseInputSchema,
  boxListQuerySchema,
  boxListSchema,
  boxOrderInputSchema,
  boxOrderListQuerySchema,
  boxOrderListSchema,
  boxOrderViewSchema,
  boxQuantityInputSchema,
  globalBoxInputSchema,
  globalBoxListSchema,
  globalBoxViewSchema,
  siteBoxInputSchema,
  usableBoxSchema,
} from '../shipping/boxes.ts';
import {
  adminCountryListSchema,
  cityFileInsertedSchema,
  cityFileInsertSchema,
  cityFileParsedSchema,
  cityFileUploadSchema,
  cityListSchema,
  citySearchInCountryParamsSchema,
  citySearchParamsSchema,
  countryListSchema,
  countryStatesSchema,
} from '../shipping/countries.ts';

/** Spec 2 §7 "POST /relay/access-points": body address. */
export const accessPointsBodySchema = z.strictObject({ address: cartAddressSchema });

/** The site's Chronopost products (list query: filters productCode, label, valid). */
export const chronopostProductListQuerySchema = listQuerySchema(['productCode', 'label', 'valid'], ['label', 'productCode', 'id']);

/** Spec 1 §3 company address fields; the answer holds data.addresses and total. */
export const companyAddressListQuerySchema = addressListQuerySchema;

/**
 * Boxes (site and global) and box orders, carriers with rules, prices and flat rates, countries
 * and cities, Chronopost, Vignoblexport, Mondial Relay, relay access points, shipping-fee
 * calculation, company addresses and address types (spec 2 §7 "Boxes", "Carriers and prices",
 * "Countries, cities", "Addresses", storefront table).
 */
export const shippingRoutes = {
  // Storefront (public)
  calculateShippingFees: route({
    method: 'POST',
    path: '/calculate/shipping-fees',
    level: 'public',
    group: 'shipping',
    summary: 'Carriers able to ship the cart to a postal code and country, cheapest first, each with its price and how it was computed (parcels, boxes, weights, tranche); 400 with the spec\'s message when none can (docs/shipping.md)',
    body: shippingFeesBodySchema,
    response: shippingFeesAnswerSchema,
  }),
  relayAccessPoints: route({
    method: 'POST',
    path: '/relay/access-points',
    level: 'public',
    group: 'shipping',
    summary: 'Mondial Relay pickup relays near an address, nearest first (id, name, addLine1, zipCode, city, country, position; distance, opening hours); 409 when the site has not activated Mondial Relay, 502 when it does not answer',
    body: accessPointsBodySchema,
    response: z.array(accessPointSchema),
  }),
  citiesInCountry: route({ method: 'GET', path: '/cities/{search}/{idCountry}', level: 'public', group: 'shipping', summary: 'Search cities of a country (id: ISO numeric) by the start of their name (accents and case ignored) or of their postal code; 20 at most', params: citySearchInCountryParamsSchema, response: cityListSchema }),
  cities: route({ method: 'GET', path: '/cities/{text}', level: 'public', group: 'shipping', summary: 'Search French cities by the start of their name (accents and case ignored) or of their postal code; 20 at most', params: citySearchParamsSchema, response: cityListSchema }),
  countries: route({ method: 'GET', path: '/countries', level: 'public', group: 'shipping', summary: 'Countries (id = ISO numeric, codes alpha-2, alpha-3, numeric, name in the request language), by name', response: countryListSchema }),
  listCarriers: route({ method: 'GET', path: '/list/carrier', level: 'public', group: 'shipping', summary: 'Valid carriers of the site, for the storefront (id, name, type, delivery type; no prices)', response: publicCarrierListSchema }),
  mondialRelayPublicConfig: route({ method: 'GET', path: '/external-app/MONDIAL_RELAY/config/public', level: 'public', group: 'shipping', summary: 'What the storefront relay picker needs of the site’s Mondial Relay settings (active, brand code, countries); never the private key', response: mondialRelayPublicConfigSchema }),

  // Company addresses and address types (admin)
  companyAddresses: route({ method: 'GET', path: '/company/address', level: 'admin', group: 'shipping', summary: 'Company addresses (list query: filters name, city, postalCode, country, type; addresses, total)', query: companyAddressListQuerySchema, response: addressListSchema }),
  companyAddressCreate: route({ method: 'POST', path: '/company/address', level: 'admin', group: 'shipping', summary: 'Add a company address (name, street lines, postal code, city, country, position, types)', body: addressInputSchema, response: addressViewSchema }),
  companyAddressUpdate: route({ method: 'PUT', path: '/company/address/{id}', level: 'admin', group: 'shipping', summary: 'Change a company address (its schedule stays)', params: idParams, body: addressInputSchema, response: addressViewSchema }),
  companyAddressSchedule: route({ method: 'PUT', path: '/company/address/schedule/{id}', level: 'admin', group: 'shipping', summary: 'Set the weekly opening schedule of an address (slots per day 1-7 with start and end HH:mm; a day without slots is closed), its pick-up preparation delay and calendar', params: idParams, body: scheduleInputSchema, response: addressViewSchema }),
  companyAddressDelete: route({ method: 'DELETE', path: '/company/address/{id}', level: 'admin', group: 'shipping', summary: 'Delete a company address', params: idParams, response: z.null() }),
  adminAddressTypes: route({ method: 'GET', path: '/admin/address/type', level: 'admin', group: 'shipping', summary: 'Address types the site sees: the defaults of site 0 and its own (type, label, icon, color, isDefault)', response: addressTypeListSchema }),
  // Defaults (/superAdmin/defaults/addressType) go through this call with the idSite override 0: handler check.
  adminAddressTypeCreate: route({ method: 'POST', path: '/admin/address/type', level: 'admin', group: 'shipping', summary: 'Add an address type (site 0 with idSiteOverride: a default of every site)', body: addressTypeAddSchema, response: addressTypeViewSchema }),
  adminAddressTypeUpdate: route({ method: 'PUT', path: '/admin/address/type/{id}', level: 'admin', group: 'shipping', summary: 'Change an address type of the site (a default only from site 0)', params: idParams, body: addressTypeUpdateSchema, response: addressTypeViewSchema }),
  adminAddressImportParse: route({
    method: 'POST',
    path: '/admin/address/import/parse',
    level: 'superAdmin',
    group: 'shipping',
    summary: 'Address import: upload a CSV file (`file` or `image`) and read it; answers the name it is kept under (a day), the valid rows and the errors per row with their line',
    multipart: true,
    query: hasHeaderQuerySchema,
    body: addressImportParseSchema,
    response: addressImportParsedSchema,
  }),
  adminAddressImportInsert: route({
    method: 'POST',
    path: '/admin/address/import/insert',
    level: 'superAdmin',
    group: 'shipping',
    summary: 'Address import: insert the valid rows of a parsed file, once (refused rows are skipped)',
    query: hasHeaderQuerySchema,
    body: filenameBodySchema,
    response: addressImportInsertedSchema,
  }),

  // Boxes of the site (admin)
  adminBoxes: route({ method: 'GET', path: '/admin/box', level: 'admin', group: 'shipping', summary: 'Boxes the site can use: its own and the global boxes it chose, with its stock (list query; boxes, total)', query: boxListQuerySchema, response: boxListSchema }),
  adminBoxCreate: route({ method: 'POST', path: '/admin/box', level: 'admin', group: 'shipping', summary: 'Create a box of the site (main type, capacities, dimensions, weight, stock)', body: siteBoxInputSchema, response: usableBoxSchema }),
  adminBox: route({ method: 'GET', path: '/admin/box/{id}', level: 'admin', group: 'shipping', summary: 'One box the site can use (own, or a chosen global box)', inferred: true, params: idParams, response: usableBoxSchema }),
  adminBoxUpdate: route({ method: 'PUT', path: '/admin/box/{id}', level: 'admin', group: 'shipping', summary: 'Change a box of the site (the whole box, as on create)', inferred: true, params: idParams, body: siteBoxInputSchema, response: usableBoxSchema }),
  adminBoxDelete: route({ method: 'DELETE', path: '/admin/box/{id}', level: 'admin', group: 'shipping', summary: 'Delete a box of the site no carrier names', inferred: true, params: idParams }),
  adminBoxChoose: route({
    method: 'PUT',
    path: '/admin/box/choose',
    level: 'admin',
    group: 'shipping',
    summary: 'Choose which global boxes the site uses (the whole list of ids); answers the global boxes',
    // "(boxes)": taken as the ids of the chosen global boxes.
    body: boxChooseInputSchema,
    response: globalBoxListSchema,
  }),
  adminBoxQuantity: route({
    method: 'PUT',
    path: '/admin/box/quantity/{id}',
    level: 'admin',
    group: 'shipping',
    summary: 'Set the site\'s stock of a box it can use (own, or a chosen global box)',
    params: idParams,
    body: boxQuantityInputSchema,
    response: usableBoxSchema,
  }),
  adminBoxOrders: route({ method: 'GET', path: '/admin/box/order', level: 'admin', group: 'shipping', summary: 'Box orders of the site, newest first (list query; orders, total)', query: boxOrderListQuerySchema, response: boxOrderListSchema }),
  adminBoxOrderCreate: route({ method: 'POST', path: '/admin/box/order', level: 'admin', group: 'shipping', summary: 'Order boxes (one of the site\'s boxes or a global box, a number over 0, a note)', body: boxOrderInputSchema, response: boxOrderViewSchema }),

  // Global boxes (GLOBAL boxType: VIGNOBLE_EXPORT, LA_RUCHE). Sites read them to choose; writing them is
  // default data of every site (spec 1 §1, /superAdmin/defaults/box): super-admin. Judgement.
  adminGlobalBoxes: route({ method: 'GET', path: '/admin/global/box', level: 'admin', group: 'shipping', summary: 'Global boxes, each with whether the site chose it and by how many sites', response: globalBoxListSchema }),
  adminGlobalBoxCreate: route({ method: 'POST', path: '/admin/global/box', level: 'superAdmin', group: 'shipping', summary: 'Create a global box (type VIGNOBLE_EXPORT or LA_RUCHE)', body: globalBoxInputSchema, response: globalBoxViewSchema }),
  adminGlobalBox: route({ method: 'GET', path: '/admin/global/box/{id}', level: 'admin', group: 'shipping', summary: 'One global box', inferred: true, params: idParams, response: globalBoxViewSchema }),
  adminGlobalBoxUpdate: route({ method: 'PUT', path: '/admin/global/box/{id}', level: 'superAdmin', group: 'shipping', summary: 'Change a global box', inferred: true, params: idParams, body: globalBoxInputSchema, response: globalBoxViewSchema }),
  adminGlobalBoxDelete: route({ method: 'DELETE', path: '/admin/global/box/{id}', level: 'superAdmin', group: 'shipping', summary: 'Delete a global box no site chose', inferred: true, params: idParams }),

  // Carriers (admin)
  adminCarriers: route({ method: 'GET', path: '/admin/carrier', level: 'admin', group: 'shipping', summary: 'Carriers of the site (list query; carriers, total)', query: carrierListQuerySchema, response: carrierListSchema }),
  adminCarrierCreate: route({ method: 'POST', path: '/admin/carrier', level: 'admin', group: 'shipping', summary: 'Create a carrier (BASIC, FLAT_RATE or VIGNOBLE_EXPORT; boxes it accepts, percentage, fix, free shipping from)', body: carrierInputSchema, response: carrierViewSchema }),
  adminCarrier: route({ method: 'GET', path: '/admin/carrier/{id}', level: 'admin', group: 'shipping', summary: 'One carrier with rules, prices per country and department, flat rates and boxes', params: idParams, response: carrierViewSchema }),
  adminCarrierUpdate: route({ method: 'PUT', path: '/admin/carrier/{id}', level: 'admin', group: 'shipping', summary: 'Change a carrier (whole form; its type never changes)', params: idParams, body: carrierInputSchema, response: carrierViewSchema }),
  adminCarrierDelete: route({ method: 'DELETE', path: '/admin/carrier/{id}', level: 'admin', group: 'shipping', summary: 'Delete a carrier with its rules and prices', params: idParams }),
  adminCarrierState: route({ method: 'PUT', path: '/admin/carrier/state/{id}', level: 'admin', group: 'shipping', summary: 'Switch a carrier valid or invalid', params: idParams, body: validBodySchema, response: carrierViewSchema }),
  adminCarrierProducts: route({ method: 'GET', path: '/admin/carrier/{id}/products', level: 'admin', group: 'shipping', summary: 'Products a carrier ships: those it lists, else every shippable product of the site', params: idParams, response: carrierProductsSchema }),
  adminCarrierRuleCreate: route({ method: 'POST', path: '/admin/carrier/{id}/rules', level: 'admin', group: 'shipping', summary: 'Add a rule (name, from, to in cl, detail lines nbBottle → represent) to a carrier', params: idParams, body: carrierRuleInputSchema, response: carrierRuleViewSchema }),
  adminCarrierRuleUpdate: route({ method: 'PUT', path: '/admin/carrier/{id}/rules/{idRule}', level: 'admin', group: 'shipping', summary: 'Change a carrier rule', params: z.strictObject({ id: idParam, idRule: idParam }), body: carrierRuleInputSchema, response: carrierRuleViewSchema }),
  adminCarrierRuleDelete: route({ method: 'DELETE', path: '/admin/carrier/{id}/rules/{idRule}', level: 'admin', group: 'shipping', summary: 'Delete a carrier rule', params: z.strictObject({ id: idParam, idRule: idParam }) }),
  // Price import by file is super-admin only (spec 1 §6).
  adminCarrierPricesParse: route({ method: 'PUT', path: '/admin/carrier/parse/{id}', level: 'superAdmin', group: 'shipping', summary: 'Upload and parse a CSV price file for a BASIC carrier (multipart `file`): rows read, or every error with its line; kept a day under the answered filename', params: idParams, multipart: true, body: carrierPriceFileUploadSchema, response: priceFileParsedSchema }),
  adminCarrierPricesInsert: route({ method: 'PUT', path: '/admin/carrier/insert/{id}', level: 'superAdmin', group: 'shipping', summary: 'Insert the grids of a parsed price file (each country of the file replaced)', params: idParams, body: filenameBodySchema, response: carrierViewSchema }),
  adminCarrierPricesUpdate: route({ method: 'PUT', path: '/admin/carrier/prices/update/{id}', level: 'admin', group: 'shipping', summary: 'Change carrier prices from the graphic interface: grids per country or department (BASIC) or flat rates per country (FLAT_RATE)', params: idParams, body: carrierPricesInputSchema, response: carrierViewSchema }),
  adminCarrierPricesDelete: route({ method: 'DELETE', path: '/admin/carrier/prices/{idCarrier}/{idCountry}', level: 'admin', group: 'shipping', summary: 'Delete the prices of a carrier in a country (alpha-3 code or id), its departments\' too', params: z.strictObject({ idCarrier: idParam, idCountry: countryPathParam }), response: carrierViewSchema }),
  adminFlatRates: route({ method: 'GET', path: '/admin/carrier/flat-rate', level: 'admin', group: 'shipping', summary: 'Flat rates of the site\'s FLAT_RATE carriers, per country', response: flatRateListSchema }),
  adminFlatRatePricesDelete: route({ method: 'DELETE', path: '/admin/carrier/prices/flat-rate/{idCountry}', level: 'admin', group: 'shipping', summary: 'Delete the flat rate of a country (`?idCarrier=` when several FLAT_RATE carriers price it)', params: z.strictObject({ idCountry: countryPathParam }), query: flatRateDeleteQuerySchema, response: flatRateListSchema }),

  // Export vineyard partner (Vignoblexport) and Mondial Relay (admin)
  adminVignoblexport: route({ method: 'GET', path: '/admin/carrier/vignoblexport', level: 'admin', group: 'shipping', summary: 'Vignoblexport settings of the site (carrier export info; null until activated; the API key masked)', response: vignobleExportViewSchema.nullable() }),
  adminVignoblexportActivate: route({ method: 'POST', path: '/admin/carrier/vignoblexport/activate', level: 'admin', group: 'shipping', summary: 'Activate Vignoblexport (name, vatNumber, apiKey, percentageToApply, boxes) and offer it; the API key may be left out when one is stored', body: vignobleExportActivateSchema, response: vignobleExportViewSchema }),
  adminVignoblexportUpdate: route({ method: 'POST', path: '/admin/carrier/vignoblexport/update', level: 'admin', group: 'shipping', summary: 'Change the Vignoblexport settings (the API key left out keeps the stored one); 404 until activated', inferred: true, body: vignobleExportUpdateSchema, response: vignobleExportViewSchema }),
  adminVignoblexportToggleValidation: route({ method: 'GET', path: '/admin/carrier/vignoblexport/toggle-validation', level: 'admin', group: 'shipping', summary: 'Offer Vignoblexport to shoppers, or stop offering it (answers the settings); 404 until activated', inferred: true, response: vignobleExportViewSchema }),
  adminMondialRelayActivate: route({ method: 'POST', path: '/admin/carrier/mondial_relay/activate', level: 'admin', group: 'shipping', summary: 'Activate Mondial Relay or change its settings (enseigne and private key, insurance level 1-5, collection mode); answers them with the private key masked', body: mondialRelayActivateSchema, response: mondialRelayViewSchema }),

  // Chronopost products: admin reads its own; the super-admin variant takes an id (spec 2 §6)
  adminChronopostProducts: route({ method: 'GET', path: '/admin/chronopost/product', level: 'admin', group: 'shipping', summary: 'Chronopost products the site offers (list query; products, total)', query: chronopostProductListQuerySchema, response: chronopostProductListSchema }),
  // {id} is the site here (the admin's PUT and DELETE name a product): a super-admin reads any site's.
  adminChronopostProduct: route({ method: 'GET', path: '/admin/chronopost/product/{id}', level: 'superAdmin', group: 'shipping', summary: 'Chronopost products of the site {id} (super-admin variant; list query; products, total)', params: idParams, query: chronopostProductListQuerySchema, response: chronopostProductListSchema }),
  adminChronopostProductCreate: route({ method: 'POST', path: '/admin/chronopost/product', level: 'admin', group: 'shipping', summary: 'Offer a Chronopost product (productCode of the catalogue, once per site; label, percentageToApply, valid)', inferred: true, body: chronopostProductInputSchema, response: chronopostProductViewSchema }),
  adminChronopostProductUpdate: route({ method: 'PUT', path: '/admin/chronopost/product/{id}', level: 'admin', group: 'shipping', summary: 'Change a Chronopost product', inferred: true, params: idParams, body: chronopostProductInputSchema, response: chronopostProductViewSchema }),
  adminChronopostProductDelete: route({ method: 'DELETE', path: '/admin/chronopost/product/{id}', level: 'admin', group: 'shipping', summary: 'Delete a Chronopost product', inferred: true, params: idParams }),

  // Countries and cities (admin)
  adminCountries: route({ method: 'GET', path: '/admin/country', level: 'admin', group: 'shipping', summary: 'Countries, each with whether the site ships there (activated)', response: adminCountryListSchema }),
  adminCountriesActivated: route({ method: 'GET', path: '/admin/country/activated', level: 'admin', group: 'shipping', summary: 'Countries the site ships to: a valid carrier of it has prices there', response: countryListSchema }),
  adminCountryStates: route({ method: 'GET', path: '/admin/country/{id}/states', level: 'admin', group: 'shipping', summary: 'States (code, name) of a country: France\'s departments', params: idParams, response: countryStatesSchema }),
  // Cities are shared by every site and imported by file from /superAdmin/country: super-admin. Judgement.
  adminCitiesParse: route({ method: 'PUT', path: '/admin/cities/parse/{id}', level: 'superAdmin', group: 'shipping', summary: 'Upload and parse a CSV city file (columns name, postalCode; optional inseeCode, department, latitude, longitude) for a country: rows read, errors per line, the name to insert it by', params: idParams, multipart: true, body: cityFileUploadSchema, response: cityFileParsedSchema }),
  adminCitiesInsert: route({ method: 'PUT', path: '/admin/cities/insert/{id}', level: 'superAdmin', group: 'shipping', summary: 'Insert the cities of a parsed file for a country (idempotent: the same city and postal code is written once)', params: idParams, body: cityFileInsertSchema, response: cityFileInsertedSchema }),
} as const;
