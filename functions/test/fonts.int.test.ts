import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, sendForm, signIn, type FormFile } from '../../scripts/src/test/api.ts';

/**
 * Fonts (issue 17; spec 1 §3 "Font", §5 "Font family, weight, style and file mandatory"; spec 2 §7) and the site's
 * public information (issue 17 item 6) through the local gateway: each rule with its message, who may write,
 * what the storefront reads (only the faces its settings use), and site isolation.
 */
const { logins } = inject('fixtures');
let admin1: string;
let admin2: string;
let superAdmin: string;
const run = Date.now().toString(36);

const fontBytes = (magic: string) => Buffer.concat([Buffer.from(magic, 'latin1'), Buffer.alloc(60, 1)]);
const woff2 = (name = 'serif.woff2'): FormFile => ({
  field: 'file',
  name,
  type: 'font/woff2',
  bytes: fontBytes('wOF2'),
});
const woff: FormFile = { field: 'fileWoff', name: 'serif.woff', type: 'font/woff', bytes: fontBytes('wOFF') };

type Answer = { status: number; raw: string; body: { message: string; data: any } };
function errorsOf(answer: Answer): Record<string, string[]> {
  expect(answer.status, answer.raw).toBe(400);
  return answer.body.data.errors ?? {};
}

const addFont = (fields: Record<string, unknown>, files: FormFile[] = [woff2()], token = superAdmin, lang?: 'fr_FR') =>
  sendForm('POST', '/admin/base-font', fields, files, { token, idSite: 1, lang });

async function createdFont(family: string, weight = 400) {
  const answer = await addFont({ family, weight, style: 'normal' });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data as { id: number; family: string; woff2Url: string; woffUrl: string | null };
}

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
  superAdmin = await signIn(logins.superAdmin.email, logins.superAdmin.password);
});

describe('base fonts (super-admin)', () => {
  it('refuses a font without family, weight, style or file, with the spec message on each', async () => {
    expect(errorsOf(await addFont({}, []))).toEqual({
      family: ['Font family, weight, style and file mandatory'],
      weight: ['Font family, weight, style and file mandatory'],
      style: ['Font family, weight, style and file mandatory'],
      file: ['Font family, weight, style and file mandatory'],
    });
    expect(errorsOf(await addFont({}, [], superAdmin, 'fr_FR')).family).toEqual([
      'La famille, la graisse, le style et le fichier de la police sont obligatoires',
    ]);
  });

  it('refuses a weight that is not 100 to 900 by hundreds, and an unknown style', async () => {
    const errors = errorsOf(await addFont({ family: 'Lora', weight: 450, style: 'oblique' }));
    expect(errors.weight).toEqual(['The weight must be 100 to 900, by hundreds']);
    expect(errors.style).toEqual(['The style must be normal or italic']);
  });

  it('checks the files by their bytes: a TTF named .woff2, or a WOFF2 sent as the WOFF, is refused', async () => {
    const ttf: FormFile = { field: 'file', name: 'a.woff2', type: 'font/woff2', bytes: fontBytes('\0\x01\0\0') };
    expect(errorsOf(await addFont({ family: 'Lora', weight: 400, style: 'normal' }, [ttf])).file).toEqual([
      'The font file must be a WOFF2 file',
    ]);
    const wrongWoff = { ...woff2('b.woff'), field: 'fileWoff' };
    expect(
      errorsOf(await addFont({ family: 'Lora', weight: 400, style: 'normal' }, [woff2(), wrongWoff])).fileWoff,
    ).toEqual(['The second file must be a WOFF file']);
  });

  it('refuses a family name that could break out of a CSS rule', async () => {
    expect(errorsOf(await addFont({ family: 'Lora"; }', weight: 400, style: 'normal' })).family).toEqual([
      'The family name cannot hold quotes, semicolons, braces or angle brackets',
    ]);
  });

  it('stores a font with its files public, lists it, changes, moves and deletes it', async () => {
    const answer = await addFont({ family: `Serif ${run}`, weight: 700, style: 'italic' }, [woff2(), woff]);
    expect(answer.status, answer.raw).toBe(200);
    const font = answer.body.data;
    expect(font).toMatchObject({ family: `Serif ${run}`, weight: 700, style: 'italic' });
    const file = await fetch(
      font.woff2Url.startsWith('http') ? font.woff2Url : `${inject('fixtures').apiUrl}${font.woff2Url}`,
    );
    expect(file.status).toBe(200);
    // Stored `immutable` under a new name each time (the local gateway answers its own short cache-control).
    expect(file.headers.get('content-type')).toBe('font/woff2');
    expect(new Uint8Array(await file.arrayBuffer()).subarray(0, 4)).toEqual(new Uint8Array(Buffer.from('wOF2')));

    const updated = await sendForm(
      'PUT',
      `/admin/base-font/${font.id}`,
      {
        family: `Serif ${run}`,
        weight: 400,
        style: 'normal',
        removeWoff: true,
      },
      [],
      { token: superAdmin, idSite: 1 },
    );
    expect(updated.status, updated.raw).toBe(200);
    expect(updated.body.data).toMatchObject({ weight: 400, style: 'normal', woffUrl: null, woff2Url: font.woff2Url });

    const moved = await call('PUT', `/admin/base-font/${font.id}/order`, {
      token: superAdmin,
      idSite: 1,
      body: { position: 0 },
    });
    expect(moved.status, moved.raw).toBe(200);
    expect(moved.body.data.list[0].id).toBe(font.id);
    const list = await call('GET', '/admin/base-font', { token: admin1, idSite: 1 });
    expect(list.body.data.list[0].id).toBe(font.id);

    expect((await call('DELETE', `/admin/base-font/${font.id}`, { token: superAdmin, idSite: 1 })).status).toBe(200);
    const after = await call('GET', '/admin/base-font', { token: admin1, idSite: 1 });
    expect(after.body.data.list.some((f: { id: number }) => f.id === font.id)).toBe(false);
  });

  it('lets an admin read the catalogue but not write it (403)', async () => {
    expect((await addFont({ family: `No ${run}`, weight: 400, style: 'normal' }, [woff2()], admin1)).status).toBe(403);
    const list = await call('GET', '/admin/base-font', { token: admin1, idSite: 1 });
    expect(list.body.data.list.some((f: { family: string }) => f.family === `No ${run}`)).toBe(false);
  });
});

