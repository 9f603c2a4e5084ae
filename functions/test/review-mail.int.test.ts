import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parisToday } from '@cellar/shared/orders/admin-orders';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../../scripts/src/test/api.ts';
import { authorisedSiteId } from '../src/data/site-id.ts';
import { forgetEnvironment } from '../src/local/local-reset.ts';
import { reviewDueRepository } from '../src/repositories/review-due-repository.ts';
import { dayAfter, sendDueReviewAsks } from '../src/services/social/review-asks.ts';
import { colissimoId, createWine, deliveryOrder, placeOrder, useFunctionsEnvironment } from './order-helpers.ts';

/**
 * The Google review mail (issue 20 Deliver 4, docs/social.md "The review mail"): an order moved to DELIVERED on a site
 * with a delay and a review location is asked for a review that many days later, once, in the shopper's language.
 * The task runs as EventBridge runs it (`POST /__scheduled/send-review-asks`) for today, and in this process with a
 * later `now` for the days after (the same module, the same table and outbox).
 */
const run = Date.now().toString(36);
const { logins } = inject('fixtures');
const site1 = authorisedSiteId(1);
const site2 = authorisedSiteId(2);
const placeId = `ChIJ${run}_ask`;
const reviews = '/admin/socials/google/review-locations';
const delay = '/admin/socials/google/review-mail';
const day = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(Date.now() + n * day);
let admin1: string;
let admin2: string;
let colissimo: number;
let home2: number;
const wine1 = { id: 0, idVintage: 0 };
const wine2 = { id: 0, idVintage: 0 };
const restore: { days: number | null; locations: Array<[number, number]> } = { days: null, locations: [] };

const a = (token: string, idSite: number, lang: 'fr_FR' | 'en_US' = 'en_US') => ({ token, idSite, lang });

/** The mails the outbox holds for an address, oldest first. */
async function mailsTo(email: string): Promise<Array<{ subject: string; html: string; text: string; tag: string }>> {
  const { outboxDir } = inject('fixtures');
  const files = (await readdir(outboxDir).catch(() => [])).sort();
  const mails = await Promise.all(files.map(async (f) => JSON.parse(await readFile(join(outboxDir, f), 'utf8'))));
  return mails.filter((m) => m.to === email);
}
const reviewMailsTo = async (email: string) => (await mailsTo(email)).filter((m) => m.tag === 'review-ask');

/** A guest's order on a site, moved by its admin to DELIVERED (no status mails). */
async function deliveredOrder(
  idSite: 1 | 2,
  lang: 'fr_FR' | 'en_US',
): Promise<{ id: number; number: string; email: string }> {
  const body =
    idSite === 1
      ? deliveryOrder([{ id: wine1.id, quantity: 1 }], colissimo)
      : deliveryOrder([{ id: wine2.id, quantity: 1 }], home2);
  const placed = await placeOrder(body, { lang, site: idSite });
  expect(placed.status, placed.raw).toBe(201);
  const { id, number, customer } = placed.body.data;
  for (const status of ['PROCESSING', 'SHIPPED', 'DELIVERED']) {
    const moved = await call('PUT', `/admin/order/status/${id}`, {
      ...a(idSite === 1 ? admin1 : admin2, idSite),
      body: { status, sendMail: false },
    });
    expect(moved.status, moved.raw).toBe(200);
  }
  return { id, number, email: customer.email };
}

const events = async (idSite: 1 | 2, id: number) => {
  const answer = await call('GET', `/admin/order/${id}`, a(idSite === 1 ? admin1 : admin2, idSite));
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data.events as Array<{ type: string; details: Record<string, unknown>; actor: unknown }>;
};
const reviewEvents = async (idSite: 1 | 2, id: number) =>
  (await events(idSite, id)).filter((e) => e.type === 'MAIL_SENT' && e.details.kind === 'review-ask');

const asksOf = async (site: typeof site1) => (await reviewDueRepository.ofSite(site)).map((due) => due.idOrder);

async function addLocation(token: string, idSite: number, name: string, place: string): Promise<void> {
  const added = await call('POST', reviews, { ...a(token, idSite), body: { name, placeId: place } });
  expect(added.status, added.raw).toBe(200);
  restore.locations.push([idSite, added.body.data.id]);
}

const setDelay = async (token: string, idSite: number, days: number | null) => {
  const answer = await call('PUT', delay, { ...a(token, idSite), body: { days } });
  expect(answer.status, answer.raw).toBe(200);
};

