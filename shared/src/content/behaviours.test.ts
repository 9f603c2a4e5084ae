import { describe, expect, it } from 'vitest';
import { popupIssues, popupShowsOn } from './popup.ts';
import { redirectionIssues, redirectionLookupPath, redirectionPath } from './redirection.ts';
import { scriptIssues, scriptOrigins } from './script-to-load.ts';

/** The rules of redirections, scripts to load and popups, as the admin form and the server apply them. */
describe('redirection rules', () => {
  const ok = { oldUrl: '/ancienne-boutique', target: '/products', statusCode: 301 };

  it('accepts a path to a path or to an https address, with any of the four codes', () => {
    for (const statusCode of [301, 302, 307, 308]) expect(redirectionIssues({ ...ok, statusCode })).toEqual({});
    expect(redirectionIssues({ ...ok, target: 'https://shop.example/new?x=1' })).toEqual({});
  });

  it('names each failing field with its message', () => {
    expect(redirectionIssues({})).toEqual({
      oldUrl: 'redirection.oldUrlRequired',
      target: 'redirection.targetRequired',
      statusCode: 'redirection.statusCode',
    });
    expect(redirectionIssues({ ...ok, oldUrl: 'https://other.example/x' }).oldUrl).toBe('redirection.oldUrlPath');
    expect(redirectionIssues({ ...ok, oldUrl: '//other.example/x' }).oldUrl).toBe('redirection.oldUrlPath');
    expect(redirectionIssues({ ...ok, oldUrl: '/media/logo.png' }).oldUrl).toBe('redirection.oldUrlReserved');
    expect(redirectionIssues({ ...ok, target: 'http://shop.example/' }).target).toBe('redirection.targetInvalid');
    expect(redirectionIssues({ ...ok, target: '/ancienne-boutique/' }).target).toBe('redirection.loop');
    expect(redirectionIssues({ ...ok, statusCode: 303 }).statusCode).toBe('redirection.statusCode');
  });

  it('compares paths as a browser sends them, without trailing slashes', () => {
    expect(redirectionPath('/Vins rouges/')).toBe('/Vins%20rouges');
    expect(redirectionPath('/')).toBe('/');
    expect(redirectionLookupPath('/boutique.php')).toBe('/boutique.php');
    expect(redirectionLookupPath('/le-domaine/')).toBe('/le-domaine');
    expect(redirectionLookupPath('/api/list')).toBeNull();
    expect(redirectionLookupPath('/cart')).toBeNull();
  });
});

describe('script rules', () => {
  it('needs an https source; a protocol-relative one is refused', () => {
    expect(scriptIssues({ src: 'https://cdn.example/a.js' })).toEqual({});
    expect(scriptIssues({}).src).toBe('script.srcRequired');
    expect(scriptIssues({ src: '//cdn.example/a.js' }).src).toBe('script.srcHttps');
    expect(scriptIssues({ src: 'http://cdn.example/a.js' }).src).toBe('script.srcHttps');
  });

  it('checks the integrity digest’s form and the attributes’ values', () => {
    const src = 'https://cdn.example/a.js';
    expect(scriptIssues({ src, integrity: `sha256-${'a'.repeat(43)}=` })).toEqual({});
    expect(scriptIssues({ src, integrity: `sha512-${'a'.repeat(86)}==` })).toEqual({});
    expect(scriptIssues({ src, integrity: 'sha1-abc' }).integrity).toBe('script.integrity');
    expect(scriptIssues({ src, crossorigin: 'yes', fetchpriority: 'urgent', referrerpolicy: 'never' })).toEqual({
      crossorigin: 'script.crossorigin',
      fetchpriority: 'script.fetchpriority',
      referrerpolicy: 'script.referrerpolicy',
    });
  });

  it('gives the CSP the origins of the sources, once each', () => {
    expect(scriptOrigins(['https://a.example/x.js', 'https://a.example/y.js', 'https://b.example:8443/z.js'])).toEqual([
      'https://a.example',
      'https://b.example:8443',
    ]);
  });
});

describe('popup rules', () => {
  const ok = { title: 'Fête', content: '<p>Venez</p>' };

  it('names each failing field with its message', () => {
    expect(popupIssues(ok)).toEqual({});
    expect(popupIssues({ content: '<p> </p>' })).toEqual({
      title: 'popup.titleRequired',
      content: 'popup.contentRequired',
    });
    expect(popupIssues({ ...ok, startDate: '2026-05-10', endDate: '2026-05-01' }).endDate).toBe('popup.endBeforeStart');
    expect(popupIssues({ ...ok, startDate: '10/05/2026' }).startDate).toBe('popup.dateInvalid');
    expect(popupIssues({ ...ok, delaySeconds: -1 }).delaySeconds).toBe('popup.delay');
    expect(popupIssues({ ...ok, delaySeconds: 1.5 }).delaySeconds).toBe('popup.delay');
    expect(popupIssues({ ...ok, pages: ['products'] }).pages).toBe('popup.pages');
    expect(popupIssues({ ...ok, frequency: 'DAILY' }).frequency).toBe('popup.frequency');
  });

  it('shows on its pages between its dates; on every page when it lists none', () => {
    const popup = {
      id: 1,
      title: 'Fête',
      startDate: '2026-05-01',
      endDate: '2026-05-31',
      delaySeconds: 0,
      pages: ['/products'],
      frequency: 'ONCE' as const,
      updatedAt: '',
    };
    expect(popupShowsOn(popup, '/products/', '2026-05-10')).toBe(true);
    expect(popupShowsOn(popup, '/', '2026-05-10')).toBe(false);
    expect(popupShowsOn(popup, '/products', '2026-06-01')).toBe(false);
    expect(popupShowsOn({ ...popup, pages: [] }, '/anything', '2026-05-31')).toBe(true);
  });
});
