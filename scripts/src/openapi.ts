import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeEntries } from '@cellar/shared/routes/route-table';
import { isBuilt } from '@cellar/functions/http/handler-maps';
import { buildOpenApi, type BuildOpenApiOptions } from './openapi/build-openapi.ts';

/**
 * `npm run openapi`: writes docs/api/openapi.json from the route table, each operation marked
 * built or not-implemented from the handler maps. The unit test openapi.test.ts fails when the
 * committed file differs from a fresh build.
 */
export const openApiPath = resolve(dirname(fileURLToPath(import.meta.url)), '../../docs/api/openapi.json');

/** The document as the table and the handlers stand now. */
export function currentOpenApi(options: Omit<BuildOpenApiOptions, 'builtRouteNames'> = {}) {
  const builtRouteNames = new Set(routeEntries.filter((r) => isBuilt(r.group, r.name)).map((r) => r.name as string));
  return buildOpenApi(routeEntries, { ...options, builtRouteNames });
}

/** The file's text: 2-space JSON and a trailing newline. */
export function openApiText(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

function main() {
  const unrepresentable = new Set<string>();
  const errors = new Set<string>();
  const document = currentOpenApi({
    onUnrepresentable: (i) => unrepresentable.add(`${i.route} ${i.part}${i.path ? ` .${i.path}` : ''}: ${i.message}`),
    onSchemaError: (i) => errors.add(`${i.route} ${i.part}: ${i.message}`),
  });
  const text = openApiText(document);
  mkdirSync(dirname(openApiPath), { recursive: true });
  writeFileSync(openApiPath, text);
  const operations = Object.values(document.paths as Record<string, object>).reduce(
    (n, item) => n + Object.keys(item).length,
    0,
  );
  console.log(`wrote ${openApiPath}: ${operations} operations, ${Buffer.byteLength(text)} bytes`);
  for (const line of unrepresentable) console.log(`  unrepresentable, written as {}: ${line}`);
  for (const line of errors) console.log(`  schema error, written as {} with x-cellar-schema-error: ${line}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
