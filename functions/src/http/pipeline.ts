import { cleanupMiddlewares } from '@aws-lambda-powertools/commons';
import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { contentLangSchema, parseLang, type Lang } from '@cellar/shared/i18n/lang';
import { translate } from '@cellar/shared/i18n/messages';
import type { RouteDef, RouteGroup } from '@cellar/shared/routes/define';
import { createMatcher } from '@cellar/shared/routes/match';
import type { RouteEntry, RouteName } from '@cellar/shared/routes/route-table';
import type { Principal } from '../auth/principal.ts';
import { countingCalls, formatCallCount, type CallCount } from '../data/call-count.ts';
import {
  addFieldError,
  AppError,
  NotFoundError,
  NotImplementedError,
  PayloadTooLargeError,
  TooManyRequestsError,
  ValidationError,
  type FieldErrorKeys,
} from '../lib/errors.ts';
import { env } from '../lib/env.ts';
import { logger } from '../lib/logger.ts';
import { observedInvocation } from '../lib/observed-invocation.ts';
import { tracer } from '../lib/tracer.ts';
import { authenticate } from './authenticate.ts';
import { authoriseSite, parseSiteHeader, requestedSite } from './authorise-site.ts';
import { clientAddressOf } from './client-address.ts';
import { checkFunctionality } from './functionality-guard.ts';
import { readMultipart } from './multipart.ts';
import { binaryAnswer, jsonAnswer, sharedAnswer, translateFieldErrors } from './envelope.ts';
import { notImplemented, type BinaryReply, type GroupHandlers, type HandlerRequest, type Reply } from './types.ts';
import { parsePart, throwIfErrors } from './validate.ts';

type Event = APIGatewayProxyEventV2;
type Result = APIGatewayProxyStructuredResultV2;
/** Any route's handler, as the pipeline calls it (the maps are typed per route). */
type AnyHandler = (request: HandlerRequest<RouteName>) => Promise<Reply<RouteName> | BinaryReply>;

interface State {
  startedAt: number;
  requestId: string;
  lang: Lang;
  /** The language of the content asked (docs/translations.md "Content language"), resolved by the overlay. */
  contentLang: string;
  headers: Record<string, string>;
  route?: RouteEntry;
  principal?: Principal;
  /** The site the request was authorised for (none before that, nor for siteless routes). */
  site?: number;
  /** DynamoDB commands sent for this request. */
  calls?: CallCount;
}

/** Lower-case header names (API Gateway v2 already does; the local gateway and tests may not). */
function normaliseHeaders(headers: Event['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) out[name.toLowerCase()] = value;
  return out;
}

/**
 * The largest JSON body read: nothing we store comes near it (a DynamoDB item is at most 400 KB),
 * and a bigger one is refused before parsing. Multipart bodies (files) have their own limits.
 */
export const maxJsonBodyBytes = 1024 * 1024;
/** Deeper JSON is nobody's form: refused before a schema walks it. */
export const maxJsonDepth = 32;

/** The body as received, decoded from base64 when API Gateway encoded it. */
function bodyText(event: Event): string | undefined {
  if (event.body === undefined || event.body === null) return undefined;
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/** A JSON body: `undefined` when there is none (empty), `null` when it is the JSON `null`. */
function readBody(text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  if (Buffer.byteLength(text, 'utf8') > maxJsonBodyBytes) throw new PayloadTooLargeError();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ValidationError({ _: ['common.invalidJson'] }, 'common.invalidJson');
  }
  checkJsonShape(value);
  return value;
}

/**
 * Walks a parsed body (without recursion): too deep is refused, a number no field can hold, and a
 * `__proto__` key anywhere — JSON.parse keeps it as an own key, but any code copying the object by assignment would
 * turn it into a prototype. Other key names are the schemas' business (unknown ones are refused).
 */
function checkJsonShape(root: unknown): void {
  const stack: Array<{ value: unknown; depth: number; path: string }> = [{ value: root, depth: 0, path: '' }];
  const errors: FieldErrorKeys = {};
  while (stack.length > 0) {
    const { value, depth, path } = stack.pop()!;
    // No field of ours holds a number past 2^53 or an infinite one (JSON's 1e999 reads as Infinity):
    // refused here whatever the schema, before a rule computes with it or DynamoDB refuses to store it.
    if (typeof value === 'number' && !(Math.abs(value) <= Number.MAX_SAFE_INTEGER)) {
      addFieldError(errors, path === '' ? '_' : path, 'validation.numberOutOfRange');
      continue;
    }
    // Files of a multipart body are bytes, not fields.
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    if (depth >= maxJsonDepth) throw new ValidationError({ _: ['common.bodyTooDeep'] }, 'common.bodyTooDeep');
    for (const key of Object.keys(value)) {
      const field = path === '' ? key : `${path}.${key}`;
      if (key === '__proto__') addFieldError(errors, field, 'validation.forbiddenKey');
      else stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1, path: field });
    }
  }
  throwIfErrors(errors);
}

