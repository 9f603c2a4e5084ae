import { describe, expect, it } from 'vitest';
import { decodeXml, elements, escapeXml, textOf } from './xml.ts';

describe('the SOAP XML helpers', () => {
  it('escapes what would break an element', () => {
    expect(escapeXml(`Tom & Jerry's <"shop">`)).toBe('Tom &amp; Jerry&apos;s &lt;&quot;shop&quot;&gt;');
  });

  it('finds elements with or without a namespace prefix, empty ones included', () => {
    const xml = '<a:list><a:item>1</a:item><item x="y">2</item><item/><itemized>no</itemized></a:list>';
    expect(elements(xml, 'item')).toEqual(['1', '2', '']);
  });

  it('reads an element text decoded and trimmed', () => {
    expect(textOf('<r><v>  CAF&#xC9; &amp; TABAC  </v></r>', 'v')).toBe('CAFÉ & TABAC');
    expect(textOf('<r/>', 'v')).toBeNull();
    expect(decodeXml('<![CDATA[a < b]]>')).toBe('a < b');
  });
});
