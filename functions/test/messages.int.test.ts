import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../../scripts/src/test/api.ts';

/**
 * Conversations (issue 18; spec 1 §2 `/message`, §3, §5 "Message cannot be empty"; spec 2 §7) through the local
 * gateway: the contact message's rules in English and French, the inbox (unread count, read, archive, duplicate,
 * delete), the mail to the site, a form submission checked against its form, the per-address limit, site isolation.
 */
const { logins, outboxDir } = inject('fixtures');
let admin1: string;
let admin2: string;
const run = Date.now().toString(36);
/** The site's contact address (seed-fonts.ts `seedDemoInformation`): no NEW_MESSAGE recipient is set on site 1. */
const siteContact = 'contact@domaine-des-lilas.example';

let visitor = 0;
/** A client address of its own per message, so the per-address limit is only met where a test means it. */
const asVisitor = () => ({ 'x-forwarded-for': `10.218.${Math.floor(++visitor / 250)}.${(visitor % 250) + 1}` });

type Message = {
  id: number;
  kind: string;
  name: string;
  email: string;
  subject: string | null;
  text: string;
  answers: Record<string, unknown> | null;
  answerLabels: Record<string, string> | null;
  read: boolean;
  archived: boolean;
  duplicateOf: number | null;
};

const send = (body: Record<string, unknown>, options: { lang?: 'fr_FR' | 'en_US'; site?: number } = {}) =>
  call('POST', '/message', { idSite: options.site ?? 1, lang: options.lang, body, headers: asVisitor() });

const contact = (over: Record<string, unknown> = {}) => ({
  name: `Léa ${run}`,
  email: `lea-${run}@example.com`,
  subject: 'A visit',
  message: 'Hello,\ncan we visit the cellar on Saturday?',
  ...over,
});

async function inbox(query: string, token = admin1, site = 1): Promise<{ list: Message[]; total: number }> {
  const answer = await call('GET', `/message?${query}`, { token, idSite: site });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data;
}

/** The message a sender wrote, found in the inbox by the sender's unique name. */
async function sentBy(name: string): Promise<Message> {
  const found = await inbox(`sender=lk:${encodeURIComponent(name)}&nbItem=100`);
  expect(found.list).toHaveLength(1);
  return found.list[0]!;
}

async function mailsTo(
  email: string,
): Promise<Array<{ to: string; subject: string; html: string; text: string; tag: string }>> {
  const files = (await readdir(outboxDir).catch(() => [])).sort();
  const mails = await Promise.all(files.map(async (f) => JSON.parse(await readFile(join(outboxDir, f), 'utf8'))));
  return mails.filter((m) => m.to === email);
}

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
});

describe('the contact message’s rules, each with its message on its field', () => {
  it('answers every missing field at once, in English', async () => {
    const answer = await send({ name: ' ', email: '', message: '  ' });
    expect(answer.status, answer.raw).toBe(400);
    expect(answer.body.data.errors).toEqual({
      name: ['Name cannot be empty'],
      email: ['E-mail cannot be empty'],
      message: ['Message cannot be empty'],
    });
  });

  it('says them in French on a French request', async () => {
    const answer = await send({ name: 'Léa', email: 'lea@example.com', message: '' }, { lang: 'fr_FR' });
    expect(answer.body.data.errors).toEqual({ message: ['Le message ne peut pas être vide'] });
  });

  it('refuses a malformed e-mail and phone', async () => {
    const answer = await send(contact({ email: 'lea-at-example', phone: 'call me' }));
    expect(answer.body.data.errors).toEqual({ email: ['Invalid e-mail format'], phone: ['Invalid phone number'] });
  });

  it('refuses a field the contact form does not have', async () => {
    expect((await send(contact({ read: true }))).status).toBe(400);
  });
});

