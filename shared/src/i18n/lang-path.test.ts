import { describe, expect, it } from 'vitest';
import { langFromPath, localePath, stripLang, switchLangPath } from './lang-path.ts';

describe('bilingual paths', () => {
  it('reads English from the /en_US prefix and French everywhere else', () => {
    expect(langFromPath('/en_US')).toBe('en_US');
    expect(langFromPath('/en_US/user')).toBe('en_US');
    expect(langFromPath('/user')).toBe('fr_FR');
    expect(langFromPath('/en_USA')).toBe('fr_FR');
    expect(langFromPath('/')).toBe('fr_FR');
  });

  it('builds French links without a prefix and English ones under /en_US', () => {
    expect(localePath('fr_FR', '/user')).toBe('/user');
    expect(localePath('en_US', '/user')).toBe('/en_US/user');
    expect(localePath('en_US', '/')).toBe('/en_US');
    expect(localePath('en_US', '/login?redirect=%2Fuser')).toBe('/en_US/login?redirect=%2Fuser');
  });

  it('switches a screen to the other language keeping its path and query', () => {
    expect(stripLang('/en_US/user/add')).toBe('/user/add');
    expect(stripLang('/en_US')).toBe('/');
    expect(switchLangPath('/user', '?page=2', 'en_US')).toBe('/en_US/user?page=2');
    expect(switchLangPath('/en_US/user', '', 'fr_FR')).toBe('/user');
    expect(switchLangPath('/en_US', '', 'fr_FR')).toBe('/');
  });
});
