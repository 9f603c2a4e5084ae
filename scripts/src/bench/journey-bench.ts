import { withBenchStack } from './bench-stack.ts';
import { runFlowLoad, runFlowOnce } from './flow-load.ts';
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
