import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a rich text (sales conditions, legal notice) may keep: what the admin's editor writes
 * (Tiptap's starter kit with links) and nothing else. Everything is an allow-list: any other tag is
 * dropped with its attributes (its text kept; script, style, textarea and the like lose their
 * content too), any other attribute is dropped (no `style`, `class`, `on*`), and links keep only
 * http, https, mailto and tel addresses (no `javascript:`, no `data:`, no `//host`). The storefront
 * shows the result as HTML: what is stored is already safe (docs/legal.md).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
    'hr',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  parseStyleAttributes: false,
  transformTags: {
    // The page's title is the document's name: a text's own headings start one level below.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // A link opens where it was written to; whatever it names gets no access to the page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
        rel: 'noopener noreferrer nofollow',
      },
    }),
  },
};

/** A rich text as it may be stored and shown. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}
