import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { AppSiteKeyView, ExternalAppView } from '@cellar/shared/site/plugins';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { PluginRoute } from './plugin-route.tsx';
import { PluginsRoute } from './plugins-route.tsx';

const widget: ExternalAppView = {
  id: 3,
  type: 'WIDGET',
  name: 'Tasting widget',
  description: 'Books tastings',
  logoUrl: null,
  url: 'https://widget.example',
  configuration: '{}',
  valid: true,
  updatedAt: '2026-11-27T10:00:00.000Z',
};
const key = (id: number, position: number): AppSiteKeyView => ({
  id,
  type: 'WIDGET',
  key: `key-${id}`,
  value: `value-${id}`,
  valid: true,
  position,
  updatedAt: '2026-11-27T10:00:00.000Z',
});

describe('the plugins screens', () => {
  it('list the applications the site can add, and say when there is no site key', async () => {
    const api = fakeApi({
      adminExternalApps: () => ({ list: [widget] }),
      adminSiteKeys: () => ({ list: [] }),
    });
    renderScreen(<PluginsRoute />, { api: api.client, path: '/plugins', pattern: '/plugins' });
    expect(await screen.findByTestId('plugin-WIDGET')).toHaveTextContent('Tasting widget');
    expect(await screen.findByTestId('site-keys-empty')).toHaveTextContent('No site key.');
  });

  it('say the applications could not be loaded rather than showing none', async () => {
    const api = fakeApi({
      adminExternalApps: () => {
        throw new ApiError(500, 'Server error');
      },
      adminSiteKeys: () => ({ list: [] }),
    });
    renderScreen(<PluginsRoute />, { api: api.client, path: '/plugins', pattern: '/plugins' });
    expect(await screen.findByTestId('plugins-error')).toBeInTheDocument();
    expect(screen.queryByTestId('plugins-empty')).not.toBeInTheDocument();
  });

  it('move an application’s key down and switch one off', async () => {
    const api = fakeApi({
      adminExternalApps: () => ({ list: [widget] }),
      adminAppSiteKeys: () => ({ list: [key(1, 0), key(2, 1)] }),
      adminAppSiteKeyOrder: () => ({ list: [key(2, 0), key(1, 1)] }),
      adminAppSiteKeyAction: () => ({ ...key(2, 1), valid: false }),
    });
    renderScreen(<PluginRoute />, { api: api.client, path: '/plugins/3', pattern: '/plugins/:id' });
    await userEvent.click(await screen.findByTestId('app-key-down-1'));
    await waitFor(() =>
      expect(api.call).toHaveBeenCalledWith('adminAppSiteKeyOrder', { params: { id: 1 }, body: { position: 1 } }),
    );
    await userEvent.click(screen.getByTestId('app-key-valid-2'));
    await waitFor(() =>
      expect(api.call).toHaveBeenCalledWith('adminAppSiteKeyAction', { params: { action: 'invalid', id: 2 } }),
    );
  });

  it('say "Key cannot be empty" in French before adding a key', async () => {
    const api = fakeApi({
      adminExternalApps: () => ({ list: [widget] }),
      adminAppSiteKeys: () => ({ list: [] }),
    });
    renderScreen(<PluginRoute />, { api: api.client, lang: 'fr_FR', path: '/plugins/3', pattern: '/plugins/:id' });
    await userEvent.click(await screen.findByTestId('app-key-add'));
    await userEvent.click(await screen.findByTestId('key-submit'));
    expect(await screen.findByText('La clé ne peut pas être vide')).toBeInTheDocument();
    expect(api.call).not.toHaveBeenCalledWith('adminAppSiteKeyCreate', expect.anything());
  });
});
