import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../../scripts/src/test/api.ts';

const { logins } = inject('fixtures');
let superAdmin: string;
let admin: string;
let admin2: string;
let idSite: number;
let otherSite: number;
let seededDefaults: { salesConditions: unknown; legalNotice: unknown };

const stamp = Date.now();
const defaults = {
  salesConditions: {
    fr_FR: '<h2>CGV</h2><p>Vendu par {{companyName}}, SIRET {{siret}}, sur {{siteName}}.</p>',
    en_US: '<h2>Terms</h2><p>Sold by {{companyName}}.</p>',
  },
  legalNotice: { fr_FR: '<p>Édité par {{companyName}} ({{corporateForm}}), {{headOffice}}.</p>', en_US: null },
};
const legal = {
  companyName: 'Clos <Légal> & Fils',
  corporateForm: 'SARL',
  siret: '732 829 320 00074',
  vatNumber: 'fr 44 732829320',
  rcs: 'RCS Lyon 732 829 320',
  rm: '',
  shareCapital: '10 000 €',
  headOffice: '1 rue du Pressoir, 69000 Lyon',
  legalAgent: 'Jeanne Vigne',
};
const noTexts = { fr_FR: null, en_US: null };

beforeAll(async () => {
  superAdmin = await signIn(logins.superAdmin.email, logins.superAdmin.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
  // Sites of their own, so these changes touch no other test's site.
  idSite = (
    await call('POST', '/site', { token: superAdmin, body: { name: `Clos Légal ${stamp}`, defaultLang: 'fr_FR' } })
  ).body.data.id;
  otherSite = (
    await call('POST', '/site', { token: superAdmin, body: { name: `Clos Voisin ${stamp}`, defaultLang: 'fr_FR' } })
  ).body.data.id;
  const email = `conditions-${stamp}@example.com`;
  await call('POST', '/admin/user', {
    token: superAdmin,
    idSite,
    body: {
      firstname: 'Ana',
      lastname: 'Lima',
      email,
      role: 'ADMIN',
      password: 'secret-pw',
      confirmPassword: 'secret-pw',
    },
  });
  admin = await signIn(email, 'secret-pw');
  // An English visitor reads the site in English only once the site shows it (its content language).
  await call('POST', '/admin/lang', { token: superAdmin, idSite, body: { code: 'en_US' } });
  const seeded = await call('GET', '/super-admin/conditions/default', { token: superAdmin });
  seededDefaults = { salesConditions: seeded.body.data.salesConditions, legalNotice: seeded.body.data.legalNotice };
  const saved = await call('PUT', '/super-admin/conditions/default', { token: superAdmin, body: defaults });
  expect(saved.status).toBe(200);
  // The seeded English legal notice is site 0's translation: sending none keeps it (English is edited with the
  // translations), so this file's defaults drop it there, to have a default with no English.
  const units = await call('GET', '/super-admin/translation/en_US?kind=conditions&entityId=1&nbItem=10', {
    token: superAdmin,
  });
  const notice = (units.body.data.list as Array<{ id: number; field: string }>).find((u) => u.field === 'legalNotice');
  if (notice)
    await call('PUT', `/super-admin/translation/${notice.id}/en_US`, { token: superAdmin, body: { text: '' } });
});

afterAll(async () => {
  await call('PUT', '/super-admin/conditions/default', { token: superAdmin, body: seededDefaults });
});

describe('the seeded defaults', () => {
  it('give every site sales conditions and a legal notice in both languages', () => {
    expect(seededDefaults).toMatchObject({
      salesConditions: {
        fr_FR: expect.stringContaining('{{companyName}}'),
        en_US: expect.stringContaining('{{companyName}}'),
      },
      legalNotice: { fr_FR: expect.stringContaining('<h2>'), en_US: expect.stringContaining('<h2>') },
    });
  });
});

describe('what a site shows', () => {
  it('shows the default texts to a site with none of its own, its legal info in the placeholders', async () => {
    const put = await call('PUT', '/admin/conditions', {
      token: admin,
      idSite,
      body: { salesConditions: noTexts, legalNotice: noTexts, legal },
    });
    expect(put.status).toBe(200);
    const shown = await call('GET', '/conditions', { idSite, lang: 'fr_FR' });
    expect(shown.status).toBe(200);
    expect(shown.body.data.salesConditions).toEqual({
      html: `<h2>CGV</h2><p>Vendu par Clos &lt;Légal&gt; &amp; Fils, SIRET 73282932000074, sur Clos Légal ${stamp}.</p>`,
      lang: 'fr_FR',
      source: 'DEFAULT',
    });
    expect(shown.body.data.legal).toEqual({ ...legal, siret: '73282932000074', vatNumber: 'FR44732829320' });
    expect(shown.body.data.siteName).toBe(`Clos Légal ${stamp}`);
  });

  it('answers in the request language, else in the language the text exists in', async () => {
    const english = await call('GET', '/conditions', { idSite, lang: 'en_US' });
    expect(english.body.data.salesConditions).toEqual({
      html: '<h2>Terms</h2><p>Sold by Clos &lt;Légal&gt; &amp; Fils.</p>',
      lang: 'en_US',
      source: 'DEFAULT',
    });
    // The default legal notice has no English text: the French one is shown, said to be French.
    expect(english.body.data.legalNotice).toMatchObject({
      lang: 'fr_FR',
      source: 'DEFAULT',
      html: expect.stringContaining('SARL'),
    });
  });

  it("shows a site's own text over the default, and the default again once it is emptied", async () => {
    const own = { fr_FR: '<p>Nos conditions à nous.</p>', en_US: '<p></p>' };
    const put = await call('PUT', '/admin/conditions', {
      token: admin,
      idSite,
      body: { salesConditions: own, legalNotice: noTexts, legal },
    });
    expect(put.body.data.salesConditions).toEqual({ fr_FR: '<p>Nos conditions à nous.</p>', en_US: null });
    expect(put.body.data.defaults.salesConditions).toEqual(defaults.salesConditions);
    expect((await call('GET', '/conditions', { idSite, lang: 'fr_FR' })).body.data.salesConditions).toEqual({
      html: '<p>Nos conditions à nous.</p>',
      lang: 'fr_FR',
      source: 'SITE',
    });
    // In English the site's own French text, never the default's English one beside it.
    expect((await call('GET', '/conditions', { idSite, lang: 'en_US' })).body.data.salesConditions).toEqual({
      html: '<p>Nos conditions à nous.</p>',
      lang: 'fr_FR',
      source: 'SITE',
    });
    // Another site keeps the default.
    expect(
      (await call('GET', '/conditions', { idSite: otherSite, lang: 'fr_FR' })).body.data.salesConditions.source,
    ).toBe('DEFAULT');
    await call('PUT', '/admin/conditions', {
      token: admin,
      idSite,
      body: { salesConditions: noTexts, legalNotice: noTexts, legal },
    });
    expect((await call('GET', '/conditions', { idSite, lang: 'fr_FR' })).body.data.salesConditions.source).toBe(
      'DEFAULT',
    );
  });

  it('keeps the company name and the VAT number as the site parameters the settings screen shows', async () => {
    const parameters = await call('GET', '/parameter', { idSite });
    expect(parameters.body.data).toMatchObject({ COMPANY_NAME: legal.companyName, VAT_NUMBER: 'FR44732829320' });
    const admin = await call('GET', '/admin/conditions', { token: superAdmin, idSite });
    expect(admin.body.data.legal).toMatchObject({
      companyName: legal.companyName,
      vatNumber: 'FR44732829320',
      headOffice: legal.headOffice,
    });
  });

  it('answers 404 for a site that does not exist', async () => {
    expect((await call('GET', '/conditions', { idSite: 99999 })).status).toBe(404);
  });
});

describe('sanitising', () => {
  it('keeps the markup of the editor and drops scripts, handlers, styles and dangerous links', async () => {
    const hostile = [
      '<h1>Titre</h1><p onclick="alert(1)" style="color:red" class="x">Texte <strong>gras</strong> <a href="javascript:alert(1)">piège</a>',
      ' <a href="https://example.com/cgv" target="_blank">lien</a></p><script>alert("x")</script><img src=x onerror="alert(2)">',
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><a href="//evil.example">relatif</a><svg><script>alert(3)</script></svg>',
    ].join('');
    const put = await call('PUT', '/admin/conditions', {
      token: admin,
      idSite,
      body: { salesConditions: { fr_FR: hostile, en_US: '<script>alert(1)</script>' }, legalNotice: noTexts, legal },
    });
    expect(put.status).toBe(200);
    const stored = put.body.data.salesConditions.fr_FR as string;
    expect(stored).toBe(
      '<h2>Titre</h2><p>Texte <strong>gras</strong> <a rel="noopener noreferrer nofollow">piège</a> <a href="https://example.com/cgv" target="_blank" rel="noopener noreferrer nofollow">lien</a></p><a rel="noopener noreferrer nofollow">relatif</a>',
    );
    // A text left with nothing once sanitised is no text: the default applies in English.
    expect(put.body.data.salesConditions.en_US).toBeNull();
    const shown = await call('GET', '/conditions', { idSite, lang: 'fr_FR' });
    expect(shown.raw).not.toMatch(/script|onerror|onclick|iframe|javascript:|evil\.example/);
  });

  it('sanitises the defaults a super-admin writes too', async () => {
    const put = await call('PUT', '/super-admin/conditions/default', {
      token: superAdmin,
      body: {
        ...defaults,
        legalNotice: { fr_FR: '<p>Mentions</p><script>alert(1)</script><a href="data:text/html,x">x</a>', en_US: null },
      },
    });
    expect(put.body.data.legalNotice.fr_FR).toBe('<p>Mentions</p><a rel="noopener noreferrer nofollow">x</a>');
    await call('PUT', '/super-admin/conditions/default', { token: superAdmin, body: defaults });
  });

  it('does not let a legal info value inject markup through a placeholder', async () => {
    await call('PUT', '/admin/conditions', {
      token: admin,
      idSite,
      body: {
        salesConditions: noTexts,
        legalNotice: noTexts,
        legal: { ...legal, companyName: '<img src=x onerror=alert(1)>' },
      },
    });
    const shown = await call('GET', '/conditions', { idSite, lang: 'fr_FR' });
    expect(shown.body.data.salesConditions.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(shown.body.data.salesConditions.html).not.toContain('<img');
    await call('PUT', '/admin/conditions', {
      token: admin,
      idSite,
      body: { salesConditions: noTexts, legalNotice: noTexts, legal },
    });
  });
});

describe('the rules', () => {
  const bad = { ...legal, companyName: '', siret: '123 456', vatNumber: '12' };
  const body = {
    salesConditions: { fr_FR: `<p>${'x'.repeat(60_001)}</p>`, en_US: null },
    legalNotice: noTexts,
    legal: bad,
  };

  it('answers every rule at once, each on its field, in English', async () => {
    const answer = await call('PUT', '/admin/conditions', { token: admin, idSite, body, lang: 'en_US' });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual({
      'salesConditions.fr_FR': ['This text is too long (60,000 characters at most)'],
      'legal.siret': ['Invalid SIRET number, expected 14 digits'],
      'legal.vatNumber': ['Invalid VAT number'],
      'legal.companyName': ['The company name is required with the legal info'],
    });
  });

  it('answers them in French', async () => {
    const answer = await call('PUT', '/admin/conditions', { token: admin, idSite, body, lang: 'fr_FR' });
    expect(answer.body.data.errors).toEqual({
      'salesConditions.fr_FR': ['Ce texte est trop long (60 000 caractères au plus)'],
      'legal.siret': ['Numéro SIRET invalide, 14 chiffres attendus'],
      'legal.vatNumber': ['Numéro de TVA invalide'],
      'legal.companyName': ['La raison sociale est obligatoire avec les informations légales'],
    });
    expect((await call('GET', '/conditions', { idSite, lang: 'fr_FR' })).body.data.legal.companyName).toBe(
      legal.companyName,
    );
  });

  it('refuses a SIRET whose check digit is wrong, an unknown field and an idSite in the body', async () => {
    const answer = await call('PUT', '/admin/conditions', {
      token: admin,
      idSite,
      body: {
        salesConditions: noTexts,
        legalNotice: { ...noTexts, de_DE: '<p>x</p>' },
        legal: { ...legal, siret: '73282932000075' },
        idSite: otherSite,
      },
    });
    expect(answer.body.data.errors).toEqual({
      idSite: ['Unknown field'],
      'legalNotice.de_DE': ['Unknown field'],
      'legal.siret': ['Invalid SIRET number, expected 14 digits'],
    });
  });
});

describe('who may change what', () => {
  it('lets only a SUPER_ADMIN read and edit the defaults', async () => {
    expect((await call('GET', '/super-admin/conditions/default', { token: admin, idSite })).status).toBe(403);
    const refused = await call('PUT', '/super-admin/conditions/default', {
      token: admin,
      idSite,
      body: { salesConditions: { fr_FR: '<p>Pirate</p>', en_US: null }, legalNotice: noTexts },
    });
    expect(refused.status).toBe(403);
    expect((await call('PUT', '/super-admin/conditions/default', { body: defaults })).status).toBe(401);
    expect(
      (await call('GET', '/super-admin/conditions/default', { token: superAdmin })).body.data.salesConditions,
    ).toEqual(defaults.salesConditions);
  });

  it("does not let another site's ADMIN read or change this site's conditions, by idSite or by the override", async () => {
    const before = (await call('GET', '/admin/conditions', { token: admin, idSite })).body.data;
    const pirate = {
      salesConditions: { fr_FR: '<p>Pirate</p>', en_US: null },
      legalNotice: noTexts,
      legal: { ...legal, companyName: 'Pirate' },
    };
    expect((await call('GET', '/admin/conditions', { token: admin2, idSite })).status).toBe(403);
    expect((await call('PUT', '/admin/conditions', { token: admin2, idSite, body: pirate })).status).toBe(403);
    expect(
      (
        await call('PUT', '/admin/conditions', {
          token: admin2,
          idSite: 2,
          headers: { idSiteOverride: String(idSite) },
          body: pirate,
        })
      ).status,
    ).toBe(403);
    // An ADMIN never reaches the defaults through site 0 either.
    expect((await call('PUT', '/admin/conditions', { token: admin, idSite: 0, body: pirate })).status).toBe(403);
    expect((await call('GET', '/admin/conditions', { token: admin, idSite })).body.data).toEqual(before);
    expect((await call('GET', '/conditions', { idSite, lang: 'fr_FR' })).body.data.legal.companyName).toBe(
      legal.companyName,
    );
  });

  it("writes only the site the ADMIN works on: another site's answers stay the same", async () => {
    const neighbour = (await call('GET', '/admin/conditions', { token: superAdmin, idSite: otherSite })).body.data;
    await call('PUT', '/admin/conditions', {
      token: admin,
      idSite,
      body: { salesConditions: { fr_FR: '<p>Les nôtres</p>', en_US: null }, legalNotice: noTexts, legal },
    });
    expect((await call('GET', '/admin/conditions', { token: superAdmin, idSite: otherSite })).body.data).toEqual(
      neighbour,
    );
    await call('PUT', '/admin/conditions', {
      token: admin,
      idSite,
      body: { salesConditions: noTexts, legalNotice: noTexts, legal },
    });
  });
});
