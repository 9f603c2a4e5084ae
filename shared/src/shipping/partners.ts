import * as z from 'zod';
import { fail, isBlank } from '../validation/issues.ts';
import { looseNumber, readNumber } from '../validation/numbers.ts';

/**
 * Carrier partners reached through adapters (docs/shipping.md "Partners and adapters"): the export
 * vineyard partner Vignoble Export (spec 1 §3, §5 "Export vineyard partner"), Mondial Relay (pickup
 * relays, spec 2 §7 `POST /relay/access-points`) and the Chronopost products a site offers.
 */

/** Insurance levels 1 to 5 (Mondial Relay's `Assurance` of a shipment; spec 1 §9, spec 2 §9). */
export const insuranceLevels = [1, 2, 3, 4, 5] as const;
export type InsuranceLevel = (typeof insuranceLevels)[number];

/**
 * Mondial Relay collection modes (`ModeCol` of a shipment): CCC the carrier collects at the shop,
 * CDR collection at the shop by a home-delivery round, CDS the same for heavy parcels, REL the shop
 * drops its parcels at a relay.
 */
export const collectionModes = ['CCC', 'CDR', 'CDS', 'REL'] as const;
export type CollectionMode = (typeof collectionModes)[number];

/** The shipping types Standard and Express (spec 1 §9). */
export const shippingTypes = ['STANDARD', 'EXPRESS'] as const;
export type ShippingType = (typeof shippingTypes)[number];

/** Orders over 100 kg get no export (Vignoble Export) option (spec 2 §9). */
export const exportMaxWeightKg = 100;

/** A carrier's percentage goes from -100 to 100 (spec 1 §9). */
export const percentageBounds = { min: -100, max: 100 } as const;

/** Countries Mondial Relay delivers to a relay in, with the codes and names a cart may hold. */
export const mondialRelayCountries = [
  { alpha2: 'FR', alpha3: 'FRA', names: ['france'] },
  { alpha2: 'BE', alpha3: 'BEL', names: ['belgium', 'belgique'] },
  { alpha2: 'LU', alpha3: 'LUX', names: ['luxembourg'] },
  { alpha2: 'NL', alpha3: 'NLD', names: ['netherlands', 'pays-bas', 'pays bas'] },
  { alpha2: 'ES', alpha3: 'ESP', names: ['spain', 'espagne'] },
  { alpha2: 'PT', alpha3: 'PRT', names: ['portugal'] },
  { alpha2: 'DE', alpha3: 'DEU', names: ['germany', 'allemagne'] },
  { alpha2: 'AT', alpha3: 'AUT', names: ['austria', 'autriche'] },
  { alpha2: 'IT', alpha3: 'ITA', names: ['italy', 'italie'] },
  { alpha2: 'PL', alpha3: 'POL', names: ['poland', 'pologne'] },
] as const;
export type RelayCountry = (typeof mondialRelayCountries)[number]['alpha2'];

/**
 * The relay country of a cart's country (a code, a name, or `{ alphaTwo, alphaThree }`); null when
 * Mondial Relay does not deliver there.
 */
export function relayCountryOf(country: string | { alphaTwo?: string; alphaThree?: string }): RelayCountry | null {
  const candidates = typeof country === 'string' ? [country] : [country.alphaTwo ?? '', country.alphaThree ?? ''];
  for (const raw of candidates) {
    const value = raw.trim().toLowerCase();
    if (value === '') continue;
    const found = mondialRelayCountries.find(
      (c) =>
        c.alpha2.toLowerCase() === value ||
        c.alpha3.toLowerCase() === value ||
        (c.names as readonly string[]).includes(value),
    );
    if (found) return found.alpha2;
  }
  return null;
}

/**
 * Chronopost products (their `productCode` in Chronopost's web services) a site may offer, with the
 * shipping type (spec 1 §9) and where they deliver.
 */
