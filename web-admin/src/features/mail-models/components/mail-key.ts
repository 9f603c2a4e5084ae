import { mailKeys, type MailKey } from '@cellar/shared/mail/mail-keys';

/** The mail key of a path or a query, when it is one. */
export const asMailKey = (value: string | null | undefined): MailKey | null =>
  (mailKeys as readonly (string | null | undefined)[]).includes(value) ? (value as MailKey) : null;
