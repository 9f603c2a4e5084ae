import { PDFDocument, StandardFonts, type PDFFont, type RGB } from 'pdf-lib';
import {
  orderStatusLabels,
  paymentMethodLabels,
  type OrderAddressView,
  type OrderLineView,
} from '@cellar/shared/checkout/orders';
import type { Lang } from '@cellar/shared/i18n/lang';
import type { AdminOrderView } from '@cellar/shared/orders/admin-orders';
import { euros } from '../services/checkout/order-views.ts';
import { orderPdfWords, type OrderPdfWords } from './order-pdf-words.ts';
import { colours, contentWidth, drawFooters, formatNumber, margin, pageSize, wrapRuns, Writer } from './pdf-layout.ts';
import { winAnsiSanitizer } from './win-ansi.ts';

/**
 * The order's PDF (`GET /admin/order/{id}/print`, issue 12): an **order form** (the shop, the order,
 * the customer and addresses, every line with its vintage and prices, the totals, the payments
 * received and the balance, the shopper's message) then a **delivery slip** (the shop, the order,
 * where it goes — the delivery address, the pickup point, or the click-and-collect place and slot —,
 * the lines with their quantities and no price, a box for the recipient's signature). Each starts on
 * its own page; long tables run onto more pages with their column heads again; long names wrap and
 * are cut with an ellipsis past a few lines, so no text leaves its cell or the page. Printable in any
 * status, in the admin's language.
 */

/** The shop as the documents print it; every field may be missing. */
export interface OrderPdfShop {
  name: string | null;
  /** The shop's postal address, one line each. */
  addressLines: string[] | null;
  email: string | null;
  phone: string | null;
  vatNumber: string | null;
  siret: string | null;
  /** Any other legal mention (legal form and capital, registry, excise number…), one line each. */
  legalLines: string[] | null;
}

interface Ctx {
  w: Writer;
  regular: PDFFont;
  bold: PDFFont;
  words: OrderPdfWords;
  lang: Lang;
  order: AdminOrderView;
  shop: OrderPdfShop;
}

interface Column {
  label: string;
  width: number;
  align: 'left' | 'right';
}

/** What a cell prints: lines of text, the first in `font`, the others (a capacity under a name) muted. */
interface Cell {
  lines: string[];
  font: PDFFont;
  sub?: string;
}

const size = { body: 9, small: 8, heading: 10 };
const cellPadding = 4;
/** A name longer than this many lines is cut with an ellipsis (a product name is a few words). */
const maxNameLines = 3;
const maxBlockLines = 4;

/** Amounts never break across lines ("1 234,50 €"). */
const money = (amount: number, lang: Lang): string => euros(amount, lang).replace(/ /g, '\u00a0');

