import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../../scripts/src/test/api.ts';
import { colissimoId, createWine, deliveryOrder, placeOrder, visitorAddress } from './order-helpers.ts';

/**
 * Mail models (docs/mail-models.md) through the local gateway: the base models seeded on site 0, a
 * site's own version overriding them in both languages and dropped back to the base, the engine's
 * refusals per field, super-admin routes closed to an ADMIN, another site's admin never seeing this
 * site's models; notification recipients; the mails the system sends from models (welcome, the
 * merchant's new order). Site 2's models and recipients are this file's; site 1 gets one recipient
 * it removes at the end.
 */
const { logins, outboxDir } = inject('fixtures');
const run = Date.now().toString(36);
let admin1: string;
let admin2: string;
let admin3: string;
let superAdmin: string;

type Mail = { to: string; subject: string; html: string; text: string; tag: string };
async function mailsTo(email: string, tag?: string): Promise<Mail[]> {
  const files = (await readdir(outboxDir).catch(() => [])).sort();
  const mails = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(join(outboxDir, f), 'utf8')) as Mail),
  );
  return mails.filter((m) => m.to === email && (!tag || m.tag === tag));
}

const model = (word: string) => ({
  enabled: true,
  fr_FR: {
    subject: `{{shopName}} : refus ${word} {{orderNumber}}`,
    html: `<p>Bonjour {{firstname}}, ${word} FR.</p><ul>{{#lines}}<li>{{name}} {{year}}</li>{{/lines}}</ul><script>alert(1)</script>`,
  },
  en_US: { subject: `{{shopName}}: declined ${word} {{orderNumber}}`, html: `<p>Hello {{firstname}}, ${word} EN.</p>` },
});

beforeAll(async () => {
  [admin1, admin2, admin3, superAdmin] = await Promise.all([
    signIn(logins.admin1.email, logins.admin1.password),
    signIn(logins.admin2.email, logins.admin2.password),
    signIn(logins.admin3.email, logins.admin3.password),
    signIn(logins.superAdmin.email, logins.superAdmin.password),
  ]);
});

