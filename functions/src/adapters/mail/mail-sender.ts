/** A mail to send. Text only for now; mail models (HTML) come with the mail feature. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** What the mail is for, kept in the outbox and logs (e.g. `password-reset`). */
  tag: string;
}

export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}
