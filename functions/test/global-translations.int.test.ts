import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mailKeys } from '@cellar/shared/mail/mail-keys';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, sendForm, signIn, type FormFile } from '../../scripts/src/test/api.ts';
import { useFunctionsEnvironment, visitorAddress } from './order-helpers.ts';

/**
 * The texts once written per language by hand, as units (issue 19, docs/translations.md "Global texts"), through the
 * local gateway: a nomenclature name translated on site 0 names a product's kind in English; a base mail model's
 * subject translated into English is what an English customer receives, the French source what a French one does;
 * the migration moves a hand-written English text into a PERSON translation once; the global lists hold these units
 * and only a SUPER_ADMIN reaches them.
 */
const { logins, outboxDir } = inject('fixtures');
const run = Date.now().toString(36);
let superAdmin: string;
let admin1: string;

type Answer = { status: number; raw: string; body: { message: string; data: any } };
type Unit = { id: number; kind: string; entityId: number; field: string; source: string; text: string | null };
type Mail = { to: string; subject: string; tag: string };

function ok(answer: Answer) {
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data;
}

/** Site 0's units of one entity in English, by field. */
async function globalUnits(kind: string, entityId: number): Promise<Map<string, Unit>> {
  const path = `/super-admin/translation/en_US?kind=${kind}&entityId=${entityId}&nbItem=100`;
  const list = ok(await call('GET', path, { token: superAdmin }));
  return new Map((list.list as Unit[]).map((unit) => [unit.field, unit]));
}

const translate = (unit: Unit, text: string) =>
  call('PUT', `/super-admin/translation/${unit.id}/en_US`, { token: superAdmin, body: { text } });

async function mailsTo(email: string, tag: string): Promise<Mail[]> {
  const files = (await readdir(outboxDir).catch(() => [])).sort();
  const mails = await Promise.all(files.map(async (f) => JSON.parse(await readFile(join(outboxDir, f), 'utf8'))));
  return (mails as Mail[]).filter((m) => m.to === email && m.tag === tag);
}

const png: FormFile = {
  name: 'bottle.png',
  type: 'image/png',
  bytes: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
};

beforeAll(async () => {
  useFunctionsEnvironment();
  [superAdmin, admin1] = await Promise.all([
    signIn(logins.superAdmin.email, logins.superAdmin.password),
    signIn(logins.admin1.email, logins.admin1.password),
  ]);
});

describe('a nomenclature name', () => {
  it('is a global unit whose English translation names a product’s kind on its English page', async () => {
    const created = ok(
      await call('POST', '/super-admin/nomenclature', {
        token: superAdmin,
        body: { type: 'KIND', name: `Rosé ${run}` },
      }),
    );
    const name = (await globalUnits('nomenclature', created.id)).get('name');
    expect(name).toMatchObject({ source: `Rosé ${run}`, text: null });
    expect(ok(await translate(name!, `Pink ${run}`))).toMatchObject({ status: 'CURRENT', by: 'PERSON' });

    const product = await sendForm(
      'POST',
      '/admin/product',
      {
        productType: 'WINE',
        name: `Vin rosé ${run}`,
        description: 'Un rosé de l’été',
        price: 10,
        multipleOf: 1,
        weight: 1.3,
        hasShippingFees: true,
        isVintage: true,
        year: 2023,
        capacity: 75,
        capacityUnit: 'cl',
        kind: created.id,
        quantity: 5,
        imageMeta: [{ file: 0, alt: 'Rosé' }],
      },
      [png],
      { token: admin1, idSite: 1 },
    );
    const id = ok(product).id;
    const english = ok(await call('GET', `/product/${id}`, { idSite: 1, lang: 'en_US' }));
    expect(english.kind.name).toBe(`Pink ${run}`);
    const french = ok(await call('GET', `/product/${id}`, { idSite: 1, lang: 'fr_FR' }));
    expect(french.kind.name).toBe(`Rosé ${run}`);
    // The list of kinds a filter offers too.
    const kinds = ok(await call('GET', '/list/KIND', { idSite: 1, lang: 'en_US' })).items as Array<{ name: string }>;
    expect(kinds.map((kind) => kind.name)).toContain(`Pink ${run}`);
  });

  it('keeps an English name a call still sends as the unit’s translation, not on the entry', async () => {
    const created = ok(
      await call('POST', '/super-admin/nomenclature', {
        token: superAdmin,
        body: { type: 'TASTE', name: `Boisé ${run}`, translations: { en_US: `Oaky ${run}` } },
      }),
    );
    expect(created.translations).toEqual({ en_US: `Oaky ${run}` });
    expect((await globalUnits('nomenclature', created.id)).get('name')).toMatchObject({
      text: `Oaky ${run}`,
      by: 'PERSON',
      status: 'CURRENT',
    });
    // Renamed in the nomenclature's form (no second language there now): its translation turns outdated.
    const renamed = await call('PUT', `/super-admin/nomenclature/${created.id}`, {
      token: superAdmin,
      body: { name: `Très boisé ${run}` },
    });
    expect(ok(renamed).translations).toEqual({ en_US: `Oaky ${run}` });
    expect((await globalUnits('nomenclature', created.id)).get('name')).toMatchObject({
      source: `Très boisé ${run}`,
      status: 'OUTDATED',
    });
  });
});

