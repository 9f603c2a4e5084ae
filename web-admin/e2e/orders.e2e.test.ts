import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../scripts/src/test/pdf-text.ts';
import { api } from './support/api.ts';
import { browser, env, journey, page, pageErrors, shot, watch } from './support/journey.ts';
import { createWine, kindId } from './support/shop.ts';
import { signIn } from './support/sign-in.ts';
import { waitForPath } from './support/waits.ts';

/**
 * The life of an order after the sale, in Chromium against the real local stack (issue 12): a
 * registered shopper orders two bottles on the storefront in French and pays by transfer; the
 * producer (the admin, in English) sees it in the top bar and the waiting list, records the transfer,
 * prepares it, ships it with a tracking number and marks it delivered; the shopper's outbox holds
 * one mail per status in French; the order's PDF holds its number and lines; the timeline names
 * every change with who and when; the shopper asks a return from their account, the producer takes it
 * to RETURN ACCEPTED with a label file, and the refund shows in the order's payments.
 */
journey({ name: 'orders', viewport: { width: 1366, height: 768 } });

const run = Date.now().toString(36);
const wine = `Saint-Chinian ${run}`;
const shopper = {
  email: `claire.order-${run}@example.fr`,
  password: 'cave-secret-1',
  firstname: 'Claire',
  lastname: `Vigne${run}`,
};
let admin: string;
let idWine = 0;
let store: Page;
let storeContext: BrowserContext;
const order = { id: 0, number: '', total: 0 };

const euros = (text: string | null) => Number((text ?? '').replace(/[^\d,.]/g, '').replace(',', '.'));

/** The mails the outbox holds for an address, in sending order. */
async function mailsTo(email: string): Promise<Array<{ subject: string; text: string; tag: string }>> {
  const files = (await readdir(env.outboxDir).catch(() => [])).sort();
  const mails = await Promise.all(files.map(async (f) => JSON.parse(await readFile(join(env.outboxDir, f), 'utf8'))));
  return mails.filter((m) => m.to === email);
}

/** Opens the move's dialog, checks its mail preview, and confirms it. */
async function moveTo(
  status: string,
  more: (dialog: ReturnType<Page['getByTestId']>) => Promise<void> = async () => undefined,
): Promise<void> {
  await page.getByTestId(`move-${status}`).click();
  // Mantine's modal root has no box of its own: its dialog role is what shows.
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('status-confirm').waitFor();
  // The mail that goes with the move, as the shopper will read it: in French.
  await expect.poll(() => dialog.getByTestId('mail-preview-subject').textContent()).toMatch(/votre commande/);
  await more(dialog);
  await dialog.getByTestId('status-confirm').click();
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  await expect
    .poll(() => page.getByTestId('order-status').textContent())
    .toMatch(new RegExp({ PROCESSING: 'Processing', SHIPPED: 'Shipped', DELIVERED: 'Delivered' }[status] ?? status));
}

beforeAll(async () => {
  admin = (await api<{ token: string }>('POST', '/admin/login', { body: env.logins.admin })).token;
  idWine = (await createWine(admin, wine, { price: 18, quantity: 24, kind: await kindId('Rouge') })).id;
  await api('POST', '/register', {
    body: { ...shopper, birthdate: '14/07/1980', confirmPassword: shopper.password, salesConditions: true },
  });
  storeContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  store = watch(await storeContext.newPage());
});

afterAll(async () => {
  await storeContext?.close().catch(() => undefined);
});

