import { join } from 'node:path';
import { env } from '../../lib/env.ts';
import type { MailSender } from './mail-sender.ts';
import { OutboxMailSender } from './outbox-mail-sender.ts';
import { SesMailSender } from './ses-mail-sender.ts';

let sender: MailSender | undefined;

/** The mail adapter chosen by the environment: the outbox locally, SES in AWS. */
export function mailSender(): MailSender {
  if (!sender) {
    const e = env();
    sender =
      e.MAIL_ADAPTER === 'outbox'
        ? new OutboxMailSender(e.OUTBOX_DIR ?? join(process.cwd(), '.data', 'outbox'))
        : new SesMailSender(e.MAIL_FROM);
  }
  return sender;
}

export function resetMailSender(): void {
  sender = undefined;
}
