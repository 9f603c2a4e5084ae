import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { FormView } from '@cellar/shared/content/form';
import { tastingBookingForm } from '@cellar/shared/content/form-test-form';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { FormAddRoute, FormUpdateRoute } from '../routes/form-builder-route.tsx';

const stored: FormView = {
  id: 5,
  name: 'Tasting booking',
  valid: true,
  ...tastingBookingForm(),
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
};

function renderAdd(lang: Lang = 'en_US') {
  const api = fakeApi({ adminFormCreate: () => stored });
  renderScreen(<FormAddRoute />, { api: api.client, lang, path: '/forms/add', pattern: '/forms/add' });
  return api;
}

function renderUpdate(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ adminForm: () => stored, adminFormContent: () => stored, ...handlers });
  renderScreen(<FormUpdateRoute />, { api: api.client, path: '/forms/update/5', pattern: '/forms/update/:id' });
  return api;
}

const bodyOf = (call: ReturnType<typeof fakeApi>['call'], name: string) =>
  (call.mock.calls.find(([called]) => called === name)![1] as { body: Record<string, unknown> }).body;

describe('the form builder', () => {
  it('needs a name, and sends nothing without one', async () => {
    const { call } = renderAdd();
    await userEvent.click(await screen.findByTestId('form-builder-submit'));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('adminFormCreate', expect.anything());
  });

  it('builds a group with an input edited in the drawer, and creates the form', async () => {
    const user = userEvent.setup();
    const { call } = renderAdd();
    await user.type(await screen.findByTestId('form-name'), 'Contact');
    await user.click(screen.getByTestId('form-add-group'));
    await user.click(screen.getByTestId('form-group-0-row-0-add'));
    await user.click(await screen.findByTestId('form-add-EMAIL'));
    const drawer = await screen.findByTestId('form-input-drawer');
    const key = within(drawer).getByTestId('form-input-key');
    await user.clear(key);
    await user.type(key, 'mail');
    await user.type(within(drawer).getByTestId('form-input-name'), 'Your e-mail');
    await user.click(within(drawer).getByTestId('form-input-required'));
    await user.click(screen.getByTestId('form-builder-submit'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminFormCreate', expect.anything()));
    const body = bodyOf(call, 'adminFormCreate') as unknown as FormView;
    expect(body.name).toBe('Contact');
    expect(body.groups[0]!.rows[0]!.inputs[0]).toMatchObject({
      key: 'mail',
      inputType: 'EMAIL',
      name: 'Your e-mail',
      required: true,
    });
  });

  it('shows the loop rules’ messages on the loop’s fields: "The minimum must be greater than 0"', async () => {
    const user = userEvent.setup();
    const { call } = renderUpdate();
    const min = await screen.findByTestId('form-group-1-loop-min');
    await user.clear(min);
    await user.type(min, '0');
    await user.click(screen.getByTestId('form-builder-submit'));
    expect(await screen.findByText('The minimum must be greater than 0')).toBeInTheDocument();
    expect(screen.getByTestId('form-builder-issues')).toHaveTextContent('1 error');
    expect(call).not.toHaveBeenCalledWith('adminFormContent', expect.anything());
  });

  it('shows the condition rules’ messages: "Add at least one condition"', async () => {
    const user = userEvent.setup();
    renderUpdate();
    await user.click(await screen.findByTestId('form-tab-conditions'));
    const group = await screen.findByTestId('form-condition-group-0');
    await user.click(within(group).getByRole('button', { name: 'Remove the condition' }));
    await user.click(screen.getByTestId('form-builder-submit'));
    expect(await within(group).findByText('Add at least one condition')).toBeInTheDocument();
  });

  it('marks an input whose rule fails, and says it in the drawer', async () => {
    const user = userEvent.setup();
    renderUpdate();
    await user.click(await screen.findByTestId('form-input-email'));
    const drawer = await screen.findByTestId('form-input-drawer');
    await user.clear(within(drawer).getByTestId('form-input-key'));
    await user.click(screen.getByTestId('form-builder-submit'));
    expect(await within(drawer).findByText('Key cannot be empty')).toBeInTheDocument();
  });

  it('puts the server’s messages on their fields', async () => {
    const user = userEvent.setup();
    renderUpdate({
      adminFormContent: () => {
        throw new ApiError(400, 'Validation failed', { 'groups.1.loop.key': ['This key is already used in the form'] });
      },
    });
    await user.click(await screen.findByTestId('form-builder-submit'));
    expect(await screen.findByText('This key is already used in the form')).toBeInTheDocument();
  });

  it('says the rules in French on the French screen', async () => {
    renderAdd('fr_FR');
    await userEvent.click(await screen.findByTestId('form-builder-submit'));
    expect(await screen.findByText('Le nom est obligatoire')).toBeInTheDocument();
  });
});
