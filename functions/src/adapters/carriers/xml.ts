/**
 * Just enough XML for the partners' SOAP services, whose answers are flat, attribute-free elements
 * (a full parser would weigh on the shipping Lambda, which the checkout calls on every cart change).
 */

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text for an element's content. */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function decodeXml(value: string): string {
  return value
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name]!);
}

const name = (tag: string) => `(?:[A-Za-z_][\\w.-]*:)?${tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;

/** The raw content of every `<tag>` (any namespace prefix, attributes ignored); an empty `<tag/>` is ''. */
export function elements(xml: string, tag: string): string[] {
  const pattern = new RegExp(`<${name(tag)}(?:\\s[^>]*?)?(?:/>|>([\\s\\S]*?)</${name(tag)}\\s*>)`, 'g');
  return [...xml.matchAll(pattern)].map((m) => m[1] ?? '');
}

/** The decoded, trimmed text of the first `<tag>`, or null when there is none. */
export function textOf(xml: string, tag: string): string | null {
  const found = elements(xml, tag)[0];
  return found === undefined ? null : decodeXml(found).trim();
}
