import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { confirmation, detail, orderHtml, rendered } from '../testing/mail-fixtures.ts';
import { MailUpdateRoute } from './mail-update-route.tsx';

// The rich editor (ProseMirror) measures the selection to scroll it into view: jsdom has no layout.
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
beforeAll(() => {
  if (!Range.prototype.getClientRects) Range.prototype.getClientRects = emptyRects;
  if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = () => new DOMRect();
});

/** A site written in English: its English tab is the source, the French one a translation. */
const inEnglish = <T extends object>(model: T): T & { sourceLang: 'en_US' } => ({ ...model, sourceLang: 'en_US' });

function renderEditor(
  handlers: Parameters<typeof fakeApi>[0] = {},
  { lang = 'en_US', key = 'order-confirmation' }: { lang?: Lang; key?: string } = {},
) {
  const api = fakeApi({
    adminMailModel: () => inEnglish(confirmation()),
    adminMailModelRender: () => rendered,
    adminMailModelUpdate: ({ body }) => ({
      ...confirmation(),
      ...(body as object),
      source: 'SITE',
      overridesBase: true,
      updatedAt: '2026-03-02T10:00:00.000Z',
    }),
    ...handlers,
  });
  const prefix = lang === 'en_US' ? '/en_US' : '';
  renderScreen(<MailUpdateRoute />, {
    api: api.client,
    path: `${prefix}/mail/update/${key}`,
    pattern: `${prefix}/mail/update/:key`,
    lang,
  });
  return api;
}

/** Replaces a field's text the way a paste does (braces are keys to user-event's `type`). */
function setText(element: HTMLElement, text: string) {
  fireEvent.change(element, { target: { value: text } });
}

