import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../scripts/src/test/api.ts';
import { ensureCounterAtLeast } from '../../src/data/counters.ts';
import { keys } from '../../src/data/keys.ts';
import { authorisedSiteId } from '../../src/data/site-id.ts';
import { forgeriesOf } from './forged-tokens.ts';
import {
  changesBetween,
  clientAddress,
  concurrency,
  deletesLast,
  describeChange,
  describeRoute,
  expectNoFailures,
  fixtures,
  isClientError,
  isRefusalEnvelope,
  leaksInternals,
  multipartBody,
  notBuiltRoutes,
  pathOf,
  pool,
  realRoutes,
  recordCounts,
  scanTable,
  send,
  snapshot,
  spaced,
  type RawAnswer,
  type RawRequest,
  type Snapshot,
  type TableRoute,
} from './kit.ts';
import { buildRichSite, type RichSite } from './rich-site.ts';
import {
  bodyFor,
  harvestIds,
  paramSets,
  queryFor,
  queryText,
  siteFacts,
  siteItemPattern,
  type SiteFacts,
  type SiteIds,
} from './route-inputs.ts';

/**
 * Site isolation, generated from the route table (docs/security-tests.md): every real route that
 * needs a sign-in refuses every caller who has no right to the victim site 4 — another site's ADMIN,
 * another shop's customer, the victim shop's own customer on staff routes, anonymous callers, forged
 * tokens, an ADMIN on super-admin routes — and nothing changes in the table or the media bucket.
 * Then the IDOR check: site 5's ADMIN (and shop customer) calls every site-scoped route on their own
 * site with the victim's ids, and neither reaches a victim item nor reads a victim's word.
 */

const victimSite = 4;
const attackerSite = 5;
/** Every text typed on the victim site carries it; no answer to anyone else may. */
const canary = 'zqvictim';

let victim: RichSite;
let victimIds: SiteIds;
let victimFacts: SiteFacts;
/** The victim's ids the attacker site does not also have (a call naming one can only reach the victim's item). */
let probeIds: SiteIds;
const tokens = { admin4: '', admin5: '', superAdmin: '', customer5: '' };

const needsSignIn = realRoutes.filter((r) => r.level !== 'public');
const staffRoutes = needsSignIn.filter((r) => r.level === 'admin' || r.level === 'superAdmin');
const superAdminRoutes = realRoutes.filter((r) => r.level === 'superAdmin');
/** Routes that work on one site's data (the site from `idSite`). */
const siteScoped = realRoutes.filter((r) => !r.siteless && r.level !== 'signedIn' && r.level !== 'superAdmin');

type Expectation = 'refused' | '401' | '403' | 'answersWithoutLeak';

interface Probe {
  route: TableRoute;
  caller: string;
  request: RawRequest;
  expect: Expectation;
}

const tally = {
  calls: 0,
  leaks: 0,
  byCaller: new Map<string, number>(),
  idorRoutes: 0,
  idorCalls: 0,
  idorLeaks: 0,
  forgeries: 0,
  idorAnswers: {} as Record<string, number>,
};

/** The request of a route with the victim's ids, as `caller` sends it. */
function requestOf(
  route: TableRoute,
  auth: { token?: string; authorization?: string },
  idSite: number,
  client: string,
  ids: SiteIds,
  params = paramSets(route, ids, 1)[0]!,
  query = queryFor(route, ids),
): RawRequest {
  const made = bodyFor(route, ids, victimFacts);
  const path = pathOf(route, params, { query: queryText(query) });
  const base: RawRequest = { method: route.method, path, ...auth, idSite, client };
  if (!made) return base;
  if (made.body.kind === 'json') return { ...base, body: JSON.stringify(made.body.value) };
  const form = multipartBody(made.body.fields, made.body.files);
  return { ...base, body: form.body, contentType: form.contentType };
}

/** What is wrong with one answer (nothing: undefined). */
function verdict(probe: Probe, answer: RawAnswer): string | undefined {
  const where = `${describeRoute(probe.route)} as ${probe.caller} → ${answer.status}`;
  if (answer.status >= 500) return `${where}: a server error (${answer.raw.slice(0, 200)})`;
  if (answer.raw.toLowerCase().includes(canary))
    return `${where}: LEAK, the answer holds the victim's canary "${canary}": ${answer.raw.slice(0, 300)}`;
  const internals = leaksInternals(answer.raw);
  if (internals) return `${where}: ${internals}`;
  if (probe.expect === 'answersWithoutLeak') return undefined;
  if (answer.status >= 200 && answer.status < 300)
    return `${where}: LEAK, accepted instead of refused: ${answer.raw.slice(0, 300)}`;
  if (!isClientError(answer.status)) return `${where}: expected a 4xx refusal`;
  if (!isRefusalEnvelope(answer)) return `${where}: the refusal is not our envelope: ${answer.raw.slice(0, 200)}`;
  // A rate limit (429) may answer first whatever the expectation: a refusal all the same.
  if (answer.status === 429) return undefined;
  if (probe.expect === '401' && answer.status !== 401) return `${where}: expected 401`;
  if (probe.expect === '403' && answer.status !== 403) return `${where}: expected 403`;
  return undefined;
}

