import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { mailVariables } from '@cellar/shared/mail/mail-variables';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { detail, rendered, rows } from '../testing/mail-fixtures.ts';
import { BaseMailAddRoute, BaseMailUpdateRoute } from './base-mail-routes.tsx';

const welcome = () =>
  detail('account-created', {
    source: 'SITE',
    fr_FR: { subject: 'Bienvenue', html: '<p>Bienvenue {{firstname}}</p>' },
    en_US: { subject: 'Welcome', html: '<p>Welcome {{firstname}}</p>' },
  });

function renderBase(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    superAdminMailModel: () => welcome(),
    adminMailModelRender: () => rendered,
    superAdminMailModelUpdate: ({ body }) => ({
      ...welcome(),
      ...(body as object),
      updatedAt: '2026-03-05T10:00:00.000Z',
    }),
    superAdminMailData: ({ body }) => ({
      key: 'account-created',
      variables: mailVariables['account-created'],
      ...(body as object),
    }),
    ...handlers,
  });
  renderScreen(<BaseMailUpdateRoute />, {
    api: api.client,
    path: '/en_US/superAdmin/mail/update/account-created',
    pattern: '/en_US/superAdmin/mail/update/:key',
  });
  return api;
}

describe('the base mail model screens', () => {
  it('saves a base model through the super-admin call, with the same editor and rules', async () => {
    const { call } = renderBase();
    expect(await screen.findByTestId('mail-notice')).toHaveTextContent(
      'Base model: it serves every site that has no version of its own.',
    );
    // English is a global translation of the French source: read-only here.
    expect(screen.getByTestId('mail-subject-en_US')).toHaveAttribute('readonly');
    expect(screen.getByTestId('mail-translation-link-en_US')).toHaveAttribute(
      'href',
      '/en_US/superAdmin/translation/en_US?kind=mailModel',
    );
    await userEvent.click(screen.getByTestId('mail-lang-fr_FR'));
    fireEvent.change(await screen.findByTestId('mail-subject-fr_FR'), {
      target: { value: 'Bienvenue chez {{shopName}}' },
    });
    await userEvent.click(screen.getByTestId('mail-model-save'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('superAdminMailModelUpdate', {
        params: { key: 'account-created' },
        body: {
          enabled: true,
          fr_FR: { subject: 'Bienvenue chez {{shopName}}', html: '<p>Bienvenue {{firstname}}</p>' },
        },
      }),
    );
    expect(call).not.toHaveBeenCalledWith('adminMailModelUpdate', expect.anything());
    // A base model is changed, never dropped: no way back to anything.
    expect(screen.queryByTestId('mail-revert')).not.toBeInTheDocument();
  });

  it('saves the descriptions and samples of the mail’s variables (mail data)', async () => {
    const { call } = renderBase();
    await userEvent.click(await screen.findByTestId('base-tab-data'));
    await userEvent.click(within(await screen.findByTestId('data-email')).getByRole('button'));
    const sample = await screen.findByTestId('data-email-sample-en_US');
    fireEvent.change(sample, { target: { value: 'marc@example.com' } });
    await userEvent.click(screen.getByTestId('mail-data-save'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('superAdminMailData', expect.anything()));
    const body = call.mock.calls.find(([name]) => name === 'superAdminMailData')![1] as {
      body: { key: string; variables: Array<{ name: string; sample: Record<string, unknown> }> };
    };
    expect(body.body.key).toBe('account-created');
    expect(body.body.variables.find((variable) => variable.name === 'email')!.sample).toEqual({
      fr_FR: 'lea@example.com',
      en_US: 'marc@example.com',
    });
    expect(body.body.variables.map((variable) => variable.name)).toEqual(
      mailVariables['account-created'].map((variable) => variable.name),
    );
  });

  it('creates the base model of a mail that has none, from its built-in model', async () => {
    const api = fakeApi({
      superAdminMailModels: () => rows({ 'account-created': { source: 'DEFAULT' } }),
      superAdminMailModel: () => ({ ...welcome(), source: 'DEFAULT' }),
      adminMailModelRender: () => rendered,
      superAdminMailModelCreate: () => welcome(),
    });
    renderScreen(<BaseMailAddRoute />, {
      api: api.client,
      path: '/en_US/superAdmin/mail/add?key=account-created',
      pattern: '/en_US/superAdmin/mail/add',
    });
    expect(await screen.findByTestId('mail-add-key')).toHaveValue('account-created');
    await userEvent.click(await screen.findByTestId('mail-model-save'));
    await waitFor(() =>
      expect(api.call).toHaveBeenCalledWith('superAdminMailModelCreate', {
        body: {
          key: 'account-created',
          enabled: true,
          fr_FR: { subject: 'Bienvenue', html: '<p>Bienvenue {{firstname}}</p>' },
          en_US: { subject: 'Welcome', html: '<p>Welcome {{firstname}}</p>' },
        },
      }),
    );
    expect(await screen.findByTestId('location')).toHaveTextContent('/en_US/superAdmin/mail/update/account-created');
  });

  it('says every mail has its base model when none is missing', async () => {
    const api = fakeApi({ superAdminMailModels: () => rows() });
    renderScreen(<BaseMailAddRoute />, {
      api: api.client,
      path: '/superAdmin/mail/add',
      pattern: '/superAdmin/mail/add',
      lang: 'fr_FR',
    });
    expect(await screen.findByTestId('mail-add-none')).toHaveTextContent(
      'Chaque mail a déjà son modèle de base : modifiez-le depuis la liste.',
    );
  });

  it('says so when a base model cannot be loaded', async () => {
    renderBase({
      superAdminMailModel: () => {
        throw new ApiError(500, 'An error occured please reload the page or contact us');
      },
    });
    expect(await screen.findByTestId('mail-load-error')).toHaveTextContent('This mail model could not be loaded');
  });
});
