import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api.ts';
import { env, journey, page, pageErrors, shot } from './support/journey.ts';
import { signIn, signOut } from './support/sign-in.ts';
import { answerOf, successToast, waitForPath } from './support/waits.ts';

/**
 * Translations in Chromium against the real local stack (issue 19, "Done when"): the super-admin runs a job for
 * en_US on the demo site and watches its progress (the local machine translation: no DeepL key); the storefront's
 * `/en_US` pages show the translations; the admin corrects one by hand in the side-by-side editor; the French source
 * of another changes → it shows outdated and the counts change; a second run leaves the hand-made one untouched.
 */
journey({ name: 'translations', viewport: { width: 1366, height: 900 } });

interface Unit {
  id: number;
  entityId: number;
  field: string;
  source: string;
  text: string | null;
  status: 'MISSING' | 'OUTDATED' | 'CURRENT';
  by: 'PERSON' | 'MACHINE' | null;
}
interface Counts {
  lang: string;
  units: number;
  missing: number;
  outdated: number;
  current: number;
}

const run = Date.now().toString(36);
const handMade = `Open days at the cellar, by hand ${run}`;
let adminToken = '';
let superToken = '';
/** The demo news items: the first is corrected by hand, the second's French title changes. */
let corrected: { id: number; title: string };
let changed: { id: number; title: string };
let idJob = 0;

/** The news title unit of an item in en_US, as the list answers it. */
async function titleUnit(idNews: number): Promise<Unit> {
  const { list } = await api<{ list: Unit[] }>('GET', `/admin/translation/en_US?kind=news&entityId=${idNews}`, {
    token: adminToken,
  });
  const unit = list.find((u) => u.field === 'title');
  if (!unit) throw new Error(`news ${idNews}: no title unit`);
  return unit;
}

async function englishCounts(): Promise<Counts> {
  const { langs } = await api<{ langs: Counts[] }>('GET', '/admin/translation/missing-number', { token: adminToken });
  return langs.find((l) => l.lang === 'en_US')!;
}

/**
 * Clicks the job's Run button and watches the run in the panel until its language is done: the run's status read
 * from the API (the panel shows the previous run's until the new one is loaded), then the panel's progress line.
 */
async function runAndWatch(): Promise<void> {
  const started = answerOf('POST', `/super-admin/translation/job/run/${idJob}`);
  await page.getByTestId(`translation-job-run-${idJob}`).click();
  const answer = await started;
  expect(answer.ok()).toBe(true);
  const idRun = ((await answer.json()) as { data: { id: string } }).data.id;
  const job = page.getByTestId(`translation-job-${idJob}`);
  await job.getByTestId('lang-progress-en_US').waitFor();
  await shot('job-running');
  const lastRun = async () =>
    (
      await api<{ jobs: Array<{ id: number; lastRun: { id: string; status: string } | null }> }>(
        'GET',
        '/super-admin/translation/job',
        { token: superToken },
      )
    ).jobs.find((j) => j.id === idJob)?.lastRun;
  await expect
    .poll(async () => ((await lastRun())?.id === idRun ? (await lastRun())?.status : 'OTHER'), {
      timeout: 240_000,
      interval: 1_000,
    })
    .toBe('SUCCEEDED');
  await job.locator('[data-testid="lang-progress-en_US"][data-status="SUCCEEDED"]').waitFor();
  const [done, total] = ((await job.getByTestId('lang-counts-en_US').textContent()) ?? '').match(/\d+/g)!.map(Number);
  expect(done).toBe(total);
}

beforeAll(async () => {
  adminToken = (await api<{ token: string }>('POST', '/admin/login', { body: env.logins.admin })).token;
  superToken = (await api<{ token: string }>('POST', '/admin/login', { body: env.logins.superAdmin })).token;
  const news = await api<{ list: Array<{ id: number; title: string }> }>('GET', '/admin/news', {
    token: adminToken,
  });
  [corrected, changed] = [news.list[0]!, news.list[1]!];
  expect(superToken).not.toBe('');
});

