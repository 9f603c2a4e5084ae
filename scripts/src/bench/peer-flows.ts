import type { Flow, FlowLoadOptions } from './flow-load.ts';
import { ourJourney, type JourneySetup } from './journey.ts';
import { productDetail, productSearch, vendureCheckout, vendureQuery } from './peer-queries.ts';

/** The three paths the side-by-side bench compares (issue 16). */
export const peerPaths = ['list', 'page', 'journey'] as const;
export type PeerPath = (typeof peerPaths)[number];

/** What our side's flows need to know of the seeded stack. */
export interface OurSide {
  site: number;
  /** The product the page path asks for. */
  pageProduct: number;
  journey: JourneySetup;
}

/** One load, as `peer-load.ts` takes it (JSON): which side, which path, and the load. */
export type PeerJob = FlowLoadOptions & { path: PeerPath } & ({ side: 'ours'; ours: OurSide } | { side: 'vendure' });

/** The flow of a job: our storefront API's calls, or the Vendure Shop API's. */
export function flowOf(job: PeerJob): Flow {
  if (job.side === 'vendure') {
    if (job.path === 'list') return vendureQuery(productSearch);
    if (job.path === 'page') return vendureQuery(productDetail);
    return vendureCheckout(`${process.pid}-${Date.now().toString(36)}`);
  }
  const { ours } = job;
  if (job.path === 'journey') return ourJourney(ours.journey);
  const call = {
    method: 'GET' as const,
    path: job.path === 'list' ? '/product?nbItem=100' : `/product/${ours.pageProduct}`,
    headers: { idsite: String(ours.site) },
  };
  return {
    unit: 'request',
    steps: [`GET ${call.path}`],
    start: () => ({
      call: () => call,
      // The envelope comes first (`{"success":true,…`): no need to read 30 KB to know.
      check: (_, answer) =>
        answer.status === 200 && answer.body.startsWith('{"success":true')
          ? null
          : `HTTP ${answer.status} ${answer.body.slice(0, 200)}`,
    }),
  };
}
