import type { Background, PageLayout } from './page-document.ts';

/**
 * The live preview (docs/pages.md): the admin's editor frames the storefront's `/preview/page?site=<id>` (English:
 * `/en_US/preview/page`) and feeds it the draft by `postMessage`, so the admin never imports storefront code and the
 * preview is what shoppers get. The storefront may be framed only by the admin's origin (CSP `frame-ancestors`), and
 * it takes a draft only from the window that frames it (`event.source === window.parent`).
 */
export const previewPath = '/preview/page';

/** The storefront says it listens (sent again on every load of the frame); the admin then sends the draft. */
export interface PreviewReady {
  source: 'cellar-preview';
  type: 'ready';
}

/** The page as the editor holds it, normalised (normalise-page.ts) so it renders as it will be saved. */
export interface PreviewDraft {
  source: 'cellar-admin';
  type: 'draft';
  page: {
    title: string;
    css: string;
    background: Background;
    layouts: PageLayout[];
  };
}

export function isPreviewReady(data: unknown): data is PreviewReady {
  return typeof data === 'object' && data !== null && (data as PreviewReady).source === 'cellar-preview';
}

export function isPreviewDraft(data: unknown): data is PreviewDraft {
  const draft = data as PreviewDraft;
  return (
    typeof data === 'object' &&
    data !== null &&
    draft.source === 'cellar-admin' &&
    draft.type === 'draft' &&
    Array.isArray(draft.page?.layouts)
  );
}
