import { describe, expect, it } from 'vitest';
import { isSafeSvg } from './svg-safety.ts';

const svg = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;

/** As Inkscape 1.x saves a plain SVG ("Inkscape SVG"), trimmed. */
const inkscapeExport = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->

<svg
   width="210mm"
   height="297mm"
   viewBox="0 0 210 297"
   version="1.1"
   id="svg5"
   inkscape:version="1.3.2 (091e20e, 2023-11-25)"
   sodipodi:docname="etiquette.svg"
   xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
   xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
   xmlns:xlink="http://www.w3.org/1999/xlink"
   xmlns="http://www.w3.org/2000/svg"
   xmlns:svg="http://www.w3.org/2000/svg"
   xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
   xmlns:cc="http://creativecommons.org/ns#"
   xmlns:dc="http://purl.org/dc/elements/1.1/">
  <sodipodi:namedview
     id="namedview7"
     pagecolor="#ffffff"
     bordercolor="#000000"
     inkscape:showpageshadow="2"
     inkscape:zoom="0.73"
     inkscape:current-layer="layer1" />
  <defs
     id="defs2">
    <linearGradient
       inkscape:collect="always"
       id="linearGradient1">
      <stop
         style="stop-color:#7b1e3a;stop-opacity:1;"
         offset="0"
         id="stop1" />
    </linearGradient>
    <radialGradient
       inkscape:collect="always"
       xlink:href="#linearGradient1"
       id="radialGradient2"
       cx="105"
       cy="148"
       r="80"
       gradientUnits="userSpaceOnUse" />
    <filter
       style="color-interpolation-filters:sRGB"
       inkscape:label="Bevel"
       id="filter3">
      <feGaussianBlur stdDeviation="2" result="blur" id="feGaussianBlur3" />
      <feSpecularLighting surfaceScale="5" specularConstant="1" specularExponent="20" lighting-color="#ffffff" in="blur" result="light" id="feSpecularLighting3">
        <feDistantLight azimuth="235" elevation="45" id="feDistantLight3" />
      </feSpecularLighting>
      <feComposite in="light" in2="SourceAlpha" operator="in" id="feComposite3" />
    </filter>
  </defs>
  <metadata
     id="metadata1">
    <rdf:RDF>
      <cc:Work
         rdf:about="">
        <dc:format>image/svg+xml</dc:format>
        <dc:type
           rdf:resource="http://purl.org/dc/dcmitype/StillImage" />
        <dc:title>Étiquette Cuvée des Lilas</dc:title>
      </cc:Work>
    </rdf:RDF>
  </metadata>
  <g
     inkscape:label="Calque 1"
     inkscape:groupmode="layer"
     id="layer1">
    <svg:path
       style="fill:url(#radialGradient2);stroke:#000000;stroke-width:0.26"
       d="m 20,20 h 170 v 257 H 20 Z"
       id="rect1"
       sodipodi:nodetypes="ccccc"
       filter="url(#filter3)" />
    <text
       xml:space="preserve"
       style="font-size:12px;font-family:Georgia;-inkscape-font-specification:Georgia"
       x="40"
       y="60"
       id="text1"><tspan
         sodipodi:role="line"
         id="tspan1"
         x="40"
         y="60">Cuvée des Lilas</tspan></text>
  </g>
