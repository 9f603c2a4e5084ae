import { writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { spawnTied } from '../local/child.ts';
import { withBenchStack } from './bench-stack.ts';
import { runFlowOnce, type FlowLoadReport, type HttpAnswer } from './flow-load.ts';
import { bytes, dbCallsText, errorLines, ms, parseLoadArgs, stepsTable, table, type LoadArgs } from './flow-report.ts';
import { prepareOurSide } from './our-side.ts';
import { cpuBetween, treeCpu } from './process-cpu.ts';
import { flowOf, peerPaths, type OurSide, type PeerJob, type PeerPath } from './peer-flows.ts';
import {
  installHint,
  peerDir,
  peerInstalled,
  peerPid,
  peerRunning,
  resetPeer,
  startPeer,
  stopPeer,
  vendurePort,
} from './vendure-peer.ts';

/**
 * `npm run bench -- peer` (issue 16): the same closed-loop load on our stack and on the Vendure peer,
 * one after the other, for three paths: the product list of 100, a product page and a guest's
 * checkout journey; then the ratios ours / theirs and a verdict per target. See docs/benchmarks.md.
 *
 * Fairness: one load generator (`peer-load.ts`: node:http, keep-alive Agent) for both, in a child
 * process of its own, never in the process that serves our API; the same connections, warm-up and
 * window; never both servers up at once.
 */

export interface PeerOptions extends LoadArgs {
  ours: boolean;
  vendure: boolean;
  /** Writes every figure there as JSON too. */
  json: string | null;
}

export function parsePeerOptions(args: readonly string[]): PeerOptions {
  const oursOnly = args.includes('--ours-only');
  const peerOnly = args.includes('--peer-only');
  if (oursOnly && peerOnly) {
    console.error('--ours-only and --peer-only exclude each other');
    process.exit(2);
  }
  const at = args.indexOf('--json');
  return {
    ...parseLoadArgs(args, { seconds: 20, connections: 16, warmUpSeconds: 2 }),
    ours: !peerOnly,
    vendure: !oursOnly,
    json: at === -1 ? null : (args[at + 1] ?? null),
  };
}

/** A load's figures, with the CPU the server's processes spent (from /proc; null elsewhere). */
type PeerFigures = FlowLoadReport & {
  /** CPU ms of the server (all its processes) per run (request or order), warm-up included. */
  serverCpuMsPerRun: number | null;
  /** How many cores the server kept busy on average. */
  serverCores: number | null;
  /** CPU ms per run by the server's process names (`node`, `java`…). */
  serverCpuMsByProcess: Record<string, number> | null;
};
type SideFigures = Partial<Record<PeerPath, PeerFigures>>;

const pathLabels: Record<PeerPath, { ours: string; vendure: string }> = {
  list: { ours: 'GET /product?nbItem=100', vendure: 'search(take: 100, groupByProduct)' },
  page: { ours: 'GET /product/{id}', vendure: 'product(slug: "laptop")' },
  journey: { ours: '4 calls, validate → order', vendure: '6 GraphQL calls, addItem → payment' },
};

/**
 * The load generator, in a child process: one job, its figures back as JSON, with the CPU time of
 * the server's process tree (`serverPid`) over the child's life.
 */
async function runInChild(job: PeerJob, serverPid: number | null): Promise<PeerFigures> {
  const before = serverPid === null ? null : treeCpu(serverPid);
  const started = performance.now();
  const report = await generate(job);
  const after = serverPid === null ? null : treeCpu(serverPid);
  const wall = (performance.now() - started) / 1000;
  const cpu = before && after && report.runsInAll > 0 ? cpuBetween(before, after) : null;
  const perRun = (seconds: number) => Math.round((seconds * 1e4) / report.runsInAll) / 10;
  return {
    ...report,
    serverCpuMsPerRun: cpu && perRun(cpu.total),
    serverCores: cpu && Math.round((cpu.total / wall) * 100) / 100,
    serverCpuMsByProcess: cpu && Object.fromEntries(Object.entries(cpu.byName).map(([n, s]) => [n, perRun(s)])),
  };
}

function generate(job: PeerJob): Promise<FlowLoadReport> {
  const generator = join(import.meta.dirname, 'peer-load.ts');
  // Tied to this process: an interrupted bench leaves no generator behind.
  const child = spawnTied(process.execPath, ['--import', import.meta.resolve('tsx'), generator, JSON.stringify(job)], {
    name: 'load',
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
  const limit = setTimeout(() => child.kill('SIGKILL'), (job.warmUpSeconds + job.seconds + 90) * 1000);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(limit);
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line) as FlowLoadReport);
      else reject(new Error(`load generator ended (${code ?? signal}): ${err.trim().slice(-1000)}`));
    });
  });
}

