import { useEffect, useState } from 'react';
import DOMPurify from 'dompurify';
import type { PageLayout } from '@cellar/shared/pages/page-document';
import { isPreviewDraft, type PreviewReady } from '@cellar/shared/pages/preview-protocol';
import { richTextPolicy } from '@cellar/shared/site/rich-text-policy';
import { useT } from '../../../lib/i18n/translate.ts';
import { PageView, type ShownPage } from '../components/page-view.tsx';
import '../../../i18n/pages-catalogue.ts';

/**
 * What the server keeps of a rich text (shared/src/site/rich-text-policy.ts): the draft has not been through it yet, so
 * the preview cleans it with the same tags, attributes and link schemes before showing it as HTML.
 */
const richText = {
  ALLOWED_TAGS: [...richTextPolicy.allowedTags],
  ALLOWED_ATTR: [...new Set(Object.values(richTextPolicy.allowedAttributes).flat())],
  ALLOWED_URI_REGEXP: new RegExp(`^(?:${richTextPolicy.allowedSchemes.map((scheme) => `${scheme}:`).join('|')})`, 'i'),
};

const cleaned = (layouts: PageLayout[]): PageLayout[] =>
  layouts
    .filter((layout) => Array.isArray(layout?.contents))
    .map((layout) => ({
      ...layout,
      contents: layout.contents.map((content) =>
        content.type === 'ENTITY' && content.content
          ? { ...content, content: DOMPurify.sanitize(content.content, richText) }
          : content,
      ),
    }));

/**
 * `/preview/page` (docs/pages.md "The live preview"): the admin's editor frames it and feeds it the draft by
 * `postMessage`. It says it is ready (a message that carries nothing, hence the `*` target), then shows each draft
 * that comes from the window framing it (`event.source === window.parent`), with the page renderer shoppers get. No
 * menu, no footer; never indexed.
 */
export function PreviewRoute() {
  const t = useT();
  const [draft, setDraft] = useState<ShownPage | null>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || !isPreviewDraft(event.data)) return;
      const { page } = event.data;
      setDraft({
        title: String(page.title ?? ''),
        css: String(page.css ?? ''),
        background: page.background ?? {},
        layouts: cleaned(page.layouts),
      });
    };
    window.addEventListener('message', onMessage);
    const ready: PreviewReady = { source: 'cellar-preview', type: 'ready' };
    window.parent.postMessage(ready, '*');
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return (
    <main id="main" className="preview-shell" data-testid="preview">
      <meta name="robots" content="noindex" />
      {draft ? <PageView page={draft} /> : <p className="muted preview-waiting">{t('pages.previewWaiting')}</p>}
    </main>
  );
}
