import { describe, expect, it } from 'vitest';
import { mustacheTags, richEditorKeeps } from './rich-html.ts';

describe('which mail bodies the rich editor may hold', () => {
  it('keeps paragraphs, emphasis, lists and links with their variables', () => {
    expect(
      richEditorKeeps(
        '<p>Hello {{firstname}},</p><p><a href="{{link}}">{{link}}</a></p><ul><li><p><strong>{{orderNumber}}</strong></p></li></ul>',
      ),
    ).toBe(true);
    expect(richEditorKeeps('<p>Hello<br>{{shopName}}</p><h3>{{#message}}{{message}}{{/message}}</h3>')).toBe(true);
    expect(richEditorKeeps('')).toBe(true);
  });

  it('leaves to the HTML source a section between table rows, a section between blocks, and inline styles', () => {
    expect(richEditorKeeps('<table><tbody>{{#lines}}<tr><td>{{name}}</td></tr>{{/lines}}</tbody></table>')).toBe(false);
    expect(richEditorKeeps('{{#shopLink}}<p><a href="{{shopLink}}">Go</a></p>{{/shopLink}}')).toBe(false);
    expect(richEditorKeeps('<p style="color: red">Hello</p>')).toBe(false);
  });

  it('reads every mustache tag of a text in order', () => {
    expect(mustacheTags('<p>{{#lines}}{{name}} × {{quantity}}{{/lines}}</p>')).toEqual([
      '{{#lines}}',
      '{{name}}',
      '{{quantity}}',
      '{{/lines}}',
    ]);
  });
});
