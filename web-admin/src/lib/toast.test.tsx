import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast.ts';

function renderToasts() {
  render(
    <MantineProvider env="test">
      <Notifications />
    </MantineProvider>,
  );
}

describe('toasts', () => {
  afterEach(() => {
    act(() => notifications.clean());
    vi.restoreAllMocks();
  });

  it('shows a toast with a message and a known type', async () => {
    renderToasts();
    act(() => {
      expect(toast('success', 'User created')).toBe(true);
    });
    expect(await screen.findByText('User created')).toBeInTheDocument();
  });

  it('refuses an empty message and shows nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderToasts();
    act(() => {
      expect(toast('error', '')).toBe(false);
      expect(toast('error', '   ')).toBe(false);
      expect(toast('info', undefined)).toBe(false);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('refuses a type other than success, error, warning or info', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderToasts();
    act(() => {
      expect(toast('fatal' as never, 'Boom')).toBe(false);
    });
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
  });
});
