export {};
/**
 * `npm run bench -- <what>`: figures measured on this machine, never asserted by tests.
 *   bundles   size of each route group's Lambda bundle (esbuild, minified, gzipped), as deployed and
 *             with the SDK inside, and the time to load it in a fresh Node process (`-- bundles catalog`: one group)
 *   latency   local round trips through the gateway (p50 / p95 / max) for a few calls
 *   admin     JavaScript of the admin's first screen and of the whole admin build, raw and gzipped
 *             (builds web-admin when its dist is stale; `-- admin --no-build` reads dist as it is)
 *   store     the same for the storefront (web-store), with the home route's lazy chunk as well
 *   fees      POST /calculate/shipping-fees throughput and p50 / p95 at 16 connections on the local stack
 *   order     POST /order throughput (orders/s) and p50 / p95 at 16 connections on the local stack (failures counted)
 *   packing   time of the exact cheapest packing on random 48-bottle carts (no stack needed)
 *   lighthouse  Lighthouse mobile performance of the product list and a product page, before prerendering and
 *             prerendered, and the prerendered home (median of 3, Chromium; `--page <text>`: only those pages)
 *   peer      side by side with the Vendure peer (../shared/peers/vendure, installed by its setup.sh): the list of
 *             100, a product page and a guest's checkout journey under the same closed-loop load, with the ratios
 *             and a verdict per target (`--ours-only`, `--peer-only`, `--seconds N`, `--connections N`, `--json FILE`)
 *   journey   our guest checkout journey (validate, shipping fees, discount, order) under load in one process: each
 *             call's p50 / p95 and DynamoDB commands (`--seconds N`, `--connections N`)
 */
const what = process.argv[2] ?? 'bundles';
if (what === 'bundles') await (await import('./bench/bundles.ts')).benchBundles(process.argv.slice(3));
else if (what === 'latency') await (await import('./bench/latency.ts')).benchLatency();
else if (what === 'admin') await (await import('./bench/admin-bundle.ts')).benchAdminBundle(process.argv.slice(3));
else if (what === 'store') await (await import('./bench/store-bundle.ts')).benchStoreBundle(process.argv.slice(3));
else if (what === 'fees') await (await import('./bench/fees.ts')).benchFees();
else if (what === 'order' || what === 'orders') await (await import('./bench/orders.ts')).benchOrders();
else if (what === 'packing') (await import('./bench/packing.ts')).benchPacking();
else if (what === 'lighthouse') await (await import('./bench/lighthouse.ts')).benchLighthouse(process.argv.slice(3));
else if (what === 'peer') await (await import('./bench/peer.ts')).benchPeer(process.argv.slice(3));
else if (what === 'journey') await (await import('./bench/journey-bench.ts')).benchJourney(process.argv.slice(3));
else {
  console.error(
    `Unknown bench "${what}": use bundles, latency, admin, store, fees, order, packing, lighthouse, peer or journey`,
  );
  process.exit(2);
}
