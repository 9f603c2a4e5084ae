import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { routeEntries, type RouteEntry } from '@cellar/shared/routes/route-table';
import { isBuilt } from '../../src/http/handler-maps.ts';

/**
 * What the security suites share: the routes of the table that are real, raw HTTP requests to the
 * local gateway (nothing normalised: a path is sent as written, a body as bytes), a small pool that
 * keeps a few requests in flight, snapshots of the table and the media bucket, and the counts file.
 */

export const fixtures = inject('fixtures');

/** A route of the table, with the flags the pipeline reads that the table's type may not name yet. */
export type TableRoute = RouteEntry & { optionalBody?: boolean };

export const allRoutes = routeEntries as TableRoute[];
/** Routes with a handler: the suites cover each of them, the day it is made real. */
export const realRoutes = allRoutes.filter((r) => isBuilt(r.group, r.name));
/** Routes still answering 501: skipped, and counted as skipped. */
export const notBuiltRoutes = allRoutes.filter((r) => !isBuilt(r.group, r.name));

export const describeRoute = (r: Pick<RouteEntry, 'method' | 'path'>) => `${r.method} ${r.path}`;

/** A client address of its own for each group of calls, so per-address rate limits never join them. */
export function clientAddress(label: string): string {
  const [a, b, c] = createHash('sha256').update(`security:${label}`).digest();
  return `10.${200 + (a! % 50)}.${b}.${c! || 1}`;
}

export interface RawRequest {
  method: string;
  /** Sent exactly as written (no dot-segment removal, no re-encoding). */
  path: string;
  token?: string;
  /** A literal Authorization header (wins over `token`). */
  authorization?: string;
  idSite?: number | string;
  lang?: 'fr_FR' | 'en_US';
  client: string;
  headers?: Record<string, string>;
  /** JSON text, raw text, or bytes; `contentType` says what it is (default application/json when a body is sent). */
  body?: string | Buffer;
  contentType?: string;
}

export interface RawAnswer {
  status: number;
  raw: string;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON envelope, when the answer is JSON. */
  json: { success?: unknown; message?: unknown; data?: unknown } | undefined;
}

const maxSockets = 16;
const agent = new Agent({ keepAlive: true, maxSockets });

/**
 * One HTTP request to the local gateway, with nothing done to the path or the body. A request sent
 * on a kept-alive socket the server closed as idle at that very moment (between two batches, while
 * a snapshot scans the table, or the hostile cases are generated) fails with ECONNRESET before the
 * server read it: that one is sent again (Node's documented way, `reusedSocket`), never a request
 * the server may have handled.
 */
export async function send(req: RawRequest): Promise<RawAnswer> {
  // Every idle socket of the pool may be stale at once (after a long synchronous step, the closes
  // were not read yet): each failure drops one, so at most `maxSockets` of them, then a new one.
  for (let attempt = 1; ; attempt++) {
    try {
      return await sendOnce(req);
    } catch (error) {
      if (!(error instanceof StaleSocketError) || attempt > maxSockets) throw error;
    }
  }
}

class StaleSocketError extends Error {}

function sendOnce(req: RawRequest): Promise<RawAnswer> {
  const url = new URL(fixtures.apiUrl);
  const headers: Record<string, string> = {
    'x-forwarded-for': req.client,
    userlang: req.lang ?? 'en_US',
    ...req.headers,
  };
  if (req.authorization !== undefined) headers.authorization = req.authorization;
  else if (req.token) headers.authorization = `Bearer ${req.token}`;
  if (req.idSite !== undefined) headers.idsite = String(req.idSite);
  const body =
    req.body === undefined ? undefined : Buffer.isBuffer(req.body) ? req.body : Buffer.from(req.body, 'utf8');
  if (body) {
    headers['content-type'] ??= req.contentType ?? 'application/json';
    headers['content-length'] = String(body.length);
  }
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: url.hostname, port: url.port, method: req.method, path: req.path, headers, agent },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          let json: RawAnswer['json'];
          try {
            json = /json/i.test(String(incoming.headers['content-type'] ?? '')) ? JSON.parse(raw) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: incoming.statusCode ?? 0, raw, headers: incoming.headers, json });
        });
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      reject(outgoing.reusedSocket && error.code === 'ECONNRESET' ? new StaleSocketError(error.message) : error),
    );
    outgoing.setTimeout(120_000, () => outgoing.destroy(new Error(`no answer in 120 s: ${req.method} ${req.path}`)));
    if (body) outgoing.write(body);
    outgoing.end();
  });
}

