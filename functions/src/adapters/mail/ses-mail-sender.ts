import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { tracer } from '../../lib/tracer.ts';
import type { MailSender, OutgoingMail } from './mail-sender.ts';

/** Amazon SES (v2 API). The client is injectable so tests replay recorded answers. */
export class SesMailSender implements MailSender {
  constructor(
    private readonly from: string,
    private readonly client: Pick<SESv2Client, 'send'> = tracer.captureAWSv3Client(new SESv2Client({})),
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    await this.client.send(
      new SendEmailCommand({
        FromEmailAddress: this.from,
        Destination: { ToAddresses: [mail.to] },
        // SES builds the multipart/alternative message from the two parts.
        Content: {
          Simple: {
            Subject: { Data: mail.subject, Charset: 'UTF-8' },
            Body: { Html: { Data: mail.html, Charset: 'UTF-8' }, Text: { Data: mail.text, Charset: 'UTF-8' } },
          },
        },
        EmailTags: [{ Name: 'kind', Value: mail.tag.replace(/[^A-Za-z0-9_-]/g, '_') }],
      }),
    );
  }
}
