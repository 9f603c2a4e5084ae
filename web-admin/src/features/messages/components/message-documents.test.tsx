import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { MessageView } from '@cellar/shared/content/message';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { MessageDocuments } from './message-documents.tsx';

const formAnswer: MessageView = {
  id: 9,
  kind: 'FORM',
  idForm: 2,
  formName: 'Tasting booking',
  name: 'Camille Durand',
  email: 'camille@example.com',
  phone: null,
  subject: null,
  text: '',
  answers: { fullName: 'Camille Durand' },
  answerLabels: { fullName: 'Your name' },
  read: true,
  archived: false,
  duplicateOf: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  updatedAt: '2026-11-20T09:30:00.000Z',
};
const template = {
  id: 4,
  idForm: 2,
  name: 'Confirmation',
  filename: 'confirmation.docx',
  size: 1000,
  offered: false,
  createdAt: '2026-11-20T09:30:00.000Z',
  updatedAt: '2026-11-20T09:30:00.000Z',
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:document');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

function renderDocuments(message: MessageView, handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ adminFormTemplates: () => ({ templates: [template], placeholders: [] }), ...handlers });
  renderScreen(<MessageDocuments message={message} />, { api: api.client });
  return api;
}

describe('the documents of a form answer', () => {
  it('downloads the filled DOCX and PDF of each template of the form', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { call } = renderDocuments(formAnswer, { adminMessageGenerateFile: () => new Blob(['%PDF-']) });
    await userEvent.click(screen.getByTestId('message-documents'));
    await userEvent.click(await screen.findByTestId('message-document-4-pdf'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminMessageGenerateFile', {
        params: { id: 9, type: 'docx', idTemplate: 4, extension: 'pdf' },
      }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    await userEvent.click(screen.getByTestId('message-documents'));
    expect(await screen.findByTestId('message-document-4-docx')).toHaveAccessibleName('Download Confirmation as DOCX');
  });

  it('says when the form has no template', async () => {
    renderDocuments(formAnswer, { adminFormTemplates: () => ({ templates: [], placeholders: [] }) });
    await userEvent.click(screen.getByTestId('message-documents'));
    expect(await screen.findByTestId('message-documents-empty')).toHaveTextContent('This form has no document');
  });

  it('names the faulty tag when the template cannot be filled', async () => {
    renderDocuments(formAnswer, {
      adminMessageGenerateFile: () => {
        throw new ApiError(400, 'The template cannot be filled: one of its tags is faulty', {
          file: ['The tag “name” has no closing brace'],
        });
      },
    });
    await userEvent.click(screen.getByTestId('message-documents'));
    await userEvent.click(await screen.findByTestId('message-document-4-docx'));
    expect(await screen.findByText('The tag “name” has no closing brace')).toBeInTheDocument();
  });

  it('shows nothing for a contact message', () => {
    const { call } = renderDocuments({ ...formAnswer, kind: 'CONTACT', idForm: null });
    expect(screen.queryByTestId('message-documents')).not.toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });
});
