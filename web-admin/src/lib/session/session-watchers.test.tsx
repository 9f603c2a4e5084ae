import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render.tsx';
import { readCookie, writeCookie } from './cookies.ts';
import { emitSessionEvent } from './events.ts';
import { TwoSitesWatcher, UnauthorizedRedirect } from './session-watchers.tsx';
import { getSession, readToken, resetSessionForTests, shouldSendRequest, startSession } from './session-store.ts';

afterEach(() => resetSessionForTests());

describe('session watchers', () => {
  it('ends the session on a 401 and opens /login?redirect=<current path>', async () => {
    startSession('jwt', 1);
    renderScreen(<UnauthorizedRedirect />, { path: '/user?page=2', pattern: '/user', lang: 'fr_FR' });
    act(() => emitSessionEvent('unauthorized', {}));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?redirect=%2Fuser%3Fpage%3D2');
    expect(readToken()).toBeUndefined();
  });

  it('asks which site to stay on when another window switched site, and keeps this one', async () => {
    startSession('jwt', 1);
    writeCookie('idSite', '2'); // another window chose site 2
    renderScreen(<TwoSitesWatcher />, { lang: 'en_US' });
    act(() => {
      expect(shouldSendRequest()).toBe(false);
    });
    expect(await screen.findByText('Two websites are open')).toBeInTheDocument();
    expect(
      screen.getByText(/This window works on “Site #1”, another window switched to “Site #2”/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('two-sites-stay'));
    expect(readCookie('idSite')).toBe('1');
    expect(shouldSendRequest()).toBe(true);
  });

  it('can follow the other window instead', async () => {
    startSession('jwt', 1);
    writeCookie('idSite', '2');
    renderScreen(<TwoSitesWatcher />, { lang: 'en_US' });
    act(() => {
      shouldSendRequest();
    });
    await userEvent.click(await screen.findByTestId('two-sites-switch'));
    expect(getSession().selectedSite).toBe(2);
    expect(shouldSendRequest()).toBe(true);
  });
});
