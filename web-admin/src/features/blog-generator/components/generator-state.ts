import { useCallback, useSyncExternalStore } from 'react';
import * as z from 'zod';
import { blogGeneratorKindSchema } from '@cellar/shared/content/blog-generator';
import { useSession } from '../../../lib/session/session-store.ts';

/**
 * The generator's state across its three screens (spec 1 §3: title, idDiscussion, parts, companyPresentation, forWho,
 * goal), kept in the tab's sessionStorage per site: a reload keeps the step's work, another tab starts afresh. Read
 * back through zod (an older or hand-edited value is dropped, not trusted).
 */
export const generatorStateSchema = z.object({
  companyPresentation: z.string().catch(''),
  forWho: z.string().catch(''),
  goal: z.string().catch(''),
  idDiscussion: z.string().nullable().catch(null),
  ideas: z.array(z.string()).catch([]),
  title: z.string().catch(''),
  parts: z.array(z.string()).catch([]),
  /** Which generator answered last: `local` shows the notice that the texts are composed locally. */
  generator: blogGeneratorKindSchema.nullable().catch(null),
});
export type GeneratorState = z.infer<typeof generatorStateSchema>;

export const emptyGeneratorState: GeneratorState = {
  companyPresentation: '',
  forWho: '',
  goal: '',
  idDiscussion: null,
  ideas: [],
  title: '',
  parts: [],
  generator: null,
};

const storageKey = (site: number) => `cellar.blogGenerator.${site}`;
const listeners = new Set<() => void>();
/** The last value read per key: useSyncExternalStore needs the same object while nothing changed. */
const cache = new Map<string, { raw: string | null; state: GeneratorState }>();

function read(key: string): GeneratorState {
  const raw = sessionStorage.getItem(key);
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.state;
  let state = emptyGeneratorState;
  if (raw !== null) {
    try {
      state = generatorStateSchema.parse(JSON.parse(raw));
    } catch {
      state = emptyGeneratorState;
    }
  }
  cache.set(key, { raw, state });
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The state of the site's generator and its change (a partial change merges into it; `null` starts afresh). */
export function useGeneratorState(): [GeneratorState, (change: Partial<GeneratorState> | null) => void] {
  const { selectedSite } = useSession();
  const key = storageKey(selectedSite);
  const state = useSyncExternalStore(subscribe, () => read(key));
  const change = useCallback(
    (next: Partial<GeneratorState> | null) => {
      if (next === null) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, JSON.stringify({ ...read(key), ...next }));
      for (const listener of listeners) listener();
    },
    [key],
  );
  return [state, change];
}
