import type { ContactLists, NewsletterAdapter } from './newsletter.ts';

/** No network (`npm start`, tests): demo lists, marked `local` so the screen says they are not the site's. */
export class LocalNewsletter implements NewsletterAdapter {
  async contactLists(): Promise<ContactLists> {
    return {
      lists: [
        { id: 1, name: 'Newsletter (demo)', totalSubscribers: 128, folderId: 1 },
        { id: 2, name: 'Wine club (demo)', totalSubscribers: 42, folderId: 1 },
      ],
      local: true,
    };
  }
}
