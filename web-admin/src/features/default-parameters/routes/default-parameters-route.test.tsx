import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { themeDefaults } from '@cellar/shared/site/theme';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { DefaultParametersRoute } from './default-parameters-route.tsx';

function renderRoute(extra: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    parametersDefault: () => ({ ...themeDefaults, COMPANY_NAME: 'Cellar' }),
    adminParameterUpdate: ({ body }) => ({ ...themeDefaults, ...(body as object) }),
    ...extra,
  });
  renderScreen(<DefaultParametersRoute />, { api: api.client, path: '/superAdmin/parameter' });
  return api;
}

describe('the default parameters screen (site 0)', () => {
  it('saves only what changed, on site 0, an emptied name going back to the theme', async () => {
    const api = renderRoute();
    const name = await screen.findByTestId('default-parameter-COMPANY_NAME');
    expect(name).toHaveValue('Cellar');
    await userEvent.clear(name);
    await userEvent.click(screen.getByTestId('default-parameters-save'));
    await waitFor(() =>
      expect(api.call).toHaveBeenCalledWith('adminParameterUpdate', {
        body: { COMPANY_NAME: null },
        idSiteOverride: 0,
      }),
    );
  });

  it('says so when the defaults cannot be loaded', async () => {
    renderRoute({
      parametersDefault: () => {
        throw new Error('down');
      },
    });
    expect(await screen.findByTestId('default-parameters-error')).toHaveTextContent(
      'The default parameters could not be loaded',
    );
  });
});
