/**
 * Whether an uploaded SVG is only a drawing: an allow-list of SVG elements, no event handlers, no
 * script URLs (entities decoded first), links only inside the file or to embedded raster images, no
 * DTD or entities, style sheets without imports or outside URLs. Media are also served with a
 * sandboxing CSP; this check keeps active content from being stored at all. A review found that a
 * deny-list missed namespaced scripts (`<x:script xmlns:x="…svg">`) and encoded `jav&#x61;script:`.
 */

const svgNamespace = 'http://www.w3.org/2000/svg';
const xhtmlNamespace = 'http://www.w3.org/1999/xhtml';
const mathMlNamespace = 'http://www.w3.org/1998/Math/MathML';

/** Drawing elements (lower case). No script, foreignObject, a, switch, animation or iframe. */
const allowedElements = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'metadata', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'image',
  'text', 'tspan', 'textpath', 'lineargradient', 'radialgradient', 'stop', 'clippath', 'mask', 'pattern', 'marker',
  'filter', 'fegaussianblur', 'feoffset', 'feblend', 'fecolormatrix', 'fecomposite', 'feflood', 'femerge', 'femergenode',
  'femorphology', 'fedropshadow', 'fecomponenttransfer', 'fefunca', 'fefuncr', 'fefuncg', 'fefuncb', 'feturbulence', 'fedisplacementmap', 'feimage', 'fetile',
]);

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n', sol: '/', lpar: '(', rpar: ')' };

/** Decodes character references (`&#x61;`, `&#97;`, `&colon;`) the way a browser reads an attribute. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return namedEntities[ref.toLowerCase()] ?? whole;
  });
}

/** An attribute value as a URL would be read: entities decoded, spaces and control characters gone. */
const normalised = (value: string): string => decodeEntities(value).replace(/[\u0000-\u0020\u007f-\u009f]+/g, '').toLowerCase();

const dangerousUrl = (value: string): boolean => /(?:java|vb)script:|(?<![a-z])data:(?!image\/(?:png|jpe?g|gif|webp))/.test(normalised(value));

const tagPattern = /<\s*([A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const attributePattern = /([^\s=/>"']+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/g;

export function isSafeSvg(text: string): boolean {
  if (/<!\s*(?:doctype|entity)|<\?xml-stylesheet/i.test(text)) return false;
  // Prefixes bound to a namespace that runs content (or that is SVG itself under another name).
  const bindings = new Map<string, string>();
  for (const match of text.matchAll(/xmlns:([\w.-]+)\s*=\s*("[^"]*"|'[^']*')/g)) bindings.set(match[1]!.toLowerCase(), match[2]!.slice(1, -1).trim());

  for (const tag of text.matchAll(tagPattern)) {
    const [prefix, local] = tag[1]!.includes(':') ? tag[1]!.toLowerCase().split(':') : [null, tag[1]!.toLowerCase()];
    const namespace = prefix === null ? svgNamespace : (bindings.get(prefix!) ?? '');
    if (namespace === xhtmlNamespace || namespace === mathMlNamespace) return false;
    // Unprefixed and svg-bound elements must be drawing elements; other prefixes (rdf:, dc:,
    // inkscape:, sodipodi:) are editors' data, still checked for handlers and URLs below.
    if ((prefix === null || namespace === svgNamespace) && !allowedElements.has(local!)) return false;
    for (const attribute of tag[2]!.matchAll(attributePattern)) {
      const name = attribute[1]!.toLowerCase();
      const localName = name.includes(':') ? name.split(':').pop()! : name;
      const value = attribute[2]!.replace(/^["']|["']$/g, '');
      if (localName.startsWith('on')) return false;
      if (name.startsWith('xmlns')) continue;
      if (localName === 'href' && !(/^#/.test(normalised(value)) || /^data:image\/(?:png|jpe?g|gif|webp);/.test(normalised(value)))) return false;
      if (dangerousUrl(value)) return false;
    }
  }
  for (const style of text.matchAll(/<\s*style\b[^>]*>([\s\S]*?)<\s*\/\s*style\s*>/gi)) {
    const css = normalised(style[1]!);
    if (/@import|expression\(|(?:java|vb)script:|url\((?!['"]?#)/.test(css)) return false;
  }
  for (const style of text.matchAll(/\bstyle\s*=\s*("[^"]*"|'[^']*')/gi)) {
    if (/expression\(|url\((?!['"]?#)/.test(normalised(style[1]!))) return false;
  }
  return true;
}
