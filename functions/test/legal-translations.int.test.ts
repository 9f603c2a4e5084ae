import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../../scripts/src/test/api.ts';

/**
 * The sales conditions and the legal notice as translation units (issue 19, docs/legal.md, docs/translations.md
 * "Global texts"), through the local gateway: the French text is the source, the English one a PERSON translation;
 * an English visitor reads the translation, a German one the German translation once the site shows German, and the
 * French source where there is none; a French change leaves the translation outdated; the migration moves a
 * hand-written English text once.
 */
const { logins } = inject('fixtures');
const stamp = Date.now();
let superAdmin: string;
let idSite: number;

type Answer = { status: number; raw: string; body: { message: string; data: any } };
type Unit = { id: number; field: string; source: string; text: string | null; status: string; by: string };

function ok(answer: Answer) {
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data;
}

const legal = {
  companyName: 'Clos Traduit',
  corporateForm: '',
  siret: '',
  vatNumber: '',
  rcs: '',
  rm: '',
  shareCapital: '',
  headOffice: '',
  legalAgent: '',
};
const noTexts = { fr_FR: null, en_US: null };

async function units(lang: string): Promise<Map<string, Unit>> {
  const path = `/admin/translation/${lang}?kind=conditions&entityId=1&nbItem=10`;
  const list = ok(await call('GET', path, { token: superAdmin, idSite })).list as Unit[];
  return new Map(list.map((unit) => [unit.field, unit]));
}

const shown = async (contentLang: string) =>
  ok(await call('GET', '/conditions', { idSite, lang: 'en_US', headers: { contentlang: contentLang } }));

const save = (body: object) => call('PUT', '/admin/conditions', { token: superAdmin, idSite, body });

beforeAll(async () => {
  superAdmin = await signIn(logins.superAdmin.email, logins.superAdmin.password);
  const site = await call('POST', '/site', {
    token: superAdmin,
    body: { name: `Clos Traduit ${stamp}`, defaultLang: 'fr_FR' },
  });
  expect(site.status, site.raw).toBe(201);
  idSite = site.body.data.id;
  for (const code of ['en_US', 'de_DE'])
    expect((await call('POST', '/admin/lang', { token: superAdmin, idSite, body: { code } })).status).toBe(201);
});

describe('a site’s own sales conditions', () => {
  it('keep their English as a PERSON translation of the French, read back in the admin’s payload', async () => {
    const saved = ok(
      await save({
        salesConditions: { fr_FR: '<p>Nos conditions</p>', en_US: '<p>Our terms</p>' },
        legalNotice: { fr_FR: '<p>Nos mentions</p>', en_US: null },
        legal,
      }),
    );
    expect(saved.salesConditions).toEqual({ fr_FR: '<p>Nos conditions</p>', en_US: '<p>Our terms</p>' });
    expect(saved.sourceLang).toBe('fr_FR');
    expect((await units('en_US')).get('salesConditions')).toMatchObject({
      source: '<p>Nos conditions</p>',
      text: '<p>Our terms</p>',
      status: 'CURRENT',
      by: 'PERSON',
    });
  });

  it('show an English visitor the English translation', async () => {
    expect((await shown('en_US')).salesConditions).toEqual({ html: '<p>Our terms</p>', lang: 'en_US', source: 'SITE' });
  });

  it('show a German visitor the German translation once the site shows German', async () => {
    const unit = (await units('de_DE')).get('salesConditions')!;
    ok(
      await call('PUT', `/admin/translation/${unit.id}/de_DE`, {
        token: superAdmin,
        idSite,
        body: { text: '<p>Unsere Bedingungen</p>' },
      }),
    );
    expect((await shown('de_DE')).salesConditions).toEqual({
      html: '<p>Unsere Bedingungen</p>',
      lang: 'de_DE',
      source: 'SITE',
    });
  });

  it('fall back to the French source where there is no translation', async () => {
    expect((await shown('de_DE')).legalNotice).toEqual({ html: '<p>Nos mentions</p>', lang: 'fr_FR', source: 'SITE' });
    // A language the site does not show reads the default language.
    expect((await shown('it_IT')).salesConditions).toMatchObject({ html: '<p>Nos conditions</p>', lang: 'fr_FR' });
  });

  it('leave the translation outdated, still shown, once the French changes', async () => {
    // The form sends back the English it read with a new French text.
    ok(
      await save({
        salesConditions: { fr_FR: '<p>Nos nouvelles conditions</p>', en_US: '<p>Our terms</p>' },
        legalNotice: { fr_FR: '<p>Nos mentions</p>', en_US: null },
        legal,
      }),
    );
    expect((await units('en_US')).get('salesConditions')).toMatchObject({
      source: '<p>Nos nouvelles conditions</p>',
      text: '<p>Our terms</p>',
      status: 'OUTDATED',
    });
    expect((await shown('en_US')).salesConditions.html).toBe('<p>Our terms</p>');
    expect((await shown('fr_FR')).salesConditions.html).toBe('<p>Nos nouvelles conditions</p>');
  });

  it('go back to the default once emptied, the default in the visitor’s language', async () => {
    ok(await save({ salesConditions: noTexts, legalNotice: noTexts, legal }));
    const defaults = ok(await call('GET', '/super-admin/conditions/default', { token: superAdmin }));
    const english = (await shown('en_US')).salesConditions;
    expect(english.source).toBe('DEFAULT');
    expect(english.lang).toBe(defaults.salesConditions.en_US ? 'en_US' : 'fr_FR');
    expect((await units('en_US')).size).toBe(0);
  });
});

describe('the migration of the legal texts', () => {
  it('moves a hand-written English legal notice into a PERSON translation once', async () => {
    const { conditionsRepository } = await import('../src/repositories/conditions-repository.ts');
    const { migrateHandWrittenTexts } = await import('../src/services/translations/hand-written-migration.ts');
    const { authorisedSiteId } = await import('../src/data/site-id.ts');
    const site = authorisedSiteId(idSite);
    // An item as saved before the legal texts were units: both languages written by hand.
    await conditionsRepository.putTexts(site, {
      salesConditions: noTexts,
      legalNotice: { fr_FR: '<p>Mentions à migrer</p>', en_US: '<p>Notice to migrate</p>' },
    });
    expect((await migrateHandWrittenTexts(site)).moved).toBeGreaterThanOrEqual(1);
    expect((await conditionsRepository.stored(site)).legalNotice).toEqual({
      fr_FR: '<p>Mentions à migrer</p>',
      en_US: null,
    });
    const notice = (await units('en_US')).get('legalNotice');
    expect(notice).toMatchObject({
      source: '<p>Mentions à migrer</p>',
      text: '<p>Notice to migrate</p>',
      status: 'CURRENT',
      by: 'PERSON',
    });
    expect((await migrateHandWrittenTexts(site)).moved).toBe(0);
    expect((await units('en_US')).get('legalNotice')).toEqual(notice);
    expect((await shown('en_US')).legalNotice).toEqual({
      html: '<p>Notice to migrate</p>',
      lang: 'en_US',
      source: 'SITE',
    });
  });
});
