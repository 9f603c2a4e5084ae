import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { routeGroups } from '@cellar/shared/routes/define';

const kebab = (g: string) => g.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function size(entry: string, externalSdk: boolean): Promise<{ raw: number; gzip: number }> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    write: false,
    logLevel: 'silent',
    external: externalSdk ? ['@aws-sdk/*'] : [],
  });
  const code = result.outputFiles[0]!.contents;
  return { raw: code.length, gzip: gzipSync(code).length };
}

/** The Lambda of each group as the API stack bundles it (SDK from the runtime), and with the SDK inside. */
export async function benchBundles(): Promise<void> {
  console.log('group           bundle (SDK external)      with the SDK bundled');
  for (const group of routeGroups) {
    const entry = `functions/src/http/groups/${kebab(group)}.ts`;
    const [lean, full] = await Promise.all([size(entry, true), size(entry, false)]);
    console.log(`${group.padEnd(15)} ${kb(lean.raw).padStart(9)} (${kb(lean.gzip).padStart(8)} gz)   ${kb(full.raw).padStart(9)} (${kb(full.gzip).padStart(8)} gz)`);
  }
}
