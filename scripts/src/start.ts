import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { demoLogins, seed } from './seed.ts';
import { adminBuild, storeBuild, type SiteBuild } from './local/site-build.ts';
import { adminSiteOptions, startSiteServer, type SiteServer, type SiteServerOptions } from './local/site-server.ts';
import { startStack, type StackPorts } from './local/stack.ts';
import { adminDevPort } from './local/vite-dev-server.ts';
import { startScheduledTasks } from './local/gateway.ts';
import { publishDemoSite } from './local/publish-demo.ts';
import { localRedirection, localScriptOrigins } from './local/edge-rules.ts';
import { releaseDocument } from './local/release-documents.ts';

/**
 * `npm start`: the whole system on this machine, with data kept under `.data/`, and the built admin
 * and storefront (`web-admin/dist`, `web-store/dist`, built first when missing or older than their
 * sources) served as CloudFront serves them, `/api` and `/media` included. `npm start -- --reset` starts clean. Ports:
 * CELLAR_API_PORT,
 * CELLAR_DYNAMODB_PORT, CELLAR_S3_PORT, CELLAR_COGNITO_PORT, CELLAR_ADMIN_PORT, CELLAR_STORE_PORT.
 * Ctrl-C stops every child process.
 */
const args = process.argv.slice(2);
const reset = args.includes('--reset');
const verbose = args.includes('--verbose');
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ports: StackPorts = {
  api: port('CELLAR_API_PORT', 3000),
  dynamodb: port('CELLAR_DYNAMODB_PORT', 8000),
  s3: port('CELLAR_S3_PORT', 4569),
  cognito: port('CELLAR_COGNITO_PORT', 9229),
};
const adminPort = port('CELLAR_ADMIN_PORT', 5173);
const storePort = port('CELLAR_STORE_PORT', 5174);
const dataDir = join(process.cwd(), '.data');

/** Builds each site when needed, one after the other; answers the failures (a site may still have an old dist). */
async function buildSites(sites: SiteBuild[]): Promise<Map<SiteBuild, string>> {
  const failures = new Map<SiteBuild, string>();
  for (const site of sites) {
    try {
      await site.ensure({ log: (line) => console.log(`  ${line}`) });
    } catch (error) {
      failures.set(site, (error as Error).message);
      console.log(`  ${(error as Error).message}`);
    }
  }
  return failures;
}

console.log(`Cellar: starting the local stack${reset ? ' from a clean slate' : ''}…`);
// The builds (CPU) and the parts' start (mostly waiting on the JVM) overlap.
const builds = buildSites([adminBuild, storeBuild]);
const stack = await startStack({
  dataDir,
  ports,
  reset,
  // The live-edit preview's address is the storefront served below.
  storeWebUrl: `http://127.0.0.1:${storePort}`,
  onOutput: verbose ? (line) => console.log(line) : undefined,
  logLevel: verbose ? 'info' : 'warn',
});
const siteServers: SiteServer[] = [];
let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping every local part…`);
  await Promise.all(siteServers.map((site) => site.stop()));
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const seeded = await seed();
// EventBridge's part locally: the unpaid card orders are canceled on a timer (docs/orders.md).
startScheduledTasks((task, error) =>
  console.error(JSON.stringify({ level: 'error', msg: 'scheduled task failed', task, error: error.message })),
);
const login = await fetch(`${stack.apiUrl}/admin/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', userlang: 'en_US' },
  body: JSON.stringify({ email: demoLogins.admin.email, password: demoLogins.admin.password }),
});
const answer = (await login.json()) as { success: boolean; message: string; data: { token?: string } };
const buildFailures = await builds;

