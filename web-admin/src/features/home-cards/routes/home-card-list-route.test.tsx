import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import type { HomeCardRow } from '../api/home-cards-api.ts';
import { HomeCardListRoute } from './home-card-list-route.tsx';

const card = (id: number, title: string, order: number): HomeCardRow => ({
  id,
  title,
  description: '<p>x</p>',
  order,
  images: [
    { id: `img-${id}`, url: `/media/${id}.png`, alt: title, width: null, height: null, srcset: '', avifSrcset: '' },
  ],
});

function renderCards(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    adminHomeCards: () => ({ list: [card(2, 'Le domaine', 1), card(1, 'Nos vins', 4)] }),
    adminHomeCardDelete: () => null,
    ...handlers,
  });
  renderScreen(<HomeCardListRoute />, { api: api.client, path: '/home-cards', pattern: '/home-cards' });
  return api;
}

describe('the home cards list', () => {
  it('shows every card in the order the admin typed, with that order', async () => {
    renderCards();
    const first = (await screen.findByText('Le domaine')).closest('tr')!;
    const second = screen.getByText('Nos vins').closest('tr')!;
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(second).getByText('4')).toBeInTheDocument();
  });

  it('deletes a card after a confirmation naming it', async () => {
    const { call } = renderCards();
    await userEvent.click(await screen.findByTestId('delete-1'));
    expect(await screen.findByText(/Nos vins/, { selector: 'p, div' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(call).toHaveBeenCalledWith('adminHomeCardDelete', expect.objectContaining({ params: { id: 1 } }));
  });

  it('says when the list could not be loaded', async () => {
    renderCards({
      adminHomeCards: () => {
        throw new ApiError(500, 'Server error');
      },
    });
    expect(await screen.findByTestId('list-error')).toHaveTextContent('The list could not be loaded');
  });
});