beforeAll(async () => {
  useFunctionsEnvironment();
  forgetEnvironment();
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
  colissimo = await colissimoId();
  Object.assign(wine1, await createWine(admin1, `Cahors ${run}`, { price: 11, quantity: 20 }));
  Object.assign(wine2, await createWine(admin2, `Gaillac ${run}`, { price: 9, quantity: 20, site: 2 }));
  const carrier = await call('POST', '/admin/carrier', {
    ...a(admin2, 2),
    body: { name: `Domicile ${run}`, type: 'FLAT_RATE', deliveryType: 'DELIVERY' },
  });
  expect(carrier.status, carrier.raw).toBe(200);
  home2 = carrier.body.data.id;
  const rates = await call('PUT', `/admin/carrier/prices/update/${home2}`, {
    ...a(admin2, 2),
    body: { flatRates: [{ country: 'FRA', price: 9.5 }] },
  });
  expect(rates.status, rates.raw).toBe(200);
  restore.days = (await call('GET', reviews, a(admin1, 1))).body.data.reviewMailDays;
  await addLocation(admin1, 1, 'Caveau de la place', placeId);
  await setDelay(admin1, 1, 3);
  // Site 2 names a place but has its mail turned off.
  await addLocation(admin2, 2, 'Chai', `${placeId}_2`);
  await setDelay(admin2, 2, null);
});

afterAll(async () => {
  for (const [idSite, id] of restore.locations)
    await call('DELETE', `${reviews}/${id}`, a(idSite === 1 ? admin1 : admin2, idSite));
  await setDelay(admin1, 1, restore.days);
});

describe('the review mail', () => {
  it('asks nothing the day of delivery, then once, three days later, in the shopper’s language with the link', async () => {
    const order = await deliveredOrder(1, 'fr_FR');
    const due = await reviewDueRepository.ofSite(site1);
    expect(due).toContainEqual({ idSite: 1, idOrder: order.id, day: dayAfter(parisToday(), 3) });

    const today = await fetch(`${inject('fixtures').apiUrl}/__scheduled/send-review-asks`, { method: 'POST' });
    expect(today.status).toBe(200);
    expect(await today.json()).toMatchObject({ sent: expect.any(Number), failed: 0 });
    await sendDueReviewAsks(inDays(2));
    expect(await reviewMailsTo(order.email)).toEqual([]);

    await sendDueReviewAsks(inDays(3));
    const mails = await reviewMailsTo(order.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Votre avis sur /);
    expect(mails[0]!.html).toContain('Bonjour Léa');
    expect(mails[0]!.html).toContain(order.number);
    expect(mails[0]!.html).toContain(`https://search.google.com/local/writereview?placeid=${placeId}`);
    expect(mails[0]!.text).toContain('Donner mon avis sur Caveau de la place');
    expect(await reviewEvents(1, order.id)).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ kind: 'SYSTEM', name: 'Review asks (automatic)' }) }),
    ]);
    expect(await asksOf(site1)).not.toContain(order.id);

    // Once: the next runs find nothing more for it.
    await sendDueReviewAsks(inDays(4));
    expect(await reviewMailsTo(order.email)).toHaveLength(1);
    expect(await reviewEvents(1, order.id)).toHaveLength(1);
  });

  it('writes in English for an English shopper', async () => {
    const order = await deliveredOrder(1, 'en_US');
    await sendDueReviewAsks(inDays(3));
    const [mail] = await reviewMailsTo(order.email);
    expect(mail?.subject).toMatch(/^Your review of /);
    expect(mail?.text).toContain('Review Caveau de la place');
  });

  it('drops the ask when the site turns the delay off before its day', async () => {
    const order = await deliveredOrder(1, 'en_US');
    expect(await asksOf(site1)).toContain(order.id);
    await setDelay(admin1, 1, null);
    try {
      await sendDueReviewAsks(inDays(3));
    } finally {
      await setDelay(admin1, 1, 3);
    }
    expect(await reviewMailsTo(order.email)).toEqual([]);
    expect(await asksOf(site1)).not.toContain(order.id);
    expect(await reviewEvents(1, order.id)).toEqual([]);
  });

  it('asks nothing on a site whose delay is off, and another site’s run leaves its orders alone', async () => {
    const order = await deliveredOrder(2, 'en_US');
    expect(await asksOf(site2)).not.toContain(order.id);
    const before = await events(2, order.id);
    const other = await deliveredOrder(1, 'en_US');
    await sendDueReviewAsks(inDays(3));
    expect(await reviewMailsTo(other.email)).toHaveLength(1);
    expect(await reviewMailsTo(order.email)).toEqual([]);
    expect(await events(2, order.id)).toEqual(before);
  });
});
