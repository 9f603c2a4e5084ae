import { useSyncExternalStore } from 'react';
import type { Lang } from '@cellar/shared/i18n/lang';
import { cookieNames, readCookie, removeCookie, writeCookie } from './cookies.ts';
import { canSend, noSite } from './site-selection.ts';
import { emitSessionEvent } from './events.ts';

/** What this window holds besides the cookies every window shares. */
export interface SessionState {
  /** The site this window works on (`-1`: none yet). Kept per tab, so two tabs may differ. */
  selectedSite: number;
  /** A super-admin viewing the menu as an ordinary administrator (spec 1 §4). */
  showMenuAsAdmin: boolean;
  /** Ctrl/Cmd + Shift + O: show the names of inputs (help messages). */
  showInputNames: boolean;
}

const selectedSiteKey = 'cellar.selectedSite';
const menuAsAdminKey = 'cellar.showMenuAsAdmin';

function storage(kind: 'session' | 'local'): Storage | undefined {
  try {
    return kind === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function initialState(): SessionState {
  const stored = storage('session')?.getItem(selectedSiteKey);
  const fromCookie = readSiteCookie();
  const selectedSite =
    stored !== null && stored !== undefined && /^-?\d+$/.test(stored) ? Number(stored) : (fromCookie ?? noSite);
  return { selectedSite, showMenuAsAdmin: storage('local')?.getItem(menuAsAdminKey) === 'true', showInputNames: false };
}

let state: SessionState | undefined;
const subscribers = new Set<() => void>();

export function getSession(): SessionState {
  state ??= initialState();
  return state;
}

function update(patch: Partial<SessionState>): void {
  state = { ...getSession(), ...patch };
  if (patch.selectedSite !== undefined) storage('session')?.setItem(selectedSiteKey, String(patch.selectedSite));
  if (patch.showMenuAsAdmin !== undefined) storage('local')?.setItem(menuAsAdminKey, String(patch.showMenuAsAdmin));
  for (const notify of [...subscribers]) notify();
}

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  return () => {
    subscribers.delete(notify);
  };
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

export function readToken(): string | undefined {
  return readCookie(cookieNames.token) || undefined;
}

export function readSiteCookie(): number | undefined {
  const raw = readCookie(cookieNames.idSite);
  return raw !== undefined && /^-?\d+$/.test(raw) ? Number(raw) : undefined;
}

/** Login (spec 1 §4): the token and site cookies, and this window works on that site. */
export function startSession(token: string, idSite: number): void {
  writeCookie(cookieNames.token, token);
  writeCookie(cookieNames.idSite, String(idSite));
  removeCookie(cookieNames.previousIdSite);
  removeCookie(cookieNames.previousUserLang);
  update({ selectedSite: idSite, showMenuAsAdmin: false });
}

/** Logout (spec 1 §4): the token and site cookies go; user info is cleared by the caller's cache. */
export function endSession(): void {
  removeCookie(cookieNames.token);
  removeCookie(cookieNames.idSite);
  update({ selectedSite: noSite, showMenuAsAdmin: false });
}

/** The site selector: this window and the shared cookie move to `idSite`. */
export function chooseSite(idSite: number): void {
  writeCookie(cookieNames.idSite, String(idSite));
  update({ selectedSite: idSite });
}

/** Two windows, two sites: this window follows the cookie's site. */
export function followCookieSite(): void {
  const site = readSiteCookie();
  if (site !== undefined) update({ selectedSite: site });
}

/** Before signing in: this window holds no site until the login answers one. */
export function forgetSiteSelection(): void {
  if (getSession().selectedSite !== noSite) update({ selectedSite: noSite });
}

export function setShowMenuAsAdmin(value: boolean): void {
  update({ showMenuAsAdmin: value });
}

export function toggleInputNames(): void {
  update({ showInputNames: !getSession().showInputNames });
}

/**
 * Entering the super-admin layout (spec 1 §4): the site becomes 0 and the data language fr_FR while
 * it is shown; the previous ones are kept in cookies. Idempotent, so layouts call it as they render,
 * before their screens send anything.
 */
export function enterSuperAdminArea(): void {
  if (readCookie(cookieNames.previousIdSite) === undefined) {
    writeCookie(cookieNames.previousIdSite, readCookie(cookieNames.idSite) ?? String(noSite));
    writeCookie(cookieNames.previousUserLang, readCookie(cookieNames.userLang) ?? 'fr_FR');
  }
  if (readCookie(cookieNames.idSite) !== '0') writeCookie(cookieNames.idSite, '0');
  if (readCookie(cookieNames.userLang) !== 'fr_FR') writeCookie(cookieNames.userLang, 'fr_FR');
  if (getSession().selectedSite !== 0) update({ selectedSite: 0 });
}

/** Entering the admin layout (or a sign-in screen): the site saved by the super-admin layout comes back. Idempotent. */
export function enterAdminArea(): void {
  const previousSite = readCookie(cookieNames.previousIdSite);
  if (previousSite === undefined) return;
  const previousLang = readCookie(cookieNames.previousUserLang);
  removeCookie(cookieNames.previousIdSite);
  removeCookie(cookieNames.previousUserLang);
  if (previousLang === 'fr_FR' || previousLang === 'en_US') writeCookie(cookieNames.userLang, previousLang);
  const site = Number(previousSite);
  if (Number.isInteger(site) && site > 0) {
    writeCookie(cookieNames.idSite, String(site));
    update({ selectedSite: site });
  }
}

/** Outside the super-admin layout, the language of messages (`userLang`) follows the screen's. */
export function followScreenLang(lang: Lang): void {
  if (readCookie(cookieNames.userLang) !== lang) writeCookie(cookieNames.userLang, lang);
}

/**
 * The API client asks before each request (spec 1 §4): dropped, with a `twoSiteOpen` event, when
 * another window has switched the shared site cookie.
 */
export function shouldSendRequest(): boolean {
  const mine = getSession().selectedSite;
  const cookie = readSiteCookie();
  if (canSend(mine, cookie)) return true;
  emitSessionEvent('twoSiteOpen', { mine, other: cookie ?? noSite });
  return false;
}

/** Headers of every call (spec 1 §7). */
export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  headers.idSite = String(readSiteCookie() ?? 0);
  headers.userLang = readCookie(cookieNames.userLang) === 'en_US' ? 'en_US' : 'fr_FR';
  return headers;
}

/** For tests: forget the in-memory state. */
export function resetSessionForTests(): void {
  state = undefined;
  storage('session')?.removeItem(selectedSiteKey);
  storage('local')?.removeItem(menuAsAdminKey);
  for (const name of Object.values(cookieNames)) removeCookie(name);
}
