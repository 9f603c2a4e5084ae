import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { demoLogins, seed } from './seed.ts';
import { adminBuild, storeBuild, type SiteBuild } from './e2e/site-build.ts';
import { startSiteServer, type SiteServer } from './local/site-server.ts';
import { startStack, type StackPorts } from './local/stack.ts';

/**
 * `npm start`: the whole system on this machine, with data kept under `.data/`, and the built admin
 * and storefront (`web-admin/dist`, `web-store/dist`, when they exist) served as CloudFront serves
 * them, `/api` and `/media` included. `npm start -- --reset` starts clean. Ports: CELLAR_API_PORT,
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

console.log(`Cellar: starting the local stack${reset ? ' from a clean slate' : ''}…`);
const stack = await startStack({ dataDir, ports, reset, onOutput: verbose ? (line) => console.log(line) : undefined, logLevel: verbose ? 'info' : 'warn' });
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
const login = await fetch(`${stack.apiUrl}/admin/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', userlang: 'en_US' },
  body: JSON.stringify({ email: demoLogins.admin.email, password: demoLogins.admin.password }),
});
const answer = (await login.json()) as { success: boolean; message: string; data: { token?: string } };

/** Serves a built site on its port; answers its line of the summary (or why it is not served). */
async function serveSite(build: SiteBuild, label: string, sitePort: number, portVariable: string, path = ''): Promise<string> {
  const name = label.padEnd(22);
  if (!existsSync(build.index)) return `  ${name}not served: run npm run build -w ${build.workspace} first, then npm start again`;
  try {
    const site = await startSiteServer({
      root: build.dist,
      port: sitePort,
      apiUrl: stack.apiUrl,
      // Locally Cognito is cognito-local, large images are posted to s3rver (presigned), and media
      // URLs are absolute to the gateway (MEDIA_BASE_URL).
      sources: { connect: [stack.env.COGNITO_ENDPOINT!, stack.env.S3_ENDPOINT!], img: [stack.apiUrl] },
    });
    siteServers.push(site);
    const stale = build.isFresh() ? '' : `   (older than its sources: npm run build -w ${build.workspace})`;
    return `  ${name}${site.url}${path}${stale}`;
  } catch (error) {
    return `  ${name}not served: ${(error as Error).message} (choose another port with ${portVariable})`;
  }
}
const adminLine = await serveSite(adminBuild, 'Admin site', adminPort, 'CELLAR_ADMIN_PORT');
const storeLine = await serveSite(storeBuild, 'Storefront', storePort, 'CELLAR_STORE_PORT', '/?site=1');
// One storefront serves every site: by `?site=<id>`, or by its short name under .localhost.
const storeServed = siteServers.some((site) => site.port === storePort);
const storeHostLine = storeServed ? `\n${' '.repeat(24)}http://domaine-des-lilas.localhost:${storePort}   (the same site, by its short name)` : '';

console.log(`
Cellar is running${seeded ? ' (demo data seeded on this first start)' : ''}.

  API (local gateway)   ${stack.apiUrl}
${adminLine}
${storeLine}${storeHostLine}
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