describe('the mail model editor', () => {
  it('refuses triple braces with the shared rule’s message before saving', async () => {
    const { call } = renderEditor();
    const subject = await screen.findByTestId('mail-subject-en_US');
    setText(subject, 'Your order {{{orderNumber}}}');
    expect(
      await screen.findByText(
        'Triple braces are not allowed: every variable is written between double braces and escaped',
      ),
    ).toBeInTheDocument();
    // The preview asks nothing of a text the rules refuse (once typing pauses).
    expect(await screen.findByTestId('mail-render-blocked')).toHaveTextContent('Fix the errors to see the preview.');
    expect(call).not.toHaveBeenCalledWith(
      'adminMailModelRender',
      expect.objectContaining({ body: expect.objectContaining({ subject: 'Your order {{{orderNumber}}}' }) }),
    );
    await userEvent.click(screen.getByTestId('mail-model-save'));
    expect(call).not.toHaveBeenCalledWith('adminMailModelUpdate', expect.anything());
    expect(screen.getByTestId('mail-lang-en_US')).toHaveTextContent('English (to fix)');
  });

  it('refuses a variable the mail does not offer, and shows the server’s messages under their fields after', async () => {
    const { call } = renderEditor({
      adminMailModelUpdate: () => {
        throw new ApiError(400, 'Some fields are invalid', { 'fr_FR.html': ['Une section n’est pas fermée'] });
      },
    });
    const subject = await screen.findByTestId('mail-subject-en_US');
    setText(subject, 'Order {{trackingNumber}}');
    expect(await screen.findByText('This mail offers no such variable')).toBeInTheDocument();
    setText(subject, 'Order {{orderNumber}}');
    await waitFor(() => expect(screen.queryByText('This mail offers no such variable')).not.toBeInTheDocument());
    await userEvent.click(screen.getByTestId('mail-model-save'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminMailModelUpdate', expect.anything()));
    // The French text is the one refused: its tab opens with the message.
    expect(await screen.findByText('Une section n’est pas fermée')).toBeInTheDocument();
    expect(screen.getByTestId('mail-lang-fr_FR')).toHaveAttribute('aria-selected', 'true');
  });

  it('inserts a clicked variable at the cursor of the subject', async () => {
    renderEditor();
    const subject = (await screen.findByTestId('mail-subject-en_US')) as HTMLInputElement;
    setText(subject, 'Thanks !');
    await userEvent.click(subject);
    subject.setSelectionRange(7, 7);
    await userEvent.click(screen.getByTestId('variable-firstname'));
    expect(subject).toHaveValue('Thanks {{firstname}}!');
  });

  it('inserts a section and a line’s field at the cursor of the HTML source', async () => {
    renderEditor();
    const source = await screen.findByTestId('mail-body-en_US-source');
    // A section between table rows: the rich editor would drop it, so the body opens as HTML source.
    expect(source).toHaveValue(orderHtml.en_US);
    expect(
      within(screen.getByTestId('mail-body-en_US-mode')).getByRole('radio', { name: 'Formatted text' }),
    ).toBeDisabled();
    const textarea = source as HTMLTextAreaElement;
    setText(textarea, '<p>Hi </p>');
    await userEvent.click(textarea);
    textarea.setSelectionRange(6, 6);
    await userEvent.click(screen.getByTestId('variable-firstname'));
    expect(textarea).toHaveValue('<p>Hi {{firstname}}</p>');
    await userEvent.click(screen.getByTestId('variable-lines'));
    expect(textarea).toHaveValue('<p>Hi {{firstname}}{{#lines}}{{/lines}}</p>');
  });

  it('inserts a variable into the rich editor of a simple mail', async () => {
    renderEditor(
      {
        adminMailModel: () =>
          inEnglish(detail('account-created', { en_US: { subject: 'Welcome', html: '<p>Welcome to our shop</p>' } })),
      },
      { key: 'account-created' },
    );
    const rich = await screen.findByTestId('mail-body-en_US-rich');
    expect(rich).toHaveTextContent('Welcome to our shop');
    // jsdom has no layout for a click to place the cursor: the body takes the focus as a tab would.
    act(() => rich.querySelector<HTMLElement>('[contenteditable]')!.focus());
    await userEvent.click(screen.getByTestId('variable-shopLink'));
    await waitFor(() => expect(rich).toHaveTextContent('{{shopLink}}'));
  });

  it('previews the text being edited with the server’s rendering, the HTML in a sandboxed frame and the text part in a tab', async () => {
    const { call } = renderEditor();
    const frame = await screen.findByTestId('mail-render-frame');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', rendered.html);
    expect(screen.getByTestId('mail-render-subject')).toHaveTextContent('Domaine des Lilas: order 2026-000042');
    expect(call).toHaveBeenCalledWith(
      'adminMailModelRender',
      expect.objectContaining({
        body: {
          key: 'order-confirmation',
          lang: 'en_US',
          subject: '{{shopName}}: order {{orderNumber}}',
          html: orderHtml.en_US,
        },
      }),
    );
    await userEvent.click(screen.getByTestId('mail-render-tab-text'));
    expect(await screen.findByTestId('mail-render-text')).toHaveTextContent('2 × Gamay €25.00');
    // Typing renders again once it pauses.
    setText(screen.getByTestId('mail-subject-en_US'), 'Order {{orderNumber}} received');
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'adminMailModelRender',
        expect.objectContaining({ body: expect.objectContaining({ subject: 'Order {{orderNumber}} received' }) }),
      ),
    );
  });

  it('asks for a confirmation before going back to the base model', async () => {
    const { call } = renderEditor({
      adminMailModel: () => confirmation({ source: 'SITE', overridesBase: true }),
      adminMailModelDelete: () => confirmation({ source: 'BASE', updatedAt: '2026-03-03T10:00:00.000Z' }),
    });
    expect(await screen.findByTestId('mail-notice')).toHaveTextContent('This site uses its own version of this mail.');
    await userEvent.click(screen.getByTestId('mail-revert'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'The site’s version of “Order confirmation” will be deleted, in both languages, and the base model will apply again.',
    );
    await userEvent.click(within(dialog).getByTestId('confirm-cancel'));
    expect(call).not.toHaveBeenCalledWith('adminMailModelDelete', expect.anything());
    await userEvent.click(screen.getByTestId('mail-revert'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByTestId('confirm-ok'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminMailModelDelete', { params: { key: 'order-confirmation' } }),
    );
    expect(await screen.findByTestId('mail-source')).toHaveTextContent('Base model');
    expect(screen.queryByTestId('mail-revert')).not.toBeInTheDocument();
  });

  it('saves the base’s texts with the edited source and the enabled switch as the site’s own version', async () => {
    const { call } = renderEditor(
      {
        adminMailModel: () =>
          detail('order-shipped', {
            fr_FR: { subject: 'Expédiée', html: '<p>Expédiée</p>' },
            en_US: { subject: 'Shipped', html: '<p>Shipped</p>' },
          }),
      },
      { key: 'order-shipped' },
    );
    // French is the source: the English tab is its translation, read here, edited in the translations.
    expect(await screen.findByTestId('mail-subject-en_US')).toHaveAttribute('readonly');
    expect(screen.getByTestId('mail-translation-link-en_US')).toHaveAttribute(
      'href',
      '/en_US/translation/en_US?kind=mailModel',
    );
    await userEvent.click(screen.getByTestId('mail-lang-fr_FR'));
    setText(await screen.findByTestId('mail-subject-fr_FR'), 'En route : {{orderNumber}}');
    await userEvent.click(screen.getByTestId('mail-model-enabled'));
    await userEvent.click(screen.getByTestId('mail-model-save'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminMailModelUpdate', {
        params: { key: 'order-shipped' },
        body: {
          enabled: false,
          fr_FR: { subject: 'En route : {{orderNumber}}', html: '<p>Expédiée</p>' },
          // Not the site's own yet: the base's English goes along, to become the new version's translation.
          en_US: { subject: 'Shipped', html: '<p>Shipped</p>' },
        },
      }),
    );
    expect(await screen.findByTestId('mail-source')).toHaveTextContent('Site’s own');
  });

  it('keeps a mail that cannot be turned off on, and a platform mail read-only', async () => {
    renderEditor({ adminMailModel: () => detail('password-reset-staff') }, { key: 'password-reset-staff' });
    expect(await screen.findByTestId('mail-notice')).toHaveTextContent(
      'This mail is the same for every site: only a super-admin changes it.',
    );
    expect(screen.queryByTestId('mail-model-save')).not.toBeInTheDocument();
    expect(screen.getByTestId('mail-model-enabled')).toBeDisabled();
  });

  it('speaks French on the French screen, with the shared rules’ French messages', async () => {
    renderEditor({}, { lang: 'fr_FR' });
    expect(await screen.findByTestId('mail-notice')).toHaveTextContent(
      'Ce site utilise le modèle de base. L’enregistrer crée la version du site.',
    );
    expect(screen.getByTestId('mail-lang-fr_FR')).toHaveAttribute('aria-selected', 'true');
    setText(screen.getByTestId('mail-subject-fr_FR'), '{{{orderNumber}}}');
    expect(
      await screen.findByText(
        'Les triples accolades sont interdites : chaque variable s’écrit entre doubles accolades et est échappée',
      ),
    ).toBeInTheDocument();
  });

  it('says so when the model cannot be loaded', async () => {
    renderEditor({
      adminMailModel: () => {
        throw new ApiError(500, 'An error occured please reload the page or contact us');
      },
    });
    const alert = await screen.findByTestId('mail-load-error');
    expect(alert).toHaveTextContent('This mail model could not be loaded');
    expect(alert).toHaveTextContent('An error occured please reload the page or contact us');
  });
});
