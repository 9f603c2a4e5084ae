import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { InvokeStore, InvokeStoreBase } from '@aws/lambda-invoke-store';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { mediaBucketDefinition } from '@cellar/shared/resources/media-bucket';
import { scheduledTasks, type ScheduledTaskName } from '@cellar/shared/resources/scheduled-tasks';
import { localWorkflowsIdle } from '@cellar/functions/adapters/workflows/local-starter';
import { clearFaults, injectFault } from '@cellar/functions/workflows/faults';
import type { RouteGroup } from '@cellar/shared/routes/define';
import { createMatcher } from '@cellar/shared/routes/match';
import { routeEntries } from '@cellar/shared/routes/route-table';

/** API Gateway's HTTP API payload limit. */
const maxBodyBytes = 10 * 1024 * 1024;

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** The deployed Lambda of each group is this same module (functions/src/http/groups/<group>.ts). */
const loadGroup = async (group: RouteGroup): Promise<LambdaHandler> => {
  const file = group.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const mod = (await import(`../../../functions/src/http/groups/${file}.ts`)) as { handler: LambdaHandler };
  return mod.handler;
};

/**
 * This process serves every request of a group at once, as a Lambda environment serving concurrent invocations
 * (Managed Instances) does. Like that runtime, the gateway runs each invocation in its own InvokeStore context and
 * sets AWS_LAMBDA_MAX_CONCURRENCY, so Powertools keeps each one's log keys, Lambda context and metrics apart (no line
 * carries another request's id). Made when this module loads: the AWS SDK's first call would make a store for one
 * invocation at a time (which keeps the last context given to it, hence the check).
 */
const invocations = globalThis.awslambda?.InvokeStore ?? (await InvokeStore.getInstanceAsync(true));
invocations.run({}, () => undefined);
if (invocations.hasContext()) throw new Error('The AWS SDK made its InvokeStore before the local gateway was loaded');
process.env.AWS_LAMBDA_MAX_CONCURRENCY = '64';

/** Runs one invocation of a group's handler, in its own context. */
function invoke<E, R>(handler: (event: E, context: Context) => Promise<R>, event: E, context: Context): Promise<R> {
  return invocations.run({ [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: context.awsRequestId }, () =>
    handler(event, context),
  );
}

/**
 * What EventBridge does in AWS: invokes each scheduled task's group handler with `{ task }` at its
 * rate (shared/src/resources/scheduled-tasks.ts). Answers a function that stops the timers.
 */
export function startScheduledTasks(onError: (task: string, error: Error) => void): () => void {
  const timers = (
    Object.entries(scheduledTasks) as Array<[ScheduledTaskName, (typeof scheduledTasks)[ScheduledTaskName]]>
  ).map(([task, schedule]) =>
    setInterval(() => {
      void loadGroup(schedule.group)
        .then((handler) =>
          invoke(
            handler as unknown as (event: unknown, context: Context) => Promise<unknown>,
            { task },
            lambdaContext(schedule.group, randomUUID()),
          ),
        )
        .catch((error: Error) => onError(task, error));
    }, schedule.everyMinutes * 60_000),
  );
  for (const timer of timers) timer.unref();
  return () => timers.forEach((timer) => clearInterval(timer));
}

const textTypes = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;

/** Turns a Node request into the API Gateway HTTP API (v2) event a Lambda receives. */
export function toEvent(req: IncomingMessage, url: URL, body: Buffer, routeKey: string): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (name === 'cookie')
      cookies.push(
        ...String(value)
          .split(';')
          .map((c) => c.trim())
          .filter(Boolean),
      );
    else headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  // Repeated parameters joined with commas, as API Gateway does; every name kept as an own
  // property, as API Gateway's JSON event has it (`constructor`, `__proto__`).
  const joined = new Map<string, string>();
  for (const [name, value] of url.searchParams)
    joined.set(name, joined.has(name) ? `${joined.get(name)},${value}` : value);
  const query: Record<string, string> = Object.fromEntries(joined);
  const isText = body.length === 0 || textTypes.test(headers['content-type'] ?? '');
  const now = new Date();
  // The local sites' servers forward the browser's address as CloudFront does in AWS, and tests name
  // the client they play: the first address of x-forwarded-for is the client's (locally only).
  const forwarded = headers['x-forwarded-for']?.split(',')[0]?.trim();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: cookies.length ? cookies : undefined,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: forwarded || (req.socket.remoteAddress ?? '127.0.0.1'),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length === 0 ? undefined : isText ? body.toString('utf8') : body.toString('base64'),
    isBase64Encoded: !isText,
  };
}

