import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { renderScreen } from '../../testing/render.tsx';
import { stackBoxes } from '../../testing/stacked-boxes.ts';
import { ListScreen } from './list-screen.tsx';
import type { ListQueryInput } from './list-query.ts';

interface Wine {
  id: number;
  name: string;
  valid: boolean;
}

const wines: Wine[] = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `Wine ${i + 1}`, valid: i % 2 === 0 }));

/** A fake list endpoint: filters (like on name), orders, pages, as the API does. */
function fakeLoad(records: Wine[] = wines) {
  return vi.fn(async (q: ListQueryInput) => {
    const like = q.filters.find((f) => f.field === 'name')?.value.toLowerCase();
    let rows = like ? records.filter((r) => r.name.toLowerCase().includes(like)) : [...records];
    if (q.orderBy === 'name:desc') rows = rows.reverse();
    return { records: rows.slice((q.page - 1) * q.nbItem, q.page * q.nbItem), total: rows.length };
  });
}

function renderList(props: Partial<Parameters<typeof ListScreen<Wine>>[0]> = {}) {
  const load = props.load ?? fakeLoad();
  renderScreen(
    <ListScreen<Wine>
      title="Wines"
      queryKey={['wines']}
      load={load}
      rowId={(w) => w.id}
      columns={[{ accessor: 'name', title: 'Name', sortable: true }]}
      filters={[{ field: 'name', label: 'Name filter', type: 'like' }]}
      {...props}
    />,
  );
  return { load };
}

describe('the list kit', () => {
  it('shows the first page of 10 and the total', async () => {
    const { load } = renderList();
    expect(await screen.findByText('Wine 1')).toBeInTheDocument();
    expect(screen.getByText('Wine 10')).toBeInTheDocument();
    expect(screen.queryByText('Wine 11')).not.toBeInTheDocument();
    expect(screen.getByTestId('list-total')).toHaveTextContent('Total: 23');
    expect(load).toHaveBeenCalledWith({ page: 1, nbItem: 10, orderBy: undefined, filters: [] });
  });

  it('asks the next page when paging', async () => {
    const { load } = renderList();
    await screen.findByText('Wine 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Wine 11')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, nbItem: 10 }));
  });

  it('orders by a column when its header is clicked', async () => {
    const { load } = renderList();
    await screen.findByText('Wine 1');
    await userEvent.click(screen.getByText('Name', { selector: 'th *' }));
    await waitFor(() => expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ orderBy: 'name' })));
    await userEvent.click(screen.getByText('Name', { selector: 'th *' }));
    await waitFor(() => expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ orderBy: 'name:desc' })));
  });

  it('filters with a like filter and goes back to page 1', async () => {
    const { load } = renderList();
    await screen.findByText('Wine 1');
    await userEvent.type(screen.getByLabelText('Name filter'), 'Wine 2');
    await waitFor(() =>
      expect(load).toHaveBeenLastCalledWith({
        page: 1,
        nbItem: 10,
        orderBy: undefined,
        filters: [{ field: 'name', type: 'like', value: 'Wine 2' }],
      }),
    );
    expect(await screen.findByTestId('list-total')).toHaveTextContent('Total: 5');
  });

  it('deletes a record only after confirmation', async () => {
    const run = vi.fn(async () => undefined);
    renderList({ remove: { run, describe: (w) => w.name } });
    await screen.findByText('Wine 1');

    await userEvent.click(screen.getByTestId('delete-3'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByText('Delete “Wine 3”? This cannot be undone.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByTestId('confirm-cancel'));
    expect(run).not.toHaveBeenCalled();

    await userEvent.click(screen.getByTestId('delete-3'));
    await userEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(run).toHaveBeenCalledWith(expect.objectContaining({ id: 3 })));
  });

  it('names each row’s actions in full, whatever room the table has: "Edit Wine 3", "Delete Wine 3", and says it on hover', async () => {
    renderList({ editTo: (w) => `/wine/${w.id}`, remove: { run: async () => undefined, describe: (w) => w.name } });
    const row = (await screen.findByText('Wine 3')).closest('tr')!;
    const edit = within(row).getByRole('link', { name: 'Edit Wine 3' });
    expect(edit).toHaveAttribute('href', '/wine/3');
    const remove = within(row).getByRole('button', { name: 'Delete Wine 3' });
    // Icons, so no word of theirs can be cut (Chromium checks the widths: e2e/catalog.e2e.test.ts).
    expect(edit).not.toHaveTextContent(/\w/);
    expect(remove).not.toHaveTextContent(/\w/);
    await userEvent.hover(remove);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete');
  });

  it('names the actions with `describe` when nothing is deleted', async () => {
    renderList({ editTo: (w) => `/wine/${w.id}`, describe: (w) => w.name });
    expect(await screen.findByRole('link', { name: 'Edit Wine 1' })).toBeInTheDocument();
  });

  it('switches a record valid or invalid', async () => {
    const set = vi.fn(async () => undefined);
    renderList({ valid: { isValid: (w) => w.valid, set } });
    await screen.findByText('Wine 1');
    expect(screen.getByTestId('valid-1')).toBeChecked();
    await userEvent.click(screen.getByTestId('valid-1'));
    await waitFor(() => expect(set).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), false));
  });

  it('says when there is nothing to show', async () => {
    renderList({ load: fakeLoad([]) });
    expect(await screen.findByText('No records')).toBeInTheDocument();
    expect(screen.getByTestId('list-total')).toHaveTextContent('Total: 0');
  });

  it('shows the server message when the list cannot be loaded', async () => {
    renderList({
      load: async () => {
        throw new ApiError(500, 'Database unavailable');
      },
    });
    const alert = await screen.findByTestId('list-error');
    expect(alert).toHaveTextContent('The list could not be loaded');
    expect(alert).toHaveTextContent('Database unavailable');
  });
});

