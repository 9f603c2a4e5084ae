import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * The Vendure performance peer (../shared/peers/vendure), installed outside the repository by its
 * `setup.sh` (default /tmp/peers/vendure, or $VENDURE_PEER_DIR), driven through its own scripts:
 * `start.sh` (background, waits until ready), `stop.sh` (by its pid), `reset-db.sh` (the seeded
 * database back, benchmark orders gone).
 */

export const vendurePort = 3101;
export const peerDir = (): string => process.env.VENDURE_PEER_DIR ?? '/tmp/peers/vendure';
export const installHint = 'bash ../shared/peers/vendure/setup.sh   (from the repository root; about 2 minutes)';

export const peerInstalled = (dir: string): boolean =>
  ['start.sh', 'stop.sh', 'reset-db.sh', 'seed/vendure.seeded.sqlite', 'node_modules'].every((f) =>
    existsSync(join(dir, f)),
  );

/**
 * The peer's environment: `npm run` puts the repository's own Node (22, node_modules/.bin) first in
 * PATH, and the peer's better-sqlite3 was built for the machine's Node (20): its scripts must not see it.
 */
function peerEnv(): NodeJS.ProcessEnv {
  const path = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((entry) => !entry.includes('node_modules/.bin'))
    .join(delimiter);
  return { ...process.env, PATH: path, PORT: String(vendurePort), NODE_ENV: 'production' };
}

function script(dir: string, name: string, timeoutMs: number): string {
  const result = spawnSync('bash', [join(dir, name)], {
    cwd: dir,
    env: peerEnv(),
    encoding: 'utf8',
    timeout: timeoutMs,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  if (result.status !== 0) throw new Error(`${name} failed (${result.status ?? result.signal}): ${output}`);
  return output;
}

/** The running peer's process id (its pid file names a live process), or null. */
export function peerPid(dir: string): number | null {
  const pidFile = join(dir, 'server.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/** Whether the peer runs already: then it was not ours to start or stop. */
export const peerRunning = (dir: string): boolean => peerPid(dir) !== null;

export const startPeer = (dir: string): string => script(dir, 'start.sh', 90_000);
export const stopPeer = (dir: string): string => script(dir, 'stop.sh', 30_000);
export const resetPeer = (dir: string): string => script(dir, 'reset-db.sh', 30_000);
