import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, sendForm, signIn, type FormFile } from '../../scripts/src/test/api.ts';
import { authorisedSiteId } from '../src/data/site-id.ts';
import { forgetEnvironment } from '../src/local/local-reset.ts';
import { sourceHash } from '../src/services/translations/source-hash.ts';
import { translationService } from '../src/services/translations/translation-service.ts';

/**
 * The translation core (issue 19; docs/translations.md) through the local gateway, on news items of site 1 (written
 * in French, translated into English): units missing then current then outdated, the counts that move with them,
 * the storefront's fallback, site isolation and the super-admin's global translations.
 */
const { logins } = inject('fixtures');
let admin1: string;
let admin2: string;
let superAdmin: string;
const run = Date.now().toString(36);

type Answer = { status: number; raw: string; body: { message: string; data: any } };
type Unit = { id: number; field: string; source: string; text: string | null; status: string; by: string | null };

function ok(answer: Answer) {
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data;
}

const png: FormFile = {
  field: 'image',
  name: 'harvest.png',
  type: 'image/png',
  bytes: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
};

const newsBody = (title: string, over: Record<string, unknown> = {}) => ({
  title,
  metaDescription: `Les vendanges ${run}`,
  description: '<p>Les premiers raisins sont rentrés.</p>',
  ...over,
});

async function createNews(title: string): Promise<number> {
  const answer = await sendForm('POST', '/admin/news', newsBody(title), [png], { token: admin1, idSite: 1 });
  return ok(answer).id;
}

const put = (id: number, text: string, lang = 'en_US', token = admin1, idSite = 1) =>
  call('PUT', `/admin/translation/${id}/${lang}`, { token, idSite, body: { text } });

async function unitsOf(id: number): Promise<Map<string, Unit>> {
  const list = ok(
    await call('GET', `/admin/translation/en_US?kind=news&entityId=${id}&nbItem=100`, { token: admin1, idSite: 1 }),
  );
  return new Map((list.list as Unit[]).map((unit) => [unit.field, unit]));
}

async function englishCounts(): Promise<{ units: number; missing: number; outdated: number; current: number }> {
  const answer = ok(await call('GET', '/admin/translation/missing-number', { token: admin1, idSite: 1 }));
  return answer.langs.find((l: { lang: string }) => l.lang === 'en_US');
}

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
  superAdmin = await signIn(logins.superAdmin.email, logins.superAdmin.password);
});