/** The names of the rows, top to bottom. */
function rowNames(): string[] {
  return screen.getAllByRole('row').flatMap((row) => {
    const name = within(row).queryByText(/^Wine \d+$/);
    return name ? [name.textContent ?? ''] : [];
  });
}

/**
 * Drag and drop through @dnd-kit's keyboard sensor (Space, arrows, Space), as a keyboard user
 * does. jsdom lays nothing out, so rows get a 40 px tall box by their place in the table.
 */
describe('the list kit: drag-and-drop ordering', () => {
  beforeEach(() => stackBoxes('tr[data-row-id]', 40));
  afterEach(() => vi.restoreAllMocks());

  async function moveDown(id: number) {
    const user = userEvent.setup();
    const handle = screen.getByTestId(`reorder-${id}`);
    handle.focus();
    await user.keyboard(' ');
    // Picked up. dnd-kit listens for arrows from its next task on; waitFor ends on a later task.
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await user.keyboard('{ArrowDown}');
    // Its announcement to screen readers says where the row is.
    await waitFor(() =>
      expect(document.querySelector('[id^="DndLiveRegion"]')).toHaveTextContent(`Row ${id} is over row ${id + 1}.`),
    );
    await user.keyboard(' ');
  }

  it('shows the new order at once and saves it with the new position', async () => {
    const onReorder = vi.fn(() => new Promise(() => undefined)); // still saving
    renderList({ onReorder });
    await screen.findByText('Wine 1');
    expect(screen.getByTestId('reorder-1')).toHaveAccessibleName('Move 1');
    await moveDown(1);
    await waitFor(() => expect(onReorder).toHaveBeenCalledWith(1, 1));
    expect(rowNames().slice(0, 3)).toEqual(['Wine 2', 'Wine 1', 'Wine 3']);
  });

  it('counts the position from the start of the list on later pages', async () => {
    const onReorder = vi.fn(() => new Promise(() => undefined));
    renderList({ onReorder });
    await screen.findByText('Wine 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Wine 11');
    await moveDown(11);
    await waitFor(() => expect(onReorder).toHaveBeenCalledWith(11, 11));
  });

  it('puts the rows back and shows an error toast when saving fails', async () => {
    const onReorder = vi.fn(async () => {
      throw new ApiError(500, 'Order not saved');
    });
    renderList({ onReorder });
    await screen.findByText('Wine 1');
    await moveDown(1);
    await waitFor(() => expect(onReorder).toHaveBeenCalledWith(1, 1));
    expect(await screen.findByTestId('toast-error')).toHaveTextContent('Order not saved');
    await waitFor(() => expect(rowNames().slice(0, 2)).toEqual(['Wine 1', 'Wine 2']));
  });

  it('has no handles without onReorder, and disabled ones while a filter applies', async () => {
    renderList();
    await screen.findByText('Wine 1');
    expect(screen.queryByTestId('reorder-1')).not.toBeInTheDocument();
    cleanup();
    renderList({ onReorder: vi.fn(async () => undefined) });
    await screen.findByText('Wine 1');
    await userEvent.type(screen.getByLabelText('Name filter'), 'Wine 1');
    await waitFor(() => expect(screen.getByTestId('reorder-1')).toBeDisabled());
  });
});
