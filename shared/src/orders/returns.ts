import * as z from 'zod';
import type { Lang } from '../i18n/lang.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { listQuerySchema } from '../list-query.ts';
import type { MailKey } from '../mail/mail-keys.ts';
import { idParam } from '../routes/define.ts';
import type { UploadedFile } from '../site/upload.ts';
import { fail, isBlank } from '../validation/issues.ts';
import { looseNumber, readNumber } from '../validation/numbers.ts';

/**
 * Order returns ("order back", spec 1 §3–§4, spec 2 §7 "Order returns"; docs/orders.md "Returns"):
 * a shopper asks to send back part of a shipped or delivered order; the producer moves the return
 * through its statuses with the actions below, each move may carry a file (the label, a photo, a
 * credit note) and sends that status's mail to the shopper.
 */

export const returnStatusValues = [
  'RETURN_ASK',
  'LABEL_SENT',
  'PRODUCT_RECEIVED',
  'RETURN_ACCEPTED',
  'RETURN_PARTIALLY_ACCEPTED',
  'RETURN_REJECTED',
  'DELIVERED',
] as const;
export type ReturnStatus = (typeof returnStatusValues)[number];

export const returnStatusLabels: Record<ReturnStatus, Record<Lang, string>> = {
  RETURN_ASK: { fr_FR: 'Retour demandé', en_US: 'Return asked' },
  LABEL_SENT: { fr_FR: 'Étiquette envoyée', en_US: 'Label sent' },
  PRODUCT_RECEIVED: { fr_FR: 'Produits reçus', en_US: 'Products received' },
  RETURN_ACCEPTED: { fr_FR: 'Retour accepté', en_US: 'Return accepted' },
  RETURN_PARTIALLY_ACCEPTED: { fr_FR: 'Retour accepté en partie', en_US: 'Return partially accepted' },
  RETURN_REJECTED: { fr_FR: 'Retour refusé', en_US: 'Return rejected' },
  DELIVERED: { fr_FR: 'Terminé', en_US: 'Delivered' },
};

/** Not decided yet: an order has at most one return in these statuses at a time. */
export const openReturnStatuses: readonly ReturnStatus[] = ['RETURN_ASK', 'LABEL_SENT', 'PRODUCT_RECEIVED'];

/**
 * The producer's actions: the five of spec 1 §4, plus MARK_DELIVERED, ours (the spec lists DELIVERED
 * as a status but no action reaching it).
 */
export const returnActions = [
  'SEND_LABEL',
  'PRODUCT_RECEIVED',
  'ACCEPT_RETURN',
  'PARTIALLY_ACCEPT_RETURN',
  'REJECT_RETURN',
  'MARK_DELIVERED',
] as const;
export type ReturnAction = (typeof returnActions)[number];

export const returnActionLabels: Record<ReturnAction, Record<Lang, string>> = {
  SEND_LABEL: { fr_FR: 'Envoyer l’étiquette', en_US: 'Send label' },
  PRODUCT_RECEIVED: { fr_FR: 'Produits reçus', en_US: 'Product received' },
  ACCEPT_RETURN: { fr_FR: 'Accepter le retour', en_US: 'Accept return' },
  PARTIALLY_ACCEPT_RETURN: { fr_FR: 'Accepter en partie', en_US: 'Partially accept return' },
  REJECT_RETURN: { fr_FR: 'Refuser le retour', en_US: 'Reject return' },
  MARK_DELIVERED: { fr_FR: 'Marquer terminé', en_US: 'Mark delivered' },
};

/**
 * The transition table (docs/orders.md "Returns"): each action, the statuses it starts from, the
 * status it leads to. Read by the server (which refuses any other move, 409 on `action`) and by
 * the admin (which offers `allowedActions` only).
 *
 * - SEND_LABEL: RETURN_ASK → LABEL_SENT, with the label file (required).
 * - PRODUCT_RECEIVED: RETURN_ASK or LABEL_SENT → PRODUCT_RECEIVED (the shopper may send the parcel their own way).
 * - ACCEPT_RETURN: PRODUCT_RECEIVED → RETURN_ACCEPTED: refund of the lines' value, units back to stock.
 * - PARTIALLY_ACCEPT_RETURN: PRODUCT_RECEIVED → RETURN_PARTIALLY_ACCEPTED: the refund the admin types, no stock back.
 * - REJECT_RETURN: any open status → RETURN_REJECTED.
 * - MARK_DELIVERED: RETURN_ACCEPTED, RETURN_PARTIALLY_ACCEPTED, or RETURN_REJECTED once products were
 *   received (sent back to the shopper) → DELIVERED, the end.
 */
