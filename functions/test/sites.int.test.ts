import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../../scripts/src/test/api.ts';

const { logins } = inject('fixtures');
let admin1: string;
let superAdmin: string;

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  superAdmin = await signIn(logins.superAdmin.email, logins.superAdmin.password);
});

describe('GET /sites', () => {
  it('shows an ADMIN only their own sites, even before a site is chosen (idSite 0)', async () => {
    const answer = await call('GET', '/sites', { token: admin1, idSite: 0 });
    expect(answer.status).toBe(200);
    expect(answer.body.data.sites.map((s: { id: number }) => s.id)).toEqual([1]);
    expect(answer.body.data.total).toBe(1);
  });

  it('shows a SUPER_ADMIN every client site, not the defaults site 0', async () => {
    const answer = await call('GET', '/sites', { token: superAdmin });
    const ids = answer.body.data.sites.map((s: { id: number }) => s.id);
    expect(ids).toEqual(expect.arrayContaining([1, 2]));
    expect(ids).not.toContain(0);
  });

  it('answers a site the ADMIN has, and "not found" for another', async () => {
    expect((await call('GET', '/sites/1', { token: admin1 })).body.data).toMatchObject({
      id: 1,
      name: 'Domaine des Lilas',
      slug: 'domaine-des-lilas',
      defaultLang: 'fr_FR',
    });
    const other = await call('GET', '/sites/2', { token: admin1 });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Site not found');
  });
});

