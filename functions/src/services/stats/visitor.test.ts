import { describe, expect, it } from 'vitest';
import { departmentOf, deviceOf, isBot, languageOf, referrerHost, visitorHash } from './visitor.ts';

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

describe('visitor hash', () => {
  it('is the same visitor all day for one address and browser', () => {
    expect(visitorHash('monday', 1, '198.51.100.7', firefox)).toBe(visitorHash('monday', 1, '198.51.100.7', firefox));
  });

  it('is another visitor the next day (the secret rotates), on another site, or with another browser', () => {
    const monday = visitorHash('monday', 1, '198.51.100.7', firefox);
    expect(visitorHash('tuesday', 1, '198.51.100.7', firefox)).not.toBe(monday);
    expect(visitorHash('monday', 2, '198.51.100.7', firefox)).not.toBe(monday);
    expect(visitorHash('monday', 1, '198.51.100.7', iphone)).not.toBe(monday);
  });

  it('does not contain the address', () => {
    expect(visitorHash('monday', 1, '198.51.100.7', firefox)).not.toContain('198');
  });
});

describe('bot filter', () => {
  it('does not count obvious robots and command-line clients', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/126.0 Safari/537.36',
      'facebookexternalhit/1.1',
      'curl/8.5.0',
      'python-requests/2.32',
      '',
    ])
      expect(isBot(agent), agent).toBe(true);
  });

  it('counts browsers', () => {
    expect(isBot(firefox)).toBe(false);
    expect(isBot(iphone)).toBe(false);
  });
});

describe('what a page view tells', () => {
  it('keeps the referrer’s host only, Direct when there is none', () => {
    expect(referrerHost('https://www.google.com/search?q=wine')).toBe('www.google.com');
    expect(referrerHost(undefined)).toBe('Direct');
    expect(referrerHost('javascript:alert(1)')).toBe('Direct');
    expect(referrerHost('not a url')).toBe('Direct');
  });

  it('reads language and country from the browser language', () => {
    expect(languageOf('fr-FR')).toEqual({ language: 'fr', country: 'FR' });
    expect(languageOf('en')).toEqual({ language: 'en', country: 'unknown' });
    expect(languageOf(undefined)).toEqual({ language: 'unknown', country: 'unknown' });
  });

  it('guesses the device from the user agent when the page did not say', () => {
    expect(deviceOf(iphone)).toBe('mobile');
    expect(deviceOf(firefox)).toBe('desktop');
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X)')).toBe('tablet');
  });

  it('finds the département of a French postal code, the country abroad', () => {
    expect(departmentOf('75011', 'FR')).toBe('75');
    expect(departmentOf('20000', 'FR')).toBe('2A');
    expect(departmentOf('20200', 'FR')).toBe('2B');
    expect(departmentOf('97400', 'FR')).toBe('974');
    expect(departmentOf('1000', 'BE')).toBe('BE');
    expect(departmentOf('', 'FR')).toBe('unknown');
  });
});
