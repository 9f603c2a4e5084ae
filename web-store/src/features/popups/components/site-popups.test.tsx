import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteAnswer } from '@cellar/shared/routes/route-table';
import { renderStore } from '../../../testing/store-test.tsx';

const popup = (over: Partial<RouteAnswer<'popups'>['popups'][number]> = {}) => ({
  id: 4,
  title: 'Harvest festival',
  startDate: null,
  endDate: null,
  delaySeconds: 0,
  pages: [],
  frequency: 'ONCE' as const,
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

const routes = (popups: ReturnType<typeof popup>[]) => ({
  'GET /popup': { popups } satisfies RouteAnswer<'popups'>,
  'GET /popup/*/content': (request: { path: string }) => {
    const id = Number(request.path.split('/')[2]);
    const found = popups.find((p) => p.id === id)!;
    return { id, title: found.title, content: '<p>Come and <a href="/products">taste</a>.</p>', image: null };
  },
});

/**
 * Once the storefront has read its popups (the list's call answered), lets a popup's delay of `seconds` pass: a popup
 * that was to show has shown by then. A negative check after this cannot pass only because the list came late.
 */
async function afterPopupsRead(api: { to: (path: string) => unknown[] }, seconds = 0): Promise<void> {
  await waitFor(() => expect(api.to('/popup')).toHaveLength(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 100)));
}

describe('the site’s popups on the storefront', () => {
  it('shows a popup once per visitor: a named modal dialog, focus on its close button, Escape closes it', async () => {
    const first = renderStore('/?site=1', routes([popup()]));
    const dialog = await screen.findByRole('dialog', { name: 'Harvest festival' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Come and taste.');
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    // The same visitor comes back: it does not show again.
    const again = renderStore('/?site=1', routes([popup()]), { keepSession: false });
    await afterPopupsRead(again.api);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(again.api.to('/popup/4/content')).toHaveLength(0);
  });

  it('shows it again once it was changed (another updatedAt)', async () => {
    window.localStorage.setItem('cellar.popup.1.4', '2026-10-01T10:00:00.000Z');
    renderStore('/?site=1', routes([popup()]));
    expect(await screen.findByRole('dialog', {})).toBeInTheDocument();
  });

  it('closes with its close button, or a click outside, and gives the focus back', async () => {
    renderStore('/?site=1', routes([popup({ frequency: 'EVERY_VISIT' })]));
    await screen.findByRole('dialog', {});
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).not.toBe(document.querySelector('.popup-close'));
  });

  it('closes on a click outside the dialog, not inside it', async () => {
    renderStore('/?site=1', routes([popup({ frequency: 'EVERY_VISIT' })]));
    const dialog = await screen.findByRole('dialog', {});
    fireEvent.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('popup-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a popup only on the pages it lists, and not before its start date', async () => {
    const store = renderStore(
      '/?site=1',
      routes([popup({ id: 5, pages: ['/products'] }), popup({ id: 6, startDate: '2999-01-01' })]),
    );
    await afterPopupsRead(store.api);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.api.to('/popup/5/content')).toHaveLength(0);
    expect(store.api.to('/popup/6/content')).toHaveLength(0);
  });

  it('waits for its delay before it shows', async () => {
    const rendered = Date.now();
    renderStore('/products?site=1', routes([popup({ pages: ['/products'], delaySeconds: 1 })]));
    await screen.findByRole('dialog');
    // At least its second after the page was drawn (a slow machine only makes it later, never sooner).
    expect(Date.now() - rendered).toBeGreaterThanOrEqual(1000);
  });
});