describe('a contact message in the inbox', () => {
  it('keeps the message unread, counts it, and mails it to the site’s contact address', async () => {
    const before = (await inbox('read=false&page=1&nbItem=1')).total;
    const name = `Léa inbox ${run}`;
    const answer = await send(contact({ name, phone: '06 12 34 56 78' }));
    expect(answer.status, answer.raw).toBe(201);
    expect(answer.body).toMatchObject({ message: 'Your message has been sent', data: { sent: true } });
    const message = await sentBy(name);
    expect(message).toMatchObject({
      kind: 'CONTACT',
      email: `lea-${run}@example.com`,
      subject: 'A visit',
      text: 'Hello,\ncan we visit the cellar on Saturday?',
      read: false,
      archived: false,
      answers: null,
    });
    expect((await inbox('read=false&page=1&nbItem=1')).total).toBe(before + 1);

    const mail = (await mailsTo(siteContact)).find((m) => m.tag === 'message-received' && m.html.includes(run));
    expect(mail?.subject).toBe(`Nouveau message de Léa inbox ${run} : A visit`);
    expect(mail!.text).toContain('can we visit the cellar on Saturday?');
    // What the visitor typed is never a link in the shop's mail.
    expect(mail!.text).toContain(`lea-${run} [at] example[.]com`);
  });

  it('marks a message read when it is opened, and the unread count goes down', async () => {
    const name = `Léa read ${run}`;
    await send(contact({ name }));
    const message = await sentBy(name);
    const before = (await inbox('read=false&page=1&nbItem=1')).total;
    const one = await call('GET', `/message/${message.id}`, { token: admin1, idSite: 1 });
    expect(one.body.data.read).toBe(false);
    const read = await call('GET', `/message/read/${message.id}`, { token: admin1, idSite: 1 });
    expect(read.status, read.raw).toBe(200);
    expect(read.body.data.read).toBe(true);
    expect((await inbox('read=false&page=1&nbItem=1')).total).toBe(before - 1);
    expect((await inbox(`read=true&sender=lk:${encodeURIComponent(name)}`)).list.map((m) => m.id)).toEqual([
      message.id,
    ]);
  });

  it('archives a message and brings it back', async () => {
    const name = `Léa archive ${run}`;
    await send(contact({ name }));
    const message = await sentBy(name);
    const archived = await call('PUT', `/admin/message/${message.id}/archive`, { token: admin1, idSite: 1, body: {} });
    expect(archived.status, archived.raw).toBe(200);
    expect(archived.body).toMatchObject({ message: 'Message archived', data: { archived: true } });
    const filter = `sender=lk:${encodeURIComponent(name)}`;
    expect((await inbox(`archived=false&${filter}`)).total).toBe(0);
    expect((await inbox(`archived=true&${filter}`)).total).toBe(1);
    const back = await call('PUT', `/admin/message/${message.id}/archive`, {
      token: admin1,
      idSite: 1,
      body: { archived: false },
    });
    expect(back.body.data.archived).toBe(false);
  });

  it('duplicates a message as a new unread conversation naming the original', async () => {
    const name = `Léa copy ${run}`;
    await send(contact({ name }));
    const original = await sentBy(name);
    await call('GET', `/message/read/${original.id}`, { token: admin1, idSite: 1 });
    const copy = await call('POST', `/admin/message/${original.id}/duplicate`, { token: admin1, idSite: 1 });
    expect(copy.status, copy.raw).toBe(201);
    expect(copy.body.data).toMatchObject({
      name,
      text: original.text,
      read: false,
      archived: false,
      duplicateOf: original.id,
    });
    expect(copy.body.data.id).toBeGreaterThan(original.id);
    const both = await inbox(`sender=lk:${encodeURIComponent(name)}`);
    // Newest first.
    expect(both.list.map((m) => m.id)).toEqual([copy.body.data.id, original.id]);
  });

  it('deletes a message: it is gone from the inbox and answers 404', async () => {
    const name = `Léa delete ${run}`;
    await send(contact({ name }));
    const message = await sentBy(name);
    const deleted = await call('DELETE', `/admin/message/${message.id}`, { token: admin1, idSite: 1 });
    expect(deleted.status, deleted.raw).toBe(200);
    expect(deleted.body.message).toBe('Message deleted');
    const gone = await call('GET', `/message/${message.id}`, { token: admin1, idSite: 1 });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Message not found');
  });

  it('pages the inbox newest first with its total', async () => {
    const name = `Léa page ${run}`;
    for (const n of [1, 2, 3]) await send(contact({ name: `${name} ${n}` }));
    const first = await inbox(`sender=lk:${encodeURIComponent(name)}&page=1&nbItem=2`);
    expect(first.total).toBe(3);
    expect(first.list.map((m) => m.name)).toEqual([`${name} 3`, `${name} 2`]);
    const second = await inbox(`sender=lk:${encodeURIComponent(name)}&page=2&nbItem=2`);
    expect(second.list.map((m) => m.name)).toEqual([`${name} 1`]);
  });

  it('keeps nothing a robot sends through the hidden field, yet answers as for a person', async () => {
    const name = `Robot ${run}`;
    const answer = await send(contact({ name, website: 'https://spam.example' }));
    expect(answer.status).toBe(201);
    expect((await inbox(`sender=lk:${encodeURIComponent(name)}`)).total).toBe(0);
  });

  it('holds a flood from one address (429) once the limit is met', async () => {
    const headers = { 'x-forwarded-for': `10.219.${run.length}.7` };
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++)
      statuses.push(
        (await call('POST', '/message', { idSite: 3, body: contact({ name: `Flood ${run} ${n}` }), headers })).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('site isolation and access', () => {
  it('never shows one site’s message to another site’s admin', async () => {
    const name = `Léa isolated ${run}`;
    await send(contact({ name }));
    const message = await sentBy(name);
    expect((await inbox(`sender=lk:${encodeURIComponent(name)}`, admin2, 2)).total).toBe(0);
    for (const [method, path] of [
      ['GET', `/message/${message.id}`],
      ['GET', `/message/read/${message.id}`],
      ['PUT', `/admin/message/${message.id}/archive`],
      ['POST', `/admin/message/${message.id}/duplicate`],
      ['DELETE', `/admin/message/${message.id}`],
    ] as const) {
      const answer = await call(method, path, { token: admin2, idSite: 2, body: method === 'PUT' ? {} : undefined });
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    expect((await call('GET', `/message/${message.id}`, { token: admin1, idSite: 1 })).body.data.read).toBe(false);
  });

  it('keeps the inbox to the site’s staff', async () => {
    expect((await call('GET', '/message', { idSite: 1 })).status).toBe(401);
  });
});

describe('a filled-in form', () => {
  const input = (key: string, inputType: string, name: string, over: Record<string, unknown> = {}) => ({
    id: `i-${key}`,
    key,
    inputType,
    name,
    text: null,
    required: true,
    default: null,
    placeholder: null,
    multiple: false,
    min: null,
    max: null,
    values: [],
    help: null,
    condition: null,
    ...over,
  });
  let idForm: number;

  beforeAll(async () => {
    const created = await call('POST', '/admin/forms', {
      token: admin1,
      idSite: 1,
      body: {
        name: `Tasting ${run}`,
        conditionGroups: [],
        groups: [
          {
            id: 'g-you',
            title: 'You',
            condition: null,
            loop: null,
            rows: [
              {
                id: 'r-you',
                condition: null,
                inputs: [
                  input('fullName', 'TEXT', 'Your name'),
                  input('email', 'EMAIL', 'Your e-mail'),
                  input('slot', 'RADIO', 'When', {
                    values: [
                      { value: 'am', label: 'Morning' },
                      { value: 'pm', label: 'Afternoon' },
                    ],
                  }),
                ],
              },
            ],
          },
          {
            id: 'g-guests',
            title: 'Guests',
            condition: null,
            loop: { key: 'guests', name: 'Guest', type: 'BLOCK', minLoop: 1, maxLoop: 4, nbItem: 1, isActive: true },
            rows: [{ id: 'r-guest', condition: null, inputs: [input('guestName', 'TEXT', 'Guest name')] }],
          },
        ],
      },
    });
    expect(created.status, created.raw).toBeLessThan(300);
    idForm = created.body.data.id;
  });

  it('answers each answer’s issue on its path', async () => {
    const answer = await send({ idForm, answers: { fullName: '', email: 'nope', slot: 'night', guests: [{}] } });
    expect(answer.status, answer.raw).toBe(400);
    expect(Object.keys(answer.body.data.errors).sort()).toEqual(['email', 'fullName', 'guests.0.guestName', 'slot']);
  });

  it('refuses an answer to a form the site does not have', async () => {
    const answer = await send({ idForm: 999_999, answers: {} });
    expect(answer.status).toBe(404);
  });

  it('keeps good answers with the form’s labels and mails them by label', async () => {
    const fullName = `Marc form ${run}`;
    const answer = await send({
      idForm,
      answers: { fullName, email: `marc-${run}@example.com`, slot: 'pm', guests: [{ guestName: 'Anne' }] },
    });
    expect(answer.status, answer.raw).toBe(201);
    const message = await sentBy(fullName);
    expect(message).toMatchObject({
      kind: 'FORM',
      name: fullName,
      email: `marc-${run}@example.com`,
      answers: { fullName, slot: 'pm', guests: [{ guestName: 'Anne' }] },
      answerLabels: { fullName: 'Your name', slot: 'When', 'slot=pm': 'Afternoon', 'guests.guestName': 'Guest name' },
    });
    const mail = (await mailsTo(siteContact)).find((m) => m.html.includes(`Marc form ${run}`));
    expect(mail?.text).toContain('Afternoon');
    expect(mail!.text).toContain('Guest 1 — Guest name');
    expect(mail!.text).toContain(`Tasting ${run}`);
  });
});