describe('a unit through its states', () => {
  let idNews: number;
  let title: Unit;

  it('makes each text of a new entity a MISSING unit, counted', async () => {
    const before = await englishCounts();
    idNews = await createNews(`Vendanges ${run}`);
    const units = await unitsOf(idNews);
    // The image has no alt text: a blank text is no unit.
    expect([...units.keys()].sort()).toEqual(['description', 'metaDescription', 'title']);
    title = units.get('title')!;
    expect(title).toMatchObject({ source: `Vendanges ${run}`, status: 'MISSING', text: null, by: null });
    const after = await englishCounts();
    expect(after.units - before.units).toBe(units.size);
    expect(after.missing - before.missing).toBe(units.size);
  });

  it('makes a person’s translation CURRENT and says so', async () => {
    const before = await englishCounts();
    const answer = await put(title.id, `  Harvest ${run} `);
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.message).toBe('Translation saved');
    expect(answer.body.data).toMatchObject({ text: `Harvest ${run}`, status: 'CURRENT', by: 'PERSON' });
    expect((await unitsOf(idNews)).get('title')).toMatchObject({ status: 'CURRENT', text: `Harvest ${run}` });
    const after = await englishCounts();
    expect(after.missing - before.missing).toBe(-1);
    expect(after.current - before.current).toBe(1);
  });

  it('shows the translation to an English visitor, the French source where there is none', async () => {
    const english = ok(await call('GET', `/news/${idNews}`, { idSite: 1, lang: 'en_US' }));
    expect(english.title).toBe(`Harvest ${run}`);
    expect(english.metaDescription).toBe(`Les vendanges ${run}`);
    const french = ok(await call('GET', `/news/${idNews}`, { idSite: 1, lang: 'fr_FR' }));
    expect(french.title).toBe(`Vendanges ${run}`);
  });

  it('makes the translation OUTDATED when the source changes, and counts it', async () => {
    const before = await ok(await call('GET', '/admin/translation/missing-number', { token: admin1, idSite: 1 }));
    const changed = await sendForm('PUT', `/admin/news/${idNews}`, newsBody(`Vendanges tardives ${run}`), [], {
      token: admin1,
      idSite: 1,
    });
    expect(changed.status, changed.raw).toBe(200);
    expect((await unitsOf(idNews)).get('title')).toMatchObject({
      source: `Vendanges tardives ${run}`,
      status: 'OUTDATED',
      text: `Harvest ${run}`,
    });
    const after = ok(await call('GET', '/admin/translation/missing-number', { token: admin1, idSite: 1 }));
    expect(after.total - before.total).toBe(1);
    // An outdated translation is still shown: an older wording beats a language the visitor did not ask for.
    expect(ok(await call('GET', `/news/${idNews}`, { idSite: 1, lang: 'en_US' })).title).toBe(`Harvest ${run}`);
  });

  it('lists the outdated units with a status filter', async () => {
    const list = ok(
      await call('GET', `/admin/translation/en_US?status=OUTDATED&source=lk:${run}`, { token: admin1, idSite: 1 }),
    );
    expect(list.list.map((u: Unit) => u.id)).toEqual([title.id]);
  });

  it('removes a translation given an empty text: MISSING again', async () => {
    const before = await englishCounts();
    expect(ok(await put(title.id, ''))).toMatchObject({ status: 'MISSING', text: null });
    const after = await englishCounts();
    expect(after.missing - before.missing).toBe(1);
    expect(after.outdated - before.outdated).toBe(-1);
    expect(ok(await call('GET', `/news/${idNews}`, { idSite: 1, lang: 'en_US' })).title).toBe(
      `Vendanges tardives ${run}`,
    );
  });

  it('forgets the units and their counts of a deleted entity', async () => {
    const units = await unitsOf(idNews);
    ok(await put(units.get('metaDescription')!.id, 'The harvest'));
    const before = await englishCounts();
    ok(await call('DELETE', `/admin/news/${idNews}`, { token: admin1, idSite: 1 }));
    expect((await unitsOf(idNews)).size).toBe(0);
    const after = await englishCounts();
    expect(after.units - before.units).toBe(-units.size);
    expect(after.current - before.current).toBe(-1);
    expect((await put(title.id, 'Harvest')).status).toBe(404);
  });
});

describe('what a translation may hold', () => {
  it('drops a script from a rich-text translation', async () => {
    const id = await createNews(`Cuvée ${run}`);
    const description = (await unitsOf(id)).get('description')!;
    const saved = ok(await put(description.id, '<p>The first grapes</p><script>alert(1)</script>'));
    expect(saved.text).toBe('<p>The first grapes</p>');
  });

  it('refuses a language the site is not translated into, with the spec’s message', async () => {
    const id = await createNews(`Millésime ${run}`);
    const title = (await unitsOf(id)).get('title')!;
    for (const lang of ['de_DE', 'fr_FR']) {
      const answer = await put(title.id, 'Jahrgang', lang);
      expect(answer.status, answer.raw).toBe(400);
      expect(answer.body.message).toBe('Unknown lang');
    }
    const french = await call('GET', '/admin/translation/de_DE', { token: admin1, idSite: 1, lang: 'fr_FR' });
    expect(french.body.message).toBe('Langue inconnue');
  });

  it('answers 404 for a unit that does not exist', async () => {
    const answer = await put(99_999_999, 'Nothing');
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Translation not found');
  });
});

