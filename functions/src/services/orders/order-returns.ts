import { randomUUID } from 'node:crypto';
import type { Lang } from '@cellar/shared/i18n/lang';
import { parseLang } from '@cellar/shared/i18n/lang';
import { applyListQuery, type ListQuery } from '@cellar/shared/list-query';
import type { MailPreview } from '@cellar/shared/mail/mail-keys';
import { parisToday, type OrderActor } from '@cellar/shared/orders/admin-orders';
import {
  allowedReturnActions,
  maxReturnFiles,
  openReturnStatuses,
  returnFileExtensionOf,
  returnFileTypes,
  returnRefusal,
  returnStatusLabels,
  returnStatusMailKeys,
  returnTransitions,
  type OrderBackView,
  type ReturnAskInput,
  type ReturnStatus,
  type ReturnStatusInput,
} from '@cellar/shared/orders/returns';
import type { OutgoingMail } from '../../adapters/mail/mail-sender.ts';
import { mailSender } from '../../adapters/mail/mail.ts';
import type { SiteId } from '../../data/site-id.ts';
import type { Principal } from '../../auth/principal.ts';
import type { BinaryBody } from '../../lib/binary-body.ts';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import {
  orderBackRepository,
  type OrderBackRecord,
  type StoredReturnFile,
} from '../../repositories/order-back-repository.ts';
import { orderRepository, type OrderRecord, type StoredOrderReturn } from '../../repositories/order-repository.ts';
import { siteRepository } from '../../repositories/site-repository.ts';
import { shopperText } from '../checkout/mail-text.ts';
import { euros, parisDateTimeText } from '../checkout/order-views.ts';
import { shopOf } from '../checkout/payment-service.ts';
import { customerService } from '../users/customer-service.ts';
import { composeMail, sendModelMail } from '../mail/mail-composer.ts';
import { notificationService } from '../messages/notification-service.ts';
import { orderMailVariables } from '../mail/order-mail-variables.ts';
import { assertTemplateContent } from '../common/template-content.ts';
import { orderGenericValueService } from './generic-values-service.ts';
import { changeOrder, event, type OrderChange } from './order-changes.ts';
import { OrderMailNotSent, record as recordOrderMail } from './order-mails.ts';
import { addPayment, paidOf } from './order-payments.ts';

/** Order returns (docs/orders.md "Returns"): the shopper's ask, the producer's moves, files, mails. */

const cents = (amount: number): number => Math.round(amount * 100);
const sumCents = (values: number[]): number => values.reduce((sum, value) => sum + cents(value), 0) / 100;
const isOpen = (status: ReturnStatus): boolean => openReturnStatuses.includes(status);

/** The stock item an order line's units came from: a wine's vintage, or the product itself (`order-lines.ts`
 * `stockId`). */
const stockIdOf = (line: { id: number; idVintage: number | null }): string =>
  line.idVintage !== null ? `V${line.idVintage}` : `P${line.id}`;

/** Who sees the return: staff (every file, the actions) or its shopper (the label files only). */
export type ReturnAudience = 'staff' | 'customer';

const filePath = (audience: ReturnAudience, idBack: number, idFile: number): string =>
  audience === 'staff' ? `/admin/order-back/${idBack}/file/${idFile}` : `/order-back/${idBack}/file/${idFile}`;

export function returnView(back: OrderBackRecord, lang: Lang, audience: ReturnAudience): OrderBackView {
  const lines = back.lines.map((line) => ({
    id: line.id,
    idVintage: line.idVintage,
    productType: line.productType,
    name: line.name,
    year: line.year,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    total: cents(line.unitPrice * line.quantity) / 100,
  }));
  const files = back.files
    .filter((file) => audience === 'staff' || file.status === 'LABEL_SENT')
    .map((file) => ({
      id: file.id,
      name: file.name,
      contentType: file.contentType,
      size: file.size,
      status: file.status,
      uploadedAt: file.uploadedAt,
      path: filePath(audience, back.id, file.id),
    }));
  return {
    id: back.id,
    idOrder: back.idOrder,
    orderNumber: back.orderNumber,
    status: back.status,
    statusLabel: returnStatusLabels[back.status][lang],
    customer: { email: back.customer.email, firstname: back.customer.firstname, lastname: back.customer.lastname },
    lines,
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    value: sumCents(lines.map((line) => line.total)),
    reason: back.reason ? { id: back.reason.id, value: back.reason.label[lang] } : null,
    message: back.message,
    files,
    refundAmount: back.refundAmount,
    refundSkipped: back.refundSkipped,
    stockBack: back.stockBack,
    allowedActions: audience === 'staff' ? allowedReturnActions({ status: back.status, received: back.received }) : [],
    history: back.history.map((entry) => ({
      ...entry,
      idFile:
        audience === 'staff' || back.files.find((f) => f.id === entry.idFile)?.status === 'LABEL_SENT'
          ? entry.idFile
          : null,
    })),
    createdAt: back.createdAt,
    date: parisDateTimeText(new Date(back.createdAt)),
    updatedAt: back.updatedAt,
  };
}