/**
 * The one request pipeline around every route group (docs/request-pipeline.md): headers → authenticate (level
 * from the table) → authorise the site → its functionality key (docs/functionalities.md) → 501 for routes not built
 * → strict validation → handler → envelope.
 * Errors keep the envelope; anything unexpected is a 500 with a request id and no internals.
 */
export function createGroupHandler<G extends RouteGroup>(
  group: G,
  routes: Record<string, RouteDef>,
  handlers: GroupHandlers<G>,
) {
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
      const requestId = request.event.requestContext?.requestId ?? request.context?.awsRequestId ?? crypto.randomUUID();
      const lang = parseLang(headers.userlang);
      // A caller that names no content language (the admin, older clients) reads content in its `userLang`.
      const asked = contentLangSchema.safeParse(headers.contentlang ?? headers.userlang);
      const contentLang = asked.success ? asked.data : lang;
      states.set(request.event, { startedAt: Date.now(), headers, requestId, lang, contentLang });
      // API Gateway's id (its access log's, the answers'): on every line this request logs.
      logger.appendKeys({ requestId });
    },
  };

  const errors: MiddlewareObj<Event, Result> = {
    onError: async (request) => {
      const state = states.get(request.event) ?? {
        startedAt: Date.now(),
        headers: {},
        requestId: crypto.randomUUID(),
        lang: parseLang(undefined),
        contentLang: parseLang(undefined),
      };
      const { requestId, lang } = state;
      const error = request.error;
      if (error instanceof AppError) {
        const data = {
          ...error.details,
          ...(error.fieldErrors ? { errors: translateFieldErrors(error.fieldErrors, lang) } : {}),
        };
        request.response = jsonAnswer(
          error.status,
          { success: false, message: translate(error.messageKey, lang), data },
          requestId,
        );
        if (error instanceof TooManyRequestsError)
          request.response.headers = { ...request.response.headers, 'retry-after': String(error.retryAfter) };
      } else if (isItemTooLarge(error)) {
        // A text a schema let through that DynamoDB cannot store (an item is at most 400 KB).
        request.response = jsonAnswer(
          413,
          { success: false, message: translate('common.payloadTooLarge', lang), data: null },
          requestId,
        );
      } else {
        logger.error('unexpected error', { route: state.route?.name, error });
        tracer.addErrorAsMetadata(error as Error);
        request.response = jsonAnswer(
          500,
          { success: false, message: translate('common.internalError', lang), data: { requestId } },
          requestId,
        );
      }
      logRequest(request.event, state, request.response.statusCode ?? 500);
      // Answered: Powertools' own onError would record even a 404 as a fault in the trace.
      await cleanupMiddlewares(request);
      return request.response;
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
    const requested =
      route.siteInQuery && route.level === 'public'
        ? parseSiteHeader(event.queryStringParameters?.idSite)
        : requestedSite(state.headers);
    const site = await authoriseSite(route, principal, requested);
    if (site !== null) {
      state.site = site;
      logger.appendKeys({ site });
    }
    // The site-right test (spec 1 §6): a gated route for a site without its functionality key is refused.
    await checkFunctionality(route, principal, site);

    const handler = (handlers as unknown as Record<string, AnyHandler | typeof notImplemented>)[route.name];
    if (handler === undefined || handler === notImplemented) throw new NotImplementedError();

    const fieldErrors: FieldErrorKeys = {};
    const params = parsePart(route.params, found.params, fieldErrors);
    const rawQuery = queryOf(event);
    const query = parsePart(route.query, rawQuery, fieldErrors);
    // A route without a query schema takes no parameter: one sent is a mistake, said as for a body's field.
    if (!route.query)
      for (const name of Object.keys(rawQuery)) addFieldError(fieldErrors, name, 'validation.unknownField');
    const contentType = state.headers['content-type'] ?? '';
    const rawText = bodyText(event);
    const multipart = route.multipart && /^multipart\/form-data/i.test(contentType);
    const rawBody = multipart ? await readMultipart(event.body, event.isBase64Encoded, contentType) : readBody(rawText);
    if (multipart) checkJsonShape(rawBody);
    // A missing or `null` body is not an empty one: `{}` could empty a list the call replaces.
    // Only a route that says so reads no body as `{}` (a toggle that flips without one); a JSON
    // `null` is refused everywhere (it is a client's mistake, not an absent body).
    if (route.body && (rawBody === null || (rawBody === undefined && !route.optionalBody)))
      throw new ValidationError({ _: ['common.bodyRequired'] }, 'common.bodyRequired');
    const body = parsePart(route.body, rawBody ?? (route.body ? {} : undefined), fieldErrors);
    if (!route.body && rawBody !== undefined && route.method !== 'GET')
      addFieldError(fieldErrors, '_', 'validation.unknownField');
    throwIfErrors(fieldErrors);

    const clientAddress = clientAddressOf(event, state.headers);
    const request = {
      route: route.name,
      requestId: state.requestId,
      lang: state.lang,
      contentLang: state.contentLang,
      principal,
      site,
      params,
      query,
      body,
      headers: state.headers,
      rawBody: rawText,
      clientAddress,
    } as HandlerRequest<RouteName>;
    const reply = await handler(request);
    const status = reply.status ?? 200;
    // A binary route answers its bytes (its errors above still answer the envelope).
    if (route.binary) {
      if (!reply.binary) throw new Error(`Route ${route.name} is binary but its handler answered no bytes`);
      const answer = binaryAnswer(status, reply.binary, state.requestId);
      logRequest(event, state, status);
      return answer;
    }
    const answer = jsonAnswer(
      status,
      { success: true, message: translate(reply.message ?? 'common.ok', state.lang), data: reply.data ?? null },
      state.requestId,
    );
    const shared =
      route.sharedCache && status === 200 ? sharedAnswer(answer, route.sharedCache, state.headers) : answer;
    logRequest(event, state, shared.statusCode ?? status);
    return shared;
  };

  return middy<Event, Result, Error, Context>().use(observedInvocation()).use(start).use(errors).handler(base);
}

function isItemTooLarge(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | null;
  return e?.name === 'ValidationException' && /item size|maximum allowed size/i.test(e.message ?? '');
}

/** Per-request state, shared by the middlewares and the base handler without touching the event. */
const states = new WeakMap<Event, State>();

/** The query's parameters as own properties, whatever their names (`constructor`, `__proto__`). */
function queryOf(event: Event): Record<string, string> {
  return Object.fromEntries(
    Object.entries(event.queryStringParameters ?? {}).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
}

function logRequest(event: Event, state: State, status: number): void {
  const principal = state.principal;
  logger.info('request', {
    method: event.requestContext?.http?.method,
    path: event.rawPath,
    route: state.route?.name,
    status,
    ms: Date.now() - (state.startedAt ?? Date.now()),
    user: principal?.kind === 'staff' ? principal.user.id : principal?.kind,
    // The site asked for, when none was authorised (a 403, a 404 before it): `site` is the authorised one.
    ...(state.site === undefined && state.headers?.idsite ? { requestedSite: state.headers.idsite } : {}),
    db: state.calls ? formatCallCount(state.calls) : undefined,
  });
}