describe('sites and roles', () => {
  it('never lets another site’s admin reach a unit', async () => {
    const id = await createNews(`Chai ${run}`);
    const title = (await unitsOf(id)).get('title')!;
    // Site 2 (written in English) is translated into French: the id names one of its own units, or none.
    await put(title.id, `Chai volé ${run}`, 'fr_FR', admin2, 2);
    expect((await unitsOf(id)).get('title')).toMatchObject({ status: 'MISSING' });
    const theirs = ok(
      await call('GET', `/admin/translation/fr_FR?source=lk:${run}&nbItem=100`, { token: admin2, idSite: 2 }),
    );
    expect(theirs.total).toBe(0);
    expect((await put(title.id, 'Stolen', 'en_US', admin2, 1)).status).toBe(403);
  });

  it('keeps the global translations to the super-admin', async () => {
    for (const [method, path] of [
      ['GET', '/super-admin/translation/en_US'],
      ['PUT', '/super-admin/translation/1/en_US'],
      ['GET', '/super-admin/translation/missing-number'],
    ] as const) {
      const answer = await call(method, path, {
        token: admin1,
        idSite: 1,
        body: method === 'PUT' ? { text: 'x' } : undefined,
      });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    const global = ok(await call('GET', '/super-admin/translation/en_US', { token: superAdmin, idSite: 1 }));
    expect(global.counts.units).toBe(global.counts.missing + global.counts.current + global.counts.outdated);
    // Site 0 is translated into every language of the catalogue but its default.
    const langs = ok(await call('GET', '/super-admin/translation/missing-number', { token: superAdmin })).langs;
    expect(langs.map((l: { lang: string }) => l.lang)).toContain('en_US');
    expect(langs.map((l: { lang: string }) => l.lang)).not.toContain('fr_FR');
  });
});

describe('what a translation job relies on', () => {
  const site = authorisedSiteId(1);
  let idNews: number;
  let units: Map<string, Unit>;

  beforeAll(async () => {
    Object.assign(process.env, inject('fixtures').env, { LOG_LEVEL: 'silent' });
    forgetEnvironment();
    idNews = await createNews(`Machine ${run}`);
    units = await unitsOf(idNews);
  });

  const pendingOfNews = async (overwritePerson: boolean) =>
    (await translationService.pending(site, 'en_US', { overwritePerson }))
      .filter((unit) => unit.entityId === idNews && unit.kind === 'news')
      .map((unit) => unit.field)
      .sort();

  it('writes a machine translation of a missing unit, and never over a person’s', async () => {
    const pending = (await translationService.pending(site, 'en_US', { overwritePerson: false })).find(
      (unit) => unit.id === units.get('title')!.id,
    )!;
    expect(pending).toMatchObject({ source: `Machine ${run}`, format: 'text' });
    expect(
      await translationService.writeMachine(site, 'en_US', pending, 'Machine EN', { overwritePerson: false }),
    ).toBe('written');
    expect((await unitsOf(idNews)).get('title')).toMatchObject({
      by: 'MACHINE',
      status: 'CURRENT',
      text: 'Machine EN',
    });

    ok(await put(units.get('metaDescription')!.id, 'A person wrote this'));
    const meta = { id: units.get('metaDescription')!.id, hash: sourceHash(`Les vendanges ${run}`) };
    expect(await translationService.writeMachine(site, 'en_US', meta, 'Overwritten', { overwritePerson: false })).toBe(
      'skipped',
    );
    expect((await unitsOf(idNews)).get('metaDescription')).toMatchObject({ by: 'PERSON', text: 'A person wrote this' });
  });

  it('skips a machine translation made from a source that changed since', async () => {
    const description = (await translationService.pending(site, 'en_US', { overwritePerson: false })).find(
      (unit) => unit.id === units.get('description')!.id,
    )!;
    const stale = { ...description, hash: 'not-the-hash' };
    expect(await translationService.writeMachine(site, 'en_US', stale, '<p>Old</p>', { overwritePerson: false })).toBe(
      'skipped',
    );
  });

  it('hands outdated person translations to the machine only when asked', async () => {
    const changed = await sendForm(
      'PUT',
      `/admin/news/${idNews}`,
      newsBody(`Machine ${run}`, { metaDescription: 'Autre' }),
      [],
      {
        token: admin1,
        idSite: 1,
      },
    );
    expect(changed.status, changed.raw).toBe(200);
    expect(await pendingOfNews(false)).toEqual(['description']);
    expect(await pendingOfNews(true)).toEqual(['description', 'metaDescription']);
  });

  it('rebuilds the units to the same counts as the writes kept', async () => {
    const before = await englishCounts();
    const { units: rebuilt } = await translationService.rebuild(site);
    expect(rebuilt).toBe(before.units);
    expect(await englishCounts()).toEqual(before);
  });
});
