import { TextInput } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { siteCreateSchema } from '@cellar/shared/site/site';
import { renderScreen } from '../../testing/render.tsx';
import { DialogForm } from './dialog-form.tsx';
import { schemaErrors } from './field-errors.ts';
import { useSaveForm, type SaveOptions } from './save-form.ts';

type Options = Pick<SaveOptions<{ name: string }, unknown>, 'messageAbove' | 'onError'>;

interface SiteDialogProps extends Options {
  send: (name: string) => Promise<unknown>;
  onSaved: () => void;
  onClose: () => void;
}

function SiteDialog({ send, onSaved, onClose, ...options }: SiteDialogProps) {
  const dialog = useSaveForm({
    initialValues: { name: '' },
    rules: (values, lang) => schemaErrors(siteCreateSchema, values, lang),
    submit: ({ name }) => send(name),
    success: 'Site saved',
    onSaved,
    onClose,
    fields: ['name'],
    inputTestId: 'site',
    ...options,
  });
  return (
    <DialogForm state={dialog} title="A site" testId="site-dialog" submitTestId="site-submit">
      <TextInput label="Name" {...dialog.named('name')} />
    </DialogForm>
  );
}

function renderDialog(send: (name: string) => Promise<unknown>, options: Options = {}) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderScreen(<SiteDialog send={send} onSaved={onSaved} onClose={onClose} {...options} />);
  return { onSaved, onClose, dialog: screen.getByTestId('site-dialog') };
}

async function save(dialog: HTMLElement, name: string) {
  await userEvent.type(within(dialog).getByTestId('site-name'), name);
  await userEvent.click(within(dialog).getByTestId('site-submit'));
}

describe('the dialog form kit', () => {
  it('says the rules under their field before any call, then saves, toasts, closes and hands the answer on', async () => {
    const send = vi.fn(async (name: string) => ({ id: 4, name }));
    const { onSaved, onClose, dialog } = renderDialog(send);
    await userEvent.click(within(dialog).getByTestId('site-submit'));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    await save(dialog, 'Lilas');
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 4, name: 'Lilas' }, { name: 'Lilas' }));
    expect(send).toHaveBeenCalledWith('Lilas');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Site saved')).toBeInTheDocument();
  });

  it("puts the server's messages on their fields, and above the form those of fields it does not show", async () => {
    const send = vi.fn(async () => {
      throw new ApiError(409, 'Invalid data', { name: ['Name taken'], url: ['Address taken'] });
    });
    const { onSaved, onClose, dialog } = renderDialog(send);
    await save(dialog, 'Lilas');
    expect(await within(dialog).findByText('Name taken')).toBeInTheDocument();
    // `url` is no field of the form: its message goes above it.
    expect(within(dialog).getByTestId('site-dialog-error')).toHaveTextContent('Address taken');
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says the server's message above the form by default, its field messages being under their fields", async () => {
    const { dialog } = renderDialog(async () => {
      throw new ApiError(409, 'Invalid data', { name: ['Name taken'] });
    });
    await save(dialog, 'Lilas');
    expect(await within(dialog).findByText('Name taken')).toBeInTheDocument();
    expect(within(dialog).getByTestId('site-dialog-error')).toHaveTextContent('Invalid data');
  });

  it('says a message once when it lands on its field (`unplaced`), and the message of a refusal without fields', async () => {
    let fields: Record<string, string[]> = { name: ['This name is already used'] };
    const { dialog } = renderDialog(
      async () => {
        throw new ApiError(409, 'This name is already used', fields);
      },
      { messageAbove: 'unplaced' },
    );
    await save(dialog, 'Lilas');
    expect(await within(dialog).findByText('This name is already used')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('site-dialog-error')).not.toBeInTheDocument();
    fields = {};
    await userEvent.click(within(dialog).getByTestId('site-submit'));
    expect(await within(dialog).findByTestId('site-dialog-error')).toHaveTextContent('This name is already used');
  });

  it('lets the form handle a refusal itself (a conflict)', async () => {
    const onError = vi.fn(() => true);
    const { dialog } = renderDialog(
      async () => {
        throw new ApiError(409, 'Changed meanwhile');
      },
      { onError },
    );
    await save(dialog, 'Lilas');
    await waitFor(() => expect(onError).toHaveBeenCalledWith(expect.any(ApiError), 'Changed meanwhile'));
    expect(within(dialog).queryByTestId('site-dialog-error')).not.toBeInTheDocument();
  });

  it('closes on Cancel', async () => {
    const { onClose, dialog } = renderDialog(async () => ({}));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