export const chronopostCatalogue = {
  '1': { name: 'Chrono 13', shippingType: 'EXPRESS', delivery: 'HOME', international: false },
  '2': { name: 'Chrono 10', shippingType: 'EXPRESS', delivery: 'HOME', international: false },
  '16': { name: 'Chrono 18', shippingType: 'EXPRESS', delivery: 'HOME', international: false },
  '86': { name: 'Chrono Relais 13', shippingType: 'STANDARD', delivery: 'ACCESS_POINT', international: false },
  '0': { name: 'Chrono Retrait Bureau', shippingType: 'STANDARD', delivery: 'ACCESS_POINT', international: false },
  '44': { name: 'Chrono Classic', shippingType: 'STANDARD', delivery: 'HOME', international: true },
  '17': { name: 'Chrono Express', shippingType: 'EXPRESS', delivery: 'HOME', international: true },
  '37': { name: 'Chrono Premium', shippingType: 'EXPRESS', delivery: 'HOME', international: true },
} as const satisfies Record<
  string,
  { name: string; shippingType: ShippingType; delivery: 'HOME' | 'ACCESS_POINT'; international: boolean }
>;
export type ChronopostProductCode = keyof typeof chronopostCatalogue;
export const chronopostProductCodes = Object.keys(chronopostCatalogue) as ChronopostProductCode[];

export function isChronopostProductCode(code: string): code is ChronopostProductCode {
  return Object.hasOwn(chronopostCatalogue, code);
}

// ---------------------------------------------------------------------------------------------
// Secrets: API keys and private keys are written, never answered back.

/**
 * What an answer shows of a secret: bullets, and its last 4 characters only when the secret is long
 * enough (12 or more) for them to give nothing away; null when there is none.
 */
export function maskSecret(secret: string | null | undefined): string | null {
  if (secret === undefined || secret === null || secret === '') return null;
  return secret.length >= 12 ? `••••••••${secret.slice(-4)}` : '••••••••';
}

// ---------------------------------------------------------------------------------------------
// Vignoble Export (export vineyard partner): name, vatNumber, apiKey, percentageToApply, boxes (spec 1 §3).

const text = z.string().max(200, 'validation.tooLong').nullish();
const secret = z.string().max(500, 'validation.tooLong').nullish();
const boxRef = z.union([z.number().int().positive(), z.string().regex(/^\d{1,15}$/, 'validation.invalidId')]);

const vignobleExportShape = {
  /** Contact name at the partner. */
  name: text,
  vatNumber: z.string().max(40, 'validation.tooLong').nullish(),
  apiKey: secret,
  percentageToApply: looseNumber,
  /** Ids of the global VIGNOBLE_EXPORT boxes the partner ships in. */
  boxes: z.array(boxRef).max(100, 'validation.tooLong').nullish(),
};
type RawVignobleExport = z.infer<z.ZodObject<typeof vignobleExportShape>>;

/** What the rules hand to the service. `apiKey` undefined: keep the stored key (update). */
export interface VignobleExportInput {
  name: string;
  vatNumber: string;
  apiKey: string | undefined;
  percentageToApply: number;
  boxes: number[];
}

const normaliseVat = (value: string): string => value.replace(/[\s.-]/g, '').toUpperCase();

/**
 * The export vineyard partner's rules (spec 1 §5): contact name, vat number, API key, at least one box, the
 * percentage from -100 to 100. On update the API key may be left out (the stored one is kept: an
 * answer never shows it), but not sent blank.
 */
function vignobleExportSchema(mode: 'activate' | 'update') {
  return z
    .strictObject(vignobleExportShape)
    .superRefine((raw: RawVignobleExport, ctx) => {
      if (isBlank(raw.name)) fail(ctx, 'name', 'partner.contactNameRequired');
      if (isBlank(raw.vatNumber)) fail(ctx, 'vatNumber', 'partner.vatNumberRequired');
      else if (!/^[A-Z]{2}[A-Z0-9]{2,13}$/.test(normaliseVat(raw.vatNumber!)))
        fail(ctx, 'vatNumber', 'parameter.invalidVatNumber');
      if (mode === 'activate' ? isBlank(raw.apiKey) : raw.apiKey !== undefined && isBlank(raw.apiKey))
        fail(ctx, 'apiKey', 'partner.apiKeyRequired');
      if ((raw.boxes ?? []).length === 0) fail(ctx, 'boxes', 'partner.boxRequired');
      else if (new Set((raw.boxes ?? []).map(Number)).size !== raw.boxes!.length)
        fail(ctx, 'boxes', 'validation.invalidValue');
      const percentage = readNumber(raw.percentageToApply) ?? 0;
      if (!Number.isFinite(percentage) || percentage < percentageBounds.min || percentage > percentageBounds.max)
        fail(ctx, 'percentageToApply', 'partner.percentageRange');
    })
    .transform((raw): VignobleExportInput => ({
      name: raw.name!.trim(),
      vatNumber: normaliseVat(raw.vatNumber!),
      apiKey: isBlank(raw.apiKey) ? undefined : raw.apiKey!.trim(),
      percentageToApply: readNumber(raw.percentageToApply) ?? 0,
      boxes: raw.boxes!.map(Number),
    }));
}

