import { useEffect } from 'react';
import type { BaseFontView } from '@cellar/shared/site/fonts';

/**
 * Declares the fonts a screen previews (`@font-face`, `font-display: swap`) in one style element of its own,
 * replaced when the list changes and removed with the screen.
 */
export function useFontFaces(fonts: readonly BaseFontView[] | undefined): void {
  const css = (fonts ?? [])
    .map((font) => {
      const sources = [`url("${encodeURI(font.woff2Url)}") format("woff2")`];
      if (font.woffUrl) sources.push(`url("${encodeURI(font.woffUrl)}") format("woff")`);
      return (
        `@font-face{font-family:"${font.family}";font-weight:${font.weight};font-style:${font.style};` +
        `font-display:swap;src:${sources.join(',')}}`
      );
    })
    .join('\n');
  useEffect(() => {
    if (!css) return;
    const style = document.createElement('style');
    style.dataset.fontPreview = '';
    style.textContent = css;
    document.head.append(style);
    return () => style.remove();
  }, [css]);
}