describe('mail models', () => {
  it('lists every mail of a site with the base model seeded on site 0', async () => {
    const answer = await call('GET', '/admin/mail/model', { token: admin2, idSite: 2 });
    expect(answer.status, answer.raw).toBe(200);
    const confirmation = answer.body.data.find((m: { key: string }) => m.key === 'order-confirmation');
    expect(confirmation).toMatchObject({
      source: 'BASE',
      overridesBase: false,
      required: true,
      enabled: true,
      fr_FR: { subject: '{{shopName}} : confirmation de votre commande {{orderNumber}}' },
    });
    expect(answer.body.data.length).toBe(18);
  });

  it('lets a site override the base model, renders it in both languages, and falls back to the base once dropped', async () => {
    const saved = await call('PUT', '/admin/mail/model/return-rejected', {
      token: admin2,
      idSite: 2,
      body: model(run),
    });
    expect(saved.status, saved.raw).toBe(200);
    expect(saved.body.data).toMatchObject({
      key: 'return-rejected',
      source: 'SITE',
      overridesBase: true,
      updatedBy: logins.admin2.email,
    });
    // Sanitised on save: the script is gone, the sections stay.
    expect(saved.body.data.fr_FR.html).toBe(
      `<p>Bonjour {{firstname}}, ${run} FR.</p><ul>{{#lines}}<li>{{name}} {{year}}</li>{{/lines}}</ul>`,
    );
    expect(saved.body.data.variables.map((v: { name: string }) => v.name)).toContain('lines');

    const read = await call('GET', '/admin/mail/model/return-rejected', { token: admin2, idSite: 2 });
    expect(read.body.data).toMatchObject({ source: 'SITE', en_US: { html: `<p>Hello {{firstname}}, ${run} EN.</p>` } });
    // Site 3 still sees the base model.
    expect(
      (await call('GET', '/admin/mail/model/return-rejected', { token: admin3, idSite: 3 })).body.data,
    ).toMatchObject({ source: 'BASE', overridesBase: false });

    for (const [lang, word, subject] of [
      ['fr_FR', `${run} FR`, `refus ${run} 2026-000042`],
      ['en_US', `${run} EN`, `declined ${run} 2026-000042`],
    ] as const) {
      const stored = read.body.data[lang];
      const preview = await call('POST', '/admin/mail/model/render', {
        token: admin2,
        idSite: 2,
        body: { key: 'return-rejected', lang, subject: stored.subject, html: stored.html },
      });
      expect(preview.status, preview.raw).toBe(200);
      expect(preview.body.data.subject).toContain(subject);
      expect(preview.body.data.html).toContain(word);
      expect(preview.body.data.text).toContain(`${lang === 'fr_FR' ? 'Bonjour' : 'Hello'} Léa, ${word}.`);
      expect(preview.body.data.text).toContain(
        lang === 'fr_FR'
          ? 'L’abus d’alcool est dangereux pour la santé, à consommer avec modération.'
          : 'Alcohol abuse is dangerous for your health: drink responsibly.',
      );
    }

    const dropped = await call('DELETE', '/admin/mail/model/return-rejected', { token: admin2, idSite: 2 });
    expect(dropped.status, dropped.raw).toBe(200);
    expect(dropped.body.message).toBe('The site’s version is dropped: the base model applies again');
    expect(dropped.body.data).toMatchObject({
      source: 'BASE',
      overridesBase: false,
      en_US: { subject: '{{shopName}}: your return {{orderNumber}} is declined' },
    });
    expect((await call('DELETE', '/admin/mail/model/return-rejected', { token: admin2, idSite: 2 })).status).toBe(404);
  });

  it('refuses unescaped variables, partials, delimiter changes and unknown variables, per field, in the request’s language', async () => {
    const body = {
      fr_FR: { subject: 'Commande {{{orderNumber}}}', html: '<p>{{& firstname}} {{> footer}}</p>' },
      en_US: { subject: 'Order', html: '{{=<% %>=}}<p><%firstname%></p>' },
    };
    const answer = await call('PUT', '/admin/mail/model/order-processing', {
      token: admin2,
      idSite: 2,
      lang: 'fr_FR',
      body,
    });
    expect(answer.status, answer.raw).toBe(400);
    expect(answer.body.data.errors).toEqual({
      'fr_FR.subject': [
        'Les triples accolades sont interdites : chaque variable s’écrit entre doubles accolades et est échappée',
      ],
      'fr_FR.html': ['Les variables non échappées ({{&…}}) sont interdites', 'Les inclusions ({{>…}}) sont interdites'],
      'en_US.html': ['Le changement de délimiteurs ({{=…=}}) est interdit'],
    });
    // Names are checked against the mail's own variables once the text is well formed.
    const unknown = await call('PUT', '/admin/mail/model/order-processing', {
      token: admin2,
      idSite: 2,
      body: {
        fr_FR: { subject: 'Commande', html: '<p>{{#lines}}{{password}}{{/lines}}</p>' },
        en_US: { subject: 'Order {{year}}', html: '<p>ok</p>' },
      },
    });
    expect(unknown.body.data.errors).toEqual({
      'fr_FR.html': ['This mail offers no such variable'],
      'en_US.subject': ['This mail offers no such variable'],
    });
    const preview = await call('POST', '/admin/mail/model/render', {
      token: admin2,
      idSite: 2,
      body: { key: 'order-processing', lang: 'en_US', subject: 'x', html: '{{{firstname}}}' },
    });
    expect(preview.status).toBe(400);
    expect(preview.body.data.errors).toEqual({
      html: ['Triple braces are not allowed: every variable is written between double braces and escaped'],
    });
  });

  it('keeps the password-reset mails on and the staff’s reset mail to the super-admin', async () => {
    const reset = {
      enabled: false,
      fr_FR: { subject: 'Mot de passe', html: '<p>{{link}}</p>' },
      en_US: { subject: 'Password', html: '<p>{{link}}</p>' },
    };
    const customer = await call('PUT', '/admin/mail/model/password-reset-customer', {
      token: admin2,
      idSite: 2,
      body: reset,
    });
    expect(customer.status).toBe(400);
    expect(customer.body.data.errors).toEqual({ enabled: ['This mail cannot be turned off'] });
    const staff = await call('PUT', '/admin/mail/model/password-reset-staff', {
      token: admin2,
      idSite: 2,
      body: { ...reset, enabled: true },
    });
    expect(staff.status).toBe(403);
  });

  it('closes the super-admin routes to an ADMIN', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/super-admin/mail/model'],
      ['GET', '/super-admin/mail/model/order-confirmation'],
      ['PUT', '/super-admin/mail/model/order-confirmation', model('x')],
      ['POST', '/super-admin/mail/model', { key: 'order-confirmation', ...model('x') }],
      ['POST', '/super-admin/mail/data', { key: 'order-confirmation', variables: [] }],
    ];
    for (const [method, path, body] of calls)
      expect((await call(method, path, { token: admin2, idSite: 2, body })).status, `${method} ${path}`).toBe(403);
  });

  it('never shows a site’s models to another site’s admin', async () => {
    expect(
      (
        await call('PUT', '/admin/mail/model/return-delivered', {
          token: admin2,
          idSite: 2,
          body: model(`secret-${run}`),
        })
      ).status,
    ).toBe(200);
    for (const [method, path] of [
      ['GET', '/admin/mail/model'],
      ['GET', '/admin/mail/model/return-delivered'],
      ['DELETE', '/admin/mail/model/return-delivered'],
    ] as const) {
      const answer = await call(method, path, { token: admin3, idSite: 2 });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.raw).not.toContain(`secret-${run}`);
    }
    const own = await call('GET', '/admin/mail/model/return-delivered', { token: admin3, idSite: 3 });
    expect(own.body.data.source).toBe('BASE');
    expect(own.raw).not.toContain(`secret-${run}`);
    expect((await call('DELETE', '/admin/mail/model/return-delivered', { token: admin2, idSite: 2 })).status).toBe(200);
  });

  it('lets the super-admin change a base model and the variables’ samples, which every site then uses', async () => {
    const before = (await call('GET', '/super-admin/mail/model/return-accepted', { token: superAdmin })).body.data;
    expect(before.source).toBe('BASE');
    const changed = {
      enabled: true,
      fr_FR: { ...before.fr_FR, subject: `{{shopName}} : retour accepté ${run}` },
      en_US: before.en_US,
    };
    expect(
      (await call('PUT', '/super-admin/mail/model/return-accepted', { token: superAdmin, body: changed })).status,
    ).toBe(200);
    expect(
      (await call('GET', '/admin/mail/model/return-accepted', { token: admin3, idSite: 3 })).body.data.fr_FR.subject,
    ).toBe(`{{shopName}} : retour accepté ${run}`);
    expect(
      (
        await call('POST', '/super-admin/mail/model', {
          token: superAdmin,
          body: { key: 'return-accepted', ...changed },
        })
      ).status,
    ).toBe(409);

    const data = await call('POST', '/super-admin/mail/data', {
      token: superAdmin,
      body: {
        key: 'return-accepted',
        variables: [{ name: 'comment', sample: { fr_FR: `Échantillon ${run}`, en_US: `Sample ${run}` } }],
      },
    });
    expect(data.status, data.raw).toBe(200);
    const preview = await call('POST', '/admin/mail/model/render', {
      token: admin3,
      idSite: 3,
      body: { key: 'return-accepted', lang: 'en_US', subject: 'x', html: '<p>{{comment}}</p>' },
    });
    expect(preview.body.data.text).toContain(`Sample ${run}`);
    const wrong = await call('POST', '/super-admin/mail/data', {
      token: superAdmin,
      body: {
        key: 'return-accepted',
        variables: [{ name: 'nope' }, { name: 'lines', sample: { fr_FR: 'x', en_US: [] } }],
      },
    });
    expect(wrong.body.data.errors).toEqual({
      'variables.0.name': ['This mail offers no such variable'],
      'variables.1.sample.fr_FR': ['The sample of a section is a list of lines'],
    });
    await call('PUT', '/super-admin/mail/model/return-accepted', {
      token: superAdmin,
      body: { enabled: true, fr_FR: before.fr_FR, en_US: before.en_US },
    });
  });
});