describe('creating and changing sites', () => {
  it('does not let an ADMIN create or change a site', async () => {
    expect((await call('POST', '/site', { token: admin1, idSite: 1, body: { name: 'Mine' } })).status).toBe(403);
    const change = await call('PUT', '/site/1', { token: admin1, idSite: 1, body: { name: 'Renamed' } });
    expect(change.status).toBe(403);
    expect((await call('GET', '/sites/1', { token: admin1 })).body.data.name).toBe('Domaine des Lilas');
  });

  it('lets a SUPER_ADMIN create a site with its default language, then rename it', async () => {
    const created = await call('POST', '/site', {
      token: superAdmin,
      body: { name: `Clos Sainte-Anne ${Date.now()}`, url: 'https://clos.example', defaultLang: 'en_US' },
    });
    expect(created.status).toBe(201);
    const site = created.body.data;
    expect(site.slug).toMatch(/^clos-sainte-anne-\d+$/);
    const langs = await call('GET', '/lang', { idSite: site.id });
    expect(langs.body.data.langs).toEqual([expect.objectContaining({ code: 'en_US', isDefault: true, valid: true })]);
    const renamed = await call('PUT', `/site/${site.id}`, { token: superAdmin, body: { name: 'Clos Sainte-Anne' } });
    expect(renamed.body.data).toMatchObject({
      id: site.id,
      name: 'Clos Sainte-Anne',
      slug: site.slug,
      url: 'https://clos.example',
    });
  });

  it('gives the site rules their messages', async () => {
    const answer = await call('POST', '/site', {
      token: superAdmin,
      body: { name: ' ', url: 'clos.example' },
      lang: 'fr_FR',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual({
      name: ['Le nom est obligatoire'],
      url: ['Adresse invalide, elle doit commencer par http:// ou https://'],
    });
    const unknownLang = await call('POST', '/site', {
      token: superAdmin,
      body: { name: 'Somewhere', defaultLang: 'xx_XX' },
    });
    expect(unknownLang.body.data.errors).toEqual({ defaultLang: ['Unknown lang'] });
    const taken = await call('POST', '/site', { token: superAdmin, body: { name: 'Copy', slug: 'domaine-des-lilas' } });
    expect(taken.status).toBe(409);
    expect(taken.body.data.errors).toEqual({ slug: ['This short name is already used by another site'] });
  });

  it('accepts the site form as multipart, as the admin sends it', async () => {
    const { apiUrl } = inject('fixtures');
    const form = new FormData();
    form.append('name', 'Mas des Oliviers');
    form.append('defaultLang', 'fr_FR');
    const answer = await fetch(`${apiUrl}/site`, {
      method: 'POST',
      headers: { authorization: `Bearer ${superAdmin}` },
      body: form,
    });
    expect(answer.status).toBe(201);
    expect((await answer.json()).data).toMatchObject({
      name: 'Mas des Oliviers',
      slug: expect.stringMatching(/^mas-des-oliviers/),
    });
  });
});

describe('GET /site/resolve?host=: the site of a storefront host name', () => {
  it('finds a site by its slug under .localhost, publicly and before any site is chosen', async () => {
    const answer = await call('GET', '/site/resolve?host=domaine-des-lilas.localhost');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ idSite: 1, name: 'Domaine des Lilas', defaultLang: 'fr_FR' });
    // A port or capitals in the host change nothing; any idSite header is ignored.
    expect((await call('GET', '/site/resolve?host=Chateau-des-Pins.localhost:5174', { idSite: 1 })).body.data).toEqual({
      idSite: 2,
      name: 'Château des Pins',
      defaultLang: 'en_US',
    });
  });

  it('answers 404 for an unknown host, a slug that is no site, the defaults site 0 and bare local hosts', async () => {
    for (const host of ['nowhere.example', 'no-such-slug.localhost', 'defaults.localhost', 'localhost', '127.0.0.1']) {
      const answer = await call('GET', `/site/resolve?host=${host}`);
      expect(answer.status, host).toBe(404);
      expect(answer.body.message).toBe('Site not found');
    }
  });

  it('finds a site by the host of its url, follows a changed url, and keeps a host for one site', async () => {
    const suffix = Date.now().toString(36);
    const host = `shop-${suffix}.example`;
    const created = await call('POST', '/site', {
      token: superAdmin,
      body: { name: `Mas ${suffix}`, url: `https://${host}/boutique` },
    });
    expect(created.status).toBe(201);
    const idSite = created.body.data.id;
    expect((await call('GET', `/site/resolve?host=${host.toUpperCase()}`)).body.data).toEqual({
      idSite,
      name: `Mas ${suffix}`,
      defaultLang: 'fr_FR',
    });

    const taken = await call('POST', '/site', {
      token: superAdmin,
      body: { name: `Copy ${suffix}`, url: `http://${host}` },
      lang: 'fr_FR',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.data.errors).toEqual({ url: ['Cette adresse est déjà utilisée par un autre site'] });
    const takenByUpdate = await call('PUT', '/site/2', {
      token: superAdmin,
      body: { name: 'Château des Pins', url: `https://${host}` },
    });
    expect(takenByUpdate.status).toBe(409);
    expect(takenByUpdate.body.data.errors).toEqual({ url: ['This address is already used by another site'] });

    // Saving with the same url keeps the host; a new url moves it, and the old host is free again.
    expect(
      (await call('PUT', `/site/${idSite}`, { token: superAdmin, body: { name: `Mas ${suffix} renamed` } })).status,
    ).toBe(200);
    expect((await call('GET', `/site/resolve?host=${host}`)).body.data.name).toBe(`Mas ${suffix} renamed`);
    expect(
      (
        await call('PUT', `/site/${idSite}`, {
          token: superAdmin,
          body: { name: `Mas ${suffix}`, url: `https://www.${host}` },
        })
      ).status,
    ).toBe(200);
    expect((await call('GET', `/site/resolve?host=${host}`)).status).toBe(404);
    expect((await call('GET', `/site/resolve?host=www.${host}`)).body.data.idSite).toBe(idSite);
    const other = await call('POST', '/site', {
      token: superAdmin,
      body: { name: `Other ${suffix}`, url: `https://${host}` },
    });
    expect(other.status).toBe(201);
    expect((await call('GET', `/site/resolve?host=${host}`)).body.data.idSite).toBe(other.body.data.id);

    // A url with no host of its own (local) reserves nothing.
    expect(
      (
        await call('PUT', `/site/${idSite}`, {
          token: superAdmin,
          body: { name: `Mas ${suffix}`, url: 'http://localhost:5174' },
        })
      ).status,
    ).toBe(200);
    expect((await call('GET', `/site/resolve?host=www.${host}`)).status).toBe(404);
  });
});

describe('functionalities', () => {
  // Site 2's keys are put back after: other files' calls on site 2 need its default keys (docs/functionalities.md).
  let before: string[] = [];
  beforeAll(async () => {
    before = (await call('GET', '/site/2/functionality', { token: superAdmin })).body.data.keys;
  });
  afterAll(async () => {
    await call('PUT', '/site/2/link-functionality', { token: superAdmin, body: { keys: before } });
  });

  it('are set by a SUPER_ADMIN and read publicly by the site', async () => {
    const linked = await call('PUT', '/site/2/link-functionality', {
      token: superAdmin,
      body: { keys: ['SHOP', 'BLOG', 'SHOP'] },
    });
    expect(linked.body.data.keys).toEqual(['BLOG', 'SHOP']);
    expect((await call('GET', '/site/2/functionality', { token: superAdmin })).body.data.keys).toEqual([
      'BLOG',
      'SHOP',
    ]);
    expect((await call('GET', '/site/functionality', { idSite: 2 })).body.data.keys).toEqual(['BLOG', 'SHOP']);
    expect(
      (await call('PUT', '/site/1/link-functionality', { token: admin1, idSite: 1, body: { keys: ['SHOP'] } })).status,
    ).toBe(403);
    expect(
      (await call('PUT', '/site/2/link-functionality', { token: superAdmin, body: { keys: ['not a key'] } })).body.data
        .errors,
    ).toEqual({ 'keys.0': ['Invalid functionality key'] });
  });
});

describe('parameters', () => {
  it('answers publicly a site with no colours of its own with the theme defaults', async () => {
    const answer = await call('GET', '/parameter', { idSite: 2 });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      PRIMARY_COLOR: '#03A9F4',
      ACCENT_COLOR: '#C51162',
      BACKGROUND_COLOR: '#ffffff',
      FONT_COLOR: '#000000',
      DARK_THEME: false,
    });
  });

  it("answers a site's own colours with the defaults filled in around them", async () => {
    const answer = await call('GET', '/parameter', { idSite: 1 });
    expect(answer.body.data).toMatchObject({
      PRIMARY_COLOR: '#7B1E3A',
      ACCENT_COLOR: '#C9A227',
      COMPANY_NAME: 'Domaine des Lilas',
      BACKGROUND_COLOR: '#ffffff',
      HEADING_COLOR: '#000000',
    });
  });

  it('gives the active menu and active font the site’s primary colour until they are set themselves', async () => {
    const follows = await call('GET', '/parameter', { idSite: 1 });
    expect(follows.body.data).toMatchObject({ ACTIVE_MENU_COLOR: '#7B1E3A', ACTIVE_FONT_COLOR: '#7B1E3A' });
    const own = await call('PUT', '/admin/parameter', {
      token: admin1,
      idSite: 1,
      body: { ACTIVE_MENU_COLOR: '#112233' },
    });
    expect(own.body.data).toMatchObject({ ACTIVE_MENU_COLOR: '#112233', ACTIVE_FONT_COLOR: '#7B1E3A' });
    await call('PUT', '/admin/parameter', { token: admin1, idSite: 1, body: { ACTIVE_MENU_COLOR: null } });
  });

  it('lets an ADMIN change their site, with the colour rule on each field', async () => {
    const saved = await call('PUT', '/admin/parameter', {
      token: admin1,
      idSite: 1,
      body: { HEADING_COLOR: '#222', DARK_THEME: true },
    });
    expect(saved.body.data).toMatchObject({ HEADING_COLOR: '#222', DARK_THEME: true, PRIMARY_COLOR: '#7B1E3A' });
    const reset = await call('PUT', '/admin/parameter', {
      token: admin1,
      idSite: 1,
      body: { HEADING_COLOR: null, DARK_THEME: null },
    });
    expect(reset.body.data).toMatchObject({ HEADING_COLOR: '#000000', DARK_THEME: false });
    const bad = await call('PUT', '/admin/parameter', {
      token: admin1,
      idSite: 1,
      body: { PRIMARY_COLOR: 'red', idSite: 0 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toEqual({
      PRIMARY_COLOR: ['Invalid colour, expected #rrggbb'],
      idSite: ['Unknown field'],
    });
  });

  it("refuses an ADMIN writing site 0's parameters, by idSite or by the override, and nothing changes", async () => {
    const before = (await call('GET', '/parameter/default')).body.data;
    expect(
      (await call('PUT', '/admin/parameter', { token: admin1, idSite: 0, body: { PRIMARY_COLOR: '#111111' } })).status,
    ).toBe(403);
    const byOverride = await call('PUT', '/admin/parameter', {
      token: admin1,
      idSite: 1,
      headers: { idSiteOverride: '0' },
      body: { PRIMARY_COLOR: '#111111' },
    });
    expect(byOverride.status).toBe(403);
    expect((await call('GET', '/parameter/default')).body.data).toEqual(before);
  });

  it('lets a SUPER_ADMIN write the defaults through the override, and every site without its own value follows', async () => {
    const saved = await call('PUT', '/admin/parameter', {
      token: superAdmin,
      idSite: 1,
      headers: { idSiteOverride: '0' },
      body: { FONT_FOOTER_COLOR: '#333333' },
    });
    expect(saved.status).toBe(200);
    expect((await call('GET', '/parameter/default')).body.data.FONT_FOOTER_COLOR).toBe('#333333');
    expect((await call('GET', '/parameter', { idSite: 2 })).body.data.FONT_FOOTER_COLOR).toBe('#333333');
    expect((await call('GET', '/parameter', { idSite: 1 })).body.data.PRIMARY_COLOR).toBe('#7B1E3A');
    await call('PUT', '/admin/parameter', {
      token: superAdmin,
      headers: { idSiteOverride: '0' },
      body: { FONT_FOOTER_COLOR: null },
    });
    expect((await call('GET', '/parameter', { idSite: 2 })).body.data.FONT_FOOTER_COLOR).toBe('#000000');
  });

  it('answers 404 for a site that does not exist', async () => {
    expect((await call('GET', '/parameter', { idSite: 999 })).status).toBe(404);
  });
});

describe('VAT', () => {
  it('normalises and keeps the VAT number, and lists the VAT rates', async () => {
    const saved = await call('PUT', '/admin/parameter/vat-number', {
      token: admin1,
      idSite: 1,
      body: { vatNumber: 'fr 12 345678901' },
    });
    expect(saved.body.data.VAT_NUMBER).toBe('FR12345678901');
    const vat = await call('GET', '/admin/vat', { token: admin1, idSite: 1 });
    expect(vat.body.data.vatNumber).toBe('FR12345678901');
    expect(vat.body.data.rates).toContainEqual({ code: 'STANDARD', rate: 20 });
    const bad = await call('PUT', '/admin/parameter/vat-number', {
      token: admin1,
      idSite: 1,
      body: { vatNumber: '12' },
    });
    expect(bad.body.data.errors).toEqual({ vatNumber: ['Invalid VAT number'] });
    expect((await call('GET', '/site/info', { idSite: 1 })).body.data).toMatchObject({
      name: 'Domaine des Lilas',
      companyName: 'Domaine des Lilas',
      vatNumber: 'FR12345678901',
    });
  });
});