describe('a base mail model', () => {
  const entityId = mailKeys.indexOf('account-created') + 1;
  let subject: Unit;

  beforeAll(async () => {
    subject = (await globalUnits('mailModel', entityId)).get('subject')!;
  });

  afterAll(async () => {
    // The seeded English subject back: other files read it.
    if (subject?.text) await translate(subject, subject.text);
  });

  const register = (email: string, lang: 'fr_FR' | 'en_US') =>
    call('POST', '/register', {
      headers: { 'x-forwarded-for': visitorAddress() },
      idSite: 1,
      lang,
      body: {
        firstname: 'Léa',
        lastname: 'Martin',
        email,
        birthdate: '14/07/1990',
        password: 'shop-secret',
        confirmPassword: 'shop-secret',
        salesConditions: true,
      },
    });

  it('has its English moved into a translation by the seed, written by a person', () => {
    expect(subject).toMatchObject({ status: 'CURRENT', by: 'PERSON' });
    expect(subject.source).toContain('{{shopName}}');
    expect(subject.text).toContain('{{shopName}}');
  });

  it('mails an English customer the English translation of its subject, a French one its French source', async () => {
    expect(ok(await translate(subject, `{{shopName}}: welcome aboard ${run}`)).status).toBe('CURRENT');
    const english = `welcome-en-${run}@example.com`;
    expect((await register(english, 'en_US')).status).toBe(201);
    expect((await mailsTo(english, 'account-created'))[0]?.subject).toBe(`Domaine des Lilas: welcome aboard ${run}`);

    const french = `welcome-fr-${run}@example.com`;
    expect((await register(french, 'fr_FR')).status).toBe(201);
    const [mail] = await mailsTo(french, 'account-created');
    expect(mail?.subject).toBe(subject.source.replace('{{shopName}}', 'Domaine des Lilas'));
  });

  it('shows the translation as the model’s English in the admin’s read (the payload keeps both languages)', async () => {
    const model = ok(await call('GET', '/admin/mail/model/account-created', { token: admin1, idSite: 1 }));
    expect(model.en_US.subject).toBe(`{{shopName}}: welcome aboard ${run}`);
    expect(model.fr_FR.subject).toBe(subject.source);
  });
});

