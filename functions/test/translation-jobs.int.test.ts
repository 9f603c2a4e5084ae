import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, sendForm, signIn, type FormFile } from '../../scripts/src/test/api.ts';

/**
 * Machine-translation jobs (issue 19; docs/translation-jobs.md) through the local gateway, with the local machine
 * translation (a French word list, glossary terms kept): a run translates the missing units language by language,
 * never replaces a person's translation unless asked, retries a rate limit, and ends a language FAILED on a quota
 * that stays used up. The site is this file's own (created here), so no other test sees its languages.
 */
const { logins, apiUrl } = inject('fixtures');
let superAdmin: string;
let admin1: string;
let site: number;
const run = Date.now().toString(36);

const png: FormFile = {
  field: 'image',
  name: 'harvest.png',
  type: 'image/png',
  bytes: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
};

async function ok(answer: Promise<{ status: number; raw: string; body: { data: any } }>, status = 200) {
  const done = await answer;
  expect(done.status, done.raw).toBe(status);
  return done.body.data;
}
async function idle(): Promise<void> {
  expect((await fetch(`${apiUrl}/__workflows/idle`, { method: 'POST' })).status).toBe(204);
}
async function fault(task: string, times: number): Promise<void> {
  const answer = await fetch(`${apiUrl}/__faults`, {
    method: 'POST',
    body: JSON.stringify({ task, idSite: site, times }),
  });
  expect(answer.status).toBe(204);
}
const asSuper = (body?: unknown) => ({ token: superAdmin, idSite: site, body });

/** Creates a definition and runs it to the end: the job record as the list answers it. */
async function runJob(langs: string[], overwritePerson = false) {
  const definition = await ok(
    call('POST', '/super-admin/translation/job', asSuper({ idSite: site, langs, overwritePerson })),
    201,
  );
  const started = await ok(call('POST', `/super-admin/translation/job/run/${definition.id}`, asSuper()), 202);
  expect(started).toMatchObject({ kind: 'translate', status: 'RUNNING', idSite: site });
  await idle();
  const list = await ok(call('GET', '/super-admin/translation/job', asSuper()));
  const found = list.jobs.find((j: { id: number }) => j.id === definition.id);
  expect(found.siteName).toBe(`Domaine Rouge ${run}`);
  return found.lastRun;
}

async function translations(lang: string, filters = '') {
  const list = await ok(
    call('GET', `/admin/translation/${lang}?kind=news&nbItem=100${filters}`, { token: superAdmin, idSite: site }),
  );
  return list.list as Array<{
    id: number;
    field: string;
    source: string;
    text: string | null;
    status: string;
    by: string;
  }>;
}

let newsId: number;

beforeAll(async () => {
  superAdmin = await signIn(logins.superAdmin.email, logins.superAdmin.password);
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  site = (await ok(call('POST', '/site', { token: superAdmin, body: { name: `Domaine Rouge ${run}` } }), 201)).id;
  await idle();
  for (const code of ['en_US', 'de_DE'])
    await ok(call('POST', '/admin/lang', { token: superAdmin, idSite: site, body: { code } }), 201);
  const news = await sendForm(
    'POST',
    '/admin/news',
    {
      title: 'Notre vin rouge',
      metaDescription: `Le domaine du Domaine Rouge ${run} et son Vin de Garde`,
      description: '<p>Le <strong>vin</strong> blanc du domaine</p>',
    },
    [png],
    { token: superAdmin, idSite: site },
  );
  expect(news.status, news.raw).toBe(200);
  newsId = news.body.data.id;
  await ok(call('PUT', '/admin/translation/glossary', asSuper({ terms: ['Vin de Garde'] })));
});

afterAll(async () => {
  await fetch(`${apiUrl}/__faults`, { method: 'POST', body: JSON.stringify({ task: '*clear' }) });
});

