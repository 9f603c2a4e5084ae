import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HelpMessageView } from '@cellar/shared/content/help-message';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { HelpMessageListRoute } from './help-message-list-route.tsx';

const title: HelpMessageView = {
  id: 1,
  identifier: 'title',
  type: 'TEXT',
  message: 'The title shown atop the page',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const meta: HelpMessageView = {
  id: 2,
  identifier: 'metaDescription',
  type: 'LINK',
  message: 'https://docs.example.com/meta',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function renderList(path = '/superAdmin/helpMessage', lang: Lang = 'en_US', extra: Parameters<typeof fakeApi>[0] = {}) {
  let list = [title, meta];
  const api = fakeApi({
    adminHelpMessages: () => ({ list }),
    adminHelpMessageCreate: ({ body }) => {
      const made = { ...(body as HelpMessageView), id: 3, updatedAt: '' };
      list = [...list, made];
      return made;
    },
    adminHelpMessageDelete: ({ params }) => {
      list = list.filter((h) => h.id !== params?.id);
      return null;
    },
    ...extra,
  });
  renderScreen(<HelpMessageListRoute />, { api: api.client, lang, path, pattern: '/superAdmin/helpMessage' });
  return api;
}

describe('the help messages screen', () => {
  it('lists every help message with its type, a LINK as a link', async () => {
    renderList();
    const row = (await screen.findByText('metaDescription')).closest('tr')!;
    expect(within(row).getByText('LINK')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'https://docs.example.com/meta' })).toHaveAttribute(
      'href',
      'https://docs.example.com/meta',
    );
    expect(screen.getByText('The title shown atop the page')).toBeInTheDocument();
  });

  it('says the three rules of the spec in French before sending anything', async () => {
    const api = renderList('/superAdmin/helpMessage?add=1', 'fr_FR');
    await userEvent.click(await screen.findByTestId('help-message-submit'));
    expect(await screen.findByText('L’identifiant ne peut pas être vide')).toBeInTheDocument();
    expect(screen.getByText('Le type ne peut pas être vide')).toBeInTheDocument();
    expect(screen.getByText('Le message ne peut pas être vide')).toBeInTheDocument();
    expect(api.call).not.toHaveBeenCalledWith('adminHelpMessageCreate', expect.anything());
  });

  it('adds one, and the list shows it', async () => {
    const api = renderList('/superAdmin/helpMessage?add=1');
    await userEvent.type(await screen.findByTestId('help-message-identifier'), 'shortDescription');
    await userEvent.selectOptions(screen.getByTestId('help-message-type'), 'TEXT');
    await userEvent.type(screen.getByTestId('help-message-message'), 'Shown in the lists');
    await userEvent.click(screen.getByTestId('help-message-submit'));
    await waitFor(() =>
      expect(api.call).toHaveBeenCalledWith('adminHelpMessageCreate', {
        body: { identifier: 'shortDescription', type: 'TEXT', message: 'Shown in the lists' },
      }),
    );
    expect(await screen.findByText('Shown in the lists')).toBeInTheDocument();
  });

  it('says so when the help messages cannot be loaded', async () => {
    renderList('/superAdmin/helpMessage', 'en_US', {
      adminHelpMessages: () => {
        throw new Error('down');
      },
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
