import { describe, expect, it } from 'vitest';
import {
  contentLangFromPath,
  contentLangPath,
  interfaceLangOf,
  pathLangPrefix,
  stripContentLang,
  switchContentLangPath,
} from './content-lang.ts';
import { parseLang } from './lang.ts';

describe('the content language of a storefront path', () => {
  it('is the prefix of any language code, and French for an unprefixed path', () => {
    expect(contentLangFromPath('/de_DE/product/3')).toBe('de_DE');
    expect(contentLangFromPath('/en_US')).toBe('en_US');
    expect(contentLangFromPath('/es_ES?page=2')).toBe('es_ES');
    expect(contentLangFromPath('/')).toBe('fr_FR');
    expect(contentLangFromPath('/le-domaine')).toBe('fr_FR');
    expect(pathLangPrefix('/le-domaine')).toBeNull();
    // A page's url is lower-case: never a language.
    expect(pathLangPrefix('/de_de/x')).toBeNull();
    expect(pathLangPrefix('/de_DEX')).toBeNull();
  });

  it('strips and adds the prefix, the query kept, none for French', () => {
    expect(stripContentLang('/de_DE/products')).toBe('/products');
    expect(stripContentLang('/de_DE')).toBe('/');
    expect(stripContentLang('/products')).toBe('/products');
    expect(contentLangPath('de_DE', '/')).toBe('/de_DE');
    expect(contentLangPath('de_DE', '/?page=2')).toBe('/de_DE?page=2');
    expect(contentLangPath('de_DE', '/product/3')).toBe('/de_DE/product/3');
    expect(contentLangPath('fr_FR', '/product/3')).toBe('/product/3');
    expect(switchContentLangPath('/de_DE/product/3', '?x=1', 'es_ES')).toBe('/es_ES/product/3?x=1');
    expect(switchContentLangPath('/es_ES', '', 'fr_FR')).toBe('/');
  });

  it('reads the interface in French for French, in English for any other language', () => {
    expect(interfaceLangOf('fr_FR')).toBe('fr_FR');
    expect(interfaceLangOf('fr_BE')).toBe('fr_FR');
    expect(interfaceLangOf('en_US')).toBe('en_US');
    expect(interfaceLangOf('de_DE')).toBe('en_US');
  });
});

describe('the interface language of a userLang', () => {
  it('is English for a language the storefront has no catalogue for, French for French and anything unknown', () => {
    expect(parseLang('de_DE')).toBe('en_US');
    expect(parseLang('fr_BE')).toBe('fr_FR');
    expect(parseLang('en_US')).toBe('en_US');
    expect(parseLang('<script>')).toBe('fr_FR');
    expect(parseLang(undefined)).toBe('fr_FR');
  });
});