/** The lines' value: each unit at what it cost the shopper. */
const valueOf = (back: Pick<OrderBackRecord, 'lines'>): number =>
  sumCents(back.lines.map((line) => cents(line.unitPrice * line.quantity) / 100));

/** The order's summary of a return, as it keeps it. */
const summaryOf = (back: OrderBackRecord): StoredOrderReturn => ({
  id: back.id,
  status: back.status,
  lines: back.lines.map((line) => ({ id: line.id, idVintage: line.idVintage, quantity: line.quantity })),
});

const withSummary = (order: OrderRecord, back: OrderBackRecord): StoredOrderReturn[] => {
  const others = (order.returns ?? []).filter((r) => r.id !== back.id);
  return [...others, summaryOf(back)].sort((a, b) => a.id - b.id);
};

// ---------------------------------------------------------------------------------------------
// Mails

/** The variables of a return's mail: the order's (shop, shopper, number), the returned lines, the producer's note, the
 * refund. */
function returnMailVariables(
  order: OrderRecord,
  back: OrderBackRecord,
  status: ReturnStatus,
  shopName: string,
  lang: Lang,
): Record<string, unknown> {
  const note = [...back.history].reverse().find((entry) => entry.to === status)?.note ?? null;
  const refunded =
    (status === 'RETURN_ACCEPTED' || status === 'RETURN_PARTIALLY_ACCEPTED' || status === 'DELIVERED') &&
    back.refundAmount
      ? euros(back.refundAmount, lang)
      : '';
  return {
    ...orderMailVariables(order, { name: shopName }, lang),
    lines: back.lines.map((line) => ({
      name: line.name,
      year: line.year === null ? '' : String(line.year),
      quantity: String(line.quantity),
    })),
    comment: note ? shopperText(note).replace(/\n+/g, ' ') : '',
    refundAmount: refunded,
    // The label is downloaded from the shopper's account (a token is needed): no link in the mail.
    labelLink: '',
  };
}

async function returnMail(
  site: SiteId,
  order: OrderRecord,
  back: OrderBackRecord,
  status: ReturnStatus,
): Promise<OutgoingMail> {
  const shop = await shopOf(site);
  return composeMail(
    site,
    returnStatusMailKeys[status],
    back.lang,
    returnMailVariables(order, back, status, shop.name, back.lang),
    back.customer.email,
  );
}

/**
 * Sends the mail of a return status to the shopper and records it in the order's mail history with
 * its event (as the order's own status mails: `order-mails.ts`). `automatic`: the mail of a move,
 * skipped when the site turned its model off, a failure only logged; otherwise the producer asked
 * for it, it goes whatever the switch, and a failure answers 502.
 */
async function sendReturnMail(
  site: SiteId,
  order: OrderRecord,
  back: OrderBackRecord,
  status: ReturnStatus,
  actor: OrderActor,
  options: { automatic: boolean },
): Promise<void> {
  const key = returnStatusMailKeys[status];
  const shop = await shopOf(site);
  const variables = returnMailVariables(order, back, status, shop.name, back.lang);
  try {
    if (options.automatic) {
      if (!(await sendModelMail(site, key, back.lang, variables, back.customer.email))) return;
    } else {
      await mailSender().send(await composeMail(site, key, back.lang, variables, back.customer.email));
    }
  } catch (error) {
    logger.error('return mail not sent', {
      site,
      order: order.number,
      back: back.id,
      key,
      error: (error as Error).message,
    });
    await recordOrderMail(
      site,
      order.id,
      key,
      back.customer.email,
      false,
      actor,
      (error as Error).message.slice(0, 200),
    );
    if (!options.automatic) throw new OrderMailNotSent();
    return;
  }
  await recordOrderMail(site, order.id, key, back.customer.email, true, actor, null);
}

