import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TranslationJobView } from '@cellar/shared/translations/translation-job';
import { ApiError } from '@cellar/shared/api/client';
import { inTurn, jobView } from '../../../testing/job-fixtures.ts';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { AdminTranslationJobs } from './admin-translation-jobs.tsx';
import { TranslationJobsPanel } from './translation-jobs-panel.tsx';

const lang = (code: string, label: string) => ({ id: 1, code, label, mtCode: null, valid: true, isDefault: false });
const sites = [
  { id: 7, name: 'Les Lilas', slug: 'lilas', url: null, defaultLang: 'fr_FR', functionalities: [], createdAt: '' },
];

function definition(lastRun: TranslationJobView['lastRun'], id = 3): TranslationJobView {
  return {
    id,
    idSite: 7,
    siteName: 'Les Lilas',
    langs: ['en_US', 'de_DE'],
    overwritePerson: false,
    createdAt: '2026-05-12T09:00:00Z',
    createdBy: 'super@cellar.local',
    lastRun,
  };
}

const running = jobView('translate', ['SUCCEEDED', 'RUNNING'], {
  progress: [
    { lang: 'en_US', total: 10, done: 4, skipped: 0, failed: 0, status: 'RUNNING', error: null },
    { lang: 'de_DE', total: 10, done: 0, skipped: 0, failed: 0, status: 'PENDING', error: null },
  ],
});
const ended = jobView('translate', ['SUCCEEDED', 'FAILED'], {
  failure: '1 of 2 languages failed: de_DE (DeepL: the character quota is used up (456))',
  progress: [
    { lang: 'en_US', total: 10, done: 9, skipped: 1, failed: 0, status: 'SUCCEEDED', error: null },
    {
      lang: 'de_DE',
      total: 10,
      done: 2,
      skipped: 0,
      failed: 8,
      status: 'FAILED',
      error: 'DeepL: the character quota is used up (456)',
    },
  ],
});

