import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LangView } from '@cellar/shared/site/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { PageTranslationLangRoute, PageTranslationsRoute } from './page-translations-route.tsx';

const english: LangView = { id: 2, code: 'en_US', label: 'English', mtCode: 'EN-US', valid: true, isDefault: false };
const page = { id: 7, title: 'Le domaine', menuTitle: '', url: 'domaine' };
const counts = { units: 6, missing: 2, outdated: 1, current: 3 };

describe('a page’s translations', () => {
  it('shows the page’s counts in each language, read from its list', async () => {
    const { client, call } = fakeApi({
      adminPage: () => page,
      adminLangsTranslated: () => ({ langs: [english] }),
      adminPageTranslations: () => ({ list: [], total: 6, current: 1, counts }),
    });
    renderScreen(<PageTranslationsRoute />, {
      api: client,
      path: '/page/7/translation',
      pattern: '/page/:id/translation',
    });
    expect(await screen.findByText('Translations of the page “Le domaine”')).toBeInTheDocument();
    const card = await screen.findByTestId('lang-card-en_US');
    expect(within(card).getByText('Missing: 2')).toBeInTheDocument();
    expect(within(card).getByTestId('lang-open-en_US')).toHaveAttribute('href', '/en_US/page/7/translation/en_US');
    expect(call).toHaveBeenCalledWith(
      'adminPageTranslations',
      expect.objectContaining({
        params: { idPage: 7, lang: 'en_US' },
        query: expect.objectContaining({ nbItem: '1' }),
      }),
    );
  });

  it('lists the page’s units in a language', async () => {
    const { client, call } = fakeApi({
      adminPage: () => page,
      adminLangsTranslated: () => ({ langs: [english] }),
      adminPageTranslations: () => ({
        list: [
          {
            id: 3,
            kind: 'page',
            entityId: 7,
            field: 'layouts.1.contents.2.content',
            label: 'Le domaine',
            format: 'html',
            source: '<p>Notre <em>histoire</em></p>',
            text: null,
            status: 'MISSING',
            by: null,
            updatedAt: null,
          },
        ],
        total: 1,
        current: 1,
        counts,
      }),
    });
    renderScreen(<PageTranslationLangRoute />, {
      api: client,
      path: '/page/7/translation/en_US',
      pattern: '/page/:id/translation/:lang',
    });
    const row = await screen.findByTestId('unit-3');
    expect(within(row).getByText('Notre histoire')).toBeInTheDocument();
    expect(within(row).getByText('Page · content')).toBeInTheDocument();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'adminPageTranslations',
        expect.objectContaining({ params: { idPage: 7, lang: 'en_US' } }),
      ),
    );
    expect(screen.queryByTestId('translation-kind')).not.toBeInTheDocument();
  });
});
