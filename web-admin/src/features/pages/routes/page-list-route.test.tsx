import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { PageTreeNode } from '@cellar/shared/pages/page-document';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { stackBoxes } from '../../../testing/stacked-boxes.ts';
import { pageNode } from '../testing/page-fixtures.ts';
import { PageListRoute } from './page-list-route.tsx';

function page(id: number, title: string, url: string, extra: Partial<PageTreeNode> = {}): PageTreeNode {
  return pageNode({ id, title, url, menuTitle: title, ...extra });
}

const history = page(3, 'Notre histoire', 'notre-histoire', { parentId: 1, menuIcon: 'book' });
const estate = page(1, 'Le domaine', 'le-domaine', { children: [history] });
const wines = page(2, 'Nos vins', 'nos-vins', { order: 2, menuIcon: 'bottle' });
const shop = page(4, '', '', {
  order: 3,
  menuTitle: 'Boutique',
  menuIcon: 'shop',
  isValid: false,
  link: { type: 'LINK', url: 'https://shop.example.com' },
});
const tree = [estate, wines, shop];

function renderPages(handlers: Parameters<typeof fakeApi>[0] = {}, path = '/page') {
  const api = fakeApi({ adminPages: () => ({ pages: tree }), ...handlers });
  renderScreen(<PageListRoute />, { api: api.client, path, pattern: '/page' });
  return api;
}

