/** Where a snapshot keeps an answer given in one language only. */
export const snapshotAnswerKey = (path: string, lang: string) => `${path}|${lang}`;

/**
 * The prerender's `fetch` (docs/publishing.md "Snapshot"): a GET the snapshot answers (a preview's draft pages) is
 * answered from it; every other call goes to the API once per release — the same read made by many documents (the
 * site, its menu, its parameters) is fetched once, so every document of a release shows the same moment.
 */
export function snapshotFetch(answers: Record<string, unknown>, send: typeof fetch = fetch): typeof fetch {
  const memo = new Map<string, Promise<{ status: number; body: string; type: string }>>();
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method !== 'GET') return send(input, init);
    const path = `${url.pathname.replace(/^\/api(?=\/)/, '')}`;
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    // A language's own answer (`/page|de_DE`: the drafts translated) before the one for every language; the content
    // language is the storefront's `contentLang` (an older client's: its `userLang`).
    const lang = headers.get('contentlang') ?? headers.get('userlang') ?? '';
    const answered = [snapshotAnswerKey(path, lang), path].find((key) => Object.hasOwn(answers, key));
    if (answered && !url.search) {
      return new Response(JSON.stringify({ success: true, message: '', data: answers[answered] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    const key = `${url.toString()}|${headers.get('userlang') ?? ''}|${lang}|${headers.get('idsite') ?? ''}`;
    let answer = memo.get(key);
    if (!answer) {
      answer = send(url, { method: 'GET', headers }).then(async (response) => ({
        status: response.status,
        body: await response.text(),
        type: response.headers.get('content-type') ?? 'application/json',
      }));
      memo.set(key, answer);
    }
    const { status, body, type } = await answer;
    return new Response(body, { status, headers: { 'content-type': type } });
  }) as typeof fetch;
}
