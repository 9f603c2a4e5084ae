import * as z from 'zod';
import type { MessageKey } from '../i18n/messages.ts';
import { isBlank } from '../validation/issues.ts';

/** Error correction levels of a QR code (qrcode's `errorCorrectionLevel`): more is sturdier, denser. */
export const qrcodeLevels = ['L', 'M', 'Q', 'H'] as const;
export type QrcodeLevel = (typeof qrcodeLevels)[number];

/** How a QR code is drawn: the same fields for a site's QR code and a super-admin's model. */
export interface QrcodeStyle {
  foreground: string;
  background: string;
  level: QrcodeLevel;
  /** Quiet zone, in modules (qrcode's `margin`). */
  margin: number;
}

export const defaultQrcodeStyle: QrcodeStyle = { foreground: '#000000', background: '#ffffff', level: 'M', margin: 4 };
export const maxQrcodeMargin = 10;

/** The tracked address's path: the storefront (`/q/*`) hands it to `GET /qrcode/scan/{token}`. */
export const qrcodeScanPath = (token: string): string => `/q/${token}`;
/** Tokens are 16 random bytes in base64url (22 characters): not guessable, not listable. */
export const qrcodeTokenPattern = /^[A-Za-z0-9_-]{22}$/;

const colourPattern = /^#[0-9a-fA-F]{6}$/;

/** A target the scan may redirect to: a storefront path (`/e-label/3`) or an https address. */
export function isQrcodeTarget(value: string): boolean {
  const target = value.trim();
  if (/^\/(?![/\\])[^\s]*$/.test(target)) return true;
  try {
    const url = new URL(target);
    return url.protocol === 'https:' && url.hostname !== '' && !/\s/.test(target);
  } catch {
    return false;
  }
}

/** The fields the QR code rules read, as a form or a request holds them. */
export interface QrcodeDraft {
  name?: string | null;
  target?: string | null;
  foreground?: string | null;
  background?: string | null;
  level?: string | null;
  margin?: number | string | null;
}

export type QrcodeField = 'name' | 'target' | 'foreground' | 'background' | 'level' | 'margin';

/**
 * The QR code rules (the spec shows no fields: ours, docs/decisions.md), once for the server and the admin form:
 * a name; a target (a storefront path or an https address) except for a model, which is only a style; colours
 * `#rrggbb`; a known level; a margin of 0 to 10 modules. Every failing field at once, each with its message key.
 */
export function qrcodeIssues(
  draft: QrcodeDraft,
  context: { model: boolean },
): Partial<Record<QrcodeField, MessageKey>> {
  const issues: Partial<Record<QrcodeField, MessageKey>> = {};
  if (isBlank(draft.name)) issues.name = 'qrcode.nameRequired';
  if (!context.model) {
    if (isBlank(draft.target)) issues.target = 'qrcode.targetRequired';
    else if (!isQrcodeTarget(draft.target!)) issues.target = 'qrcode.targetInvalid';
  }
  if (!colourPattern.test(draft.foreground ?? '')) issues.foreground = 'qrcode.colourInvalid';
  if (!colourPattern.test(draft.background ?? '')) issues.background = 'qrcode.colourInvalid';
  if (!(qrcodeLevels as readonly string[]).includes(draft.level ?? '')) issues.level = 'qrcode.levelInvalid';
  const margin =
    draft.margin === '' || draft.margin === null || draft.margin === undefined ? NaN : Number(draft.margin);
  if (!Number.isInteger(margin) || margin < 0 || margin > maxQrcodeMargin) issues.margin = 'qrcode.marginInvalid';
  return issues;
}

/** POST and PUT /admin/qrcode: the shape here; `qrcodeIssues` in the service (it knows a model). */
export const qrcodeInputSchema = z.strictObject({
  name: z.string().max(200, 'validation.tooLong').nullish(),
  target: z.string().max(2000, 'validation.tooLong').nullish(),
  foreground: z.string().max(20, 'validation.tooLong').nullish(),
  background: z.string().max(20, 'validation.tooLong').nullish(),
  level: z.string().max(5, 'validation.tooLong').nullish(),
  margin: z.union([z.number(), z.string().max(5, 'validation.tooLong')]).nullish(),
});
export type QrcodeInput = z.infer<typeof qrcodeInputSchema>;

const styleSchema = z.object({
  foreground: z.string(),
  background: z.string(),
  level: z.enum(qrcodeLevels),
  margin: z.number(),
});

export const qrcodeViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Empty for a model (site 0). */
  target: z.string(),
  style: styleSchema,
  /** Null for a model: a model is never scanned. */
  token: z.string().nullable(),
  /** What the QR code encodes: the site's address `/q/<token>` (the storefront with `?site=` without one). */
  address: z.string().nullable(),
  scans: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QrcodeView = z.infer<typeof qrcodeViewSchema>;

/** A model the super-admin defines (a QR code of site 0): a name and a style a site's QR code may start from. */
export const qrcodeModelSchema = z.object({ id: z.number(), name: z.string(), style: styleSchema });
export type QrcodeModel = z.infer<typeof qrcodeModelSchema>;

/** `GET /admin/qrcode` ("QR codes and models"): one page of the site's QR codes, and every model. */
export const qrcodeListSchema = z.object({
  list: z.array(qrcodeViewSchema),
  total: z.number(),
  current: z.number(),
  models: z.array(qrcodeModelSchema),
});
export type QrcodeList = z.infer<typeof qrcodeListSchema>;

/** `GET /qrcode/scan/{token}`: the storefront's host (the site) and, on a local host, `?site=`. */
export const qrcodeScanParams = z.strictObject({
  token: z.string().regex(qrcodeTokenPattern, 'validation.invalidValue'),
});
export const qrcodeScanQuery = z.strictObject({
  host: z.string().max(300, 'validation.tooLong'),
  site: z
    .string()
    .regex(/^\d{1,9}$/, 'validation.invalidId')
    .optional(),
});

/**
 * The API call a tracked address `/q/<token>[?site=<id>]` becomes, with the host it was asked on (the local site
 * server; CloudFront's `/q/*` function does the same in infra/lib/web-stack.ts). Null for anything else.
 */
export function qrcodeScanApiPath(rawUrl: string, host: string): string | null {
  const url = new URL(rawUrl, 'http://scan.local');
  const match = /^\/q\/([^/]+)$/.exec(url.pathname);
  if (!match) return null;
  const query = new URLSearchParams({ host });
  const site = url.searchParams.get('site');
  if (site !== null) query.set('site', site);
  return `/qrcode/scan/${match[1]}?${query}`;
}
