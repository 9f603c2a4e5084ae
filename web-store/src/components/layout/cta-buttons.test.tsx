import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CtaButtons } from '@cellar/shared/site/cta-buttons';
import { Failure, renderStore } from '../../testing/store-test.tsx';

const buttons: CtaButtons = {
  primary: { label: { fr_FR: 'Réserver une visite', en_US: 'Book a visit' }, url: '/services', valid: true },
  secondary: { label: { fr_FR: 'Boutique en ligne', en_US: '' }, url: 'https://example.org/shop', valid: true },
};

describe('the call-to-action buttons of the header', () => {
  it('show the shown buttons in the shopper’s language, French when there is no English label', async () => {
    renderStore('/en_US/?site=1', { 'GET /site/cta-button': buttons });
    const header = await screen.findByTestId('cta-buttons');
    expect(within(header).getByRole('link', { name: 'Book a visit' })).toHaveAttribute('href', '/en_US/services');
    expect(within(header).getByRole('link', { name: 'Boutique en ligne' })).toHaveAttribute(
      'href',
      'https://example.org/shop',
    );
  });

  it('leave out a hidden button', async () => {
    renderStore('/?site=1', {
      'GET /site/cta-button': { ...buttons, secondary: { ...buttons.secondary, valid: false } },
    });
    const header = await screen.findByTestId('cta-buttons');
    expect(
      within(header)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Réserver une visite']);
  });

  it('show nothing when they cannot be read', async () => {
    const { api } = renderStore('/?site=1', { 'GET /site/cta-button': new Failure(500) });
    await vi.waitFor(() => expect(api.to('/site/cta-button')).toHaveLength(1));
    expect(screen.queryByTestId('cta-buttons')).toBeNull();
  });
});
