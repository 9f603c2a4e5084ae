import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { CtaButtons } from '@cellar/shared/site/cta-buttons';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { CtaButtonsForm } from './cta-buttons-form.tsx';

const hidden = { label: { fr_FR: '', en_US: '' }, url: '', valid: false };
const saved: CtaButtons = { primary: hidden, secondary: hidden };

function renderForm(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    siteCtaButton: () => saved,
    siteCtaButtonUpdate: ({ body }) => body,
    ...handlers,
  });
  renderScreen(<CtaButtonsForm />, { api: api.client, path: '/settings', pattern: '/settings' });
  return api;
}

describe('the call-to-action buttons of the settings', () => {
  it('says what a shown button lacks, and sends nothing', async () => {
    const { call } = renderForm();
    await userEvent.click(await screen.findByTestId('cta-primary.valid'));
    await userEvent.type(screen.getByTestId('cta-secondary.url'), 'javascript:alert(1)');
    await userEvent.click(screen.getByTestId('cta-submit'));
    expect(await screen.findByText('A shown button needs a label')).toBeInTheDocument();
    expect(screen.getByText('A shown button needs an address')).toBeInTheDocument();
    expect(
      screen.getByText('The address must be a path of the site (/services) or start with https://'),
    ).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('siteCtaButtonUpdate', expect.anything());
  });

  it('saves both buttons with their source labels; the English one is a translation, read-only here', async () => {
    const { call } = renderForm({
      siteCtaButton: () => ({ primary: { ...hidden, label: { fr_FR: '', en_US: 'Book' } }, secondary: hidden }),
    });
    await userEvent.type(await screen.findByTestId('cta-primary.label.fr_FR'), 'Réserver');
    expect(screen.getByTestId('cta-primary.label.en_US')).toHaveAttribute('readonly');
    expect(screen.getByTestId('cta-primary-translations')).toHaveAttribute(
      'href',
      '/en_US/translation/en_US?kind=ctaButton',
    );
    await userEvent.type(screen.getByTestId('cta-primary.url'), '/services');
    await userEvent.click(screen.getByTestId('cta-primary.valid'));
    await userEvent.click(screen.getByTestId('cta-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('siteCtaButtonUpdate', {
        body: {
          primary: { label: { fr_FR: 'Réserver', en_US: 'Book' }, url: '/services', valid: true },
          secondary: hidden,
        },
      }),
    );
  });

  it('says when the buttons could not be loaded', async () => {
    renderForm({
      siteCtaButton: () => {
        throw new ApiError(500, 'Server error');
      },
    });
    expect(await screen.findByTestId('cta-load-error')).toHaveTextContent('The buttons could not be loaded.');
  });
});
