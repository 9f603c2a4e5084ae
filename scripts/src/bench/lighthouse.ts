import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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
/** A page's label as a file name: `product list (SPA)` → `product-list-spa`. */
const slug = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

interface Run {
  /** What moved, and the largest paint's element, in Lighthouse's words (printed with `--details`). */
  details: string[];
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of this machine's speed at the time (its `benchmarkIndex`): low when other work runs. */
  machine: number;
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
 * of the storefront's home, product list (`/products`) and product pages, median of three runs each, in Debian's
 * Chromium, on the local stack with the demo data published — the built storefront served as CloudFront serves it
 * (compressed). Each of the list and the product twice: before prerendering (the SPA's `index.html`, as a path no
 * release holds is served: a second site server without releases) and prerendered (the release's document by the
 * site's host, docs/publishing.md). Goals (issue 16, docs/first-paint.md): CLS ≤ 0.02 and a score of 90 or more
 * before prerendering, 95 or more prerendered. `--details`: the largest paint's element, what shifted, the longest
 * tasks; `--page <text>`: only the pages whose label holds the text; `--save <dir>`: each run's report as JSON.
 */
export async function benchLighthouse(args: string[] = []): Promise<void> {
  const details = args.includes('--details');
  // `--save <dir>`: every run's whole report (Lighthouse's JSON), to read what the summary leaves out.
  const saveDir = args.includes('--save') ? args[args.indexOf('--save') + 1] : undefined;
  if (saveDir) await mkdir(saveDir, { recursive: true });
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
    // Media URLs are absolute to the gateway locally (MEDIA_BASE_URL), as `npm start` allows them: else the CSP
    // blocks every product photo and the pages measured are not the shopper's.
    const sources = { img: [apiUrl] };
    const store = await startSiteServer({ root: storeBuild.dist, port: 0, apiUrl, sources, releases: releaseDocument });
    // The same build without releases: every path answers the SPA's index.html, the page drawn in the browser.
    const spa = await startSiteServer({ root: storeBuild.dist, port: 0, apiUrl, sources });
    const host = 'domaine-des-lilas.localhost';
    const origin = `http://${host}:${store.port}`;
    const spaOrigin = `http://${host}:${spa.port}`;
    const released = async (path: string) => (await releaseDocument(host, new URL(path, origin))) !== null;
    const twice = async (label: string, path: string) => [
      { label: `${label} (SPA)`, url: `${spaOrigin}${path}` },
      ...((await released(path)) ? [{ label: `${label} (prerendered)`, url: `${origin}${path}` }] : []),
    ];
    // `--page <text>`: only the pages whose label holds it (`--page SPA`, `--page "product 1"`).
    const only = args.includes('--page') ? (args[args.indexOf('--page') + 1] ?? '') : '';
    const pages = [
      { label: 'home (prerendered)', url: `${origin}/` },
      ...(await twice('product list', '/products')),
      ...(productId ? await twice(`product ${productId}`, `/product/${productId}`) : []),
    ].filter(({ label }) => label.includes(only));
    const chrome = await launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      console.log(`Lighthouse ${runs} runs per page, mobile, simulated throttling, ${chromePath}`);
      console.log('  (SPA: the build without a release, drawn in the browser — the page before prerendering)');
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
          if (saveDir) await writeFile(join(saveDir, `${slug(label)}-${i + 1}.json`), JSON.stringify(lhr));
          const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
          const items = (id: string) =>
            ((lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? []) as AuditItem[];
          const describe = (item: AuditItem) =>
            String(item.node?.selector ?? item.node?.snippet ?? item.items?.[0]?.node?.snippet ?? '').slice(0, 160);
          results.push({
            details: [
              // Lighthouse 13 names the element in its LCP breakdown: a node beside the breakdown's table.
              ...(items('lcp-breakdown-insight') as (AuditItem['node'] & { type?: string })[])
                .filter((item) => item.type === 'node')
                .map((node) => `LCP element: ${describe({ node })}`),
              // …and its phases (time to first byte, the resource's load delay and duration, the render delay).
              ...(
                items('lcp-breakdown-insight') as { type?: string; items?: { label?: string; duration?: number }[] }[]
              )
                .filter((item) => item.type === 'table')
                .map(
                  (table) =>
                    `LCP phases: ${(table.items ?? []).map((phase) => `${phase.label} ${Math.round(Number(phase.duration))} ms`).join(', ')}`,
                ),
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
            machine: lhr.environment.benchmarkIndex,
          });
        }
        const m = (key: Exclude<keyof Run, 'details'>) => median(results.map((r) => r[key]));
        console.log(
          `  ${label.padEnd(30)} score ${m('score')} (runs ${results.map((r) => r.score).join(', ')})  ` +
            `FCP ${(m('fcp') / 1000).toFixed(2)} s  LCP ${(m('lcp') / 1000).toFixed(2)} s  ` +
            `TBT ${Math.round(m('tbt'))} ms  CLS ${m('cls').toFixed(3)}  (machine index ${Math.round(m('machine'))})`,
        );
        // The details of the run whose score is the median's: one typical run, not the luckiest.
        const typical = results.find((r) => r.score === m('score')) ?? results[0]!;
        if (details) for (const line of typical.details) console.log(`      ${line}`);
      }
    } finally {
      chrome.kill();
      await Promise.all([store.stop(), spa.stop()]);
    }
  });
}
