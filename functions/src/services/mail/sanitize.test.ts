import { describe, expect, it } from 'vitest';
import { sanitizeMailHtml } from './sanitize.ts';

describe('the mail HTML allow-list', () => {
  it('removes scripts, event handlers, forms, frames and script URLs', () => {
    const dirty =
      '<p onclick="x()">Hi<script>alert(1)</script></p><iframe src="https://x"></iframe><form><input></form><a href="javascript:alert(1)">go</a><img src="http://x/p.png"><a href="//evil.example">p</a>';
    expect(sanitizeMailHtml(dirty)).toBe('<p>Hi</p><a>go</a><img /><a>p</a>');
  });

  it('keeps text formatting, tables, links and safe styles, and the template’s tags', () => {
    const model =
      '<table><tbody>{{#lines}}<tr><td align="right" style="color:#333;position:fixed">{{total}}</td></tr>{{/lines}}</tbody></table><p><a href="{{trackingLink}}">Track</a> <a href="mailto:a@b.c">m</a></p>';
    expect(sanitizeMailHtml(model)).toBe(
      '<table><tbody>{{#lines}}<tr><td align="right" style="color:#333">{{total}}</td></tr>{{/lines}}</tbody></table><p><a href="{{trackingLink}}">Track</a> <a href="mailto:a@b.c">m</a></p>',
    );
  });
});