describe('an order after the sale, in a browser', () => {
  it('lets a signed-in shopper order two bottles delivered to Paris, paying by transfer', async () => {
    await store.goto(`${env.storeUrl}/account/login?site=1`);
    await store.getByLabel(/^E-mail/).fill(shopper.email);
    await store.getByLabel(/^Mot de passe/).fill(shopper.password);
    await store.getByRole('button', { name: 'Se connecter' }).click();
    await store.getByRole('banner').getByRole('link', { name: 'Mon compte' }).waitFor();

    await store.goto(`${env.storeUrl}/product/${idWine}?site=1`);
    await store.getByRole('heading', { level: 1, name: wine }).waitFor();
    for (let i = 0; i < 2; i += 1) await store.getByRole('button', { name: 'Ajouter au panier' }).click();
    await store.getByTestId('added-to-cart').getByText('Voir le panier').waitFor();
    await store.getByTestId('cart-link').click();
    await store.getByRole('button', { name: 'Commander' }).click();
    await store.getByRole('heading', { level: 1, name: 'Commande' }).waitFor();
    await store.getByRole('radio', { name: 'Livraison' }).check();
    await store.getByLabel('Code postal').fill('75004');
    await store
      .locator('[data-testid="carrier-options"]:not([aria-busy])')
      .locator('[data-testid="carrier-single"], [data-testid="carrier-option"]')
      .first()
      .waitFor();
    if ((await store.getByTestId('carrier-option').count()) > 0)
      await store.getByRole('radio', { name: /Colissimo/ }).check();
    const phone = store.getByLabel(/^Téléphone/);
    if ((await phone.count()) > 0 && !(await phone.inputValue())) await phone.fill('06 12 34 56 78');
    await store.getByLabel(/^Adresse \*?$/).fill('12 rue des Francs-Bourgeois');
    await store.getByRole('radio', { name: 'Virement' }).check();
    await store.getByRole('checkbox', { name: 'Je certifie avoir au moins 18 ans.' }).check();
    await store.getByRole('checkbox', { name: /J’accepte les conditions générales de vente/ }).check();
    await store.getByTestId('place-order').click();
    await store.getByRole('heading', { level: 1, name: 'Merci pour votre commande' }).waitFor();
    await expect.poll(() => store.getByTestId('order-number').textContent()).toMatch(/^\d{4}-\d{6}$/);
    order.number = (await store.getByTestId('order-number').textContent())!;
    order.total = euros(await store.getByTestId('order-total').textContent());
    expect(order.total).toBeGreaterThan(36);
    await shot('ordered', store);
  });

  it('shows the producer the new order in the top bar and the waiting list, and records the transfer', async () => {
    await signIn(env.logins.admin);
    const counter = page.getByTestId('header-waitingOrders');
    await expect.poll(async () => Number(await counter.getAttribute('data-count'))).toBeGreaterThanOrEqual(1);
    await counter.click();
    await waitForPath('/en_US/order?status=WAITING');
    const row = page.getByRole('row').filter({ hasText: order.number });
    await row.waitFor();
    await shot('waiting-list');
    await row.getByRole('link', { name: order.number }).click();
    await waitForPath(/^\/en_US\/order\/\d+$/);
    order.id = Number(new URL(page.url()).pathname.split('/').pop());
    await expect.poll(() => page.getByTestId('order-status').textContent()).toMatch(/Waiting/);

    await page.getByTestId('payment-add').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reference').waitFor();
    // The balance due, today and the order's method are offered: the producer adds the bank's reference.
    await expect.poll(async () => euros(await dialog.getByTestId('payment-amount').inputValue())).toBe(order.total);
    await dialog.getByLabel('Reference').fill(`VIR ${order.number}`);
    await expect.poll(() => dialog.getByLabel('Reference').inputValue()).toBe(`VIR ${order.number}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.getByTestId('order-payment-status').textContent()).toMatch(/Paid/);
    await expect.poll(() => page.getByTestId('payments-table').textContent()).toContain(`VIR ${order.number}`);
  });

  it('prepares, ships with a tracking number and delivers it; the shopper gets one mail per status, in French', async () => {
    await moveTo('PROCESSING');
    await moveTo('SHIPPED', async (dialog) => dialog.getByTestId('status-tracking').fill('6A00112233445'));
    await moveTo('DELIVERED');
    await shot('delivered');
    await expect
      .poll(async () => (await mailsTo(shopper.email)).map((m) => m.tag))
      .toEqual(['account-created', 'order-confirmation', 'order-processing', 'order-shipped', 'order-delivered']);
    const mails = (await mailsTo(shopper.email)).slice(1);
    for (const mail of mails) expect(mail.subject).toContain(`votre commande ${order.number}`);
    expect(mails[2]!.text).toContain('6A00112233445');
  });

  it('prints the order: a PDF with its number, its wine and both documents', async () => {
    const answer = await fetch(`${env.apiUrl}/admin/order/${order.id}/print`, {
      headers: { authorization: `Bearer ${admin}`, idsite: '1', userlang: 'en_US' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(new Uint8Array(await answer.arrayBuffer()));
    expect(text).toContain(order.number);
    expect(text).toContain(wine);
    expect(text).toMatch(/Order form/);
    expect(text).toMatch(/Delivery slip/);
    // The screen's button fetches the same document with the admin's session.
    const printed = page.waitForResponse((r) => r.url().endsWith(`/admin/order/${order.id}/print`));
    await page.getByTestId('order-print').click();
    expect((await printed).status()).toBe(200);
  });

  it('lists every change in the timeline, with who and when', async () => {
    const timeline = page.getByTestId('order-timeline');
    await expect.poll(() => timeline.textContent()).toContain('Order placed');
    const text = (await timeline.textContent())!;
    for (const change of [
      'Payment of',
      'Status: Waiting → Processing',
      'Status: Processing → Shipped, tracking 6A00112233445',
      'Status: Shipped → Delivered',
      'Mail “Order delivered” sent to',
    ])
      expect(text).toContain(change);
    // Who: the shopper placed it, the producer's admin moved it; when: a Paris date and time on each.
    expect(text).toContain(`Claire Vigne${run}`);
    expect(text).toMatch(/Claire Martin/);
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await timeline.scrollIntoViewIfNeeded();
    await shot('timeline');
    expect(pageErrors).toEqual([]);
  });

  it('lets the shopper ask a return of a bottle from their account', async () => {
    await store.goto(`${env.storeUrl}/account/orders/${order.id}?site=1`);
    await store.getByTestId('return-ask').click();
    const dialog = store.getByTestId('return-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('return-line-0').getByRole('checkbox').check();
    await dialog.getByTestId('return-reason').selectOption({ index: 1 });
    await dialog.getByTestId('return-send').click();
    await expect.poll(() => store.getByTestId('return-status').first().getAttribute('data-status')).toBe('RETURN_ASK');
    await shot('return-asked', store);
  });

  it('takes the return to RETURN ACCEPTED with a label file, and the refund shows in the payments', async () => {
    await page.goto(`${env.adminUrl}/en_US/order/back?status=RETURN_ASK`);
    const row = page.getByRole('row').filter({ hasText: order.number });
    await row.waitFor();
    await row.click();
    const detail = page.getByTestId('return-detail');
    await detail.waitFor();
    const act = async (action: string, withLabel = false) => {
      await detail.getByTestId(`return-action-${action}`).click();
      const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('return-action-confirm') });
      await dialog.getByTestId('return-action-confirm').waitFor();
      if (withLabel)
        await dialog.locator('input[type="file"]').setInputFiles({
          name: 'etiquette-retour.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
        });
      await dialog.getByTestId('return-action-confirm').click();
      await expect.poll(() => page.getByTestId('return-action-confirm').count()).toBe(0);
    };
    await act('SEND_LABEL', true);
    await expect
      .poll(() => detail.getByTestId('return-files-LABEL_SENT').textContent())
      .toContain('etiquette-retour.pdf');
    await act('PRODUCT_RECEIVED');
    await act('ACCEPT_RETURN');
    await expect.poll(() => detail.getByTestId('return-status').textContent()).toMatch(/accepted/i);
    await shot('return-accepted');

    await page.goto(`${env.adminUrl}/en_US/order/${order.id}`);
    const payments = page.getByTestId('payments-table');
    await expect.poll(() => payments.textContent()).toMatch(/Refund/);
    // One bottle of the two was returned and refunded: what the shopper paid less its price.
    await expect
      .poll(async () => euros(await page.getByTestId('balance-paid').textContent()))
      .toBe(Math.round((order.total - 18) * 100) / 100);
    // The bottle came back with its price: nothing is owed, the order stays paid.
    await expect.poll(() => page.getByTestId('order-payment-status').textContent()).toMatch(/Paid/);
    await expect.poll(() => page.getByTestId('order-timeline').textContent()).toMatch(/Return/);
    await shot('refunded');
    expect(pageErrors).toEqual([]);
  });
});
