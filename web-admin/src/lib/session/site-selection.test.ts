import { describe, expect, it } from 'vitest';
import { canSend, noSite } from './site-selection.ts';

describe('site selection rule', () => {
  it('lets a request go when this window has chosen no site', () => {
    expect(canSend(noSite, 4)).toBe(true);
  });

  it('lets a request go when this window works on the site of the cookie', () => {
    expect(canSend(1, 1)).toBe(true);
    expect(canSend(0, 0)).toBe(true);
  });

  it('drops a request when another window has switched to another site', () => {
    expect(canSend(1, 2)).toBe(false);
    expect(canSend(0, 1)).toBe(false);
  });

  it('lets a request go when the site cookie is gone (its 401 leads to the login screen)', () => {
    expect(canSend(1, undefined)).toBe(true);
  });
});
