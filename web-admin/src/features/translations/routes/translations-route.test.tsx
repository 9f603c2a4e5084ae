import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { LangView } from '@cellar/shared/site/lang';
import type { TranslationList, TranslationView } from '@cellar/shared/translations/translation';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { TranslationLangRoute, TranslationsRoute } from './translations-route.tsx';

const english: LangView = { id: 2, code: 'en_US', label: 'English', mtCode: 'EN-US', valid: true, isDefault: false };
const german: LangView = { id: 3, code: 'de_DE', label: 'Deutsch', mtCode: 'DE', valid: true, isDefault: false };

const unit = (id: number, over: Partial<TranslationView> = {}): TranslationView => ({
  id,
  kind: 'news',
  entityId: 4,
  field: 'title',
  label: 'Les vendanges',
  format: 'text',
  source: `Source ${id}`,
  text: null,
  status: 'MISSING',
  by: null,
  updatedAt: null,
  ...over,
});

const counts = { units: 10, missing: 4, outdated: 1, current: 5 };
const listOf = (list: TranslationView[]): TranslationList => ({ list, total: list.length, current: 1, counts });

describe('the translations screen', () => {
  it('shows a card per translated language with its counts and a link to its list', async () => {
    const api = fakeApi({
      adminLangsTranslated: () => ({ langs: [english, german] }),
      adminTranslationMissingNumber: () => ({
        total: 9,
        langs: [
          { lang: 'en_US', ...counts },
          { lang: 'de_DE', units: 10, missing: 10, outdated: 0, current: 0 },
        ],
      }),
    });
    renderScreen(<TranslationsRoute jobs={<div data-testid="jobs-slot" />} />, { api: api.client });
    const card = await screen.findByTestId('lang-card-en_US');
    expect(within(card).getByText('Missing: 4')).toBeInTheDocument();
    expect(within(card).getByText('Outdated: 1')).toBeInTheDocument();
    expect(within(card).getByText('Up to date: 5')).toBeInTheDocument();
    expect(within(card).getByTestId('lang-open-en_US')).toHaveAttribute('href', '/en_US/translation/en_US');
    expect(within(screen.getByTestId('lang-card-de_DE')).getByText('Missing: 10')).toBeInTheDocument();
    expect(screen.getByTestId('jobs-slot')).toBeInTheDocument();
  });

  it('says there is nothing to translate when the site has only its default language', async () => {
    const api = fakeApi({
      adminLangsTranslated: () => ({ langs: [] }),
      adminTranslationMissingNumber: () => ({ total: 0, langs: [] }),
    });
    renderScreen(<TranslationsRoute />, { api: api.client });
    expect(await screen.findByTestId('translation-no-lang')).toHaveTextContent(
      'The site has only one language: there is nothing to translate.',
    );
  });

  it('says the counts could not be loaded rather than showing zeros', async () => {
    const api = fakeApi({
      adminLangsTranslated: () => ({ langs: [english] }),
      adminTranslationMissingNumber: () => {
        throw new ApiError(500, 'An error occured please reload the page or contact us');
      },
    });
    renderScreen(<TranslationsRoute />, { api: api.client });
    const error = await screen.findByTestId('translation-counts-error');
    expect(error).toHaveTextContent('The translations could not be loaded');
    expect(screen.queryByText('Missing: 0')).not.toBeInTheDocument();
  });
});

function renderList(handlers: Parameters<typeof fakeApi>[0] = {}, path = '/translation/en_US') {
  const api = fakeApi({
    adminLangsTranslated: () => ({ langs: [english] }),
    adminTranslations: () => listOf([unit(1), unit(2, { text: 'The harvest', status: 'CURRENT', by: 'MACHINE' })]),
    ...handlers,
  });
  const rendered = renderScreen(<TranslationLangRoute />, { api: api.client, path, pattern: '/translation/:lang' });
  return { ...api, ...rendered };
}

