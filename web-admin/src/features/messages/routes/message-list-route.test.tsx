import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import type { MessageRow } from '../api/messages-api.ts';
import { MessageListRoute } from './message-list-route.tsx';

const unread: MessageRow = {
  id: 12,
  kind: 'CONTACT',
  idForm: null,
  formName: null,
  name: 'Thomas Leroy',
  email: 'thomas@example.com',
  phone: null,
  subject: 'Visite du caveau',
  text: 'Peut-on venir samedi ?',
  answers: null,
  answerLabels: null,
  read: false,
  archived: false,
  duplicateOf: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  updatedAt: '2026-11-20T09:30:00.000Z',
};
const answered: MessageRow = {
  ...unread,
  id: 9,
  kind: 'FORM',
  idForm: 2,
  formName: 'Réservation dégustation',
  name: 'Camille Durand',
  subject: null,
  text: '',
  answers: { fullName: 'Camille Durand' },
  answerLabels: { fullName: 'Nom' },
  read: true,
};

function renderInbox(handlers: Parameters<typeof fakeApi>[0] = {}) {
  let messages = [unread, answered];
  const api = fakeApi({
    messages: () => ({ list: messages, total: messages.length, current: 1 }),
    adminMessageDelete: ({ params }) => {
      messages = messages.filter((m) => m.id !== params?.id);
      return null;
    },
    ...handlers,
  });
  renderScreen(<MessageListRoute />, { api: api.client, path: '/message', pattern: '/message' });
  return api;
}

describe('the inbox', () => {
  it('shows unread messages in bold with a badge, a form answer by its form’s name, each opening its message', async () => {
    renderInbox();
    const link = await screen.findByTestId('open-12');
    expect(link).toHaveAttribute('data-unread', 'true');
    expect(link).toHaveAttribute('href', '/en_US/message/12');
    expect(screen.getByTestId('unread-12')).toHaveTextContent('Unread');
    expect(screen.getByTestId('open-9')).not.toHaveAttribute('data-unread');
    const row = screen.getByTestId('open-9').closest('tr')!;
    expect(within(row).getByText('Réservation dégustation')).toBeInTheDocument();
    expect(within(row).getByText('Form')).toBeInTheDocument();
  });

  it('asks the newest first, and filters unread ones', async () => {
    const { call } = renderInbox();
    await screen.findByTestId('open-12');
    expect(call).toHaveBeenCalledWith(
      'messages',
      expect.objectContaining({ query: expect.objectContaining({ orderBy: 'id:desc' }) }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Read'), 'false');
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'messages',
        expect.objectContaining({ query: expect.objectContaining({ read: 'false' }) }),
      ),
    );
  });

  it('deletes a message after a confirmation', async () => {
    const { call } = renderInbox();
    await userEvent.click(await screen.findByTestId('delete-12'));
    await userEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminMessageDelete', { params: { id: 12 } }));
    await waitFor(() => expect(screen.queryByTestId('open-12')).not.toBeInTheDocument());
  });

  it('says the inbox could not be loaded rather than showing it empty', async () => {
    renderInbox({
      messages: () => {
        throw new ApiError(500, 'boom');
      },
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