/**
 * Sends a batch of probes (a few at a time), with one snapshot before and one after; when something
 * changed, replays the batch one probe at a time to say which route changed what.
 */
async function runBatch(
  probes: Probe[],
  keep?: (item: Record<string, unknown>) => boolean,
  keepObject?: (key: string) => boolean,
  onAnswer?: (answer: RawAnswer) => void,
): Promise<string[]> {
  probes = deletesLast(probes);
  const before = await snapshot(keep, keepObject);
  const answers = await pool(probes, concurrency, (probe) => send(probe.request));
  if (process.env.SECURITY_DEBUG)
    probes.forEach((p, i) =>
      console.log(
        `${p.caller} ${p.request.method} ${p.request.path} → ${answers[i]!.status} ${answers[i]!.raw.slice(0, 160)}`,
      ),
    );
  const after = await snapshot(keep, keepObject);
  const failures: string[] = [];
  probes.forEach((probe, i) => {
    tally.calls++;
    tally.byCaller.set(probe.caller, (tally.byCaller.get(probe.caller) ?? 0) + 1);
    onAnswer?.(answers[i]!);
    const wrong = verdict(probe, answers[i]!);
    if (wrong) failures.push(wrong);
    if (wrong?.includes('LEAK')) tally.leaks++;
  });
  const changes = changesBetween(before, after);
  if (changes.length > 0) {
    tally.leaks += changes.length;
    failures.push(
      `${changes.length} change(s) after refused calls:\n    ${changes.slice(0, 20).map(describeChange).join('\n    ')}`,
    );
    failures.push(...(await whoChanged(probes, keep, keepObject)));
  }
  return failures;
}

/** Replays probes one by one, a snapshot around each, naming those that change something. */
async function whoChanged(
  probes: Probe[],
  keep?: (item: Record<string, unknown>) => boolean,
  keepObject?: (key: string) => boolean,
): Promise<string[]> {
  const named: string[] = [];
  let before: Snapshot = await snapshot(keep, keepObject);
  for (const probe of probes) {
    await send(probe.request);
    const after = await snapshot(keep, keepObject);
    const changes = changesBetween(before, after);
    if (changes.length > 0)
      named.push(
        `${describeRoute(probe.route)} as ${probe.caller} changed:\n    ${changes.slice(0, 10).map(describeChange).join('\n    ')}`,
      );
    before = after;
  }
  return named.length > 0 ? named : ['(replayed one by one, no single call changed anything again)'];
}

