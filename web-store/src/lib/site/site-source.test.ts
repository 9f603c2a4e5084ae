import { beforeEach, describe, expect, it } from 'vitest';
import { forgetRequestedSite, siteSource, siteStorageKey, siteToShow } from './site-source.ts';

describe('which site the storefront shows', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps ?site=<id> for the rest of the visit, as a request', () => {
    expect(siteSource({ search: '?site=7', hostname: 'shop.example' })).toEqual({ host: 'shop.example', requested: 7 });
    expect(window.sessionStorage.getItem(siteStorageKey)).toBe('7');
    expect(siteSource({ search: '?page=2', hostname: 'shop.example' })).toEqual({ host: 'shop.example', requested: 7 });
    expect(siteSource({ search: '?site=8', hostname: 'shop.example' })).toEqual({ host: 'shop.example', requested: 8 });
    forgetRequestedSite();
    expect(siteSource({ search: '', hostname: 'shop.example' })).toEqual({ host: 'shop.example', requested: null });
  });

  it('always asks the API about a host name: a site domain or <slug>.localhost wins over ?site', () => {
    expect(siteSource({ search: '', hostname: 'www.domaine-des-lilas.fr' })).toEqual({
      host: 'www.domaine-des-lilas.fr',
      requested: null,
    });
    expect(siteSource({ search: '?site=abc', hostname: 'Domaine-des-Lilas.localhost' })).toEqual({
      host: 'domaine-des-lilas.localhost',
      requested: null,
    });
  });

  it('asks nothing about localhost or an IP address: ?site alone decides there', () => {
    expect(siteSource({ search: '', hostname: 'localhost' })).toEqual({ host: null, requested: null });
    expect(siteSource({ search: '?site=1', hostname: '127.0.0.1' })).toEqual({ host: null, requested: 1 });
    expect(siteSource({ search: '', hostname: '[::1]' })).toEqual({ host: null, requested: 1 });
  });

  it("shows a producer's own domain as its own shop, whatever ?site= asks", () => {
    const onOwnDomain = { host: 'www.domaine-des-lilas.fr', requested: 7 };
    expect(siteToShow(onOwnDomain, { idSite: 1 })).toBe(1);
    expect(siteToShow(onOwnDomain, 'pending')).toBeNull();
    // The shared storefront address names no site: there, ?site= chooses.
    expect(siteToShow({ host: 'd123.cloudfront.net', requested: 7 }, 'namesNoSite')).toBe(7);
    expect(siteToShow({ host: null, requested: 2 }, 'pending')).toBe(2);
    expect(siteToShow({ host: null, requested: null }, 'namesNoSite')).toBeNull();
  });
});
