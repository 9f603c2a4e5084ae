import { describe, expect, it, vi } from 'vitest';
import { snapshotAnswerKey, snapshotFetch } from './snapshot-fetch.ts';

const api = 'http://127.0.0.1:3000';

describe('the prerender’s fetch', () => {
  it('answers a draft page from the snapshot, in the API’s envelope, without calling the API', async () => {
    const send = vi.fn();
    const fetchAnswer = snapshotFetch({ '/page/brouillon': { title: 'Brouillon' } }, send as unknown as typeof fetch);
    const answer = await fetchAnswer(`${api}/page/brouillon`, { headers: { idSite: '1', userLang: 'fr_FR' } });
    expect(await answer.json()).toEqual({ success: true, message: '', data: { title: 'Brouillon' } });
    expect(send).not.toHaveBeenCalled();
  });

  it('answers a draft page in the language asked when the snapshot holds it in that language', async () => {
    const send = vi.fn();
    const fetchAnswer = snapshotFetch(
      {
        [snapshotAnswerKey('/page/brouillon', 'fr_FR')]: { title: 'Brouillon' },
        [snapshotAnswerKey('/page/brouillon', 'en_US')]: { title: 'Draft' },
      },
      send as unknown as typeof fetch,
    );
    const read = async (lang: string) =>
      (await (await fetchAnswer(`${api}/page/brouillon`, { headers: { idSite: '1', userLang: lang } })).json()) as {
        data: unknown;
      };
    expect((await read('en_US')).data).toEqual({ title: 'Draft' });
    expect((await read('fr_FR')).data).toEqual({ title: 'Brouillon' });
    expect(send).not.toHaveBeenCalled();
  });

  it('reads the same call once per release (per language and site), every document then sees the same answer', async () => {
    let n = 0;
    const send = vi.fn(async () => new Response(JSON.stringify({ n: ++n }), { status: 200 }));
    const fetchAnswer = snapshotFetch({}, send as unknown as typeof fetch);
    const read = async (lang: string) =>
      (await (await fetchAnswer(`${api}/site/info`, { headers: { idsite: '1', userlang: lang } })).json()) as {
        n: number;
      };
    expect((await read('fr_FR')).n).toBe(1);
    expect((await read('fr_FR')).n).toBe(1);
    expect((await read('en_US')).n).toBe(2);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps an error answer’s status, and never memoises a write', async () => {
    const send = vi.fn(async () => new Response('{"success":false}', { status: 404 }));
    const fetchAnswer = snapshotFetch({}, send as unknown as typeof fetch);
    expect((await fetchAnswer(`${api}/page/nope`)).status).toBe(404);
    await fetchAnswer(`${api}/message`, { method: 'POST', body: '{}' });
    await fetchAnswer(`${api}/message`, { method: 'POST', body: '{}' });
    expect(send).toHaveBeenCalledTimes(3);
  });
});
