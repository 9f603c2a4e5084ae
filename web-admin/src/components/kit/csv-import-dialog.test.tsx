import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { NativeSelect } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { renderScreen } from '../../testing/render.tsx';
import { CsvImportDialog, type CsvImportDialogProps, type InsertRun } from './csv-import-dialog.tsx';

interface Parsed {
  filename: string;
  rows: string[];
  refused: number[];
}
interface Inserted {
  inserted: number;
  total: number;
  done: boolean;
}

const csv = (name = 'rows.csv') => new File(['a;b\n1;2\n'], name, { type: 'text/csv' });
const parsed: Parsed = { filename: 'kept-1', rows: ['Caveau', 'Boutique'], refused: [3] };
const labels = {
  title: 'Import rows',
  help: 'A CSV file, one row a line',
  choose: 'Choose a file',
  read: 'Read the file',
  close: 'Close',
};

afterEach(() => act(() => notifications.clean()));

function renderDialog(props: Partial<CsvImportDialogProps<Parsed, Inserted>> = {}) {
  const parse = vi.fn(async (_file: File) => parsed);
  const insert = vi.fn(async (_read: Parsed, _run: InsertRun<Inserted>): Promise<Inserted> => ({
    inserted: 2,
    total: 2,
    done: true,
  }));
  const onInserted = vi.fn();
  const onClose = vi.fn();
  const view = renderScreen(
    <CsvImportDialog<Parsed, Inserted>
      testId="rows-import"
      labels={labels}
      parse={parse}
      insert={insert}
      onInserted={onInserted}
      canInsert={(read) => read.rows.length > 0}
      insertLabel={(read, progress) => (progress?.done ? null : `Insert ${read?.rows.length ?? 0} row(s)`)}
      preview={(read, { progress }) => (
        <div data-testid="rows-preview">
          {read.rows.map((row) => (
            <p key={row}>{row}</p>
          ))}
          {read.refused.map((line) => (
            <p key={line}>{`line ${line} refused`}</p>
          ))}
          {progress && <p data-testid="rows-progress">{`${progress.inserted} / ${progress.total}`}</p>}
        </div>
      )}
      onClose={onClose}
      {...props}
    />,
  );
  // The mocks answered are the defaults: a test that passes its own `parse` or `insert` watches it itself.
  return { parse, insert, onInserted, onClose, ...view };
}

async function readFile(file = csv()) {
  const dialog = await screen.findByTestId('rows-import');
  await userEvent.upload(within(dialog).getByTestId('rows-import-file'), file);
  await userEvent.click(within(dialog).getByTestId('rows-import-parse'));
  return dialog;
}

