import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoLogins, seed } from '../seed.ts';
import { freePort } from './ports.ts';
import { startStack, type RunningStack } from './stack.ts';

let dataDir: string;
let stack: RunningStack | undefined;

async function start(reset = false): Promise<RunningStack> {
  const ports = { api: await freePort(), dynamodb: await freePort(), s3: await freePort(), cognito: await freePort() };
  stack = await startStack({ dataDir, ports, reset, logLevel: 'silent' });
  return stack;
}

async function login(apiUrl: string, email: string, password: string): Promise<number> {
  const answer = await fetch(`${apiUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return answer.status;
}

afterAll(async () => {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('npm start, as a user restarts it', () => {
  it('seeds on the first start, keeps the data across a restart, and starts clean with --reset', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cellar-restart-'));
    let running = await start();
    expect(await seed()).toBe(true);
    expect(await login(running.apiUrl, demoLogins.admin.email, demoLogins.admin.password)).toBe(200);
    await running.stop();

    running = await start();
    expect(await seed()).toBe(false);
    expect(await login(running.apiUrl, demoLogins.admin.email, demoLogins.admin.password)).toBe(200);
    await running.stop();

    running = await start(true);
    expect(await login(running.apiUrl, demoLogins.admin.email, demoLogins.admin.password)).toBe(401);
    expect(await seed()).toBe(true);
    await running.stop();
    stack = undefined;
  });
});
