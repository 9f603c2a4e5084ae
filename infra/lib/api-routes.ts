/**
 * The API Gateway routes of the HTTP API, computed from the route table (`shared/src/routes/`).
 *
 * Why not one API Gateway route per call: the table holds ≈ 480 calls and an HTTP API takes at most
 * 300 routes by default. Each group's Lambda dispatches by method + `rawPath` against the table
 * itself, so API Gateway only has to deliver every request to the right group. Hence greedy routes:
 *
 * - For each call, the shortest literal prefix of its path under which every call of the table that
 *   could receive a request (same literal or a `{param}` in each of those positions) belongs to the
 *   same group gives `ANY <prefix>` (the call's path is the prefix itself) or
 *   `ANY <prefix>/{proxy+}` (longer paths).
 * - A call with no such prefix (groups share the path down to the last literal segment, and a
 *   parameter or a later literal decides) gets an explicit `METHOD /exact/path` route.
 *
 * Why that is safe with HTTP API's route selection (`resolveApiRoute` models it; the infra tests
 * resolve every call of the table against the synthesized template):
 * 1. A full match (no greedy variable) beats every greedy route; among full matches, a literal
 *    segment beats a `{param}` and an explicit method beats `ANY`.
 * 2. Among greedy routes, the longest prefix wins.
 * - A request under a unique prefix P can only fully match an explicit route that is compatible
 *   with P (literal equal or a parameter in each position), and every such call belongs to P's
 *   group by construction, so an explicit route never steals a request from a greedy prefix.
 * - Explicit routes never sit under a unique prefix (a call under one gets the greedy route), so a
 *   `{param}` never sits beside a `{proxy+}` at one level.
 * - Parameters of explicit routes are renamed by position (`{p2}` for the third segment): API
 *   Gateway refuses two variables of different names at one level under the same parent
 *   (`/cities/{text}` beside `/cities/{search}/{idCountry}`), and the Lambdas read `rawPath`, not
 *   API Gateway's path parameters.
 */
import type { Method, RouteGroup } from '@cellar/shared/routes/define';

export type ApiMethod = 'ANY' | Method;

export interface ApiRoute {
  readonly method: ApiMethod;
  /** `/admin/product`, `/admin/product/{proxy+}`, `/site/{p1}/build`. */
  readonly path: string;
  readonly group: RouteGroup;
}

/** What `apiRoutesFor` needs of a route of the table. */
export interface TableRoute {
  readonly method: Method;
  readonly path: string;
  readonly group: RouteGroup;
}

export const greedyVariable = '{proxy+}';

export function segmentsOf(path: string): string[] {
  return path
    .split('?')[0]!
    .split('/')
    .filter((segment) => segment.length > 0);
}

function isVariable(segment: string): boolean {
  return segment.startsWith('{') && segment.endsWith('}');
}

function isGreedy(segment: string | undefined): boolean {
  return segment !== undefined && isVariable(segment) && segment.endsWith('+}');
}

/** Number of literal segments before the first parameter. */
function literalLength(segments: readonly string[]): number {
  const index = segments.findIndex(isVariable);
  return index === -1 ? segments.length : index;
}

/** Could a request whose first segments are `prefix` be meant for this call? */
function compatible(route: readonly string[], prefix: readonly string[]): boolean {
  if (route.length < prefix.length) return false;
  return prefix.every((literal, i) => isVariable(route[i]!) || route[i] === literal);
}

function join(segments: readonly string[]): string {
  return `/${segments.join('/')}`;
}

/** Every parameter renamed by its position, so parameters at one level of one parent share a name. */
function positionalPath(segments: readonly string[]): string {
  return join(segments.map((segment, i) => (isVariable(segment) ? `{p${i}}` : segment)));
}

/**
 * The API Gateway routes for a route table: greedy `ANY` routes on group-unique literal prefixes,
 * explicit routes where a parameter decides the group. Sorted, without duplicates. Throws when the
 * table itself is ambiguous (one method and path shape in two groups).
 */
