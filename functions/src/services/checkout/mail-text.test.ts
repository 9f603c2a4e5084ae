import { describe, expect, it } from 'vitest';
import { shopperText } from './mail-text.ts';

describe('shopper-typed text in a mail we send', () => {
  it('leaves no link a mail reader would follow: addresses, bare domains and e-mails are defanged', () => {
    expect(shopperText('Claim your prize at https://evil.example/win')).toBe(
      'Claim your prize at https[:]//evil[.]example/win',
    );
    expect(shopperText('go to www.evil.com now')).toBe('go to www[.]evil[.]com now');
    expect(shopperText('bit.ly/abc')).toBe('bit[.]ly/abc');
    expect(shopperText('write to boss@evil.com')).toBe('write to boss [at] evil[.]com');
    expect(shopperText('javascript://x')).toBe('javascript[:]//x');
  });

  it('keeps what a shopper writes to a winemaker readable: prices, initials, sentences', () => {
    expect(shopperText('M. Dupont, 12.50 € per bottle. Thanks!')).toBe('M. Dupont, 12.50 € per bottle. Thanks!');
    expect(shopperText('Léa Martin')).toBe('Léa Martin');
  });

  it('keeps a message’s line breaks but not a name’s, and drops control and direction characters', () => {
    expect(shopperText('Hello\r\nSecond line', { multiline: true })).toBe('Hello\nSecond line');
    expect(shopperText('Léa\nSubject: urgent')).toBe('Léa Subject: urgent');
    expect(shopperText('abc\u202egnp.exe\u0007')).toBe('abc gnp[.]exe ');
  });
});
