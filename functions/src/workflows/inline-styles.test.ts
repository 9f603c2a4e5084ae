import { describe, expect, it } from 'vitest';
import { inlineStyles } from './inline-styles.ts';

const template = `<!doctype html><html><head><title>Boutique</title>
    <link rel="stylesheet" crossorigin href="/assets/index-AAA.css">
  </head><body><div id="root"></div></body></html>`;
const manifest = JSON.stringify({
  'index.html': { file: 'assets/index.js', css: ['assets/index-AAA.css'] },
  'src/page-view.tsx': { file: 'assets/page-view.js', css: ['assets/page-view-BBB.css'] },
  'src/other.tsx': { file: 'assets/other.js' },
});
const files: Record<string, string> = {
  '.vite/manifest.json': manifest,
  'assets/index-AAA.css': 'body{margin:0}',
  'assets/page-view-BBB.css': '.pg-layout{display:grid}',
};
const read = async (path: string) => files[path] ?? null;

describe('inlining the build’s stylesheets into the prerender’s template', () => {
  it('puts every stylesheet the manifest names, the lazy screens’ too, in one style element instead of the link', async () => {
    const html = await inlineStyles(template, read);
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toContain('<style data-inlined>body{margin:0}\n.pg-layout{display:grid}</style>');
    expect(html.indexOf('<style')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves the template as it is when the build has no manifest or a stylesheet is missing', async () => {
    expect(await inlineStyles(template, async () => null)).toBe(template);
    const partial = async (path: string) => (path === 'assets/page-view-BBB.css' ? null : read(path));
    expect(await inlineStyles(template, partial)).toBe(template);
  });
});