describe('a translation job run', () => {
  it('translates every missing unit in each language, by the machine, and counts its progress', async () => {
    const job = await runJob(['en_US', 'de_DE']);
    expect(job.status, JSON.stringify(job)).toBe('SUCCEEDED');
    expect(job.progress).toHaveLength(2);
    for (const entry of job.progress) {
      expect(entry).toMatchObject({ status: 'SUCCEEDED', failed: 0, error: null });
      expect(entry.total).toBeGreaterThan(0);
      expect(entry.done).toBe(entry.total);
    }
    const english = await translations('en_US');
    expect(english.length).toBeGreaterThan(0);
    expect(english.every((unit) => unit.status === 'CURRENT' && unit.by === 'MACHINE')).toBe(true);
    expect(english.find((unit) => unit.field === 'title')?.text).toBe('Our wine red');
    expect(english.find((unit) => unit.field === 'description')?.text).toBe(
      '<p>The <strong>wine</strong> white of the estate</p>',
    );
    expect((await translations('de_DE')).find((unit) => unit.field === 'title')?.text).toBe('Unser Wein rot');
  });

  it('keeps the glossary terms as written while the same word alone is translated', async () => {
    const meta = (await translations('en_US')).find((unit) => unit.field === 'metaDescription');
    // The site's name is taken from the site, "Vin de Garde" is the admin's own term.
    expect(meta?.text).toBe(`The estate of the Domaine Rouge ${run} and son Vin de Garde`);
  });

  it('never replaces a person’s translation, unless the job says overwritePerson', async () => {
    const title = (await translations('en_US')).find((unit) => unit.field === 'title')!;
    await ok(call('PUT', `/admin/translation/${title.id}/en_US`, asSuper({ text: 'Our lovely red' })));
    // The source changes: the person's translation is OUTDATED now.
    const changed = await sendForm(
      'PUT',
      `/admin/news/${newsId}`,
      {
        title: 'Notre nouveau vin rouge',
        metaDescription: `Le domaine du Domaine Rouge ${run} et son Vin de Garde`,
        description: '<p>Le <strong>vin</strong> blanc du domaine</p>',
      },
      [],
      { token: superAdmin, idSite: site },
    );
    expect(changed.status, changed.raw).toBe(200);
    const kept = await runJob(['en_US']);
    expect(kept.status).toBe('SUCCEEDED');
    expect((await translations('en_US')).find((unit) => unit.field === 'title')).toMatchObject({
      text: 'Our lovely red',
      by: 'PERSON',
      status: 'OUTDATED',
    });
    const replaced = await runJob(['en_US'], true);
    expect(replaced.progress[0]).toMatchObject({ lang: 'en_US', total: 1, done: 1, status: 'SUCCEEDED' });
    expect((await translations('en_US')).find((unit) => unit.field === 'title')).toMatchObject({
      text: 'Our new wine red',
      by: 'MACHINE',
      status: 'CURRENT',
    });
  });

  it('retries a rate limit, then succeeds', async () => {
    await ok(call('PUT', `/admin/translation/${(await translations('de_DE'))[0]!.id}/de_DE`, asSuper({ text: '' })));
    await fault('mt-rate-limited', 2);
    const job = await runJob(['de_DE']);
    expect(job.status, JSON.stringify(job)).toBe('SUCCEEDED');
    // The unit emptied, and the title changed by the test before (its machine translation is OUTDATED).
    expect(job.progress[0]).toMatchObject({ lang: 'de_DE', total: 2, done: 2, status: 'SUCCEEDED' });
  });

  it('ends a language FAILED with its reason when the quota stays used up, and the job says how many failed', async () => {
    await ok(call('PUT', `/admin/translation/${(await translations('de_DE'))[0]!.id}/de_DE`, asSuper({ text: '' })));
    await fault('mt-quota-exceeded', 50);
    const job = await runJob(['de_DE']);
    await fetch(`${apiUrl}/__faults`, { method: 'POST', body: JSON.stringify({ task: '*clear' }) });
    expect(job.status).toBe('FAILED');
    expect(job.progress[0]).toMatchObject({
      lang: 'de_DE',
      status: 'FAILED',
      failed: 1,
      error: 'DeepL: the character quota is used up (456, injected)',
    });
    expect(job.failure).toBe('1 of 1 languages failed: de_DE (DeepL: the character quota is used up (456, injected))');
  });

  it('answers 409 while a run of the same site goes on', async () => {
    const definition = await ok(
      call('POST', '/super-admin/translation/job', asSuper({ idSite: site, langs: ['en_US'] })),
      201,
    );
    const [a, b] = await Promise.all([
      call('POST', `/super-admin/translation/job/run/${definition.id}`, asSuper()),
      call('POST', `/super-admin/translation/job/run/${definition.id}`, asSuper()),
    ]);
    expect([a.status, b.status].sort()).toEqual([202, 409]);
    await idle();
  });
});