async function runPaths(
  side: string,
  makeJob: (path: PeerPath) => PeerJob,
  serverPid: number | null,
  options: PeerOptions,
): Promise<SideFigures> {
  const figures: SideFigures = {};
  for (const path of peerPaths) {
    process.stdout.write(
      `${side} ${path}: ${options.warmUpSeconds} s warm-up + ${options.seconds} s at ${options.connections} connections… `,
    );
    const report = await runInChild(makeJob(path), serverPid);
    figures[path] = report;
    console.log(
      `${report.perSecond} ${report.unit}s/s, p95 ${ms(report.p95)}, ${report.completed} ok, ${report.failed} failed, ` +
        `${report.unfinished} still running at the end (not counted)` +
        (report.serverCores === null
          ? ''
          : `; server ${report.serverCores} cores, ${report.serverCpuMsPerRun} ms CPU each`),
    );
    for (const line of errorLines(report)) console.log(line);
  }
  return figures;
}

const load = (options: PeerOptions) => ({
  connections: options.connections,
  seconds: options.seconds,
  warmUpSeconds: options.warmUpSeconds,
});

/** One run of each path before the load, to show what is measured (and fail early on a broken path). */
async function probe(side: string, origin: string, jobOf: (path: PeerPath) => PeerJob): Promise<void> {
  for (const path of peerPaths) {
    const { answers, failure } = await runFlowOnce(flowOf(jobOf(path)), origin);
    const size = answers.reduce((sum, a) => sum + Buffer.byteLength(a.body), 0);
    const db = answers.map((a) => a.headers['x-db-calls']).filter((h): h is string => typeof h === 'string');
    console.log(
      `  ${side} ${path} once: ${failure ? `FAILED ${failure.slice(0, 400)}` : 'ok'}, ${bytes(size)} bytes` +
        `${path === 'list' ? `, ${countItems(answers[0])} products` : ''}` +
        `${db.length ? `; DynamoDB: ${db.map(dbCallsText).join(' | ')}` : ''}`,
    );
  }
}

function countItems(answer: HttpAnswer | undefined): string {
  if (!answer) return '?';
  try {
    const parsed = JSON.parse(answer.body) as {
      data?: { products?: unknown[]; search?: { items?: unknown[] } };
    };
    return String(parsed.data?.products?.length ?? parsed.data?.search?.items?.length ?? '?');
  } catch {
    return '?';
  }
}

async function benchOurs(options: PeerOptions): Promise<SideFigures> {
  console.log('Our side: a fresh local stack, the demo seeded, wines added up to 100 products…');
  return withBenchStack(async (stack) => {
    const started = performance.now();
    const side = await prepareOurSide(stack);
    const ours: OurSide = { site: side.site, pageProduct: side.pageProduct, journey: side.journey };
    console.log(
      `  ${side.added} wines added in ${((performance.now() - started) / 1000).toFixed(1)} s; page: product ${ours.pageProduct}; ` +
        `carts from ${ours.journey.wines.length} wines, Colissimo (${ours.journey.idCarrier}) to Paris, code ${ours.journey.discountCode}`,
    );
    const jobOf = (path: PeerPath): PeerJob => ({ side: 'ours', path, ours, origin: stack.apiUrl, ...load(options) });
    await probe('ours', stack.apiUrl, jobOf);
    // Our server: this process (the gateway, the handlers) and its children (DynamoDB Local, cognito-local).
    return runPaths('ours', jobOf, process.pid, options);
  });
}

