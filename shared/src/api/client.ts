import type { FieldErrors } from '../envelope.ts';
import { routeIndex, type RouteIndexEntry } from '../routes/route-index.ts';
import type {
  RouteAnswer,
  RouteBodyInput,
  RouteIsBinary,
  RouteIsMultipart,
  RouteName,
  RouteParamsInput,
  RouteQueryInput,
} from '../routes/route-table.ts';
import type { UploadedFile } from '../site/upload.ts';

/**
 * The typed API client of the two web apps (spec 1 §7, §8; spec 2 §7–§8). Every call is named as
 * in the route table and typed from it; at run time only the route index (method, path, level,
 * multipart, binary) is loaded, never a zod schema.
 */

export interface ApiClientOptions {
  /** `/api` on the deployed sites (CloudFront sends it to the HTTP API) or an absolute address. */
  baseUrl: string;
  /** Asked on every call: `Authorization: Bearer <token>`, `idSite`, `userLang`, optional `idSiteOverride`. */
  headers: () => Record<string, string>;
  /** Asked on every call; when it answers false the call is dropped (the admin's multi-site rule). */
  shouldSend?: () => boolean;
  /** A 401 on a route that needs a signed-in user: the session is gone. */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
}

/** A file of a multipart body: a `File`/`Blob`, or an image as a data URL (sent as binary). */
export type FileInput = Blob | string;
type MultipartField<V> = V extends UploadedFile
  ? FileInput
  : V extends readonly UploadedFile[]
    ? readonly FileInput[]
    : V;
type MultipartInput<T> = T extends object ? { [K in keyof T]: MultipartField<T[K]> } : T;

/** The body a caller gives: the route's body, with files as `Blob`s or data URLs on multipart routes. */
export type ClientBodyInput<N extends RouteName> =
  RouteIsMultipart<N> extends true ? MultipartInput<RouteBodyInput<N>> : RouteBodyInput<N>;
/** What a call resolves: the envelope's `data`, or a `Blob` for a binary route. */
export type ClientAnswer<N extends RouteName> = RouteIsBinary<N> extends true ? Blob : RouteAnswer<N>;

type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{} extends T`: every field of T is optional
    {} extends T
    ? { [P in K]?: T }
    : { [P in K]: T };
/** `params` is required when the path has some, `body` when the route's body has a required field. */
export type CallInput<N extends RouteName> = Part<'params', RouteParamsInput<N>> &
  Part<'query', RouteQueryInput<N>> &
  Part<'body', ClientBodyInput<N>> & {
    /** Cancels the call (react-query passes one to every query function). */
    signal?: AbortSignal;
    /**
     * The site this one call is for, sent as the `idSiteOverride` header (docs/decisions.md "The
     * override header"): `0` writes the defaults, another id lets a super-admin read a site from
     * the super-admin area (site 0) without switching the window's site.
     */
    idSiteOverride?: number;
  };
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{} extends X`: every field of X is optional
export type CallArgs<N extends RouteName> = {} extends CallInput<N> ? [input?: CallInput<N>] : [input: CallInput<N>];

export interface ApiClient {
  call<N extends RouteName>(name: N, ...input: CallArgs<N>): Promise<ClientAnswer<N>>;
  /** The address of a call, for a link or an image (`/api/file/download/price-list.pdf`). */
  url<N extends RouteName>(name: N, input?: Pick<CallInput<N>, 'params' | 'query'>): string;
}

/** Message keys of failures that are not the server's (translated by the app). */
export const clientMessages = { network: 'network', invalidResponse: 'invalidResponse' } as const;

/** A call that did not succeed: the server's status and message, and its per-field messages. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status; 0 when no answer came (network failure). */
    readonly status: number,
    /** The server's message (already in the user's language), or a key of `clientMessages`. */
    message: string,
    /** `data.errors` of the answer: messages per field. */
    readonly fieldErrors: FieldErrors = {},
    readonly requestId?: string,
  ) {
    super(message);
  }
}

/** The call was not sent because `shouldSend` answered false. */
export class RequestDropped extends Error {
  override readonly name = 'RequestDropped';
  constructor(readonly route: string) {
    super(`${route}: not sent (shouldSend answered false)`);
  }
}