/** A multipart/form-data body written by hand (so that a malformed one can be written too). */
export function multipartBody(
  fields: Record<string, unknown>,
  files: Array<{ field: string; name: string; type: string; bytes: Uint8Array }> = [],
): { body: Buffer; contentType: string } {
  const boundary = `----zqsecurity${createHash('md5').update(JSON.stringify(fields)).digest('hex').slice(0, 16)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`, 'utf8'),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        'utf8',
      ),
    );
    parts.push(Buffer.from(file.bytes), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The route's path with its parameters filled in, each encoded unless `raw` (hostile path parameters). */
export function pathOf(
  route: Pick<RouteEntry, 'path'>,
  params: Record<string, string | number>,
  options: { raw?: boolean; query?: string } = {},
): string {
  const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for {${name}} of ${route.path}`);
    return options.raw ? String(value) : encodeURIComponent(String(value));
  });
  return options.query ? `${path}?${options.query}` : path;
}

export const paramNames = (route: Pick<RouteEntry, 'path'>) =>
  [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);

/** Runs `work` over the items with at most `concurrency` in flight; answers the results in order. */
export async function pool<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

export const concurrency = 8;

// ---------------------------------------------------------------------------------------------
// Snapshots: "nothing changes" is every item of the table and every object of the media bucket
// byte-identical, rate-limit counters (`LIMIT#…` partitions) excepted.

export interface Snapshot {
  items: Map<string, string>;
  objects: Map<string, string>;
}

let documents: DynamoDBDocumentClient | undefined;
function db(): DynamoDBDocumentClient {
  documents ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: fixtures.dynamodbEndpoint,
      region: fixtures.env.AWS_REGION ?? 'eu-west-3',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  return documents;
}

/** Items whose change is expected: the rate limits' counters. */
export const isRateLimitItem = (item: Record<string, unknown>) =>
  typeof item.pk === 'string' && item.pk.startsWith('LIMIT#');

/** JSON with keys sorted, so that two reads of the same item compare equal byte for byte. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof Set) return { $set: [...v].map((x) => canonical(x)).sort() };
    if (v instanceof Uint8Array) return { $bytes: Buffer.from(v).toString('base64') };
    if (v && typeof v === 'object' && !Array.isArray(v))
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      );
    return v;
  });
}

/** Every item of the table (a test may Scan; no request path does), by `pk` and `sk`. */
export async function scanTable(): Promise<Array<Record<string, unknown>>> {
  const segments = 4;
  const all = await Promise.all(
    Array.from({ length: segments }, async (_, segment) => {
      const items: Array<Record<string, unknown>> = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await db().send(
          new ScanCommand({
            TableName: fixtures.tableName,
            Segment: segment,
            TotalSegments: segments,
            ExclusiveStartKey: start,
            ConsistentRead: true,
          }),
        );
        items.push(...((page.Items ?? []) as Array<Record<string, unknown>>));
        start = page.LastEvaluatedKey as Record<string, unknown> | undefined;
      } while (start);
      return items;
    }),
  );
  return all.flat();
}

/** Every object of the media bucket with its ETag and size (s3rver answers an unsigned listing). */
export async function listBucket(): Promise<Map<string, string>> {
  const base = `${fixtures.env.S3_ENDPOINT!.replace(/\/$/, '')}/${fixtures.env.MEDIA_BUCKET}`;
  const objects = new Map<string, string>();
  let token: string | undefined;
  do {
    const query = new URLSearchParams({
      'list-type': '2',
      'max-keys': '1000',
      ...(token ? { 'continuation-token': token } : {}),
    });
    // A listing is a read: sent once more when s3rver closed the kept-alive connection under it.
    const answer = await fetch(`${base}?${query}`).catch(() => fetch(`${base}?${query}`));
    const xml = await answer.text();
    if (!answer.ok) throw new Error(`listing the media bucket answered ${answer.status}: ${xml.slice(0, 200)}`);
    for (const match of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
      const key = decodeXml(/<Key>([\s\S]*?)<\/Key>/.exec(match[1]!)?.[1] ?? '');
      const etag = /<ETag>([\s\S]*?)<\/ETag>/.exec(match[1]!)?.[1] ?? '';
      const size = /<Size>([\s\S]*?)<\/Size>/.exec(match[1]!)?.[1] ?? '';
      objects.set(key, `${etag}:${size}`);
    }
    token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
      ? decodeXml(/<NextContinuationToken>([\s\S]*?)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '')
      : undefined;
  } while (token);
  return objects;
}

const decodeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

export const itemKey = (item: Record<string, unknown>) => `${String(item.pk)} | ${String(item.sk)}`;

/** The table (rate-limit counters left out, or only the items `keep` names) and the bucket. */
export async function snapshot(
  keep: (item: Record<string, unknown>) => boolean = () => true,
  keepObject: (key: string) => boolean = () => true,
): Promise<Snapshot> {
  const [items, objects] = await Promise.all([scanTable(), listBucket()]);
  return {
    items: new Map(
      items.filter((item) => !isRateLimitItem(item) && keep(item)).map((item) => [itemKey(item), canonical(item)]),
    ),
    objects: new Map([...objects].filter(([key]) => keepObject(key))),
  };
}

export interface Change {
  where: 'table' | 'bucket';
  key: string;
  change: 'added' | 'removed' | 'changed';
  before?: string;
  after?: string;
}

export function changesBetween(before: Snapshot, after: Snapshot): Change[] {
  const changes: Change[] = [];
  const compare = (where: Change['where'], a: Map<string, string>, b: Map<string, string>) => {
    for (const [key, value] of a) {
      if (!b.has(key)) changes.push({ where, key, change: 'removed', before: value });
      else if (b.get(key) !== value) changes.push({ where, key, change: 'changed', before: value, after: b.get(key) });
    }
    for (const [key, value] of b) if (!a.has(key)) changes.push({ where, key, change: 'added', after: value });
  };
  compare('table', before.items, after.items);
  compare('bucket', before.objects, after.objects);
  return changes;
}

/** One change, with the attributes that differ when an item changed. */
export function describeChange(c: Change): string {
  if (c.change !== 'changed') return `${c.where} ${c.change} ${c.key}: ${(c.before ?? c.after ?? '').slice(0, 300)}`;
  let before: Record<string, unknown> = {};
  let after: Record<string, unknown> = {};
  try {
    before = JSON.parse(c.before!) as Record<string, unknown>;
    after = JSON.parse(c.after!) as Record<string, unknown>;
  } catch {
    return `${c.where} changed ${c.key}: ${c.before} → ${c.after}`;
  }
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => canonical(before[k]) !== canonical(after[k]),
  );
  return `${c.where} changed ${c.key}: ${fields.map((k) => `${k} ${String(canonical(before[k])).slice(0, 120)} → ${String(canonical(after[k])).slice(0, 120)}`).join('; ')}`;
}

