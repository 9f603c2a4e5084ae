export {};
/**
 * `npm run bench -- <what>`: figures measured on this machine, never asserted by tests.
 *   bundles   size of each route group's Lambda bundle (esbuild, minified, gzipped), as deployed
 *   latency   local round trips through the gateway (p50 / p95 / max) for a few calls
 */
const what = process.argv[2] ?? 'bundles';
if (what === 'bundles') await (await import('./bench/bundles.ts')).benchBundles();
else if (what === 'latency') await (await import('./bench/latency.ts')).benchLatency();
else {
  console.error(`Unknown bench "${what}": use bundles or latency`);
  process.exit(2);
}
