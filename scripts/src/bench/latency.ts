import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../local/ports.ts';
import { startStack } from '../local/stack.ts';
import { demoLogins, seed } from '../seed.ts';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Round trips through the local gateway on the local parts (a figure for this machine, not AWS). */
export async function benchLatency(rounds = 200): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cellar-bench-'));
  const stack = await startStack({ dataDir, ports: { api: await freePort(), dynamodb: await freePort(), s3: await freePort(), cognito: await freePort() }, logLevel: 'silent' });
  try {
    await seed();
    const login = await fetch(`${stack.apiUrl}/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: demoLogins.admin.email, password: demoLogins.admin.password }) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const calls: [string, RequestInit][] = [
      ['GET /parameter (public)', { headers: { idsite: '1' } }],
      ['GET /admin/user (admin)', { headers: { idsite: '1', authorization: `Bearer ${token}` } }],
      ['GET /lang (public)', { headers: { idsite: '1' } }],
    ];
    for (const [label, init] of calls) {
      const path = label.split(' ')[1]!;
      const times: number[] = [];
      for (let i = 0; i < rounds; i++) {
        const started = performance.now();
        const answer = await fetch(`${stack.apiUrl}${path}`, init);
        await answer.arrayBuffer();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(`${label.padEnd(26)} p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms   max ${times.at(-1)!.toFixed(1)} ms   (${rounds} calls)`);
    }
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
