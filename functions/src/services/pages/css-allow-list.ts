/**
 * The CSS a page may keep (its `css`, each block's `blockCss`): declarations only, `property: value;`, of properties
 * that change how a block looks and never what it loads or where it sits over the shop (no `position`, `z-index`,
 * `content`, `background-image`, `cursor`, `border-image`…). The editor is never trusted: whatever is not an allowed
 * declaration is dropped silently, declaration by declaration, and what is kept is written back in one form.
 */

/** Properties allowed by their exact name. */
const exactProperties = new Set([
  'color',
  'background-color',
  'letter-spacing',
  'line-height',
  'word-spacing',
  'white-space',
  'box-shadow',
  'opacity',
  'width',
  'height',
  'min-width',
  'min-height',
  'max-width',
  'max-height',
  'display',
  'gap',
  'row-gap',
  'column-gap',
  'justify-content',
  'justify-items',
  'align-items',
  'align-content',
  'align-self',
  'grid-template-columns',
  'object-fit',
  'object-position',
  'aspect-ratio',
  'vertical-align',
  'overflow',
  'box-sizing',
]);

/** Families of properties allowed by their start (`font-size`, `text-align`, `border-top-left-radius`). */
const propertyFamilies = [
  /^font(-[a-z]+)*$/,
  /^text(-[a-z]+)+$/,
  /^border(-[a-z]+)*$/,
  /^padding(-[a-z]+)?$/,
  /^margin(-[a-z]+)?$/,
  /^flex(-[a-z]+)?$/,
];

/** Members of the families that load an image or a resource. */
const refusedProperties = new Set([
  'border-image',
  'border-image-source',
  'border-image-slice',
  'border-image-width',
  'border-image-outset',
  'border-image-repeat',
  'font-palette',
]);

/**
 * What no value may hold: a resource (`url(`, `image-set(`, `image(`, `element(`, `cross-fade(`, `src(`), the old IE
 * scripts (`expression(`, `behavior`), a script address, an at-rule, an escape (a backslash writes any of these in
 * other letters), markup, braces that would close the block, a comment that could hide any of it.
 */
const refusedInValues = [
  /url\s*\(/i,
  /image(-set)?\s*\(/i,
  /element\s*\(/i,
  /cross-fade\s*\(/i,
  /\bsrc\s*\(/i,
  /expression/i,
  /behavior/i,
  /javascript\s*:/i,
  /vbscript\s*:/i,
  /@/,
  /\\/,
  /[<>{}]/,
  /\/\*|\*\//,
  // Control characters (a NUL, a form feed) are nobody's value and may confuse a parser.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/,
];

const maxValueLength = 300;

export function isAllowedProperty(property: string): boolean {
  if (refusedProperties.has(property)) return false;
  return exactProperties.has(property) || propertyFamilies.some((family) => family.test(property));
}

function balancedQuotes(value: string): boolean {
  return (value.split('"').length - 1) % 2 === 0 && (value.split("'").length - 1) % 2 === 0;
}

/** One declaration as kept (`color: #7b1e3a`), or null when it is dropped. */
function cleanDeclaration(text: string): string | null {
  const colon = text.indexOf(':');
  if (colon <= 0) return null;
  const property = text.slice(0, colon).trim().toLowerCase();
  const value = text
    .slice(colon + 1)
    .replace(/[\t\r\n]+/g, ' ')
    .trim();
  if (!/^[a-z-]+$/.test(property) || !isAllowedProperty(property)) return null;
  if (value === '' || value.length > maxValueLength || !balancedQuotes(value)) return null;
  if (refusedInValues.some((pattern) => pattern.test(value))) return null;
  return `${property}: ${value};`;
}

/**
 * The allowed declarations of a CSS text, one per line. A comment, a brace or an at-rule anywhere drops the
 * declarations it touches (text is cut on `;` first, so a `}` or a comment cannot carry the next declarations away
 * with it unnoticed: they are each judged alone).
 */
export function sanitizeCss(css: string): string {
  return css
    .split(';')
    .map(cleanDeclaration)
    .filter((declaration): declaration is string => declaration !== null)
    .join('\n');
}
