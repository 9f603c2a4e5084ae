import { useContext, useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStoreApi } from '../api/api-context.tsx';
import { useContentLang } from '../i18n/lang.ts';
import { RenderReportContext } from '../prerender/render-report.ts';
import { activeLangsQuery } from '../site/site-queries.ts';
import { headAddresses, siteLanguages, type DocumentHead } from './document-head.ts';

/**
 * The mark of the head's tags a prerendered document came with (lib/prerender/document-template.ts): they belong to
 * the screen drawn first, and go with it. The title's `data-default` is the built page's own title, shown again then.
 */
export const prerenderedMark = 'data-prerendered';

/** Sets an attribute of the head's element matching `selector` (made when missing); answers how to undo it. */
function setHead(tag: 'meta' | 'link', attributes: Record<string, string>, key: string, value: string): () => void {
  const selector = `${tag}${Object.entries(attributes)
    .map(([name, v]) => `[${name}="${v}"]`)
    .join('')}`;
  const found = document.head.querySelector(selector);
  if (found && !found.hasAttribute(prerenderedMark)) {
    const before = found.getAttribute(key);
    found.setAttribute(key, value);
    return () => (before === null ? found.removeAttribute(key) : found.setAttribute(key, before));
  }
  const element = found ?? document.createElement(tag);
  element.removeAttribute(prerenderedMark);
  for (const [name, v] of Object.entries(attributes)) element.setAttribute(name, v);
  element.setAttribute(key, value);
  if (!found) document.head.append(element);
  return () => element.remove();
}

/**
 * A screen's head while it shows, undone when it goes: the title, the meta description, the canonical address and
 * the alternates in the site's languages (document-head.ts; the site gate has read them before any screen), absolute
 * without `?site=` (a site's own domain names it). In the prerender it is reported instead (render-report.ts), and the
 * document is written with it.
 */
export function useDocumentHead(head: DocumentHead | undefined): void {
  const contentLang = useContentLang();
  const report = useContext(RenderReportContext);
  const active = useQuery(activeLangsQuery(useStoreApi())).data?.langs;
  const languages = useMemo(() => siteLanguages(active), [active]);
  if (report && head) report.head(head);
  const { title, description, path } = head ?? {};
  useEffect(() => {
    if (title === undefined || path === undefined) return;
    const { canonical, alternates } = headAddresses(window.location.origin, path, contentLang, languages);
    const previousTitle = document.querySelector('title[data-default]')?.getAttribute('data-default') ?? document.title;
    document.title = title;
    const undo = [
      ...(description ? [setHead('meta', { name: 'description' }, 'content', description)] : []),
      setHead('link', { rel: 'canonical' }, 'href', canonical),
      ...alternates.map(([hreflang, href]) => setHead('link', { rel: 'alternate', hreflang }, 'href', href)),
    ];
    return () => {
      document.title = previousTitle;
      for (const step of undo) step();
    };
  }, [title, description, path, contentLang, languages]);
}