async function benchVendure(options: PeerOptions): Promise<SideFigures | null> {
  const dir = peerDir();
  if (!peerInstalled(dir)) {
    console.log(`The Vendure peer is not installed in ${dir} ($VENDURE_PEER_DIR). Install it with:\n  ${installHint}`);
    return null;
  }
  const origin = `http://127.0.0.1:${vendurePort}`;
  const jobOf = (path: PeerPath): PeerJob => ({ side: 'vendure', path, origin, ...load(options) });
  const already = peerRunning(dir);
  if (already) console.log(`The Vendure peer runs already (${dir}): measured as it is, left running, not reset.`);
  else {
    console.log(`Vendure peer (${dir}): starting…`);
    let started: string[];
    try {
      started = startPeer(dir).split('\n');
    } catch (error) {
      // start.sh leaves a server that was not ready in time running: stopped by its pid.
      if (peerRunning(dir)) stopPeer(dir);
      throw error;
    }
    console.log(`  ${started.find((l) => l.startsWith('wall-clock')) ?? started.at(-1)}`);
  }
  // Ctrl-C during the run: the peer started here is stopped all the same (it runs detached).
  const onInterrupt = () => {
    try {
      console.log(`${stopPeer(dir)}; ${resetPeer(dir)}`);
    } finally {
      process.exit(130);
    }
  };
  if (!already) process.once('SIGINT', onInterrupt);
  try {
    await probe('Vendure', origin, jobOf);
    return await runPaths('Vendure', jobOf, peerPid(dir), options);
  } finally {
    if (!already) {
      process.off('SIGINT', onInterrupt);
      console.log(`  ${stopPeer(dir)}; ${resetPeer(dir)} (its benchmark orders dropped)`);
    }
  }
}

const ratioOf = (ours?: FlowLoadReport, theirs?: FlowLoadReport): number | null =>
  ours && theirs && theirs.perSecond > 0 ? ours.perSecond / theirs.perSecond : null;
/** How many times less CPU ours spends per answer (or order) than theirs. */
const cpuRatioOf = (ours?: PeerFigures, theirs?: PeerFigures): number | null =>
  ours?.serverCpuMsPerRun && theirs?.serverCpuMsPerRun ? theirs.serverCpuMsPerRun / ours.serverCpuMsPerRun : null;

function verdicts(ours: SideFigures, theirs: SideFigures | null): string[] {
  const line = (path: PeerPath, target: string, pass: (o: FlowLoadReport, t: FlowLoadReport) => boolean) => {
    const o = ours[path];
    const t = theirs?.[path];
    if (!o || !t) return `  n/a   ${target} (a side was not measured)`;
    const ok = pass(o, t) && o.failed === 0 && o.completed > 0;
    const failed = o.failed ? `; ${o.failed} of ours failed` : '';
    if (o.completed === 0)
      return `  FAIL  ${target}: none of ours ended within the window (${o.unfinished} still running): try a longer --seconds`;
    const peerFailed = t.failed ? ` (Vendure: ${t.failed} failed)` : '';
    return `  ${ok ? 'PASS' : 'FAIL'}  ${target}: ${ratioOf(o, t)!.toFixed(2)}×, p95 ${ms(o.p95)} against ${ms(t.p95)}${failed}${peerFailed}`;
  };
  return [
    line('list', 'list ≥ 3× Vendure’s search list, p95 ≤ 60 ms', (o, t) => ratioOf(o, t)! >= 3 && o.p95 <= 60),
    line('journey', 'journey ≥ 3× Vendure’s orders/s, lower p95', (o, t) => ratioOf(o, t)! >= 3 && o.p95 < t.p95),
    line('page', 'product page ≥ 3× Vendure’s', (o, t) => ratioOf(o, t)! >= 3),
  ];
}

