import { createHash } from 'node:crypto';
import { expect, inject } from 'vitest';

/**
 * The client address a test file plays (`x-forwarded-for`, honoured by the local gateway only): one
 * per file, so that the per-address limits one file exercises (sign-in, registration, orders…) do
 * not refuse another file's calls. A test that plays several clients passes its own header.
 */
export function fileClientAddress(): string {
  const file = expect.getState().testPath ?? 'unknown';
  const [a, b, c] = createHash('sha256').update(file).digest();
  return `10.${a}.${b}.${c! || 1}`;
}

export interface ApiAnswer<T = any> {
  status: number;
  body: { success: boolean; message: string; data: T };
  raw: string;
  /** The answer's headers (`x-db-calls` locally: what the request cost in DynamoDB commands). */
  headers?: Headers;
}

export interface CallOptions {
  token?: string;
  idSite?: number | string;
  lang?: 'fr_FR' | 'en_US';
  body?: unknown;
  headers?: Record<string, string>;
}

/** Calls the local gateway as the admin site does (Authorization, idSite, userLang headers). */
export async function call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
  const { apiUrl } = inject('fixtures');
  const headers: Record<string, string> = { 'x-forwarded-for': fileClientAddress(), ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.idSite !== undefined) headers.idsite = String(options.idSite);
  headers.userlang = options.lang ?? 'en_US';
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const answer = await fetch(`${apiUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const raw = await answer.text();
  return { status: answer.status, body: JSON.parse(raw), raw, headers: answer.headers };
}

/** Signs a staff member in through `POST /admin/login` and answers the token. */
export async function signIn(email: string, password: string): Promise<string> {
  const answer = await call<{ token: string }>('POST', '/admin/login', { body: { email, password } });
  if (!answer.body.success) throw new Error(`sign-in of ${email} failed: ${answer.body.message}`);
  return answer.body.data.token;
}

/** Sends a multipart form, as the admin's multipart builder does (files under `image`). */
export async function upload<T = any>(
  path: string,
  file: { name: string; type: string; bytes: Uint8Array },
  options: Omit<CallOptions, 'body'> & { method?: string } = {},
): Promise<ApiAnswer<T>> {
  const { apiUrl } = inject('fixtures');
  const form = new FormData();
  form.append('image', new Blob([Buffer.from(file.bytes)], { type: file.type }), file.name);
  const headers: Record<string, string> = { 'x-forwarded-for': fileClientAddress(), userlang: options.lang ?? 'en_US' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.idSite !== undefined) headers.idsite = String(options.idSite);
  const answer = await fetch(`${apiUrl}${path}`, { method: options.method ?? 'POST', headers, body: form });
  const raw = await answer.text();
  return { status: answer.status, body: JSON.parse(raw), raw };
}

export interface FormFile {
  field?: string;
  name: string;
  type: string;
  bytes: Uint8Array;
}

/**
 * Sends a multipart form as the admin's multipart builder does (spec 1 §7): object and array fields
 * as JSON strings, other values as text, files under `images` unless told otherwise.
 */
export async function sendForm<T = any>(
  method: string,
  path: string,
  fields: Record<string, unknown>,
  files: FormFile[],
  options: Omit<CallOptions, 'body'> = {},
): Promise<ApiAnswer<T>> {
  const { apiUrl } = inject('fixtures');
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(name, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  }
  for (const file of files)
    form.append(file.field ?? 'images', new Blob([Buffer.from(file.bytes)], { type: file.type }), file.name);
  const headers: Record<string, string> = {
    'x-forwarded-for': fileClientAddress(),
    userlang: options.lang ?? 'en_US',
    ...options.headers,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.idSite !== undefined) headers.idsite = String(options.idSite);
  const answer = await fetch(`${apiUrl}${path}`, { method, headers, body: form });
  const raw = await answer.text();
  return { status: answer.status, body: JSON.parse(raw), raw, headers: answer.headers } as ApiAnswer<T>;
}
