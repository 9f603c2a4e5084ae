import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LangView } from '@cellar/shared/site/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { SuperAdminTranslationLangRoute, SuperAdminTranslationsRoute } from './translations-route.tsx';

const lang = (id: number, code: string, label: string, isDefault = false): LangView => ({
  id,
  code,
  label,
  mtCode: null,
  valid: true,
  isDefault,
});

describe('the global translations', () => {
  it('shows the catalogue’s languages but the default, with the global counts', async () => {
    const { client } = fakeApi({
      superAdminLangs: () => ({ langs: [lang(1, 'fr_FR', 'Français', true), lang(2, 'en_US', 'English')] }),
      superAdminTranslationMissingNumber: () => ({
        total: 3,
        langs: [{ lang: 'en_US', units: 5, missing: 3, outdated: 0, current: 2 }],
      }),
    });
    renderScreen(<SuperAdminTranslationsRoute jobs={<div data-testid="jobs-slot" />} />, { api: client });
    const card = await screen.findByTestId('lang-card-en_US');
    expect(within(card).getByText('Missing: 3')).toBeInTheDocument();
    expect(within(card).getByTestId('lang-open-en_US')).toHaveAttribute('href', '/en_US/superAdmin/translation/en_US');
    expect(screen.queryByTestId('lang-card-fr_FR')).not.toBeInTheDocument();
    expect(screen.getByTestId('jobs-slot')).toBeInTheDocument();
  });

  it('saves a global translation through the super-admin route', async () => {
    const unit = {
      id: 9,
      kind: 'mailModel',
      entityId: 1,
      field: 'subject',
      label: 'Commande validée',
      format: 'text' as const,
      source: 'Votre commande',
      text: null,
      status: 'MISSING' as const,
      by: null,
      updatedAt: null,
    };
    const { client, call } = fakeApi({
      superAdminLangs: () => ({ langs: [lang(2, 'en_US', 'English')] }),
      superAdminTranslations: () => ({
        list: [unit],
        total: 1,
        current: 1,
        counts: { units: 1, missing: 1, outdated: 0, current: 0 },
      }),
      superAdminTranslationUpdate: () => ({ ...unit, text: 'Your order', status: 'CURRENT', by: 'PERSON' }),
    });
    renderScreen(<SuperAdminTranslationLangRoute />, {
      api: client,
      path: '/superAdmin/translation/en_US',
      pattern: '/superAdmin/translation/:lang',
    });
    await userEvent.click(await screen.findByText('Votre commande'));
    await userEvent.type(await screen.findByTestId('translation-text'), 'Your order');
    await userEvent.click(screen.getByTestId('translation-save'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('superAdminTranslationUpdate', {
        params: { idContent: 9, lang: 'en_US' },
        body: { text: 'Your order' },
      }),
    );
  });
});
