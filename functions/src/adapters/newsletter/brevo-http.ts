import type { Fetch } from '../carriers/http.ts';
import { NewsletterError, type ContactList, type ContactLists, type NewsletterAdapter } from './newsletter.ts';

/** Brevo answers at most 50 lists a page (https://developers.brevo.com/reference/getlists-1). */
const pageSize = 50;
/** A bound on the pages read: 1,000 lists is far beyond a winery's newsletter. */
const maxPages = 20;

interface BrevoListsAnswer {
  lists?: Array<{ id: number; name: string; totalSubscribers?: number; folderId?: number | null }>;
  count?: number;
}

/** Brevo's contact lists over fetch: header `api-key`, JSON answers, paged by `limit` and `offset`. */
export class BrevoNewsletter implements NewsletterAdapter {
  private readonly fetch: Fetch;
  constructor(private readonly options: { url?: string; fetch?: Fetch; timeoutMs?: number } = {}) {
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
  }

  async contactLists(apiKey: string): Promise<ContactLists> {
    const lists: ContactList[] = [];
    for (let page = 0; page < maxPages; page++) {
      const answer = await this.page(apiKey, page * pageSize);
      const got = (answer.lists ?? []).map((list): ContactList => ({
        id: list.id,
        name: list.name,
        totalSubscribers: list.totalSubscribers ?? 0,
        folderId: list.folderId ?? null,
      }));
      lists.push(...got);
      if (got.length < pageSize || lists.length >= (answer.count ?? 0)) break;
    }
    return { lists, local: false };
  }

  private async page(apiKey: string, offset: number): Promise<BrevoListsAnswer> {
    const base = this.options.url ?? 'https://api.brevo.com/v3';
    const url = `${base}/contacts/lists?limit=${pageSize}&offset=${offset}&sort=desc`;
    let status: number;
    let text: string;
    try {
      const answer = await this.fetch(url, {
        method: 'GET',
        headers: { accept: 'application/json', 'api-key': apiKey },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 8000),
      });
      status = answer.status;
      text = await answer.text();
    } catch (error) {
      throw new NewsletterError('unavailable', `brevo: ${(error as Error).message}`);
    }
    if (status === 401 || status === 403) throw new NewsletterError('credentials', `brevo: ${status} ${text}`);
    if (status < 200 || status >= 300) throw new NewsletterError('unavailable', `brevo: ${status} ${text}`);
    try {
      return JSON.parse(text) as BrevoListsAnswer;
    } catch {
      throw new NewsletterError('unavailable', 'brevo: the answer is not JSON');
    }
  }
}
