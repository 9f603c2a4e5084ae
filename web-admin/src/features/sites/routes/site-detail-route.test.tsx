import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { SiteDeployment } from '@cellar/shared/workflows/deploy';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { inTurn, jobView } from '../../../testing/job-fixtures.ts';
import { SiteDetailRoute } from './site-detail-route.tsx';

const site = {
  id: 7,
  name: 'Les Lilas',
  slug: 'lilas',
  url: 'https://lilas.fr',
  defaultLang: 'fr_FR',
  functionalities: [],
  createdAt: '2026-01-01T00:00:00.000Z',
};

const deployment: SiteDeployment = {
  idSite: 7,
  clientVersion: '0.1.0+a1b2c3d',
  latestVersion: '0.2.0+e4f5a6b',
  construction: false,
  currentReleaseId: 'mp3k2x0a1-aaaaaa',
  publishedAt: '2026-05-12T09:02:30Z',
};

const publication = jobView('publish', ['SUCCEEDED', 'SUCCEEDED', 'SUCCEEDED', 'SUCCEEDED', 'SUCCEEDED'], {
  id: 'mp3k2x0a1-done000001',
});

function renderSite(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    site: () => site,
    superAdminLangs: () => ({
      langs: [{ id: 1, code: 'fr_FR', label: 'Français', mtCode: 'FR', valid: true, isDefault: true }],
    }),
    siteWorkflowStatus: () => ({ jobs: [publication], deployment }),
    siteGithubRepositoryStatus: () => ({ exists: true, releases: 3 }),
    clientTemplateVersion: () => ({ version: '0.2.0+e4f5a6b', builtAt: '2026-05-11T18:00:00Z' }),
    ...handlers,
  });
  renderScreen(<SiteDetailRoute />, { api: api.client, path: '/superAdmin/site/7', pattern: '/superAdmin/site/:id' });
  return api;
}