export const returnTransitions: Record<ReturnAction, { from: readonly ReturnStatus[]; to: ReturnStatus }> = {
  SEND_LABEL: { from: ['RETURN_ASK'], to: 'LABEL_SENT' },
  PRODUCT_RECEIVED: { from: ['RETURN_ASK', 'LABEL_SENT'], to: 'PRODUCT_RECEIVED' },
  ACCEPT_RETURN: { from: ['PRODUCT_RECEIVED'], to: 'RETURN_ACCEPTED' },
  PARTIALLY_ACCEPT_RETURN: { from: ['PRODUCT_RECEIVED'], to: 'RETURN_PARTIALLY_ACCEPTED' },
  REJECT_RETURN: { from: ['RETURN_ASK', 'LABEL_SENT', 'PRODUCT_RECEIVED'], to: 'RETURN_REJECTED' },
  MARK_DELIVERED: { from: ['RETURN_ACCEPTED', 'RETURN_PARTIALLY_ACCEPTED', 'RETURN_REJECTED'], to: 'DELIVERED' },
};

/** What the rules need to know of a return to judge an action. */
export interface ReturnFacts {
  status: ReturnStatus;
  /** The products came back to the producer (the return went through PRODUCT_RECEIVED). */
  received: boolean;
}

/** Why `action` cannot be done on the return now, or null when it can. */
export function returnRefusal(facts: ReturnFacts, action: ReturnAction): MessageKey | null {
  const { status } = facts;
  if (status === 'DELIVERED') return 'return.closed';
  const decided = !openReturnStatuses.includes(status);
  if (action === 'MARK_DELIVERED') {
    if (!decided) return 'return.decideFirst';
    if (status === 'RETURN_REJECTED' && !facts.received) return 'return.nothingToSendBack';
    return null;
  }
  if (decided) return 'return.decided';
  if (action === 'SEND_LABEL' && status !== 'RETURN_ASK')
    return status === 'LABEL_SENT' ? 'return.labelAlreadySent' : 'return.alreadyReceived';
  if (action === 'PRODUCT_RECEIVED' && status === 'PRODUCT_RECEIVED') return 'return.alreadyReceived';
  if ((action === 'ACCEPT_RETURN' || action === 'PARTIALLY_ACCEPT_RETURN') && status !== 'PRODUCT_RECEIVED')
    return 'return.receiveFirst';
  if (!returnTransitions[action].from.includes(status)) return 'return.actionRefused';
  return null;
}

/** The actions possible on this return now, in the table's order. */
export function allowedReturnActions(facts: ReturnFacts): ReturnAction[] {
  return returnActions.filter((action) => returnRefusal(facts, action) === null);
}

/** The shopper's mail of each return status (docs/mail-models.md). */
export const returnStatusMailKeys: Record<ReturnStatus, MailKey> = {
  RETURN_ASK: 'return-asked',
  LABEL_SENT: 'return-label-sent',
  PRODUCT_RECEIVED: 'return-product-received',
  RETURN_ACCEPTED: 'return-accepted',
  RETURN_PARTIALLY_ACCEPTED: 'return-partially-accepted',
  RETURN_REJECTED: 'return-rejected',
  DELIVERED: 'return-delivered',
};

// ---------------------------------------------------------------------------------------------
// Files

/**
 * A file carried by a move: a PDF or an image (PNG, JPEG), checked by its first bytes, at most
 * 4 MB (it travels base64 in a multipart body and comes back base64 in the download: Lambda's 6 MB).
 */
export const returnFileTypes = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
} as const;
export type ReturnFileExtension = keyof typeof returnFileTypes;
export const maxReturnFileBytes = 4 * 1024 * 1024;
/** Files one return keeps, all statuses together. */
export const maxReturnFiles = 20;

/** The extension of an accepted file name (lower case), or null. */
export function returnFileExtensionOf(name: string): ReturnFileExtension | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return extension && Object.hasOwn(returnFileTypes, extension) ? (extension as ReturnFileExtension) : null;
}

/** The file's own name: no folder, no control characters, at most 200 characters keeping the extension. */
export function returnFileName(name: string): string {
  const base = (name.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (base.length <= 200) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 6 ? base.slice(dot) : '';
  return base.slice(0, 200 - extension.length) + extension;
}

export const returnFileViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  /** The status the file came with (LABEL_SENT: the return label). */
  status: z.enum(returnStatusValues),
  uploadedAt: z.string(),
  /**
   * Where to GET it with the caller's token: `/admin/order-back/{id}/file/{idFile}` for staff,
   * `/order-back/{id}/file/{idFile}` for the shopper (who sees the label files only).
   */
  path: z.string(),
});
export type ReturnFileView = z.infer<typeof returnFileViewSchema>;