/** `text` wrapped to `width`; past `maxLines`, the last line kept ends with an ellipsis. */
function textLines(text: string, font: PDFFont, fontSize: number, width: number, maxLines = Infinity): string[] {
  const lines = wrapRuns([{ text, font }], width, fontSize).map((line) => line.map((run) => run.text).join(''));
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = [...kept[maxLines - 1]!];
  while (last.length && font.widthOfTextAtSize(`${last.join('')}…`, fontSize) > width) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last.join('').trimEnd()}…`;
  return kept;
}

/** The font size at which `text` fits `width` on one line (an amount in a narrow column). */
function fitSize(text: string, font: PDFFont, fontSize: number, width: number): number {
  const textWidth = font.widthOfTextAtSize(text, fontSize);
  return textWidth <= width ? fontSize : Math.max(4, Math.floor(((fontSize * width) / textWidth) * 10) / 10);
}

/** One line of text at `x` (left) or ending at `x + width` (right), shrunk if it does not fit. */
function put(
  ctx: Ctx,
  text: string,
  x: number,
  top: number,
  width: number,
  font: PDFFont,
  fontSize: number,
  color: RGB,
  align: 'left' | 'right' = 'left',
): void {
  const safe = ctx.w.safe(text);
  const fitted = fitSize(safe, font, fontSize, width);
  const left = align === 'right' ? x + width - font.widthOfTextAtSize(safe, fitted) : x;
  ctx.w.drawLine([{ text: safe, font }], left, top, fitted, color);
}

const personName = (first: string | null, last: string | null): string =>
  [first, last].filter((part) => part && part.trim()).join(' ');

function addressLines(address: OrderAddressView): string[] {
  return [
    personName(address.firstname, address.lastname),
    address.address,
    address.addressPart2 ?? '',
    `${address.postalCode} ${address.city}`,
    address.country,
  ].filter((line) => line.trim() !== '');
}

/** A titled block of short lines (a name, an address), each wrapped to a few lines at most. */
interface Block {
  title: string;
  lines: Array<{ text: string; bold?: boolean; muted?: boolean }>;
}

function layBlock(ctx: Ctx, block: Block, width: number) {
  return block.lines.flatMap((line) => {
    const font = line.bold ? ctx.bold : ctx.regular;
    return textLines(ctx.w.safe(line.text), font, size.body, width, maxBlockLines).map((text) => ({
      text,
      font,
      color: line.muted ? colours.muted : colours.text,
    }));
  });
}

const lineHeight = 12;
const blockHeight = (lines: number) => 16 + lines * lineHeight;

/** Blocks side by side (two at most), kept together on one page. */
function blocks(ctx: Ctx, row: Block[]): void {
  const gap = 20;
  const width = (contentWidth - gap * (row.length - 1)) / row.length;
  const laid = row.map((block) => layBlock(ctx, block, width));
  ctx.w.ensure(blockHeight(Math.max(...laid.map((lines) => lines.length))));
  const top = ctx.w.y;
  let height = 0;
  row.forEach((block, i) => {
    const x = margin + i * (width + gap);
    put(ctx, block.title, x, top, width, ctx.bold, size.heading, colours.accent);
    ctx.w.rule(top + 13, x, width);
    laid[i]!.forEach((line, n) =>
      ctx.w.drawLine([{ text: line.text, font: line.font }], x, top + 16 + n * lineHeight, size.body, line.color),
    );
    height = Math.max(height, blockHeight(laid[i]!.length));
  });
  ctx.w.y = top + height + 12;
}

/** The shop and the document's title, on the first page of each document. */
function header(ctx: Ctx, title: string): void {
  const { w, bold, regular, shop, order, words } = ctx;
  const top = margin;
  const leftWidth = contentWidth * 0.58;
  const rightWidth = contentWidth - leftWidth - 16;
  let left = top;
  if (shop.name) {
    for (const line of textLines(w.safe(shop.name), bold, 13, leftWidth, 2)) {
      w.drawLine([{ text: line, font: bold }], margin, left, 13, colours.accent);
      left += 16;
    }
  }
  const details = [
    ...(shop.addressLines ?? []),
    [shop.email, shop.phone].filter(Boolean).join(' · '),
    shop.vatNumber ? `${words.vat} ${shop.vatNumber}` : '',
    shop.siret ? `${words.siret} ${shop.siret}` : '',
    ...(shop.legalLines ?? []),
  ].filter((line) => line.trim() !== '');
  for (const detail of details) {
    for (const line of textLines(w.safe(detail), regular, size.small, leftWidth, 2)) {
      w.drawLine([{ text: line, font: regular }], margin, left, size.small, colours.muted);
      left += 10;
    }
  }
  const rightX = margin + contentWidth - rightWidth;
  put(ctx, title.toUpperCase(), rightX, top, rightWidth, bold, 14, colours.accent, 'right');
  put(ctx, words.orderNumber(order.number), rightX, top + 20, rightWidth, bold, size.heading, colours.text, 'right');
  put(ctx, words.placedOn(order.date), rightX, top + 34, rightWidth, regular, size.body, colours.muted, 'right');
  const bottom = Math.max(left, top + 46) + 6;
  w.rule(bottom, margin, contentWidth, colours.accent, 1);
  w.y = bottom + 16;
}

/** The running head of a document's next pages. */
function runningHead(ctx: Ctx, title: string): void {
  put(
    ctx,
    `${title} · ${ctx.words.orderNumber(ctx.order.number)} ${ctx.words.continued}`,
    margin,
    margin,
    contentWidth,
    ctx.regular,
    size.small,
    colours.muted,
  );
  ctx.w.rule(margin + 14, margin, contentWidth, colours.accent, 1);
  ctx.w.y = margin + 24;
}

/** A table whose rows run onto new pages, the column heads drawn again on each. */
function table(ctx: Ctx, title: string, columns: Column[], rows: Cell[][]): void {
  const { w } = ctx;
  const headHeight = 18;
  const drawHead = () => {
    const top = w.y;
    w.page.drawRectangle({
      x: margin,
      y: pageSize[1] - top - headHeight,
      width: contentWidth,
      height: headHeight,
      color: colours.band,
    });
    let x = margin;
    for (const column of columns) {
      put(
        ctx,
        column.label,
        x + cellPadding,
        top + 5,
        column.width - 2 * cellPadding,
        ctx.bold,
        size.small,
        colours.text,
        column.align,
      );
      x += column.width;
    }
    w.y = top + headHeight;
  };
  const rowHeight = (row: Cell[]) => Math.max(...row.map((cell) => cell.lines.length + (cell.sub ? 1 : 0))) * 11 + 6;
  w.ensure(headHeight + rowHeight(rows[0] ?? []));
  drawHead();
  w.onNewPage = () => {
    runningHead(ctx, title);
    drawHead();
  };
  for (const row of rows) {
    const height = rowHeight(row);
    w.ensure(height);
    const top = w.y + 3;
    let x = margin;
    row.forEach((cell, i) => {
      const column = columns[i]!;
      const inner = column.width - 2 * cellPadding;
      cell.lines.forEach((line, n) =>
        put(ctx, line, x + cellPadding, top + n * 11, inner, cell.font, size.body, colours.text, column.align),
      );
      if (cell.sub)
        put(
          ctx,
          cell.sub,
          x + cellPadding,
          top + cell.lines.length * 11,
          inner,
          ctx.regular,
          size.small,
          colours.muted,
          column.align,
        );
      x += column.width;
    });
    w.y += height;
    w.rule(w.y, margin, contentWidth);
  }
  w.onNewPage = () => runningHead(ctx, title);
  w.y += 10;
}

/** Label and value rows aligned right (the totals, the payments). */
function summaryRows(ctx: Ctx, rows: Array<{ label: string; value: string; strong?: boolean }>, width = 260): void {
  const { w } = ctx;
  const x = margin + contentWidth - width;
  for (const row of rows) {
    const font = row.strong ? ctx.bold : ctx.regular;
    const fontSize = row.strong ? size.heading : size.body;
    const labelLines = textLines(w.safe(row.label), font, fontSize, width - 100, 2);
    const height = labelLines.length * 12 + 3;
    w.ensure(height);
    labelLines.forEach((line, n) => w.drawLine([{ text: line, font }], x, w.y + n * 12, fontSize, colours.text));
    put(ctx, row.value, x + width - 96, w.y, 96, font, fontSize, colours.text, 'right');
    w.y += height;
  }
}

/** A heading across the page, kept with the first few points of what follows. */
function heading(ctx: Ctx, text: string, keepWith = 30): void {
  ctx.w.ensure(18 + keepWith);
  put(ctx, text, margin, ctx.w.y, contentWidth, ctx.bold, size.heading, colours.accent);
  ctx.w.rule(ctx.w.y + 13, margin, contentWidth);
  ctx.w.y += 18;
}

function productCell(ctx: Ctx, line: OrderLineView, width: number): Cell {
  const capacity =
    line.capacity !== null
      ? `${formatNumber(line.capacity, 2, ctx.lang)}\u00a0${line.capacityUnit ?? ''}`.trim()
      : undefined;
  return {
    lines: textLines(ctx.w.safe(line.name), ctx.regular, size.body, width - 2 * cellPadding, maxNameLines),
    font: ctx.regular,
    ...(capacity ? { sub: capacity } : {}),
  };
}

const vintageText = (line: OrderLineView, words: OrderPdfWords): string =>
  line.productType !== 'WINE' ? '' : line.year !== null ? String(line.year) : words.nonVintage;
const plain = (ctx: Ctx, text: string): Cell => ({ lines: [text], font: ctx.regular });

/** Where the order goes, as both documents print it. */
function deliveryBlock(ctx: Ctx): Block {
  const { order, words } = ctx;
  const { delivery } = order;
  const lines: Block['lines'] = [];
  if (delivery.type === 'CLICK_AND_COLLECT') {
    lines.push({ text: words.clickAndCollect, bold: true });
    if (delivery.pickup) {
      const p = delivery.pickup;
      lines.push(
        { text: p.name },
        { text: p.address },
        { text: `${p.postalCode} ${p.city}` },
        { text: words.slot(p.date, p.start, p.end), bold: true },
      );
    }
  } else if (delivery.type === 'PICKUP') {
    lines.push({ text: words.pickupPoint, bold: true });
    const a = delivery.accessPoint;
    if (a)
      lines.push(
        ...[a.name, a.address, [a.postalCode, a.city].filter(Boolean).join(' '), a.country, a.id ? `#${a.id}` : null]
          .filter((t): t is string => !!t && t.trim() !== '')
          .map((text) => ({ text })),
      );
  } else lines.push({ text: words.homeDelivery, bold: true });
  if (delivery.carrierName) lines.push({ text: `${words.carrier}: ${delivery.carrierName}`, muted: true });
  return { title: words.delivery, lines };
}