/**
 * The shop is told of a new return: a copy of the `return-asked` mail, in the site's language, with
 * the shopper's message as its comment, to each recipient of RETURN_ASKED notifications (else the
 * site's ADMINs). No model of its own yet (docs/orders.md "Returns"). Never throws.
 */
async function mailReturnToMerchant(site: SiteId, order: OrderRecord, back: OrderBackRecord): Promise<void> {
  try {
    const [recipients, siteRecord, shop] = await Promise.all([
      notificationService.recipientsOf(site, 'RETURN_ASKED'),
      siteRepository.get(site),
      shopOf(site),
    ]);
    const lang = parseLang(siteRecord?.defaultLang);
    const variables = {
      ...returnMailVariables(order, back, 'RETURN_ASK', shop.name, lang),
      comment: back.message ? shopperText(back.message).replace(/\n+/g, ' ') : '',
      reason: back.reason ? back.reason.label[lang] : '',
    };
    for (const to of recipients)
      await sendModelMail(site, 'return-asked', lang, variables, to, { tag: 'return-asked-merchant' });
  } catch (error) {
    logger.error('merchant return mail not sent', {
      site,
      order: order.number,
      back: back.id,
      error: (error as Error).message,
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Files

/** The file's first bytes must be what its name says (a renamed file is refused). */
function checkFile(file: NonNullable<ReturnStatusInput['file']>): {
  extension: keyof typeof returnFileTypes;
  contentType: string;
} {
  const extension = returnFileExtensionOf(file.filename);
  if (!extension) throw new ValidationError({ file: ['return.fileType'] });
  try {
    assertTemplateContent(extension, file.data);
  } catch (error) {
    if (error instanceof AppError) throw new ValidationError({ file: ['return.fileContent'] });
    throw error;
  }
  return { extension, contentType: returnFileTypes[extension] };
}

// ---------------------------------------------------------------------------------------------

export const orderReturnService = {
  /** `POST /order/{id}/return` (docs/orders.md "Returns", "Asking"). */
  async ask(
    site: SiteId,
    principal: Extract<Principal, { kind: 'customer' }>,
    idOrder: number,
    input: ReturnAskInput,
    lang: Lang,
  ): Promise<OrderBackView> {
    const customer = await customerService.current(principal, site);
    const found = await orderRepository.get(site, idOrder);
    if (!found || found.customer.sub !== customer.sub) throw new NotFoundError('order.notFound');
    const reasons = await orderGenericValueService.list(site, 'RETURN_REASON', lang);
    let reason: OrderBackRecord['reason'] = null;
    if (reasons.length) {
      if (input.idReason === null) throw new ValidationError({ idReason: ['return.reasonRequired'] });
      const chosen = reasons.find((r) => r.id === input.idReason);
      if (!chosen) throw new ValidationError({ idReason: ['return.reasonUnknown'] });
      reason = { id: chosen.id, label: chosen.label };
    } else if (input.idReason !== null) throw new ValidationError({ idReason: ['return.reasonUnknown'] });
    else if (!input.message) throw new ValidationError({ message: ['return.messageRequired'] });

    const id = await orderBackRepository.nextId(site);
    const at = new Date().toISOString();
    const actor: OrderActor = {
      kind: 'CUSTOMER',
      id: customer.id,
      name: [customer.firstname, customer.lastname].filter(Boolean).join(' ') || customer.email,
    };
    let back: OrderBackRecord | null = null;
    const order = await changeOrder(site, idOrder, (order): OrderChange => {
      if (order.status !== 'SHIPPED' && order.status !== 'DELIVERED')
        throw new ConflictError('return.orderNotShipped', { id: ['return.orderNotShipped'] });
      const earlier = order.returns ?? [];
      if (earlier.some((r) => isOpen(r.status)))
        throw new ConflictError('return.alreadyOpen', { id: ['return.alreadyOpen'] });
      const errors: Record<string, ['return.notInOrder'] | ['return.tooMany']> = {};
      const lines: OrderBackRecord['lines'] = [];
      input.lines.forEach((asked, index) => {
        const candidates = order.products.filter(
          (line) => line.id === asked.id && (asked.idVintage === null || line.idVintage === asked.idVintage),
        );
        const vintages = new Set(candidates.map((line) => line.idVintage));
        const first = candidates[0];
        if (!first || vintages.size > 1)
          return void (errors[`lines.${index}.${first ? 'idVintage' : 'id'}`] = ['return.notInOrder']);
        const ordered = candidates.reduce((sum, line) => sum + line.quantity, 0);
        // Rejected returns gave nothing back: their goods went back to the shopper.
        const taken = earlier
          .filter((r) => r.status !== 'RETURN_REJECTED')
          .flatMap((r) => r.lines)
          .filter((line) => line.id === first.id && line.idVintage === first.idVintage)
          .reduce((sum, line) => sum + line.quantity, 0);
        if (asked.quantity > ordered - taken) return void (errors[`lines.${index}.quantity`] = ['return.tooMany']);
        lines.push({
          id: first.id,
          idVintage: first.idVintage,
          productType: first.productType,
          name: first.name,
          year: first.year,
          quantity: asked.quantity,
          unitPrice: first.price,
        });
      });
      if (Object.keys(errors).length) throw new ValidationError(errors);
      back = {
        id,
        idOrder: order.id,
        orderNumber: order.number,
        status: 'RETURN_ASK',
        lang: order.lang,
        customer: {
          sub: order.customer.sub,
          idCustomer: order.customer.idCustomer,
          email: order.customer.email,
          firstname: order.customer.firstname,
          lastname: order.customer.lastname,
        },
        lines,
        reason,
        message: input.message,
        files: [],
        refundAmount: null,
        refundSkipped: null,
        stockBack: [],
        received: false,
        history: [{ action: null, from: null, to: 'RETURN_ASK', at, by: null, note: null, idFile: null }],
        createdAt: at,
        updatedAt: at,
      };
      const units = lines.reduce((sum, line) => sum + line.quantity, 0);
      return {
        order: { ...order, returns: withSummary(order, back), updatedAt: at },
        events: [
          event(at, actor, 'RETURN_ASKED', null, 'RETURN_ASK', {
            idOrderBack: id,
            units,
            reason: reason ? reason.label[order.lang] : null,
          }),
        ],
        extra: [orderBackRepository.putAction(site, back, null)],
      };
    });
    const asked = back as unknown as OrderBackRecord;
    await sendReturnMail(site, order, asked, 'RETURN_ASK', actor, { automatic: true });
    await mailReturnToMerchant(site, order, asked);
    return returnView(asked, lang, 'customer');
  },

  /** `GET /order-back`: staff get the site's returns, a customer (`sub`) their own; newest first. */
  async list(
    site: SiteId,
    audience: ReturnAudience,
    sub: string | null,
    query: ListQuery,
    lang: Lang,
  ): Promise<{ ordersBack: OrderBackView[]; total: number }> {
    const all = await orderBackRepository.all(site);
    const mine =
      audience === 'customer' ? all.filter((back) => back.customer.sub !== null && back.customer.sub === sub) : all;
    const customerFilter = query.filters.find((f) => f.field === 'customer');
    const who = customerFilter?.value.toLowerCase() ?? null;
    const rows = mine
      .filter((back) => {
        if (!who) return true;
        const text = [back.customer.firstname, back.customer.lastname, back.customer.email]
          .filter(Boolean)
          .join(' ')
          .toLowerCase();
        return customerFilter!.op === 'like'
          ? text.includes(who)
          : back.customer.email.toLowerCase() === who || text === who;
      })
      .map((back) => ({ ...returnView(back, lang, audience), order: back.idOrder, number: back.orderNumber }));
    const filters = query.filters.filter((f) => f.field !== 'customer');
    const orderBy = query.orderBy ?? { field: 'id', direction: 'desc' as const };
    const { items, total } = applyListQuery(rows, { ...query, filters, orderBy });
    return { ordersBack: items.map(({ order: _order, number: _number, ...view }) => view), total };
  },

  /** `PUT /admin/order-back/{idOrderBack}/status` (docs/orders.md "Returns", "Statuses and actions"). */
  async changeStatus(
    site: SiteId,
    actor: OrderActor,
    idBack: number,
    input: ReturnStatusInput,
    lang: Lang,
  ): Promise<OrderBackView> {
    const first = await orderBackRepository.get(site, idBack);
    if (!first) throw new NotFoundError('return.notFound');
    const refuse = (back: OrderBackRecord) => {
      const refusal = returnRefusal({ status: back.status, received: back.received }, input.action);
      if (refusal) throw new ConflictError(refusal, { action: [refusal] });
    };
    refuse(first);
    // The file goes first (checked by content), under a new key; a move that fails removes it.
    let upload: Omit<StoredReturnFile, 'id' | 'status'> | null = null;
    if (input.file) {
      if (first.files.length >= maxReturnFiles)
        throw new ConflictError('return.tooManyFiles', { file: ['return.tooManyFiles'] });
      const { extension, contentType } = checkFile(input.file);
      upload = {
        name: input.file.filename,
        contentType,
        size: input.file.data.byteLength,
        uploadedAt: new Date().toISOString(),
        key: orderBackRepository.fileKey(site, idBack, randomUUID(), extension),
      };
      await orderBackRepository.putFile(upload.key, input.file.data, contentType);
    }
    const to = returnTransitions[input.action].to;
    let moved: OrderBackRecord | null = null;
    let order: OrderRecord;
    try {
      order = await changeOrder(site, first.idOrder, async (order): Promise<OrderChange> => {
        const back = await orderBackRepository.get(site, idBack);
        if (!back) throw new NotFoundError('return.notFound');
        refuse(back);
        const at = new Date().toISOString();
        const file: StoredReturnFile | null = upload
          ? { ...upload, id: back.files.reduce((max, f) => Math.max(max, f.id), 0) + 1, status: to }
          : null;
        const next: OrderBackRecord = {
          ...back,
          status: to,
          received: back.received || to === 'PRODUCT_RECEIVED',
          files: file ? [...back.files, file] : back.files,
          history: [
            ...back.history,
            {
              action: input.action,
              from: back.status,
              to,
              at,
              by: actor.name,
              note: input.note,
              idFile: file?.id ?? null,
            },
          ],
          updatedAt: at,
        };
        let nextOrder: OrderRecord = { ...order, updatedAt: at };
        const events: OrderChange['events'] = [];
        const details: Record<string, string | number | boolean | null> = {
          idOrderBack: back.id,
          action: input.action,
          file: file?.name ?? null,
        };
        let stockBack: OrderChange['stockBack'];
        if (input.action === 'ACCEPT_RETURN' || input.action === 'PARTIALLY_ACCEPT_RETURN') {
          const value = valueOf(back);
          const left = paidOf(order);
          let refund: number;
          if (input.action === 'PARTIALLY_ACCEPT_RETURN') {
            refund = input.refundAmount ?? 0;
            if (cents(refund) > cents(value)) throw new ValidationError({ refundAmount: ['return.refundOverValue'] });
            if (cents(refund) > cents(left)) throw new ValidationError({ refundAmount: ['return.refundOverPaid'] });
          } else {
            refund = Math.min(cents(value), Math.max(0, cents(left))) / 100;
          }
          if (cents(refund) > 0) {
            const paid = addPayment(
              {
                kind: 'REFUND',
                amount: refund,
                day: parisToday(new Date(at)),
                method: order.payment.method,
                reference: `RETURN ${back.id}`,
              },
              actor,
              at,
              'RETURN',
            )(nextOrder);
            nextOrder = paid.order;
            events.push(...paid.events);
            next.refundAmount = refund;
            details.refund = refund;
          } else {
            next.refundSkipped = 'NOTHING_PAID';
            details.refund = null;
            details.refundSkipped = 'NOTHING_PAID';
          }
          if (input.action === 'ACCEPT_RETURN') {
            // Back to the stock item each line took from (its own: a box's components are not), if it still exists.
            const wanted = back.lines
              .map((line) => ({ line, taken: order.stock.find((s) => s.id === stockIdOf(line)) }))
              .filter(
                (entry): entry is { line: (typeof back.lines)[number]; taken: OrderRecord['stock'][number] } =>
                  entry.taken !== undefined,
              );
            const existing = wanted.length
              ? await orderRepository.existingStock(
                  site,
                  wanted.map((entry) => entry.taken),
                )
              : new Set<string>();
            const back2 = wanted
              .filter((entry) => existing.has(entry.taken.id))
              .map((entry) => ({ ...entry.taken, quantity: Math.min(entry.line.quantity, entry.taken.quantity) }));
            if (back2.length) {
              stockBack = back2;
              next.stockBack = wanted
                .filter((entry) => existing.has(entry.taken.id))
                .map((entry) => ({
                  idProduct: entry.taken.idProduct,
                  idVintage: entry.taken.idVintage,
                  name: entry.line.name,
                  quantity: Math.min(entry.line.quantity, entry.taken.quantity),
                }));
              const units = back2.reduce((sum, s) => sum + s.quantity, 0);
              const askedUnits = back.lines.reduce((sum, line) => sum + line.quantity, 0);
              details.stockBack = units;
              events.push(
                event(at, actor, 'STOCK_RETURNED', null, null, {
                  units,
                  missing: askedUnits - units,
                  idOrderBack: back.id,
                }),
              );
            } else details.stockBack = 0;
          }
        }
        events.unshift(event(at, actor, 'RETURN_STATUS', back.status, to, details));
        nextOrder = { ...nextOrder, returns: withSummary(nextOrder, next) };
        moved = next;
        return {
          order: nextOrder,
          events,
          stockBack,
          extra: [orderBackRepository.putAction(site, next, back.updatedAt)],
        };
      });
    } catch (error) {
      if (upload)
        await orderBackRepository
          .removeFile(upload.key)
          .catch((e: Error) => logger.warn('return file not removed', { key: upload!.key, error: e.message }));
      throw error;
    }
    const done = moved as unknown as OrderBackRecord;
    if (input.sendMail) await sendReturnMail(site, order, done, to, actor, { automatic: true });
    return returnView(done, lang, 'staff');
  },

  /** A file of a return as a binary answer: staff any file of the site's returns, the shopper the labels of their own.
   * */
  async file(
    site: SiteId,
    idBack: number,
    idFile: number,
    audience: ReturnAudience,
    sub: string | null,
  ): Promise<BinaryBody> {
    const back = await orderBackRepository.get(site, idBack);
    if (!back || (audience === 'customer' && (back.customer.sub === null || back.customer.sub !== sub)))
      throw new NotFoundError('return.notFound');
    const file = back.files.find((f) => f.id === idFile);
    if (!file || (audience === 'customer' && file.status !== 'LABEL_SENT'))
      throw new NotFoundError('return.fileNotFound');
    const stored = await orderBackRepository.getFile(file.key);
    if (!stored) {
      logger.warn('return file missing', { site, back: idBack, file: idFile, key: file.key });
      throw new NotFoundError('return.fileNotFound');
    }
    return {
      data: stored.data,
      contentType: file.contentType,
      filename: file.name,
      disposition: 'attachment',
      cacheControl: 'private, no-store',
    };
  },

  /** The return of `idOrder` (another order's return: not found). */
  async ofOrder(site: SiteId, idOrder: number, idBack: number): Promise<{ order: OrderRecord; back: OrderBackRecord }> {
    const [order, back] = await Promise.all([
      orderRepository.get(site, idOrder),
      orderBackRepository.get(site, idBack),
    ]);
    if (!order) throw new NotFoundError('order.notFound');
    if (!back || back.idOrder !== order.id) throw new NotFoundError('return.notFound');
    return { order, back };
  },

  /** `GET /admin/order/{id}/return/{idOrderBack}/preview/mail/{status}`. */
  async mailPreview(site: SiteId, idOrder: number, idBack: number, status: ReturnStatus): Promise<MailPreview> {
    const { order, back } = await this.ofOrder(site, idOrder, idBack);
    const mail = await returnMail(site, order, back, status);
    return {
      key: returnStatusMailKeys[status],
      to: mail.to,
      lang: back.lang,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
    };
  },

  /** `POST /admin/order/{id}/return/{idOrderBack}/send/mail/{status}`: any status's mail, whatever the return's status
   * (sent even if the model is off). */
  async sendMail(
    site: SiteId,
    actor: OrderActor,
    idOrder: number,
    idBack: number,
    status: ReturnStatus,
    lang: Lang,
  ): Promise<OrderBackView> {
    const { order, back } = await this.ofOrder(site, idOrder, idBack);
    await sendReturnMail(site, order, back, status, actor, { automatic: false });
    return returnView(back, lang, 'staff');
  },
};
