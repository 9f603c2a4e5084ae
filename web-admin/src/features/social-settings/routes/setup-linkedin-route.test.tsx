import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import type { FacebookPageRow, LinkedinView } from '../api/social-settings-api.ts';
import { browser } from '../components/linkedin-card.tsx';
import { SetupLinkedinRoute } from './setup-linkedin-route.tsx';

const unlinked: LinkedinView = { state: 'NOT_CONNECTED', profile: null, linkedAt: null, adapter: 'local' };
const linked: LinkedinView = {
  state: 'CONNECTED',
  profile: { name: 'Camille Vigneron', email: 'camille@example.com', pictureUrl: null },
  linkedAt: '2026-03-01T10:00:00.000Z',
  adapter: 'local',
};
const page = (id: number, name: string, active = false): FacebookPageRow => ({
  id,
  pageId: `90000000000000${id}`,
  name,
  category: 'Winery/Vineyard',
  pictureUrl: null,
  active,
  updatedAt: '2026-03-01T10:00:00.000Z',
});

function renderSocial(handlers: Parameters<typeof fakeApi>[0] = {}, path = '/settings/setupLinkedin') {
  const api = fakeApi({
    adminLinkedinProfile: () => unlinked,
    adminFacebookPages: () => ({ adapter: 'local', pages: [] }),
    ...handlers,
  });
  renderScreen(<SetupLinkedinRoute />, { api: api.client, path, pattern: '/settings/setupLinkedin' });
  return api;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the social networks screen: LinkedIn', () => {
  it('starts unlinked and goes to the consent with a state from the server', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => {});
    renderSocial({ adminLinkedinGenerateState: () => ({ url: 'http://consent.example/?state=s2', state: 's2' }) });
    expect(await screen.findByTestId('linkedin-state')).toHaveTextContent('Not linked');
    await userEvent.click(screen.getByTestId('linkedin-connect'));
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://consent.example/?state=s2'));
  });

  it('links with the returned code and state, shows the profile, and goes back to the settings after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = renderSocial({ adminLinkedinAccessToken: () => linked }, '/settings/setupLinkedin?code=c2&state=s2');
    expect(await screen.findByTestId('linkedin-profile')).toHaveTextContent('Camille Vigneron');
    expect(screen.getByTestId('linkedin-countdown')).toHaveTextContent('Back to the settings in 5 s');
    expect(api.call).toHaveBeenCalledWith('adminLinkedinAccessToken', { body: { code: 'c2', state: 's2' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByTestId('linkedin-countdown')).toHaveTextContent('Back to the settings in 4 s');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/settings');
  });

  it('says the spec’s message when the link fails', async () => {
    renderSocial(
      {
        adminLinkedinAccessToken: () => {
          throw new ApiError(
            400,
            'Your linkedin account could not be linked, please retry or contact an administrator',
          );
        },
      },
      '/settings/setupLinkedin?code=bad&state=s2',
    );
    expect(await screen.findByTestId('linkedin-link-error')).toHaveTextContent(
      'Your linkedin account could not be linked, please retry or contact an administrator',
    );
  });

  it('asks to reconnect an expired link', async () => {
    renderSocial({ adminLinkedinProfile: () => ({ ...linked, state: 'EXPIRED' }) });
    expect(await screen.findByTestId('linkedin-expired')).toHaveTextContent(
      'You need to reconnect your Linkedin Account to continue.',
    );
    expect(screen.getByTestId('linkedin-connect')).toHaveTextContent('Link the LinkedIn account again');
  });

  it('says when the profile did not load', async () => {
    renderSocial({
      adminLinkedinProfile: () => {
        throw new ApiError(500, 'An error occured please reload the page or contact us');
      },
    });
    expect(await screen.findByTestId('linkedin-error')).toHaveTextContent('The LinkedIn profile could not be loaded');
  });
});

describe('the social networks screen: Facebook pages', () => {
  it('shows an empty state, needs a token, then loads the pages', async () => {
    const api = renderSocial({
      adminFacebookPagesLoad: () => ({ adapter: 'local', pages: [page(1, 'Domaine des Lilas')] }),
    });
    expect(await screen.findByTestId('facebook-empty')).toHaveTextContent('No Facebook page.');
    await userEvent.click(screen.getByTestId('facebook-load'));
    expect(await screen.findByText('The Facebook access token is required')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('facebook-token'), 'EAAuser');
    await userEvent.click(screen.getByTestId('facebook-load'));
    expect(await screen.findByTestId('facebook-page-1')).toHaveTextContent('Domaine des Lilas');
    expect(api.call).toHaveBeenCalledWith('adminFacebookPagesLoad', { body: { accessToken: 'EAAuser' } });
  });

  it('turns publishing on for a page', async () => {
    let pages = [page(1, 'Domaine des Lilas'), page(2, 'La Cave')];
    const api = renderSocial({
      adminFacebookPages: () => ({ adapter: 'local', pages }),
      adminFacebookPageUpdate: ({ params, body }) => {
        pages = pages.map((p) => (p.id === params!.id ? { ...p, ...(body as object) } : p));
        return pages.find((p) => p.id === params!.id);
      },
    });
    const row = await screen.findByTestId('facebook-page-2');
    await userEvent.click(within(row).getByRole('switch'));
    await waitFor(() =>
      expect(api.call).toHaveBeenCalledWith('adminFacebookPageUpdate', { params: { id: 2 }, body: { active: true } }),
    );
    await waitFor(() => expect(within(screen.getByTestId('facebook-page-2')).getByRole('switch')).toBeChecked());
  });
});
