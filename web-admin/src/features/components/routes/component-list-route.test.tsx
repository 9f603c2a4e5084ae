import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ComponentView } from '@cellar/shared/pages/components';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { ComponentListRoute } from './component-list-route.tsx';

const newsList: ComponentView = {
  id: 8,
  slug: 'news-list',
  name: 'Latest news',
  description: 'The site’s latest news',
  imageModel: '/models/news.png',
  defaultConfig: { nbItem: 3, promotedOnly: false },
  configSchema: {},
};

function renderComponents(path: string, handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ adminComponents: () => ({ components: [newsList] }), ...handlers });
  renderScreen(<ComponentListRoute />, { api: api.client, path, pattern: '/superAdmin/component' });
  return api;
}

describe('the component catalogue (super-admin)', () => {
  it('lists the components with their slug, name and description', async () => {
    renderComponents('/superAdmin/component');
    const row = (await screen.findByText('Latest news')).closest('tr')!;
    expect(within(row).getByText('news-list')).toBeInTheDocument();
    expect(within(row).getByText('The site’s latest news')).toBeInTheDocument();
    expect(screen.getByTestId('edit-8')).toHaveAttribute('href', '/en_US/superAdmin/component?edit=8');
  });

  it('refuses a default configuration that is not valid JSON: "Invalid JSON configuration"', async () => {
    const { call } = renderComponents('/superAdmin/component?add=1', { adminComponentCreate: () => newsList });
    const form = await screen.findByTestId('component-form');
    await userEvent.selectOptions(within(form).getByTestId('component-slug'), 'news-list');
    // The renderer's defaults fill the configuration, and its schema shows below.
    expect(within(form).getByTestId('component-defaultConfig')).toHaveValue(
      JSON.stringify({ nbItem: 3, promotedOnly: false }, null, 2),
    );
    expect(within(form).getByTestId('component-config-schema')).toHaveTextContent('"promotedOnly"');
    await userEvent.type(within(form).getByTestId('component-name'), 'Latest news');
    const config = within(form).getByTestId('component-defaultConfig');
    await userEvent.clear(config);
    await userEvent.type(config, '{{ nbItem: 3 }');
    await userEvent.click(within(form).getByTestId('component-submit'));
    expect(await within(form).findByText('Invalid JSON configuration')).toBeInTheDocument();
    // JSON, but not what the renderer accepts.
    await userEvent.clear(config);
    await userEvent.type(config, '{{ "nbItem": 50 }');
    await userEvent.tab();
    expect(await within(form).findByText('Invalid JSON configuration')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('adminComponentCreate', expect.anything());

    await userEvent.clear(config);
    await userEvent.type(config, '{{ "nbItem": 6 }');
    await userEvent.click(within(form).getByTestId('component-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminComponentCreate', {
        body: {
          slug: 'news-list',
          name: 'Latest news',
          description: null,
          imageModel: null,
          defaultConfig: { nbItem: 6, promotedOnly: false },
        },
      }),
    );
    expect(await screen.findByText('Component created')).toBeInTheDocument();
  });

  it('edits a component of the catalogue', async () => {
    const { call } = renderComponents('/superAdmin/component?edit=8', { adminComponentUpdate: () => newsList });
    const form = await screen.findByTestId('component-form');
    expect(within(form).getByTestId('component-defaultConfig')).toHaveValue(
      JSON.stringify({ nbItem: 3, promotedOnly: false }, null, 2),
    );
    await userEvent.clear(within(form).getByTestId('component-name'));
    await userEvent.type(within(form).getByTestId('component-name'), 'News');
    await userEvent.click(within(form).getByTestId('component-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminComponentUpdate', {
        params: { id: 8 },
        body: expect.objectContaining({ slug: 'news-list', name: 'News', imageModel: '/models/news.png' }),
      }),
    );
  });
});