function customerBlock(ctx: Ctx): Block {
  const { customer } = ctx.order;
  const name = personName(customer.firstname, customer.lastname);
  return {
    title: ctx.words.customer,
    lines: [
      ...(name ? [{ text: customer.guest ? `${name} (${ctx.words.guest})` : name, bold: true }] : []),
      { text: customer.email },
      ...(customer.phone ? [{ text: customer.phone }] : []),
    ],
  };
}

function orderForm(ctx: Ctx): void {
  const { order, words, lang } = ctx;
  const title = words.orderForm;
  header(ctx, title);
  ctx.w.onNewPage = () => runningHead(ctx, title);
  put(
    ctx,
    `${words.status}: ${orderStatusLabels[order.status]?.[lang] ?? order.statusLabel}`,
    margin,
    ctx.w.y,
    contentWidth,
    ctx.regular,
    size.body,
    colours.muted,
  );
  ctx.w.y += 16;
  blocks(ctx, [customerBlock(ctx), deliveryBlock(ctx)]);
  const { delivery, billing } = order.address;
  const addressBlocks: Block[] = [];
  if (delivery)
    addressBlocks.push({ title: words.deliveryAddress, lines: addressLines(delivery).map((text) => ({ text })) });
  if (billing)
    addressBlocks.push({ title: words.billingAddress, lines: addressLines(billing).map((text) => ({ text })) });
  else if (delivery)
    addressBlocks.push({ title: words.billingAddress, lines: [{ text: words.sameAsDelivery, muted: true }] });
  if (addressBlocks.length) blocks(ctx, addressBlocks);

  const fixed = [56, 32, 68, 60, 72];
  const columns: Column[] = [
    { label: words.product, width: contentWidth - fixed.reduce((a, b) => a + b, 0), align: 'left' },
    { label: words.vintage, width: fixed[0]!, align: 'left' },
    { label: words.quantity, width: fixed[1]!, align: 'right' },
    { label: words.unitPrice, width: fixed[2]!, align: 'right' },
    { label: words.lineDiscount, width: fixed[3]!, align: 'right' },
    { label: words.lineTotal, width: fixed[4]!, align: 'right' },
  ];
  table(
    ctx,
    title,
    columns,
    order.products.map((line) => [
      productCell(ctx, line, columns[0]!.width),
      plain(ctx, vintageText(line, words)),
      plain(ctx, String(line.quantity)),
      plain(ctx, money(line.unitPrice, lang)),
      plain(ctx, line.discount ? money(-line.discount, lang) : ''),
      { lines: [money(line.total, lang)], font: ctx.bold },
    ]),
  );

  summaryRows(ctx, [
    { label: words.subtotal, value: money(order.subtotal, lang) },
    ...(order.discount
      ? [
          {
            label: words.discount(
              order.discount.label ? `${order.discount.code} – ${order.discount.label}` : order.discount.code,
            ),
            value: money(-order.discount.amount, lang),
          },
        ]
      : []),
    { label: words.shippingFees, value: money(order.shippingFees, lang) },
    { label: words.total, value: money(order.total, lang), strong: true },
  ]);
  ctx.w.y += 12;

  heading(
    ctx,
    `${words.paymentMethod}: ${paymentMethodLabels[order.payment.method]?.[lang] ?? order.payment.label}`,
    40,
  );
  put(ctx, words.paymentsReceived, margin, ctx.w.y, contentWidth, ctx.bold, size.body, colours.text);
  ctx.w.y += 14;
  if (order.payments.length === 0) {
    put(ctx, words.noPayment, margin, ctx.w.y, contentWidth, ctx.regular, size.body, colours.muted);
    ctx.w.y += 14;
  }
  summaryRows(
    ctx,
    [
      ...order.payments.map((p) => ({
        label: [
          p.date,
          p.kind === 'REFUND' ? words.refund : null,
          paymentMethodLabels[p.method]?.[lang] ?? p.label,
          p.reference,
        ]
          .filter(Boolean)
          .join(' · '),
        value: money(p.kind === 'REFUND' ? -p.amount : p.amount, lang),
      })),
      { label: words.paid, value: money(order.paid, lang) },
      order.balance < 0
        ? { label: words.toRefund, value: money(-order.balance, lang), strong: true }
        : { label: words.balanceDue, value: money(order.balance, lang), strong: true },
    ],
    contentWidth,
  );

  if (order.message && order.message.trim()) {
    ctx.w.y += 12;
    heading(ctx, words.message);
    for (const paragraph of order.message.split(/\r?\n/)) {
      for (const line of textLines(ctx.w.safe(paragraph), ctx.regular, size.body, contentWidth)) {
        ctx.w.ensure(lineHeight);
        ctx.w.drawLine([{ text: line, font: ctx.regular }], margin, ctx.w.y, size.body, colours.text);
        ctx.w.y += lineHeight;
      }
    }
  }
}

