import { describe, expect, it } from 'vitest';
import { isSafeSvg } from './svg-safety.ts';

const svg = (inner: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;

describe('an uploaded SVG is only a drawing', () => {
  it('accepts drawings: shapes, text, gradients, local uses and embedded raster images', () => {
    expect(isSafeSvg(svg('<defs><linearGradient id="g"><stop offset="0" stop-color="#7b1e3a"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><text font-family="Georgia, serif">Cuvée</text><use href="#g"/>'))).toBe(true);
    expect(isSafeSvg(svg('<image href="data:image/png;base64,iVBORw0KGgo=" width="4" height="4"/>'))).toBe(true);
    expect(isSafeSvg(svg('<style>.a { fill: url(#g); }</style><circle class="a" r="3"/>'))).toBe(true);
  });

  it('accepts an editor export with its metadata (rdf, dc, inkscape, sodipodi)', () => {
    const inkscape = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"><sodipodi:namedview inkscape:zoom="1"/><metadata><rdf:RDF><dc:format>image/svg+xml</dc:format></rdf:RDF></metadata><g inkscape:label="Layer 1" inkscape:groupmode="layer"><path d="M0 0h10v10z"/></g></svg>`;
    expect(isSafeSvg(inkscape)).toBe(true);
  });

  it('refuses scripts, however they are named', () => {
    expect(isSafeSvg(svg('<script>alert(1)</script>'))).toBe(false);
    expect(isSafeSvg(svg('<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>'))).toBe(false);
    expect(isSafeSvg(svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'))).toBe(false);
    expect(isSafeSvg(svg('<g xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></g>'))).toBe(false);
    expect(isSafeSvg(svg('<foreignObject><div>x</div></foreignObject>'))).toBe(false);
  });

  it('refuses event handlers and script URLs, encoded or not', () => {
    expect(isSafeSvg(svg('<rect onload="alert(1)"/>'))).toBe(false);
    expect(isSafeSvg(svg('<rect x:onclick="alert(1)"/>'))).toBe(false);
    expect(isSafeSvg(svg('<use href="jav&#x61;script:alert(1)"/>'))).toBe(false);
    expect(isSafeSvg(svg('<use xlink:href="java&#09;script:alert(1)"/>'))).toBe(false);
    expect(isSafeSvg(svg('<image href="data:text/html;base64,PHNjcmlwdD4="/>'))).toBe(false);
    expect(isSafeSvg(svg('<set attributeName="href" to="javascript:alert(1)"/>'))).toBe(false);
  });

  it('refuses outside links, DTDs and entities, and style sheets that import', () => {
    expect(isSafeSvg(svg('<use href="https://evil.example/sprite.svg#x"/>'))).toBe(false);
    expect(isSafeSvg(`<!DOCTYPE svg [<!ENTITY x "y">]>${svg('<text>&x;</text>')}`)).toBe(false);
    expect(isSafeSvg(svg('<style>@import url(https://evil.example/a.css);</style>'))).toBe(false);
    expect(isSafeSvg(svg('<rect style="fill: url(https://evil.example/track.png)"/>'))).toBe(false);
  });
});
