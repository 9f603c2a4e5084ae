import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import type { PopupRow } from '../api/popup-api.ts';
import { PopupAddRoute, PopupUpdateRoute } from '../routes/popup-form-route.tsx';
import { PopupListRoute } from '../routes/popup-list-route.tsx';

const festival: PopupRow = {
  id: 3,
  title: 'Fête des vendanges',
  content: '<p>Venez goûter le nouveau millésime.</p>',
  startDate: '2026-09-01',
  endDate: '2026-09-30',
  delaySeconds: 3,
  pages: ['/products'],
  frequency: 'ONCE',
  image: null,
  valid: true,
  createdAt: '2026-08-01T08:00:00.000Z',
  updatedAt: '2026-08-01T08:00:00.000Z',
};

const bodyOf = (call: ReturnType<typeof fakeApi>['call'], name: string) =>
  (call.mock.calls.find(([called]) => called === name)![1] as { body: Record<string, unknown> }).body;

describe('the popup form', () => {
  it('shows every missing field’s message at once, and sends nothing', async () => {
    const api = fakeApi({ adminPopupCreate: () => festival });
    renderScreen(<PopupAddRoute />, { api: api.client, path: '/popup/add', pattern: '/popup/add' });
    const form = await screen.findByTestId('popup-form');
    await userEvent.click(within(form).getByTestId('popup-submit'));
    expect(await within(form).findByText('The title is required')).toBeInTheDocument();
    expect(within(form).getByText('The content is required')).toBeInTheDocument();
    expect(api.call).not.toHaveBeenCalledWith('adminPopupCreate', expect.anything());
  });

  it('refuses an end date before the start date and a page that is not a path', async () => {
    const api = fakeApi({ adminPopups: () => ({ popups: [festival], total: 1 }) });
    renderScreen(<PopupUpdateRoute />, { api: api.client, path: '/popup/3', pattern: '/popup/:id' });
    const end = await screen.findByTestId('popup-endDate');
    await userEvent.clear(end);
    await userEvent.type(end, '2026-08-01');
    await userEvent.type(screen.getByTestId('popup-pages'), '{enter}https://elsewhere.example');
    await userEvent.click(screen.getByTestId('popup-submit'));
    expect(await screen.findByText('The end date cannot be before the start date')).toBeInTheDocument();
    expect(
      screen.getByText('Each page must be a path of the site starting with “/” (50 pages at most)'),
    ).toBeInTheDocument();
  });

  it('saves a popup read from the list with its pages, one a line', async () => {
    const api = fakeApi({
      adminPopups: () => ({ popups: [festival], total: 1 }),
      adminPopupUpdate: ({ body }) => ({ ...festival, ...(body as object) }),
    });
    renderScreen(<PopupUpdateRoute />, { api: api.client, path: '/popup/3', pattern: '/popup/:id' });
    await userEvent.type(await screen.findByTestId('popup-pages'), '{enter}/le-domaine');
    await userEvent.click(screen.getByTestId('popup-submit'));
    await waitFor(() => expect(api.call).toHaveBeenCalledWith('adminPopupUpdate', expect.anything()));
    expect(bodyOf(api.call, 'adminPopupUpdate')).toMatchObject({
      title: 'Fête des vendanges',
      pages: ['/products', '/le-domaine'],
      delaySeconds: 3,
      frequency: 'ONCE',
    });
    expect(await screen.findByText('Popup saved')).toBeInTheDocument();
  });
});

describe('the popup’s image', () => {
  it('sends the image picked in place of the old one, with its alternative text', async () => {
    const api = fakeApi({
      adminPopups: () => ({ popups: [{ ...festival, image: { url: '/media/old.png', alt: 'Old' } }], total: 1 }),
      adminPopupUpdate: ({ body }) => ({ ...festival, ...(body as object) }),
    });
    renderScreen(<PopupUpdateRoute />, { api: api.client, path: '/popup/3', pattern: '/popup/:id' });
    await userEvent.click(await screen.findByTestId('popup-images-remove-0'));
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'fete.png', { type: 'image/png' });
    await userEvent.upload(screen.getByTestId('popup-images-input'), png);
    await userEvent.type(await screen.findByTestId('popup-images-alt-0'), 'La fête');
    await userEvent.click(screen.getByTestId('popup-submit'));
    await waitFor(() => expect(api.call).toHaveBeenCalledWith('adminPopupUpdate', expect.anything()));
    const body = bodyOf(api.call, 'adminPopupUpdate');
    expect((body.image as File).name).toBe('fete.png');
    expect(body.alt).toBe('La fête');
    // The new image replaces the old one: nothing to drop.
    expect(body.removeImage).toBeUndefined();
  });
});

describe('the popups list', () => {
  it('shows each popup with its dates, pages and frequency, in French', async () => {
    const api = fakeApi({ adminPopups: () => ({ popups: [festival, { ...festival, id: 4, pages: [] }], total: 2 }) });
    renderScreen(<PopupListRoute />, { api: api.client, lang: 'fr_FR', path: '/popup', pattern: '/popup' });
    const list = await screen.findByTestId('popup-list');
    expect(await within(list).findAllByText('Fête des vendanges')).toHaveLength(2);
    expect(within(list).getByText('Toutes les pages')).toBeInTheDocument();
    expect(within(list).getAllByText('Une fois par visiteur')).toHaveLength(2);
  });
});
