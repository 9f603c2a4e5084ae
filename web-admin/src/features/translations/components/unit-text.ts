import type { UnitFormat } from '@cellar/shared/translations/translation';
import type { TranslationsT } from './translations-text.ts';

/** Where a block of rich text ends: its words must not run into the next block's ("la tailleDe décembre"). */
const blockEnd = /<\/(?:p|h[1-6]|li|div|blockquote|td|th)>|<br\s*\/?>/gi;

/** The words of a text, its html tags dropped (parsed, never run: a parsed document runs no script). */
export function plainText(text: string, format: UnitFormat): string {
  if (format === 'text') return text;
  const spaced = text.replace(blockEnd, '$& ');
  return (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The beginning of a text for a list cell: its words, cut at `max` characters. */
export function excerpt(text: string | null, format: UnitFormat, max = 90): string {
  if (text === null) return '';
  const words = plainText(text, format);
  return words.length > max ? `${words.slice(0, max - 1).trimEnd()}…` : words;
}

/** A kind's name (`translations.kind.product`); a kind without a label shows its key rather than nothing. */
export function kindLabel(t: TranslationsT, kind: string): string {
  return t(`translations.kind.${kind}` as never, { defaultValue: kind });
}

/**
 * A field's path made readable: its last named part (`layouts.12.contents.40.content` → "content",
 * `image.alt` → "alternative text"), in the screen's language when it is a known one.
 */
export function fieldLabel(t: TranslationsT, field: string): string {
  const named = field.split('.').filter((part) => !/^\d+$/.test(part));
  const last = named.at(-1) ?? field;
  return t(`translations.fields.${last}` as never, { defaultValue: last });
}

/** What a unit is, in a list row or the editor's title: "Product · Cuvée des Lilas · title". */
export function unitWhat(t: TranslationsT, unit: { kind: string; label: string; field: string }): string {
  return [kindLabel(t, unit.kind), unit.label, fieldLabel(t, unit.field)].filter((part) => part !== '').join(' · ');
}
