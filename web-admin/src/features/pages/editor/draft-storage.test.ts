import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  draftDelay,
  draftKey,
  draftOffer,
  readDraft,
  useDraftAutosave,
  writeDraft,
  type StoredDraft,
} from './draft-storage.ts';
import { createLayout } from './layout-factory.ts';
import { blankDoc, type PageDoc } from './page-doc.ts';

const key = draftKey(1, 42);
const saved: PageDoc = { ...blankDoc(), info: { ...blankDoc().info, title: 'Le domaine', url: 'le-domaine' } };
const edited: PageDoc = { ...saved, layouts: [createLayout('TWO_COLUMN')] };

function autosave(doc: PageDoc, enabled = true) {
  return renderHook(
    (props: { doc: PageDoc; enabled: boolean }) =>
      useDraftAutosave({ storageKey: key, doc: props.doc, baseline: saved, baseVersion: 3, enabled: props.enabled }),
    { initialProps: { doc, enabled } },
  );
}

describe('the page draft', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is kept under the site and the page, or `new` for a page not published yet', () => {
    expect(draftKey(1, 42)).toBe('cellar.pageDraft.1.42');
    expect(draftKey(7, null)).toBe('cellar.pageDraft.7.new');
  });

  it('is written a moment after each change, with the version it started from, and not on opening', () => {
    const hook = autosave(saved);
    act(() => vi.advanceTimersByTime(draftDelay * 2));
    expect(localStorage.getItem(key)).toBeNull();

    hook.rerender({ doc: edited, enabled: true });
    expect(localStorage.getItem(key)).toBeNull();
    act(() => vi.advanceTimersByTime(draftDelay));
    const stored = readDraft(key);
    expect(stored?.baseVersion).toBe(3);
    expect(stored?.page.layouts).toHaveLength(1);
    expect(stored?.page.layouts[0]?.key).toBe(edited.layouts[0]?.key);
    expect(stored?.savedAt).not.toBe('');
  });

  it('is removed when the page is changed back to what is saved', () => {
    const hook = autosave(saved);
    hook.rerender({ doc: edited, enabled: true });
    act(() => vi.advanceTimersByTime(draftDelay));
    expect(localStorage.getItem(key)).not.toBeNull();
    hook.rerender({ doc: { ...saved }, enabled: true });
    act(() => vi.advanceTimersByTime(draftDelay));
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('is not written while the editor asks what to do with a draft found on opening', () => {
    writeDraft(key, { baseVersion: 2, savedAt: '2025-01-01T00:00:00.000Z', page: edited });
    const hook = autosave(saved, false);
    hook.rerender({ doc: { ...saved }, enabled: false });
    act(() => vi.advanceTimersByTime(draftDelay));
    expect(readDraft(key)?.baseVersion).toBe(2);
  });

  it('is written at once when the editor closes with a change pending, and not after a cancel', () => {
    const hook = autosave(saved);
    hook.rerender({ doc: edited, enabled: true });
    hook.unmount();
    expect(readDraft(key)?.page.layouts).toHaveLength(1);

    localStorage.clear();
    const other = autosave(saved);
    other.rerender({ doc: edited, enabled: true });
    other.result.current.cancel();
    act(() => vi.advanceTimersByTime(draftDelay));
    other.unmount();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('only warns when the storage is full: the editor goes on', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const hook = autosave(saved);
    hook.rerender({ doc: edited, enabled: true });
    expect(() => act(() => vi.advanceTimersByTime(draftDelay))).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('QuotaExceededError');
    expect(writeDraft(key, { baseVersion: 3, savedAt: '', page: edited })).toBe(false);
  });

  it('is offered back when it differs from the page at the version it started from', () => {
    const draft: StoredDraft = { baseVersion: 3, savedAt: '2025-01-01T00:00:00.000Z', page: edited };
    expect(draftOffer(draft, 3, saved)).toEqual({ kind: 'restore', draft });
    expect(draftOffer({ ...draft, page: saved }, 3, saved)).toBeNull();
    expect(draftOffer(null, 3, saved)).toBeNull();
  });

  it('is recognised as made on an older version of the page', () => {
    const draft: StoredDraft = { baseVersion: 2, savedAt: '2025-01-01T00:00:00.000Z', page: saved };
    expect(draftOffer(draft, 5, saved)).toEqual({ kind: 'outdated', draft, pageVersion: 5 });
  });

  it('is ignored when it cannot be read', () => {
    localStorage.setItem(key, '{not json');
    expect(readDraft(key)).toBeNull();
    localStorage.setItem(key, JSON.stringify({ baseVersion: 1, page: { info: {}, layouts: [{ type: 'NOPE' }] } }));
    expect(readDraft(key)).toBeNull();
  });
});
