import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import type { Query, QueryClient } from '@tanstack/react-query';
import { errorStatus } from '../api/errors.ts';
import type { DocumentHead } from '../head/document-head.ts';
import type { RenderReport } from './render-report.ts';

/** The screen drawn once its data has come: its markup, and what it said while drawing. */
export interface SettledScreen {
  markup: string;
  head: DocumentHead | null;
  notFound: boolean;
}

/** A page leads to its blocks' queries, which may lead to more: enough for that, not a loop. */
const maxPasses = 8;

/** A query a screen asked for and nothing fetches: the screens use `useQuery`, which fetches only once mounted. */
function waiting(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
}

/**
 * A failure the screen draws as the browser would (a page or product the site does not have, a route not served
 * yet: 501), rather than one of the moment (5xx, no answer) that must not be frozen into a release.
 */
const drawn = (error: unknown) => {
  const status = errorStatus(error);
  return status !== undefined && ((status >= 400 && status < 500) || status === 501);
};

async function draw(screen: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(screen, { onError: (error) => void errors.push(error) });
  const markup = await new Response(prelude).text();
  if (errors.length > 0) throw new Error('the screen failed to render', { cause: errors[0] });
  return markup;
}

/**
 * Renders until settled: draws the screen (`prerender` waits for lazy chunks and Suspense), fetches the queries it
 * asked for (their query function is in the cache), and draws again, until a pass asks for nothing new. Throws on a
 * failure of the moment, a render error, or a screen that does not settle.
 */
export async function renderUntilSettled(
  client: QueryClient,
  screen: (report: RenderReport) => ReactNode,
): Promise<SettledScreen> {
  for (let pass = 1; pass <= maxPasses; pass++) {
    const said: Omit<SettledScreen, 'markup'> = { head: null, notFound: false };
    const markup = await draw(
      screen({
        head: (head) => void (said.head = head),
        notFound: () => void (said.notFound = true),
      }),
    );
    const asked = client.getQueryCache().getAll().filter(waiting);
    if (asked.length === 0) return { markup, ...said };
    await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
    const failed = asked.find((query) => query.state.status === 'error' && !drawn(query.state.error));
    if (failed)
      throw new Error(`${failed.queryHash} failed (${errorStatus(failed.state.error) ?? 'no answer'})`, {
        cause: failed.state.error,
      });
  }
  throw new Error(`the screen still asked for data after ${maxPasses} renders`);
}