</svg>
`;

/** As Illustrator's "Save as SVG" writes it (SVG 1.1, no editing capabilities), trimmed. */
const illustratorExport = `<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 27.5.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<svg version="1.1" id="Calque_1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" x="0px" y="0px"
\t viewBox="0 0 200 100" style="enable-background:new 0 0 200 100;" xml:space="preserve">
<style type="text/css">
\t.st0{fill:#7B1E3A;}
\t.st1{fill:url(#SVGID_1_);}
\t.st2{font-family:'Georgia';}
\t.st3{font-size:14px;}
</style>
<linearGradient id="SVGID_1_" gradientUnits="userSpaceOnUse" x1="0" y1="50" x2="200" y2="50">
\t<stop  offset="0" style="stop-color:#FFFFFF"/>
\t<stop  offset="1" style="stop-color:#7B1E3A"/>
</linearGradient>
<rect class="st1" width="200" height="100"/>
<g>
\t<path class="st0" d="M20.5,80.2c0-10,8.1-18.1,18.1-18.1s18.1,8.1,18.1,18.1H20.5z"/>
\t<circle class="st0" cx="38.6" cy="40" r="10"/>
</g>
<text transform="matrix(1 0 0 1 70 55)" class="st0 st2 st3">Domaine des Lilas</text>
</svg>
`;

describe('an uploaded SVG is only a drawing', () => {
  it('accepts drawings: shapes, text, gradients, local uses and embedded raster images', () => {
    expect(
      isSafeSvg(
        svg(
          '<defs><linearGradient id="g"><stop offset="0" stop-color="#7b1e3a"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><text font-family="Georgia, serif">Cuvée</text><use href="#g"/>',
        ),
      ),
    ).toBe(true);
    expect(isSafeSvg(svg('<image href="data:image/png;base64,iVBORw0KGgo=" width="4" height="4"/>'))).toBe(true);
    expect(isSafeSvg(svg('<style>.a { fill: url(#g); }</style><circle class="a" r="3"/>'))).toBe(true);
    expect(isSafeSvg(svg('<style><![CDATA[ .a > .b { fill: #7b1e3a; } ]]></style><circle class="a" r="3"/>'))).toBe(
      true,
    );
  });

  it('accepts an editor export with its metadata (rdf, dc, inkscape, sodipodi)', () => {
    const inkscape = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"><sodipodi:namedview inkscape:zoom="1"/><metadata><rdf:RDF><dc:format>image/svg+xml</dc:format></rdf:RDF></metadata><g inkscape:label="Layer 1" inkscape:groupmode="layer"><path d="M0 0h10v10z"/></g></svg>`;
    expect(isSafeSvg(inkscape)).toBe(true);
  });

  it('accepts a label saved by Inkscape, with its svg: prefix, filters and Creative Commons metadata', () => {
    expect(isSafeSvg(inkscapeExport)).toBe(true);
  });

  it('accepts a logo saved by Illustrator, with its generator comment and class style sheet', () => {
    expect(isSafeSvg(illustratorExport)).toBe(true);
  });

  it('refuses scripts, however they are named', () => {
    expect(isSafeSvg(svg('<script>alert(1)</script>'))).toBe(false);
    expect(isSafeSvg(svg('<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>'))).toBe(false);
    expect(isSafeSvg(svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'))).toBe(false);
    expect(isSafeSvg(svg('<g xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></g>'))).toBe(false);
    expect(isSafeSvg(svg('<foreignObject><div>x</div></foreignObject>'))).toBe(false);
  });

  it('refuses a script whose prefix differs only in case from one bound elsewhere (the reported bypass)', () => {
    expect(
      isSafeSvg(
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:X="http://www.w3.org/2000/svg" xmlns:x="urn:other"><X:script>alert(1)</X:script></svg>',
      ),
    ).toBe(false);
  });

  it('refuses a script under a prefix bound to SVG only on an inner element', () => {
    expect(
      isSafeSvg(
        svg(
          '<g xmlns:p="urn:other"><p:note/><g xmlns:p="http://www.w3.org/2000/svg"><p:script>alert(1)</p:script></g></g>',
        ),
      ),
    ).toBe(false);
    expect(isSafeSvg(svg('<g><a:script xmlns:a="http://www.w3.org/2000/svg">alert(1)</a:script></g>'))).toBe(false);
  });

  it('refuses a script once a child redeclares the default namespace, to XHTML or to none', () => {
    expect(isSafeSvg(svg('<g><g xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></g></g>'))).toBe(false);
    expect(isSafeSvg(svg('<g xmlns=""><script>alert(1)</script></g>'))).toBe(false);
    // XML leaves it inert, but an HTML page inlining the file ignores xmlns and runs it.
    expect(isSafeSvg(svg('<g xmlns="urn:other"><script>alert(1)</script></g>'))).toBe(false);
  });

  it('refuses Script and SCRIPT in the SVG namespace: an HTML page inlining the file reads them as script', () => {
    expect(isSafeSvg(svg('<Script>alert(1)</Script>'))).toBe(false);
    expect(isSafeSvg(svg('<SCRIPT>alert(1)</SCRIPT>'))).toBe(false);
    expect(isSafeSvg(svg('<FOREIGNOBJECT/>'))).toBe(false);
  });

  it('refuses MathML content and animation elements', () => {
    expect(isSafeSvg(svg('<m:math xmlns:m="http://www.w3.org/1998/Math/MathML"><m:mi>x</m:mi></m:math>'))).toBe(false);
    expect(isSafeSvg(svg('<animate attributeName="href" values="javascript:alert(1)"/>'))).toBe(false);
  });

  it('refuses event handlers and script URLs, encoded or not', () => {
    expect(isSafeSvg(svg('<rect onload="alert(1)"/>'))).toBe(false);
    expect(isSafeSvg(svg('<rect ONLOAD="alert(1)"/>'))).toBe(false);
    expect(isSafeSvg(svg('<rect x:onclick="alert(1)"/>'))).toBe(false);
    expect(isSafeSvg(svg('<use href="jav&#x61;script:alert(1)"/>'))).toBe(false);
    expect(isSafeSvg(svg('<use xlink:href="java&#09;script:alert(1)"/>'))).toBe(false);
    expect(isSafeSvg(svg('<image href="data:text/html;base64,PHNjcmlwdD4="/>'))).toBe(false);
    expect(isSafeSvg(svg('<set attributeName="href" to="javascript:alert(1)"/>'))).toBe(false);
  });

  it('refuses an entity-encoded script URL in any attribute', () => {
    expect(isSafeSvg(svg('<rect id="a" fill="jav&#x61;script:alert(1)"/>'))).toBe(false);
    expect(isSafeSvg(svg('<rect fill="&#x6A;&#x61;vascript&#x3A;alert(1)"/>'))).toBe(false);
  });

  it('refuses a script link in the xlink namespace under another prefix', () => {
    expect(isSafeSvg(svg('<use xmlns:l="http://www.w3.org/1999/xlink" l:href="javascript:alert(1)"/>'))).toBe(false);
    expect(isSafeSvg(svg('<image xmlns:L="http://www.w3.org/1999/xlink" L:HREF="https://evil.example/a.png"/>'))).toBe(
      false,
    );
  });

  it('refuses an event handler under a prefix bound to a namespace that is not SVG', () => {
    expect(isSafeSvg(svg('<rect xmlns:e="urn:other" e:onclick="alert(1)"/>'))).toBe(false);
    expect(isSafeSvg(svg('<e:note xmlns:e="urn:other" onmouseover="alert(1)"/>'))).toBe(false);
  });

  it('refuses outside links, DTDs and entities, and style sheets that import', () => {
    expect(isSafeSvg(svg('<use href="https://evil.example/sprite.svg#x"/>'))).toBe(false);
    expect(isSafeSvg(`<!DOCTYPE svg [<!ENTITY x "y">]>${svg('<text>&x;</text>')}`)).toBe(false);
    expect(isSafeSvg(`<?xml-stylesheet href="https://evil.example/a.xsl" type="text/xsl"?>${svg('<rect/>')}`)).toBe(
      false,
    );
    expect(isSafeSvg(svg('<style>@import url(https://evil.example/a.css);</style>'))).toBe(false);
    expect(isSafeSvg(svg('<rect style="fill: url(https://evil.example/track.png)"/>'))).toBe(false);
    expect(isSafeSvg(svg('<rect fill="url(https://evil.example/track.svg#p)"/>'))).toBe(false);
  });

  it('refuses an import hidden in a CDATA style sheet, or spelled with CSS escapes', () => {
    expect(isSafeSvg(svg('<style><![CDATA[@import "https://evil.example/a.css";]]></style>'))).toBe(false);
    expect(
      isSafeSvg(
        svg('<style type="text/css"><![CDATA[ .a { fill: red } ]]>@\\69mport "https://evil.example/a.css";</style>'),
      ),
    ).toBe(false);
    expect(isSafeSvg(svg('<style>.a { background: image-set("https://evil.example/t.png" 1x) }</style>'))).toBe(false);
  });

  it('refuses markup hidden in a comment or CDATA, which an HTML page inlining the file would read as tags', () => {
    expect(isSafeSvg(svg('<!--><img src="x" onerror="alert(1)">-->'))).toBe(false);
    expect(isSafeSvg(svg('<title><![CDATA[><img src="x" onerror="alert(1)">]]></title>'))).toBe(false);
  });

  it('refuses a file that is not well-formed XML', () => {
    expect(isSafeSvg(svg('<rect>'))).toBe(false);
    expect(isSafeSvg(svg('<rect width=10/>'))).toBe(false);
    expect(isSafeSvg(svg('<rect x:width="1"/>'))).toBe(false);
    expect(isSafeSvg(svg('<text>&nbsp;</text>'))).toBe(false);
    expect(isSafeSvg(svg('<use href="java&colon;script:alert(1)"/>'))).toBe(false);
    expect(isSafeSvg(`${svg('<rect/>')}<svg xmlns="http://www.w3.org/2000/svg"/>`)).toBe(false);
    expect(isSafeSvg('<svg xmlns="http://www.w3.org/2000/svg"><rect/>')).toBe(false);
  });
});
