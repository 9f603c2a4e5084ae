import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from './cookies.ts';
import { onSessionEvent } from './events.ts';
import {
  chooseSite,
  endSession,
  enterAdminArea,
  enterSuperAdminArea,
  followScreenLang,
  getSession,
  requestHeaders,
  resetSessionForTests,
  shouldSendRequest,
  startSession,
} from './session-store.ts';

afterEach(() => resetSessionForTests());

describe('session', () => {
  it('sets the token and site cookies at login and removes them at logout', () => {
    startSession('jwt', 1);
    expect(readCookie('token')).toBe('jwt');
    expect(readCookie('idSite')).toBe('1');
    expect(getSession().selectedSite).toBe(1);
    endSession();
    expect(readCookie('token')).toBeUndefined();
    expect(readCookie('idSite')).toBeUndefined();
    expect(getSession().selectedSite).toBe(-1);
  });

  it('sends the token, the site and the language on every call', () => {
    expect(requestHeaders()).toEqual({ idSite: '0', userLang: 'fr_FR' });
    startSession('jwt', 3);
    followScreenLang('en_US');
    expect(requestHeaders()).toEqual({ Authorization: 'Bearer jwt', idSite: '3', userLang: 'en_US' });
  });

  it('drops a request and raises twoSiteOpen when another window switched site', () => {
    startSession('jwt', 1);
    const seen = vi.fn();
    const stop = onSessionEvent('twoSiteOpen', seen);
    expect(shouldSendRequest()).toBe(true);
    writeCookie('idSite', '2'); // what another window's site selector does
    expect(shouldSendRequest()).toBe(false);
    expect(seen).toHaveBeenCalledWith({ mine: 1, other: 2 });
    chooseSite(1); // "stay on mine"
    expect(shouldSendRequest()).toBe(true);
    stop();
  });

  it('works on site 0 in fr_FR in the super-admin area and restores the previous site and language after', () => {
    startSession('jwt', 4);
    followScreenLang('en_US');
    enterSuperAdminArea();
    expect(readCookie('idSite')).toBe('0');
    expect(readCookie('userLang')).toBe('fr_FR');
    expect(readCookie('previousIdSite')).toBe('4');
    expect(readCookie('previousUserLang')).toBe('en_US');
    expect(getSession().selectedSite).toBe(0);
    enterSuperAdminArea(); // idempotent: the saved site stays 4
    expect(readCookie('previousIdSite')).toBe('4');

    enterAdminArea();
    expect(readCookie('idSite')).toBe('4');
    expect(readCookie('userLang')).toBe('en_US');
    expect(readCookie('previousIdSite')).toBeUndefined();
    expect(getSession().selectedSite).toBe(4);
  });
});
