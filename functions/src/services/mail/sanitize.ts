import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list of a mail's HTML: text formatting, lists, tables, links (http, https, mailto) and
 * images (https only); a few inline styles. Applied to a model when it is saved and to the filled-in
 * body before it goes into the layout: no script, form, iframe, event handler or `javascript:` URL
 * reaches a mail, whatever a model or a variable holds.
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
    'small',
    'span',
    'div',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'hr',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['align', 'colspan', 'rowspan'],
    th: ['align', 'colspan', 'rowspan'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^[a-z]+$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^[a-z]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      'font-style': [/^(normal|italic)$/],
      'font-size': [/^\d{1,2}(px|em|%)$/],
      'text-decoration': [/^(none|underline|line-through)$/],
      padding: [/^[\d.]+(px|em)?( [\d.]+(px|em)?){0,3}$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, options);
}