// ---------------------------------------------------------------------------------------------
// Views

export const returnLineViewSchema = z.object({
  /** The product's id, as in the order's lines. */
  id: z.number(),
  idVintage: z.number().nullable(),
  productType: z.enum(['WINE', 'BOX', 'OTHER']),
  name: z.string(),
  /** The vintage's year (wines). */
  year: z.number().nullable(),
  quantity: z.number(),
  /** What one unit cost the shopper: the order line's price after its own discount. */
  unitPrice: z.number(),
  /** unitPrice × quantity. */
  total: z.number(),
});
export type ReturnLineView = z.infer<typeof returnLineViewSchema>;

/** One move of the return, oldest first (the order's timeline also has it as a RETURN_STATUS event). */
export const returnHistoryEntrySchema = z.object({
  action: z.enum(returnActions).nullable(),
  from: z.enum(returnStatusValues).nullable(),
  to: z.enum(returnStatusValues),
  at: z.string(),
  /** Staff member's name, or null for the shopper's ask. */
  by: z.string().nullable(),
  /** The producer's note (also the mail's comment). */
  note: z.string().nullable(),
  idFile: z.number().nullable(),
});

/** A return as `GET /order-back` and the return calls answer it (a shopper's own: no `allowedActions`, label files
 * only). */
export const orderBackViewSchema = z.object({
  id: z.number(),
  idOrder: z.number(),
  orderNumber: z.string(),
  status: z.enum(returnStatusValues),
  /** In the request's language. */
  statusLabel: z.string(),
  customer: z.object({ email: z.string(), firstname: z.string().nullable(), lastname: z.string().nullable() }),
  lines: z.array(returnLineViewSchema),
  /** Units asked back, all lines. */
  quantity: z.number(),
  /** The lines' value (sum of their totals). */
  value: z.number(),
  /** A RETURN_REASON value of the site (its label in the request's language, as it was when asked if deleted since), or
   * null. */
  reason: z.object({ id: z.number(), value: z.string() }).nullable(),
  /** The shopper's message. */
  message: z.string().nullable(),
  files: z.array(returnFileViewSchema),
  /** The refund recorded on the order for this return (ACCEPT, PARTIALLY_ACCEPT), null when none. */
  refundAmount: z.number().nullable(),
  /** Why no refund was recorded when the return was accepted (NOTHING_PAID: nothing had been paid). */
  refundSkipped: z.enum(['NOTHING_PAID']).nullable(),
  /** Units put back in stock (ACCEPT), per stock item; empty otherwise. */
  stockBack: z.array(
    z.object({ idProduct: z.number(), idVintage: z.number().nullable(), name: z.string(), quantity: z.number() }),
  ),
  /** The actions possible now (staff); always empty for the shopper. */
  allowedActions: z.array(z.enum(returnActions)),
  history: z.array(returnHistoryEntrySchema),
  createdAt: z.string(),
  /** dd/mm/yyyy HH:mm in Paris. */
  date: z.string(),
  updatedAt: z.string(),
});
export type OrderBackView = z.infer<typeof orderBackViewSchema>;

/** `GET /order-back`: the page of returns and how many match (the spec reads `total` and `ordersBack`). */
export const orderBackListSchema = z.object({ ordersBack: z.array(orderBackViewSchema), total: z.number() });

/**
 * `GET /order-back` list query: `status` (RETURN_ASK for the admin layout's counter), `order` (the
 * order's id), `number` (the order's number, `lk:` for part), `customer` (name or e-mail, `lk:`);
 * newest first unless `orderBy` says otherwise.
 */
export const orderBackListQuerySchema = listQuerySchema(
  ['status', 'order', 'number', 'customer'],
  ['id', 'status', 'order', 'number', 'createdAt', 'value'],
);

// ---------------------------------------------------------------------------------------------
// Bodies

export const maxReturnMessageLength = 2000;
export const maxReturnNoteLength = 2000;
export const maxReturnLines = 50;

/** `POST /order/{id}/return`: the lines asked back (product and vintage as in the order, units), a reason of the site's
 * list, a message. */
