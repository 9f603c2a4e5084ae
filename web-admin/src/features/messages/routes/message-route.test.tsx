import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { MessageView } from '@cellar/shared/content/message';
import { fakeApi, renderScreen, testQueryClient } from '../../../testing/render.tsx';
import { MessageRoute } from './message-route.tsx';

const contact: MessageView = {
  id: 12,
  kind: 'CONTACT',
  idForm: null,
  formName: null,
  name: 'Thomas Leroy',
  email: 'thomas@example.com',
  phone: '06 11 22 33 44',
  subject: 'Visite du caveau',
  text: 'Bonjour,\npeut-on venir samedi ?',
  answers: null,
  answerLabels: null,
  read: false,
  archived: false,
  duplicateOf: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  updatedAt: '2026-11-20T09:30:00.000Z',
};
const formAnswer: MessageView = {
  ...contact,
  id: 9,
  kind: 'FORM',
  idForm: 2,
  formName: 'Réservation dégustation',
  subject: null,
  text: '',
  read: true,
  answers: {
    fullName: 'Camille Durand',
    slot: 'pm',
    wine: true,
    guests: [{ guestName: 'Anne' }, { guestName: 'Paul' }],
  },
  answerLabels: {
    fullName: 'Your name',
    slot: 'When',
    'slot=pm': 'Afternoon',
    wine: 'With wine',
    guests: 'Guest',
    'guests.guestName': 'Guest name',
  },
};

function renderMessage(message: MessageView, handlers: Parameters<typeof fakeApi>[0] = {}) {
  let current = message;
  const api = fakeApi({
    message: () => current,
    messageRead: () => (current = { ...current, read: true }),
    adminMessageArchive: ({ body }) => (current = { ...current, archived: (body as { archived: boolean }).archived }),
    adminMessageDuplicate: () => ({ ...current, id: 30, read: false, duplicateOf: current.id }),
    adminMessageDelete: () => null,
    ...handlers,
  });
  const queryClient = testQueryClient();
  queryClient.setQueryData(['layout', 'counters', 'admin', 'unreadConversations'], 3);
  renderScreen(<MessageRoute />, {
    api: api.client,
    path: `/message/${message.id}`,
    pattern: '/message/:id',
    queryClient,
  });
  return { ...api, queryClient };
}

describe('one message', () => {
  it('shows the sender and the text, marks it read on opening and refreshes the unread counter', async () => {
    const { call, queryClient } = renderMessage(contact);
    expect(await screen.findByText('Visite du caveau')).toBeInTheDocument();
    expect(screen.getByTestId('message-text')).toHaveTextContent('peut-on venir samedi ?');
    expect(within(screen.getByTestId('message-sender')).getByText('06 11 22 33 44')).toBeInTheDocument();
    await waitFor(() => expect(call).toHaveBeenCalledWith('messageRead', { params: { id: 12 } }));
    await waitFor(() =>
      expect(queryClient.getQueryState(['layout', 'counters', 'admin', 'unreadConversations'])?.isInvalidated).toBe(
        true,
      ),
    );
    expect(call.mock.calls.filter(([name]) => name === 'messageRead')).toHaveLength(1);
  });

  it('does not mark a read message again', async () => {
    const { call } = renderMessage(formAnswer);
    await screen.findByTestId('message-answers');
    expect(call).not.toHaveBeenCalledWith('messageRead', expect.anything());
  });

  it('renders a form answer by label, a choice by its label and a loop as a table', async () => {
    renderMessage(formAnswer);
    const answers = await screen.findByTestId('message-answers');
    expect(within(answers).getByText('Your name')).toBeInTheDocument();
    expect(screen.getByTestId('answer-slot')).toHaveTextContent('Afternoon');
    expect(screen.getByTestId('answer-wine')).toHaveTextContent('Yes');
    const loop = screen.getByTestId('answer-guests');
    expect(within(loop).getByText('Guest name')).toBeInTheDocument();
    expect(within(loop).getAllByRole('row')).toHaveLength(3);
    expect(within(loop).getByText('Paul')).toBeInTheDocument();
  });

  it('archives and brings back', async () => {
    const { call } = renderMessage(formAnswer);
    await userEvent.click(await screen.findByTestId('message-archive'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminMessageArchive', { params: { id: 9 }, body: { archived: true } }),
    );
    expect(await screen.findByTestId('message-archived')).toBeInTheDocument();
    expect(screen.getByTestId('message-archive')).toHaveTextContent('Back to the inbox');
  });

  it('duplicates and opens the copy', async () => {
    renderMessage(formAnswer);
    await userEvent.click(await screen.findByTestId('message-duplicate'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/en_US/message/30');
  });

  it('deletes after a confirmation and goes back to the inbox', async () => {
    const { call } = renderMessage(formAnswer);
    await userEvent.click(await screen.findByTestId('message-delete'));
    expect(screen.getByTestId('confirm-dialog')).toHaveTextContent('Delete the message from Thomas Leroy?');
    await userEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminMessageDelete', { params: { id: 9 } }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/en_US/message');
  });

  it('says a missing message is not found', async () => {
    renderMessage(contact, {
      message: () => {
        throw new ApiError(404, 'Message not found');
      },
    });
    expect(await screen.findByText('404 Not Found')).toBeInTheDocument();
  });
});
