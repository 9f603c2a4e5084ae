import { inject } from 'vitest';

export interface ApiAnswer<T = any> {
  status: number;
  body: { success: boolean; message: string; data: T };
  raw: string;
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
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.idSite !== undefined) headers.idsite = String(options.idSite);
  headers.userlang = options.lang ?? 'en_US';
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const answer = await fetch(`${apiUrl}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const raw = await answer.text();
  return { status: answer.status, body: JSON.parse(raw), raw };
}

/** Signs a staff member in through `POST /admin/login` and answers the token. */
export async function signIn(email: string, password: string): Promise<string> {
  const answer = await call<{ token: string }>('POST', '/admin/login', { body: { email, password } });
  if (!answer.body.success) throw new Error(`sign-in of ${email} failed: ${answer.body.message}`);
  return answer.body.data.token;
}

/** Sends a multipart form, as the admin's multipart builder does (files under `image`). */
export async function upload<T = any>(path: string, file: { name: string; type: string; bytes: Uint8Array }, options: Omit<CallOptions, 'body'> & { method?: string } = {}): Promise<ApiAnswer<T>> {
  const { apiUrl } = inject('fixtures');
  const form = new FormData();
  form.append('image', new Blob([Buffer.from(file.bytes)], { type: file.type }), file.name);
  const headers: Record<string, string> = { userlang: options.lang ?? 'en_US' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.idSite !== undefined) headers.idsite = String(options.idSite);
  const answer = await fetch(`${apiUrl}${path}`, { method: options.method ?? 'POST', headers, body: form });
  const raw = await answer.text();
  return { status: answer.status, body: JSON.parse(raw), raw };
}
