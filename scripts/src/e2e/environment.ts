import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgetEnvironment } from '@cellar/functions/local/local-reset';
import { freePort } from '../local/ports.ts';
import { localRedirection, localScriptOrigins } from '../local/edge-rules.ts';
import { releaseDocument } from '../local/release-documents.ts';
import { adminSiteOptions, startSiteServer, type SiteServer, type SiteServerOptions } from '../local/site-server.ts';
import { startStack, type RunningStack } from '../local/stack.ts';
import { demoLogins, seed } from '../seed.ts';
import { adminBuild, type BuildMode, repoRoot, storeBuild, type SiteBuild } from '../local/site-build.ts';

/**
 * What an end-to-end test gets: the built admin and the built storefront, each served as CloudFront
 * serves it (`/api/*` and `/media/*` on the same origin), the real local stack behind them, seeded
 * with the demo sites and people, and a folder for screenshots.
 */
export interface E2eEnvironment {
  /** e.g. http://127.0.0.1:<port>, serving web-admin/dist; `<adminUrl>/api/…` reaches the gateway. */
  adminUrl: string;
  /**
   * The storefront (web-store/dist) on its own port: `<storeUrl>/?site=1` shows site 1, as does
   * `http://domaine-des-lilas.localhost:<port>/` (Chromium sends `*.localhost` to this machine).
   */
  storeUrl: string;
  /** The local gateway itself. */
  apiUrl: string;
  /** Where the local mail adapter writes each mail sent (one JSON file per mail). */
  outboxDir: string;
  logins: { admin: { email: string; password: string }; superAdmin: { email: string; password: string } };
  /** <repo>/.test-results/screenshots (created). */
  screenshotsDir: string;
  stop(): Promise<void>;
}

export const screenshotsDir = join(repoRoot, '.test-results', 'screenshots');

/**
 * Starts DynamoDB Local, s3rver, cognito-local and the gateway on free ports in a throw-away data
 * folder, seeds site 0, the demo site 1 and its two people, builds `web-admin` and `web-store` when
 * their dist is missing or older than their sources (`SiteBuild.ensure`; `CELLAR_E2E_BUILD=1` forces a
 * build, `=0` never builds: `npm test` builds the sites just before the e2e project, so there dist is
 * fresh and not built twice), and serves a copy of each dist with the local site server.
 * Call it in `beforeAll` and `stop()` in `afterAll`; `stop` ends every part, whatever state the
 * start reached. `CELLAR_TEST_LOGS=1` shows the functions' request logs.
 */
export async function startE2eEnvironment(): Promise<E2eEnvironment> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cellar-e2e-'));
  let stack: RunningStack | undefined;
  const sites: SiteServer[] = [];
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.all(sites.map((site) => site.stop().catch(() => undefined)));
    await stack?.stop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
  };
  try {
    const ports = {
      api: await freePort(),
      dynamodb: await freePort(),
      s3: await freePort(),
      cognito: await freePort(),
    };
    const logLevel = process.env.CELLAR_TEST_LOGS ? 'info' : 'silent';
    const log = (line: string) => console.log(`e2e: ${line}`);
    const modes: Record<string, BuildMode> = { '0': 'never', '1': 'always' };
    const mode = modes[process.env.CELLAR_E2E_BUILD ?? ''] ?? 'auto';
    // The builds (CPU, one after the other) and the parts' start (mostly waiting on the JVM) overlap.
    const results = await Promise.allSettled([
      adminBuild.ensure({ mode, log }).then(() => storeBuild.ensure({ mode, log })),
      // The prerender renders with the served copy of the storefront (below): its documents name the copy's files.
      startStack({ dataDir, ports, logLevel, storeDistDir: join(dataDir, storeBuild.workspace) }).then(
        (started) => (stack = started),
      ),
    ]);
    for (const result of results) if (result.status === 'rejected') throw result.reason;
    await seed();
    const serve = async (
      build: SiteBuild,
      port: number,
      options: Pick<SiteServerOptions, 'frameAncestors' | 'files' | 'releases' | 'redirect' | 'scriptOrigins'> & {
        frame?: readonly string[];
      } = {},
    ) => {
      // A copy of the build: another build (a watcher, a second run) replaces dist's hashed files,
      // and a page of this run would then ask for files that are gone.
      const siteDir = join(dataDir, build.workspace);
      await cp(build.dist, siteDir, { recursive: true });
      // The storefront's server renderer beside it, where the prerender looks for it (`<dist>/../dist-ssr`).
      const renderer = join(build.dist, '..', 'dist-ssr');
      if (existsSync(renderer)) await cp(renderer, join(dataDir, 'dist-ssr'), { recursive: true });
      const site = await startSiteServer({
        root: siteDir,
        port,
        apiUrl: stack!.apiUrl,
        // Locally Cognito is cognito-local, large images are posted to s3rver (presigned), and media
        // URLs are absolute to the gateway (MEDIA_BASE_URL).
        sources: {
          connect: [stack!.env.COGNITO_ENDPOINT!, stack!.env.S3_ENDPOINT!],
          img: [stack!.apiUrl],
          font: [stack!.apiUrl],
          frame: options.frame,
        },
        frameAncestors: options.frameAncestors,
        files: options.files,
        releases: options.releases,
        redirect: options.redirect,
        scriptOrigins: options.scriptOrigins,
      });
      sites.push(site);
      return site.url;
    };
    // The admin's page editor frames the storefront's live preview (its runtime settings name it), and the storefront
    // lets the admin's origin only frame it: each needs the other's address, so the ports are chosen first.
    // A port found free may be taken before we listen on it (by another part, or the two picks alike): pick again.
    let urls: { adminUrl: string; storeUrl: string } | undefined;
    for (let attempt = 1; !urls; attempt++) {
      const [adminPort, storePort] = [await freePort(), await freePort()];
      const started = sites.length;
      try {
        if (adminPort === storePort) throw Object.assign(new Error('same port'), { code: 'EADDRINUSE' });
        const adminUrl = await serve(adminBuild, adminPort, adminSiteOptions(`http://127.0.0.1:${storePort}`));
        urls = {
          adminUrl,
          storeUrl: await serve(storeBuild, storePort, {
            frameAncestors: [adminUrl],
            releases: releaseDocument,
            redirect: localRedirection,
            scriptOrigins: localScriptOrigins,
          }),
        };
      } catch (error) {
        await Promise.all(sites.splice(started).map((site) => site.stop()));
        if ((error as { code?: string }).code !== 'EADDRINUSE' || attempt >= 5) throw error;
      }
    }
    const { adminUrl, storeUrl } = urls;
    // The storefront's address is known only now: the live-edit preview's link names it (the admin frames it).
    Object.assign(process.env, { STORE_WEB_URL: storeUrl });
    forgetEnvironment();
    await mkdir(screenshotsDir, { recursive: true });
    return {
      adminUrl,
      storeUrl,
      apiUrl: stack!.apiUrl,
      outboxDir: stack!.outboxDir,
      logins: {
        admin: { email: demoLogins.admin.email, password: demoLogins.admin.password },
        superAdmin: { email: demoLogins.superAdmin.email, password: demoLogins.superAdmin.password },
      },
      screenshotsDir,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
