import { jsonCall, type FacebookGraph, type Fetch, type ManagedPage } from './social-networks.ts';

export interface FacebookHttpOptions {
  timeoutMs: number;
  /** Graph API version, pinned: Facebook retires each about two years after its release. */
  version?: string;
  fetch?: Fetch;
}

export const facebookGraphUrl = 'https://graph.facebook.com';

interface PageAnswer {
  id: string;
  name: string;
  category?: string;
  access_token: string;
  picture?: { data?: { url?: string } };
}

/** Facebook's Graph API over fetch: `me/accounts` lists the pages a user token manages, with their own tokens. */
export function facebookHttp(options: FacebookHttpOptions): FacebookGraph {
  const send = options.fetch ?? ((url, init) => fetch(url, init));
  const version = options.version ?? 'v21.0';
  return {
    name: 'http',
    async pages(userAccessToken) {
      const pages: ManagedPage[] = [];
      let next: string | undefined = `${facebookGraphUrl}/${version}/me/accounts?${new URLSearchParams({
        fields: 'id,name,category,access_token,picture{url}',
        limit: '100',
      }).toString()}`;
      // At most 10 pages of 100: an account managing more is not a producer's.
      for (let round = 0; next && round < 10; round++) {
        const answer: { data?: PageAnswer[]; paging?: { next?: string } } = await jsonCall(
          send,
          next,
          // The token in a header, not in the address: addresses end up in logs.
          { headers: { Authorization: `Bearer ${userAccessToken}` } },
          options.timeoutMs,
        );
        for (const page of answer?.data ?? [])
          pages.push({
            pageId: page.id,
            name: page.name,
            category: page.category ?? null,
            pictureUrl: page.picture?.data?.url ?? null,
            accessToken: page.access_token,
          });
        next = answer?.paging?.next;
      }
      return pages;
    },
  };
}
