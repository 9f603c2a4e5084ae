import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const adminDir = join(repoRoot, 'web-admin');
export const adminDist = join(adminDir, 'dist');
export const adminIndex = join(adminDist, 'index.html');

/** What goes into the admin bundle: a change here makes `web-admin/dist` stale. */
const adminInputs = ['web-admin/src', 'web-admin/public', 'web-admin/index.html', 'web-admin/vite.config.ts', 'web-admin/package.json', 'web-admin/tsconfig.json', 'shared/src'];
/** Test files change often and never reach the bundle. */
const notBundled = /\.(test|int\.test|e2e\.test)\.tsx?$|[\\/]test[\\/]/;

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return notBundled.test(path) ? 0 : info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** `web-admin/dist/index.html` exists and is newer than every source of the admin bundle. */
export function adminBuildIsFresh(): boolean {
  if (!existsSync(adminIndex)) return false;
  const built = statSync(adminIndex).mtimeMs;
  return adminInputs.every((input) => newestMtime(join(repoRoot, input)) <= built);
}

/**
 * Makes sure `web-admin/dist` holds the admin as the sources stand, building it
 * (`npm run build -w web-admin`) only when needed. `CELLAR_E2E_BUILD=1` always builds;
 * `CELLAR_E2E_BUILD=0` never does (the dist must exist). `npm test` builds the sites just before
 * the e2e project, so there the dist is fresh and not built twice.
 */
export async function ensureAdminBuild(log: (line: string) => void = () => undefined): Promise<'built' | 'fresh'> {
  const mode = process.env.CELLAR_E2E_BUILD;
  if (mode === '0') {
    if (!existsSync(adminIndex)) throw new Error(`CELLAR_E2E_BUILD=0 but ${adminIndex} does not exist: run npm run build -w web-admin`);
    return 'fresh';
  }
  if (mode !== '1' && adminBuildIsFresh()) return 'fresh';
  log('building web-admin (npm run build -w web-admin)…');
  await buildAdmin();
  return 'built';
}

export function buildAdmin(): Promise<void> {
  return new Promise((resolveBuild, reject) => {
    const output: string[] = [];
    const child = spawn('npm', ['run', 'build', '-w', 'web-admin'], {
      cwd: repoRoot,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', PATH: `${join(repoRoot, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => output.push(chunk.toString('utf8'));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolveBuild();
      else reject(new Error(`npm run build -w web-admin failed (exit ${code}):\n${output.join('').split('\n').slice(-40).join('\n')}`));
    });
  });
}
