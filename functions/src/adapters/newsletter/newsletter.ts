/** One contact list of the newsletter service (Brevo's `GET /v3/contacts/lists`). */
export interface ContactList {
  id: number;
  name: string;
  totalSubscribers: number;
  folderId: number | null;
}

/** The newsletter service's answer: its lists, and whether it came from the local adapter (demo lists). */
export interface ContactLists {
  lists: ContactList[];
  local: boolean;
}

/** The newsletter service refused the key, or did not answer (network, timeout, 5xx, unreadable answer). */
export class NewsletterError extends Error {
  constructor(
    readonly kind: 'credentials' | 'unavailable',
    message: string,
  ) {
    super(message);
  }
}

export interface NewsletterAdapter {
  /** Every contact list of the account the key opens. */
  contactLists(apiKey: string): Promise<ContactLists>;
}
