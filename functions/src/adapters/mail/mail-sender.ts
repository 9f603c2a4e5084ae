/** A mail to send: HTML with its text part (docs/mail-models.md). */
export interface OutgoingMail {
  to: string;
  subject: string;
  /** The whole HTML document (the mail's layout around the model's sanitised body). */
  html: string;
  /** The text part, for readers that show text only. */
  text: string;
  /** What the mail is for, kept in the outbox and logs, and SES's `kind` tag (e.g. `order-confirmation`). */
  tag: string;
}

export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}
