import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, sendForm, signIn, type ApiAnswer } from '../../scripts/src/test/api.ts';
import { staffUserBody } from './staff-user.ts';
import { authorisedSiteId } from '../src/data/site-id.ts';
import { forgetEnvironment } from '../src/local/local-reset.ts';
import { orderRepository } from '../src/repositories/order-repository.ts';
import { rateLimiter, rateLimits } from '../src/services/common/rate-limits.ts';
import { colissimoId, createWine, deliveryOrder, useFunctionsEnvironment } from './order-helpers.ts';

/**
 * The limits our own code keeps under abuse (docs/decisions.md "Limits under abuse"): sign-in
 * failures per account and per client address, registrations, password reset mails, orders per
 * client address and a guest's orders per e-mail; and the order bounds and mail found by the outside
 * probe (issue 11). Every test plays its own client addresses (`x-forwarded-for`, honoured by the
 * local gateway as CloudFront's viewer address is in AWS), so nothing here holds another file back.
 */
const fixtures = inject('fixtures');
const run = Date.now().toString(36);
let admin1: string;
let colissimo: number;
const wine = { id: 0, idVintage: 0 };

let addresses = 0;
/** A client address of its own for each test (or part of one). */
const newAddress = (): string => `10.99.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;
const from = (address: string) => ({ 'x-forwarded-for': address });

function expectTooMany(answer: ApiAnswer, what: string): void {
  expect(answer.status, `${what}: ${answer.raw}`).toBe(429);
  expect(answer.body.success).toBe(false);
  expect(answer.body.message).toBe('Too many requests, please try again later');
  const retryAfter = Number(answer.headers?.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(answer.body.data.retryAfter).toBe(retryAfter);
}

async function mailsTo(email: string): Promise<Array<{ to: string; text: string }>> {
  const files = (await readdir(fixtures.outboxDir).catch(() => [])).sort();
  const mails = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(join(fixtures.outboxDir, f), 'utf8'))),
  );
  return mails.filter((m) => m.to === email);
}

const staffIds = new Map<string, number>();

async function newStaffUser(tag: string): Promise<string> {
  const email = `limits-${tag}-${run}@example.com`;
  const created = await call('POST', '/admin/user', {
    token: admin1,
    idSite: 1,
    body: staffUserBody(email),
  });
  expect(created.status, created.raw).toBe(201);
  staffIds.set(email, created.body.data.id);
  return email;
}

const registration = (email: string) => ({
  firstname: 'Jeanne',
  lastname: 'Moreau',
  email,
  birthdate: '12/03/1985',
  password: 'shopper-pw',
  confirmPassword: 'shopper-pw',
  salesConditions: true,
});

beforeAll(async () => {
  useFunctionsEnvironment();
  forgetEnvironment();
  admin1 = await signIn(fixtures.logins.admin1.email, fixtures.logins.admin1.password);
  colissimo = await colissimoId();
  Object.assign(wine, await createWine(admin1, `Limits ${run}`, { price: 10, quantity: 500 }));
});

describe('the window of a limit', () => {
  // The limiter is given its clock here: a window is 15 minutes of fake time, not of waiting.
  const limit = rateLimits.signInFailuresPerAccount;
  const at = (start: number, seconds: number) => start + seconds * 1000;

  it('opens with the first event and holds for its whole length, whatever the clock says, then starts anew', async () => {
    const subject = `window-${run}`;
    // A first failure one second before a quarter hour of the clock: a fixed window would end there.
    const start = (Math.floor(Date.now() / 900_000) + 1) * 900_000 - 1000;
    for (let i = 0; i < 10; i++) await rateLimiter.count(limit, subject, at(start, i));
    await expect(rateLimiter.ensureBelow(limit, subject, at(start, 60))).rejects.toMatchObject({
      status: 429,
      retryAfter: 15 * 60 - 60,
    });
    await expect(rateLimiter.ensureBelow(limit, subject, at(start, 15 * 60 - 1))).rejects.toMatchObject({
      status: 429,
      retryAfter: 1,
    });
    // The window is over: counting starts again from this event.
    await expect(rateLimiter.ensureBelow(limit, subject, at(start, 15 * 60))).resolves.toBeUndefined();
    await rateLimiter.count(limit, subject, at(start, 15 * 60));
    await expect(rateLimiter.ensureBelow(limit, subject, at(start, 15 * 60 + 1))).resolves.toBeUndefined();
  });

  it('counts an event with the same identity once, even sent at the same moment', async () => {
    const subject = `once-${run}`;
    const now = Date.now();
    const orders = rateLimits.guestOrdersPerEmail;
    await Promise.all(Array.from({ length: 8 }, () => rateLimiter.take(orders, subject, { once: 'same-key', now })));
    for (let i = 1; i < orders.max; i++) await rateLimiter.take(orders, subject, { once: `key-${i}`, now });
    await expect(rateLimiter.take(orders, subject, { once: 'one-more', now })).rejects.toMatchObject({ status: 429 });
  });
});

describe('sign-in under abuse', () => {
  it('holds an account after 10 wrong passwords, even for the right one, while another account still signs in', async () => {
    const email = await newStaffUser('held');
    const address = newAddress();
    for (let i = 0; i < 10; i++) {
      const wrong = await call('POST', '/admin/login', {
        headers: from(address),
        body: { email, password: `wrong-${i}` },
      });
      expect(wrong.status, wrong.raw).toBe(401);
    }
    expectTooMany(
      await call('POST', '/admin/login', { headers: from(address), body: { email, password: 'wrong-again' } }),
      '11th wrong password',
    );
    // From another address too: the account is held, not the address.
    expectTooMany(
      await call('POST', '/admin/login', { headers: from(newAddress()), body: { email, password: 'secret-pw' } }),
      'the right password',
    );
    const other = await newStaffUser('free');
    expect(
      (await call('POST', '/admin/login', { headers: from(address), body: { email: other, password: 'secret-pw' } }))
        .status,
    ).toBe(200);
  });

  it('holds a client address after 50 wrong sign-ins over any accounts, and only that address', async () => {
    const address = newAddress();
    const email = await newStaffUser('stuffing');
    for (let i = 0; i < 50; i++) {
      const wrong = await call('POST', '/admin/login', {
        headers: from(address),
        body: { email: `nobody-${i}-${run}@example.com`, password: 'guess' },
      });
      expect(wrong.status, wrong.raw).toBe(401);
    }
    expectTooMany(
      await call('POST', '/admin/login', { headers: from(address), body: { email, password: 'secret-pw' } }),
      'a right password from a held address',
    );
    expect(
      (await call('POST', '/admin/login', { headers: from(newAddress()), body: { email, password: 'secret-pw' } }))
        .status,
    ).toBe(200);
  });

  it('holds a shop customer’s account after 10 wrong passwords on that shop', async () => {
    const email = `limits-customer-${run}@example.com`;
    expect(
      (await call('POST', '/register', { idSite: 1, headers: from(newAddress()), body: registration(email) })).status,
    ).toBe(201);
    const address = newAddress();
    for (let i = 0; i < 10; i++)
      expect(
        (await call('POST', '/login', { idSite: 1, headers: from(address), body: { email, password: `wrong-${i}` } }))
          .status,
      ).toBe(401);
    expectTooMany(
      await call('POST', '/login', { idSite: 1, headers: from(newAddress()), body: { email, password: 'shopper-pw' } }),
      'the right password',
    );
  });

  it('answers a disabled account exactly as a wrong password', async () => {
    const email = await newStaffUser('disabled');
    expect((await call('PUT', `/admin/user/invalid/${staffIds.get(email)}`, { token: admin1, idSite: 1 })).status).toBe(
      200,
    );
    const disabled = await call('POST', '/admin/login', {
      headers: from(newAddress()),
      body: { email, password: 'secret-pw' },
    });
    const wrong = await call('POST', '/admin/login', {
      headers: from(newAddress()),
      body: { email: fixtures.logins.admin2.email, password: 'not-it' },
    });
    expect(disabled.status).toBe(401);
    expect(disabled.body).toEqual(wrong.body);
  });
});

describe('registration and password reset mails', () => {
  it('registers 20 accounts from one client address on a shop, then refuses with 429', async () => {
    const address = newAddress();
    for (let i = 0; i < 20; i++)
      expect(
        (
          await call('POST', '/register', {
            idSite: 1,
            headers: from(address),
            body: registration(`limits-reg-${i}-${run}@example.com`),
          })
        ).status,
      ).toBe(201);
    expectTooMany(
      await call('POST', '/register', {
        idSite: 1,
        headers: from(address),
        body: registration(`limits-reg-20-${run}@example.com`),
      }),
      '21st registration',
    );
    expect(
      (
        await call('POST', '/register', {
          idSite: 1,
          headers: from(newAddress()),
          body: registration(`limits-reg-20-${run}@example.com`),
        })
      ).status,
    ).toBe(201);
  });

  it('sends at most 3 reset mails an hour to one account, whoever asks, and says the same for unknown e-mails', async () => {
    const email = await newStaffUser('reset');
    for (let i = 0; i < 3; i++)
      expect(
        (await call('PUT', '/admin/password/reset/ask', { headers: from(newAddress()), body: { email } })).status,
      ).toBe(200);
    expectTooMany(
      await call('PUT', '/admin/password/reset/ask', { headers: from(newAddress()), body: { email } }),
      '4th reset of one account',
    );
    expect(await mailsTo(email)).toHaveLength(3);
    // The limit is counted whether or not the account exists: it tells nobody who has one.
    const unknown = `nobody-reset-${run}@example.com`;
    for (let i = 0; i < 3; i++)
      expect(
        (await call('PUT', '/admin/password/reset/ask', { headers: from(newAddress()), body: { email: unknown } }))
          .status,
      ).toBe(200);
    expectTooMany(
      await call('PUT', '/admin/password/reset/ask', { headers: from(newAddress()), body: { email: unknown } }),
      '4th reset of an unknown e-mail',
    );
  });

  it('takes at most 10 reset asks an hour from one client address on a shop', async () => {
    const address = newAddress();
    for (let i = 0; i < 10; i++)
      expect(
        (
          await call('PUT', '/password/reset/ask', {
            idSite: 1,
            headers: from(address),
            body: { email: `limits-ask-${i}-${run}@example.com` },
          })
        ).status,
      ).toBe(200);
    expectTooMany(
      await call('PUT', '/password/reset/ask', {
        idSite: 1,
        headers: from(address),
        body: { email: `limits-ask-10-${run}@example.com` },
      }),
      '11th ask',
    );
  });
});

describe('orders under abuse', () => {
  const order = (more: Record<string, unknown> = {}) => deliveryOrder([{ id: wine.id, quantity: 1 }], colissimo, more);
  const place = (body: unknown, address: string, key?: string) =>
    call('POST', '/order', {
      idSite: 1,
      body,
      headers: { ...from(address), ...(key ? { 'idempotency-key': key } : {}) },
    });

  it('places 30 orders from one client address in ten minutes, then refuses with 429', async () => {
    const address = newAddress();
    for (let i = 0; i < 30; i++) expect((await place(order(), address)).status).toBe(201);
    expectTooMany(await place(order(), address), '31st order');
    expect((await place(order(), newAddress())).status).toBe(201);
  });

  it('takes 5 guest orders an hour for one e-mail (each mails it), counting a retried order once', async () => {
    const email = `limits-guest-${run}@example.com`;
    const guest = (n: number) =>
      order({
        user: { phone: '06 12 34 56 78', email, firstname: 'Léa', lastname: 'Martin' },
        message: `guest ${n} ${run}`,
      });
    const first = guest(0);
    // The same order retried with its key, at once: one order, counted once.
    const retries = await Promise.all([0, 1, 2, 3, 4, 5].map(() => place(first, newAddress(), `guest-${run}`)));
    expect(retries.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(retries.map((r) => r.body.data.number)).size).toBe(1);
    for (let i = 1; i < 5; i++) expect((await place(guest(i), newAddress())).status).toBe(201);
    expectTooMany(await place(guest(5), newAddress()), '6th guest order for one e-mail');
    expect(await mailsTo(email)).toHaveLength(5);
  });

  it('refuses absurd quantities with a clear message before using an order number', async () => {
    const site = authorisedSiteId(1);
    const before = (await place(order(), newAddress())).body.data.number as string;
    for (const quantity of [1_000_000_000_000_000, 9_007_199_254_740_991, 10_001]) {
      const answer = await place(deliveryOrder([{ id: wine.id, quantity }], colissimo), newAddress());
      expect(answer.status, answer.raw).toBe(400);
      expect(answer.body.data.errors['products.0.quantity']).toEqual(['A line cannot hold more than 10,000 units']);
    }
    for (const quantity of [0, -3, 1.5]) {
      const answer = await place(deliveryOrder([{ id: wine.id, quantity }], colissimo), newAddress());
      expect(answer.body.data.errors['products.0.quantity']).toEqual([
        'The quantity must be a whole number of at least 1',
      ]);
    }
    const fees = await call('POST', '/calculate/shipping-fees', {
      idSite: 1,
      body: { products: [{ idProduct: wine.id, quantity: 1e15 }], postalCode: '75001', country: 'FRA' },
    });
    expect(fees.body.data.errors['products.0.quantity']).toEqual(['A line cannot hold more than 10,000 units']);
    // No number was used up: the next order follows the one before.
    const after = (await place(order(), newAddress())).body.data.number as string;
    expect(Number(after.split('-')[1])).toBe(Number(before.split('-')[1]) + 1);
    expect((await orderRepository.all(site)).some((o) => o.products.some((line) => line.quantity > 10_000))).toBe(
      false,
    );
  });

  it('refuses an order worth more than €1,000,000 before any write, and nothing is taken', async () => {
    const precious = await sendForm(
      'POST',
      '/admin/product',
      {
        productType: 'OTHER',
        name: `Barrel ${run}`,
        description: 'A whole barrel',
        price: 60_000,
        hasShippingFees: false,
        imageMeta: [{ file: 0, alt: 'A barrel' }],
      },
      [
        {
          name: 'barrel.png',
          type: 'image/png',
          bytes: Buffer.from(
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
            'base64',
          ),
        },
      ],
      { token: admin1, idSite: 1 },
    );
    expect(precious.status, precious.raw).toBe(200);
    const message = `too dear ${run}`;
    const answer = await place(
      deliveryOrder([{ id: precious.body.data.id, quantity: 17 }], colissimo, { message }),
      newAddress(),
    );
    expect(answer.status, answer.raw).toBe(400);
    expect(answer.body.message).toBe('An order cannot be worth more than €1,000,000: please contact the producer');
    expect((await orderRepository.all(authorisedSiteId(1))).filter((o) => o.message === message)).toEqual([]);
  });

  it('mails a guest’s typed text without a single link: names, address and message defanged', async () => {
    const email = `limits-links-${run}@example.com`;
    const body = order({
      user: { phone: '06 12 34 56 78', email, firstname: 'Visit www.evil.example', lastname: 'now' },
      address: {
        delivery: {
          firstname: 'Claim at https://evil.example/win',
          lastname: 'Martin',
          address: '3 rue des Archives',
          postalCode: '75001',
          city: 'Paris',
          country: 'FR',
        },
        billing: null,
      },
      message: 'Call me: boss@evil.example\nor see http://evil.example',
    });
    expect((await place(body, newAddress())).status).toBe(201);
    const [mail] = await mailsTo(email);
    expect(mail!.text).not.toMatch(/https?:\/\/|www\.evil|evil\.example|@evil/);
    expect(mail!.text).toContain('www[.]evil[.]example');
    expect(mail!.text).toContain('https[:]//evil[.]example/win');
    expect(mail!.text).toContain('boss [at] evil[.]example\nor see http[:]//evil[.]example');
  });
});