/** Serves a built site on its port; answers its line of the summary (or why it is not served). */
async function serveSite(
  build: SiteBuild,
  label: string,
  sitePort: number,
  portVariable: string,
  path = '',
  options: Pick<SiteServerOptions, 'frameAncestors' | 'files' | 'releases' | 'redirect' | 'scriptOrigins'> & {
    frame?: readonly string[];
  } = {},
): Promise<string> {
  const name = label.padEnd(22);
  if (!existsSync(build.index)) return `  ${name}not served: its build failed (above)`;
  try {
    const site = await startSiteServer({
      root: build.dist,
      port: sitePort,
      apiUrl: stack.apiUrl,
      // Locally Cognito is cognito-local, large images are posted to s3rver (presigned), and media
      // URLs are absolute to the gateway (MEDIA_BASE_URL).
      sources: {
        connect: [stack.env.COGNITO_ENDPOINT!, stack.env.S3_ENDPOINT!],
        img: [stack.apiUrl],
        font: [stack.apiUrl],
        frame: options.frame,
      },
      frameAncestors: options.frameAncestors,
      files: options.files,
      releases: options.releases,
      redirect: options.redirect,
      scriptOrigins: options.scriptOrigins,
    });
    siteServers.push(site);
    const stale = buildFailures.has(build) ? '   (an older build: building it again failed, see above)' : '';
    return `  ${name}${site.url}${path}${stale}`;
  } catch (error) {
    return `  ${name}not served: ${(error as Error).message} (choose another port with ${portVariable})`;
  }
}
// The admin reads the storefront it previews pages on from its runtime settings (shared/src/site/admin-config.ts).
const adminLine = await serveSite(
  adminBuild,
  'Admin site',
  adminPort,
  'CELLAR_ADMIN_PORT',
  '',
  adminSiteOptions(`http://127.0.0.1:${storePort}`),
);
// The admin's page editor frames the storefront's live preview: the storefront may be framed by the admin's local
// origins only (the built admin above, and its live-reloading copy), by either name of the loopback address.
const adminOrigins = [adminPort, adminDevPort].flatMap((p) => [`http://127.0.0.1:${p}`, `http://localhost:${p}`]);
const storeLine = await serveSite(storeBuild, 'Storefront', storePort, 'CELLAR_STORE_PORT', '/?site=1', {
  frameAncestors: adminOrigins,
  // The prerendered release the pointer names, as CloudFront's function serves it (docs/publishing.md).
  releases: releaseDocument,
  // Redirections before any page, and the CSP's script origins, as the CloudFront Function (docs/publishing.md).
  redirect: localRedirection,
  scriptOrigins: localScriptOrigins,
});
// The demo site is published (prerendered) on the first start, and again when the storefront was rebuilt since:
// a release keeps the script names of the build it was made with.
const publishLine = existsSync(storeBuild.index)
  ? await publishDemoSite()
  : '  not published: the storefront is not built';
// One storefront serves every site: by `?site=<id>`, or by its short name under .localhost.
const storeServed = siteServers.some((site) => site.port === storePort);
const storeHostLine = storeServed
  ? `\n${' '.repeat(24)}http://domaine-des-lilas.localhost:${storePort}   (the same site, by its short name)`
  : '';

console.log(`
Cellar is running${seeded ? ' (demo data seeded on this first start)' : ''}.

  API (local gateway)   ${stack.apiUrl}
${adminLine}
${storeLine}${storeHostLine}
${publishLine}
  DynamoDB Local        http://127.0.0.1:${ports.dynamodb}   (listens on every interface: DynamoDB Local ignores the host)
  S3 (s3rver)           http://127.0.0.1:${ports.s3}   bucket ${stack.env.MEDIA_BUCKET}
  Cognito (local)       http://127.0.0.1:${ports.cognito}   staff pool ${stack.pools.staffPoolId}
  Data folder           ${dataDir}   (mails sent: ${stack.outboxDir})

  Admin of site 1 "Domaine des Lilas"   ${demoLogins.admin.email} / ${demoLogins.admin.password}
  Super-admin                            ${demoLogins.superAdmin.email} / ${demoLogins.superAdmin.password}
`);
if (answer.success && answer.data.token) {
  console.log(`  Admin token (valid 24 h):\n  ${answer.data.token}\n`);
  console.log(`  Try: curl -s ${stack.apiUrl}/admin/user -H "Authorization: Bearer $TOKEN" -H "idSite: 1"\n`);
} else {
  console.log(`  Could not sign the admin in: ${answer.message}\n`);
}
console.log('Ctrl-C stops everything.');
