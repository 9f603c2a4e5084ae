import { maxStockItemsPerOrder } from '@cellar/shared/checkout/orders';
import type { MessageKey } from '@cellar/shared/i18n/messages';
import type { SiteId } from '../../../data/site-id.ts';
import { addFieldError, type FieldErrorKeys } from '../../../lib/errors.ts';
import { orderRepository } from '../../../repositories/order-repository.ts';
import {
  resolveOrderLines,
  shortages,
  type CatalogueEntry,
  type ResolvedLine,
  type StockTake,
} from '../order-lines.ts';
import type { OrderBody } from './placement-types.ts';
import { refuse } from './refuse.ts';
import { notEnoughStock } from './stock-refusal.ts';

/** What the order buys, and what it takes from stock (one take per stock item). */
export interface Cart {
  lines: ResolvedLine[];
  takes: StockTake[];
}

/** The lines' problems as the envelope's field errors, on the body's fields (`products.2.quantity`). */
export function lineErrors(problems: ReadonlyArray<{ index: number; field: string; key: MessageKey }>): FieldErrorKeys {
  const errors: FieldErrorKeys = {};
  for (const p of problems) addFieldError(errors, `products.${p.index}.${p.field}`, p.key);
  return errors;
}

/**
 * The items short, as the catalogue (a lagging index) says and a consistent read of them confirms:
 * an order is refused before it takes a number only when stock is really short.
 */
async function confirmedShortages(site: SiteId, takes: readonly StockTake[]): Promise<StockTake[]> {
  if (shortages(takes).length === 0) return [];
  const levels = await orderRepository.stockLevels(site, takes);
  return shortages(takes, levels);
}

/** The body's lines against the catalogue: each one sold as asked, within one transaction's items, in stock. */
export async function resolveCart(
  site: SiteId,
  products: OrderBody['products'],
  catalogue: ReadonlyMap<number, CatalogueEntry>,
): Promise<Cart> {
  const { lines, problems, takes } = resolveOrderLines(products, catalogue);
  if (problems.length) refuse(lineErrors(problems), 'order.cartInvalid');
  if (takes.length > maxStockItemsPerOrder) refuse({ products: ['order.tooManyItems'] }, 'order.tooManyItems');
  const short = await confirmedShortages(site, takes);
  if (short.length) throw notEnoughStock(short);
  return { lines, takes };
}