/** Calls that delete go last, so that the routes before them still find what they name. */
export const deletesLast = <T extends { route: Pick<RouteEntry, 'method'> }>(list: T[]): T[] => [
  ...list.filter((p) => p.route.method !== 'DELETE'),
  ...list.filter((p) => p.route.method === 'DELETE'),
];

// ---------------------------------------------------------------------------------------------
// Answers

/** What must never appear in an answer body: a stack trace or an internal path. */
const internals = [
  /\bat [\w$.<>]+ \(/,
  /\bat (file:\/\/|\/)/,
  /\.ts:\d/,
  /\.ts\b["')]/,
  /node_modules/,
  /\bError:/,
  /\/work\//,
  /\/home\//,
];
export function leaksInternals(raw: string): string | undefined {
  for (const pattern of internals) if (pattern.test(raw)) return `internals in the body (${pattern})`;
  return undefined;
}

/** Whether the answer is our envelope refusing the call: JSON `{ success: false, message, data }`. */
export function isRefusalEnvelope(answer: RawAnswer): boolean {
  return (
    answer.json !== undefined &&
    answer.json.success === false &&
    typeof answer.json.message === 'string' &&
    'data' in answer.json
  );
}

export const isClientError = (status: number) => status >= 400 && status < 500;

// ---------------------------------------------------------------------------------------------
// Counts: one line printed per suite, and `.test-results/security-counts.json` for `npm test`.

const countsFile = join(process.cwd(), '.test-results', 'security-counts.json');

export async function recordCounts(suite: string, counts: Record<string, unknown>, line: string): Promise<void> {
  console.log(line);
  await mkdir(join(process.cwd(), '.test-results'), { recursive: true });
  let all: Record<string, unknown>;
  try {
    all = JSON.parse(await readFile(countsFile, 'utf8')) as Record<string, unknown>;
  } catch {
    all = {};
  }
  all[suite] = { ...counts, line, at: new Date().toISOString() };
  await writeFile(countsFile, `${JSON.stringify(all, null, 2)}\n`);
}

/** `4812` → `4 812`, as the counts line writes numbers. */
export const spaced = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/**
 * Fails with every failure written out, one a line (vitest would shorten a long array), and keeps
 * the whole list in `.test-results/security-failures.txt` for reading after the run.
 */
export async function expectNoFailures(suite: string, failures: string[]): Promise<void> {
  if (failures.length === 0) return;
  await mkdir(join(process.cwd(), '.test-results'), { recursive: true });
  const file = join(process.cwd(), '.test-results', 'security-failures.txt');
  let previous: string;
  try {
    previous = await readFile(file, 'utf8');
  } catch {
    previous = '';
  }
  await writeFile(file, `${previous}\n## ${suite} (${failures.length})\n${failures.join('\n')}\n`);
  const shown = failures.slice(0, 60);
  throw new Error(
    `${failures.length} failure(s) in ${suite}:\n${shown.join('\n')}${failures.length > shown.length ? `\n… and ${failures.length - shown.length} more in .test-results/security-failures.txt` : ''}`,
  );
}
