import { useEffect } from 'react';
import type { Lang } from '@cellar/shared/i18n/lang';
import { localePath } from '@cellar/shared/i18n/lang-path';
import { useLang } from '../../lib/i18n/lang.ts';

/** Sets an attribute of the head's element matching `selector` (made when missing); answers how to undo it. */
function setHead(tag: 'meta' | 'link', attributes: Record<string, string>, key: string, value: string): () => void {
  const selector = `${tag}${Object.entries(attributes)
    .map(([name, v]) => `[${name}="${v}"]`)
    .join('')}`;
  const found = document.head.querySelector(selector);
  if (found) {
    const before = found.getAttribute(key);
    found.setAttribute(key, value);
    return () => (before === null ? found.removeAttribute(key) : found.setAttribute(key, before));
  }
  const element = document.createElement(tag);
  for (const [name, v] of Object.entries(attributes)) element.setAttribute(name, v);
  element.setAttribute(key, value);
  document.head.append(element);
  return () => element.remove();
}

/**
 * A page's head while it shows, undone when it goes: the title (`<page title> – <site name>`), the meta description,
 * the canonical address in the screen's language (the home page's is `/`, `/en_US` in English) and its two languages
 * as alternates (`hreflang` fr, en, and x-default: French, the language without a prefix). Addresses are absolute,
 * without `?site=` (a site's own domain names it).
 */
export function usePageHead(
  page: { title: string; metaDescription: string; path: string } | undefined,
  siteName: string,
): void {
  const lang = useLang();
  const { title, metaDescription, path } = page ?? {};
  useEffect(() => {
    if (title === undefined || path === undefined) return;
    const address = (of: Lang) => `${window.location.origin}${localePath(of, path)}`;
    const previousTitle = document.title;
    document.title = siteName ? `${title} – ${siteName}` : title;
    const undo = [
      setHead('meta', { name: 'description' }, 'content', metaDescription ?? ''),
      setHead('link', { rel: 'canonical' }, 'href', address(lang)),
      setHead('link', { rel: 'alternate', hreflang: 'fr' }, 'href', address('fr_FR')),
      setHead('link', { rel: 'alternate', hreflang: 'en' }, 'href', address('en_US')),
      setHead('link', { rel: 'alternate', hreflang: 'x-default' }, 'href', address('fr_FR')),
    ];
    return () => {
      document.title = previousTitle;
      for (const step of undo) step();
    };
  }, [title, metaDescription, path, siteName, lang]);
}