function lambdaContext(group: string, requestId: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `cellar-local-${group}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:cellar-local-${group}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/cellar-local-${group}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        resolve(null);
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Local browsers (the two Vite sites) call the API from another port. */
function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin || !/^https?:\/\/([a-z0-9-]+\.)*(localhost|127\.0\.0\.1)(:\d+)?$/i.test(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-allow-headers':
      'authorization,content-type,idsite,idsiteoverride,userlang,contentlang,idempotency-key',
    'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
    'access-control-max-age': '600',
    vary: 'origin',
  };
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: string | Buffer): void {
  res.writeHead(status, headers);
  res.end(body);
}

/** What CloudFront's `/media/*` behaviour adds: an uploaded SVG must never run a script. */
const mediaHeaders = {
  'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
};

/** Serves `/media/<key>` from the local S3 bucket, as CloudFront serves it from the media bucket in AWS. */
async function serveMedia(
  res: ServerResponse,
  mediaOrigin: string,
  key: string,
  cors: Record<string, string>,
): Promise<void> {
  const answer = await fetch(`${mediaOrigin}/${key.split('/').map(encodeURIComponent).join('/')}`);
  if (!answer.ok) return send(res, 404, { ...cors, 'content-type': 'text/plain' }, 'Not Found');
  const headers: Record<string, string> = {
    ...cors,
    ...mediaHeaders,
    'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
    'cache-control': 'public, max-age=300',
  };
  send(res, 200, headers, Buffer.from(await answer.arrayBuffer()));
}

/**
 * A thin local stand-in for API Gateway: finds the route in the route table, builds the v2 event and
 * invokes the route group's handler module, the same module that is deployed as that group's Lambda.
 * `mediaOrigin` (the bucket's address on s3rver) serves `/media/*` like CloudFront does in AWS.
 */
export function createGateway(options: { mediaOrigin?: string } = {}): Server {
  const match = createMatcher(routeEntries);
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const cors = corsHeaders(req.headers.origin);
    if (req.method === 'OPTIONS') return send(res, 204, cors, '');
    if (options.mediaOrigin && req.method === 'GET' && url.pathname.startsWith('/media/')) {
      const key = decodeURIComponent(url.pathname.slice('/media/'.length));
      // As the bucket policy denies CloudFront: private files are read through the API only, and
      // unchecked uploads are never served.
      if (
        key.startsWith(mediaBucketDefinition.privatePrefix) ||
        key.startsWith(mediaBucketDefinition.uploadsPrefix) ||
        key.includes('..')
      )
        return send(res, 403, { ...cors, 'content-type': 'text/plain' }, 'Forbidden');
      return serveMedia(res, options.mediaOrigin, key, cors).catch(() => send(res, 502, cors, ''));
    }
    // Locally only, what `aws lambda invoke` does with a scheduled task's input: run it now (tests, by hand).
    const scheduled = /^\/__scheduled\/([a-z-]+)$/.exec(url.pathname);
    if (req.method === 'POST' && scheduled && Object.hasOwn(scheduledTasks, scheduled[1]!)) {
      const task = scheduled[1] as ScheduledTaskName;
      const handler = (await loadGroup(scheduledTasks[task].group)) as unknown as (
        event: unknown,
        context: Context,
      ) => Promise<unknown>;
      const result = await invoke(handler, { task }, lambdaContext(scheduledTasks[task].group, randomUUID())).catch(
        (error: Error) => ({ error: error.message }),
      );
      return send(res, 200, { ...cors, 'content-type': 'application/json; charset=utf-8' }, JSON.stringify(result));
    }
    // Locally only: arms a failure of a workflow task (functions/src/workflows/faults.ts), or waits until no local
    // execution runs — the tests of what a failing job leaves behind, and of its end.
    if (req.method === 'POST' && url.pathname === '/__faults') {
      const body = await readBody(req);
      const fault = JSON.parse(body?.toString() || '{}') as { task?: string; idSite?: number; times?: number };
      if (typeof fault.task !== 'string') return send(res, 400, cors, '');
      if (fault.task === '*clear') clearFaults();
      else injectFault({ task: fault.task, idSite: fault.idSite, times: fault.times ?? 1 });
      return send(res, 204, cors, '');
    }
    if (req.method === 'POST' && url.pathname === '/__workflows/idle') {
      await localWorkflowsIdle();
      return send(res, 204, cors, '');
    }
    const envelope = (status: number, message: string) =>
      send(
        res,
        status,
        { ...cors, 'content-type': 'application/json; charset=utf-8' },
        JSON.stringify({ success: false, message, data: {} }),
      );
    try {
      const body = await readBody(req);
      if (body === null) return envelope(413, 'Request too large');
      const found = match(req.method ?? 'GET', url.pathname);
      if (!found) return envelope(404, 'Not Found');
      const event = toEvent(req, url, body, `${found.route.method} ${found.route.path}`);
      const handler = await loadGroup(found.route.group);
      const result = await invoke(handler, event, lambdaContext(found.route.group, event.requestContext.requestId));
      const headers: Record<string, string> = { ...cors };
      for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
      if (result.cookies?.length) res.setHeader('set-cookie', result.cookies);
      const payload = result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : (result.body ?? '');
      send(res, result.statusCode ?? 200, headers, payload);
    } catch (error) {
      // The Lambda itself crashed (not an answered error): API Gateway answers 500 without details.
      console.error(
        JSON.stringify({ level: 'error', msg: 'gateway: handler crashed', error: (error as Error).message }),
      );
      envelope(500, 'Internal Server Error');
    }
  });
}

export function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}