describe('the super-admin’s translation jobs panel', () => {
  it('says when the local machine translation is used', async () => {
    const { client } = fakeApi({
      superAdminDeeplUsage: () => ({ adapter: 'local', characterCount: 0, characterLimit: 0 }),
      superAdminTranslationJobs: () => ({ jobs: [] }),
      sites: () => ({ sites, total: 1 }),
    });
    renderScreen(<TranslationJobsPanel />, { api: client });
    expect(await screen.findByTestId('mt-usage')).toHaveTextContent('Local machine translation (no DeepL key)');
    expect(await screen.findByTestId('translation-jobs-empty')).toHaveTextContent('No translation job yet.');
  });

  it('shows DeepL’s usage when DeepL answers', async () => {
    const { client } = fakeApi({
      superAdminDeeplUsage: () => ({ adapter: 'deepl', characterCount: 1200, characterLimit: 500000 }),
      superAdminTranslationJobs: () => ({ jobs: [] }),
      sites: () => ({ sites, total: 1 }),
    });
    renderScreen(<TranslationJobsPanel />, { api: client });
    expect(await screen.findByTestId('mt-usage')).toHaveTextContent(/DeepL: 1,200 characters translated of 500,000/);
  });

  it('says the list did not load rather than showing none', async () => {
    const { client } = fakeApi({
      superAdminDeeplUsage: () => ({ adapter: 'local', characterCount: 0, characterLimit: 0 }),
      superAdminTranslationJobs: () => {
        throw new ApiError(500, 'Server down');
      },
      sites: () => ({ sites, total: 1 }),
    });
    renderScreen(<TranslationJobsPanel />, { api: client });
    expect(await screen.findByTestId('translation-jobs-error')).toHaveTextContent(
      'The translation jobs could not be loaded.',
    );
    expect(screen.queryByTestId('translation-jobs-empty')).toBeNull();
  });

  it('runs a job and follows each language’s progress until it ends, with the failed language’s reason', async () => {
    const { client, call } = fakeApi({
      superAdminDeeplUsage: () => ({ adapter: 'local', characterCount: 0, characterLimit: 0 }),
      superAdminTranslationJobs: inTurn(
        { jobs: [definition(null)] },
        { jobs: [definition(running)] },
        { jobs: [definition(ended)] },
      ),
      superAdminTranslationJobRun: () => running,
      sites: () => ({ sites, total: 1 }),
    });
    renderScreen(<TranslationJobsPanel />, { api: client });
    const card = await screen.findByTestId('translation-job-3');
    expect(within(card).getByTestId('translation-job-status-3')).toHaveTextContent('Never run');
    await userEvent.click(within(card).getByTestId('translation-job-run-3'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('superAdminTranslationJobRun', { params: { id: 3 } }));
    await waitFor(() => expect(screen.getByTestId('lang-counts-en_US')).toHaveTextContent('4 / 10'));
    expect(screen.getByTestId('translation-job-run-3')).toBeDisabled();
    await waitFor(() => expect(screen.getByTestId('lang-progress-de_DE')).toHaveAttribute('data-status', 'FAILED'), {
      timeout: 5000,
    });
    expect(screen.getByTestId('lang-counts-en_US')).toHaveTextContent('9 / 10 · 1 skipped');
    expect(screen.getByTestId('lang-counts-de_DE')).toHaveTextContent('2 / 10 · 8 failed');
    expect(screen.getByTestId('lang-error-de_DE')).toHaveTextContent('DeepL: the character quota is used up (456)');
    expect(screen.getByTestId('translation-job-failure-3')).toHaveTextContent('1 of 2 languages failed');
    expect(screen.getByTestId('translation-job-run-3')).toHaveTextContent('Run again');
    expect(screen.getByTestId('translation-job-run-3')).toBeEnabled();
  });

  it('creates a job for a site’s languages, warning before a person’s translations may be replaced', async () => {
    const { client, call } = fakeApi({
      superAdminDeeplUsage: () => ({ adapter: 'local', characterCount: 0, characterLimit: 0 }),
      superAdminTranslationJobs: () => ({ jobs: [] }),
      sites: () => ({ sites, total: 1 }),
      adminLangsTranslated: () => ({ langs: [lang('en_US', 'English'), lang('de_DE', 'Deutsch')] }),
      superAdminTranslationJobCreate: () => definition(null),
    });
    renderScreen(<TranslationJobsPanel />, { api: client });
    const form = await screen.findByTestId('translation-job-form');
    expect(within(form).getByTestId('translation-job-create')).toBeDisabled();
    await userEvent.click(within(form).getByTestId('translation-job-site'));
    await userEvent.click(await screen.findByRole('option', { name: 'Les Lilas' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminLangsTranslated', expect.objectContaining({ idSiteOverride: 7 })),
    );
    await userEvent.click(within(form).getByTestId('translation-job-langs'));
    await userEvent.click(await screen.findByRole('option', { name: 'Deutsch (de_DE)' }));
    expect(screen.queryByTestId('translation-job-overwrite-warning')).toBeNull();
    await userEvent.click(within(form).getByTestId('translation-job-overwrite'));
    expect(screen.getByTestId('translation-job-overwrite-warning')).toHaveTextContent(
      'Up-to-date translations are never replaced.',
    );
    await userEvent.click(within(form).getByTestId('translation-job-create'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('superAdminTranslationJobCreate', {
        body: { idSite: 7, langs: ['de_DE'], overwritePerson: true },
      }),
    );
  });
});

describe('the admin’s translation jobs', () => {
  it('lists the site’s jobs with their progress, and no Run button', async () => {
    const { client } = fakeApi({ adminTranslationJobs: () => ({ jobs: [definition(ended)] }) });
    renderScreen(<AdminTranslationJobs />, { api: client });
    const card = await screen.findByTestId('translation-job-3');
    expect(within(card).getByTestId('translation-job-status-3')).toHaveTextContent('Failed');
    expect(within(card).getByTestId('lang-counts-en_US')).toHaveTextContent('9 / 10');
    expect(within(card).queryByTestId('translation-job-run-3')).toBeNull();
  });
});
