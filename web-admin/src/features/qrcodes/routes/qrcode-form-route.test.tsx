import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { QrcodeView } from '@cellar/shared/content/qrcode';
import { AdminLayout } from '../../../components/layout/admin-layout.tsx';
import { resetSessionForTests } from '../../../lib/session/session-store.ts';
import { fakeApi, Providers, renderScreen, testQueryClient } from '../../../testing/render.tsx';
import { QrcodeAddRoute, QrcodeUpdateRoute } from './qrcode-form-route.tsx';

const door: QrcodeView = {
  id: 5,
  name: 'Cellar door',
  target: '/e-label/1',
  style: { foreground: '#7b1e3a', background: '#ffffff', level: 'Q', margin: 2 },
  token: 'AbCdEfGhIjKlMnOpQrStUv',
  address: 'http://localhost:5174/q/AbCdEfGhIjKlMnOpQrStUv?site=1',
  scans: 12,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const model = {
  id: 1,
  name: 'Bordeaux',
  style: { foreground: '#5a0f2e', background: '#fff8f0', level: 'H', margin: 3 },
};

function layoutApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    me: () => ({ id: 'u1', email: 'admin@domaine-des-lilas.fr', firstname: 'Anne', lastname: 'Lilas', role: 'ADMIN' }),
    siteInfo: () => ({ id: 1, name: 'Domaine des Lilas', functionalities: [] }),
    siteFunctionalities: () => ({ keys: [] }),
    adminOrders: () => ({ total: 0, orders: [] }),
    messages: () => ({ total: 0, messages: [] }),
    adminTranslationMissingNumber: () => ({ missing: 0 }),
    adminQrcodes: () => ({ list: [], total: 0, current: 1, models: [model] }),
    adminHelpMessages: () => ({
      list: [
        { id: 1, identifier: 'name', type: 'TEXT', message: 'The name only you see', updatedAt: '' },
        { id: 2, identifier: 'target', type: 'LINK', message: 'https://docs.example.com/qr', updatedAt: '' },
      ],
    }),
    ...extra,
  });
}

describe('the QR code form', () => {
  afterEach(() => resetSessionForTests());

  it('says each rule under its field', async () => {
    const api = layoutApi();
    renderScreen(<QrcodeAddRoute />, { api: api.client, path: '/qrcode/add', pattern: '/qrcode/add' });
    await userEvent.click(await screen.findByTestId('qrcode-submit'));
    expect(await screen.findByText('Name cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Target cannot be empty')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('qrcode-target'), 'http://example.com');
    await userEvent.tab();
    expect(await screen.findByText('The target must be a page of the site (/…) or an https address')).toBeVisible();
    expect(api.call).not.toHaveBeenCalledWith('adminQrcodeCreate', expect.anything());
  });

  it('fills the style from a model and sends it', async () => {
    const api = layoutApi({ adminQrcodeCreate: ({ body }) => ({ ...door, ...(body as object) }) });
    renderScreen(<QrcodeAddRoute />, { api: api.client, path: '/qrcode/add', pattern: '/qrcode/add' });
    await userEvent.type(await screen.findByTestId('qrcode-name'), 'Tasting room');
    await userEvent.type(screen.getByTestId('qrcode-target'), '/e-label/2');
    await userEvent.selectOptions(await screen.findByTestId('qrcode-model'), 'Bordeaux');
    expect(screen.getByTestId('qrcode-foreground')).toHaveValue('#5a0f2e');
    await userEvent.click(screen.getByTestId('qrcode-submit'));
    await waitFor(() =>
      expect(api.call).toHaveBeenCalledWith('adminQrcodeCreate', {
        body: {
          name: 'Tasting room',
          target: '/e-label/2',
          foreground: '#5a0f2e',
          background: '#fff8f0',
          level: 'H',
          margin: 3,
        },
      }),
    );
  });

  it('shows the tracked address of a saved QR code, its preview and its downloads', async () => {
    const api = layoutApi({ adminQrcode: () => door });
    renderScreen(<QrcodeUpdateRoute />, { api: api.client, path: '/qrcode/update/5', pattern: '/qrcode/update/:id' });
    expect(await screen.findByTestId('qrcode-address')).toHaveTextContent(door.address!);
    const preview = await screen.findByTestId('qrcode-preview');
    expect(decodeURIComponent(preview.getAttribute('src')!)).toContain('<svg');
    expect(decodeURIComponent(preview.getAttribute('src')!)).toContain('#7b1e3a');
    expect(screen.getByTestId('qrcode-download-svg')).toBeEnabled();
    expect(screen.getByTestId('qrcode-download-png')).toBeEnabled();
  });
});

describe('input names (Ctrl/Cmd + Shift + O) on a form screen', () => {
  afterEach(() => resetSessionForTests());

  it('toggle the names of the inputs, with the help message of a name that has one', async () => {
    const api = layoutApi();
    render(
      <Providers api={api.client} queryClient={testQueryClient()}>
        <MemoryRouter initialEntries={['/qrcode/add']}>
          <Routes>
            <Route element={<AdminLayout />}>
              <Route path="/qrcode/add" element={<QrcodeAddRoute />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </Providers>,
    );
    await screen.findByTestId('qrcode-name');
    expect(screen.queryByTestId('input-name-name')).not.toBeInTheDocument();

    await userEvent.keyboard('{Control>}{Shift>}O{/Shift}{/Control}');
    const name = await screen.findByTestId('input-name-name');
    expect(name).toHaveTextContent('name');
    expect(screen.getByTestId('input-name-margin')).toHaveTextContent('margin');
    // A TEXT help opens in a popover, from the keyboard too.
    const help = await screen.findByTestId('input-help-name');
    help.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('The name only you see')).toBeInTheDocument();
    // A LINK help opens its page.
    const link = within(screen.getByTestId('input-name-target')).getByRole('link', { name: 'Documentation' });
    expect(link).toHaveAttribute('href', 'https://docs.example.com/qr');

    await userEvent.keyboard('{Control>}{Shift>}O{/Shift}{/Control}');
    await waitFor(() => expect(screen.queryByTestId('input-name-name')).not.toBeInTheDocument());
  });
});