describe('a language’s translation list', () => {
  it('shows each unit with what it is, its source, its translation, its status and who wrote it', async () => {
    renderList();
    const row = await screen.findByTestId('unit-2');
    expect(within(row).getByText('News · title')).toBeInTheDocument();
    expect(within(row).getByText('Source 2')).toBeInTheDocument();
    expect(within(row).getByText('The harvest')).toBeInTheDocument();
    expect(within(row).getByText('Up to date')).toBeInTheDocument();
    expect(within(row).getByText('Machine translation')).toBeInTheDocument();
    expect(within(screen.getByTestId('unit-1')).getByText('Missing')).toBeInTheDocument();
    expect(screen.getByText('Translations in English')).toBeInTheDocument();
  });

  it('shows the counts on the status tabs and asks the list of the tab, kind and search chosen', async () => {
    const { call } = renderList();
    expect(await screen.findByText('Missing (4)')).toBeInTheDocument();
    expect(screen.getByText('All (10)')).toBeInTheDocument();
    expect(screen.getByText('Outdated (1)')).toBeInTheDocument();
    expect(screen.getByText('Up to date (5)')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('tab-OUTDATED'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'adminTranslations',
        expect.objectContaining({ params: { lang: 'en_US' }, query: expect.objectContaining({ status: 'OUTDATED' }) }),
      ),
    );
    await userEvent.selectOptions(screen.getByTestId('translation-kind'), 'news');
    await userEvent.type(screen.getByTestId('translation-search'), 'vendanges');
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'adminTranslations',
        expect.objectContaining({
          query: expect.objectContaining({ status: 'OUTDATED', kind: 'news', source: 'lk:vendanges', page: '1' }),
        }),
      ),
    );
  });

  it('shows the server’s message for a language the site does not translate into', async () => {
    renderList(
      {
        adminTranslations: () => {
          throw new ApiError(400, 'Unknown lang');
        },
      },
      '/translation/xx_XX',
    );
    const error = await screen.findByTestId('translation-list-error');
    expect(error).toHaveTextContent('Unknown lang');
  });

  it('says when nothing matches the filters', async () => {
    renderList({ adminTranslations: () => listOf([]) });
    await userEvent.click(await screen.findByTestId('tab-MISSING'));
    expect(await screen.findByText('No text matches these filters.')).toBeInTheDocument();
  });
});

describe('the side-by-side editor', () => {
  it('saves a person’s translation, then shows it up to date and reloads the list', async () => {
    const saved = unit(1, { text: 'The harvest of 2025', status: 'CURRENT', by: 'PERSON', updatedAt: '2026-11-27' });
    const { call } = renderList({ adminTranslationUpdate: () => saved });
    await userEvent.click(await screen.findByText('Source 1'));
    const editor = await screen.findByTestId('translation-editor');
    expect(within(editor).getByTestId('translation-source')).toHaveTextContent('Source 1');
    await userEvent.click(within(editor).getByTestId('translation-copy-source'));
    expect(within(editor).getByTestId('translation-text')).toHaveValue('Source 1');
    await userEvent.clear(within(editor).getByTestId('translation-text'));
    await userEvent.type(within(editor).getByTestId('translation-text'), 'The harvest of 2025');
    await userEvent.click(within(editor).getByTestId('translation-save'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminTranslationUpdate', {
        params: { idContent: 1, lang: 'en_US' },
        body: { text: 'The harvest of 2025' },
      }),
    );
    expect(await screen.findByText('Translation saved')).toBeInTheDocument();
    expect(
      await within(screen.getByTestId('translation-editor')).findByText('Written by: A person', { exact: false }),
    ).toBeInTheDocument();
    await waitFor(() => expect(call.mock.calls.filter(([name]) => name === 'adminTranslations').length).toBe(2));
  });

  it('shows the server’s message on the translation field', async () => {
    renderList({
      adminTranslationUpdate: () => {
        throw new ApiError(400, 'Invalid data', { text: ['Too long'] });
      },
    });
    await userEvent.click(await screen.findByText('Source 1'));
    await userEvent.type(await screen.findByTestId('translation-text'), 'x');
    await userEvent.click(screen.getByTestId('translation-save'));
    const field = (await screen.findByText('Too long')).closest('.mantine-InputWrapper-root');
    expect(field).not.toBeNull();
  });

  it('removes a translation after a confirmation, with an empty text', async () => {
    const { call } = renderList({ adminTranslationUpdate: () => unit(2) });
    await userEvent.click(await screen.findByText('Source 2'));
    await userEvent.click(await screen.findByTestId('translation-remove'));
    await userEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminTranslationUpdate', {
        params: { idContent: 2, lang: 'en_US' },
        body: { text: '' },
      }),
    );
    expect(await screen.findByText('Translation removed')).toBeInTheDocument();
  });

  it('moves to the next and previous units of the list', async () => {
    renderList();
    await userEvent.click(await screen.findByText('Source 1'));
    expect(screen.getByTestId('translation-previous')).toBeDisabled();
    await userEvent.click(screen.getByTestId('translation-next'));
    expect(await screen.findByDisplayValue('The harvest')).toBeInTheDocument();
    expect(screen.getByTestId('translation-next')).toBeDisabled();
    await userEvent.click(screen.getByTestId('translation-previous'));
    expect(within(screen.getByTestId('translation-editor')).getByTestId('translation-text')).toHaveValue('');
  });

  it('goes on to the next page’s first unit after a page’s last one', async () => {
    const { call } = renderList({
      adminTranslations: ({ query }) =>
        query?.page === '2'
          ? { ...listOf([unit(11)]), total: 11 }
          : { ...listOf(Array.from({ length: 10 }, (_, i) => unit(i + 1))), total: 11 },
    });
    await userEvent.click(await screen.findByText('Source 10'));
    await userEvent.click(screen.getByTestId('translation-next'));
    expect(await within(screen.getByTestId('translation-editor')).findByText('Source 11')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(
      'adminTranslations',
      expect.objectContaining({ query: expect.objectContaining({ page: '2' }) }),
    );
    expect(screen.getByTestId('translation-next')).toBeDisabled();
  });
});
