import { beforeEach, describe, expect, it } from 'vitest';
import { siteSource, siteStorageKey } from './site-source.ts';

describe('which site the storefront shows', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('takes ?site=<id> first, and keeps it for the rest of the visit', () => {
    expect(siteSource({ search: '?site=7', hostname: 'shop.example' })).toEqual({ kind: 'id', idSite: 7 });
    expect(window.sessionStorage.getItem(siteStorageKey)).toBe('7');
    expect(siteSource({ search: '?page=2', hostname: 'shop.example' })).toEqual({ kind: 'id', idSite: 7 });
    expect(siteSource({ search: '?site=8', hostname: 'shop.example' })).toEqual({ kind: 'id', idSite: 8 });
  });

  it('asks the API about the host name otherwise: a site domain or <slug>.localhost', () => {
    expect(siteSource({ search: '', hostname: 'www.domaine-des-lilas.fr' })).toEqual({ kind: 'host', host: 'www.domaine-des-lilas.fr' });
    expect(siteSource({ search: '?site=abc', hostname: 'Domaine-des-Lilas.localhost' })).toEqual({ kind: 'host', host: 'domaine-des-lilas.localhost' });
  });

  it('finds no site on localhost or an IP address without ?site', () => {
    expect(siteSource({ search: '', hostname: 'localhost' })).toEqual({ kind: 'none' });
    expect(siteSource({ search: '', hostname: '127.0.0.1' })).toEqual({ kind: 'none' });
    expect(siteSource({ search: '', hostname: '[::1]' })).toEqual({ kind: 'none' });
  });
});