export function apiRoutesFor(entries: readonly TableRoute[]): ApiRoute[] {
  const tables = entries.map((entry) => ({ entry, segments: segmentsOf(entry.path) }));
  const routes = new Map<string, ApiRoute>();
  const add = (route: ApiRoute) => {
    const key = `${route.method} ${route.path}`;
    const existing = routes.get(key);
    if (existing && existing.group !== route.group) {
      throw new Error(`${key} would serve both ${existing.group} and ${route.group}: the route table is ambiguous`);
    }
    routes.set(key, route);
  };

  for (const { entry, segments } of tables) {
    let prefixLength: number | undefined;
    for (let k = 1; k <= literalLength(segments); k++) {
      const prefix = segments.slice(0, k);
      const groups = new Set(
        tables.filter((other) => compatible(other.segments, prefix)).map((other) => other.entry.group),
      );
      if (groups.size === 1) {
        prefixLength = k;
        break;
      }
    }
    if (prefixLength === undefined) {
      add({ method: entry.method, path: positionalPath(segments), group: entry.group });
    } else {
      const prefix = segments.slice(0, prefixLength);
      const greedy = segments.length > prefixLength;
      add({ method: 'ANY', path: greedy ? join([...prefix, greedyVariable]) : join(prefix), group: entry.group });
    }
  }

  return [...routes.values()].sort((a, b) =>
    a.path === b.path ? a.method.localeCompare(b.method) : a.path < b.path ? -1 : 1,
  );
}

/** Thrown by `resolveApiRoute` when routes of two groups match and HTTP API's choice is not certain. */
export class AmbiguousApiRoute extends Error {}

/**
 * The route HTTP API selects for a request, or null (API Gateway answers 404 itself):
 * 1. full matches (no greedy variable) first; 2. then greedy routes (`/prefix/{proxy+}`, at least
 * one segment after the prefix). Within each tier, route a is more specific than route b when a's
 * literal segments include every literal segment of b and either a has more of them (a literal
 * beats a `{param}`, a longer greedy prefix beats a shorter one) while its method is at least as
 * explicit, or they have the same shape and a names the method where b says `ANY`.
 * Where two routes of different groups match and neither is more specific in that sense (literals
 * in crossing positions: `/a/{x}/b` and `/a/y/{z}` for `/a/y/b`; or `ANY` on the longer path
 * against an explicit method on the shorter one), API Gateway's choice is not documented: this
 * throws `AmbiguousApiRoute` rather than guess.
 */
export function resolveApiRoute<R extends { method: string; path: string; group: string }>(
  routes: readonly R[],
  method: string,
  path: string,
): R | null {
  const request = segmentsOf(path);
  const upper = method.toUpperCase();
  const candidates = routes
    .filter((route) => route.method === upper || route.method === 'ANY')
    .map((route) => {
      const segments = segmentsOf(route.path);
      const greedy = isGreedy(segments.at(-1));
      const shape = greedy ? segments.slice(0, -1) : segments;
      const matches = greedy ? request.length > shape.length : request.length === shape.length;
      const literals = new Set(shape.flatMap((segment, i) => (isVariable(segment) ? [] : [i])));
      return {
        route,
        greedy,
        literals,
        matches: matches && shape.every((segment, i) => isVariable(segment) || segment === request[i]),
      };
    })
    .filter((candidate) => candidate.matches);

  type Candidate = (typeof candidates)[number];
  const beats = (a: Candidate, b: Candidate): boolean => {
    if (![...b.literals].every((i) => a.literals.has(i))) return false;
    const aAny = a.route.method === 'ANY';
    const bAny = b.route.method === 'ANY';
    if (a.literals.size > b.literals.size) return !aAny || bAny;
    return !aAny && bAny;
  };

  for (const tier of [candidates.filter((c) => !c.greedy), candidates.filter((c) => c.greedy)]) {
    if (tier.length === 0) continue;
    const winners = tier.filter((a) => tier.every((b) => a === b || !beats(b, a)));
    if (new Set(winners.map((w) => w.route.group)).size > 1) {
      throw new AmbiguousApiRoute(
        `${upper} ${path}: ${winners.map((w) => `${w.route.method} ${w.route.path} (${w.route.group})`).join(', ')}`,
      );
    }
    return winners[0]!.route;
  }
  return null;
}
