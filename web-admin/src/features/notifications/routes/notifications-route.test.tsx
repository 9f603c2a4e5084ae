import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import type { NotificationRow } from '../api/notifications-api.ts';
import { NotificationsRoute } from './notifications-route.tsx';

const recipients: NotificationRow[] = [
  {
    id: 1,
    email: 'cave@domaine-des-lilas.fr',
    events: ['NEW_ORDER', 'RETURN_ASKED'],
    createdAt: '2026-03-01T10:00:00.000Z',
  },
  { id: 2, email: 'claire@domaine-des-lilas.fr', events: ['NEW_MESSAGE'], createdAt: '2026-03-02T10:00:00.000Z' },
  { id: 3, email: 'paul@domaine-des-lilas.fr', events: ['NEW_ORDER'], createdAt: '2026-03-03T10:00:00.000Z' },
];

function renderNotifications(handlers: Parameters<typeof fakeApi>[0] = {}, lang: Lang = 'en_US') {
  let list = [...recipients];
  const api = fakeApi({
    adminNotifications: () => list,
    adminNotificationCreate: ({ body }) => {
      const created = {
        id: 4,
        ...(body as { email: string; events: NotificationRow['events'] }),
        createdAt: '2026-03-04T10:00:00.000Z',
      };
      list = [...list, created];
      return created;
    },
    adminNotificationsDelete: ({ body }) => {
      const ids = (body as { ids: number[] }).ids;
      list = list.filter((row) => !ids.includes(row.id));
      return list;
    },
    ...handlers,
  });
  renderScreen(<NotificationsRoute />, {
    api: api.client,
    path: '/settings/notifications',
    pattern: '/settings/notifications',
    lang,
  });
  return api;
}

describe('the notifications screen', () => {
  it('lists the recipients with their events, and says where new orders go without one', async () => {
    renderNotifications();
    const row = await screen.findByTestId('notification-row-1');
    expect(row).toHaveTextContent('cave@domaine-des-lilas.fr');
    expect(row).toHaveTextContent('New order');
    expect(row).toHaveTextContent('Return asked');
    expect(row).toHaveTextContent('01/03/2026');
    expect(screen.getByTestId('notifications-fallback')).toHaveTextContent(
      'With no recipient of new orders, each new order is mailed to the site’s administrators.',
    );
    expect(screen.getByTestId('notifications-count')).toHaveTextContent('3 recipient(s) of 20');
  });

  it('refuses a bad e-mail and no event with the shared rules’ messages, then adds the recipient', async () => {
    const { call } = renderNotifications();
    const email = await screen.findByTestId('input-email');
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(screen.getByTestId('event-NEW_ORDER'));
    await userEvent.click(screen.getByTestId('notification-submit'));
    expect(await screen.findByText('Invalid e-mail format')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one event')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('adminNotificationCreate', expect.anything());
    await userEvent.clear(email);
    await userEvent.type(email, 'Marc@Domaine-des-Lilas.fr');
    await userEvent.click(screen.getByTestId('event-RETURN_ASKED'));
    await userEvent.click(screen.getByTestId('notification-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminNotificationCreate', {
        body: { email: 'Marc@Domaine-des-Lilas.fr', events: ['RETURN_ASKED'] },
      }),
    );
    expect(await screen.findByTestId('notification-row-4')).toHaveTextContent('Marc@Domaine-des-Lilas.fr');
    expect(email).toHaveValue('');
  });

  it('shows the server’s message under the e-mail (an address already listed)', async () => {
    renderNotifications({
      adminNotificationCreate: () => {
        throw new ApiError(409, 'This e-mail already receives the site’s notifications', {
          email: ['This e-mail already receives the site’s notifications'],
        });
      },
    });
    await userEvent.type(await screen.findByTestId('input-email'), 'cave@domaine-des-lilas.fr');
    await userEvent.click(screen.getByTestId('notification-submit'));
    expect(await screen.findByTestId('input-email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('This e-mail already receives the site’s notifications').length).toBeGreaterThan(0);
  });

  it('deletes several recipients at once after a confirmation naming them', async () => {
    const { call } = renderNotifications();
    await screen.findByTestId('notification-row-1');
    expect(screen.getByTestId('notifications-delete')).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select cave@domaine-des-lilas.fr' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select paul@domaine-des-lilas.fr' }));
    await userEvent.click(screen.getByTestId('notifications-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'These addresses will no longer receive the site’s notifications: cave@domaine-des-lilas.fr, paul@domaine-des-lilas.fr.',
    );
    await userEvent.click(within(dialog).getByTestId('confirm-cancel'));
    expect(call).not.toHaveBeenCalledWith('adminNotificationsDelete', expect.anything());
    await userEvent.click(screen.getByTestId('notifications-delete'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByTestId('confirm-ok'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminNotificationsDelete', { body: { ids: [1, 3] } }));
    await waitFor(() => expect(screen.queryByTestId('notification-row-1')).not.toBeInTheDocument());
    expect(screen.queryByTestId('notification-row-3')).not.toBeInTheDocument();
    expect(screen.getByTestId('notification-row-2')).toBeInTheDocument();
  });

  it('says so when the recipients cannot be loaded', async () => {
    renderNotifications({
      adminNotifications: () => {
        throw new ApiError(500, 'An error occured please reload the page or contact us');
      },
    });
    const alert = await screen.findByTestId('notifications-load-error');
    expect(alert).toHaveTextContent('The notification recipients could not be loaded');
    expect(screen.queryByTestId('notification-add')).not.toBeInTheDocument();
  });

  it('speaks French on the French screen, with the shared rules’ French messages', async () => {
    renderNotifications({}, 'fr_FR');
    expect(await screen.findByTestId('notification-row-2')).toHaveTextContent('Nouveau message');
    expect(screen.getByTestId('notifications-fallback')).toHaveTextContent(
      'Sans aucun destinataire des nouvelles commandes',
    );
    await userEvent.click(screen.getByTestId('notification-submit'));
    expect(await screen.findByText('L’e-mail est obligatoire')).toBeInTheDocument();
  });
});
