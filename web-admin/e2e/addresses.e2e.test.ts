import { describe, expect, it } from 'vitest';
import { env, journey, page, pageErrors, shot } from './support/journey.ts';
import { signIn, signOut } from './support/sign-in.ts';
import { answerOf, successToast, waitForPath } from './support/waits.ts';

/**
 * Company addresses in Chromium against the real local stack (issue 6): the seeded admin opens
 * /address from the menu, adds a shop with its city chosen from the city search and a weekly
 * schedule — Tuesday 9:00–12:00; a second slot 14:00–13:00 first shows "End time must be after
 * start time" under its end — saves, and after a reload finds the address in the list with its
 * week, and its slot in the dialog. Then the seeded calendar on its month view (a closure added and
 * saved); the super-admin adds a default address type on /superAdmin/defaults/addressType (site 0),
 * which site 1's /address shows among the defaults, and imports an address file there (a refused
 * row shown with its line before inserting).
 */
journey({ name: 'addresses', viewport: { width: 1280, height: 1000 } });

const run = Date.now().toString(36);
const name = `Boutique de Libourne ${run}`;

describe('company addresses in a browser', () => {
  it('signs the seeded admin in and opens /address from the menu, with the seeded places and types', async () => {
    await signIn(env.logins.admin);
    await page.getByRole('link', { name: 'Addresses', exact: true }).click();
    await waitForPath('/en_US/address');
    const list = page.getByTestId('address-list');
    const cellar = list.locator('tr', { hasText: 'Caveau du Domaine des Lilas' });
    await cellar.waitFor();
    await expect.poll(() => cellar.textContent()).toContain('Tue–Sat 09:00–12:00, 14:00–18:00');
    // The defaults every site sees, beside the site's own (none yet).
    await page.getByTestId('address-type-row-SHOP').waitFor();
    await expect.poll(() => page.getByTestId('address-type-row-SHOP').textContent()).toContain('Default');
    // An ADMIN has no import (read once: a poll for 0 would also pass on a button that showed, then went).
    expect(await page.getByTestId('address-import-open').count()).toBe(0);
    await shot('list');
  });

  it('fills a new shop, its city from the city search', async () => {
    await page.getByTestId('list-add').click();
    await waitForPath('/en_US/address?add=1');
    const form = page.getByTestId('address-form');
    await form.getByTestId('input-name').waitFor();
    await form.getByTestId('input-name').fill(name);
    await form.getByRole('checkbox', { name: 'Boutique' }).check();
    await form.getByTestId('input-firstPart').fill('12 rue Gambetta');
    await form.getByTestId('input-city').fill('Libourn');
    await page.getByRole('option', { name: 'Libourne (33500)' }).click();
    await expect.poll(() => form.getByTestId('input-city').inputValue()).toBe('Libourne');
    await expect.poll(() => form.getByTestId('input-postalCode').inputValue()).toBe('33500');
  });

  it('shows "End time must be after start time" for a slot 14:00–13:00', async () => {
    const form = page.getByTestId('address-form');
    await expect.poll(() => form.getByTestId('schedule-2-closed').isChecked()).toBe(true);
    await form.getByTestId('schedule-2-add').click();
    await form.getByTestId('schedule-2-0-start').fill('09:00');
    await form.getByTestId('schedule-2-0-end').fill('12:00');
    await form.getByTestId('schedule-2-add').click();
    await form.getByTestId('schedule-2-1-start').fill('14:00');
    await form.getByTestId('schedule-2-1-end').fill('13:00');
    await form.getByTestId('schedule-2-1-start').focus();
    await form.getByText('End time must be after start time').waitFor();
    await form.getByTestId('schedule-day-2').scrollIntoViewIfNeeded();
    await shot('end-before-start');
    // Saving is refused by the rules before anything is sent.
    let posted = false;
    const watch = (request: { method(): string; url(): string }) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/company/address')) posted = true;
    };
    page.on('request', watch);
    await form.getByTestId('address-submit').click();
    await form.getByText('End time must be after start time').waitFor();
    page.off('request', watch);
    expect(posted).toBe(false);
  });

  it('saves the shop with Tuesday 9:00–12:00', async () => {
    const form = page.getByTestId('address-form');
    await form.getByTestId('schedule-2-1-remove').click();
    await expect.poll(() => form.getByText('End time must be after start time').count()).toBe(0);
    const created = answerOf('POST', /\/company\/address$/);
    const scheduled = answerOf('PUT', /\/company\/address\/schedule\/\d+$/);
    await form.getByTestId('address-submit').click();
    expect((await created).status()).toBe(200);
    const schedule = await scheduled;
    expect(schedule.status()).toBe(200);
    expect(schedule.request().postDataJSON()).toEqual({
      schedules: [{ day: 2, start: '09:00', end: '12:00' }],
      preparationHours: null,
      idCalendar: null,
    });
    await successToast('Address added');
    await form.waitFor({ state: 'detached' });
    await waitForPath('/en_US/address');
  });

  it('finds it after a reload, in the list and in its dialog', async () => {
    await page.reload();
    await page.getByTestId('filter-name').fill(run);
    await page.getByTestId('list-total').filter({ hasText: 'Total: 1' }).waitFor();
    const row = page.getByTestId('address-list').locator('tr', { hasText: name });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('12 rue Gambetta');
    await expect.poll(() => row.textContent()).toContain('33500 Libourne, FR');
    await expect.poll(() => row.textContent()).toContain('Boutique');
    await expect.poll(() => row.textContent()).toContain('Tue 09:00–12:00');
    await shot('listed');
    await row.getByRole('link', { name: 'Edit' }).click();
    const form = page.getByTestId('address-form');
    await form.getByTestId('schedule-2-0-start').waitFor();
    await expect.poll(() => form.getByTestId('input-name').inputValue()).toBe(name);
    await expect.poll(() => form.getByTestId('schedule-2-0-start').inputValue()).toBe('09:00');
    await expect.poll(() => form.getByTestId('schedule-2-0-end').inputValue()).toBe('12:00');
    // Read once, the saved schedule shown: a poll for 0 would also pass on a slot that showed, then went.
    expect(await form.getByTestId('schedule-2-1-start').count()).toBe(0);
    await expect.poll(() => form.getByTestId('schedule-1-closed').isChecked()).toBe(true);
    await shot('reopened');
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  });

  it('shows the seeded calendar on a month view: today outlined, past days greyed; a closure is saved', async () => {
    await page.getByRole('link', { name: 'Calendars', exact: true }).click();
    await waitForPath('/en_US/calendar');
    const row = page.getByTestId('calendar-list').locator('tr', { hasText: 'Fermetures et ouvertures du caveau' });
    await row.waitFor();
    await row.locator('[data-testid^="dates-"]').click();
    const month = page.getByTestId('calendar-month');
    await month.getByTestId('calendar-month-label').waitFor();
    await expect.poll(() => month.locator('[data-today="true"]').count()).toBe(1);
    await month.getByTestId('calendar-next').click();
    // The 15th of next month, closed for an inventory.
    const next = new Date();
    next.setDate(1);
    next.setMonth(next.getMonth() + 1);
    const date = `15-${String(next.getMonth() + 1).padStart(2, '0')}-${next.getFullYear()}`;
    await month.getByTestId(`calendar-day-${date}`).click();
    await month.getByTestId('day-mode').locator('label', { hasText: 'Closed' }).click();
    await month.getByTestId('day-label').fill(`Inventaire ${run}`);
    await expect.poll(() => month.getByTestId(`calendar-day-${date}`).getAttribute('data-mode')).toBe('CLOSED');
    await shot('calendar-month');
    const saved = answerOf('PUT', /\/admin\/calendar\/\d+\/dates$/);
    await month.getByTestId('calendar-dates-save').click();
    expect((await saved).status()).toBe(200);
    await month.waitFor({ state: 'detached' });
    await signOut();
  });

  it('lets the super-admin add a default address type, which site 1 sees among the defaults', async () => {
    await signIn(env.logins.superAdmin);
    await page.goto(`${env.adminUrl}/en_US/superAdmin/defaults/addressType?add=1`);
    const form = page.getByTestId('address-type-form');
    await form.getByTestId('type-type').waitFor();
    await form.getByTestId('type-type').fill(`DEPOT_${run}`);
    await form.getByTestId('type-label').fill(`Dépôt ${run}`);
    await form.getByTestId('type-color').fill('#aa3300');
    // The colour picker's dropdown closes when another field is chosen.
    await form.getByTestId('type-label').click();
    const created = answerOf('POST', /\/admin\/address\/type$/);
    await form.getByTestId('address-type-submit').click();
    const answer = await created;
    expect(answer.status()).toBe(200);
    expect(answer.request().headers()['idsiteoverride']).toBe('0');
    await form.waitFor({ state: 'detached' });
    await page.getByTestId('address-type-defaults').getByText(`DEPOT_${run.toUpperCase()}`).waitFor();
    await shot('default-types');

    await page.goto(`${env.adminUrl}/en_US/address`);
    await page.getByTestId('site-selector').click();
    await page.getByRole('option', { name: 'Domaine des Lilas' }).click();
    const row = page.getByTestId(`address-type-row-DEPOT_${run.toUpperCase()}`);
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('Default');
  });

  it('lets the super-admin import an address file: the rows read and the refused line first, then the insert', async () => {
    await page.getByTestId('address-import-open').click();
    const dialog = page.getByTestId('address-import');
    const file = [
      'name;firstPart;postalCode;city;types;schedule',
      `Dépôt import ${run};3 rue du Port;33000;Bordeaux;SHOP;wed 09:00-12:00`,
      `Sans rue ${run};;33000;Bordeaux;SHOP;`,
    ].join('\n');
    await dialog
      .getByTestId('address-import-file')
      .setInputFiles({ name: 'addresses.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    const parsed = answerOf('POST', /\/admin\/address\/import\/parse$/);
    await dialog.getByTestId('address-import-parse').click();
    expect((await parsed).status()).toBe(200);
    await dialog.getByTestId('address-import-preview').waitFor();
    await expect.poll(() => dialog.getByTestId('address-import-row-2').textContent()).toContain(`Dépôt import ${run}`);
    await expect.poll(() => dialog.getByTestId('address-import-refused-3').textContent()).toContain('Address is empty');
    await shot('import-preview');
    const inserted = answerOf('POST', /\/admin\/address\/import\/insert$/);
    await dialog.getByTestId('address-import-insert').click();
    expect((await inserted).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('filter-name').fill(`import ${run}`);
    await page.getByTestId('list-total').filter({ hasText: 'Total: 1' }).waitFor();
    const row = page.getByTestId('address-list').locator('tr', { hasText: `Dépôt import ${run}` });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('Wed 09:00–12:00');
    await shot('imported');
    expect(pageErrors).toEqual([]);
  });
});
