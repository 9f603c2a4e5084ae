import { useCallback, useEffect, useRef } from 'react';
import { draftLayoutSchema } from '@cellar/shared/pages/normalise-page';
import { blankInfo, sameDoc, toEditorLayout, type EditorInfo, type PageDoc } from './page-doc.ts';

/**
 * The page draft (spec 1 §4): kept in local storage on each change and cleared after a publish or a save, with
 * the version of the page it started from, so that opening the page again can offer it back and say when the
 * page was saved since (docs/pages.md).
 */
export interface StoredDraft {
  /** The version of the page the draft started from (0 for a page not published yet). */
  baseVersion: number;
  /** When it was written (ISO 8601). */
  savedAt: string;
  page: PageDoc;
}

/** How long the editor waits after a change before writing the draft. */
export const draftDelay = 300;

export function draftKey(site: number, pageId: number | null): string {
  return `cellar.pageDraft.${site}.${pageId ?? 'new'}`;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored draft, or null when there is none or it cannot be read (a draft of another shape is dropped). */
export function readDraft(key: string): StoredDraft | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredDraft>;
    const layouts = stored.page?.layouts;
    if (typeof stored.baseVersion !== 'number' || !Array.isArray(layouts) || typeof stored.page?.info !== 'object')
      return null;
    const parsed = layouts.map((layout) => draftLayoutSchema.safeParse(layout));
    if (parsed.some((result) => !result.success)) return null;
    return {
      baseVersion: stored.baseVersion,
      savedAt: typeof stored.savedAt === 'string' ? stored.savedAt : '',
      page: {
        info: { ...blankInfo(), ...(stored.page.info as Partial<EditorInfo>) },
        layouts: parsed.map((result) => toEditorLayout(result.data!)),
      },
    };
  } catch {
    return null;
  }
}

/** Writes the draft; a full (or refused) storage only logs a warning: the editor goes on without it. */
export function writeDraft(key: string, draft: StoredDraft): boolean {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
    return true;
  } catch (error) {
    console.warn(
      `page editor: the draft could not be kept in local storage (${(error as Error)?.name ?? error})`,
      error,
    );
    return false;
  }
}

export function removeDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing kept, nothing to remove.
  }
}

/** What opening a page does with a stored draft: nothing, offer it back, or offer it saying it is older. */
export type DraftOffer =
  { kind: 'restore'; draft: StoredDraft } | { kind: 'outdated'; draft: StoredDraft; pageVersion: number };

export function draftOffer(draft: StoredDraft | null, pageVersion: number, doc: PageDoc): DraftOffer | null {
  if (!draft) return null;
  if (draft.baseVersion < pageVersion) return { kind: 'outdated', draft, pageVersion };
  return sameDoc(draft.page, doc) ? null : { kind: 'restore', draft };
}

interface AutosaveOptions {
  storageKey: string;
  doc: PageDoc;
  /** The page as saved: a document back to it leaves no draft. */
  baseline: PageDoc;
  baseVersion: number;
  /** Off while the editor asks what to do with a draft found on opening (it must not be overwritten). */
  enabled: boolean;
}

/**
 * Writes the draft ~300 ms after each change of the document (not on opening), and at once when the editor closes
 * with a write pending. `cancel` drops the pending write (after a save, the draft is cleared and stays so).
 */
export function useDraftAutosave({ storageKey, doc, baseline, baseVersion, enabled }: AutosaveOptions) {
  const latest = useRef({ storageKey, baseline, baseVersion, enabled });
  const seen = useRef(doc);
  const pending = useRef<(() => void) | null>(null);

  useEffect(() => {
    latest.current = { storageKey, baseline, baseVersion, enabled };
  }, [storageKey, baseline, baseVersion, enabled]);

  useEffect(() => {
    if (seen.current === doc) return;
    seen.current = doc;
    if (!latest.current.enabled) return;
    const write = () => {
      pending.current = null;
      const { storageKey: key, baseline: saved, baseVersion: version } = latest.current;
      if (sameDoc(doc, saved)) removeDraft(key);
      else writeDraft(key, { baseVersion: version, savedAt: new Date().toISOString(), page: doc });
    };
    pending.current = write;
    const timer = setTimeout(() => {
      if (pending.current === write) write();
    }, draftDelay);
    return () => clearTimeout(timer);
  }, [doc]);

  useEffect(() => () => pending.current?.(), []);

  return {
    cancel: useCallback(() => {
      pending.current = null;
    }, []),
  };
}
