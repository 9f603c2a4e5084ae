import type { Method } from './define.ts';

export interface Matchable {
  method: Method;
  path: string;
}

interface Compiled<R extends Matchable> {
  route: R;
  segments: string[];
  /** Literal segments weigh more, so `/admin/user/valid/{id}` wins over `/admin/user/{id}/{x}`. */
  score: number;
}

export interface Match<R extends Matchable> {
  route: R;
  params: Record<string, string>;
}

/** Compiles routes once; `match` then finds the most specific route for a method and path. */
export function createMatcher<R extends Matchable>(routes: readonly R[]) {
  const byMethod = new Map<string, Compiled<R>[]>();
  for (const route of routes) {
    const segments = split(route.path);
    const compiled: Compiled<R> = {
      route,
      segments,
      score: segments.reduce((s, seg, i) => s + (isParam(seg) ? 0 : 2 ** (segments.length - i)), 0),
    };
    const list = byMethod.get(route.method) ?? [];
    list.push(compiled);
    byMethod.set(route.method, list);
  }
  for (const list of byMethod.values()) list.sort((a, b) => b.score - a.score);

  return function match(method: string, path: string): Match<R> | null {
    const parts = split(path);
    for (const candidate of byMethod.get(method.toUpperCase()) ?? []) {
      if (candidate.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      let ok = true;
      for (let i = 0; i < parts.length && ok; i++) {
        const seg = candidate.segments[i]!;
        const part = parts[i]!;
        if (isParam(seg)) params[seg.slice(1, -1)] = safeDecode(part);
        else ok = seg === part;
      }
      if (ok) return { route: candidate.route, params };
    }
    return null;
  };
}

/** Path segments, query and empty segments left out. */
export function split(path: string): string[] {
  return path
    .split('?')[0]!
    .split('/')
    .filter((s) => s.length > 0);
}

function isParam(segment: string): boolean {
  return segment.startsWith('{') && segment.endsWith('}');
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