beforeAll(async () => {
  // The counters' writes below use the functions' own modules in this process.
  Object.assign(process.env, fixtures.env, { LOG_LEVEL: 'silent' });
  const client = clientAddress('isolation setup');
  [tokens.admin4, tokens.admin5, tokens.superAdmin] = await Promise.all([
    signIn(fixtures.logins.admin4.email, fixtures.logins.admin4.password),
    signIn(fixtures.logins.admin5.email, fixtures.logins.admin5.password),
    signIn(fixtures.logins.superAdmin.email, fixtures.logins.superAdmin.password),
  ]);
  // The victim's ids start past 1000, so that the attacker site, whose ids count from 1, has none of
  // them: a call on the attacker's own site naming a victim id can only reach the victim's item.
  const counters = new Set<string>([
    'PRODUCT',
    'VINTAGE',
    'AWARD',
    'DETAILS_TYPE',
    'VARIATION',
    'CUSTOMIZATION',
    'CUSTOMIZATION_VALUE',
    'PRODUCT_TEMPLATE',
    'CARRIER',
    'CARRIER_RULE',
    'CHRONOPOST_PRODUCT',
    'CUSTOMER',
    'ORDER',
    'DISCOUNT',
    'LIBRARY',
    'PAGE_IMAGE',
    'PAGE',
    'LAYOUT',
    'CONTENT',
  ]);
  for (const item of await scanTable())
    if (/^SITE#\d+$/.test(String(item.pk)) && String(item.sk).startsWith('COUNTER#'))
      counters.add(String(item.sk).slice('COUNTER#'.length));
  await Promise.all(
    [...counters].map((name) => ensureCounterAtLeast(keys.siteCounter(authorisedSiteId(victimSite), name), 1000)),
  );

  victim = await buildRichSite({
    site: victimSite,
    adminToken: tokens.admin4,
    superAdminToken: tokens.superAdmin,
    canary,
    client,
  });
  const customer5 = await send({
    method: 'POST',
    path: '/register',
    idSite: attackerSite,
    client,
    body: JSON.stringify({
      firstname: 'Mallory',
      lastname: 'Client',
      email: 'mallory-isolation@example.com',
      birthdate: '12/03/1985',
      password: 'mallory-pw-1',
      confirmPassword: 'mallory-pw-1',
      salesConditions: true,
    }),
  });
  expect(customer5.status, customer5.raw).toBe(201);
  tokens.customer5 = (customer5.json!.data as { token: string }).token;

  const items = await scanTable();
  victimIds = harvestIds(items, victimSite);
  const attackerIds = harvestIds(items, attackerSite);
  probeIds = {
    ...victimIds,
    byType: new Map(
      [...victimIds.byType].map(([type, list]) => [
        type,
        list.filter((id) => !(attackerIds.byType.get(type) ?? []).includes(id)),
      ]),
    ),
  };
  probeIds.all = [...new Set([...probeIds.byType.values()].flat())];
  victimFacts = await siteFacts(victimSite, victim.planted.discountCode, client);
});

afterAll(async () => {
  const callers = tally.byCaller.size;
  const line = `isolation: ${needsSignIn.length} routes × ${callers} callers = ${spaced(tally.calls)} calls (${tally.forgeries} forged tokens), ${tally.leaks} leaks; IDOR: ${tally.idorRoutes} routes, ${spaced(tally.idorCalls)} calls (${Object.entries(
    tally.idorAnswers,
  )
    .map(([k, n]) => `${n} × ${k}`)
    .join(', ')}), ${tally.idorLeaks} leaks; ${notBuiltRoutes.length} routes skipped (501)`;
  await recordCounts(
    'isolation',
    {
      routes: needsSignIn.length,
      callers: Object.fromEntries(tally.byCaller),
      calls: tally.calls,
      forgedTokens: tally.forgeries,
      leaks: tally.leaks,
      idor: { routes: tally.idorRoutes, calls: tally.idorCalls, answers: tally.idorAnswers, leaks: tally.idorLeaks },
      skippedNotBuilt: notBuiltRoutes.length,
    },
    line,
  );
});

describe('site isolation, on every real route that needs a sign-in', () => {
  it('refuses another site’s admin on every real admin, super-admin and customer route of the victim site and changes nothing', async () => {
    const client = clientAddress('isolation: other site admin');
    const probes = needsSignIn.map((route): Probe => {
      // Siteless and signed-in routes are not the victim site's: their answer only must not show it,
      // unless a path parameter names a victim item (a site id).
      const victimScoped = !(route.siteless || route.level === 'signedIn') || route.path.includes('{');
      return {
        route,
        caller: 'another site’s ADMIN',
        request: requestOf(route, { token: tokens.admin5 }, victimSite, client, victimIds),
        expect: victimScoped ? 'refused' : 'answersWithoutLeak',
      };
    });
    await expectNoFailures(expect.getState().currentTestName ?? 'isolation', await runBatch(probes));
  }, 300_000);

  it('refuses a shop customer of another site on every real route that needs a sign-in and changes nothing', async () => {
    const client = clientAddress('isolation: other shop customer');
    const probes = needsSignIn.map((route): Probe => ({
      route,
      caller: 'a customer of another shop',
      request: requestOf(route, { token: tokens.customer5 }, victimSite, client, victimIds),
      expect: 'refused',
    }));
    await expectNoFailures(expect.getState().currentTestName ?? 'isolation', await runBatch(probes));
  }, 300_000);

  it('refuses the victim shop’s own customer on every real admin and super-admin route (no privilege escalation) and changes nothing', async () => {
    const client = clientAddress('isolation: own customer on staff routes');
    const probes = staffRoutes.map((route): Probe => ({
      route,
      caller: 'the shop’s own customer',
      request: requestOf(route, { token: victim.customer.token }, victimSite, client, victimIds),
      expect: 'refused',
    }));
    await expectNoFailures(expect.getState().currentTestName ?? 'isolation', await runBatch(probes));
  }, 300_000);

  it('answers 401 to an anonymous caller on every real route that needs a sign-in and changes nothing', async () => {
    const client = clientAddress('isolation: anonymous');
    const probes = needsSignIn.map((route): Probe => ({
      route,
      caller: 'anonymous',
      request: requestOf(route, {}, victimSite, client, victimIds),
      expect: '401',
    }));
    await expectNoFailures(expect.getState().currentTestName ?? 'isolation', await runBatch(probes));
  }, 300_000);

  it('answers 401 to every forged token (other key, alg none, HS256, expired, not yet valid, other issuer, other audience, id token, tampered) on every real route that needs a sign-in and changes nothing', async () => {
    const client = clientAddress('isolation: forged tokens');
    const forgeriesFor = (route: TableRoute) => {
      const real =
        route.level === 'superAdmin'
          ? tokens.superAdmin
          : route.level === 'customer'
            ? victim.customer.token
            : tokens.admin4;
      return forgeriesOf(real, fixtures.cognitoEndpoint);
    };
    tally.forgeries = forgeriesOf(tokens.admin4, fixtures.cognitoEndpoint).length;
    const probes = needsSignIn.flatMap((route) =>
      forgeriesFor(route).map((forgery): Probe => ({
        route,
        caller: `a forged token (${forgery.name})`,
        request: requestOf(route, { token: forgery.token }, victimSite, client, victimIds),
        expect: '401',
      })),
    );
    const failures = await runBatch(probes);
    // The callers count the forgeries as one kind of caller.
    for (const [caller, n] of [...tally.byCaller]) {
      if (!caller.startsWith('a forged token')) continue;
      tally.byCaller.delete(caller);
      tally.byCaller.set('a forged token', (tally.byCaller.get('a forged token') ?? 0) + n);
    }
    await expectNoFailures(expect.getState().currentTestName ?? 'isolation', failures);
  }, 300_000);

  it('answers 403 to an ADMIN on every real super-admin route, even on their own site, and changes nothing', async () => {
    const client = clientAddress('isolation: admin on super-admin routes');
    const probes = superAdminRoutes.map((route): Probe => ({
      route,
      caller: 'an ADMIN on a super-admin route',
      request: requestOf(route, { token: tokens.admin4 }, victimSite, client, victimIds),
      expect: '403',
    }));
    await expectNoFailures(expect.getState().currentTestName ?? 'isolation', await runBatch(probes));
  }, 300_000);
});

describe('IDOR: the attacker site’s admin and customer, on their own site, with the victim’s ids', () => {
  /** Victim-owned items: its partitions, its staff users and their e-mail reservations, its short name. */
  function victimOwned(victimUsers: Set<number>) {
    const pattern = siteItemPattern(victimSite);
    return (item: Record<string, unknown>) =>
      pattern.test(String(item.pk)) ||
      (item.type === 'USER' && Array.isArray(item.siteIds) && item.siteIds.includes(victimSite)) ||
      (item.type === 'UNIQUE_EMAIL' && victimUsers.has(Number(item.idUser))) ||
      (String(item.pk).startsWith('UNIQUE#SITE_') && item.idSite === victimSite);
  }

  it('reaches no victim item through any real site-scoped route (path, query and body ids of the victim) and never answers a victim’s word', async () => {
    const client = clientAddress('isolation: IDOR');
    const users = new Set(victimIds.byType.get('SITE_USER') ?? []);
    const probes: Probe[] = [];
    for (const route of siteScoped) {
      const token = route.level === 'customer' ? tokens.customer5 : tokens.admin5;
      const caller = route.level === 'customer' ? 'the attacker shop’s customer' : 'the attacker site’s ADMIN';
      const queries = route.query ? [{}, queryFor(route, probeIds)] : [queryFor(route, probeIds)];
      for (const params of paramSets(route, probeIds, 4)) {
        for (const query of queries)
          probes.push({
            route,
            caller,
            request: requestOf(route, { token }, attackerSite, client, probeIds, params, query),
            expect: 'answersWithoutLeak',
          });
      }
    }
    const before = { calls: tally.calls, leaks: tally.leaks };
    const failures = await runBatch(
      probes,
      victimOwned(users),
      (key) => key.includes(`sites/${victimSite}/`),
      (answer) => {
        const kind =
          answer.status === 400 ? '400' : answer.status === 404 ? '404' : answer.status < 300 ? '2xx' : 'other 4xx';
        tally.idorAnswers[kind] = (tally.idorAnswers[kind] ?? 0) + 1;
      },
    );
    tally.idorRoutes = siteScoped.length;
    tally.idorCalls = tally.calls - before.calls;
    tally.idorLeaks = tally.leaks - before.leaks;
    // The IDOR calls are counted apart from the isolation callers.
    for (const caller of ['the attacker shop’s customer', 'the attacker site’s ADMIN']) tally.byCaller.delete(caller);
    tally.calls = before.calls;
    tally.leaks = before.leaks;
    await expectNoFailures(expect.getState().currentTestName ?? 'isolation', failures);
  }, 300_000);
});
