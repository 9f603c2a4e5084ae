import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { GlossaryEditor } from './glossary-editor.tsx';

describe('the glossary editor', () => {
  it('shows the terms taken from the site, and saves the admin’s own', async () => {
    const { client, call } = fakeApi({
      adminTranslationGlossary: () => ({ terms: ['Vin de Garde'], inferred: ['Domaine des Lilas', 'Merlot'] }),
      adminTranslationGlossaryUpdate: ({ body }: any) => ({ terms: body.terms, inferred: [] }),
    });
    renderScreen(<GlossaryEditor />, { api: client });
    const inferred = await screen.findByTestId('glossary-inferred');
    expect(inferred).toHaveTextContent('Domaine des Lilas');
    expect(inferred).toHaveTextContent('Merlot');
    await userEvent.type(screen.getByTestId('glossary-new-term'), 'Cuvée Prestige');
    await userEvent.click(screen.getByTestId('glossary-add'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Vin de Garde' }));
    await userEvent.click(screen.getByTestId('glossary-save'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminTranslationGlossaryUpdate', { body: { terms: ['Cuvée Prestige'] } }),
    );
  });

  it('refuses a term over 100 characters with its message', async () => {
    const { client } = fakeApi({ adminTranslationGlossary: () => ({ terms: [], inferred: [] }) });
    renderScreen(<GlossaryEditor />, { api: client });
    const editor = await screen.findByTestId('glossary-editor');
    await userEvent.type(within(editor).getByTestId('glossary-new-term'), 'a'.repeat(101));
    await userEvent.click(within(editor).getByTestId('glossary-add'));
    expect(await within(editor).findByText('A term is at most 100 characters')).toBeInTheDocument();
    expect(within(editor).getByTestId('glossary-terms')).toHaveTextContent('No term added.');
  });
});
