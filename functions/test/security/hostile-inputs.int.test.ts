import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../scripts/src/test/api.ts';
import { hostileCases, type HostileCase } from './hostile-cases.ts';
import {
  clientAddress,
  concurrency,
  deletesLast,
  describeRoute,
  expectNoFailures,
  fixtures,
  isClientError,
  isRefusalEnvelope,
  leaksInternals,
  notBuiltRoutes,
  paramNames,
  pool,
  realRoutes,
  recordCounts,
  scanTable,
  send,
  spaced,
  type RawAnswer,
  type TableRoute,
} from './kit.ts';
import { type Level } from '@cellar/shared/routes/define';
import { buildRichSite, type RichSite } from './rich-site.ts';
import { bodyFor, firstParams, harvestIds, siteFacts, type SiteFacts, type SiteIds } from './route-inputs.ts';

/**
 * Hostile inputs, generated from the route table (docs/security-tests.md): every real route gets at
 * least 30 hostile requests from a caller who has the right to call it — prototype key names in
 * bodies, nested objects, forms and queries; a null or missing body; null and wrong types for each
 * field; 1 MB and 100 KB texts; huge and non-finite numbers; 10 000-deep nesting; text that is not
 * JSON; wrong content types; malformed multipart; repeated and huge query values; path parameters
 * like `constructor`, `-1`, `1e999`, `%00`, `../`. Each answer must be a 4xx in our envelope when
 * the input is invalid by construction, and never a 5xx, a stack trace or an internal path.
 */

const ownSite = 5;
const minimumCases = 30;

let own: RichSite;
let ownIds: SiteIds;
let facts: SiteFacts;
const tokens = { admin5: '', superAdmin: '' };
/** Ids of items the super-admin suite may change: made here, shared with no other test. */
const throwaway = { nomenclature: 0, globalBox: 0 };

const hasInputs = (r: TableRoute) => Boolean(r.body || r.query || r.params || r.path.includes('{'));
const tally = { routes: 0, calls: 0, serverErrors: 0, minCases: Infinity, notSent: 0, noInputRoutes: 0 };

interface Sent {
  route: TableRoute;
  hostile: HostileCase;
  token?: string;
  idSite: number;
}

/** The caller who has the right to call the route, on their own site. */
function callerOf(route: TableRoute): { token?: string; idSite: number } {
  if (route.level === 'superAdmin') return { token: tokens.superAdmin, idSite: ownSite };
  if (route.level === 'admin' || route.level === 'signedIn') return { token: tokens.admin5, idSite: ownSite };
  if (route.level === 'customer') return { token: own.customer.token, idSite: ownSite };
  return { idSite: ownSite };
}

