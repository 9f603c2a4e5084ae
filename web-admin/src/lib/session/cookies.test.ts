import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cookieDomain,
  localeCookieMaxAge,
  readCookie,
  removeCookie,
  writeCookie,
  writeLocaleCookie,
} from './cookies.ts';

describe('cookie domain', () => {
  it('drops the first label of a host with three labels or more', () => {
    expect(cookieDomain('admin.cellar.example')).toBe('cellar.example');
    expect(cookieDomain('admin.dev.cellar.example')).toBe('dev.cellar.example');
    expect(cookieDomain('Admin.Cellar.Example.')).toBe('cellar.example');
  });

  it('keeps host-only cookies for a host of one or two labels', () => {
    expect(cookieDomain('cellar.example')).toBeUndefined();
    expect(cookieDomain('intranet')).toBeUndefined();
  });

  it('never sets a domain for an IP address or localhost', () => {
    expect(cookieDomain('127.0.0.1')).toBeUndefined();
    expect(cookieDomain('192.168.1.20')).toBeUndefined();
    expect(cookieDomain('::1')).toBeUndefined();
    expect(cookieDomain('[::1]')).toBeUndefined();
    expect(cookieDomain('localhost')).toBeUndefined();
    expect(cookieDomain('admin.localhost')).toBeUndefined();
  });
});

describe('cookies', () => {
  afterEach(() => {
    removeCookie('token');
    removeCookie('idSite');
  });

  it('writes, reads and removes a session cookie', () => {
    writeCookie('token', 'a b=c');
    writeCookie('idSite', '3');
    expect(readCookie('token')).toBe('a b=c');
    expect(readCookie('idSite')).toBe('3');
    removeCookie('token');
    expect(readCookie('token')).toBeUndefined();
    expect(readCookie('idSite')).toBe('3');
  });

  it('reads a cookie among others without mistaking a longer name', () => {
    expect(readCookie('idSite', 'previousIdSite=1; idSite=2')).toBe('2');
    expect(readCookie('idSite', 'previousIdSite=1')).toBeUndefined();
  });
});

describe('the locale cookie (spec 1 §9)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    removeCookie('locale');
  });

  it('keeps the chosen language 365 days on path /', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });
    writeLocaleCookie('en_US');
    expect(localeCookieMaxAge).toBe(31_536_000);
    expect(written).toEqual([expect.stringMatching(/^locale=en_US; Max-Age=31536000; Path=\/; SameSite=Lax/)]);
    expect(readCookie('locale')).toBe('en_US');
  });
});
