import { describe, expect, it } from 'vitest';
import { orderBodySchema, orderDiscountBodySchema, orderValidateBodySchema } from '@cellar/shared/routes/checkout';
import { shippingFeesBodySchema } from '@cellar/shared/shipping/fees';
import type { HttpAnswer } from './flow-load.ts';
import { journeySteps, ourJourney } from './journey.ts';
import { vendureCheckout } from './peer-queries.ts';

const setup = { site: 1, wines: [1, 2, 7], idCarrier: 3, discountCode: 'BANC5', tag: 'test' };
const answer = (status: number, data: unknown, headers: HttpAnswer['headers'] = {}): HttpAnswer => ({
  status,
  headers,
  body: JSON.stringify({ success: status < 300, message: '', data }),
});
const schemas = [orderValidateBodySchema, shippingFeesBodySchema, orderDiscountBodySchema, orderBodySchema];

describe('our checkout journey (the bench)', () => {
  it('sends bodies the routes accept, the same shopper throughout, a key on the order only', () => {
    const run = ourJourney(setup).start(4);
    const calls = journeySteps.map((_, step) => {
      const call = run.call(step);
      if (step === 2) expect(run.check(2, answer(200, { total: 40.5, discount: { code: 'BANC5' } }))).toBeNull();
      return call;
    });
    calls.forEach((call, step) => expect(schemas[step]!.safeParse(JSON.parse(call.body!)).success).toBe(true));
    expect(calls.map((c) => c.path)).toEqual([
      '/order/validate',
      '/calculate/shipping-fees',
      '/order/discount',
      '/order',
    ]);
    expect(new Set(calls.map((c) => c.headers['x-forwarded-for'])).size).toBe(1);
    expect(calls.map((c) => 'idempotency-key' in c.headers)).toEqual([false, false, false, true]);
    const order = JSON.parse(calls[3]!.body!) as { discount: string; expectedTotal: number; user: { email: string } };
    expect(order).toMatchObject({
      discount: 'BANC5',
      expectedTotal: 40.5,
      user: { email: 'bench-test-4@example.com' },
    });
  });

  it('gives each run another shopper and another cart', () => {
    const flow = ourJourney(setup);
    const [a, b] = [flow.start(0).call(3), flow.start(1).call(3)];
    expect(a.headers['x-forwarded-for']).not.toBe(b.headers['x-forwarded-for']);
    expect(a.headers['idempotency-key']).not.toBe(b.headers['idempotency-key']);
    expect(JSON.parse(a.body!).products).not.toEqual(JSON.parse(b.body!).products);
  });

  it('fails a run on any answer but the success expected', () => {
    const run = ourJourney(setup).start(0);
    expect(run.check(0, answer(400, { errors: {} }))).toMatch(/HTTP 400/);
    expect(run.check(1, answer(200, [{ id: 9 }]))).toMatch(/carrier 3 not offered/);
    expect(run.check(2, answer(200, { total: 30, discount: null }))).toMatch(/not applied/);
    expect(run.check(2, answer(200, { total: 30, discount: { code: 'BANC5' } }))).toBeNull();
    expect(run.check(3, answer(201, { total: 31, discount: { code: 'BANC5' } }))).toMatch(/total 31, shown 30/);
    expect(run.check(3, answer(201, { total: 30, discount: { code: 'BANC5' } }))).toBeNull();
  });
});

describe("Vendure's checkout (the bench)", () => {
  it('carries the first answer’s token and fails an ErrorResult or a last state other than PaymentAuthorized', () => {
    const run = vendureCheckout('t').start(0);
    expect(run.call(0).headers.authorization).toBeUndefined();
    const ok = (data: unknown, headers: HttpAnswer['headers'] = {}) => ({
      status: 200,
      headers,
      body: JSON.stringify({ data }),
    });
    expect(run.check(0, ok({ addItemToOrder: { __typename: 'Order' } }, { 'vendure-auth-token': 'tok' }))).toBeNull();
    expect(run.call(1).headers.authorization).toBe('Bearer tok');
    expect(run.check(1, ok({ setCustomerForOrder: { errorCode: 'X', message: 'no' } }))).toMatch(/X no/);
    expect(run.check(5, ok({ addPaymentToOrder: { state: 'ArrangingPayment' } }))).toMatch(/state ArrangingPayment/);
  });
});
