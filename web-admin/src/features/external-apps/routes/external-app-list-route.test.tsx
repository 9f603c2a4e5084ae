import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { ExternalAppListRoute } from './external-app-list-route.tsx';

function renderList(lang: 'fr_FR' | 'en_US' = 'en_US') {
  const api = fakeApi({
    adminExternalApps: () => ({ list: [] }),
    adminExternalAppCreate: ({ body }) => ({ ...(body as object), id: 1, updatedAt: '' }),
  });
  renderScreen(<ExternalAppListRoute />, {
    api: api.client,
    lang,
    path: '/superAdmin/externApp',
    pattern: '/superAdmin/externApp',
  });
  return api;
}

describe('the external applications’ catalogue (/superAdmin/externApp)', () => {
  it('says "Invalid JSON configuration" in French before sending anything', async () => {
    const api = renderList('fr_FR');
    expect(await screen.findByTestId('external-apps-empty')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('external-app-add'));
    await userEvent.type(await screen.findByTestId('external-app-name'), 'Widget');
    await userEvent.type(screen.getByTestId('external-app-type'), 'WIDGET');
    await userEvent.clear(screen.getByTestId('external-app-configuration'));
    await userEvent.type(screen.getByTestId('external-app-configuration'), 'not json');
    await userEvent.click(screen.getByTestId('external-app-submit'));
    expect(await screen.findByText('Configuration JSON invalide')).toBeInTheDocument();
    expect(api.call).not.toHaveBeenCalledWith('adminExternalAppCreate', expect.anything());
  });

  it('adds an application with its type and addresses', async () => {
    const api = renderList();
    await userEvent.click(await screen.findByTestId('external-app-add'));
    await userEvent.type(await screen.findByTestId('external-app-name'), 'Widget');
    await userEvent.type(screen.getByTestId('external-app-type'), 'WIDGET');
    await userEvent.click(screen.getByTestId('external-app-submit'));
    await waitFor(() =>
      expect(api.call).toHaveBeenCalledWith('adminExternalAppCreate', {
        body: expect.objectContaining({ name: 'Widget', type: 'WIDGET', url: null, configuration: '{}' }),
      }),
    );
  });
});
