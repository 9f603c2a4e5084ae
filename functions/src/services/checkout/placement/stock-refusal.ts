import { ConflictError, withDetails, type FieldErrorKeys } from '../../../lib/errors.ts';
import type { StockTake } from '../order-lines.ts';

/** Stock refused: the lines short, with the product that is short and what is left (409). */
export class NotEnoughStockError extends ConflictError {
  constructor(fieldErrors: FieldErrorKeys) {
    super('order.notEnoughStock', fieldErrors);
  }
}

/** The short items as the answer names them: the product, what the order asks and what is left. */
export function shortageDetails(short: readonly StockTake[]) {
  return short.map((t) => ({
    id: t.idProduct,
    idVintage: t.idVintage,
    name: t.name,
    requested: t.quantity,
    available: Math.max(0, t.available),
    lines: t.lines.map((l) => l.index),
  }));
}

export function notEnoughStock(short: readonly StockTake[]): NotEnoughStockError {
  const errors: FieldErrorKeys = {};
  for (const take of short)
    for (const use of take.lines) errors[`products.${use.index}.quantity`] = ['order.notEnoughStock'];
  return withDetails(new NotEnoughStockError(errors), { shortages: shortageDetails(short) });
}
