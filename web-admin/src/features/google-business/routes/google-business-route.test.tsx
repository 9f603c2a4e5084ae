import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import type { AdminRow, GoogleStateView, ReviewLocationRow } from '../api/google-business-api.ts';
import { browser } from '../components/google-connection.tsx';
import { GoogleBusinessRoute } from './google-business-route.tsx';

const notConnected: GoogleStateView = { state: 'NOT_CONNECTED', email: null, connectedAt: null, adapter: 'local' };
const connected: GoogleStateView = {
  state: 'CONNECTED',
  email: 'domaine@example.com',
  connectedAt: '2026-03-01T10:00:00.000Z',
  adapter: 'local',
};
const location = { id: '10001', name: 'Caveau de vente', address: '1 rue des Vignes, 33000 Bordeaux', placeId: null };
const admins: AdminRow[] = [
  { id: '1', email: 'owner@example.com', role: 'PRIMARY_OWNER', pending: false },
  { id: '2', email: 'manager@example.com', role: 'MANAGER', pending: false },
];
const review: ReviewLocationRow = {
  id: 7,
  name: 'Caveau',
  placeId: 'ChIJN1t_tDeuEmsRUsoyG83frY4',
  reviewUrl: 'https://search.google.com/local/writereview?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4',
  createdAt: '2026-03-01T10:00:00.000Z',
};

function renderGoogle(handlers: Parameters<typeof fakeApi>[0] = {}, path = '/google/myBusiness', lang: Lang = 'en_US') {
  const api = fakeApi({
    adminGoogleState: () => notConnected,
    adminGoogleReviewLocations: () => ({ list: [review], reviewMailDays: 7 }),
    ...handlers,
  });
  renderScreen(<GoogleBusinessRoute />, { api: api.client, path, pattern: '/google/myBusiness', lang });
  return api;
}

afterEach(() => vi.restoreAllMocks());

describe('the Google business screen', () => {
  it('shows NOT_CONNECTED, says the adapter is local, asks for no location, and connects through the consent', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => {});
    const api = renderGoogle({
      adminGoogleAuthUrl: () => ({ url: 'http://consent.example/?state=s1', state: 's1' }),
    });
    expect(await screen.findByTestId('google-state')).toHaveTextContent('Not connected');
    expect(screen.getByTestId('google-local')).toHaveTextContent('Local mode');
    expect(screen.getByTestId('locations-not-connected')).toHaveTextContent('Connect a Google account');
    await userEvent.click(screen.getByTestId('google-connect'));
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://consent.example/?state=s1'));
    expect(api.call.mock.calls.map(([name]) => name)).not.toContain('adminGoogleLocations');
  });

  it('posts the code and state the consent came back with, once, and shows the account', async () => {
    let state = notConnected;
    const api = renderGoogle(
      {
        adminGoogleState: () => state,
        adminGoogleAccessToken: () => {
          state = connected;
          return connected;
        },
        adminGoogleLocations: () => ({ locations: [location] }),
        adminGoogleLocationAdmins: () => ({ admins }),
      },
      '/google/myBusiness?code=c1&state=s1',
    );
    expect(await screen.findByTestId('location-10001')).toHaveTextContent('Caveau de vente');
    expect(screen.getByTestId('google-state')).toHaveTextContent('Connected');
    const posts = api.call.mock.calls.filter(([name]) => name === 'adminGoogleAccessToken');
    expect(posts).toEqual([['adminGoogleAccessToken', { body: { code: 'c1', state: 's1' } }]]);
    expect(await screen.findByTestId('admin-10001-1')).toHaveTextContent('Primary owner');
    expect(screen.getByTestId('admin-10001-2')).toHaveTextContent('Manager');
  });

  it('says a refused consent in the server’s words', async () => {
    renderGoogle(
      {
        adminGoogleAccessToken: () => {
          throw new ApiError(400, 'This connection link has expired or was not started here, please retry');
        },
      },
      '/google/myBusiness?code=c1&state=forged',
    );
    expect(await screen.findByTestId('google-connect-error')).toHaveTextContent(
      'This connection link has expired or was not started here, please retry',
    );
  });

  it('invites with the role Manager or Owner only: the rule’s message before any call', async () => {
    const api = renderGoogle({
      adminGoogleState: () => connected,
      adminGoogleLocations: () => ({ locations: [location] }),
      adminGoogleLocationAdmins: () => ({ admins }),
      adminGoogleLocationAdminAdd: ({ body }) => ({ id: '9', ...(body as object), pending: true }),
    });
    const form = await screen.findByTestId('invite-10001');
    await userEvent.type(within(form).getByTestId('invite-email'), 'new@example.com');
    await userEvent.click(within(form).getByTestId('invite-submit'));
    expect(await within(form).findByText('The role must be Manager or Owner')).toBeInTheDocument();
    expect(api.call.mock.calls.map(([name]) => name)).not.toContain('adminGoogleLocationAdminAdd');
    await userEvent.click(within(form).getByTestId('invite-role'));
    await userEvent.click(await screen.findByRole('option', { name: 'Owner' }));
    await userEvent.click(within(form).getByTestId('invite-submit'));
    await waitFor(() =>
      expect(api.call).toHaveBeenCalledWith('adminGoogleLocationAdminAdd', {
        params: { locationId: '10001' },
        body: { email: 'new@example.com', role: 'OWNER' },
      }),
    );
  });

  it('says when the locations did not load, never an empty list', async () => {
    renderGoogle({
      adminGoogleState: () => connected,
      adminGoogleLocations: () => {
        throw new ApiError(502, 'The social network did not answer, please retry later');
      },
    });
    expect(await screen.findByTestId('locations-error')).toHaveTextContent(
      'The social network did not answer, please retry later',
    );
    expect(screen.queryByTestId('locations-empty')).not.toBeInTheDocument();
  });

  it('lists the review locations with their link, and refuses 0 days for the review mail in French', async () => {
    const api = renderGoogle({}, '/google/myBusiness', 'fr_FR');
    const row = await screen.findByTestId('review-7');
    expect(row).toHaveTextContent('Caveau');
    expect(within(row).getByRole('link')).toHaveAttribute('href', review.reviewUrl);
    const days = screen.getByTestId('review-mail-days');
    expect(days).toHaveValue('7');
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    await userEvent.click(screen.getByTestId('review-mail-save'));
    expect(
      await screen.findByText('Le nombre de jours avant le mail d’avis doit être supérieur à 0'),
    ).toBeInTheDocument();
    expect(api.call.mock.calls.map(([name]) => name)).not.toContain('adminGoogleReviewMail');
  });

  it('shows an empty state without review locations, and adds one', async () => {
    let list: ReviewLocationRow[] = [];
    const api = renderGoogle({
      adminGoogleReviewLocations: () => ({ list, reviewMailDays: null }),
      adminGoogleReviewLocationAdd: () => {
        list = [review];
        return review;
      },
    });
    expect(await screen.findByTestId('reviews-empty')).toHaveTextContent('No review location.');
    await userEvent.click(screen.getByTestId('review-add'));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('review-name'), 'Caveau');
    await userEvent.type(screen.getByTestId('review-place-id'), review.placeId);
    await userEvent.click(screen.getByTestId('review-add'));
    expect(await screen.findByTestId('review-7')).toBeInTheDocument();
    expect(api.call).toHaveBeenCalledWith('adminGoogleReviewLocationAdd', {
      body: { name: 'Caveau', placeId: review.placeId },
    });
  });
});