describe('translations in a browser', () => {
  it('lets the super-admin run a job for en_US on the demo site and watch its progress', async () => {
    await signIn(env.logins.superAdmin);
    await page.goto(`${env.adminUrl}/en_US/superAdmin/translation`);
    await page.getByTestId('translation-jobs-panel').waitFor();
    expect(await page.getByTestId('mt-usage').textContent()).toMatch(/local/i);
    await page.getByTestId('translation-job-site').click();
    await page.getByRole('option', { name: 'Domaine des Lilas', exact: true }).click();
    // The MultiSelect's own wrapper takes the pointer over its input: the click goes to the input itself.
    await page.getByTestId('translation-job-langs').click({ force: true });
    await page.getByRole('option', { name: 'English (en_US)' }).click();
    await page.keyboard.press('Escape');
    const created = answerOf('POST', '/super-admin/translation/job');
    await page.getByTestId('translation-job-create').click();
    const answer = await created;
    expect(answer.ok()).toBe(true);
    idJob = ((await answer.json()) as { data: { id: number } }).data.id;
    await runAndWatch();
    await shot('job-done');
    const unit = await titleUnit(corrected.id);
    expect(unit).toMatchObject({ status: 'CURRENT', by: 'MACHINE' });
  });

  it('shows the machine translations on the storefront’s /en_US pages', async () => {
    const unit = await titleUnit(changed.id);
    expect(unit.text).not.toBeNull();
    await page.goto(`${env.storeUrl}/en_US/news?site=1`);
    await page.getByText(unit.text!, { exact: true }).first().waitFor();
    await page.goto(`${env.storeUrl}/news?site=1`);
    await page.getByText(changed.title, { exact: true }).first().waitFor();
    await shot('store-en');
  });

  it('lets the admin correct one translation by hand in the side-by-side editor', async () => {
    await page.goto(`${env.adminUrl}/en_US`);
    await signOut();
    await signIn(env.logins.admin);
    await page.goto(`${env.adminUrl}/en_US/translation`);
    await page.getByTestId('lang-card-en_US').waitFor();
    await page.getByTestId('lang-open-en_US').click();
    await waitForPath('/en_US/translation/en_US');
    await page.getByTestId('translation-kind').selectOption('news');
    await page.getByTestId('translation-search').fill(corrected.title);
    const unit = await titleUnit(corrected.id);
    await page.getByTestId(`unit-${unit.id}`).click();
    const editor = page.getByTestId('translation-editor');
    await editor.getByTestId('translation-source').getByText(corrected.title).waitFor();
    await editor.getByTestId('translation-text').fill(handMade);
    await shot('editor');
    const saved = answerOf('PUT', `/admin/translation/${unit.id}/en_US`);
    await editor.getByTestId('translation-save').click();
    expect((await saved).status()).toBe(200);
    await successToast('Translation saved');
    await editor.getByTestId('translation-editor-by').getByText('A person', { exact: false }).waitFor();
    expect(await titleUnit(corrected.id)).toMatchObject({ text: handMade, status: 'CURRENT', by: 'PERSON' });
    await page.goto(`${env.storeUrl}/en_US/news?site=1`);
    await page.getByText(handMade, { exact: true }).first().waitFor();
  });

  it('marks a translation outdated when its French source changes, and the counts follow', async () => {
    const before = await englishCounts();
    await page.goto(`${env.adminUrl}/en_US/news/update/${changed.id}`);
    await page.getByTestId('news-title').fill(`${changed.title} (nouvelle date ${run})`);
    const saved = answerOf('PUT', `/admin/news/${changed.id}`);
    await page.getByTestId('news-submit').click();
    expect((await saved).status()).toBe(200);
    expect(await titleUnit(changed.id)).toMatchObject({ status: 'OUTDATED', by: 'MACHINE' });
    const after = await englishCounts();
    expect(after.outdated).toBe(before.outdated + 1);
    expect(after.current).toBe(before.current - 1);
    await page.goto(`${env.adminUrl}/en_US/translation`);
    const card = page.getByTestId('lang-card-en_US');
    await card.getByText(`Outdated: ${after.outdated}`).waitFor();
    await page.goto(`${env.adminUrl}/en_US/translation/en_US`);
    await page.getByTestId('tab-OUTDATED').click();
    const unit = await titleUnit(changed.id);
    await page.getByTestId(`unit-${unit.id}`).getByText('Outdated').waitFor();
    await shot('outdated');
  });

  it('runs the job again: the outdated machine text is redone, the hand-made one is left untouched', async () => {
    await page.goto(`${env.adminUrl}/en_US`);
    await signOut();
    await signIn(env.logins.superAdmin);
    await page.goto(`${env.adminUrl}/en_US/superAdmin/translation`);
    await runAndWatch();
    expect(await titleUnit(corrected.id)).toMatchObject({ text: handMade, status: 'CURRENT', by: 'PERSON' });
    expect(await titleUnit(changed.id)).toMatchObject({ status: 'CURRENT', by: 'MACHINE' });
    await shot('second-run');
    expect(pageErrors).toEqual([]);
  });
});
