import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api.ts';
import { browser, env, journey, page, pageErrors, shot, watch } from './support/journey.ts';
import { createWine, kindId } from './support/shop.ts';
import { signIn } from './support/sign-in.ts';
import { tinyPng } from './support/tiny-png.ts';
import { answerOf, waitForPath } from './support/waits.ts';

/**
 * The page builder in Chromium against the real local stack (issue 14): the admin builds a new page in the visual
 * editor — its information (title, url, meta description, menu title and icon), a TWO_COLUMN layout of text and an
 * uploaded image beside a title and rich text, a ONE_COLUMN layout holding the library's "Liste des vins" component,
 * a computer and a different mobile top padding — moves a layout by drag and drop, undoes and redoes the move, and
 * publishes. The storefront shows the page at its url with its menu entry, the two columns side by side on a computer
 * and stacked on a phone with each device's padding, and the wines' cards; a draft left on a version the page has since
 * moved past is offered back as outdated, and discarded.
 */
journey({ name: 'pages', viewport: { width: 1366, height: 768 } });

const run = Date.now().toString(36);
const info = {
  title: `Notre histoire ${run}`,
  url: `notre-histoire-${run}`,
  metaDescription: 'Trois générations de vignerons au pied des Cévennes.',
  menuTitle: `Histoire ${run}`,
};
const wine = `Cuvée des pages ${run}`;
const columnTitle = `Le domaine ${run}`;
const richText = 'Nos vignes poussent sur des terrasses de schiste.';
const imageAlt = 'Les terrasses de schiste au printemps';
let admin: string;
let idPage = 0;
let storeContext: BrowserContext;
let store: Page;

const draftKey = () => `cellar.pageDraft.1.${idPage}`;
const layoutType = (index: number) => page.getByTestId(`layout-${index}`).getAttribute('data-layout-type');

/** A box that must be on the screen (its element rendered and laid out). */
async function box(target: Locator) {
  const found = await target.boundingBox();
  if (!found) throw new Error('the element has no box');
  return found;
}

/**
 * Drags a layout by its handle onto another with the mouse, as a person does: dnd-kit's PointerSensor starts after
 * 4 px, so the pointer goes down on the handle, moves in small steps until the dragged card lies over the target's top,
 * and comes up there (closestCenter then names the target as the drop place).
 */
async function dragLayout(from: number, to: number): Promise<void> {
  const handle = page.getByTestId(`layout-${from}-handle`);
  await handle.scrollIntoViewIfNeeded();
  const start = await box(handle);
  const dragged = await box(page.getByTestId(`layout-${from}`));
  const target = await box(page.getByTestId(`layout-${to}`));
  const x = start.x + start.width / 2;
  const y = start.y + start.height / 2;
  // The card's top goes to the target's top, a little higher: the pointer keeps its offset inside the card.
  const endY = y - (dragged.y - target.y) - 12;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y - 8, { steps: 4 });
  await page.mouse.move(x, endY, { steps: 20 });
  await page.mouse.up();
}

beforeAll(async () => {
  admin = (await api<{ token: string }>('POST', '/admin/login', { body: env.logins.admin })).token;
  // A wine for the product list component to show (the demo site has no product of its own).
  await createWine(admin, wine, { price: 14, quantity: 12, kind: await kindId('Rouge') });
  storeContext = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'fr-FR' });
  store = watch(await storeContext.newPage());
});

afterAll(async () => {
  await storeContext?.close().catch(() => undefined);
});

