import type { FontFace, FontType, SiteFonts } from '@cellar/shared/site/fonts';
import { fontTypes } from '@cellar/shared/site/fonts';

/**
 * The site's fonts (issue 17): an `@font-face` per face its TITLE, MENU and CONTENT settings use (`font-display:
 * swap`: the text shows at once in the fallback, then in the font), and CSS variables per type
 * (`--cellar-font-title-family`, `-size`, `-weight`, `-color`) that app.css reads. A site without fonts gets none.
 */
const fallbacks: Record<FontType, string> = {
  TITLE: "Georgia, 'Times New Roman', serif",
  MENU: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  CONTENT: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
};

/** A family as a CSS string (the server refuses quotes and backslashes in it; escaped all the same). */
const quoted = (family: string) => `"${family.replace(/["\\]/g, '')}"`;
/** Only the site's own media addresses go into the style sheet. */
const safeUrl = (url: string) => url.replace(/["\\()\s]/g, encodeURIComponent);

export function fontFaceCss(faces: readonly FontFace[]): string {
  return faces
    .map((face) => {
      const sources = [`url("${safeUrl(face.woff2Url)}") format("woff2")`];
      if (face.woffUrl) sources.push(`url("${safeUrl(face.woffUrl)}") format("woff")`);
      return (
        `@font-face{font-family:${quoted(face.family)};font-style:${face.style};font-weight:${face.weight};` +
        `font-display:swap;src:${sources.join(',')}}`
      );
    })
    .join('\n');
}

export function fontVariables(fonts: Pick<SiteFonts, 'settings'>): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const type of fontTypes) {
    const setting = fonts.settings[type];
    if (!setting) continue;
    const name = `--cellar-font-${type.toLowerCase()}`;
    variables[`${name}-family`] = `${quoted(setting.family)}, ${fallbacks[type]}`;
    variables[`${name}-size`] = `${setting.size}em`;
    variables[`${name}-weight`] = String(setting.weight);
    variables[`${name}-color`] = setting.colour;
  }
  return variables;
}

/** The one face worth preloading: the title's (the first screen's largest text), else the content's. */
export function preloadedFace(fonts: Pick<SiteFonts, 'settings' | 'faces'>): FontFace | null {
  for (const type of ['TITLE', 'CONTENT'] as const) {
    const setting = fonts.settings[type];
    if (!setting) continue;
    const exact = fonts.faces.find((f) => f.family === setting.family && f.weight === setting.weight);
    const face = exact ?? fonts.faces.find((f) => f.family === setting.family);
    if (face) return face;
  }
  return null;
}

const styleId = 'cellar-site-fonts';

/**
 * Declares the faces, preloads one, and sets the variables on `<html>`, once: the first screen's boot calls it when
 * the answer comes, the site gate again (same answer: nothing changes).
 */
export function applyFonts(fonts: SiteFonts, doc: Document = document): void {
  const root = doc.documentElement;
  for (const [name, value] of Object.entries(fontVariables(fonts))) root.style.setProperty(name, value);
  if (fonts.faces.length === 0 || doc.getElementById(styleId)) return;
  const face = preloadedFace(fonts);
  if (face) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'font');
    link.type = 'font/woff2';
    link.crossOrigin = 'anonymous';
    link.href = face.woff2Url;
    doc.head.append(link);
  }
  const style = doc.createElement('style');
  style.id = styleId;
  style.textContent = fontFaceCss(fonts.faces);
  doc.head.append(style);
}
