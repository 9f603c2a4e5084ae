import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminBuild, repoRoot, storeBuild } from './site-build.ts';
import { staleness } from './staleness.ts';

let root: string;
/** Seconds since the epoch, far from now so the file system's own clock plays no part. */
const t0 = 1_700_000_000;

/** Writes `path` (under the temp root) with its modification time `at` seconds after t0. */
function file(path: string, at: number): string {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, path);
  utimesSync(full, t0 + at, t0 + at);
  return full;
}

const inputs = () =>
  ['app/src', 'app/index.html', 'app/vite.config.ts', 'app/public', 'shared/src'].map((input) => join(root, input));
const output = () => join(root, 'app/dist/index.html');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'cellar-staleness-'));
  file('app/src/main.tsx', 0);
  file('app/src/features/cart/cart.tsx', 0);
  file('app/index.html', 0);
  file('app/vite.config.ts', 0);
  file('shared/src/routes/route-index.ts', 0);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('a site build is', () => {
  it('missing when dist has no index.html', () => {
    expect(staleness(output(), inputs())).toEqual({ state: 'missing' });
  });

  it('fresh when built after every source', () => {
    file('app/dist/index.html', 10);
    expect(staleness(output(), inputs())).toEqual({ state: 'fresh' });
  });

  it('stale when any source is newer than the build, however deep, and names the newest', () => {
    file('app/dist/index.html', 10);
    file('app/src/features/cart/cart.tsx', 20);
    file('app/src/main.tsx', 15);
    expect(staleness(output(), inputs())).toEqual({
      state: 'stale',
      newerSource: join(root, 'app/src/features/cart/cart.tsx'),
    });
  });

  it('stale when a single-file input (index.html, the Vite config) or a shared source is newer', () => {
    file('app/dist/index.html', 10);
    for (const [path, at] of [
      ['app/index.html', 11],
      ['app/vite.config.ts', 12],
      ['shared/src/routes/route-index.ts', 13],
    ] as const) {
      file(path, at);
      expect(staleness(output(), inputs())).toEqual({ state: 'stale', newerSource: join(root, path) });
    }
  });

  it('still fresh when only tests, test helpers or dot-files changed, or an input does not exist (no public/)', () => {
    file('app/dist/index.html', 10);
    file('app/src/features/cart/cart.test.tsx', 20);
    file('app/src/test/setup.ts', 20);
    file('shared/src/routes/route-table.int.test.ts', 20);
    file('app/src/.cart.tsx.swp', 20);
    expect(staleness(output(), inputs())).toEqual({ state: 'fresh' });
  });

  it('fresh at equal times (a build writes after reading its sources)', () => {
    file('app/dist/index.html', 10);
    file('app/src/main.tsx', 10);
    expect(staleness(output(), inputs())).toEqual({ state: 'fresh' });
  });
});

describe("the sites' sources", () => {
  it("are the app's src, public, index.html, Vite config, package.json and tsconfig, and the shared workspace's src", () => {
    for (const site of [adminBuild, storeBuild]) {
      expect(site.inputs.map((input) => relative(repoRoot, input))).toEqual(
        ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json']
          .map((input) => join(site.workspace, input))
          .concat(join('shared', 'src')),
      );
      expect(relative(repoRoot, site.index)).toBe(join(site.workspace, 'dist', 'index.html'));
    }
  });
});