describe('the page builder, from the editor to the storefront', () => {
  it('starts a new page and fills its information', async () => {
    await signIn(env.logins.admin);
    await page.goto(`${env.adminUrl}/en_US/page/editor`);
    await page.getByTestId('page-editor').waitFor();
    await expect.poll(() => page.getByTestId('save-status').getAttribute('data-state')).toBe('new');
    // The live preview is not part of this journey: hidden, the canvas has the room.
    await page.getByTestId('preview-toggle').getByText('Hidden').click();

    await page.getByTestId('open-page-info').click();
    const drawer = page.getByTestId('page-info-drawer');
    await drawer.getByTestId('info-title').fill(info.title);
    await drawer.getByTestId('info-url').fill(info.url);
    await drawer.getByTestId('info-metaDescription').fill(info.metaDescription);
    await expect.poll(() => drawer.getByTestId('info-showInMenu').isChecked()).toBe(true);
    await drawer.getByTestId('info-menuTitle').fill(info.menuTitle);
    await drawer.getByTestId('info-menuIcon').click();
    await page.getByRole('option', { name: 'Book' }).click();
    await expect.poll(() => drawer.getByTestId('info-menuIcon').inputValue()).toBe('Book');
    await expect.poll(() => drawer.getByTestId('info-url').inputValue()).toBe(info.url);
    await shot('information');
    await page.getByTestId('page-info-close').click();
    await expect.poll(() => page.getByTestId('info-title').count()).toBe(0);
  });

  it('builds a TWO_COLUMN layout: an uploaded image with its alt text, beside a title and a rich text', async () => {
    await page.getByTestId('add-layout').click();
    await page.getByTestId('add-layout-TWO_COLUMN').click();
    await expect.poll(() => layoutType(0)).toBe('TWO_COLUMN');

    await page.getByTestId('content-0-0-entity').click();
    await page.getByTestId('entity-add-image').click();
    // Mantine's modal root has no box of its own: what shows is inside it.
    const picker = page.getByTestId('page-image-picker');
    await picker.getByTestId('page-image-upload').waitFor();
    const uploaded = answerOf('POST', '/admin/page/image');
    await picker
      .getByTestId('page-image-upload-input')
      .setInputFiles({ name: `terrasses-${run}.png`, mimeType: 'image/png', buffer: tinyPng });
    expect((await uploaded).status()).toBe(200);
    // The uploaded image is chosen and the picker closes.
    await picker.waitFor({ state: 'detached' });
    await page.getByTestId('entity-image-alt-0').fill(imageAlt);
    await expect.poll(() => page.getByTestId('content-0-0').textContent()).toContain('1 image(s)');

    await page.getByTestId('content-0-1-entity').click();
    await expect.poll(() => page.getByTestId('content-0-1').getAttribute('data-selected')).toBe('true');
    await page.getByTestId('entity-title').fill(columnTitle);
    await page.getByTestId('entity-text-content').locator('[contenteditable="true"]').click();
    await page.keyboard.type(richText);
    await expect.poll(() => page.getByTestId('content-0-1').textContent()).toContain(richText);
    await expect.poll(() => page.getByTestId('content-0-1').textContent()).toContain(columnTitle);
  });

  it('adds a ONE_COLUMN layout holding the “Liste des vins” component of the site’s library', async () => {
    await page.getByTestId('add-layout').click();
    await page.getByTestId('add-layout-ONE_COLUMN').click();
    await expect.poll(() => layoutType(1)).toBe('ONE_COLUMN');
    await page.getByTestId('content-1-0-component').click();
    const picker = page.getByTestId('component-picker');
    await picker.getByRole('button', { name: 'Choose Liste des vins', exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('content-1-0').getAttribute('data-content-type')).toBe('COMPONENT');
    await expect.poll(() => page.getByTestId('content-1-0').textContent()).toContain('Liste des vins');
  });

  it('gives the TWO_COLUMN layout a top padding of 48 px on a computer and 8 px on a phone', async () => {
    await page.getByTestId('layout-0-select').click();
    await expect.poll(() => page.getByTestId('parameters-title').textContent()).toMatch(/Two columns/);
    const paddingTop = page.getByTestId('parameters').getByTestId('padding-top');
    await paddingTop.fill('48');
    const device = page.getByTestId('device-switch');
    await device.getByText('Mobile').click();
    await page.getByTestId('mobile-help').waitFor();
    // The mobile field is empty, the computer's value shown in grey until one is typed.
    await expect.poll(() => paddingTop.inputValue()).toBe('');
    await expect.poll(() => paddingTop.getAttribute('placeholder')).toBe('48');
    await paddingTop.fill('8');
    await expect.poll(() => paddingTop.inputValue()).toBe('8');
    await device.getByText('Computer').click();
    await page.getByTestId('mobile-help').waitFor({ state: 'detached' });
    await expect.poll(() => paddingTop.inputValue()).toBe('48');
    await shot('built');
  });

  it('moves the ONE_COLUMN layout above the TWO_COLUMN one by drag and drop, then undoes and redoes it', async () => {
    // A real pointer drag on the handle (dnd-kit's PointerSensor), not its keyboard sensor.
    await dragLayout(1, 0);
    await expect.poll(() => layoutType(0)).toBe('ONE_COLUMN');
    await expect.poll(() => layoutType(1)).toBe('TWO_COLUMN');
    await shot('moved');

    // The shortcuts work outside text fields: the focus is on the canvas's handle, not in an input.
    await page.keyboard.press('Control+z');
    await expect.poll(() => layoutType(0)).toBe('TWO_COLUMN');
    await expect.poll(() => layoutType(1)).toBe('ONE_COLUMN');
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => layoutType(0)).toBe('ONE_COLUMN');
    await expect.poll(() => layoutType(1)).toBe('TWO_COLUMN');
  });

  it('publishes the page: its own address, everything saved', async () => {
    const save = page.getByTestId('save-page');
    await expect.poll(() => save.getAttribute('data-action')).toBe('publish');
    const created = answerOf('POST', '/admin/page');
    await save.click();
    const answer = await created;
    expect(answer.status()).toBe(200);
    idPage = ((await answer.json()) as { data: { id: number } }).data.id;
    expect(idPage).toBeGreaterThan(0);
    await waitForPath(`/en_US/page/editor/${idPage}`);
    await expect.poll(() => page.getByTestId('save-status').getAttribute('data-state')).toBe('saved');
    await expect.poll(() => page.getByTestId('save-page').getAttribute('data-action')).toBe('save');
    await expect.poll(() => layoutType(0)).toBe('ONE_COLUMN');
    await shot('published');
  });

  it('shows the page on the storefront: its menu entry, two columns side by side on a computer, stacked on a phone', async () => {
    await store.goto(`${env.storeUrl}/${info.url}?site=1`);
    await store.getByRole('heading', { level: 1, name: info.title }).waitFor();
    const entry = store.getByTestId('site-menu').locator(`a[href$="/${info.url}"]`);
    await expect.poll(() => entry.count()).toBe(1);
    await expect.poll(() => entry.textContent()).toContain(info.menuTitle);

    const layout = store.locator('[data-testid="layout"][data-layout-type="TWO_COLUMN"]');
    const contents = layout.locator('[data-testid="content"]');
    await expect.poll(() => contents.count()).toBe(2);
    await expect.poll(() => contents.nth(1).textContent()).toContain(richText);
    await expect.poll(() => contents.nth(0).getByRole('img', { name: imageAlt }).count()).toBe(1);
    const paddingTop = () => layout.evaluate((element) => getComputedStyle(element).paddingTop);
    // The product list component, with the wine made for this run among its cards.
    const wines = store.locator('[data-testid="content"][data-component="product-list"]');
    await wines.getByTestId('product-card').filter({ hasText: wine }).waitFor();
    await expect.poll(() => wines.getByTestId('product-card').count()).toBeGreaterThan(0);

    // A computer: the two contents on one row, 48 px above them.
    await expect.poll(paddingTop).toBe('48px');
    await expect
      .poll(async () => {
        const [first, second] = [await box(contents.nth(0)), await box(contents.nth(1))];
        return Math.abs(first.y - second.y) <= 2 && second.x > first.x + first.width - 2;
      })
      .toBe(true);
    await layout.scrollIntoViewIfNeeded();
    await shot('desktop', store);

    // A phone: the second content under the first, 8 px above them.
    await store.setViewportSize({ width: 390, height: 844 });
    await expect.poll(paddingTop).toBe('8px');
    await expect
      .poll(async () => {
        const [first, second] = [await box(contents.nth(0)), await box(contents.nth(1))];
        return second.y >= first.y + first.height - 2;
      })
      .toBe(true);
    await shot('mobile', store);
  });

  it('says a draft left on an older version of the page is outdated, and discards it', async () => {
    await page.goto(`${env.adminUrl}/en_US/page/editor/${idPage}`);
    await expect.poll(() => layoutType(1)).toBe('TWO_COLUMN');
    await expect.poll(() => page.getByTestId('save-status').getAttribute('data-state')).toBe('saved');
    // A change kept in this browser only: the draft, on the version the editor read.
    await page.getByTestId('content-1-1-select').click();
    await page.getByTestId('entity-title').fill(`${columnTitle}, suite`);
    await expect.poll(() => page.getByTestId('save-status').getAttribute('data-state')).toBe('unsaved');
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), draftKey()))
      .toContain(`${columnTitle}, suite`);

    // Meanwhile the page is saved from elsewhere (another tab, another person): its version moves on.
    const saved = await api<Record<string, unknown> & { version: number }>('GET', `/admin/page/${idPage}`, {
      token: admin,
    });
    const { id: _id, version, schemaVersion: _schema, updatedAt: _updated, ...body } = saved;
    const updated = await api<{ version: number }>('PUT', `/admin/page/${idPage}`, {
      token: admin,
      body: { ...body, metaDescription: `${info.metaDescription} Depuis 1952.`, version },
    });
    expect(updated.version).toBeGreaterThan(version);

    await page.reload();
    const dialog = page.getByTestId('draft-outdated');
    await dialog.getByTestId('draft-discard').waitFor();
    await expect
      .poll(() => dialog.getByTestId('draft-text').textContent())
      .toContain(`version ${version} of the page; the page is now at version ${updated.version}`);
    await shot('draft-outdated');
    await dialog.getByTestId('draft-discard').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), draftKey())).toBeNull();
    // The page as saved elsewhere, without the discarded change.
    await expect.poll(() => page.getByTestId('content-1-1').textContent()).not.toContain(`${columnTitle}, suite`);
    await expect.poll(() => page.getByTestId('save-status').getAttribute('data-state')).toBe('saved');
    expect(pageErrors).toEqual([]);
  });
});
