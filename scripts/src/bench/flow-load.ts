import { Agent, request, type IncomingHttpHeaders } from 'node:http';

/**
 * A closed-loop load of HTTP "flows" (one call, or a shopper's journey of several), with plain
 * `node:http` and a keep-alive Agent, as the Vendure peer's own load generator does. No stack, no
 * `functions` import: `peer-load.ts` runs it in a child process of its own, and an in-process bench
 * (`journey`) may run it too.
 */

export interface HttpCall {
  method: 'GET' | 'POST';
  /** Path and query, from the origin. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One run of a flow: its calls one after the other, each made once the answers before it were checked. */
export interface FlowRun {
  call(step: number): HttpCall;
  /** Null when the answer is the success expected; otherwise why not (the run stops there and counts as failed). */
  check(step: number, answer: HttpAnswer): string | null;
}

export interface Flow {
  /** What one run is called in the figures ("request", "order"). */
  unit: string;
  /** The steps' names, in order (one per call). */
  steps: readonly string[];
  /** The n-th run since the start (0, 1, 2…): a new shopper each time for a journey. */
  start(n: number): FlowRun;
}

export interface StepFigures {
  name: string;
  /** Answers recorded (successful or not). */
  calls: number;
  p50: number;
  p95: number;
  p99: number;
  /** Mean size of the answers' bodies, in bytes (as sent: no compression is asked for). */
  bytes: number;
  /** The local stack's `x-db-calls` header (DynamoDB commands of the call), its most frequent value; null elsewhere. */
  dbCalls: string | null;
}

export interface FlowLoadReport {
  unit: string;
  connections: number;
  /** The recorded window, warm-up excluded. */
  seconds: number;
  /** Runs completed successfully in the window. */
  completed: number;
  /** Runs that failed in the window (a call that threw, timed out or did not answer the success expected). */
  failed: number;
  /** Runs still going when the window closed (left out of the figures, successful or not). */
  unfinished: number;
  /** Every run that ended, warm-up and after the window included (what a server's CPU time was spent on). */
  runsInAll: number;
  /** Successful runs per second over the window. */
  perSecond: number;
  /** Duration of the successful runs (all their calls), ms. */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Mean bytes of the answers of one successful run (all its calls). */
  bytesPerRun: number;
  steps: StepFigures[];
  /** A few distinct reasons of failure, with how many times each was seen. */
  errors: Array<{ reason: string; count: number }>;
}

export interface FlowLoadOptions {
  /** `http://127.0.0.1:3101`; a path on it is ignored (the flow's calls carry theirs). */
  origin: string;
  connections: number;
  seconds: number;
  /** Seconds run first at the same load, not recorded. */
  warmUpSeconds: number;
  /** One call's limit before it counts as failed (default 30 s). */
  timeoutMs?: number;
}

export const percentileOf = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** One call on its own (the journey bench's costs per call). */
export function send(agent: Agent, origin: URL, call: HttpCall, timeoutMs: number): Promise<HttpAnswer> {
  const body = call.body === undefined ? undefined : Buffer.from(call.body);
  const headers: Record<string, string | number> = { ...call.headers };
  if (body) headers['content-length'] = body.length;
  return new Promise((resolve, reject) => {
    const req = request(
      { host: origin.hostname, port: origin.port, path: call.path, method: call.method, agent, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

const mostFrequent = (counts: Map<string, number>): string | null =>
  [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;

/**
 * `connections` callers, each running the flow again as soon as its last run ended, for
 * `warmUpSeconds + seconds`; what ends within the last `seconds` is recorded. A caller starts no run
 * after the end, and what ends after it is left out.
 */
export async function runFlowLoad(flow: Flow, options: FlowLoadOptions): Promise<FlowLoadReport> {
  const origin = new URL(options.origin);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const runTimes: number[] = [];
  const stepTimes = flow.steps.map(() => [] as number[]);
  const stepBytes = flow.steps.map(() => 0);
  const stepDbCalls = flow.steps.map(() => new Map<string, number>());
  const errors = new Map<string, number>();
  let failed = 0;
  let unfinished = 0;
  let runsInAll = 0;
  let runBytes = 0;
  let next = 0;
  const startedAt = performance.now();
  const recordFrom = startedAt + options.warmUpSeconds * 1000;
  const end = recordFrom + options.seconds * 1000;
  const recorded = (at: number) => at >= recordFrom && at <= end;

  const runOnce = async () => {
    const run = flow.start(next++);
    const runStart = performance.now();
    let bytes = 0;
    for (let step = 0; step < flow.steps.length; step++) {
      const callStart = performance.now();
      let reason: string | null;
      try {
        const answer = await send(agent, origin, run.call(step), timeoutMs);
        const now = performance.now();
        if (recorded(now)) {
          stepTimes[step]!.push(now - callStart);
          stepBytes[step]! += Buffer.byteLength(answer.body);
          const db = answer.headers['x-db-calls'];
          if (typeof db === 'string') stepDbCalls[step]!.set(db, (stepDbCalls[step]!.get(db) ?? 0) + 1);
        }
        bytes += Buffer.byteLength(answer.body);
        reason = run.check(step, answer);
      } catch (error) {
        reason = error instanceof Error ? error.message : String(error);
      }
      if (reason !== null) {
        const now = performance.now();
        if (recorded(now)) {
          failed += 1;
          const key = `${flow.steps[step]}: ${reason.slice(0, 300)}`;
          errors.set(key, (errors.get(key) ?? 0) + 1);
        } else if (now > end) unfinished += 1;
        return;
      }
    }
    const now = performance.now();
    if (recorded(now)) {
      runTimes.push(now - runStart);
      runBytes += bytes;
    } else if (now > end) unfinished += 1;
  };
  const caller = async () => {
    while (performance.now() < end) {
      await runOnce();
      runsInAll += 1;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, caller));
  agent.destroy();

  runTimes.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    unit: flow.unit,
    connections: options.connections,
    seconds: options.seconds,
    completed: runTimes.length,
    failed,
    unfinished,
    runsInAll,
    perSecond: round(runTimes.length / options.seconds),
    p50: round(percentileOf(runTimes, 50)),
    p95: round(percentileOf(runTimes, 95)),
    p99: round(percentileOf(runTimes, 99)),
    max: round(runTimes.at(-1) ?? 0),
    bytesPerRun: runTimes.length ? Math.round(runBytes / runTimes.length) : 0,
    steps: flow.steps.map((name, i) => {
      const times = stepTimes[i]!.sort((a, b) => a - b);
      return {
        name,
        calls: times.length,
        p50: round(percentileOf(times, 50)),
        p95: round(percentileOf(times, 95)),
        p99: round(percentileOf(times, 99)),
        bytes: times.length ? Math.round(stepBytes[i]! / times.length) : 0,
        dbCalls: mostFrequent(stepDbCalls[i]!),
      };
    }),
    errors: [...errors.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([reason, count]) => ({ reason, count })),
  };
}

/** Runs a flow once (one run, no load): the answers of its calls, and why it failed when it did. */
export async function runFlowOnce(
  flow: Flow,
  origin: string,
  n = 0,
): Promise<{ answers: HttpAnswer[]; failure: string | null }> {
  const agent = new Agent({ keepAlive: false });
  const run = flow.start(n);
  const answers: HttpAnswer[] = [];
  try {
    for (let step = 0; step < flow.steps.length; step++) {
      const answer = await send(agent, new URL(origin), run.call(step), 30_000);
      answers.push(answer);
      const reason = run.check(step, answer);
      if (reason !== null) return { answers, failure: `${flow.steps[step]}: ${reason}` };
    }
    return { answers, failure: null };
  } catch (error) {
    return { answers, failure: error instanceof Error ? error.message : String(error) };
  } finally {
    agent.destroy();
  }
}
