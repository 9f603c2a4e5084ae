import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import { messageBodySchema } from './message.ts';
import { contactMessageIssues } from './message-rules.ts';

describe('the contact message’s rules (spec 1 §5)', () => {
  it('needs a name, an e-mail and a message, each with its message', () => {
    const issues = contactMessageIssues({ name: ' ', email: '', message: '\n' });
    expect(issues).toEqual({
      name: 'message.nameRequired',
      email: 'message.emailRequired',
      message: 'message.messageRequired',
    });
    expect(translate(issues.message!, 'en_US')).toBe('Message cannot be empty');
    expect(translate(issues.message!, 'fr_FR')).toBe('Le message ne peut pas être vide');
  });

  it('checks the e-mail’s format and an optional phone with the order’s phone rule', () => {
    const base = { name: 'Léa', message: 'Hello' };
    expect(contactMessageIssues({ ...base, email: 'lea@', phone: 'abc' })).toEqual({
      email: 'message.invalidEmail',
      phone: 'message.invalidPhone',
    });
    expect(contactMessageIssues({ ...base, email: 'lea@example.com', phone: '+33 6 12 34 56 78' })).toEqual({});
    expect(contactMessageIssues({ ...base, email: 'lea@example.com' })).toEqual({});
  });
});

describe('POST /message’s body', () => {
  it('reads a contact message, trimmed, and a filled honeypot as a robot', () => {
    const parsed = messageBodySchema.parse({
      name: ' Léa ',
      email: 'lea@example.com',
      message: ' Hello ',
      website: 'x',
    });
    expect(parsed).toEqual({
      kind: 'CONTACT',
      name: 'Léa',
      email: 'lea@example.com',
      phone: null,
      subject: null,
      message: 'Hello',
      trapped: true,
    });
  });

  it('reads a form submission without a sender, and checks a sender’s format when one is given', () => {
    expect(messageBodySchema.parse({ idForm: '3', answers: { guests: [{ name: 'Anne' }] } })).toMatchObject({
      kind: 'FORM',
      idForm: 3,
      answers: { guests: [{ name: 'Anne' }] },
      trapped: false,
    });
    const refused = messageBodySchema.safeParse({ idForm: 3, answers: {}, email: 'nope' });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['email', 'message.invalidEmail'],
    ]);
  });
});