describe('site fonts', () => {
  const choose = (ids: number[], token = admin1, site = 1) =>
    call('PUT', '/admin/site-font', { token, idSite: site, body: { idsBaseFont: ids } });
  const setFont = (type: string, body: Record<string, unknown>, lang?: 'fr_FR', token = admin1, site = 1) =>
    call('PUT', `/admin/font/${type}`, { token, idSite: site, lang, body });

  it('sets the title font from the chosen fonts; the storefront gets only the faces its settings use', async () => {
    const title = await createdFont(`Title ${run}`);
    const unused = await createdFont(`Unused ${run}`);
    // The demo site's own fonts (the seed's) stay chosen: its settings use them.
    const current: number[] = (await call('GET', '/site-font', { idSite: 1 })).body.data.idsBaseFont;
    expect((await choose([...current, title.id, unused.id])).status).toBe(200);
    const set = await setFont('TITLE', { family: `Title ${run}`, size: 2.5, weight: 700, colour: '#8B0000' });
    expect(set.status, set.raw).toBe(200);

    const read = await call('GET', '/site-font', { idSite: 1 });
    expect(read.status).toBe(200);
    expect(read.body.data.settings.TITLE).toEqual({
      family: `Title ${run}`,
      size: 2.5,
      weight: 700,
      colour: '#8b0000',
    });
    expect(read.body.data.idsBaseFont).toEqual([...current, title.id, unused.id]);
    const families = read.body.data.faces.map((f: { family: string }) => f.family);
    expect(families).toContain(`Title ${run}`);
    expect(families).not.toContain(`Unused ${run}`);
    // Another site chose nothing: it loads no font.
    const other = await call('GET', '/site-font', { idSite: 2 });
    expect(other.body.data.faces.some((f: { family: string }) => f.family === `Title ${run}`)).toBe(false);
  });

  it('answers each setting rule with its message, in English and French', async () => {
    const bad = { family: 'Nowhere', size: 12, weight: 50, colour: 'red' };
    expect(errorsOf(await setFont('MENU', bad))).toEqual({
      family: ["Choose a family among the site's fonts"],
      size: ['The size must be a number of em above 0, 10 at most'],
      weight: ['The weight must be 100 to 900, by hundreds'],
      colour: ['The colour must be written #rrggbb'],
    });
    expect(errorsOf(await setFont('MENU', { ...bad, size: 0 }, 'fr_FR'))).toEqual({
      family: ['Choisissez une famille parmi les polices du site'],
      size: ['La taille doit être un nombre d’em supérieur à 0, 10 au plus'],
      weight: ['La graisse doit aller de 100 à 900, par centaines'],
      colour: ['La couleur doit s’écrire #rrggbb'],
    });
    expect((await setFont('FOOTER', { family: 'x', size: 1, weight: 400, colour: '#000000' })).status).toBe(400);
  });

  it('refuses to remove a font a setting uses, and removes one no setting uses', async () => {
    const used = await createdFont(`Used ${run}`);
    const spare = await createdFont(`Spare ${run}`);
    expect((await choose([used.id, spare.id], admin2, 2)).status).toBe(200);
    const content = { family: `Used ${run}`, size: 1, weight: 400, colour: '#222222' };
    expect((await setFont('CONTENT', content, undefined, admin2, 2)).status).toBe(200);
    const refused = await call('DELETE', `/admin/site-font/${used.id}`, { token: admin2, idSite: 2 });
    expect(errorsOf(refused).idsBaseFont).toEqual([
      'This font is used by the title, the menu or the content: choose another one there first',
    ]);
    expect(errorsOf(await choose([spare.id], admin2, 2)).idsBaseFont).toHaveLength(1);
    const removed = await call('DELETE', `/admin/site-font/${spare.id}`, { token: admin2, idSite: 2 });
    expect(removed.status, removed.raw).toBe(200);
    expect(removed.body.data.idsBaseFont).toEqual([used.id]);
  });

  it("refuses a base font that does not exist, and keeps each site's choice its own", async () => {
    expect(errorsOf(await choose([999_999])).idsBaseFont).toEqual(['One of the chosen fonts does not exist']);
    const mine = (await call('GET', '/site-font', { idSite: 1 })).body.data.idsBaseFont;
    const theirs = (await call('GET', '/site-font', { idSite: 2 })).body.data.idsBaseFont;
    expect(mine).not.toEqual(theirs);
  });

  it('fills the fonts section of the storefront from the same answer whatever the language', async () => {
    const fr = await call('GET', '/site-font', { idSite: 1, lang: 'fr_FR' });
    expect(fr.body.data.settings.TITLE?.family).toBe(`Title ${run}`);
  });
});

