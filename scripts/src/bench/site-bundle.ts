import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { adminBuildIsFresh, adminDist, adminIndex, buildAdmin } from '../e2e/admin-build.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gzipped = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;

interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}

const sizeOf = (file: string): FileSize => {
  const bytes = readFileSync(join(adminDist, file));
  return { file, raw: bytes.length, gzip: gzipped(bytes) };
};
const total = (files: FileSize[]) => files.reduce((sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip }), { raw: 0, gzip: 0 });

/** `attr="value"` pairs of every `<tag …>` of the page. */
function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)].map((a) => [a[1]!.toLowerCase(), a[2] ?? a[3] ?? a[4] ?? ''])),
  );
}

/** `/assets/x.js` (Vite's base `/`) as a path inside dist; other origins are not ours. */
const distPath = (url: string) => (/^[a-z]+:|^\/\//i.test(url) ? undefined : url.replace(/^\//, '').split(/[?#]/)[0]!);

/** The files reachable from the entries through static imports only (a dynamic import is a later chunk). */
async function staticGraph(entries: string[]): Promise<string[]> {
  const staticOnly: Plugin = {
    name: 'static-imports-only',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
    },
  };
  const result = await build({
    absWorkingDir: adminDist,
    entryPoints: entries.map((e) => `./${e}`),
    bundle: true,
    format: 'esm',
    write: false,
    metafile: true,
    outdir: 'bench-out',
    logLevel: 'silent',
    plugins: [staticOnly],
  });
  return Object.keys(result.metafile.inputs).map((f) => f.split('/').join(sep));
}

function allFiles(dir: string, extension: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return allFiles(path, extension);
    return path.endsWith(extension) ? [relative(adminDist, path)] : [];
  });
}

/**
 * `npm run bench -- admin [--no-build]`: the JavaScript the admin's first screen loads (the module
 * script and modulepreloads of dist/index.html, with everything they import statically), and all
 * the JavaScript of web-admin/dist, raw and gzipped (level 9, each file on its own as served).
 * Builds web-admin first when dist is missing or older than its sources, unless `--no-build`.
 */
export async function benchAdminBundle(args: string[] = []): Promise<void> {
  if (!args.includes('--no-build') && !adminBuildIsFresh()) {
    console.log('building web-admin (npm run build -w web-admin)…');
    await buildAdmin();
  }
  const html = readFileSync(adminIndex, 'utf8');
  const scripts = tags(html, 'script').filter((t) => t.type === 'module' && t.src).map((t) => distPath(t.src!));
  const preloads = tags(html, 'link').filter((t) => t.rel?.split(/\s+/).includes('modulepreload') && t.href).map((t) => distPath(t.href!));
  const styles = tags(html, 'link').filter((t) => t.rel?.split(/\s+/).includes('stylesheet') && t.href).map((t) => distPath(t.href!));
  const entries = [...new Set([...scripts, ...preloads].filter((e): e is string => e !== undefined))];
  if (entries.length === 0) throw new Error(`${adminIndex} has no <script type="module" src> and no <link rel="modulepreload">`);

  const initial = (await staticGraph(entries)).sort().map(sizeOf);
  const extra = initial.filter((f) => !entries.includes(f.file.split(sep).join('/')));
  const all = allFiles(adminDist, '.js').sort().map(sizeOf);
  const css = styles.filter((s): s is string => s !== undefined).map(sizeOf);
  const initialTotal = total(initial);
  const allTotal = total(all);

  console.log(`web-admin/dist/index.html: ${scripts.length} module script(s), ${preloads.length} modulepreload(s)${extra.length ? `, ${extra.length} more file(s) by static import` : ''}`);
  console.log('\ninitial JS                                          raw          gzip');
  for (const f of initial) console.log(`  ${f.file.padEnd(48)} ${kb(f.raw).padStart(10)}   ${kb(f.gzip).padStart(10)}`);
  console.log(`  ${'total'.padEnd(48)} ${kb(initialTotal.raw).padStart(10)}   ${kb(initialTotal.gzip).padStart(10)}`);
  if (css.length) {
    const cssTotal = total(css);
    console.log(`\ninitial CSS: ${css.length} file(s), ${kb(cssTotal.raw)} raw, ${kb(cssTotal.gzip)} gzipped`);
  }
  console.log(`all JS in dist: ${all.length} file(s), ${kb(allTotal.raw)} raw, ${kb(allTotal.gzip)} gzipped`);
  console.log(`\nadmin initial JS: ${(initialTotal.gzip / 1024).toFixed(1)} KB gzipped (goal ≤ 250)`);
}
