/** What a rich text may hold, as data: each sanitiser turns it into its own library's options. */
export interface RichTextPolicy {
  /** The tags kept; any other is dropped with its attributes (its text kept). */
  readonly allowedTags: readonly string[];
  /** The attributes each tag keeps; a tag not named here keeps none (no `style`, `class`, `on*`). */
  readonly allowedAttributes: Readonly<Record<string, readonly string[]>>;
  /** The schemes a link's address may have (no `javascript:`, no `data:`; a `//host` address is dropped too). */
  readonly allowedSchemes: readonly string[];
  /** Headings outside the levels a text keeps, and the level each becomes. */
  readonly headingMap: Readonly<Record<string, string>>;
  /** The only `target` a link keeps. */
  readonly linkTarget: string;
  /** The `rel` every link gets. */
  readonly linkRel: string;
}

/**
 * The HTML a rich text (sales conditions, legal notice, a page's "Text and images") may keep: what the admin's editor
 * writes (TipTap's starter kit with links) and nothing else. The server cleans what is stored with it
 * (functions/src/services/sites/rich-text.ts, sanitize-html); the storefront's live preview cleans a draft, which has
 * not been through the server yet, with the same tags, attributes and schemes (DOMPurify).
 */
export const richTextPolicy: RichTextPolicy = {
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
  // The page's title is the document's name: a text's own headings start one level below.
  headingMap: { h1: 'h2', h5: 'h4', h6: 'h4' },
  // A link opens where it was written to; whatever it names gets no access to the page.
  linkTarget: '_blank',
  linkRel: 'noopener noreferrer nofollow',
};
