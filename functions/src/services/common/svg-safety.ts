/**
 * Whether an uploaded SVG is only a drawing: an allow-list of SVG elements, no event handlers, no
 * script URLs, links only inside the file or to embedded raster images, no DTD or entities, style
 * sheets without imports or outside URLs. Media are also served with a sandboxing CSP; this check
 * keeps active content from being stored at all.
 *
 * The file is read by a real XML parser and each element and attribute is judged by its resolved
 * namespace URI and local name, with xmlns scoping as XML defines it: a regex checker with one
 * lower-cased prefix map let `<X:script>` through when `xmlns:X` was SVG and `xmlns:x` was not.
 * saxes: strict (a file that is not well-formed is refused), namespace-aware, pure JS and small in
 * the Lambda bundle (one file plus xmlchars, no DOM), and already the parser jsdom relies on.
 *
 * Names are also judged as an HTML page that inlines the file would read them (HTML ignores xmlns
 * and lower-cases names), so `SCRIPT`, `ONLOAD` or `<script xmlns="urn:x">` are refused too.
 */
import { SaxesParser, type SaxesTagNS } from 'saxes';

const svgNamespace = 'http://www.w3.org/2000/svg';
const xmlnsNamespace = 'http://www.w3.org/2000/xmlns/';
/** Namespaces whose elements a browser runs or renders as documents: refused wherever they appear. */
const activeNamespaces = new Set(['http://www.w3.org/1999/xhtml', 'http://www.w3.org/1998/Math/MathML']);

/** Drawing elements, as SVG spells them. No script, foreignObject, a, switch, animation or iframe. */
const allowedElements = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'metadata',
  'style',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'image',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feComposite',
  'feFlood',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feDropShadow',
  'feComponentTransfer',
  'feFuncA',
  'feFuncR',
  'feFuncG',
  'feFuncB',
  'feTurbulence',
  'feDisplacementMap',
  'feImage',
  'feTile',
  'feConvolveMatrix',
  // Inkscape's stock filters light their bevels with these.
  'feDiffuseLighting',
  'feSpecularLighting',
  'feDistantLight',
  'fePointLight',
  'feSpotLight',
]);

/** A value as a URL would be read: spaces and control characters gone, lower case. */
const asUrl = (value: string): string => value.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '').toLowerCase();

/** CSS as a browser tokenises it: escapes (`@\69mport`) decoded, comments dropped. */
const asCss = (css: string): string =>
  asUrl(
    css
      .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => {
        const code = parseInt(hex, 16);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
      })
      .replace(/\\(.)/g, '$1')
      .replace(/\/\*[\s\S]*?\*\//g, ''),
  );

const dangerousUrl = (value: string): boolean =>
  /(?:java|vb)script:|(?<![a-z])data:(?!image\/(?:png|jpe?g|gif|webp))/.test(asUrl(value));
const localOrRasterLink = (value: string): boolean => /^#|^data:image\/(?:png|jpe?g|gif|webp);/.test(asUrl(value));
/** `url(…)` (or `image-set("…")`, which loads bare strings) pointing outside the file. */
const outsideCssUrl = (css: string): boolean => /url\((?!['"]?#)|image-set\(|expression\(/.test(css);
const unsafeStyleSheet = (css: string): boolean => /@import|(?:java|vb)script:/.test(css) || outsideCssUrl(css);

/** Refused content: thrown from the parser's handlers to stop reading at the first finding. */
class Unsafe extends Error {}
const refuse = (): never => {
  throw new Unsafe();
};

/** An element an SVG renderer, or an HTML page inlining the file, would read as an SVG element. */
const readAsSvg = (tag: SaxesTagNS): boolean => tag.uri === svgNamespace || tag.prefix === '';

function checkAttributes(tag: SaxesTagNS): void {
  for (const attribute of Object.values(tag.attributes)) {
    if (attribute.uri === xmlnsNamespace) continue;
    const name = attribute.local.toLowerCase();
    const { value } = attribute;
    if (name.startsWith('on')) refuse();
    // href in any namespace (xlink:, or xlink under another prefix) and any case, as HTML reads it.
    if (name === 'href' && value !== '' && !localOrRasterLink(value)) refuse();
    if (dangerousUrl(value)) refuse();
    if (outsideCssUrl(asCss(value))) refuse();
  }
}

export function isSafeSvg(text: string): boolean {
  const parser = new SaxesParser({ xmlns: true });
  let styleDepth = 0;
  let css = '';

  parser.on('doctype', refuse);
  parser.on('processinginstruction', ({ target }) => {
    if (target.toLowerCase() === 'xml-stylesheet') refuse();
  });
  // A comment or CDATA holding markup is text to XML but tags to an HTML page inlining the file
  // (`<!--><img onerror=…>-->`), so markup may not hide there.
  parser.on('comment', (comment) => {
    if (comment.includes('<')) refuse();
  });
  parser.on('opentag', (tag) => {
    if (activeNamespaces.has(tag.uri)) refuse();
    // Other namespaces (rdf:, dc:, cc:, inkscape:, sodipodi:, Illustrator's i:) are editors' data,
    // which no renderer runs; their attributes are still checked.
    if (readAsSvg(tag) && !allowedElements.has(tag.local)) refuse();
    checkAttributes(tag);
    if (styleDepth > 0 || (readAsSvg(tag) && tag.local === 'style')) styleDepth += 1;
  });
  parser.on('closetag', () => {
    if (styleDepth === 0) return;
    styleDepth -= 1;
    if (styleDepth === 0) {
      if (unsafeStyleSheet(asCss(css))) refuse();
      css = '';
    }
  });
  parser.on('text', (chunk) => {
    if (styleDepth > 0) css += chunk;
  });
  parser.on('cdata', (chunk) => {
    if (chunk.includes('<')) refuse();
    if (styleDepth > 0) css += chunk;
  });

  try {
    parser.write(text).close();
    return true;
  } catch {
    // Unsafe content, or a file that is not well-formed XML (saxes throws on the first fault).
    return false;
  }
}