export const vignobleExportActivateSchema = vignobleExportSchema('activate');
export const vignobleExportUpdateSchema = vignobleExportSchema('update');

/** `GET /admin/carrier/vignoblexport` ("carrier export info"): null until activated. The API key is never answered. */
export const vignobleExportViewSchema = z.object({
  /** Offered to shoppers (`toggle-validation` switches it). */
  valid: z.boolean(),
  name: z.string(),
  vatNumber: z.string(),
  /** The API key's last characters behind bullets (`maskSecret`); the key itself is write-only. */
  apiKeyMasked: z.string().nullable(),
  percentageToApply: z.number(),
  boxes: z.array(z.number()),
  activatedAt: z.string(),
  updatedAt: z.string(),
});
export type VignobleExportView = z.infer<typeof vignobleExportViewSchema>;

// ---------------------------------------------------------------------------------------------
// Mondial Relay settings: brand code (enseigne) and private key, insurance level, collection mode.

const mondialRelayShape = {
  /** Brand code: 2 letters or digits then up to 6 more (Mondial Relay pads it to 8 with spaces). */
  enseigne: z.string().max(20, 'validation.tooLong').nullish(),
  privateKey: secret,
  insuranceLevel: looseNumber,
  collectionMode: z.string().max(10, 'validation.tooLong').nullish(),
};
type RawMondialRelay = z.infer<z.ZodObject<typeof mondialRelayShape>>;

export interface MondialRelayInput {
  enseigne: string;
  /** undefined: keep the stored key (an answer never shows it). */
  privateKey: string | undefined;
  insuranceLevel: InsuranceLevel;
  collectionMode: CollectionMode;
}

/** Insurance levels 1 to 5 (spec 1 §9); none given is level 1 (the lowest cover). */
function insuranceOf(raw: RawMondialRelay['insuranceLevel']): InsuranceLevel | null {
  const level = readNumber(raw) ?? 1;
  return (insuranceLevels as readonly number[]).includes(level) ? (level as InsuranceLevel) : null;
}

/**
 * `POST /admin/carrier/mondial_relay/activate`: "Enseigne and private key cannot be empty" (spec 1
 * §5, on each blank field; the private key may be left out when one is stored), an insurance level
 * from 1 to 5, a known collection mode (CCC when none is given).
 */
export const mondialRelayActivateSchema = z
  .strictObject(mondialRelayShape)
  .superRefine((raw, ctx) => {
    if (isBlank(raw.enseigne)) fail(ctx, 'enseigne', 'partner.enseigneAndKeyRequired');
    else if (!/^[0-9A-Z]{2}[0-9A-Z]{0,6}$/.test(raw.enseigne!.trim().toUpperCase()))
      fail(ctx, 'enseigne', 'partner.enseigneInvalid');
    if (raw.privateKey !== undefined && isBlank(raw.privateKey))
      fail(ctx, 'privateKey', 'partner.enseigneAndKeyRequired');
    if (insuranceOf(raw.insuranceLevel) === null) fail(ctx, 'insuranceLevel', 'partner.insuranceLevelInvalid');
    if (
      !isBlank(raw.collectionMode) &&
      !(collectionModes as readonly string[]).includes(raw.collectionMode!.trim().toUpperCase())
    )
      fail(ctx, 'collectionMode', 'validation.invalidValue');
  })
  .transform((raw): MondialRelayInput => ({
    enseigne: raw.enseigne!.trim().toUpperCase(),
    privateKey: isBlank(raw.privateKey) ? undefined : raw.privateKey!.trim(),
    insuranceLevel: insuranceOf(raw.insuranceLevel)!,
    collectionMode: (isBlank(raw.collectionMode) ? 'CCC' : raw.collectionMode!.trim().toUpperCase()) as CollectionMode,
  }));