describe('the CSV import dialog', () => {
  it('reads the chosen file and shows what the server read, writing nothing before "insert"', async () => {
    const { parse, insert, onInserted } = renderDialog();
    const dialog = await screen.findByTestId('rows-import');
    expect(within(dialog).getByText('A CSV file, one row a line')).toBeInTheDocument();
    expect(within(dialog).getByTestId('rows-import-parse')).toBeDisabled();
    expect(within(dialog).getByTestId('rows-import-insert')).toBeDisabled();

    await readFile(csv('cellar.csv'));
    const preview = await within(dialog).findByTestId('rows-preview');
    expect(parse).toHaveBeenCalledTimes(1);
    expect(parse.mock.calls[0]![0].name).toBe('cellar.csv');
    expect(within(dialog).getByTestId('rows-import-pick')).toHaveTextContent('cellar.csv');
    expect(preview).toHaveTextContent('Caveau');
    expect(preview).toHaveTextContent('line 3 refused');
    expect(insert).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByTestId('rows-import-insert'));
    await waitFor(() => expect(onInserted).toHaveBeenCalledTimes(1));
    expect(onInserted.mock.calls[0]![0]).toEqual({ inserted: 2, total: 2, done: true });
    expect(insert.mock.calls[0]![0]).toEqual(parsed);
  });

  it('keeps the insert disabled when nothing read can be inserted', async () => {
    renderDialog({ parse: async () => ({ ...parsed, rows: [] }) });
    const dialog = await readFile();
    await within(dialog).findByTestId('rows-preview');
    expect(within(dialog).getByTestId('rows-import-insert')).toBeDisabled();
  });

  it('shows the server’s refusal of the file under the file button', async () => {
    renderDialog({
      parse: async () => {
        throw new ApiError(400, 'Invalid data', { file: ['The file must be a CSV file (.csv) of at most 200 KB'] });
      },
    });
    const dialog = await readFile();
    expect(await within(dialog).findByTestId('rows-import-file-error')).toHaveTextContent(
      'The file must be a CSV file (.csv) of at most 200 KB',
    );
    expect(within(dialog).queryByTestId('rows-import-error')).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId('rows-preview')).not.toBeInTheDocument();
  });

  it('shows any other error above the form, and lets the insert be sent again', async () => {
    let calls = 0;
    const { onInserted } = renderDialog({
      insert: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError(404, 'This import was not found or has expired: upload the file again');
        return { inserted: 2, total: 2, done: true };
      },
    });
    const dialog = await readFile();
    await userEvent.click(await within(dialog).findByTestId('rows-import-insert'));
    expect(await within(dialog).findByTestId('rows-import-error')).toHaveTextContent(
      'This import was not found or has expired: upload the file again',
    );
    // In the dialog and as a toast.
    expect(await screen.findAllByText('This import was not found or has expired: upload the file again')).toHaveLength(
      2,
    );
    await userEvent.click(within(dialog).getByTestId('rows-import-insert'));
    await waitFor(() => expect(onInserted).toHaveBeenCalledTimes(1));
    expect(within(dialog).queryByTestId('rows-import-error')).not.toBeInTheDocument();
  });

  it('shows each answer of an insert that takes several calls, and hides the insert once all is in', async () => {
    let release: () => void = () => undefined;
    const second = new Promise<void>((resolve) => (release = resolve));
    const { onInserted } = renderDialog({
      insert: async (_read, { report }) => {
        report({ inserted: 1, total: 2, done: false });
        await second;
        report({ inserted: 2, total: 2, done: true });
        return { inserted: 2, total: 2, done: true };
      },
    });
    const dialog = await readFile();
    await userEvent.click(await within(dialog).findByTestId('rows-import-insert'));
    expect(await within(dialog).findByTestId('rows-progress')).toHaveTextContent('1 / 2');
    expect(onInserted).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(within(dialog).getByTestId('rows-progress')).toHaveTextContent('2 / 2'));
    await waitFor(() => expect(onInserted).toHaveBeenCalledTimes(1));
    expect(within(dialog).queryByTestId('rows-import-insert')).not.toBeInTheDocument();
  });

  it('waits for a running call before closing, unless told the insert stops between its calls', async () => {
    let release: () => void = () => undefined;
    const pending = new Promise<void>((resolve) => (release = resolve));
    const { onClose } = renderDialog({ insert: async () => (await pending, { inserted: 2, total: 2, done: true }) });
    const dialog = await readFile();
    await userEvent.click(await within(dialog).findByTestId('rows-import-insert'));
    expect(within(dialog).getByTestId('rows-import-close')).toBeDisabled();
    release();
    await waitFor(() => expect(within(dialog).getByTestId('rows-import-close')).toBeEnabled());
    await userEvent.click(within(dialog).getByTestId('rows-import-close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('aborts the running insert when the dialog goes, when closing is allowed meanwhile', async () => {
    let signal: AbortSignal | undefined;
    const { onClose, unmount } = renderDialog({
      closeWhileBusy: true,
      insert: (_read, run) => {
        signal = run.signal;
        return new Promise<Inserted>(() => undefined);
      },
    });
    const dialog = await readFile();
    await userEvent.click(await within(dialog).findByTestId('rows-import-insert'));
    await userEvent.click(within(dialog).getByTestId('rows-import-close'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('puts the feature’s options beside the file button, disabled while a call runs, and reads them at parse time', async () => {
    let header = 'auto';
    const parse = vi.fn(async (_file: File, _header: string) => parsed);
    renderDialog({
      parse: async (file) => parse(file, header),
      options: (busy) => (
        <NativeSelect
          aria-label="Header"
          data={['auto', 'yes']}
          defaultValue="auto"
          onChange={(event) => (header = event.currentTarget.value)}
          disabled={busy}
          data-testid="rows-header"
        />
      ),
    });
    const dialog = await screen.findByTestId('rows-import');
    await userEvent.selectOptions(within(dialog).getByTestId('rows-header'), 'yes');
    await readFile();
    await waitFor(() => expect(parse).toHaveBeenCalledWith(expect.any(File), 'yes'));
  });
});
