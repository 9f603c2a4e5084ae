import { env } from './journey.ts';

export interface ApiOptions {
  token?: string;
  body?: unknown;
  form?: FormData;
  /** The API's address: the local gateway by default; `${env.adminUrl}/api` goes through the admin's own proxy. */
  baseUrl?: string;
  /** The language of the server's messages (in the error thrown): fr_FR by default. */
  userLang?: string;
}

/**
 * A call for site 1 as the admin site makes it, to set up what a journey needs without its screens;
 * fails the run on an error answer, with the server's message.
 */
export async function api<T>(method: string, path: string, options: ApiOptions = {}): Promise<T> {
  const headers: Record<string, string> = { idSite: '1', userLang: options.userLang ?? 'fr_FR' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const answer = await fetch(`${options.baseUrl ?? env.apiUrl}${path}`, {
    method,
    headers,
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const envelope = (await answer.json()) as { success: boolean; message: string; data: T };
  if (!answer.ok || !envelope.success)
    throw new Error(`${method} ${path}: ${answer.status} ${envelope.message} ${JSON.stringify(envelope.data)}`);
  return envelope.data;
}