describe('/superAdmin/site/{id}: deployment', () => {
  it('shows the site’s deployment state and its jobs', async () => {
    renderSite();
    const state = await screen.findByTestId('deployment-state');
    await waitFor(() =>
      expect(within(state).getByTestId('deployment-version-badge')).toHaveTextContent('Update available'),
    );
    expect(within(state).getByTestId('deployment-client-version')).toHaveTextContent('0.1.0+a1b2c3d');
    expect(within(state).getByTestId('deployment-latest-version')).toHaveTextContent('0.2.0+e4f5a6b, built on');
    expect(within(state).getByTestId('deployment-construction')).toHaveTextContent('Off');
    expect(within(state).getByTestId('deployment-current-release')).toHaveTextContent('mp3k2x0a1-aaaaaa');
    expect(within(state).getByTestId('deployment-repository')).toHaveTextContent('Exists, releases kept: 3');
    expect(screen.getByRole('switch', { name: 'Construction mode' })).not.toBeChecked();
    const jobs = screen.getByTestId('site-jobs');
    expect(within(jobs).getByTestId(`job-row-${publication.id}`)).toHaveTextContent('Publishing');
  });

  it('publishes to production as a job whose steps show live', async () => {
    const started = jobView('publish', ['RUNNING'], { id: 'mp3k2x0a1-new0000001' });
    const { call } = renderSite({
      siteDeployProd: () => started,
      adminJob: inTurn(jobView('publish', ['SUCCEEDED', 'RUNNING'], { id: started.id })),
    });
    await userEvent.click(await screen.findByTestId('deploy-publish'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('siteDeployProd', { params: { id: 7 } }));
    const job = await screen.findByTestId('site-job');
    await waitFor(() =>
      expect(within(job).getByTestId('job-step-prerender')).toHaveAttribute('data-status', 'RUNNING'),
    );
    expect(within(job).getByTestId('job-status')).toHaveTextContent('Running');
    // The site's job is read with the site's id over the super-admin area's site 0.
    expect(call).toHaveBeenCalledWith(
      'adminJob',
      expect.objectContaining({ params: { id: started.id }, idSiteOverride: 7 }),
    );
    expect(screen.getByTestId('deploy-restart')).toBeDisabled();
  });

  it('switches the construction mode on as a job', async () => {
    const { call } = renderSite({
      siteConstruction: () => jobView('construction', ['RUNNING']),
      adminJob: () => jobView('construction', ['RUNNING']),
    });
    const toggle = await screen.findByRole('switch', { name: 'Construction mode' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('siteConstruction', { params: { id: 7 }, body: { enabled: true } }),
    );
    expect(await screen.findByTestId('site-job')).toHaveTextContent('Construction mode');
  });

  it('says the jobs could not be refreshed, and leaves the state it could not read unsaid', async () => {
    renderSite({
      siteWorkflowStatus: () => {
        throw new ApiError(500, 'An error occured please reload the page or contact us');
      },
    });
    const alert = await screen.findByTestId('site-jobs-error');
    expect(alert).toHaveTextContent('Cannot refresh workflow runs');
    expect(alert).toHaveTextContent('An error occured please reload the page or contact us');
    expect(screen.getByTestId('deployment-client-version-error')).toHaveTextContent('Could not be loaded');
    expect(screen.getByTestId('deployment-construction-error')).toHaveTextContent('Could not be loaded');
    expect(screen.queryByText('Off')).not.toBeInTheDocument();
    expect(screen.queryByText('No job yet')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Construction mode' })).toBeDisabled();
  });

  it('shows the storefront changelog when it is opened', async () => {
    const { call } = renderSite({
      clientTemplateChangelog: () => ({
        entries: [{ version: '0.2.0', date: '2026-05-11', changes: ['Publishing as releases', 'Live edit'] }],
      }),
    });
    await screen.findByTestId('client-changelog');
    expect(call).not.toHaveBeenCalledWith('clientTemplateChangelog', expect.anything());
    await userEvent.click(screen.getByTestId('client-changelog-toggle'));
    const entry = await screen.findByTestId('client-changelog-0.2.0');
    expect(entry).toHaveTextContent('11/05/2026');
    expect(entry).toHaveTextContent('Publishing as releases');
  });
});

describe('/superAdmin/site/{id}: danger zone', () => {
  it('refuses a short name that is not the site’s with the spec’s message, then deletes with the right one', async () => {
    const deletion = jobView('site-delete', ['RUNNING'], { id: 'mp3k2x0a1-delete0001' });
    // The deletion is followed through the site's runs: the site may be gone before its job ends.
    const running = jobView('site-delete', ['SUCCEEDED', 'RUNNING'], { id: deletion.id });
    const { call } = renderSite({
      siteDelete: () => deletion,
      siteWorkflowStatus: () => ({ jobs: [running, publication], deployment }),
    });
    await userEvent.click(await screen.findByTestId('site-delete'));
    const dialog = await screen.findByTestId('site-delete-dialog');
    expect(dialog).toHaveTextContent('type its short name: lilas');
    const input = within(dialog).getByTestId('site-delete-confirm-input');
    await userEvent.type(input, 'lilac');
    await userEvent.click(within(dialog).getByTestId('site-delete-submit'));
    expect(await within(dialog).findByText('Invalid site github repository name')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(call).not.toHaveBeenCalledWith('siteDelete', expect.anything());

    await userEvent.clear(input);
    await userEvent.type(input, 'lilas');
    await userEvent.click(within(dialog).getByTestId('site-delete-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('siteDelete', { params: { id: 7 }, query: { confirm: 'lilas' } }),
    );
    const job = await screen.findByTestId('site-delete-job');
    expect(within(job).getByTestId('job-kind')).toHaveTextContent('Site deletion');
    await waitFor(() =>
      expect(within(job).getByTestId('job-step-delete-batch')).toHaveAttribute('data-status', 'RUNNING'),
    );
    expect(screen.getByTestId('site-delete')).toBeDisabled();
  });

  it('shows the server’s refusal on the field', async () => {
    renderSite({
      siteDelete: () => {
        throw new ApiError(400, 'Invalid data', { confirm: ['Invalid site github repository name'] });
      },
    });
    await userEvent.click(await screen.findByTestId('site-delete'));
    const dialog = await screen.findByTestId('site-delete-dialog');
    await userEvent.type(within(dialog).getByTestId('site-delete-confirm-input'), 'lilas');
    await userEvent.click(within(dialog).getByTestId('site-delete-submit'));
    expect(await within(dialog).findByText('Invalid site github repository name')).toBeInTheDocument();
    expect(screen.queryByTestId('site-delete-job')).not.toBeInTheDocument();
  });
});