describe('the migration of hand-written texts', () => {
  it('moves an English mail subject and body into PERSON translations once; a second run changes nothing', async () => {
    const { mailModelRepository } = await import('../src/repositories/mail-model-repository.ts');
    const { migrateHandWrittenTexts } = await import('../src/services/translations/hand-written-migration.ts');
    const { authorisedSiteId } = await import('../src/data/site-id.ts');
    const site = authorisedSiteId(1);
    const key = 'return-delivered';
    const before = ok(await call('GET', `/admin/mail/model/${key}`, { token: admin1, idSite: 1 }));
    expect(before.source).toBe('BASE');
    // An item as saved before the global texts were units: both languages written by hand.
    await mailModelRepository.put(site, {
      key,
      enabled: true,
      fr_FR: { subject: `Retour livré ${run}`, html: '<p>Bonjour</p>' },
      en_US: { subject: `Return delivered ${run}`, html: '<p>Hello</p>' },
      updatedAt: new Date().toISOString(),
      updatedBy: null,
    });
    try {
      expect((await migrateHandWrittenTexts(site)).moved).toBeGreaterThanOrEqual(1);
      expect((await mailModelRepository.get(site, key))?.en_US).toBeUndefined();
      const path = `/admin/translation/en_US?kind=mailModel&entityId=${mailKeys.indexOf(key) + 1}&nbItem=10`;
      const units = ok(await call('GET', path, { token: admin1, idSite: 1 })).list as Array<Unit & { by: string }>;
      const byField = new Map(units.map((unit) => [unit.field, unit]));
      expect(byField.get('subject')).toMatchObject({
        source: `Retour livré ${run}`,
        text: `Return delivered ${run}`,
        status: 'CURRENT',
        by: 'PERSON',
      });
      expect(byField.get('body')).toMatchObject({ text: '<p>Hello</p>', status: 'CURRENT', by: 'PERSON' });

      expect((await migrateHandWrittenTexts(site)).moved).toBe(0);
      const again = ok(await call('GET', path, { token: admin1, idSite: 1 })).list as Array<
        Unit & { updatedAt: string }
      >;
      expect(again).toEqual(units);
    } finally {
      await call('DELETE', `/admin/mail/model/${key}`, { token: admin1, idSite: 1 });
    }
  });

  it('moves a nomenclature entry’s hand-written English name into site 0’s translations', async () => {
    const { nomenclatureRepository } = await import('../src/repositories/nomenclature-repository.ts');
    const { migrateHandWrittenTexts } = await import('../src/services/translations/hand-written-migration.ts');
    const { authorisedSiteId, defaultsSiteId } = await import('../src/data/site-id.ts');
    const id = await nomenclatureRepository.nextId();
    const entry = {
      id,
      type: 'MEAL' as const,
      name: `Fromage ${run}`,
      translations: { en_US: `Cheese ${run}` },
      subtype: null,
      allergen: false,
      icon: null,
    };
    await nomenclatureRepository.put(entry, 'create');
    const site = authorisedSiteId(defaultsSiteId);
    expect((await migrateHandWrittenTexts(site)).moved).toBeGreaterThanOrEqual(1);
    const stored = (await nomenclatureRepository.all()).find((e) => e.id === id);
    expect(stored?.translations).toEqual({});
    expect((await globalUnits('nomenclature', id)).get('name')).toMatchObject({
      text: `Cheese ${run}`,
      by: 'PERSON',
      status: 'CURRENT',
    });
    expect((await migrateHandWrittenTexts(site)).moved).toBe(0);
    await call('DELETE', `/super-admin/nomenclature/${id}`, { token: superAdmin });
  });
});

