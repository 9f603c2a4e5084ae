import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { siteCreateSchema } from '@cellar/shared/site/site';
import { renderScreen } from '../../testing/render.tsx';
import { FormScreen } from './form-screen.tsx';

function renderForm(submit = vi.fn(async () => ({}))) {
  renderScreen(
    <FormScreen<{ name: string; url: string }, unknown>
      title="Site"
      fields={[
        { name: 'name', label: 'Name', kind: 'text', required: true },
        { name: 'url', label: 'Address', kind: 'text' },
      ]}
      initialValues={{ name: '', url: '' }}
      schema={siteCreateSchema}
      submit={submit}
      backTo="/en_US/superAdmin/site"
    />,
    { path: '/en_US/superAdmin/site/add' },
  );
  return submit;
}

describe('the form kit', () => {
  it('checks every field at the first press of Save, right after an invalid field is left', async () => {
    const submit = renderForm();
    const url = screen.getByTestId('input-url');
    await userEvent.type(url, 'lilas.fr');
    await userEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid address, it must start with http:// or https://')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  // In a browser, leaving the field on press showed its message, which moved Save down before the
  // release: the click was lost. The field keeps the focus until the click has happened.
  it('keeps the focus in the field while Save or Cancel is pressed', async () => {
    const user = userEvent.setup();
    renderForm();
    const url = screen.getByTestId('input-url');
    await user.type(url, 'lilas.fr');
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByTestId('form-submit') });
    expect(url).toHaveFocus();
    expect(screen.queryByText('Invalid address, it must start with http:// or https://')).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: screen.getByTestId('form-submit') });
    await waitFor(() =>
      expect(screen.getByText('Invalid address, it must start with http:// or https://')).toBeInTheDocument(),
    );
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('link', { name: 'Cancel' }) });
    expect(url).toHaveFocus();
  });
});
