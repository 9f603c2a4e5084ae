import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = dirname(fileURLToPath(import.meta.url));

function stylesheets(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return stylesheets(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

/**
 * The storefront's text never waits for a font (docs/first-paint.md): its fonts are the system's (the theme's stacks,
 * app.css), and a font the storefront would ever bring must show the text in a fallback at once (`font-display:
 * swap`), as no web font comes from another origin (the CSP allows none).
 */
describe('the storefront’s fonts', () => {
  it('never hold the text back: every @font-face swaps, and no stylesheet imports another', () => {
    const files = stylesheets(srcDir);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const css = readFileSync(file, 'utf8');
      for (const face of css.match(/@font-face\s*{[^}]*}/g) ?? [])
        expect(face, relative(srcDir, file)).toMatch(/font-display:\s*(swap|optional)/);
      // An @import (a font service's stylesheet) is one more request before the first paint.
      expect(css, relative(srcDir, file)).not.toMatch(/@import/);
    }
  });
});
