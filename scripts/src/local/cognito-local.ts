import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { spawnTied } from './child.ts';
import { waitForHttp } from './ports.ts';

/**
 * Starts cognito-local on 127.0.0.1, keeping its data (`.cognito/`) in our data folder. Tokens are
 * issued for `http://127.0.0.1:<port>/<poolId>`, which the functions' local verifier expects.
 */
export async function startCognitoLocal(options: {
  port: number;
  dir: string;
  onOutput?: (line: string) => void;
}): Promise<ChildProcess> {
  const dir = resolve(options.dir);
  await mkdir(join(dir, '.cognito', 'db'), { recursive: true });
  await writeFile(
    join(dir, '.cognito', 'config.json'),
    // cognito-local gives every new pool `UsernameAttributes: ["email"]` unless its defaults say
    // otherwise (a pool's own `[]` is merged into the default, not replacing it): with no default, each
    // pool keeps what CreateUserPool asks — the customer pool's plain usernames (`<idSite>#<email>`).
    JSON.stringify(
      {
        TokenConfig: { IssuerDomain: `http://127.0.0.1:${options.port}` },
        UserPoolDefaults: { UsernameAttributes: [] },
      },
      null,
      2,
    ),
  );
  const entry = createRequire(import.meta.url).resolve('cognito-local/lib/bin/start.js');
  const child = spawnTied(process.execPath, [entry], {
    cwd: dir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(options.port), DEBUG: '' },
    name: 'cognito',
    onOutput: options.onOutput,
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`cognito-local exited (code ${code})`))),
  );
  // A bound for a process that never answers (one that dies fails at once): a busy machine is slow.
  await Promise.race([waitForHttp(`http://127.0.0.1:${options.port}/health`, 5 * 60_000, 'cognito-local'), exited]);
  return child;
}