describe('the pages list', () => {
  it('shows the pages as the menu tree, with where each leads, its menu entry and its type', async () => {
    renderPages();
    const estateRow = await screen.findByTestId('page-1');
    expect(within(estateRow).getByText('Le domaine')).toBeInTheDocument();
    expect(within(estateRow).getByText('/le-domaine')).toBeInTheDocument();
    expect(within(estateRow).getByText('In the menu')).toBeInTheDocument();
    expect(within(estateRow).getByText('Content page')).toBeInTheDocument();
    expect(within(estateRow).getByText('Le domaine · House icon')).toBeInTheDocument();
    // The first online content page at the root is the storefront's home page, and only it.
    expect(within(estateRow).getByTestId('page-home-1')).toHaveTextContent('Home page');
    expect(screen.getAllByText('Home page')).toHaveLength(1);
    // The sub-page is listed under its parent.
    const subPages = screen.getByRole('list', { name: 'Sub-pages of Le domaine' });
    expect(within(subPages).getByText('Notre histoire')).toBeInTheDocument();
    // A link is named by its menu title, leads to its address, and has no content to edit.
    const shopRow = screen.getByTestId('page-4');
    expect(within(shopRow).getByText('Boutique')).toBeInTheDocument();
    expect(within(shopRow).getByText('https://shop.example.com')).toBeInTheDocument();
    expect(within(shopRow).getByText('Link')).toBeInTheDocument();
    expect(screen.queryByTestId('page-edit-content-4')).not.toBeInTheDocument();
    expect(screen.getByTestId('page-valid-4')).not.toBeChecked();
    expect(screen.getByTestId('page-edit-content-1')).toHaveAttribute('href', '/en_US/page/editor/1');
    expect(screen.getByTestId('page-information-1')).toHaveAttribute('href', '/en_US/page/update/1');
    expect(screen.getByTestId('page-add')).toHaveAttribute('href', '/en_US/page/add');
    // Publishing (and the live edit) is one click away.
    expect(screen.getByTestId('page-publish')).toHaveAttribute('href', '/en_US/page/live');
  });

  it('switches a page offline through PUT /admin/page/state/{id}', async () => {
    const { call } = renderPages({ adminPageState: () => ({ ...wines, isValid: false }) });
    await userEvent.click(await screen.findByRole('switch', { name: 'Online: Nos vins' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminPageState', { params: { id: 2 }, body: { valid: false } }),
    );
    expect(await screen.findByText('Page offline')).toBeInTheDocument();
  });

  it('deletes a page once the deletion is confirmed', async () => {
    const { call } = renderPages({ adminPageDelete: () => ({}) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Nos vins' }));
    const dialog = await screen.findByTestId('page-delete-dialog');
    expect(within(dialog).getByText(/Delete the page “Nos vins” and its content\?/)).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('adminPageDelete', expect.anything());
    await userEvent.click(within(dialog).getByTestId('page-delete-confirm'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminPageDelete', { params: { id: 2 } }));
    expect(await screen.findByText('Page deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('page-delete-dialog')).not.toBeInTheDocument());
  });

  it('says why the server refuses to delete a page that has sub-pages', async () => {
    renderPages({
      adminPageDelete: () => {
        throw new ApiError(409, 'This page has sub-pages: move or delete them first');
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Le domaine' }));
    const dialog = await screen.findByTestId('page-delete-dialog');
    await userEvent.click(within(dialog).getByTestId('page-delete-confirm'));
    expect(await within(dialog).findByTestId('page-delete-error')).toHaveTextContent(
      'This page has sub-pages: move or delete them first',
    );
  });

  it('says the pages could not be loaded rather than showing an empty list', async () => {
    renderPages({
      adminPages: () => {
        throw new ApiError(500, 'An error occured please reload the page or contact us');
      },
    });
    const alert = await screen.findByTestId('page-list-error');
    expect(alert).toHaveTextContent('The pages could not be loaded');
    expect(alert).toHaveTextContent('An error occured please reload the page or contact us');
    expect(screen.queryByTestId('page-list-empty')).not.toBeInTheDocument();
  });

  it('invites to create the first page when the site has none', async () => {
    renderPages({ adminPages: () => ({ pages: [] }) });
    const empty = await screen.findByTestId('page-list-empty');
    expect(empty).toHaveTextContent('No page yet');
    expect(within(empty).getByRole('link', { name: 'New page' })).toHaveAttribute('href', '/en_US/page/add');
  });
});

/**
 * Ordering through @dnd-kit's keyboard sensor (Space, arrows, Space), as a keyboard user does. jsdom lays nothing
 * out, so each page gets a 40 px tall box by its place among its siblings.
 */
describe('the pages list: ordering', () => {
  beforeEach(() => stackBoxes('[data-page-node]', 40));
  afterEach(() => vi.restoreAllMocks());

  it('moves a page among its siblings with the keyboard and saves the whole order with PUT /admin/page/order', async () => {
    const reordered = [{ ...wines, order: 1 }, { ...estate, order: 2 }, shop];
    // The server keeps the order it was sent.
    let saved = tree;
    const { call } = renderPages({
      adminPages: () => ({ pages: saved }),
      adminPageOrder: () => {
        saved = reordered;
        return { pages: reordered };
      },
    });
    const user = userEvent.setup();
    const handle = await screen.findByRole('button', { name: 'Move Le domaine' });
    handle.focus();
    await user.keyboard(' ');
    // Picked up. dnd-kit listens for arrows from its next task on; waitFor ends on a later task.
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(
        Array.from(document.querySelectorAll('[id^="DndLiveRegion"]')).map((region) => region.textContent),
      ).toContain('Page Le domaine is over page Nos vins.'),
    );
    await user.keyboard(' ');
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminPageOrder', expect.anything()));
    expect(call).toHaveBeenCalledWith('adminPageOrder', {
      body: {
        pages: [
          { id: 2, parentId: null, order: 1 },
          { id: 1, parentId: null, order: 2 },
          { id: 3, parentId: 1, order: 1 },
          { id: 4, parentId: null, order: 3 },
        ],
      },
    });
    expect(await screen.findByText('Menu order saved')).toBeInTheDocument();
    const names = screen
      .getAllByTestId(/^page-name-/)
      .map((name) => name.textContent)
      .filter((name) => name !== 'Notre histoire');
    expect(names).toEqual(['Nos vins', 'Le domaine', 'Boutique']);
  });
});
