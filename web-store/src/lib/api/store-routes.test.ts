import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeIndex } from '@cellar/shared/routes/route-index';

const srcDir = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Route names the storefront calls: `apiQuery(api, 'name'…)`, `client.call('name'…)`, `client.url('name'…)`. */
function calledRoutes(): Map<string, string> {
  const called = new Map<string, string>();
  for (const file of sourceFiles(srcDir)) {
    const code = readFileSync(file, 'utf8');
    const patterns = [/apiQuery\(\s*[\w.]+(?:\(\))?\s*,\s*'(\w+)'/g, /\.(?:call|url)\(\s*'(\w+)'/g];
    for (const pattern of patterns)
      for (const match of code.matchAll(pattern)) called.set(match[1]!, relative(srcDir, file));
  }
  return called;
}

describe('the routes the storefront calls', () => {
  it('are all public or customer routes: its build leaves the staff routes out of the route index (vite.config.ts)', () => {
    const called = calledRoutes();
    expect(called.size).toBeGreaterThan(30);
    const levels = Object.fromEntries(
      [...called].map(([name, file]) => [
        `${name} (${file})`,
        (routeIndex as Record<string, { level: string }>)[name]?.level ?? 'unknown',
      ]),
    );
    expect(Object.entries(levels).filter(([, level]) => !['public', 'customer', 'signedIn'].includes(level))).toEqual(
      [],
    );
  });
});
