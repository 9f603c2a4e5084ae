import sanitizeHtml from 'sanitize-html';
import { richTextPolicy } from '@cellar/shared/site/rich-text-policy';

const { allowedTags, allowedAttributes, allowedSchemes, headingMap, linkTarget, linkRel } = richTextPolicy;

/**
 * The HTML a rich text (sales conditions, legal notice) may keep: the allow-list of
 * shared/src/site/rich-text-policy.ts, as sanitize-html options. Any other tag is dropped with its
 * attributes (its text kept; script, style, textarea and the like lose their content too), any other
 * attribute is dropped (no `style`, `class`, `on*`), and links keep only the policy's schemes (no
 * `javascript:`, no `data:`, no `//host`). The storefront shows the result as HTML: what is stored is
 * already safe (docs/legal.md).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...allowedTags],
  allowedAttributes: Object.fromEntries(Object.entries(allowedAttributes).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...allowedSchemes],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  parseStyleAttributes: false,
  transformTags: {
    ...headingMap,
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.target === linkTarget ? { target: linkTarget } : {}),
        rel: linkRel,
      },
    }),
  },
};

/** A rich text as it may be stored and shown. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}