describe('site information (footer)', () => {
  const put = (body: Record<string, unknown>, lang?: 'fr_FR', token = admin1, site = 1) =>
    call('PUT', '/admin/site/information', { token, idSite: site, lang, body });

  it('refuses a bad email, phone and a social link not in https, with their messages', async () => {
    const body = { email: 'contact@', phone: 'call me', social: { facebook: 'http://facebook.com/x' } };
    expect(errorsOf(await put(body))).toEqual({
      email: ['Invalid email address'],
      phone: ['Invalid phone number'],
      'social.facebook': ['The address must start with https://'],
    });
    expect(errorsOf(await put(body, 'fr_FR'))).toEqual({
      email: ['Adresse e-mail invalide'],
      phone: ['Numéro de téléphone invalide'],
      'social.facebook': ['L’adresse doit commencer par https://'],
    });
  });

  it('stores the information and the storefront reads it; another site does not see it', async () => {
    const body = {
      companyName: `Domaine ${run}`,
      addressLine1: '1 chemin des Vignes',
      postalCode: '21200',
      city: 'Beaune',
      country: 'France',
      phone: '+33 3 80 00 00 00',
      email: 'contact@domaine.example',
      openingHours: { MONDAY: '9:00–18:00', SUNDAY: null },
      social: { instagram: 'https://instagram.com/domaine' },
    };
    const saved = await put(body);
    expect(saved.status, saved.raw).toBe(200);
    const read = await call('GET', '/site/information', { idSite: 1 });
    expect(read.body.data).toMatchObject({ ...body, openingHours: { MONDAY: '9:00–18:00' } });
    const other = await call('GET', '/site/information', { idSite: 2 });
    expect(other.body.data.companyName).not.toBe(`Domaine ${run}`);
  });

  it('lets no one but the admin write it (401 anonymous)', async () => {
    expect((await call('PUT', '/admin/site/information', { idSite: 1, body: { city: 'X' } })).status).toBe(401);
  });
});
