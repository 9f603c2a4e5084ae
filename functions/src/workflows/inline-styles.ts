/**
 * Inlines a build's stylesheets into the prerender's template (docs/publishing.md "Prerender"): every CSS file the
 * build's manifest (`.vite/manifest.json`) names — the first screen's and the lazy screens' (a page's layouts arrive
 * with its chunk: linked, they would restyle the prerendered page after it painted, a layout shift) — in one `<style>`
 * where the entry's `<link rel="stylesheet">` was. About 7 KB compressed for the storefront: cheaper than a request
 * on a phone's first paint. The links the browser adds later for lazy chunks then find the same rules.
 */
export async function inlineStyles(html: string, read: (path: string) => Promise<string | null>): Promise<string> {
  const manifestText = await read('.vite/manifest.json');
  if (!manifestText) return html;
  const manifest = JSON.parse(manifestText) as Record<string, { css?: string[] }>;
  const files = [...new Set(Object.values(manifest).flatMap((entry) => entry.css ?? []))].sort();
  const styles: string[] = [];
  for (const file of files) {
    const css = await read(file);
    if (css === null) return html; // an incomplete build: the links stay as they are
    styles.push(css);
  }
  if (styles.length === 0) return html;
  // `</style` cannot appear in a stylesheet the build wrote, but a `<` in it must not close our tag either way.
  const style = `<style data-inlined>${styles.join('\n').replaceAll('</style', '<\\/style')}</style>`;
  const withoutLinks = html.replace(/\s*<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>/g, '');
  return withoutLinks.replace('</head>', `${style}\n</head>`);
}
