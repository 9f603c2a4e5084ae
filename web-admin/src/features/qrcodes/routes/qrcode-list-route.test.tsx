import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QrcodeView } from '@cellar/shared/content/qrcode';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { QrcodeListRoute } from './qrcode-list-route.tsx';

const door: QrcodeView = {
  id: 5,
  name: 'Cellar door',
  target: '/e-label/1',
  style: { foreground: '#000000', background: '#ffffff', level: 'M', margin: 4 },
  token: 'AbCdEfGhIjKlMnOpQrStUv',
  address: 'http://localhost:5174/q/AbCdEfGhIjKlMnOpQrStUv?site=1',
  scans: 12,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('the QR code list', () => {
  it('shows each QR code with its thumbnail, target and scans, in French', async () => {
    const api = fakeApi({ adminQrcodes: () => ({ list: [door], total: 1, current: 1, models: [] }) });
    renderScreen(<QrcodeListRoute />, { api: api.client, path: '/qrcode', pattern: '/qrcode', lang: 'fr_FR' });
    const row = (await screen.findByText('Cellar door')).closest('tr')!;
    expect(within(row).getByText('/e-label/1')).toBeInTheDocument();
    expect(within(row).getByTestId('qrcode-scans-5')).toHaveTextContent('12');
    expect(await within(row).findByTestId('qrcode-thumb-5')).toHaveAttribute('src', expect.stringContaining('svg'));
    expect(screen.getByText('Scans')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ajouter un QR code' })).toHaveAttribute('href', '/qrcode/add');
  });

  it('says so when the list cannot be loaded', async () => {
    const api = fakeApi({});
    renderScreen(<QrcodeListRoute />, { api: api.client, path: '/qrcode', pattern: '/qrcode' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('lists the models in the super-admin area, without target or scans', async () => {
    const api = fakeApi({
      adminQrcodes: () => ({
        list: [{ ...door, target: '', token: null, address: null }],
        total: 1,
        current: 1,
        models: [],
      }),
    });
    renderScreen(<QrcodeListRoute area="superAdmin" />, {
      api: api.client,
      path: '/superAdmin/qrcode',
      pattern: '/superAdmin/qrcode',
    });
    expect(await screen.findByText('QR code models')).toBeInTheDocument();
    expect(await screen.findByText('Cellar door')).toBeInTheDocument();
    expect(screen.queryByText('Scans')).not.toBeInTheDocument();
  });
});
