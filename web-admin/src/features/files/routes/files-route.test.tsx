import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import type { FileRow } from '../api/files-api.ts';
import { FilesRoute } from './files-route.tsx';

// The bucket's presigned POST: half the bytes, then all of them (XMLHttpRequest is not in the test's DOM).
vi.mock('../../../lib/api/direct-upload.ts', () => ({
  postWithProgress: vi.fn(async (_url: string, _form: FormData, onProgress: (share: number) => void) => {
    onProgress(0.5);
    onProgress(1);
  }),
}));

const prices: FileRow = {
  id: 7,
  name: 'Tarifs 2026',
  filename: 'tarifs-2026.pdf',
  contentType: 'application/pdf',
  extension: 'pdf',
  size: 1.5 * 1024 * 1024,
  valid: true,
  downloadPath: '/file/download/0b6f.pdf?idSite=1',
  createdAt: '2026-09-14T08:00:00.000Z',
};
const film: FileRow = {
  ...prices,
  id: 8,
  name: 'Vendanges',
  filename: 'vendanges.mp4',
  contentType: 'video/mp4',
  extension: 'mp4',
  size: 320,
  valid: false,
  downloadPath: '/file/download/9ac2.mp4?idSite=1',
};

const target = { url: 'http://bucket', fields: { key: 'uploads/1/x.upload' }, key: 'uploads/1/x.upload' };

function renderFiles(handlers: Parameters<typeof fakeApi>[0] = {}, lang: Lang = 'en_US') {
  let files = [prices, film];
  const api = fakeApi({
    adminFilesPaged: () => ({ files, total: files.length }),
    imageKitAuthentication: () => ({ ...target, maxBytes: 40 * 1024 * 1024, expiresAt: '2026-09-14T09:00:00Z' }),
    adminFileCreate: ({ body }) => {
      const added = { ...prices, id: 9, name: 'Carte', filename: (body as { filename: string }).filename };
      files = [added, ...files];
      return added;
    },
    adminFileUpdate: ({ params, body }) => {
      files = files.map((f) => (f.id === params?.id ? { ...f, name: (body as { name: string }).name } : f));
      return files.find((f) => f.id === params?.id);
    },
    adminFileValid: ({ params, body }) => {
      files = files.map((f) => (f.id === params?.id ? { ...f, valid: (body as { valid: boolean }).valid } : f));
      return files.find((f) => f.id === params?.id);
    },
    adminFileDelete: ({ params }) => {
      files = files.filter((f) => f.id !== params?.id);
      return null;
    },
    ...handlers,
  });
  renderScreen(<FilesRoute />, { api: api.client, lang, path: '/files', pattern: '/files' });
  return api;
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('the files screen', () => {
  it('lists every file, valid or not, with its type, size, day and download link', async () => {
    renderFiles();
    const row = (await screen.findByText('Tarifs 2026')).closest('tr')!;
    expect(within(row).getByText('PDF')).toBeInTheDocument();
    expect(within(row).getByText('1.5 MB')).toBeInTheDocument();
    expect(within(row).getByText('14/09/2026')).toBeInTheDocument();
    expect(within(row).getByTestId('download-7')).toHaveAttribute('href', '/api/file/download/0b6f.pdf?idSite=1');
    expect(screen.getByText('320 byte')).toBeInTheDocument();
    expect(screen.getByTestId('valid-8')).not.toBeChecked();
  });

  it('makes a file valid with its toggle', async () => {
    const { call } = renderFiles();
    await userEvent.click(await screen.findByTestId('valid-8'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminFileValid', { params: { id: 8 }, body: { valid: true } }),
    );
  });

  it('sends a chosen file to the bucket, then registers it, and lists it', async () => {
    const { call } = renderFiles();
    await userEvent.upload(await screen.findByTestId('file-upload-input'), pdf('carte.pdf'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminFileCreate', {
        body: { key: 'uploads/1/x.upload', filename: 'carte.pdf' },
      }),
    );
    expect(await screen.findByText('Carte')).toBeInTheDocument();
  });

  it('refuses a file of a type not allowed before sending anything', async () => {
    const { call } = renderFiles();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByTestId('file-upload-input'), new File(['MZ'], 'setup.exe'));
    expect(await screen.findByTestId('file-upload-error')).toHaveTextContent(/^Allowed files: pdf/);
    expect(call).not.toHaveBeenCalledWith('imageKitAuthentication', expect.anything());
  });

  it('refuses a video over 40 MB before sending anything', async () => {
    const { call } = renderFiles();
    const big = new File(['x'], 'harvest.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 40 * 1024 * 1024 + 1 });
    await userEvent.upload(await screen.findByTestId('file-upload-input'), big);
    expect(await screen.findByTestId('file-upload-error')).toHaveTextContent('Video file cannot be more than 40 mb');
    expect(call).not.toHaveBeenCalledWith('imageKitAuthentication', expect.anything());
  });

  it('says why the server refused a file (its bytes are not what its name says)', async () => {
    renderFiles({
      adminFileCreate: () => {
        throw new ApiError(400, 'Validation failed', {
          filename: ['The content of this file does not match its extension'],
        });
      },
    });
    await userEvent.upload(await screen.findByTestId('file-upload-input'), pdf('renamed.pdf'));
    expect(await screen.findByTestId('file-upload-error')).toHaveTextContent(
      'The content of this file does not match its extension',
    );
  });

  it('renames a file, refusing an empty name', async () => {
    const { call } = renderFiles();
    await userEvent.click(await screen.findByTestId('rename-7'));
    const input = await screen.findByTestId('file-name');
    await userEvent.clear(input);
    await userEvent.click(screen.getByTestId('file-rename-save'));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await userEvent.type(input, 'Tarifs 2027');
    await userEvent.click(screen.getByTestId('file-rename-save'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminFileUpdate', { params: { id: 7 }, body: { name: 'Tarifs 2027' } }),
    );
    expect(await screen.findByText('Tarifs 2027')).toBeInTheDocument();
  });

  it('deletes a file once the deletion is confirmed', async () => {
    const { call } = renderFiles();
    await userEvent.click(await screen.findByTestId('delete-8'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminFileDelete', { params: { id: 8 } }));
    await waitFor(() => expect(screen.queryByText('Vendanges')).not.toBeInTheDocument());
  });

  it('says when there is no file yet', async () => {
    renderFiles({ adminFilesPaged: () => ({ files: [], total: 0 }) });
    expect(await screen.findByText('No records')).toBeInTheDocument();
  });

  it('says when the list could not be loaded', async () => {
    renderFiles({
      adminFilesPaged: () => {
        throw new ApiError(500, 'An error occurred');
      },
    });
    expect(await screen.findByTestId('list-error')).toHaveTextContent('The list could not be loaded');
  });

  it('speaks French on the French screen', async () => {
    renderFiles({}, 'fr_FR');
    expect(await screen.findByText(/^1,5\sMo$/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fichiers' })).toBeInTheDocument();
    expect(screen.getByTestId('file-upload')).toHaveTextContent('Ajouter un fichier');
  });
});
