import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Test files change often and never reach a bundle; dot-files are editors' and systems' own. */
const notBundled = /\.(test|int\.test|e2e\.test)\.tsx?$|[\\/](test|testing)[\\/]/;

export interface NewestFile {
  path: string;
  mtimeMs: number;
}

/** The most recently modified file under `path` (a file or a folder), tests and dot-files left out. */
export function newestFile(path: string): NewestFile | undefined {
  if (!existsSync(path)) return undefined;
  const info = statSync(path);
  if (!info.isDirectory()) return notBundled.test(path) ? undefined : { path, mtimeMs: info.mtimeMs };
  let newest: NewestFile | undefined;
  for (const entry of readdirSync(path)) {
    if (entry.startsWith('.')) continue;
    const found = newestFile(join(path, entry));
    if (found && (!newest || found.mtimeMs > newest.mtimeMs)) newest = found;
  }
  return newest;
}

export type Staleness = { state: 'missing' } | { state: 'stale'; newerSource: string } | { state: 'fresh' };

/**
 * Whether `output` (a build's last written file) must be built again: it is missing, or a source
 * under `inputs` was modified after it. Missing inputs are ignored (a site without `public/`).
 */
export function staleness(output: string, inputs: readonly string[]): Staleness {
  if (!existsSync(output)) return { state: 'missing' };
  const built = statSync(output).mtimeMs;
  let newest: NewestFile | undefined;
  for (const input of inputs) {
    const found = newestFile(input);
    if (found && (!newest || found.mtimeMs > newest.mtimeMs)) newest = found;
  }
  return newest && newest.mtimeMs > built ? { state: 'stale', newerSource: newest.path } : { state: 'fresh' };
}
