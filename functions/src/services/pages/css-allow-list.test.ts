import { describe, expect, it } from 'vitest';
import { isAllowedProperty, sanitizeCss } from './css-allow-list.ts';

describe('the CSS allow-list', () => {
  it('keeps declarations of allowed properties, written one way', () => {
    expect(
      sanitizeCss(
        'COLOR: #7b1e3a ;background-color:rgba(0,0,0,.5);font-family: "Playfair Display", serif; border-radius: 8px; ' +
          'padding-top: 12px; margin: 0 auto; display: flex; gap: 1rem; justify-content: center; align-items: center; ' +
          'flex-wrap: wrap; grid-template-columns: repeat(3, 1fr); width: calc(100% - 2rem); aspect-ratio: 16 / 9; ' +
          'box-shadow: 0 1px 2px #0003; opacity: .9; object-fit: cover; text-align: center; letter-spacing: .02em',
      ).split('\n'),
    ).toEqual([
      'color: #7b1e3a;',
      'background-color: rgba(0,0,0,.5);',
      'font-family: "Playfair Display", serif;',
      'border-radius: 8px;',
      'padding-top: 12px;',
      'margin: 0 auto;',
      'display: flex;',
      'gap: 1rem;',
      'justify-content: center;',
      'align-items: center;',
      'flex-wrap: wrap;',
      'grid-template-columns: repeat(3, 1fr);',
      'width: calc(100% - 2rem);',
      'aspect-ratio: 16 / 9;',
      'box-shadow: 0 1px 2px #0003;',
      'opacity: .9;',
      'object-fit: cover;',
      'text-align: center;',
      'letter-spacing: .02em;',
    ]);
  });

  it('drops properties that load something or move a block over the shop', () => {
    for (const property of [
      'background',
      'background-image',
      'position',
      'z-index',
      'content',
      'cursor',
      'behavior',
      '-moz-binding',
      'list-style-image',
      'mask',
      'filter',
      'border-image',
      'border-image-source',
      '--x',
      'src',
    ])
      expect(isAllowedProperty(property), property).toBe(false);
    expect(sanitizeCss('position: fixed; z-index: 9999; top: 0; background: red; content: "x"')).toBe('');
  });

  it('drops a declaration whose value could load or run something', () => {
    const hostile = [
      'color: url(javascript:alert(1))',
      'color: URL( "https://evil.example/x.png" )',
      'width: expression(alert(1))',
      'width: EXPRESSION (alert(1))',
      'color: javascript:alert(1)',
      'color: vbscript:x',
      'border: 1px solid image-set("x.png" 1x)',
      'border: -webkit-image-set("x.png" 1x)',
      'color: red\\;background:url(x)',
      'color: \\75 rl(x)',
      'font-family: "</style><script>alert(1)</script>"',
      'color: <b>',
      'color: red !important}body{color:blue',
      'color: red /* hidden */',
      'color: @import',
      'color: "unbalanced',
      'color: red\u0000',
      `width: ${'9'.repeat(400)}px`,
      'color:',
      ': red',
      'color red',
    ];
    for (const declaration of hostile) expect(sanitizeCss(declaration), declaration).toBe('');
  });

  it('judges each declaration alone: a rule, an at-rule or a comment loses what it touches, not the rest', () => {
    expect(sanitizeCss('color: red; } body { display: none; } a { color: blue; width: 10px')).toBe(
      'color: red;\nwidth: 10px;',
    );
    expect(sanitizeCss('@import url(x.css); color: red')).toBe('color: red;');
    // A declaration a comment touches goes, even an allowed one.
    expect(sanitizeCss('color: red; /* ; */ width: 1px; /* x */ height: 2px; opacity: 1')).toBe(
      'color: red;\nopacity: 1;',
    );
    expect(sanitizeCss('@font-face { font-family: x; src: url(x) } opacity: 1; color: blue')).toBe('color: blue;');
  });

  it('accepts nothing at all', () => {
    expect(sanitizeCss('')).toBe('');
    expect(sanitizeCss(' ; ;; ')).toBe('');
  });
});
