import { withBenchStack } from './bench-stack.ts';
import { Agent } from 'node:http';
import { runFlowLoad, runFlowOnce, send, type Flow } from './flow-load.ts';
import { treeCpu } from './process-cpu.ts';
import { bytes, dbCallsText, errorLines, ms, parseLoadArgs, stepsTable } from './flow-report.ts';
import { ourJourney } from './journey.ts';
import { prepareOurSide } from './our-side.ts';

/**
 * `npm run bench -- journey`: our guest checkout journey (`journey.ts`: validate, shipping fees,
 * discount, order) under a closed-loop load, the load in this process (the quick loop of server-side
 * work: no child, no peer). Each call's p50 / p95 / p99 and its DynamoDB commands (the local
 * gateway's `x-db-calls`), the orders per second and the failures. `npm run bench -- peer` runs the
 * same journey from a separate process, beside Vendure's.
 */
const header = (value: string | string[] | undefined): string | null => (typeof value === 'string' ? value : null);

export async function benchJourney(args: readonly string[]): Promise<void> {
  const options = parseLoadArgs(args, { seconds: 10, connections: 16, warmUpSeconds: 2 });
  await withBenchStack(async (stack) => {
    const side = await prepareOurSide(stack);
    const flow = ourJourney(side.journey);
    const once = await runFlowOnce(flow, stack.apiUrl);
    console.log(`one journey: ${once.failure ? `FAILED ${once.failure}` : 'ok'}`);
    once.answers.forEach((answer, i) =>
      console.log(
        `  ${flow.steps[i]}: ${answer.status}, ${bytes(Buffer.byteLength(answer.body))} bytes, DynamoDB: ${dbCallsText(header(answer.headers['x-db-calls']))}`,
      ),
    );
    await costsPerCall(flow, stack.apiUrl);
    const report = await runFlowLoad(flow, { origin: stack.apiUrl, ...options });
    console.log(
      `\nJourney (4 calls an order), closed loop, ${options.connections} connections, ${options.seconds} s after ` +
        `${options.warmUpSeconds} s of warm-up, load in this process: ${report.perSecond} orders/s, ` +
        `order p50 ${ms(report.p50)}, p95 ${ms(report.p95)}, p99 ${ms(report.p99)}; ${report.completed} placed, ${report.failed} failed`,
    );
    console.log(stepsTable(report));
    for (const line of errorLines(report)) console.log(line);
  });
}

/**
 * What each call costs on its own: `runs` journeys one after another (nothing else running), each call's wall time,
 * the CPU of this process (the gateway and the functions, plus the client's few sends) and of DynamoDB Local (java),
 * and its DynamoDB commands. In AWS, the java part is DynamoDB's, not ours.
 */
async function costsPerCall(flow: Flow, origin: string, runs = 40): Promise<void> {
  const agent = new Agent({ keepAlive: true });
  const sums = flow.steps.map(() => ({ wall: 0, node: 0, java: 0, db: new Map<string, number>() }));
  let done = 0;
  try {
    for (let n = 0; n < runs; n++) {
      const run = flow.start(1_000_000 + n);
      const measured = flow.steps.map(() => ({ wall: 0, node: 0, java: 0, db: '' }));
      let ok = true;
      for (let step = 0; step < flow.steps.length && ok; step++) {
        const java0 = treeCpu(process.pid)?.byName.java ?? 0;
        const cpu0 = process.cpuUsage();
        const at = performance.now();
        const answer = await send(agent, new URL(origin), run.call(step), 30_000);
        const wall = performance.now() - at;
        const cpu = process.cpuUsage(cpu0);
        const java = (treeCpu(process.pid)?.byName.java ?? 0) - java0;
        measured[step] = {
          wall,
          node: (cpu.user + cpu.system) / 1000,
          java: java * 1000,
          db: String(answer.headers['x-db-calls'] ?? ''),
        };
        ok = run.check(step, answer) === null;
      }
      if (!ok) continue;
      done += 1;
      measured.forEach((m, i) => {
        const sum = sums[i]!;
        sum.wall += m.wall;
        sum.node += m.node;
        sum.java += m.java;
        sum.db.set(m.db, (sum.db.get(m.db) ?? 0) + 1);
      });
    }
  } finally {
    agent.destroy();
  }
  if (done === 0) return void console.log('costs per call: no journey succeeded');
  console.log(`\nEach call on its own (${done} journeys one after another; mean per call):`);
  console.log(
    `  ${'call'.padEnd(30)} ${'wall'.padStart(9)} ${'node CPU'.padStart(9)} ${'java CPU'.padStart(9)}  DynamoDB (most frequent)`,
  );
  flow.steps.forEach((name, i) => {
    const sum = sums[i]!;
    const db = [...sum.db].sort((a, b) => b[1] - a[1])[0]?.[0] || 'none';
    console.log(
      `  ${name.padEnd(30)} ${ms(sum.wall / done).padStart(9)} ${ms(sum.node / done).padStart(9)} ${ms(sum.java / done).padStart(9)}  ${db}`,
    );
  });
}
