import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import type { ProductTemplateRow } from '../api/product-templates-api.ts';
import { ProductTemplatesRoute } from './product-templates-route.tsx';

const sheet: ProductTemplateRow = {
  id: 4,
  name: 'Fiche technique',
  filename: 'fiche.pdf',
  contentType: 'application/pdf',
  extension: 'pdf',
  size: 48_000,
  createdAt: '2026-10-02T09:00:00.000Z',
};

function renderTemplates(handlers: Parameters<typeof fakeApi>[0] = {}) {
  let templates = [sheet];
  const api = fakeApi({
    adminProductTemplates: () => ({ templates, total: templates.length }),
    adminProductTemplateUpload: ({ body }) => {
      const file = (body as { file: File }).file;
      const created: ProductTemplateRow = {
        ...sheet,
        id: 5,
        name: 'grid',
        filename: file.name,
        extension: 'csv',
        size: file.size,
      };
      templates = [created, ...templates];
      return created;
    },
    adminProductTemplateDelete: ({ params }) => {
      templates = templates.filter((t) => t.id !== params?.id);
      return null;
    },
    adminProductTemplateDownload: () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
    ...handlers,
  });
  renderScreen(<ProductTemplatesRoute />, { api: api.client, path: '/product-template', pattern: '/product-template' });
  return api;
}

describe('the product templates screen', () => {
  it('lists the templates with their file, type, size and day', async () => {
    renderTemplates();
    const row = (await screen.findByText('Fiche technique')).closest('tr')!;
    expect(within(row).getByText('fiche.pdf')).toBeInTheDocument();
    expect(within(row).getByText('PDF')).toBeInTheDocument();
    expect(within(row).getByText('46.9 kB')).toBeInTheDocument();
    expect(within(row).getByText('02/10/2026')).toBeInTheDocument();
  });

  it('uploads a template in one call and lists it', async () => {
    const { call } = renderTemplates();
    const csv = new File(['year,price\n2019,12'], 'grid.csv', { type: 'text/csv' });
    await userEvent.upload(await screen.findByTestId('template-upload-input'), csv);
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminProductTemplateUpload', { body: { file: csv } }));
    expect(await screen.findByText('grid.csv')).toBeInTheDocument();
    expect(await screen.findByText('Template uploaded')).toBeInTheDocument();
  });

  it('refuses a file of another type before sending anything, with the server’s message', async () => {
    const { call } = renderTemplates();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByTestId('template-upload-input'), new File(['MZ'], 'setup.exe'));
    expect(await screen.findByTestId('template-upload-error')).toHaveTextContent(
      'Accepted files: PDF, DOCX, XLSX, ODT, ODS, CSV, PNG, JPEG, SVG',
    );
    expect(call).not.toHaveBeenCalledWith('adminProductTemplateUpload', expect.anything());
  });

  it('downloads a template with the admin’s token', async () => {
    const { call } = renderTemplates();
    URL.createObjectURL = () => 'blob:template';
    URL.revokeObjectURL = () => undefined;
    await userEvent.click(await screen.findByTestId('download-4'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminProductTemplateDownload', { params: { id: 4 } }));
  });

  it('deletes a template once confirmed', async () => {
    const { call } = renderTemplates();
    await userEvent.click(await screen.findByTestId('delete-4'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminProductTemplateDelete', { params: { id: 4 } }));
    expect(await screen.findByText('No records')).toBeInTheDocument();
  });

  it('says when the list could not be loaded', async () => {
    renderTemplates({
      adminProductTemplates: () => {
        throw new ApiError(500, 'An error occurred');
      },
    });
    expect(await screen.findByTestId('list-error')).toHaveTextContent('The list could not be loaded');
  });
});
