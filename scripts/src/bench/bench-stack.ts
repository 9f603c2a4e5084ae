import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../local/ports.ts';
import { startStack } from '../local/stack.ts';
import { demoLogins, seed } from '../seed.ts';

export interface BenchStack {
  apiUrl: string;
  /** A token of the demo admin of site 1. */
  adminToken: string;
}

/** Runs `work` against a fresh local stack seeded with the demo data, stopped whatever happens. */
export async function withBenchStack<T>(work: (stack: BenchStack) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cellar-bench-'));
  const stack = await startStack({
    dataDir,
    ports: { api: await freePort(), dynamodb: await freePort(), s3: await freePort(), cognito: await freePort() },
    logLevel: 'silent',
  });
  try {
    await seed();
    const login = await fetch(`${stack.apiUrl}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demoLogins.admin.email, password: demoLogins.admin.password }),
    });
    const adminToken = ((await login.json()) as { data: { token: string } }).data.token;
    return await work({ apiUrl: stack.apiUrl, adminToken });
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
