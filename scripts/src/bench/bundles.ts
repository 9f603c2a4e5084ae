import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { lambdaBundle } from '@cellar/shared/resources/lambda-bundle';
import { routeGroups } from '@cellar/shared/routes/define';

const kebab = (g: string) => g.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const repoRoot = join(import.meta.dirname, '..', '..', '..');

/** A group's Lambda as the API stack bundles it (`lambdaBundle`), or with the SDK left to the runtime. */
export async function bundle(entry: string, externalSdk: boolean): Promise<Uint8Array> {
  const result = await build({
    entryPoints: [join(repoRoot, entry)],
    bundle: true,
    minify: lambdaBundle.minify,
    platform: 'node',
    target: lambdaBundle.target,
    format: lambdaBundle.format,
    mainFields: [...lambdaBundle.mainFields],
    write: false,
    logLevel: 'silent',
    alias: Object.fromEntries(Object.entries(lambdaBundle.alias).map(([name, file]) => [name, join(repoRoot, file)])),
    external: [...(externalSdk ? ['@aws-sdk/*', '@smithy/*'] : []), ...lambdaBundle.external],
  });
  return result.outputFiles[0]!.contents;
}

/** What a Lambda's environment holds at cold start (the module validates it when loaded). */
const lambdaEnv = {
  TABLE_NAME: 'cellar-bench',
  MEDIA_BUCKET: 'cellar-bench-media',
  STAFF_POOL_ID: 'eu-west-3_bench',
  STAFF_CLIENT_ID: 'bench',
  CUSTOMER_POOL_ID: 'eu-west-3_bench2',
  CUSTOMER_CLIENT_ID: 'bench2',
  AWS_REGION: 'eu-west-3',
  LOG_LEVEL: 'silent',
};

/**
 * Milliseconds to load a bundle in a fresh Node process (the module part of a cold start), median
 * of `runs`: each run is a new process that requires the file and prints how long it took.
 */
function importMs(code: Uint8Array, runs = 7): number {
  const dir = mkdtempSync(join(tmpdir(), 'cellar-bench-'));
  try {
    const file = join(dir, 'index.cjs');
    writeFileSync(file, code);
    const script = `const t=process.hrtime.bigint();require(${JSON.stringify(file)});process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e6))`;
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const run = spawnSync(process.execPath, ['-e', script], {
        env: { ...process.env, ...lambdaEnv },
        encoding: 'utf8',
      });
      if (run.status !== 0) throw new Error(`loading the bundle failed: ${run.stderr}`);
      times.push(Number(run.stdout));
    }
    return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The Lambda of each group as the API stack bundles it (the SDK inside, `lambdaBundle`), what it
 * would be with the SDK left to the runtime, and the time to load the deployed bundle in a fresh
 * Node process (median of 7). `npm run bench -- bundles catalog documents` measures those groups only.
 */
export async function benchBundles(only: readonly string[] = []): Promise<void> {
  console.log('group           as deployed (SDK inside)   SDK from the runtime       load (fresh process)');
  for (const group of routeGroups.filter((g) => only.length === 0 || only.includes(g))) {
    const entry = `functions/src/http/groups/${kebab(group)}.ts`;
    const [lean, full] = await Promise.all([bundle(entry, true), bundle(entry, false)]);
    const sizes = (code: Uint8Array) => `${kb(code.length).padStart(9)} (${kb(gzipSync(code).length).padStart(8)} gz)`;
    console.log(`${group.padEnd(15)} ${sizes(full)}   ${sizes(lean)}   ${importMs(full).toFixed(1).padStart(6)} ms`);
  }
}
