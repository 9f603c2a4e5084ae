import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { FormTemplateList, FormTemplateView } from '@cellar/shared/content/form-template';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { FormTemplatesSection } from './form-templates-section.tsx';

const template: FormTemplateView = {
  id: 4,
  idForm: 2,
  name: 'Booking confirmation',
  filename: 'booking.docx',
  size: 12_000,
  offered: false,
  createdAt: '2026-11-20T09:30:00.000Z',
  updatedAt: '2026-11-20T09:30:00.000Z',
};
const list: FormTemplateList = {
  templates: [template],
  placeholders: [
    { tag: 'messageDate', label: '' },
    { tag: 'fullName', label: 'Your name' },
    {
      tag: 'guests',
      label: 'Guests',
      fields: [
        { tag: 'guestName', label: 'Guest name' },
        { tag: 'guestAge', label: 'Age' },
      ],
    },
  ],
};

const docx = (name: string, size = 10) => new File([new Uint8Array(size)], name);

function renderSection(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ adminFormTemplates: () => list, ...handlers });
  renderScreen(<FormTemplatesSection idForm={2} />, { api: api.client });
  return api;
}

describe('the documents section of a form', () => {
  it('lists the templates and the tags the form fills, loops with their fields', async () => {
    renderSection();
    expect(await screen.findByText('Booking confirmation')).toBeInTheDocument();
    const tags = screen.getByTestId('form-template-placeholders');
    expect(within(tags).getByText('{fullName}')).toBeInTheDocument();
    expect(within(tags).getByText('Date of the message')).toBeInTheDocument();
    expect(within(tags).getByText(/\{#guests\}\s+\{guestName\}\s+\{guestAge\}\s+\{\/guests\}/)).toBeInTheDocument();
    expect(within(tags).getByText('Loop: Guest name, Age')).toBeInTheDocument();
  });

  it('says when the form has no template yet', async () => {
    renderSection({ adminFormTemplates: () => ({ ...list, templates: [] }) });
    expect(await screen.findByTestId('form-templates-empty')).toHaveTextContent('No template for this form.');
  });

  it('says the templates did not load rather than showing none', async () => {
    renderSection({
      adminFormTemplates: () => {
        throw new ApiError(500, 'Server down');
      },
    });
    expect(await screen.findByTestId('form-templates-error')).toHaveTextContent('Server down');
    expect(screen.queryByTestId('form-templates-empty')).not.toBeInTheDocument();
  });

  it('sends a DOCX and refuses another file before sending it', async () => {
    const { call } = renderSection({ adminFormTemplateCreate: () => ({ ...template, id: 5 }) });
    await screen.findByText('Booking confirmation');
    await userEvent.upload(screen.getByTestId('form-template-upload-input'), docx('model.docx'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminFormTemplateCreate', {
        params: { id: 2 },
        body: { file: expect.any(File) },
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByTestId('form-template-upload-input'), docx('model.pdf'));
    expect(await screen.findByText('The template must be a Word document (.docx)')).toBeInTheDocument();
    expect(call.mock.calls.filter(([name]) => name === 'adminFormTemplateCreate')).toHaveLength(1);
  });

  it('shows the faulty tag of a refused template', async () => {
    renderSection({
      adminFormTemplateCreate: () => {
        throw new ApiError(400, 'The template cannot be filled: one of its tags is faulty', {
          file: ['The loop “guests” is opened but never closed'],
        });
      },
    });
    await screen.findByText('Booking confirmation');
    await userEvent.upload(screen.getByTestId('form-template-upload-input'), docx('broken.docx'));
    expect(await screen.findByText('The loop “guests” is opened but never closed')).toBeInTheDocument();
  });

  it('offers a template to the visitor, renames it and deletes it after confirming', async () => {
    const { call } = renderSection({
      adminFormTemplateUpdate: ({ body }) => ({ ...template, ...(body as object) }),
      adminFormTemplateDelete: () => null,
    });
    await userEvent.click(await screen.findByTestId('form-template-offered-4'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminFormTemplateUpdate', {
        params: { id: 2, templateId: 4 },
        body: { name: undefined, offered: true, file: undefined },
      }),
    );
    await userEvent.click(screen.getByTestId('form-template-rename-4'));
    const name = await screen.findByTestId('form-template-name');
    await userEvent.clear(name);
    await userEvent.click(screen.getByTestId('form-template-rename-save'));
    expect(await screen.findByText('Name cannot be empty')).toBeInTheDocument();
    await userEvent.type(name, 'Invitation');
    await userEvent.click(screen.getByTestId('form-template-rename-save'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminFormTemplateUpdate', {
        params: { id: 2, templateId: 4 },
        body: { name: 'Invitation', offered: undefined, file: undefined },
      }),
    );
    await userEvent.click(screen.getByTestId('form-template-delete-4'));
    await userEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminFormTemplateDelete', { params: { id: 2, templateId: 4 } }),
    );
  });
});
