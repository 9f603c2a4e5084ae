import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ComponentView, LibraryComponentView } from '@cellar/shared/pages/components';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { PageListRoute } from './page-list-route.tsx';

const callToAction: LibraryComponentView = {
  id: 5,
  idComponent: 7,
  slug: 'call-to-action',
  name: 'Visit us',
  description: 'A sentence and a button',
  imageModel: null,
  settings: { text: 'Come and taste', buttonLabel: 'Book', url: '/visit', variant: 'primary' },
  configSchema: {},
};
const catalogue: ComponentView[] = [
  {
    id: 7,
    slug: 'call-to-action',
    name: 'Call to action',
    description: 'A sentence and a button',
    imageModel: null,
    defaultConfig: {},
    configSchema: {},
  },
  {
    id: 8,
    slug: 'news-list',
    name: 'Latest news',
    description: 'The site’s latest news',
    imageModel: '/models/news.png',
    defaultConfig: {},
    configSchema: {},
  },
];

function renderLibrary(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    adminLibrary: () => ({ components: [callToAction] }),
    adminComponents: () => ({ components: catalogue }),
    ...handlers,
  });
  renderScreen(<PageListRoute />, { api: api.client, path: '/page?tab=library', pattern: '/page' });
  return api;
}

describe('the component library', () => {
  it('lists the site’s components with their type', async () => {
    renderLibrary();
    const row = (await screen.findByText('Visit us')).closest('tr')!;
    expect(within(row).getByText('Call to action')).toBeInTheDocument();
    expect(within(row).getByText('call-to-action')).toBeInTheDocument();
  });

  it('adds a component of the catalogue to the library', async () => {
    const { call } = renderLibrary({
      adminLibraryComponentCreate: () => ({ ...callToAction, id: 6, idComponent: 8, slug: 'news-list' }),
    });
    await userEvent.click(await screen.findByTestId('library-add'));
    const form = await screen.findByTestId('library-add-form');
    await userEvent.click(within(form).getByTestId('library-add-submit'));
    expect(await within(form).findByText('Choose a component')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Latest news' })).toBeInTheDocument());
    await userEvent.selectOptions(within(form).getByTestId('library-add-idComponent'), '8');
    expect(within(form).getByTestId('library-add-preview')).toHaveTextContent('The site’s latest news');
    await userEvent.click(within(form).getByTestId('library-add-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminLibraryComponentCreate', {
        body: { idComponent: 8, name: null, description: null },
      }),
    );
    expect(await screen.findByText('Component added to the library')).toBeInTheDocument();
    await waitFor(() => expect(call.mock.calls.filter(([name]) => name === 'adminLibrary')).toHaveLength(2));
  });

  it('refuses settings the component’s rules refuse, with the rule’s message on the field', async () => {
    const { call } = renderLibrary({
      adminLibraryComponentSettings: ({ body }) => ({
        ...callToAction,
        settings: (body as { settings: object }).settings,
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Settings of Visit us' }));
    const dialog = await screen.findByTestId('library-settings-form');
    const url = within(dialog).getByTestId('config-url');
    expect(url).toHaveValue('/visit');
    await userEvent.clear(url);
    await userEvent.type(url, 'www.example.com');
    expect(
      await within(dialog).findByText('Enter a path of the site (/…) or an address starting with http:// or https://'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByTestId('library-settings-submit'));
    expect(call).not.toHaveBeenCalledWith('adminLibraryComponentSettings', expect.anything());

    await userEvent.clear(url);
    await userEvent.type(url, 'https://www.example.com');
    await userEvent.selectOptions(within(dialog).getByTestId('config-variant'), 'outline');
    await userEvent.click(within(dialog).getByTestId('library-settings-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminLibraryComponentSettings', {
        params: { id: 5 },
        body: {
          settings: { text: 'Come and taste', buttonLabel: 'Book', url: 'https://www.example.com', variant: 'outline' },
        },
      }),
    );
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  });
});
