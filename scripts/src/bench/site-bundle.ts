import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import type { SiteBuild } from '../local/site-build.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gzipped = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;

interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}

const total = (files: FileSize[]) =>
  files.reduce((sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip }), { raw: 0, gzip: 0 });

/** `attr="value"` pairs of every `<tag …>` of the page. */
function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map((m) =>
    Object.fromEntries(
      [...m[1]!.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)].map((a) => [
        a[1]!.toLowerCase(),
        a[2] ?? a[3] ?? a[4] ?? '',
      ]),
    ),
  );
}

/** `/assets/x.js` (Vite's base `/`) as a path inside dist; other origins are not ours. */
const distPath = (url: string) => (/^[a-z]+:|^\/\//i.test(url) ? undefined : url.replace(/^\//, '').split(/[?#]/)[0]!);

/** The files reachable from the entries through static imports only (a dynamic import is a later chunk). */
async function staticGraph(dist: string, entries: string[]): Promise<string[]> {
  const staticOnly: Plugin = {
    name: 'static-imports-only',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) =>
        args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
      );
    },
  };
  const result = await build({
    absWorkingDir: dist,
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

function allFiles(root: string, dir: string, extension: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return allFiles(root, path, extension);
    return path.endsWith(extension) ? [relative(root, path)] : [];
  });
}

function printFiles(title: string, files: FileSize[]): void {
  const sum = total(files);
  console.log(`\n${title.padEnd(52)}raw          gzip`);
  for (const f of files) console.log(`  ${f.file.padEnd(48)} ${kb(f.raw).padStart(10)}   ${kb(f.gzip).padStart(10)}`);
  console.log(`  ${'total'.padEnd(48)} ${kb(sum.raw).padStart(10)}   ${kb(sum.gzip).padStart(10)}`);
}

export interface SiteBundleOptions {
  /** Printed with the first figure: `admin initial JS: 240.1 KB gzipped (goal ≤ 250)`. */
  label: string;
  goalKb: number;
  /**
   * The home screens the first bundle may show, each with the lazy chunks it needs as well (by file
   * name): each shown as a further figure, with what those chunks import statically.
   */
  firstScreens?: readonly { label: string; chunks: RegExp }[];
}

/**
 * The JavaScript a built site's first screen loads — the module script and modulepreloads of
 * dist/index.html, with everything they import statically, and optionally, per home screen, the lazy
 * chunks it needs — and all the JavaScript of dist, raw and gzipped (level 9, each file on its own as
 * served). Builds the site first when dist is missing or older than its sources, unless `--no-build`.
 */
export async function benchSiteBundle(site: SiteBuild, options: SiteBundleOptions, args: string[] = []): Promise<void> {
  await site.ensure({ mode: args.includes('--no-build') ? 'never' : 'auto' });
  const sizeOf = (file: string): FileSize => {
    const bytes = readFileSync(join(site.dist, file));
    return { file, raw: bytes.length, gzip: gzipped(bytes) };
  };
  const html = readFileSync(site.index, 'utf8');
  const scripts = tags(html, 'script')
    .filter((t) => t.type === 'module' && t.src)
    .map((t) => distPath(t.src!));
  const preloads = tags(html, 'link')
    .filter((t) => t.rel?.split(/\s+/).includes('modulepreload') && t.href)
    .map((t) => distPath(t.href!));
  const styles = tags(html, 'link')
    .filter((t) => t.rel?.split(/\s+/).includes('stylesheet') && t.href)
    .map((t) => distPath(t.href!));
  const entries = [...new Set([...scripts, ...preloads].filter((e): e is string => e !== undefined))];
  if (entries.length === 0)
    throw new Error(`${site.index} has no <script type="module" src> and no <link rel="modulepreload">`);

  const initialFiles = await staticGraph(site.dist, entries);
  const initial = initialFiles.sort().map(sizeOf);
  const extra = initial.filter((f) => !entries.includes(f.file.split(sep).join('/')));
  const all = allFiles(site.dist, site.dist, '.js').sort().map(sizeOf);
  const css = styles.filter((s): s is string => s !== undefined).map(sizeOf);
  const initialTotal = total(initial);

  console.log(
    `${site.workspace}/dist/index.html: ${scripts.length} module script(s), ${preloads.length} modulepreload(s)${extra.length ? `, ${extra.length} more file(s) by static import` : ''}`,
  );
  printFiles('initial JS (loaded by index.html)', initial);
  const screens: { label: string; files: FileSize[] }[] = [];
  for (const screen of options.firstScreens ?? []) {
    const chunks = all.filter((f) => screen.chunks.test(f.file)).map((f) => f.file.split(sep).join('/'));
    const graph = chunks.length ? await staticGraph(site.dist, chunks) : [];
    const files = graph
      .filter((f) => !initialFiles.includes(f))
      .sort()
      .map(sizeOf);
    printFiles(`+ ${screen.label}`, files);
    screens.push({ label: screen.label, files });
  }
  if (css.length) {
    const cssTotal = total(css);
    console.log(`\ninitial CSS: ${css.length} file(s), ${kb(cssTotal.raw)} raw, ${kb(cssTotal.gzip)} gzipped`);
  }
  const allTotal = total(all);
  console.log(`all JS in dist: ${all.length} file(s), ${kb(allTotal.raw)} raw, ${kb(allTotal.gzip)} gzipped`);
  console.log(`\n${options.label}: ${(initialTotal.gzip / 1024).toFixed(1)} KB gzipped (goal ≤ ${options.goalKb})`);
  for (const screen of screens)
    console.log(
      `with ${screen.label}: ${((initialTotal.gzip + total(screen.files).gzip) / 1024).toFixed(1)} KB gzipped (goal ≤ ${options.goalKb})`,
    );
}
