import type { CSSProperties } from 'react';
import type { Background } from '@cellar/shared/pages/page-document';

export type StyleVars = CSSProperties & Record<`--${string}`, string>;

/**
 * An address of our own media (`/media/...`, or the same path on the local gateway, MEDIA_BASE_URL), else undefined:
 * a page shows no picture from elsewhere, and the characters kept cannot end a CSS `url("…")`. The policy's img-src
 * decides the origin as well (the shop, locally the gateway).
 */
export function ownMediaUrl(url: string | undefined): string | undefined {
  return url && /^(?:https?:\/\/[a-z0-9.-]+(?::\d{1,5})?)?\/media\/[\w\-./%]+$/i.test(url) ? url : undefined;
}

/**
 * CSS declarations (`color: #333; margin-top: 4px`) as a React style object, applied inline: page and block CSS never
 * become a `<style>` element. The server kept only allowed properties; the preview's draft has not been through it,
 * so a declaration the server would refuse (a `url(`, `expression`, `@`, a backslash, angle brackets, braces or a
 * comment) is dropped here as well, as is `!important` (an inline style has no use for it).
 */
export function parseDeclarations(css: string | undefined): CSSProperties {
  const style: Record<string, string> = {};
  for (const declaration of (css ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .replace(/!\s*important\s*$/i, '')
      .trim();
    if (colon < 0 || !/^-?[a-z][a-z-]*$/.test(property) || value === '') continue;
    if (/url\(|expression|[@\\<>{}]|\/\*/i.test(value)) continue;
    style[property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value;
  }
  return style;
}

/** A background as CSS values: a colour, an image of ours (cover), or nothing. */
export function backgroundValues(background: Background | undefined): { color: string; image: string } | undefined {
  if (!background?.type) return undefined;
  const image = background.type === 'IMAGE' ? ownMediaUrl(background.filename) : undefined;
  return {
    color: background.type === 'COLOR' && background.color ? background.color : 'transparent',
    image: image ? `url("${image}")` : 'none',
  };
}