/** The admin's view of the Mondial Relay settings (answer of the activation): the private key masked. */
export const mondialRelayViewSchema = z.object({
  active: z.boolean(),
  enseigne: z.string(),
  privateKeyMasked: z.string().nullable(),
  insuranceLevel: z.number(),
  collectionMode: z.enum(collectionModes),
  activatedAt: z.string(),
  updatedAt: z.string(),
});
export type MondialRelayView = z.infer<typeof mondialRelayViewSchema>;

/**
 * `GET /external-app/MONDIAL_RELAY/config/public`: what the storefront's relay picker needs. The
 * brand code is public (Mondial Relay's own widget shows it in every shop's page); the private key,
 * the insurance level and the collection mode stay on the server.
 */
export const mondialRelayPublicConfigSchema = z.object({
  active: z.boolean(),
  brand: z.string().nullable(),
  /** Delivery mode of a relay delivery (`24R`: a standard relay). */
  deliveryMode: z.literal('24R'),
  /** Countries a shopper may pick a relay in (alpha-2). */
  countries: z.array(z.string()),
  /** How many relays a search answers at most. */
  maxResults: z.number(),
});
export type MondialRelayPublicConfig = z.infer<typeof mondialRelayPublicConfigSchema>;

/** Relays near an address: a list of id, name, addLine1, zipCode, city, country, position (spec 2 §7). */
export const accessPointSchema = z.object({
  id: z.string(),
  name: z.string(),
  addLine1: z.string(),
  /** Second address line (a building, a shopping centre) when the relay has one. */
  addLine2: z.string().nullable(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
  position: z.object({ latitude: z.number(), longitude: z.number() }),
  /** From the searched postal code, in metres. */
  distanceMeters: z.number().nullable(),
  /** Opening hours per day (`monday` … `sunday`), each a list of `HH:mm-HH:mm`; an empty list is closed. */
  openingHours: z.record(z.string(), z.array(z.string())),
});
export type AccessPoint = z.infer<typeof accessPointSchema>;
export const weekDays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

// ---------------------------------------------------------------------------------------------
// Chronopost products of a site.

const chronopostProductShape = {
  productCode: z.union([z.string().max(10, 'validation.tooLong'), z.number()]).nullish(),
  /** What the shopper reads; the catalogue's name when blank. */
  label: text,
  percentageToApply: looseNumber,
  valid: z.boolean().nullish(),
};

export interface ChronopostProductInput {
  productCode: ChronopostProductCode;
  label: string;
  percentageToApply: number;
  valid: boolean;
}

/**
 * `POST`, `PUT /admin/chronopost/product[/{id}]` (the spec shows no rule): a product of the
 * catalogue ("You must choose a Chronopost product"), the percentage from -100 to 100 as a
 * carrier's, valid unless told otherwise.
 */
export const chronopostProductInputSchema = z
  .strictObject(chronopostProductShape)
  .superRefine((raw, ctx) => {
    const code = raw.productCode === undefined || raw.productCode === null ? '' : String(raw.productCode).trim();
    if (code === '') fail(ctx, 'productCode', 'chronopost.productRequired');
    else if (!isChronopostProductCode(code)) fail(ctx, 'productCode', 'validation.invalidValue');
    const percentage = readNumber(raw.percentageToApply) ?? 0;
    if (!Number.isFinite(percentage) || percentage < percentageBounds.min || percentage > percentageBounds.max)
      fail(ctx, 'percentageToApply', 'partner.percentageRange');
  })
  .transform((raw): ChronopostProductInput => {
    const productCode = String(raw.productCode).trim() as ChronopostProductCode;
    return {
      productCode,
      label: isBlank(raw.label) ? chronopostCatalogue[productCode].name : raw.label!.trim(),
      percentageToApply: readNumber(raw.percentageToApply) ?? 0,
      valid: raw.valid ?? true,
    };
  });

export const chronopostProductViewSchema = z.object({
  id: z.number(),
  productCode: z.string(),
  label: z.string(),
  /** From the catalogue: Standard or Express (spec 1 §9). */
  shippingType: z.enum(shippingTypes),
  /** From the catalogue: to the shopper's door, or to a relay or post office. */
  delivery: z.enum(['HOME', 'ACCESS_POINT']),
  international: z.boolean(),
  percentageToApply: z.number(),
  valid: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChronopostProductView = z.infer<typeof chronopostProductViewSchema>;
export const chronopostProductListSchema = z.object({
  products: z.array(chronopostProductViewSchema),
  total: z.number(),
});
