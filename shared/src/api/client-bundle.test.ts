import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

describe('the API client in a web bundle', () => {
  it('brings the route index only: no route table, no zod schema', async () => {
    const entry = fileURLToPath(new URL('./client.ts', import.meta.url));
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((file) => /route-table|\/zod\/|routes\/(define|schemas)\.ts/.test(file))).toEqual([]);
    expect(inputs.some((file) => file.endsWith('routes/route-index.ts'))).toBe(true);
  });
});
