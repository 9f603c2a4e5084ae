import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Lang } from '@cellar/shared/i18n/lang';
import type { ClientServerView } from '@cellar/shared/site/client-server';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { ClientServerListRoute } from './client-server-list-route.tsx';

const paris: ClientServerView = {
  id: 1,
  ip: '10.0.0.4',
  seats: 12,
  monitoringUrl: 'https://monitor.example.com/s4',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function renderList(
  path = '/superAdmin/clientServer',
  lang: Lang = 'en_US',
  extra: Parameters<typeof fakeApi>[0] = {},
) {
  let servers = [paris];
  const api = fakeApi({
    superAdminClientServers: () => ({ servers }),
    superAdminClientServerCreate: ({ body }) => {
      const made = { ...(body as ClientServerView), id: 2, updatedAt: '' };
      servers = [...servers, made];
      return made;
    },
    ...extra,
  });
  renderScreen(<ClientServerListRoute />, { api: api.client, lang, path, pattern: '/superAdmin/clientServer' });
  return api;
}

describe('the client servers screen', () => {
  it('lists each server with its seats and a link to its monitoring', async () => {
    renderList();
    const row = (await screen.findByText('10.0.0.4')).closest('tr')!;
    expect(within(row).getByText('12')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Open' })).toHaveAttribute('href', 'https://monitor.example.com/s4');
  });

  it('says the spec’s rule in French before sending a server without IP or seat', async () => {
    const api = renderList('/superAdmin/clientServer?add=1', 'fr_FR');
    const seats = await screen.findByTestId('client-server-seats');
    await userEvent.clear(seats);
    await userEvent.type(seats, '0');
    await userEvent.click(screen.getByTestId('client-server-submit'));
    const message = 'Le serveur doit avoir au moins une place et une IP non vide';
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(api.call).not.toHaveBeenCalledWith('superAdminClientServerCreate', expect.anything());
  });

  it('adds a server, and the list shows it', async () => {
    const api = renderList('/superAdmin/clientServer?add=1');
    await userEvent.type(await screen.findByTestId('client-server-ip'), '10.0.0.9');
    await userEvent.click(screen.getByTestId('client-server-submit'));
    await waitFor(() =>
      expect(api.call).toHaveBeenCalledWith('superAdminClientServerCreate', {
        body: { ip: '10.0.0.9', seats: 1, monitoringUrl: null },
      }),
    );
    expect(await screen.findByText('10.0.0.9')).toBeInTheDocument();
  });

  it('says so when the servers cannot be loaded', async () => {
    renderList('/superAdmin/clientServer', 'en_US', {
      superAdminClientServers: () => {
        throw new Error('down');
      },
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
