import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { localWorkflowsIdle } from '@cellar/functions/adapters/workflows/local-starter';
import { authorisedSiteId } from '@cellar/functions/data/site-id';
import { jobService } from '@cellar/functions/services/workflows/job-service';
import { releaseService } from '@cellar/functions/services/workflows/release-service';
import { releaseDocument } from '../local/release-documents.ts';
import { storeBuild } from '../local/site-build.ts';
import { startSiteServer } from '../local/site-server.ts';
import { withBenchStack } from './bench-stack.ts';

/** Debian's Chromium, as the end-to-end tests use it. */
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = 3;

interface Run {
  /** What moved, and the largest paint's element, in Lighthouse's words (printed with `--details`). */
  details: string[];
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** An audit's detail row, as far as we read it: the element it names (its selector or markup). */
interface AuditItem {
  score?: number;
  duration?: number;
  startTime?: number;
  url?: string;
  node?: { selector?: string; snippet?: string };
  items?: { node?: { snippet?: string } }[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * `npm run bench -- lighthouse`: Lighthouse's mobile performance (its default: a mid-range phone, simulated slow 4G)
 * of the storefront's prerendered home and product pages (docs/publishing.md), median of three runs each, in Debian's
 * Chromium, on the local stack with the demo data published — the built storefront served as CloudFront serves it
 * (the release's document by the site's host, compressed). Goal: 95 or more. `--details`: what shifted, and the
 * largest paint's element.
 */
export async function benchLighthouse(args: string[] = []): Promise<void> {
  const details = args.includes('--details');
  await storeBuild.ensure({ log: (line) => console.log(`  ${line}`) });
  await withBenchStack(async ({ apiUrl }) => {
    const site = authorisedSiteId(1);
    const job = await releaseService.publish(site, 'bench');
    await localWorkflowsIdle();
    const published = await jobService.get(site, job.id);
    if (published.status !== 'SUCCEEDED') throw new Error(`publishing failed: ${published.failure}`);
    const products = (await (await fetch(`${apiUrl}/product?nbItem=1`, { headers: { idsite: '1' } })).json()) as {
      data: { products: { id: number }[] };
    };
    const productId = products.data.products[0]?.id;
    const store = await startSiteServer({ root: storeBuild.dist, port: 0, apiUrl, releases: releaseDocument });
    const origin = `http://domaine-des-lilas.localhost:${store.port}`;
    const pages = [
      { label: 'home (prerendered)', url: `${origin}/` },
      ...(productId ? [{ label: `product ${productId} (prerendered)`, url: `${origin}/product/${productId}` }] : []),
    ];
    const chrome = await launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      console.log(`Lighthouse ${runs} runs per page, mobile, simulated throttling, ${chromePath}`);
      for (const { label, url } of pages) {
        const results: Run[] = [];
        for (let i = 0; i < runs; i++) {
          const answer = await lighthouse(url, {
            port: chrome.port,
            onlyCategories: ['performance'],
            output: 'json',
            logLevel: 'error',
          });
          const lhr = answer?.lhr;
          if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
          const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
          const items = (id: string) =>
            ((lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? []) as AuditItem[];
          const describe = (item: AuditItem) =>
            String(item.node?.selector ?? item.node?.snippet ?? item.items?.[0]?.node?.snippet ?? '').slice(0, 160);
          results.push({
            details: [
              ...items('largest-contentful-paint-element').map((item) => `LCP element: ${describe(item)}`),
              ...items('layout-shifts').map((item) => `shift ${Number(item.score).toFixed(3)}: ${describe(item)}`),
              ...items('long-tasks')
                .slice(0, 5)
                .map(
                  (item) =>
                    `long task ${Math.round(Number(item.duration))} ms at ${Math.round(Number(item.startTime))} ms: ${String(item.url ?? '').slice(-60)}`,
                ),
            ],
            score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            fcp: audit('first-contentful-paint'),
            lcp: audit('largest-contentful-paint'),
            tbt: audit('total-blocking-time'),
            cls: audit('cumulative-layout-shift'),
          });
        }
        const m = (key: Exclude<keyof Run, 'details'>) => median(results.map((r) => r[key]));
        console.log(
          `  ${label.padEnd(28)} score ${m('score')} (runs ${results.map((r) => r.score).join(', ')})  ` +
            `FCP ${(m('fcp') / 1000).toFixed(2)} s  LCP ${(m('lcp') / 1000).toFixed(2)} s  ` +
            `TBT ${Math.round(m('tbt'))} ms  CLS ${m('cls').toFixed(3)}`,
        );
        if (details) for (const line of results[0]!.details) console.log(`      ${line}`);
      }
    } finally {
      chrome.kill();
      await store.stop();
    }
  });
}
