import { runFlowLoad } from './flow-load.ts';
import { flowOf, type PeerJob } from './peer-flows.ts';

/**
 * The load generator of `npm run bench -- peer`, in a process of its own so that it never shares an
 * event loop with the server it measures (our local stack serves from the bench's process). Takes a
 * job (`PeerJob`, JSON) as its argument and prints its figures (`FlowLoadReport`, JSON) on one line.
 */
const job = JSON.parse(process.argv[2] ?? '') as PeerJob;
process.stdout.write(`${JSON.stringify(await runFlowLoad(flowOf(job), job))}\n`);