describe('the CTA buttons', () => {
  const hidden = { label: { fr_FR: '', en_US: '' }, url: '', valid: false };
  const unitsPath = '/admin/translation/en_US?kind=ctaButton&entityId=1&nbItem=10';

  it('keep their English label as a translation of the French one, read back in the payload', async () => {
    const body = {
      primary: { label: { fr_FR: `Visiter ${run}`, en_US: `Visit ${run}` }, url: '/services', valid: true },
      secondary: hidden,
    };
    ok(await call('PUT', '/site/cta-button', { token: admin1, idSite: 1, body }));
    const units = ok(await call('GET', unitsPath, { token: admin1, idSite: 1 })).list as Array<Unit & { by: string }>;
    expect(units.find((unit) => unit.field === 'primary.label')).toMatchObject({
      source: `Visiter ${run}`,
      text: `Visit ${run}`,
      by: 'PERSON',
      status: 'CURRENT',
    });
    expect(ok(await call('GET', '/site/cta-button', { idSite: 1 })).primary.label).toEqual(body.primary.label);

    // The form sends back the English it read with a new French label: the translation stays, outdated.
    const renamed = { ...body, primary: { ...body.primary, label: { fr_FR: `Venir ${run}`, en_US: `Visit ${run}` } } };
    ok(await call('PUT', '/site/cta-button', { token: admin1, idSite: 1, body: renamed }));
    const after = ok(await call('GET', unitsPath, { token: admin1, idSite: 1 })).list as Unit[];
    expect(after.find((unit) => unit.field === 'primary.label')).toMatchObject({
      source: `Venir ${run}`,
      status: 'OUTDATED',
    });
  });

  it('have an English label written by hand moved into a translation by the migration', async () => {
    const { ctaButtonRepository } = await import('../src/repositories/cta-button-repository.ts');
    const { migrateHandWrittenTexts } = await import('../src/services/translations/hand-written-migration.ts');
    const { authorisedSiteId } = await import('../src/data/site-id.ts');
    const site = authorisedSiteId(1);
    // No translation yet (the previous test's is removed): one already there would win over the hand-written text.
    const before = ok(await call('GET', unitsPath, { token: admin1, idSite: 1 })).list as Unit[];
    for (const unit of before)
      ok(await call('PUT', `/admin/translation/${unit.id}/en_US`, { token: admin1, idSite: 1, body: { text: '' } }));
    await ctaButtonRepository.save(site, {
      primary: { label: { fr_FR: `Goûter ${run}`, en_US: `Taste ${run}` }, url: '/services', valid: true },
      secondary: hidden,
    });
    expect((await migrateHandWrittenTexts(site)).moved).toBeGreaterThanOrEqual(1);
    expect((await ctaButtonRepository.get(site))?.primary.label.en_US).toBe('');
    const units = ok(await call('GET', unitsPath, { token: admin1, idSite: 1 })).list as Array<Unit & { by: string }>;
    expect(units.find((unit) => unit.field === 'primary.label')).toMatchObject({
      text: `Taste ${run}`,
      by: 'PERSON',
      status: 'CURRENT',
    });
    expect((await migrateHandWrittenTexts(site)).moved).toBe(0);
    expect(ok(await call('GET', '/site/cta-button', { idSite: 1 })).primary.label.en_US).toBe(`Taste ${run}`);
  });
});

describe('the global translation lists', () => {
  it('list the nomenclature and the base mail models, counted in the global missing number', async () => {
    const models = ok(
      await call('GET', '/super-admin/translation/en_US?kind=mailModel&nbItem=100', { token: superAdmin }),
    );
    expect(models.total).toBeGreaterThanOrEqual(mailKeys.length * 2);
    const names = ok(
      await call('GET', '/super-admin/translation/en_US?kind=nomenclature&nbItem=1', { token: superAdmin }),
    );
    expect(names.total).toBeGreaterThan(0);
    const missing = ok(await call('GET', '/super-admin/translation/missing-number', { token: superAdmin }));
    const english = missing.langs.find((lang: { lang: string }) => lang.lang === 'en_US');
    expect(english.units).toBeGreaterThanOrEqual(models.total + names.total);
  });

  it('are closed to an ADMIN', async () => {
    expect((await call('GET', '/super-admin/translation/en_US', { token: admin1, idSite: 1 })).status).toBe(403);
    expect((await call('GET', '/super-admin/translation/missing-number', { token: admin1, idSite: 1 })).status).toBe(
      403,
    );
  });
});
