import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FunctionalityView } from '@cellar/shared/site/functionality';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { SiteFunctionalitiesPanel } from './site-functionalities-panel.tsx';

const functionality = (id: number, key: string, label: string): FunctionalityView => ({
  id,
  key,
  label,
  description: '',
  builtIn: true,
  gatedGroups: [],
  gatedRoutes: [],
  updatedAt: '',
});

function renderPanel(extra: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    superAdminFunctionalities: () => ({
      functionalities: [functionality(1, 'STATISTICS', 'Statistics'), functionality(2, 'SOCIAL', 'Social networks')],
    }),
    siteFunctionalityList: () => ({ keys: ['STATISTICS', 'OLD_KEY'] }),
    siteLinkFunctionality: ({ body }) => body,
    ...extra,
  });
  renderScreen(<SiteFunctionalitiesPanel />, {
    api: api.client,
    path: '/superAdmin/site/2',
    pattern: '/superAdmin/site/:id',
  });
  return api;
}

describe('the functionalities of a site', () => {
  it('ticks the keys the site has and names those no functionality defines', async () => {
    renderPanel();
    expect(await screen.findByTestId('site-functionality-STATISTICS')).toBeChecked();
    expect(screen.getByTestId('site-functionality-SOCIAL')).not.toBeChecked();
    expect(screen.getByText('Keys of the site without a defined functionality: OLD_KEY')).toBeInTheDocument();
  });

  it('saves the ticked keys as a whole, the unknown ones kept', async () => {
    const api = renderPanel();
    await userEvent.click(await screen.findByTestId('site-functionality-SOCIAL'));
    await userEvent.click(screen.getByTestId('site-functionalities-save'));
    await waitFor(() =>
      expect(api.call).toHaveBeenCalledWith('siteLinkFunctionality', {
        params: { id: 2 },
        body: { keys: ['STATISTICS', 'OLD_KEY', 'SOCIAL'] },
      }),
    );
  });

  it('says so when the functionalities cannot be loaded', async () => {
    renderPanel({
      superAdminFunctionalities: () => {
        throw new Error('down');
      },
    });
    expect(await screen.findByTestId('site-functionalities-error')).toHaveTextContent(
      'The functionalities could not be loaded',
    );
  });
});
