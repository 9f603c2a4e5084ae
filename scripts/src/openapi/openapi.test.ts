import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeEntries } from '@cellar/shared/routes/route-table';
import { currentOpenApi, openApiPath } from '../openapi.ts';
import { buildOpenApi } from './build-openapi.ts';

type Operation = Record<string, any>;
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
};

const document = currentOpenApi() as unknown as Document;
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ path, method, op })),
);
const op = (method: string, path: string): Operation => {
  const found = document.paths[path]?.[method.toLowerCase()];
  if (!found) throw new Error(`no operation ${method} ${path}`);
  return found;
};

describe('the OpenAPI document', () => {
  it('has one operation per route of the table', () => {
    expect(operations.length).toBe(routeEntries.length);
    for (const route of routeEntries)
      expect(
        document.paths[route.path]?.[route.method.toLowerCase()]?.operationId,
        `${route.method} ${route.path}`,
      ).toBe(route.name);
    expect(new Set(operations.map((o) => o.op.operationId)).size).toBe(operations.length);
  });

  it('describes bodies and security from the table', () => {
    const create = op('POST', '/admin/user');
    expect(create.requestBody.content['application/json'].schema.properties).toHaveProperty('firstname');
    const login = op('POST', '/admin/login');
    expect(login['x-cellar-level']).toBe('public');
    expect(login.security ?? []).toEqual([]);
    expect(login.responses).not.toHaveProperty('401');
    expect(op('GET', '/admin/user').security).toEqual([{ bearer: [] }]);
  });

  it('declares every path parameter and resolves every reference', () => {
    for (const { path, op: operation } of operations) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      const declared = operation.parameters
        .filter((p: Operation) => p.in === 'path')
        .map((p: Operation) => p.name)
        .sort();
      expect(declared, path).toEqual(inPath);
    }
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]!);
    for (const ref of new Set(refs)) {
      const [, section, name] = /^#\/components\/(\w+)\/(\w+)$/.exec(ref) ?? [];
      expect(section && name ? document.components[section]?.[name] : undefined, ref).toBeDefined();
    }
  });

  it('marks no schema as failed to convert', () => {
    const errors: string[] = [];
    buildOpenApi(routeEntries, { onSchemaError: (i) => errors.push(`${i.route} ${i.part}: ${i.message}`) });
    expect(errors).toEqual([]);
  });

  it('is committed up to date in docs/api/openapi.json', () => {
    const committed: unknown = JSON.parse(readFileSync(openApiPath, 'utf8'));
    if (JSON.stringify(committed) !== JSON.stringify(document))
      expect.fail('docs/api/openapi.json is stale: run npm run openapi');
  });
});