describe('job definitions', () => {
  it('refuses a language the site is not translated into, with the spec’s message', async () => {
    const answer = await call('POST', '/super-admin/translation/job', asSuper({ idSite: site, langs: ['nl_NL'] }));
    expect(answer.status, answer.raw).toBe(400);
    expect(answer.body.message).toBe('Unknown lang');
    expect(answer.body.data.errors).toEqual({ langs: ['Unknown lang'] });
  });

  it('refuses a definition without languages', async () => {
    const answer = await call('POST', '/super-admin/translation/job', asSuper({ idSite: site, langs: [] }));
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual({ langs: ['Choose at least one language'] });
  });

  it('answers 404 for a site that does not exist', async () => {
    const answer = await call('POST', '/super-admin/translation/job', asSuper({ idSite: 987_654, langs: ['en_US'] }));
    expect(answer.status).toBe(404);
  });
});

describe('who may see and run translation jobs', () => {
  it('refuses the super-admin routes to an ADMIN', async () => {
    const as = { token: admin1, idSite: 1 };
    expect((await call('GET', '/super-admin/translation/job', as)).status).toBe(403);
    expect(
      (await call('POST', '/super-admin/translation/job', { ...as, body: { idSite: 1, langs: ['en_US'] } })).status,
    ).toBe(403);
    expect((await call('POST', '/super-admin/translation/job/run/1', as)).status).toBe(403);
    expect((await call('GET', '/super-admin/deepl/usage', as)).status).toBe(403);
    expect((await call('GET', '/super-admin/deepl/supported-languages', as)).status).toBe(403);
  });

  it('shows an admin its own site’s jobs only', async () => {
    const own = await ok(call('GET', '/admin/translation/job', { token: admin1, idSite: 1 }));
    expect(own.jobs.every((job: { idSite: number }) => job.idSite === 1)).toBe(true);
    expect(own.jobs.some((job: { idSite: number }) => job.idSite === site)).toBe(false);
    expect((await call('GET', '/admin/translation/job', { token: admin1, idSite: site })).status).toBe(403);
    const theirs = await ok(call('GET', '/admin/translation/job', { token: superAdmin, idSite: site }));
    expect(theirs.jobs.length).toBeGreaterThan(0);
  });

  it('keeps a site’s glossary to itself', async () => {
    const mine = await ok(call('GET', '/admin/translation/glossary', { token: admin1, idSite: 1 }));
    expect(mine.terms).not.toContain('Vin de Garde');
    expect(mine.inferred).toContain('Domaine des Lilas');
  });
});

describe('machine translation usage', () => {
  it('says the local machine translation answers when there is no DeepL key', async () => {
    expect(await ok(call('GET', '/super-admin/deepl/usage', asSuper()))).toEqual({
      adapter: 'local',
      characterCount: 0,
      characterLimit: 0,
    });
    const languages = await ok(call('GET', '/super-admin/deepl/supported-languages', asSuper()));
    expect(languages.adapter).toBe('local');
    expect(languages.languages.length).toBeGreaterThan(0);
  });
});