describe('notification recipients and the mails sent from models', () => {
  afterAll(async () => {
    const list = (await call('GET', '/admin/notifications', { token: admin1, idSite: 1 })).body.data as Array<{
      id: number;
      email: string;
    }>;
    const mine = list.filter((n) => n.email.includes(run)).map((n) => n.id);
    if (mine.length)
      await call('PUT', '/admin/notifications/delete', { token: admin1, idSite: 1, body: { ids: mine } });
  });

  it('adds and removes recipients with their events, refusing bad ones per field, and only on the caller’s site', async () => {
    const bad = await call('POST', '/admin/notifications', {
      token: admin2,
      idSite: 2,
      body: { email: 'nope', events: [] },
    });
    expect(bad.body.data.errors).toEqual({ email: ['Invalid e-mail format'], events: ['Choose at least one event'] });
    const added = await call('POST', '/admin/notifications', {
      token: admin2,
      idSite: 2,
      body: { email: `Cave-${run}@Example.com`, events: ['NEW_ORDER', 'RETURN_ASKED'] },
    });
    expect(added.status, added.raw).toBe(201);
    expect(added.body.data).toMatchObject({ email: `cave-${run}@example.com`, events: ['NEW_ORDER', 'RETURN_ASKED'] });
    expect(
      (
        await call('POST', '/admin/notifications', {
          token: admin2,
          idSite: 2,
          body: { email: `cave-${run}@example.com`, events: ['NEW_MESSAGE'] },
        })
      ).status,
    ).toBe(409);
    // Site 3's admin deleting site 2's id on its own site removes nothing.
    await call('PUT', '/admin/notifications/delete', { token: admin3, idSite: 3, body: { ids: [added.body.data.id] } });
    expect((await call('GET', '/admin/notifications', { token: admin2, idSite: 2 })).body.data).toContainEqual(
      added.body.data,
    );
    const left = await call('PUT', '/admin/notifications/delete', {
      token: admin2,
      idSite: 2,
      body: { ids: [added.body.data.id] },
    });
    expect(left.body.data.some((n: { id: number }) => n.id === added.body.data.id)).toBe(false);
  });

  it('welcomes a new customer with the account-created model, HTML and text', async () => {
    const email = `welcome-${run}@example.com`;
    const answer = await call('POST', '/register', {
      headers: { 'x-forwarded-for': visitorAddress() },
      idSite: 1,
      lang: 'en_US',
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
    expect(answer.status, answer.raw).toBe(201);
    const [mail] = await mailsTo(email, 'account-created');
    expect(mail?.subject).toBe('Domaine des Lilas: welcome, your account is created');
    expect(mail!.html).toContain('<!doctype html>');
    expect(mail!.text).toContain('Hello Léa,');
    expect(mail!.text).toContain('Alcohol abuse is dangerous for your health: drink responsibly.');
  });

  it('mails each new order to the site’s NEW_ORDER recipients, else to its admins, in the site’s language', async () => {
    const wine = await createWine(admin1, `Mail wine ${run}`, { quantity: 20 });
    const colissimo = await colissimoId();
    const first = await placeOrder(deliveryOrder([{ id: wine.id, quantity: 1 }], colissimo), { lang: 'en_US' });
    expect(first.status, first.raw).toBe(201);
    const toAdmin = (await mailsTo(logins.admin1.email, 'order-new-merchant')).find((m) =>
      m.subject.includes(first.body.data.number),
    );
    expect(toAdmin?.subject).toBe(
      `Nouvelle commande ${first.body.data.number} : ${first.body.data.total.toFixed(2).replace('.', ',')} €`,
    );
    expect(toAdmin?.text).toContain(`1 × Mail wine ${run}`);

    const recipient = `orders-${run}@example.com`;
    expect(
      (
        await call('POST', '/admin/notifications', {
          token: admin1,
          idSite: 1,
          body: { email: recipient, events: ['NEW_ORDER'] },
        })
      ).status,
    ).toBe(201);
    const second = await placeOrder(deliveryOrder([{ id: wine.id, quantity: 1 }], colissimo), { lang: 'en_US' });
    expect(second.status, second.raw).toBe(201);
    const [mail] = await mailsTo(recipient, 'order-new-merchant');
    expect(mail?.subject).toContain(`Nouvelle commande ${second.body.data.number}`);
    expect(
      (await mailsTo(logins.admin1.email, 'order-new-merchant')).some((m) =>
        m.subject.includes(second.body.data.number),
      ),
    ).toBe(false);
  });
});
