import { CarrierPartnerError, type CarrierPartner } from './partner-error.ts';

/** The `fetch` the real adapters call: injected, so tests replay recorded answers without a network. */
export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export interface HttpOptions {
  fetch?: Fetch;
  /** Gives up after this long: API Gateway itself gives up at 30 s. */
  timeoutMs?: number;
}

/** An answer's status and text; a network failure or a timeout is the partner being unavailable. */
export async function send(
  partner: CarrierPartner,
  url: string,
  init: RequestInit,
  options: HttpOptions,
): Promise<{ status: number; text: string; bytes: Uint8Array }> {
  const doFetch = options.fetch ?? ((input: string, requestInit: RequestInit) => fetch(input, requestInit));
  try {
    const answer = await doFetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs ?? 8000) });
    const bytes = new Uint8Array(await answer.arrayBuffer());
    return { status: answer.status, text: new TextDecoder().decode(bytes), bytes };
  } catch (error) {
    const name = (error as { name?: string }).name ?? 'Error';
    throw new CarrierPartnerError(
      partner,
      'unavailable',
      name === 'TimeoutError' ? 'timeout' : 'network',
      (error as Error).message ?? String(error),
    );
  }
}