interface RawInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  idSiteOverride?: number;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  // Credentials are sent for non-absolute URLs (the API on the site's own domain; spec 1 §7).
  const relative = !/^([a-z][a-z\d+.-]*:)?\/\//i.test(baseUrl);

  const routeOf = (name: string): RouteIndexEntry => {
    const route = (routeIndex as Record<string, RouteIndexEntry>)[name];
    if (!route) throw new Error(`Unknown route ${name}`);
    return route;
  };
  const urlOf = (name: string, input: RawInput = {}) =>
    baseUrl + routePath(name, routeOf(name).path, input.params) + queryString(input.query);

  async function call(name: RouteName, input: RawInput = {}): Promise<unknown> {
    const route = routeOf(name);
    const url = urlOf(name, input);
    if (options.shouldSend && !options.shouldSend()) throw new RequestDropped(name);

    const headers: Record<string, string> = { ...options.headers() };
    if (input.idSiteOverride !== undefined) headers.idSiteOverride = String(input.idSiteOverride);
    let body: BodyInit | undefined;
    if (input.body !== undefined && route.method !== 'GET' && route.method !== 'DELETE') {
      if (route.multipart)
        body = toFormData(input.body); // the browser writes the content type and its boundary
      else {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(input.body);
      }
    }
    const init: RequestInit = { method: route.method, headers, body, signal: input.signal };
    if (relative) init.credentials = 'include';

    let response: Response;
    try {
      // Called as a plain function: a browser's fetch refuses another `this` (Illegal invocation).
      const doFetch = options.fetch ?? globalThis.fetch;
      response = await doFetch(url, init);
    } catch (error) {
      if (isAbort(error, input.signal)) throw error;
      throw new ApiError(0, clientMessages.network);
    }

    if (route.binary && response.ok) return response.blob();
    let envelope: unknown;
    try {
      envelope = await response.json();
    } catch (error) {
      if (isAbort(error, input.signal)) throw error;
      envelope = undefined;
    }
    const answer = isEnvelope(envelope) ? envelope : undefined;
    if (response.ok && answer?.success === true) return answer.data;

    // A 401 on a public route is a refused sign-in (bad password), not a lost session.
    if (response.status === 401 && route.level !== 'public') options.onUnauthorized?.();
    const data = answer?.data as { errors?: unknown; requestId?: unknown } | null | undefined;
    const requestId =
      typeof data?.requestId === 'string' ? data.requestId : (response.headers.get('x-request-id') ?? undefined);
    throw new ApiError(
      response.status,
      answer?.message || clientMessages.invalidResponse,
      fieldErrorsOf(data?.errors),
      requestId,
    );
  }

  return { call: call as ApiClient['call'], url: urlOf as ApiClient['url'] };
}

function routePath(name: string, path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{([^}]+)\}/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null || value === '')
      throw new Error(`${name}: path parameter "${key}" is missing`);
    return encodeURIComponent(String(value));
  });
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      search.append(
        key,
        item instanceof Date ? item.toISOString() : typeof item === 'object' ? JSON.stringify(item) : String(item),
      );
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function isEnvelope(value: unknown): value is { success: boolean; message?: string; data?: unknown } {
  return typeof value === 'object' && value !== null && typeof (value as { success?: unknown }).success === 'boolean';
}

function fieldErrorsOf(errors: unknown): FieldErrors {
  if (typeof errors !== 'object' || errors === null) return {};
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (Array.isArray(messages)) out[field] = messages.map(String);
    else if (typeof messages === 'string') out[field] = [messages];
  }
  return out;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

// Multipart builder (spec 1 §7) -----------------------------------------------------------------

const imageKeys = new Set(['image', 'images']);
const extensionOfType: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'text/csv': 'csv',
};

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;
const isDataUrl = (value: unknown): value is string => typeof value === 'string' && /^data:[^,]*,/.test(value);

/** `data:image/png;base64,…` (or percent-encoded) as a binary Blob of its type. */
export function dataUrlToBlob(url: string): Blob {
  const comma = url.indexOf(',');
  const [type = '', ...flags] = url.slice('data:'.length, comma).split(';');
  const payload = url.slice(comma + 1);
  const bytes = flags.includes('base64')
    ? Uint8Array.from(atob(payload), (c) => c.charCodeAt(0))
    : new TextEncoder().encode(decodeURIComponent(payload));
  return new Blob([bytes], { type: type || 'application/octet-stream' });
}

/** A file's name for the form: its own, or `<field>.<extension>` from its type (the server checks the extension). */
function fileName(field: string, blob: Blob): string {
  const own = (blob as Partial<File>).name;
  if (typeof own === 'string' && own !== '') return own;
  const base = field === 'images' ? 'image' : field;
  const extension = extensionOfType[blob.type.split(';')[0]!.trim().toLowerCase()] ?? 'bin';
  return `${base}.${extension}`;
}

/**
 * Multipart body: files (`File`/`Blob`) under their field — `image` for one, `images` for several —
 * and data-URL images under `image`/`images` converted to binary; object and array fields as JSON
 * strings; other values as strings; undefined fields left out.
 */
export function toFormData(body: unknown): FormData {
  const form = new FormData();
  if (typeof body !== 'object' || body === null) return form;
  const asFile = (field: string, value: unknown): Blob | undefined =>
    isBlob(value) ? value : imageKeys.has(field) && isDataUrl(value) ? dataUrlToBlob(value) : undefined;
  for (const [field, value] of Object.entries(body)) {
    if (value === undefined) continue;
    const single = asFile(field, value);
    if (single) {
      form.append(field, single, fileName(field, single));
      continue;
    }
    if (Array.isArray(value) && value.length > 0) {
      const files = value.map((item) => asFile(field, item));
      if (files.every((f): f is Blob => f !== undefined)) {
        for (const file of files) form.append(field, file, fileName(field, file));
        continue;
      }
    }
    if (value instanceof Date) form.append(field, value.toISOString());
    else if (typeof value === 'object')
      form.append(field, JSON.stringify(value)); // objects, arrays and null
    else form.append(field, String(value));
  }
  return form;
}
