import { percentile } from './bench-stack.ts';

export interface LoadResult {
  requests: number;
  failures: number;
  /** Answers per second over the whole run. */
  throughput: number;
  p50: number;
  p95: number;
  max: number;
}

/**
 * `connections` callers sending one request after another for `durationMs` (after a short warm-up),
 * as a load tool keeps a fixed number of connections busy. A request fails when `send` throws or
 * answers false (a wrong status or body).
 */
export async function runLoad(
  send: () => Promise<boolean>,
  options: { connections: number; durationMs: number; warmUpMs?: number },
): Promise<LoadResult> {
  const warmUpEnd = Date.now() + (options.warmUpMs ?? 1000);
  while (Date.now() < warmUpEnd) await send().catch(() => false);
  const times: number[] = [];
  let failures = 0;
  const started = performance.now();
  const end = started + options.durationMs;
  const caller = async () => {
    while (performance.now() < end) {
      const at = performance.now();
      const ok = await send().catch(() => false);
      times.push(performance.now() - at);
      if (!ok) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, caller));
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    failures,
    throughput: times.length / elapsed,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? 0,
  };
}

export function formatLoad(label: string, connections: number, result: LoadResult): string {
  return `${label}: ${result.throughput.toFixed(1)} requests/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, max ${result.max.toFixed(1)} ms at ${connections} connections (${result.requests} requests, ${result.failures} failed)`;
}
