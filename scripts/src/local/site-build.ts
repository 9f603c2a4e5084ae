import { spawn } from 'node:child_process';
import { delimiter, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleness, type Staleness } from './staleness.ts';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** `auto` builds when dist is missing or stale; `always` builds; `never` only checks dist exists. */
export type BuildMode = 'auto' | 'always' | 'never';

/**
 * One of the two web sites (`web-admin`, `web-store`): its built folder, whether it must be built,
 * and its build. The one place that decides it, for `npm start`, `npm run bench` and the e2e tests.
 */
export interface SiteBuild {
  workspace: 'web-admin' | 'web-store';
  dist: string;
  /** `<dist>/index.html`. */
  index: string;
  /** What else the build writes, as fresh as `index` must be (the storefront's server renderer). */
  alsoBuilt: readonly string[];
  /** What goes into the bundle: a change here makes `dist` stale. */
  inputs: readonly string[];
  staleness(): Staleness;
  /** `npm run build -w <workspace>` (output kept for the error only). */
  build(): Promise<void>;
  /**
   * Makes sure `dist` holds the site as the sources stand, building it only when needed; says what
   * it builds, why, and how long it took.
   */
  ensure(options?: { mode?: BuildMode; log?: (line: string) => void }): Promise<'built' | 'fresh'>;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function siteBuild(workspace: SiteBuild['workspace'], alsoBuiltInDir: readonly string[] = []): SiteBuild {
  const dir = join(repoRoot, workspace);
  const dist = join(dir, 'dist');
  const index = join(dist, 'index.html');
  const alsoBuilt = alsoBuiltInDir.map((output) => join(dir, output));
  // The app's own files and the shared workspace's sources, which both apps import.
  const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json']
    .map((input) => join(dir, input))
    .concat(join(repoRoot, 'shared', 'src'));

  const build = () =>
    new Promise<void>((resolveBuild, reject) => {
      const output: string[] = [];
      const child = spawn('npm', ['run', 'build', '-w', workspace], {
        cwd: repoRoot,
        // NODE_ENV as vitest sets it (`test`) would make Vite bundle React's development build.
        env: {
          ...process.env,
          NODE_ENV: 'production',
          NO_COLOR: '1',
          FORCE_COLOR: '0',
          PATH: `${join(repoRoot, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const keep = (chunk: Buffer) => output.push(chunk.toString('utf8'));
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.on('error', reject);
      child.on('close', (code) => {
        if (code === 0) resolveBuild();
        else
          reject(
            new Error(
              `npm run build -w ${workspace} failed (exit ${code}):\n${output.join('').split('\n').slice(-40).join('\n')}`,
            ),
          );
      });
    });

  // A site is as stale as its stalest output: the first one not fresh, and which it is.
  const stalest = () =>
    [index, ...alsoBuilt]
      .map((output) => ({ output, state: staleness(output, inputs) }))
      .find(({ state }) => state.state !== 'fresh') ?? { output: index, state: { state: 'fresh' } as const };

  const site: SiteBuild = {
    workspace,
    dist,
    index,
    alsoBuilt,
    inputs,
    staleness: () => stalest().state,
    build,
    async ensure({ mode = 'auto', log = (line: string) => console.log(line) } = {}) {
      const { output, state } = stalest();
      const folder = relative(dir, output).split(sep)[0]; // dist, dist-ssr
      if (mode === 'never') {
        if (state.state === 'missing') throw new Error(`${output} does not exist: run npm run build -w ${workspace}`);
        return 'fresh';
      }
      if (mode === 'auto' && state.state === 'fresh') return 'fresh';
      const why =
        mode === 'always'
          ? 'asked for'
          : state.state === 'missing'
            ? `${folder} is missing`
            : `${relative(repoRoot, state.state === 'stale' ? state.newerSource : index)} is newer than ${folder}`;
      log(`building ${workspace} (${why}): npm run build -w ${workspace}…`);
      const started = performance.now();
      await build();
      log(`built ${workspace} in ${seconds(performance.now() - started)}`);
      return 'built';
    },
  };
  return site;
}

export const adminBuild = siteBuild('web-admin');
// Its build also writes the server renderer the publishing workflow prerenders pages with (src/entry-server.tsx).
export const storeBuild = siteBuild('web-store', [join('dist-ssr', 'entry-server.js')]);
