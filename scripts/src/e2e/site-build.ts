import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Test files change often and never reach a bundle. */
const notBundled = /\.(test|int\.test|e2e\.test)\.tsx?$|[\\/](test|testing)[\\/]/;

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return notBundled.test(path) ? 0 : info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** One of the two web sites (`web-admin`, `web-store`): its built folder, whether it is stale, its build. */
export interface SiteBuild {
  workspace: 'web-admin' | 'web-store';
  dist: string;
  /** `<dist>/index.html`. */
  index: string;
  /** `dist/index.html` exists and is newer than every source of the bundle. */
  isFresh(): boolean;
  /** `npm run build -w <workspace>`. */
  build(): Promise<void>;
  /**
   * Makes sure `dist` holds the site as the sources stand, building it only when needed.
   * `CELLAR_E2E_BUILD=1` always builds; `CELLAR_E2E_BUILD=0` never does (the dist must exist).
   * `npm test` builds the sites just before the e2e project, so there dist is fresh and not built twice.
   */
  ensure(log?: (line: string) => void): Promise<'built' | 'fresh'>;
}

function siteBuild(workspace: SiteBuild['workspace']): SiteBuild {
  const dir = join(repoRoot, workspace);
  const dist = join(dir, 'dist');
  const index = join(dist, 'index.html');
  /** What goes into the bundle: a change here makes `dist` stale. */
  const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'].map((input) => join(dir, input)).concat(join(repoRoot, 'shared/src'));

  const isFresh = () => {
    if (!existsSync(index)) return false;
    const built = statSync(index).mtimeMs;
    return inputs.every((input) => newestMtime(input) <= built);
  };

  const build = () =>
    new Promise<void>((resolveBuild, reject) => {
      const output: string[] = [];
      const child = spawn('npm', ['run', 'build', '-w', workspace], {
        cwd: repoRoot,
        // NODE_ENV as vitest sets it (`test`) would make Vite bundle React's development build.
        env: { ...process.env, NODE_ENV: 'production', NO_COLOR: '1', FORCE_COLOR: '0', PATH: `${join(repoRoot, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}` },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const keep = (chunk: Buffer) => output.push(chunk.toString('utf8'));
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.on('error', reject);
      child.on('close', (code) => {
        if (code === 0) resolveBuild();
        else reject(new Error(`npm run build -w ${workspace} failed (exit ${code}):\n${output.join('').split('\n').slice(-40).join('\n')}`));
      });
    });

  return {
    workspace,
    dist,
    index,
    isFresh,
    build,
    async ensure(log = () => undefined) {
      const mode = process.env.CELLAR_E2E_BUILD;
      if (mode === '0') {
        if (!existsSync(index)) throw new Error(`CELLAR_E2E_BUILD=0 but ${index} does not exist: run npm run build -w ${workspace}`);
        return 'fresh';
      }
      if (mode !== '1' && isFresh()) return 'fresh';
      log(`building ${workspace} (npm run build -w ${workspace})…`);
      await build();
      return 'built';
    },
  };
}

export const adminBuild = siteBuild('web-admin');
export const storeBuild = siteBuild('web-store');