function deliverySlip(ctx: Ctx): void {
  const { order, words } = ctx;
  const title = words.deliverySlip;
  ctx.w.onNewPage = null;
  ctx.w.newPage();
  header(ctx, title);
  ctx.w.onNewPage = () => runningHead(ctx, title);
  const name = personName(order.customer.firstname, order.customer.lastname);
  const recipient: Block =
    order.delivery.type === 'DELIVERY' && order.address.delivery
      ? {
          title: words.recipient,
          lines: addressLines(order.address.delivery).map((text, i) => ({ text, bold: i === 0 })),
        }
      : {
          title: words.recipient,
          lines: [...(name ? [{ text: name, bold: true }] : []), { text: order.customer.email }],
        };
  if (order.customer.phone) recipient.lines.push({ text: order.customer.phone });
  blocks(ctx, [recipient, deliveryBlock(ctx)]);

  const fixed = [64, 64, 56];
  const columns: Column[] = [
    { label: words.product, width: contentWidth - fixed.reduce((a, b) => a + b, 0), align: 'left' },
    { label: words.vintage, width: fixed[0]!, align: 'left' },
    { label: '', width: fixed[1]!, align: 'right' },
    { label: words.quantity, width: fixed[2]!, align: 'right' },
  ];
  table(
    ctx,
    title,
    columns,
    order.products.map((line) => {
      const product = productCell(ctx, line, columns[0]!.width);
      return [
        { lines: product.lines, font: ctx.regular },
        plain(ctx, vintageText(line, words)),
        plain(ctx, product.sub ?? ''),
        { lines: [String(line.quantity)], font: ctx.bold },
      ];
    }),
  );
  const units = order.products.reduce((sum, line) => sum + line.quantity, 0);
  summaryRows(ctx, [{ label: words.total, value: words.units(units), strong: true }]);

  // The signature box, kept whole on one page.
  const boxHeight = 90;
  const boxWidth = 260;
  ctx.w.y += 16;
  ctx.w.ensure(boxHeight);
  const x = margin + contentWidth - boxWidth;
  ctx.w.page.drawRectangle({
    x,
    y: pageSize[1] - ctx.w.y - boxHeight,
    width: boxWidth,
    height: boxHeight,
    borderColor: colours.muted,
    borderWidth: 0.8,
  });
  put(ctx, words.signatureTitle, x + 8, ctx.w.y + 8, boxWidth - 16, ctx.bold, size.body, colours.text);
  put(ctx, words.signatureHint, x + 8, ctx.w.y + 21, boxWidth - 16, ctx.regular, size.small, colours.muted);
  ctx.w.y += boxHeight;
}

export async function orderPdf(order: AdminOrderView, shop: OrderPdfShop, lang: Lang): Promise<Uint8Array> {
  const words = orderPdfWords[lang];
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, winAnsiSanitizer(regular.getCharacterSet()));
  const ctx: Ctx = { w, regular, bold, words, lang, order, shop };
  const shopName = shop.name ?? '';

  doc.setTitle(`${words.orderForm} — ${words.orderNumber(order.number)}`);
  if (shopName) doc.setAuthor(shopName);
  doc.setLanguage(lang === 'fr_FR' ? 'fr-FR' : 'en-US');
  doc.setCreator('Cellar');
  doc.setProducer('Cellar (pdf-lib)');

  orderForm(ctx);
  const formPages = w.pages.length;
  deliverySlip(ctx);
  // Footers numbered per document: the slip is handed over on its own.
  const footer = (title: string) => [shopName, title, words.orderNumber(order.number)].filter(Boolean).join(' · ');
  drawFooters(w, w.pages.slice(0, formPages), footer(words.orderForm), regular);
  drawFooters(w, w.pages.slice(formPages), footer(words.deliverySlip), regular);
  return doc.save();
}
