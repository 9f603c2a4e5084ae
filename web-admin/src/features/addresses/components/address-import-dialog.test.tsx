import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { AddressImportDialog } from './address-import-dialog.tsx';

const csv = (name = 'addresses.csv') =>
  new File(['name;firstPart;postalCode;city;types\n'], name, { type: 'text/csv' });

const parsed = {
  filename: 'import-3f2a',
  total: 3,
  valid: 2,
  rows: [
    {
      line: 2,
      address: {
        name: 'Caveau',
        firstPart: '1 chemin des Vignes',
        secondPart: null,
        complement: null,
        postalCode: '33330',
        city: 'Saint-Émilion',
        country: 'FR',
        latitude: null,
        longitude: null,
        types: ['CELLAR', 'CLICK_AND_COLLECT'],
      },
      schedules: [
        { day: 2, start: '09:00', end: '12:00' },
        { day: 6, start: '09:00', end: '12:00' },
      ],
    },
    {
      line: 4,
      address: {
        name: 'Boutique',
        firstPart: '12 rue Gambetta',
        secondPart: null,
        complement: null,
        postalCode: '33500',
        city: 'Libourne',
        country: 'FR',
        latitude: null,
        longitude: null,
        types: ['SHOP'],
      },
      schedules: [],
    },
  ],
  errors: [{ line: 3, errors: { firstPart: ['Address is empty'], types: ['You must specify address types'] } }],
  ignoredColumns: ['phone'],
};

function renderImport(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(handlers);
  const onInserted = vi.fn();
  const onClose = vi.fn();
  renderScreen(<AddressImportDialog onInserted={onInserted} onClose={onClose} />, { api: api.client });
  return { ...api, onInserted, onClose };
}

describe('the address import', () => {
  it('reads the file and shows the rows read and the refused rows with their lines before inserting', async () => {
    const { call, onInserted } = renderImport({
      adminAddressImportParse: () => parsed,
      adminAddressImportInsert: () => ({ inserted: 2, skipped: 1, ids: [21, 22] }),
    });
    const dialog = await screen.findByTestId('address-import');
    expect(within(dialog).getByTestId('address-import-insert')).toBeDisabled();
    await userEvent.upload(within(dialog).getByTestId('address-import-file'), csv());
    await userEvent.selectOptions(within(dialog).getByTestId('address-import-header'), 'yes');
    await userEvent.click(within(dialog).getByTestId('address-import-parse'));

    const preview = await within(dialog).findByTestId('address-import-preview');
    const [, input] = call.mock.calls.find(([name]) => name === 'adminAddressImportParse')! as [
      string,
      { body: { file: File }; query: Record<string, string> },
    ];
    expect(input.body.file.name).toBe('addresses.csv');
    expect(input.query).toEqual({ hasHeader: 'true' });
    expect(within(preview).getByTestId('address-import-total')).toHaveTextContent('3 line(s) read');
    expect(within(preview).getByTestId('address-import-valid')).toHaveTextContent('2 valid');
    expect(within(preview).getByTestId('address-import-refused')).toHaveTextContent('1 refused');
    expect(within(preview).getByTestId('address-import-ignored')).toHaveTextContent('Columns left out: phone');
    const refused = within(preview).getByTestId('address-import-refused-3');
    expect(refused).toHaveTextContent('firstPart: Address is empty');
    expect(refused).toHaveTextContent('types: You must specify address types');
    const row = within(preview).getByTestId('address-import-row-2');
    expect(row).toHaveTextContent('Caveau');
    expect(row).toHaveTextContent('1 chemin des Vignes, 33330 Saint-Émilion (FR)');
    expect(row).toHaveTextContent('CELLAR, CLICK_AND_COLLECT');
    expect(within(preview).getByTestId('address-import-row-4')).toHaveTextContent('Libourne');
    expect(call).not.toHaveBeenCalledWith('adminAddressImportInsert', expect.anything());

    const insert = within(dialog).getByTestId('address-import-insert');
    expect(insert).toHaveTextContent('Import 2 address(es)');
    await userEvent.click(insert);
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminAddressImportInsert', { body: { filename: 'import-3f2a' } }),
    );
    expect(await screen.findByText('2 address(es) imported')).toBeInTheDocument();
    expect(onInserted).toHaveBeenCalled();
  });

  it('detects the header line unless told, and shows the file’s error under it', async () => {
    const { call } = renderImport({
      adminAddressImportParse: () => {
        throw new ApiError(400, 'Invalid data', { file: ['The file must be a CSV file (.csv) of at most 200 KB'] });
      },
    });
    const dialog = await screen.findByTestId('address-import');
    await userEvent.upload(within(dialog).getByTestId('address-import-file'), csv('addresses.txt'));
    await userEvent.click(within(dialog).getByTestId('address-import-parse'));
    expect(await within(dialog).findByTestId('address-import-file-error')).toHaveTextContent(
      'The file must be a CSV file (.csv) of at most 200 KB',
    );
    const [, input] = call.mock.calls.find(([name]) => name === 'adminAddressImportParse')! as [
      string,
      Record<string, unknown>,
    ];
    expect(input.query).toBeUndefined();
    expect(within(dialog).getByTestId('address-import-insert')).toBeDisabled();
  });

  it('inserts nothing when no row is valid', async () => {
    renderImport({ adminAddressImportParse: () => ({ ...parsed, valid: 0, rows: [] }) });
    const dialog = await screen.findByTestId('address-import');
    await userEvent.upload(within(dialog).getByTestId('address-import-file'), csv());
    await userEvent.click(within(dialog).getByTestId('address-import-parse'));
    expect(await within(dialog).findByText('No valid address in this file')).toBeInTheDocument();
    expect(within(dialog).getByTestId('address-import-insert')).toBeDisabled();
  });

  it('says when the kept file has expired', async () => {
    renderImport({
      adminAddressImportParse: () => parsed,
      adminAddressImportInsert: () => {
        throw new ApiError(404, 'This import was not found or has expired: upload the file again');
      },
    });
    const dialog = await screen.findByTestId('address-import');
    await userEvent.upload(within(dialog).getByTestId('address-import-file'), csv());
    await userEvent.click(within(dialog).getByTestId('address-import-parse'));
    await userEvent.click(await within(dialog).findByTestId('address-import-insert'));
    expect(await within(dialog).findByTestId('address-import-error')).toHaveTextContent(
      'This import was not found or has expired: upload the file again',
    );
  });
});
