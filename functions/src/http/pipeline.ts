import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { parseLang, type Lang } from '@cellar/shared/i18n/lang';
import { translate } from '@cellar/shared/i18n/messages';
import type { RouteDef, RouteGroup } from '@cellar/shared/routes/define';
import { createMatcher } from '@cellar/shared/routes/match';
import type { RouteEntry, RouteName } from '@cellar/shared/routes/route-table';
import { countingCalls, formatCallCount, type CallCount } from '../data/call-count.ts';
import { AppError, NotFoundError, NotImplementedError, ValidationError, type FieldErrorKeys } from '../lib/errors.ts';
import { env } from '../lib/env.ts';
import { log } from '../lib/logger.ts';
import { authenticate } from './authenticate.ts';
import { authoriseSite, requestedSite } from './authorise-site.ts';
import { readMultipart } from './multipart.ts';
import { binaryAnswer, jsonAnswer, translateFieldErrors } from './envelope.ts';
import { notImplemented, type BinaryReply, type GroupHandlers, type HandlerRequest, type Principal, type Reply } from './types.ts';
import { parsePart, throwIfErrors } from './validate.ts';

type Event = APIGatewayProxyEventV2;
type Result = APIGatewayProxyStructuredResultV2;
/** Any route's handler, as the pipeline calls it (the maps are typed per route). */
type AnyHandler = (request: HandlerRequest<RouteName>) => Promise<Reply<RouteName> | BinaryReply>;

interface State {
  startedAt: number;
  requestId: string;
  lang: Lang;
  headers: Record<string, string>;
  route?: RouteEntry;
  principal?: Principal;
  /** DynamoDB commands sent for this request. */
  calls?: CallCount;
}

/** Lower-case header names (API Gateway v2 already does; the local gateway and tests may not). */
function normaliseHeaders(headers: Event['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) out[name.toLowerCase()] = value;
  return out;
}

function readBody(event: Event): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError({ _: ['common.invalidJson'] }, 'common.invalidJson');
  }
}

/**
 * The one request pipeline around every route group (DESIGN §4): headers → authenticate (level from
 * the table) → authorise the site → 501 for routes not built → strict validation → handler → envelope.
 * Errors keep the envelope; anything unexpected is a 500 with a request id and no internals.
 */
export function createGroupHandler<G extends RouteGroup>(group: G, routes: Record<string, RouteDef>, handlers: GroupHandlers<G>) {
  // A missing or malformed variable fails the cold start, not the first request.
  env();
  // Each Lambda bundles only its own group's route file, not the whole table.
  const entries = Object.entries(routes).map(([name, def]) => ({ ...def, name }) as RouteEntry);
  const foreign = entries.find((r) => r.group !== group);
  if (foreign) throw new Error(`Route ${foreign.name} belongs to ${foreign.group}, not ${group}`);
  const match = createMatcher(entries);

  const start: MiddlewareObj<Event, Result> = {
    before: (request) => {
      const headers = normaliseHeaders(request.event.headers);
      states.set(request.event, {
        startedAt: Date.now(),
        headers,
        requestId: request.event.requestContext?.requestId ?? request.context?.awsRequestId ?? crypto.randomUUID(),
        lang: parseLang(headers.userlang),
      });
    },
  };

  const errors: MiddlewareObj<Event, Result> = {
    onError: (request) => {
      const state = states.get(request.event) ?? { startedAt: Date.now(), headers: {}, requestId: crypto.randomUUID(), lang: parseLang(undefined) };
      const { requestId, lang } = state;
      const error = request.error;
      if (error instanceof AppError) {
        const data = { ...error.details, ...(error.fieldErrors ? { errors: translateFieldErrors(error.fieldErrors, lang) } : {}) };
        request.response = jsonAnswer(error.status, { success: false, message: translate(error.messageKey, lang), data }, requestId);
      } else {
        log('error', 'unexpected error', { requestId, route: state.route?.name, error: (error as Error)?.message, stack: (error as Error)?.stack });
        request.response = jsonAnswer(500, { success: false, message: translate('common.internalError', lang), data: { requestId } }, requestId);
      }
      logRequest(request.event, state, request.response.statusCode ?? 500);
    },
  };

  const base = async (event: Event): Promise<Result> => {
    const state = states.get(event);
    if (!state) throw new Error('Pipeline state missing');
    const { count, done } = countingCalls(() => serve(event, state));
    state.calls = count;
    const answer = await done;
    // Locally, tests read what a request cost (a product page must be one Query).
    if (env().STAGE === 'local') answer.headers = { ...answer.headers, 'x-db-calls': formatCallCount(count) };
    return answer;
  };

  const serve = async (event: Event, state: State): Promise<Result> => {
    const method = event.requestContext?.http?.method ?? 'GET';
    const path = event.rawPath ?? event.requestContext?.http?.path ?? '/';
    const found = match(method, path);
    if (!found) throw new NotFoundError('common.routeNotFound');
    const route = found.route;
    state.route = route;

    const principal = await authenticate(route.level, state.headers.authorization, state.headers);
    state.principal = principal;
    const site = await authoriseSite(route, principal, requestedSite(state.headers));

    const handler = (handlers as unknown as Record<string, AnyHandler | typeof notImplemented>)[route.name];
    if (handler === undefined || handler === notImplemented) throw new NotImplementedError();

    const fieldErrors: FieldErrorKeys = {};
    const params = parsePart(route.params, found.params, fieldErrors);
    const query = parsePart(route.query, queryOf(event), fieldErrors);
    const contentType = state.headers['content-type'] ?? '';
    const rawBody = route.multipart && /^multipart\/form-data/i.test(contentType) ? await readMultipart(event.body, event.isBase64Encoded, contentType) : readBody(event);
    const body = parsePart(route.body, rawBody ?? (route.body ? {} : undefined), fieldErrors);
    if (!route.body && rawBody !== undefined && route.method !== 'GET') fieldErrors._ = ['validation.unknownField'];
    throwIfErrors(fieldErrors);

    const rawText = event.body === undefined || event.body === null ? undefined : event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
    const request = { route: route.name, requestId: state.requestId, lang: state.lang, principal, site, params, query, body, headers: state.headers, rawBody: rawText } as HandlerRequest<RouteName>;
    const reply = await handler(request);
    const status = reply.status ?? 200;
    // A binary route answers its bytes (its errors above still answer the envelope).
    if (route.binary) {
      if (!reply.binary) throw new Error(`Route ${route.name} is binary but its handler answered no bytes`);
      const answer = binaryAnswer(status, reply.binary, state.requestId);
      logRequest(event, state, status);
      return answer;
    }
    logRequest(event, state, status);
    return jsonAnswer(status, { success: true, message: translate(reply.message ?? 'common.ok', state.lang), data: reply.data ?? null }, state.requestId);
  };

  return middy<Event, Result, Error, Context>().use(start).use(errors).handler(base);
}

/** Per-request state, shared by the middlewares and the base handler without touching the event. */
const states = new WeakMap<Event, State>();

function queryOf(event: Event): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(event.queryStringParameters ?? {})) if (value !== undefined) out[name] = value;
  return out;
}

function logRequest(event: Event, state: State, status: number): void {
  const principal = state.principal;
  log('info', 'request', {
    requestId: state.requestId,
    method: event.requestContext?.http?.method,
    path: event.rawPath,
    route: state.route?.name,
    status,
    ms: Date.now() - (state.startedAt ?? Date.now()),
    user: principal?.kind === 'staff' ? principal.user.id : principal?.kind,
    site: state.headers?.idsite,
    db: state.calls ? formatCallCount(state.calls) : undefined,
  });
}