/** The site's own ids, with the ones a hostile call must not reach on shared data put first or aside. */
function paramsOf(route: TableRoute): Record<string, string | number> {
  const params = firstParams(route, ownIds);
  if (/\/nomenclature\//.test(route.path) && 'id' in params) params.id = throwaway.nomenclature;
  if (/\/global\/box\//.test(route.path) && 'id' in params) params.id = throwaway.globalBox;
  // The language catalogue is every site's: its calls name a language that does not exist.
  if (/^\/super-admin\/lang\//.test(route.path) && 'id' in params) params.id = 999_999;
  return params;
}

function casesOf(route: TableRoute): HostileCase[] {
  const made = bodyFor(route, ownIds, facts);
  const all = hostileCases(route, { params: paramsOf(route), query: {}, body: made?.body });
  // A super-admin's calls that a schema accepts would change what every site shares (languages,
  // nomenclature, global boxes): only those invalid by construction are sent.
  return route.level === 'superAdmin' ? all.filter((c) => c.invalid) : all;
}

/** The super-admin cases a schema accepts, left unsent. */
const unsentOf = (route: TableRoute) =>
  route.level === 'superAdmin'
    ? hostileCases(route, { params: paramsOf(route), query: {}, body: bodyFor(route, ownIds, facts)?.body }).filter(
        (c) => !c.invalid,
      ).length
    : 0;

/** What is wrong with one answer (nothing: undefined). */
function verdict(sent: Sent, answer: RawAnswer): string | undefined {
  const where = `${describeRoute(sent.route)} [${sent.hostile.name}] → ${answer.status}`;
  if (answer.status >= 500) return `${where}: a server error: ${answer.raw.slice(0, 200)}`;
  const binaryAnswer = sent.route.binary && answer.status >= 200 && answer.status < 300;
  if (!binaryAnswer) {
    const internals = leaksInternals(answer.raw);
    if (internals) return `${where}: ${internals}: ${answer.raw.slice(0, 200)}`;
  }
  if (sent.hostile.invalid && !isClientError(answer.status))
    return `${where}: expected a 4xx (${sent.hostile.why}): ${answer.raw.slice(0, 200)}`;
  if (isClientError(answer.status) && !isRefusalEnvelope(answer))
    return `${where}: the refusal is not our envelope: ${answer.raw.slice(0, 200)}`;
  return undefined;
}

async function runLevel(levels: Level[], label: string): Promise<string[]> {
  const routes = realRoutes.filter((r) => levels.includes(r.level));
  const failures: string[] = [];
  const sent: Sent[] = [];
  for (const route of routes) {
    const cases = casesOf(route);
    const unsent = unsentOf(route);
    tally.notSent += unsent;
    if (hasInputs(route)) {
      tally.routes++;
      tally.minCases = Math.min(tally.minCases, cases.length + unsent);
      if (cases.length + unsent < minimumCases)
        failures.push(
          `${describeRoute(route)}: only ${cases.length + unsent} hostile cases (at least ${minimumCases})`,
        );
    } else {
      tally.noInputRoutes++;
    }
    const caller = callerOf(route);
    for (const hostile of cases) sent.push({ route, hostile, ...caller });
  }
  const ordered = deletesLast(sent);
  const answers = await pool(ordered, concurrency, (s) =>
    send({
      method: s.hostile.method,
      path: s.hostile.path,
      token: s.token,
      idSite: s.idSite,
      // One client address per route: the limits per address (sign-in, registration, orders) count each route apart.
      client: clientAddress(`hostile ${label} ${describeRoute(s.route)}`),
      body: s.hostile.body,
      contentType: s.hostile.contentType,
      headers: s.hostile.headers,
    }),
  );
  ordered.forEach((s, i) => {
    tally.calls++;
    if (answers[i]!.status >= 500) tally.serverErrors++;
    const wrong = verdict(s, answers[i]!);
    if (wrong) failures.push(wrong);
  });
  if (process.env.SECURITY_DEBUG)
    ordered.forEach((s, i) =>
      console.log(
        `${describeRoute(s.route)} [${s.hostile.name}] ${s.hostile.invalid ? 'invalid' : 'valid'} → ${answers[i]!.status} ${answers[i]!.raw.slice(0, 120)}`,
      ),
    );
  return failures;
}

beforeAll(async () => {
  const client = clientAddress('hostile setup');
  [tokens.admin5, tokens.superAdmin] = await Promise.all([
    signIn(fixtures.logins.admin5.email, fixtures.logins.admin5.password),
    signIn(fixtures.logins.superAdmin.email, fixtures.logins.superAdmin.password),
  ]);
  own = await buildRichSite({
    site: ownSite,
    adminToken: tokens.admin5,
    superAdminToken: tokens.superAdmin,
    canary: 'zqattacker',
    client,
  });
  const made = async (path: string, body: unknown) => {
    const answer = await send({
      method: 'POST',
      path,
      token: tokens.superAdmin,
      idSite: ownSite,
      client,
      body: JSON.stringify(body),
    });
    expect(answer.status, answer.raw).toBeLessThan(300);
    return (answer.json!.data as { id: number }).id;
  };
  throwaway.nomenclature = await made('/super-admin/nomenclature', { type: 'GRAPE', name: 'Zq hostile grape' });
  throwaway.globalBox = await made('/admin/global/box', {
    type: 'LA_RUCHE',
    name: 'Zq hostile box',
    mainType: 'BOTTLE',
    bottleBoxCapacity: 6,
    bottleCapacity: 75,
    width: 27,
    height: 33,
    depth: 18,
    boxWeight: 1,
  });
  ownIds = harvestIds(await scanTable(), ownSite);
  // Never the caller's own account: a hostile call may switch the user it names off.
  ownIds.byType.set('SITE_USER', [own.ids.staffUser]);
  facts = await siteFacts(ownSite, own.planted.discountCode, client);
});

afterAll(async () => {
  // The shared items made for the super-admin cases go (best effort: a failed delete leaves an unused entry).
  const client = clientAddress('hostile cleanup');
  if (throwaway.nomenclature)
    await send({
      method: 'DELETE',
      path: `/super-admin/nomenclature/${throwaway.nomenclature}`,
      token: tokens.superAdmin,
      idSite: ownSite,
      client,
    });
  if (throwaway.globalBox)
    await send({
      method: 'DELETE',
      path: `/admin/global/box/${throwaway.globalBox}`,
      token: tokens.superAdmin,
      idSite: ownSite,
      client,
    });
  const line = `hostile inputs: ${tally.routes} routes × ≥${tally.minCases === Infinity ? 0 : tally.minCases} cases = ${spaced(tally.calls)} calls, ${tally.serverErrors} × 5xx (and ${tally.noInputRoutes} routes without inputs, a few cases each; ${tally.notSent} super-admin cases a schema accepts not sent; ${notBuiltRoutes.length} routes skipped (501))`;
  await recordCounts(
    'hostileInputs',
    {
      routes: tally.routes,
      minCasesPerRoute: tally.minCases === Infinity ? 0 : tally.minCases,
      calls: tally.calls,
      serverErrors: tally.serverErrors,
      routesWithoutInputs: tally.noInputRoutes,
      superAdminCasesNotSent: tally.notSent,
      skippedNotBuilt: notBuiltRoutes.length,
    },
    line,
  );
});

describe('hostile inputs, on every real route, from a caller who has the right', () => {
  it('answers every hostile input to a public route with a 4xx in our envelope when it is invalid, never a 5xx nor internals', async () => {
    await expectNoFailures('hostile inputs: public routes', await runLevel(['public'], 'public'));
  }, 600_000);

  it('answers every hostile input to a customer or signed-in route with a 4xx in our envelope when it is invalid, never a 5xx nor internals', async () => {
    await expectNoFailures('hostile inputs: customer routes', await runLevel(['customer', 'signedIn'], 'customer'));
  }, 600_000);

  it('answers every hostile input to an admin route (its site’s ADMIN, on their site) with a 4xx in our envelope when it is invalid, never a 5xx nor internals', async () => {
    await expectNoFailures('hostile inputs: admin routes', await runLevel(['admin'], 'admin'));
  }, 600_000);

  it('answers every invalid input to a super-admin route with a 4xx in our envelope, never a 5xx nor internals', async () => {
    await expectNoFailures('hostile inputs: super-admin routes', await runLevel(['superAdmin'], 'super-admin'));
  }, 600_000);

  it('gives every real route with a body, a query or path parameters at least 30 hostile cases', () => {
    const generated = (r: TableRoute) => casesOf(r).length + unsentOf(r);
    const short = realRoutes.filter(hasInputs).filter((r) => generated(r) < minimumCases);
    expect(
      short.map((r) => `${describeRoute(r)}: ${generated(r)} cases, ${paramNames(r).length} path parameters`),
    ).toEqual([]);
  });
});
