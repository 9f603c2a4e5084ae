import { randomUUID } from 'node:crypto';
import type { Flow, HttpAnswer, HttpCall } from './flow-load.ts';

/**
 * A guest's checkout on the storefront API, as the storefront calls it (docs/checkout.md): the cart
 * checked (`POST /order/validate`), the carriers priced for Paris (`POST /calculate/shipping-fees`),
 * the cart priced with a discount code and Colissimo (`POST /order/discount`), then the order placed
 * with that code and the total just shown (`POST /order`, its own Idempotency-Key), paid by transfer.
 *
 * Each run is another shopper: its own e-mail and client address (`x-forwarded-for`, read by the
 * local gateway), so the limits per address and per guest e-mail (docs/decisions.md "Limits under
 * abuse") count each once, as with a real crowd. Each run's cart is two wines taken in turn from
 * `wines` (2 bottles and 1), so the orders spread over the catalogue's stock as Vendure's bench
 * spreads over its variants. Every call must answer its success, or the run (the order) fails.
 *
 * Pure requests: no stack, no `functions` import. `peer-load.ts` runs it in its own process; an
 * in-process bench can run it with `runFlowLoad` and read each call's `x-db-calls`.
 */

export interface JourneySetup {
  /** The site's id (header `idsite`). */
  site: number;
  /** Products (WINE, sold by the bottle, in stock) the carts are made of; at least one. */
  wines: readonly number[];
  /** The carrier chosen: Colissimo. */
  idCarrier: number;
  /** A GENERAL discount code of the site, valid, without a limit of uses. */
  discountCode: string;
  /** Distinguishes the shoppers of this process from another's (e-mails and addresses). */
  tag?: string;
}

export const journeySteps = [
  'POST /order/validate',
  'POST /calculate/shipping-fees',
  'POST /order/discount',
  'POST /order',
];

const paris = { postalCode: '75001', city: 'Paris', country: 'FR', idCountry: 250, iso3: 'FRA' } as const;

/** The answer's envelope when it is the success expected (status and `success`), or why not. */
function success<T>(answer: HttpAnswer, status: number): { data: T } | string {
  if (answer.status !== status) return `HTTP ${answer.status} ${answer.body.slice(0, 200)}`;
  let parsed: { success?: boolean; data?: T };
  try {
    parsed = JSON.parse(answer.body) as { success?: boolean; data?: T };
  } catch {
    return `not JSON: ${answer.body.slice(0, 200)}`;
  }
  return parsed.success === true ? { data: parsed.data as T } : `success false: ${answer.body.slice(0, 200)}`;
}

/** A client address of its own for the n-th shopper (10.x.y.z: 16 million before one comes back). */
const addressOf = (n: number, base: number) => {
  const i = (n + base) % 16_777_216;
  return `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
};

export function ourJourney(setup: JourneySetup): Flow {
  if (setup.wines.length === 0) throw new Error('journey: no wines');
  const tag = setup.tag ?? randomUUID().slice(0, 8);
  const base = Number.parseInt(tag.replace(/[^0-9a-f]/gi, '').slice(0, 6) || '0', 16);
  return {
    unit: 'order',
    steps: journeySteps,
    start(n) {
      const wines = setup.wines;
      const lines = [
        { id: wines[n % wines.length]!, quantity: 2 },
        { id: wines[(n + 1) % wines.length]!, quantity: 1 },
      ];
      if (lines[0]!.id === lines[1]!.id) lines.splice(1, 1, { ...lines[0]!, quantity: 1 });
      const email = `bench-${tag}-${n}@example.com`;
      const headers = {
        idsite: String(setup.site),
        'content-type': 'application/json',
        'x-forwarded-for': addressOf(n, base),
      };
      const user = { phone: '06 12 34 56 78', email, firstname: 'Léa', lastname: 'Martin' };
      const delivery = { type: 'DELIVERY', idCarrier: setup.idCarrier };
      const destination = { deliveryPostalCode: paris.postalCode, deliveryIdCountry: paris.idCountry };
      let shownTotal: number | null = null;
      const post = (path: string, body: unknown, extra: Record<string, string> = {}): HttpCall => ({
        method: 'POST',
        path,
        headers: { ...headers, ...extra },
        body: JSON.stringify(body),
      });
      return {
        call(step) {
          if (step === 0) return post('/order/validate', { products: lines });
          if (step === 1)
            return post('/calculate/shipping-fees', {
              products: lines.map((l) => ({ idProduct: l.id, quantity: l.quantity })),
              postalCode: paris.postalCode,
              country: paris.iso3,
            });
          if (step === 2)
            return post('/order/discount', {
              products: lines,
              discount: setup.discountCode,
              user,
              delivery,
              ...destination,
            });
          return post(
            '/order',
            {
              products: lines,
              user,
              address: {
                delivery: {
                  firstname: user.firstname,
                  lastname: user.lastname,
                  address: '3 rue des Archives',
                  postalCode: paris.postalCode,
                  city: paris.city,
                  country: paris.country,
                },
                billing: null,
              },
              discount: setup.discountCode,
              delivery,
              ...destination,
              legalAge: true,
              salesConditions: true,
              paymentMethod: 'TRANSFER',
              expectedTotal: shownTotal,
            },
            { 'idempotency-key': randomUUID() },
          );
        },
        check(step, answer) {
          if (step === 0 || step === 1) {
            const ok = success<Array<{ id: number }>>(answer, 200);
            if (typeof ok === 'string') return ok;
            if (step === 1 && !ok.data.some((option) => option.id === setup.idCarrier))
              return `carrier ${setup.idCarrier} not offered`;
            return null;
          }
          if (step === 2) {
            const ok = success<{ total: number; discount: { code: string } | null }>(answer, 200);
            if (typeof ok === 'string') return ok;
            if (!ok.data.discount) return 'the code was not applied';
            shownTotal = ok.data.total;
            return null;
          }
          const ok = success<{ number: string; total: number; discount: { code: string } | null }>(answer, 201);
          if (typeof ok === 'string') return ok;
          if (!ok.data.discount) return 'the order does not carry the code';
          if (ok.data.total !== shownTotal) return `total ${ok.data.total}, shown ${shownTotal}`;
          return null;
        },
      };
    },
  };
}
