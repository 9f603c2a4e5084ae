import { headAddresses, type DocumentHead } from '../head/document-head.ts';
import { prerenderedMark } from '../head/use-document-head.ts';
import { bcp47 } from '../i18n/lang.ts';
import { stateScript, type PrerenderedState } from './prerendered-state.ts';

/** What a prerendered document is made of, besides the built `index.html`. */
export interface DocumentParts {
  /** The path's content language (`de_DE`): the addresses' prefix and `<html lang>`. */
  contentLang: string;
  /** The screen's markup, as React drew it. */
  markup: string;
  head: DocumentHead | null;
  /** The site's languages, its default first (head/document-head.ts `siteLanguages`): the alternates' languages. */
  languages: readonly string[];
  /** The site's public origin for the head's addresses, or null: relative addresses. */
  origin: string | null;
  /** The theme's CSS variables, painted on `<html>` before any script runs (no flash of the default colours). */
  theme: Record<string, string> | null;
  state: PrerenderedState;
}

const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attribute = (value: string) => text(value).replace(/"/g, '&quot;');

/** What React hoists (image preloads, a screen's own `<title>`), written first when it draws no head. */
const hoisted = /^(?:<(?:link|meta)\b[^>]*>|<title>[^<]*<\/title>)+/;
const templateTitle = /<title>([^<]*)<\/title>/;
const emptyRoot = '<div id="root"></div>';

function headTags(head: DocumentHead, parts: DocumentParts): string {
  const { canonical, alternates } = headAddresses(parts.origin ?? '', head.path, parts.contentLang, parts.languages);
  const tag = (name: string, attributes: Record<string, string>) =>
    `<${name} ${Object.entries(attributes)
      .map(([key, value]) => `${key}="${attribute(value)}"`)
      .join(' ')} ${prerenderedMark}>`;
  return [
    ...(head.description ? [tag('meta', { name: 'description', content: head.description })] : []),
    tag('link', { rel: 'canonical', href: canonical }),
    ...alternates.map(([hreflang, href]) => tag('link', { rel: 'alternate', hreflang, href })),
  ].join('');
}

/**
 * The built `index.html` with the screen: `lang` and the theme on `<html>`, the head's title, description and
 * addresses (marked for use-document-head.ts, the built title kept as `data-default`), the markup in `#root`, and the
 * state after it. Every value is written through a function: a `$` in a site's text is not a replacement pattern.
 */
export function fillTemplate(template: string, parts: DocumentParts): string {
  if (!template.includes(emptyRoot)) throw new Error(`the template has no ${emptyRoot}`);
  const preamble = hoisted.exec(parts.markup)?.[0] ?? '';
  const markup = parts.markup.slice(preamble.length);
  const style = parts.theme
    ? ` style="${attribute(
        Object.entries(parts.theme)
          .map(([name, value]) => `${name}:${value}`)
          .join(';'),
      )}"`
    : '';
  const builtTitle = templateTitle.exec(template)?.[1] ?? '';
  const title = parts.head
    ? `<title data-default="${builtTitle.replace(/"/g, '&quot;')}">${text(parts.head.title)}</title>`
    : preamble.includes('<title>')
      ? '' // the screen's own, hoisted
      : `<title>${builtTitle}</title>`;
  const head = (parts.head ? headTags(parts.head, parts) : '') + preamble;
  return template
    .replace(/<html\b[^>]*>/, () => `<html lang="${bcp47(parts.contentLang)}"${style}>`)
    .replace(templateTitle, () => title)
    .replace('</head>', () => `${head}</head>`)
    .replace(emptyRoot, () => `<div id="root">${markup}</div>${stateScript(parts.state)}`);
}
