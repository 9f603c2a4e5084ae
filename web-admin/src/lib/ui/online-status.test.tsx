import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render.tsx';
import { AlertZone } from '../../components/layout/alert-zone.tsx';
import { OnlineIndicator } from './online-status.tsx';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('online / offline (spec 1 §4)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows the browser: indicator in the top bar, a message in the alert zone while offline', () => {
    renderScreen(
      <>
        <OnlineIndicator />
        <AlertZone counters={{}} />
      </>,
    );
    expect(screen.getByTestId('online-indicator')).toHaveTextContent('Online');
    expect(screen.queryByTestId('offline-alert')).not.toBeInTheDocument();

    goOffline(true);
    expect(screen.getByTestId('online-indicator')).toHaveTextContent('Offline');
    expect(screen.getByTestId('offline-alert')).toHaveTextContent('You are offline');

    goOffline(false);
    expect(screen.getByTestId('online-indicator')).toHaveTextContent('Online');
    expect(screen.queryByTestId('alert-zone')).not.toBeInTheDocument();
  });
});
