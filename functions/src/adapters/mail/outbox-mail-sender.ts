import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { MailSender, OutgoingMail } from './mail-sender.ts';

/**
 * Local mail: each mail is a JSON file in the outbox folder (`.data/outbox` under `npm start`): to,
 * subject, html, text, tag and sentAt,
 * named so that a directory listing reads in sending order.
 */
export class OutboxMailSender implements MailSender {
  constructor(private readonly dir: string) {}

  async send(mail: OutgoingMail): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const sentAt = new Date().toISOString();
    const file = join(this.dir, `${sentAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`);
    await writeFile(file, JSON.stringify({ ...mail, sentAt }, null, 2));
  }
}
