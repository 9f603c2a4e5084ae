import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replay } from '../carriers/fixtures/replay.ts';
import { BrevoNewsletter } from './brevo-http.ts';
import { LocalNewsletter } from './newsletter-local.ts';
import { NewsletterError } from './newsletter.ts';

/**
 * Brevo's contact lists over fetch, against answers written from Brevo's API reference
 * (https://developers.brevo.com/reference/getlists-1): no network, what we send is pinned and how we read it checked.
 */
const here = dirname(fileURLToPath(import.meta.url));
const json = (file: string, status = 200) => ({
  body: readFileSync(join(here, 'fixtures', file), 'utf8'),
  status,
  contentType: 'application/json',
});
const apiKey = 'xkeysib-0123456789abcdef-example';

describe('the Brevo newsletter adapter, against recorded answers', () => {
  it('asks the contact lists with the site’s key in the api-key header and reads them', async () => {
    const { fetch, sent } = replay(json('brevo-lists.answer.json'));
    const answer = await new BrevoNewsletter({ fetch }).contactLists(apiKey);
    expect(sent).toEqual([
      {
        url: 'https://api.brevo.com/v3/contacts/lists?limit=50&offset=0&sort=desc',
        method: 'GET',
        headers: { accept: 'application/json', 'api-key': apiKey },
        body: undefined,
      },
    ]);
    expect(answer).toEqual({
      local: false,
      lists: [
        { id: 7, name: 'Club des amis du domaine', totalSubscribers: 318, folderId: 3 },
        { id: 4, name: 'Newsletter FR', totalSubscribers: 1204, folderId: 1 },
      ],
    });
  });

  it('tells a refused key from an unavailable service', async () => {
    const refused = replay(json('brevo-unauthorized.answer.json', 401));
    await expect(new BrevoNewsletter({ fetch: refused.fetch }).contactLists('wrong')).rejects.toMatchObject({
      kind: 'credentials',
    });
    const down = replay(new Error('connect ECONNREFUSED'));
    const error = await new BrevoNewsletter({ fetch: down.fetch }).contactLists(apiKey).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NewsletterError);
    expect((error as NewsletterError).kind).toBe('unavailable');
  });

  it('answers demo lists locally and says they are local', async () => {
    const answer = await new LocalNewsletter().contactLists();
    expect(answer.local).toBe(true);
    expect(answer.lists.length).toBeGreaterThan(0);
  });
});
