import type { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { describe, expect, it } from 'vitest';
import { SesMailSender } from './ses-mail-sender.ts';

/** SES v2 SendEmail answer as recorded from the API (message id shape kept, value made up). */
const recordedAnswer = {
  $metadata: {
    httpStatusCode: 200,
    requestId: '5e2c1a0b-8f6d-4a0e-9d7b-3c4b1a2f9e10',
    attempts: 1,
    totalRetryDelay: 0,
  },
  MessageId: '010701933c2b7f10-7c1e3c51-1f5c-4a8e-9a43-7f2d6c8b9e01-000000',
};

describe('the SES mail adapter', () => {
  it('sends the HTML and its text part from the configured address with a tag', async () => {
    const sent: SendEmailCommand[] = [];
    const client = { send: async (command: SendEmailCommand) => (sent.push(command), recordedAnswer) };
    await new SesMailSender('no-reply@cellar.example', client as never).send({
      to: 'lea@example.com',
      subject: 'Réinitialisez',
      html: '<p>Bonjour</p>',
      text: 'Bonjour',
      tag: 'password-reset',
    });
    expect(sent[0]!.input).toEqual({
      FromEmailAddress: 'no-reply@cellar.example',
      Destination: { ToAddresses: ['lea@example.com'] },
      Content: {
        Simple: {
          Subject: { Data: 'Réinitialisez', Charset: 'UTF-8' },
          Body: { Html: { Data: '<p>Bonjour</p>', Charset: 'UTF-8' }, Text: { Data: 'Bonjour', Charset: 'UTF-8' } },
        },
      },
      EmailTags: [{ Name: 'kind', Value: 'password-reset' }],
    });
  });

  it('lets an SES refusal through so the caller fails loudly', async () => {
    const client = {
      send: async () =>
        Promise.reject(Object.assign(new Error('Email address is not verified.'), { name: 'MessageRejected' })),
    };
    await expect(
      new SesMailSender('x@y.z', client as never).send({
        to: 'a@b.c',
        subject: 's',
        html: '<p>t</p>',
        text: 't',
        tag: 't',
      }),
    ).rejects.toThrow('not verified');
  });
});