function printReport(ours: SideFigures | null, theirs: SideFigures | null, options: PeerOptions): void {
  if (!ours && !theirs) return;
  const rows: string[][] = [
    ['path', 'side', 'per s', 'p50', 'p95', 'p99', 'failed', 'bytes/answer', 'ours/theirs', 'CPU ms each', 'CPU ratio'],
  ];
  for (const path of peerPaths) {
    for (const [side, figures] of [
      ['ours', ours],
      ['Vendure', theirs],
    ] as const) {
      const r = figures?.[path];
      if (!r) continue;
      const ratio = side === 'ours' ? ratioOf(r, theirs?.[path]) : null;
      const cpuRatio = side === 'ours' ? cpuRatioOf(r, theirs?.[path]) : null;
      rows.push([
        side === 'ours' ? path : '',
        `${side}: ${pathLabels[path][side === 'ours' ? 'ours' : 'vendure']}`,
        `${r.perSecond.toFixed(1)} ${r.unit === 'order' ? 'orders' : 'req'}`,
        ms(r.p50),
        ms(r.p95),
        ms(r.p99),
        String(r.failed),
        bytes(r.unit === 'order' ? r.bytesPerRun : r.steps[0]!.bytes),
        ratio === null ? '' : `${ratio.toFixed(2)}×`,
        r.serverCpuMsPerRun === null ? '' : `${r.serverCpuMsPerRun.toFixed(1)} (${r.serverCores} cores)`,
        cpuRatio === null ? '' : `${cpuRatio.toFixed(2)}×`,
      ]);
    }
  }
  console.log(
    `\nClosed loop, ${options.connections} keep-alive connections, ${options.seconds} s recorded after ` +
      `${options.warmUpSeconds} s of warm-up; one load generator (child process) for both; ${cpus().length} cores, ` +
      `load average now ${loadavg()[0]!.toFixed(2)} (other work on the machine weighs on both sides alike only roughly).`,
  );
  console.log(table(rows, 2));
  console.log(
    '  journey: orders per second, the p50/p95/p99 of a whole order, bytes of all its answers.\n' +
      '  CPU ms each: CPU time of the server’s processes (ours: the gateway with the handlers, DynamoDB Local, cognito-local;\n' +
      '  Vendure: its one process) per answer or order, warm-up included; CPU ratio: theirs / ours, steadier than\n' +
      '  throughput when other work loads the machine (the targets are on throughput).',
  );
  for (const [side, figures] of [
    ['ours', ours],
    ['Vendure', theirs],
  ] as const) {
    const journey = figures?.journey;
    if (journey) console.log(`\nJourney, each call (${side}):\n${stepsTable(journey)}`);
  }
  const byProcess = peerPaths.flatMap((p) => {
    const split = ours?.[p]?.serverCpuMsByProcess;
    return split
      ? [
          `${p} ${Object.entries(split)
            .map(([n, v]) => `${n} ${v.toFixed(1)}`)
            .join(', ')}`,
        ]
      : [];
  });
  if (byProcess.length) console.log(`\nOur CPU ms per answer or order, by process: ${byProcess.join('; ')}`);
  const single = peerPaths.filter((p) => p !== 'journey' && typeof ours?.[p]?.steps[0]?.dbCalls === 'string');
  if (single.length)
    console.log(
      `\nDynamoDB per call (ours): ${single.map((p) => `${p} ${dbCallsText(ours![p]!.steps[0]!.dbCalls)}`).join('; ')}`,
    );
  if (ours)
    console.log(`\nTargets (issue 16; a failure on our side fails its target):\n${verdicts(ours, theirs).join('\n')}`);
}

export async function benchPeer(args: readonly string[]): Promise<void> {
  const options = parsePeerOptions(args);
  const ours = options.ours ? await benchOurs(options) : null;
  const theirs = options.vendure
    ? await benchVendure(options).catch((error: Error) => {
        console.error(`The Vendure side failed: ${error.message}`);
        return null;
      })
    : null;
  printReport(ours, theirs, options);
  if (options.json) {
    await writeFile(options.json, `${JSON.stringify({ options, ours, vendure: theirs }, null, 2)}\n`);
    console.log(`\nFigures written to ${options.json}`);
  }
}