export const returnAskBodySchema = z
  .strictObject({
    lines: z
      .array(
        z.strictObject({
          id: z.number({ error: 'validation.invalidId' }).int('validation.invalidId').positive('validation.invalidId'),
          idVintage: z
            .number({ error: 'validation.invalidId' })
            .int('validation.invalidId')
            .positive('validation.invalidId')
            .nullish(),
          quantity: z
            .number({ error: 'return.quantityInvalid' })
            .int('return.quantityInvalid')
            .positive('return.quantityInvalid')
            .max(10_000, 'return.quantityInvalid'),
        }),
      )
      .max(maxReturnLines, 'return.tooManyLines')
      .nullish(),
    idReason: z
      .number({ error: 'validation.invalidId' })
      .int('validation.invalidId')
      .positive('validation.invalidId')
      .nullish(),
    message: z.string().max(maxReturnMessageLength, 'validation.tooLong').nullish(),
  })
  .superRefine((raw, ctx) => {
    if (!raw.lines?.length) return fail(ctx, 'lines', 'return.linesRequired');
    const seen = new Set<string>();
    raw.lines.forEach((line, index) => {
      const key = `${line.id}/${line.idVintage ?? ''}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['lines', index, 'id'], message: 'return.lineTwice' });
      seen.add(key);
    });
  })
  .transform((raw) => ({
    lines: raw.lines!.map((line) => ({ id: line.id, idVintage: line.idVintage ?? null, quantity: line.quantity })),
    idReason: raw.idReason ?? null,
    message: isBlank(raw.message) ? null : raw.message!.trim(),
  }));
export type ReturnAskInput = z.output<typeof returnAskBodySchema>;

const isFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && 'data' in value && 'filename' in value;

const hasCents = (value: number): boolean => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

export interface ReturnStatusInput {
  action: ReturnAction;
  /** PARTIALLY_ACCEPT_RETURN only: what the producer refunds (> 0, at most the lines' value: checked by the server). */
  refundAmount: number | null;
  note: string | null;
  /** The status's mail goes to the shopper unless false. */
  sendMail: boolean;
  file: UploadedFile | null;
}

/**
 * `PUT /admin/order-back/{idOrderBack}/status` (multipart/form-data): `action`, `refundAmount`
 * (PARTIALLY_ACCEPT_RETURN, required there and refused elsewhere), `note`, `sendMail` ("false" to
 * send no mail), and the file under `file` (SEND_LABEL: required; other actions: optional).
 */
export const returnStatusBodySchema = z
  .strictObject({
    action: z.string().max(40, 'validation.tooLong').nullish(),
    refundAmount: looseNumber,
    note: z.string().max(maxReturnNoteLength, 'validation.tooLong').nullish(),
    sendMail: z.union([z.boolean(), z.enum(['true', 'false'])]).nullish(),
    file: z.unknown().optional(),
  })
  .transform((raw, ctx): ReturnStatusInput => {
    const action = raw.action?.trim() ?? '';
    if (!action) fail(ctx, 'action', 'return.actionRequired');
    else if (!(returnActions as readonly string[]).includes(action)) fail(ctx, 'action', 'validation.invalidValue');
    const amount = readNumber(raw.refundAmount);
    if (action === 'PARTIALLY_ACCEPT_RETURN') {
      if (amount === undefined) fail(ctx, 'refundAmount', 'return.refundRequired');
      else if (Number.isNaN(amount) || amount <= 0 || !hasCents(amount))
        fail(ctx, 'refundAmount', 'return.refundInvalid');
    } else if (amount !== undefined) fail(ctx, 'refundAmount', 'return.refundOnlyPartial');
    let file: UploadedFile | null = null;
    const given = raw.file !== undefined && raw.file !== null && raw.file !== '';
    if (given) {
      if (!isFile(raw.file)) fail(ctx, 'file', 'return.fileInvalid');
      else {
        const filename = returnFileName(raw.file.filename);
        if (!returnFileExtensionOf(filename)) fail(ctx, 'file', 'return.fileType');
        else if (raw.file.size === 0) fail(ctx, 'file', 'return.fileEmpty');
        else if (raw.file.size > maxReturnFileBytes) fail(ctx, 'file', 'return.fileTooBig');
        else file = { ...raw.file, filename };
      }
    }
    if (action === 'SEND_LABEL' && !given) fail(ctx, 'file', 'return.labelRequired');
    return {
      action: action as ReturnAction,
      refundAmount: action === 'PARTIALLY_ACCEPT_RETURN' && amount !== undefined ? amount : null,
      note: isBlank(raw.note) ? null : raw.note!.trim(),
      sendMail: raw.sendMail !== false && raw.sendMail !== 'false',
      file,
    };
  });

// ---------------------------------------------------------------------------------------------
// Params

export const orderBackParams = z.strictObject({ idOrderBack: idParam });
export const orderBackFileParams = z.strictObject({ idOrderBack: idParam, idFile: idParam });
export const returnMailParams = z.strictObject({
  id: idParam,
  idOrderBack: idParam,
  status: z.enum(returnStatusValues, { error: 'return.unknownStatus' }),
});
