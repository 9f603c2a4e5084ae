import { percentile, withBenchStack } from './bench-stack.ts';

/** Round trips through the local gateway on the local parts (a figure for this machine, not AWS). */
export async function benchLatency(rounds = 200): Promise<void> {
  await withBenchStack(async ({ apiUrl, adminToken }) => {
    const calls: [string, RequestInit][] = [
      ['GET /parameter (public)', { headers: { idsite: '1' } }],
      ['GET /admin/user (admin)', { headers: { idsite: '1', authorization: `Bearer ${adminToken}` } }],
      ['GET /lang (public)', { headers: { idsite: '1' } }],
      ['GET /product (public)', { headers: { idsite: '1' } }],
      ['GET /product/1 (public)', { headers: { idsite: '1' } }],
      // A storefront page view: the menu tree, then the page by its url (docs/pages.md: one Query each).
      ['GET /page (public)', { headers: { idsite: '1' } }],
      ['GET /page/le-domaine (public)', { headers: { idsite: '1' } }],
    ];
    for (const [label, init] of calls) {
      const path = label.split(' ')[1]!;
      const times: number[] = [];
      let dbCalls = '';
      for (let i = 0; i < rounds; i++) {
        const started = performance.now();
        const answer = await fetch(`${apiUrl}${path}`, init);
        await answer.arrayBuffer();
        times.push(performance.now() - started);
        // The local gateway says what the call cost in DynamoDB commands (`QueryCommand=1`).
        dbCalls = answer.headers.get('x-db-calls') ?? '';
      }
      times.sort((a, b) => a - b);
      console.log(
        `${label.padEnd(32)} p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms   max ${times.at(-1)!.toFixed(1)} ms   (${rounds} calls; DynamoDB: ${dbCalls || 'none'})`,
      );
    }
  });
}
