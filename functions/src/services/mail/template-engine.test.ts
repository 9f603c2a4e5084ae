import { describe, expect, it } from 'vitest';
import { renderHtml, renderSubject, TemplateRefused } from './template-engine.ts';

describe('the logic-less template engine', () => {
  it('escapes every variable', () => {
    expect(renderHtml('<p>{{firstname}}</p>', { firstname: '<img src=x onerror=alert(1)>"&' })).toBe(
      '<p>&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;&quot;&amp;</p>',
    );
  });

  it('refuses triple braces, unescaped tags, partials and delimiter changes instead of rendering them', () => {
    for (const source of ['{{{firstname}}}', '{{&firstname}}', '{{>footer}}', '{{=<% %>=}}'])
      expect(() => renderHtml(source, { firstname: '<b>' }), source).toThrow(TemplateRefused);
  });

  it('repeats a section for each line, with the line’s fields and the mail’s', () => {
    const html = renderHtml(
      '{{#lines}}<li>{{quantity}} × {{name}}{{#year}} {{year}}{{/year}} ({{shopName}})</li>{{/lines}}',
      {
        shopName: 'Lilas',
        lines: [
          { quantity: 2, name: 'Gamay', year: '2022' },
          { quantity: 1, name: 'Corkscrew', year: '' },
        ],
      },
    );
    expect(html).toBe('<li>2 × Gamay 2022 (Lilas)</li><li>1 × Corkscrew (Lilas)</li>');
  });

  it('runs no code: a function given as a variable is dropped, not called', () => {
    let called = false;
    const html = renderHtml('<p>{{#bold}}x{{/bold}}{{value}}</p>', {
      bold: () => (called = true),
      value: { toString: () => 'object' },
    });
    expect(html).toBe('<p></p>');
    expect(called).toBe(false);
  });

  it('renders a subject as one line of text, not HTML', () => {
    expect(
      renderSubject('{{shopName}} : commande {{n}}', { shopName: 'Vins & Co', n: '2026-000001\r\nBcc: x@y.z' }),
    ).toBe('Vins & Co : commande 2026-000001 Bcc: x@y.z');
  });
});
