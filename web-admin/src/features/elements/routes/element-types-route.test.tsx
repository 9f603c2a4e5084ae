import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import type { ElementRow } from '../api/elements-api.ts';
import { ElementTypesRoute } from './element-types-route.tsx';

const events: ElementRow = {
  id: 3,
  route: 'evenements',
  name: 'Événements',
  fields: [],
  order: 0,
  itemCount: 2,
};

function renderTypes(role: 'ADMIN' | 'SUPER_ADMIN', handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    me: () => ({ id: 1, email: 'a@example.com', firstname: 'A', lastname: 'B', role }),
    adminElements: () => ({ elements: [events] }),
    ...handlers,
  });
  renderScreen(<ElementTypesRoute />, { api: api.client, path: '/element', pattern: '/element' });
  return api;
}

describe('the elements list', () => {
  it('links each element to its items, and lets an admin define none', async () => {
    renderTypes('ADMIN');
    const link = await screen.findByTestId('element-open-3');
    expect(link).toHaveAttribute('href', '/en_US/element/evenements');
    expect(within(link.closest('tr')!).getByText('2')).toBeInTheDocument();
    expect(screen.queryByTestId('element-add')).not.toBeInTheDocument();
  });

  it('refuses an empty slug and a field without a key with the spec’s messages', async () => {
    const { call } = renderTypes('SUPER_ADMIN');
    await userEvent.click(await screen.findByTestId('element-add'));
    const form = await screen.findByTestId('element-type-form');
    await userEvent.type(within(form).getByTestId('element-name'), 'Équipe');
    await userEvent.click(within(form).getByTestId('element-add-field'));
    await userEvent.click(within(form).getByTestId('element-type-submit'));
    expect(await within(form).findByText('Slug cannot be empty')).toBeInTheDocument();
    expect(within(form).getByText('Key cannot be empty')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('adminElementCreate', expect.anything());
  });

  it('creates an element with its fields in order', async () => {
    const { call } = renderTypes('SUPER_ADMIN', { adminElementCreate: () => events });
    await userEvent.click(await screen.findByTestId('element-add'));
    const form = await screen.findByTestId('element-type-form');
    await userEvent.type(within(form).getByTestId('element-name'), 'Équipe');
    await userEvent.type(within(form).getByTestId('element-route'), 'equipe');
    await userEvent.click(within(form).getByTestId('element-add-field'));
    await userEvent.type(within(form).getByTestId('field-0-key'), 'name');
    await userEvent.click(within(form).getByTestId('field-0-required'));
    await userEvent.click(within(form).getByTestId('element-add-field'));
    await userEvent.selectOptions(within(form).getByTestId('field-1-type'), 'SELECT');
    await userEvent.type(within(form).getByTestId('field-1-key'), 'role');
    await userEvent.type(within(form).getByTestId('field-1-values'), 'Vigneron{enter}');
    await userEvent.click(within(form).getByTestId('element-type-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'adminElementCreate',
        expect.objectContaining({
          body: {
            route: 'equipe',
            name: 'Équipe',
            fields: [
              expect.objectContaining({ type: 'VARCHAR', key: 'name', required: true }),
              expect.objectContaining({ type: 'SELECT', key: 'role', values: ['Vigneron'] }),
            ],
          },
        }),
      ),
    );
  });
});
