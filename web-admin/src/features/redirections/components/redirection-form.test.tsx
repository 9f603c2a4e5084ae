import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import type { RedirectionRow } from '../api/redirection-api.ts';
import { RedirectionAddRoute, RedirectionUpdateRoute } from '../routes/redirection-form-route.tsx';
import { RedirectionListRoute } from '../routes/redirection-list-route.tsx';

const shop: RedirectionRow = {
  id: 2,
  oldUrl: '/ancienne-boutique',
  target: '/products',
  statusCode: 301,
  valid: true,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

function renderAdd(handlers: Parameters<typeof fakeApi>[0] = {}, lang: Lang = 'en_US') {
  const api = fakeApi({ adminRedirectionCreate: () => shop, ...handlers });
  renderScreen(<RedirectionAddRoute />, {
    api: api.client,
    lang,
    path: '/redirections/add',
    pattern: '/redirections/add',
  });
  return api;
}

const bodyOf = (call: ReturnType<typeof fakeApi>['call'], name: string) =>
  (call.mock.calls.find(([called]) => called === name)![1] as { body: Record<string, unknown> }).body;

describe('the redirection form', () => {
  it('shows the rules’ messages under their fields at once, and sends nothing', async () => {
    const { call } = renderAdd();
    const form = await screen.findByTestId('redirection-form');
    await userEvent.click(within(form).getByTestId('redirection-submit'));
    expect(await within(form).findByText('The old URL is required')).toBeInTheDocument();
    expect(within(form).getByText('The target is required')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('adminRedirectionCreate', expect.anything());
  });

  it('refuses a full address as old URL and a loop, in French on the French screen', async () => {
    renderAdd({}, 'fr_FR');
    await userEvent.type(await screen.findByTestId('redirection-oldUrl'), 'https://ailleurs.fr/page');
    await userEvent.type(screen.getByTestId('redirection-target'), '/products');
    await userEvent.click(screen.getByTestId('redirection-submit'));
    expect(
      await screen.findByText(
        'L’ancienne URL doit être un chemin du site commençant par « / » (par exemple /ancienne-page), pas une adresse complète',
      ),
    ).toBeInTheDocument();
    await userEvent.clear(screen.getByTestId('redirection-oldUrl'));
    await userEvent.type(screen.getByTestId('redirection-oldUrl'), '/products/');
    await userEvent.click(screen.getByTestId('redirection-submit'));
    expect(
      await screen.findByText(
        'La cible ne peut pas être l’ancienne URL elle-même : la redirection tournerait en boucle',
      ),
    ).toBeInTheDocument();
  });

  it('sends the redirection with its status code, then goes back to the list', async () => {
    const { call } = renderAdd();
    await userEvent.type(await screen.findByTestId('redirection-oldUrl'), '/ancienne-boutique');
    await userEvent.type(screen.getByTestId('redirection-target'), '/products');
    await userEvent.click(screen.getByTestId('redirection-submit'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminRedirectionCreate', expect.anything()));
    expect(bodyOf(call, 'adminRedirectionCreate')).toEqual({
      oldUrl: '/ancienne-boutique',
      target: '/products',
      statusCode: 301,
      valid: true,
    });
    expect(await screen.findByText('Redirection saved')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/en_US/redirections');
  });

  it('shows the server’s refusal of a duplicate old URL under the field', async () => {
    renderAdd({
      adminRedirectionCreate: () => {
        throw new ApiError(400, 'Invalid data', { oldUrl: ['A redirection from this old URL already exists'] });
      },
    });
    await userEvent.type(await screen.findByTestId('redirection-oldUrl'), '/ancienne-boutique');
    await userEvent.type(screen.getByTestId('redirection-target'), '/products');
    await userEvent.click(screen.getByTestId('redirection-submit'));
    expect(await screen.findAllByText('A redirection from this old URL already exists')).not.toHaveLength(0);
  });

  it('edits a redirection read from the list', async () => {
    const api = fakeApi({
      adminRedirections: () => ({ redirections: [shop], total: 1 }),
      adminRedirectionUpdate: ({ body }) => ({ ...shop, ...(body as object) }),
    });
    renderScreen(<RedirectionUpdateRoute />, {
      api: api.client,
      path: '/redirections/2',
      pattern: '/redirections/:id',
    });
    expect(await screen.findByTestId('redirection-oldUrl')).toHaveValue('/ancienne-boutique');
    await userEvent.click(screen.getByTestId('redirection-submit'));
    await waitFor(() => expect(api.call).toHaveBeenCalledWith('adminRedirectionUpdate', expect.anything()));
  });
});

describe('the redirections list', () => {
  it('shows each redirection with its status code and switches it invalid', async () => {
    let rows = [shop];
    const api = fakeApi({
      adminRedirections: () => ({ redirections: rows, total: rows.length }),
      adminRedirectionValid: ({ body }) => {
        rows = rows.map((r) => ({ ...r, valid: (body as { valid: boolean }).valid }));
        return rows[0];
      },
    });
    renderScreen(<RedirectionListRoute />, { api: api.client, path: '/redirections', pattern: '/redirections' });
    const list = await screen.findByTestId('redirection-list');
    expect(await within(list).findByText('/ancienne-boutique')).toBeInTheDocument();
    expect(within(list).getByText('301')).toBeInTheDocument();
    expect(within(list).getByText('/products')).toBeInTheDocument();
  });
});
