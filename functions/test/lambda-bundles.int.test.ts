import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bundle } from '../../scripts/src/bench/bundles.ts';
import { call } from '../../scripts/src/test/api.ts';
import { colissimoId, deliveryOrder, useFunctionsEnvironment } from './order-helpers.ts';

/**
 * The Lambdas as they are deployed: each group bundled with the API stack's own options
 * (`lambdaBundle`: minified, the SDK inside, ES modules first), loaded like the Lambda runtime loads
 * them (CommonJS `require`) and called with API Gateway events against the real local parts. The
 * other integration tests run the sources; this one proves the bundling keeps them working.
 */
type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const fixtures = inject('fixtures');
const dir = mkdtempSync(join(tmpdir(), 'cellar-bundles-'));
/**
 * Where a bundle with native modules goes: under the repository's node_modules, so that its `import('sharp')` finds
 * sharp as the deployed Lambda finds the copy installed beside it (infra/lib/lambda-bundling.ts).
 */
const nativeCache = join(import.meta.dirname, '..', '..', 'node_modules', '.cache');
mkdirSync(nativeCache, { recursive: true });
const nativeDir = mkdtempSync(join(nativeCache, 'cellar-bundles-'));
const handlers = new Map<string, Handler>();

async function deployed(group: string, where = dir): Promise<Handler> {
  const file = join(where, `${group}.cjs`);
  writeFileSync(file, await bundle(`functions/src/http/groups/${group}.ts`, false));
  return (createRequire(import.meta.url)(file) as { handler: Handler }).handler;
}

let requests = 0;
function event(
  method: string,
  path: string,
  options: { body?: unknown; query?: Record<string, string>; headers?: Record<string, string> } = {},
): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: new URLSearchParams(options.query).toString(),
    headers: { 'content-type': 'application/json', userlang: 'en_US', idsite: '1', ...options.headers },
    queryStringParameters: options.query,
    requestContext: {
      requestId: `bundle-${++requests}`,
      http: { method, path, sourceIp: `10.77.0.${requests % 250}` },
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
}

async function answer(
  group: string,
  request: APIGatewayProxyEventV2,
): Promise<{ status: number; body: { success: boolean; message: string; data: any } }> {
  const result = await handlers.get(group)!(request, { awsRequestId: request.requestContext.requestId } as Context);
  return { status: result.statusCode ?? 0, body: JSON.parse(result.body ?? 'null') };
}

beforeAll(async () => {
  useFunctionsEnvironment();
  for (const group of ['auth', 'catalog', 'shipping', 'checkout', 'sites']) handlers.set(group, await deployed(group));
  handlers.set('content', await deployed('content', nativeDir));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(nativeDir, { recursive: true, force: true });
});

describe('the deployed bundles', () => {
  it('signs a staff member in (Cognito, DynamoDB, the rate-limit counters)', async () => {
    const { status, body } = await answer(
      'auth',
      event('POST', '/admin/login', {
        body: { email: fixtures.logins.admin1.email, password: fixtures.logins.admin1.password },
      }),
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.token).toMatch(/^ey/);
  });

  it('lists the storefront’s wines and prices a cart’s shipping', async () => {
    const list = await answer('catalog', event('GET', '/product', { query: { nbItem: '100' } }));
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const lilas = (list.body.data.products as Array<{ id: number; name: string }>).find(
      (p) => p.name === 'Cuvée des Lilas',
    );
    expect(lilas).toBeDefined();
    const fees = await answer(
      'shipping',
      event('POST', '/calculate/shipping-fees', {
        body: { products: [{ idProduct: lilas!.id, quantity: 3 }], postalCode: '75001', country: 'FRA' },
      }),
    );
    expect(fees.status, JSON.stringify(fees.body)).toBe(200);
    expect(fees.body.data.map((o: { name: string }) => o.name)).toContain('Colissimo');
  });

  it('places a guest’s order in one transaction and refuses a hostile body with a 400', async () => {
    const products = (await call('GET', '/product?nbItem=100', { idSite: 1 })).body.data.products as Array<{
      id: number;
      name: string;
    }>;
    const lilas = products.find((p) => p.name === 'Cuvée des Lilas')!;
    const placed = await answer(
      'checkout',
      event('POST', '/order', { body: deliveryOrder([{ id: lilas.id, quantity: 1 }], await colissimoId()) }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.data).toMatchObject({ status: 'WAITING', number: expect.stringMatching(/^\d{4}-\d{6}$/) });
    const hostile = await answer(
      'checkout',
      event('POST', '/order', { body: { products: [{ id: lilas.id, quantity: 1e15 }], constructor: 1 } }),
    );
    expect(hostile.status).toBe(400);
  });

  it('sanitises a rich text with sanitize-html, its CSS parser left out of the bundle (docs/legal.md)', async () => {
    const login = await answer(
      'auth',
      event('POST', '/admin/login', {
        body: { email: fixtures.logins.superAdmin.email, password: fixtures.logins.superAdmin.password },
      }),
    );
    const authorization = `Bearer ${login.body.data.token as string}`;
    const site = await call('POST', '/site', {
      token: login.body.data.token,
      body: { name: `Clos des Bundles ${Date.now()}` },
    });
    expect(site.status, site.raw).toBe(201);
    const idsite = String(site.body.data.id);
    const texts = {
      fr_FR: '<p style="color:red" onclick="x()">Nos <b>conditions</b></p><script>alert(1)</script>',
      en_US: null,
    };
    const legal = { companyName: 'Clos des Bundles' };
    const saved = await answer(
      'sites',
      event('PUT', '/admin/conditions', {
        body: { salesConditions: texts, legalNotice: { fr_FR: null, en_US: null }, legal },
        headers: { authorization, idsite },
      }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.salesConditions.fr_FR).toBe('<p>Nos <b>conditions</b></p>');
    const shown = await answer('sites', event('GET', '/conditions', { headers: { idsite, userlang: 'fr_FR' } }));
    expect(shown.body.data.salesConditions).toEqual({
      html: '<p>Nos <b>conditions</b></p>',
      lang: 'fr_FR',
      source: 'SITE',
    });
  });

  it('stores a news photo with its WebP and AVIF variants (sharp, external to the bundle, loaded when needed)', async () => {
    const login = await answer(
      'auth',
      event('POST', '/admin/login', {
        body: { email: fixtures.logins.admin1.email, password: fixtures.logins.admin1.password },
      }),
    );
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#7a1f3d' } })
      .png()
      .toBuffer();
    const form = new FormData();
    const fields = { title: 'Bundled harvest', metaDescription: 'Harvest', description: '<p>In</p>', alt: 'Vines' };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'vines.png');
    const request = new Request('http://bundle.local/', { method: 'POST', body: form });
    const created = await answer('content', {
      ...event('POST', '/admin/news', {
        headers: {
          authorization: `Bearer ${login.body.data.token as string}`,
          'content-type': request.headers.get('content-type')!,
        },
      }),
      body: Buffer.from(await request.arrayBuffer()).toString('base64'),
      isBase64Encoded: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.image).toMatchObject({ width: 400, height: 300 });
    expect(created.body.data.image.srcset).toMatch(/-320\.webp 320w, .*-400\.webp 400w$/);
    const variant = await fetch(created.body.data.image.srcset.split(' ')[0]);
    expect(variant.headers.get('content-type')).toBe('image/webp');
  });
});
