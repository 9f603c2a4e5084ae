import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { CityImportDialog } from './city-import-dialog.tsx';

const csv = (text: string, name = 'cities.csv') => new File([text], name, { type: 'text/csv' });
const parsed = {
  filename: '3f0b8d52-6c1e-4a4e-9b7a-1d2c3e4f5a6b',
  idCountry: 826,
  total: 2500,
  preview: [
    { name: 'London', postalCode: 'SW1A1AA', department: null, inseeCode: null, latitude: 51.5014, longitude: -0.1419 },
    {
      name: 'Edinburgh',
      postalCode: 'EH11YZ',
      department: null,
      inseeCode: null,
      latitude: 55.9533,
      longitude: -3.1883,
    },
  ],
  errors: [
    { line: 4, field: 'name', message: 'City is required' },
    { line: 5, field: 'latitude', message: 'Invalid coordinates' },
  ],
  errorCount: 2,
  expiresAt: '2030-01-01T00:00:00.000Z',
};

afterEach(() => act(() => notifications.clean()));

function renderImport(handlers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(handlers);
  const onInserted = vi.fn();
  renderScreen(
    <CityImportDialog
      country={{ id: 826, label: 'United Kingdom' }}
      onInserted={onInserted}
      onClose={() => undefined}
    />,
    { api: api.client },
  );
  return { ...api, onInserted };
}

async function readFile() {
  const dialog = await screen.findByTestId('city-import');
  await userEvent.upload(within(dialog).getByTestId('city-import-file'), csv('city,zip\nLondon,SW1A 1AA\n'));
  await userEvent.click(within(dialog).getByTestId('city-import-parse'));
  return dialog;
}

describe('the city import', () => {
  it('shows the cities read and each refused line with its field and message before inserting', async () => {
    const { call } = renderImport({ adminCitiesParse: () => parsed });
    const dialog = await readFile();
    expect(await within(dialog).findByTestId('city-import-total')).toHaveTextContent('2500 city(ies) read');
    expect(within(dialog).getByTestId('city-import-refused')).toHaveTextContent('2 line(s) refused');
    expect(
      within(within(dialog).getByTestId('city-import-error-4'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', 'City', 'City is required']);
    expect(
      within(within(dialog).getByTestId('city-import-error-5'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5', 'Latitude', 'Invalid coordinates']);
    expect(within(within(dialog).getByTestId('city-import-preview')).getByText('SW1A1AA')).toBeInTheDocument();
    expect(within(dialog).getByTestId('city-import-insert')).toHaveTextContent('Save 2500 city(ies)');
    const [, input] = call.mock.calls.find(([name]) => name === 'adminCitiesParse')! as [
      string,
      { params: { id: number }; body: { file: File } },
    ];
    expect(input.params).toEqual({ id: 826 });
    expect(input.body.file.name).toBe('cities.csv');
    expect(call).not.toHaveBeenCalledWith('adminCitiesInsert', expect.anything());
  });

  it("shows the server's message on the file when it cannot be read", async () => {
    renderImport({
      adminCitiesParse: () => {
        throw new ApiError(400, 'Invalid request', {
          file: ['The first line must name the columns name and postalCode'],
        });
      },
    });
    const dialog = await readFile();
    expect(await within(dialog).findByTestId('city-import-file-error')).toHaveTextContent(
      'The first line must name the columns name and postalCode',
    );
    expect(within(dialog).queryByTestId('city-import-insert')).not.toBeInTheDocument();
  });

  it('sends the insert again while the server answers done: false, showing inserted / total until done', async () => {
    let release: () => void = () => undefined;
    const second = new Promise<void>((resolve) => (release = resolve));
    const answers = [
      { idCountry: 826, inserted: 1000, total: 2500, done: false },
      { idCountry: 826, inserted: 2000, total: 2500, done: false },
      { idCountry: 826, inserted: 2500, total: 2500, done: true },
    ];
    let calls = 0;
    const { call, onInserted } = renderImport({
      adminCitiesParse: () => parsed,
      adminCitiesInsert: async () => {
        calls += 1;
        if (calls === 2) await second;
        return answers[calls - 1];
      },
    });
    const dialog = await readFile();
    await userEvent.click(await within(dialog).findByTestId('city-import-insert'));
    // The first call answered, the second is on its way.
    await waitFor(() => expect(within(dialog).getByTestId('city-import-count')).toHaveTextContent('1000 / 2500'));
    expect(within(dialog).getByText('Saving the cities…')).toBeInTheDocument();
    expect(onInserted).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(within(dialog).getByTestId('city-import-count')).toHaveTextContent('2500 / 2500'));
    expect(within(dialog).getByTestId('city-import-progress')).toHaveTextContent('2500 city(ies) saved');
    expect(
      call.mock.calls
        .filter(([name]) => name === 'adminCitiesInsert')
        .map(([, input]) => (input as { params: unknown; body: unknown }).body),
    ).toEqual([{ filename: parsed.filename }, { filename: parsed.filename }, { filename: parsed.filename }]);
    expect(onInserted).toHaveBeenCalledTimes(1);
    expect(within(dialog).queryByTestId('city-import-insert')).not.toBeInTheDocument();
  });

  it('offers to go on after a failed call, where the insert stopped', async () => {
    let calls = 0;
    const { onInserted } = renderImport({
      adminCitiesParse: () => parsed,
      adminCitiesInsert: () => {
        calls += 1;
        if (calls === 2) throw new ApiError(503, 'Service unavailable');
        return calls === 1
          ? { idCountry: 826, inserted: 1000, total: 2500, done: false }
          : { idCountry: 826, inserted: 2500, total: 2500, done: true };
      },
    });
    const dialog = await readFile();
    await userEvent.click(await within(dialog).findByTestId('city-import-insert'));
    expect(await within(dialog).findByTestId('city-import-error')).toHaveTextContent('Service unavailable');
    expect(within(dialog).getByTestId('city-import-count')).toHaveTextContent('1000 / 2500');
    expect(within(dialog).getByTestId('city-import-insert')).toHaveTextContent('Go on saving');
    await userEvent.click(within(dialog).getByTestId('city-import-insert'));
    await waitFor(() => expect(within(dialog).getByTestId('city-import-count')).toHaveTextContent('2500 / 2500'));
    expect(onInserted).toHaveBeenCalledTimes(1);
  });
});
