import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { LiveStatus, ReleaseView } from '@cellar/shared/workflows/releases';
import { chooseSite, resetSessionForTests } from '../../../lib/session/session-store.ts';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { inTurn, jobStep, jobView } from '../../../testing/job-fixtures.ts';
import { PageLiveRoute } from './page-live-route.tsx';

function release(id: string, createdAt: string, extra: Partial<ReleaseView> = {}): ReleaseView {
  return {
    id,
    kind: 'production',
    createdAt,
    createdBy: 'admin@lilas.fr',
    jobId: `job-${id}`,
    documents: 42,
    languages: ['fr_FR', 'en_US'],
    clientVersion: '0.1.0+a1b2c3d',
    current: false,
    ...extra,
  };
}

const latest = release('mp3k2x0a1-aaaaaa', '2026-05-12T09:02:30Z', { current: true, documents: 44 });
const earlier = release('mp1a0b0c0-bbbbbb', '2026-05-10T15:20:00Z', { clientVersion: '0.0.9+f00ba47' });
const releases = { releases: [latest, earlier], currentId: latest.id };
const stopped: LiveStatus = { status: 'stopped', jobId: null, url: null, startedAt: null, failure: null };

function renderLive(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    adminReleases: () => releases,
    adminJobs: () => ({ jobs: [] }),
    adminLiveStatus: () => stopped,
    ...handlers,
  });
  renderScreen(<PageLiveRoute />, { api: api.client, path: '/page/live', pattern: '/page/live' });
  return api;
}

const callsOf = (call: ReturnType<typeof fakeApi>['call'], name: string) =>
  call.mock.calls.filter(([route]) => route === name);

describe('/page/live: publishing', () => {
  afterEach(() => resetSessionForTests());

  it('publishes: the job’s steps move as it runs, then it has succeeded and the releases load again', async () => {
    const started = jobView('publish', ['RUNNING']);
    const { call } = renderLive({
      adminPublish: () => started,
      adminJob: inTurn(
        jobView('publish', ['SUCCEEDED', 'RUNNING']),
        jobView('publish', ['SUCCEEDED', 'SUCCEEDED', 'SUCCEEDED', 'SUCCEEDED', 'SUCCEEDED'], {
          releaseId: 'mp3k2x0a1-cccccc',
        }),
      ),
    });
    await userEvent.click(await screen.findByTestId('publish-button'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminPublish'));
    const job = await screen.findByTestId('publish-job');
    expect(within(job).getByTestId('job-kind')).toHaveTextContent('Publishing');
    // The prerender runs once the snapshot is done…
    await waitFor(() =>
      expect(within(job).getByTestId('job-step-prerender')).toHaveAttribute('data-status', 'RUNNING'),
    );
    expect(within(job).getByTestId('job-step-status-snapshot')).toHaveTextContent('Done');
    expect(within(job).getByTestId('job-step-status-prerender')).toHaveTextContent('Running');
    expect(within(job).getByTestId('job-step-status-switch-release')).toHaveTextContent('Pending');
    expect(within(job).getByTestId('job-step-snapshot')).toHaveTextContent('Content snapshot');
    expect(within(job).getByTestId('job-status')).toHaveTextContent('Running');
    expect(screen.getByTestId('publish-button')).toBeDisabled();
    // …then every step has succeeded, and so has the job.
    await waitFor(() => expect(within(job).getByTestId('job-status')).toHaveTextContent('Succeeded'));
    for (const name of ['snapshot', 'prerender', 'write-release', 'switch-release', 'prune-releases'])
      expect(within(job).getByTestId(`job-step-${name}`)).toHaveAttribute('data-status', 'SUCCEEDED');
    expect(within(job).getByTestId('job-duration')).toHaveTextContent(
      'Duration: 2 min 30 s · Release mp3k2x0a1-cccccc',
    );
    expect(call).toHaveBeenCalledWith(
      'adminJob',
      expect.objectContaining({ params: { id: started.id }, idSiteOverride: 7 }),
    );
    // Its end loads the releases and the history again; polling has stopped.
    await waitFor(() => expect(callsOf(call, 'adminReleases').length).toBeGreaterThan(1));
    const polls = callsOf(call, 'adminJob').length;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(callsOf(call, 'adminJob')).toHaveLength(polls);
    expect(screen.getByTestId('publish-button')).toBeEnabled();
  });

  it('shows why a publication failed: the reason, the failed step’s error and its attempts', async () => {
    const failedStep = jobStep('prerender', 'FAILED', { attempts: 3, error: 'Timeout rendering /le-domaine' });
    const failed = jobView('publish', ['SUCCEEDED'], {
      status: 'FAILED',
      failure: 'The storefront has not been built: no client template to prerender with',
    });
    failed.steps[1] = failedStep;
    renderLive({ adminPublish: () => jobView('publish', ['RUNNING']), adminJob: () => failed });
    await userEvent.click(await screen.findByTestId('publish-button'));
    const job = await screen.findByTestId('publish-job');
    await waitFor(() => expect(within(job).getByTestId('job-status')).toHaveTextContent('Failed'));
    expect(within(job).getByTestId('job-failure')).toHaveTextContent(
      'The storefront has not been built: no client template to prerender with',
    );
    expect(within(job).getByTestId('job-step-prerender')).toHaveAttribute('data-status', 'FAILED');
    expect(within(job).getByTestId('job-step-error-prerender')).toHaveTextContent('Timeout rendering /le-domaine');
    expect(within(job).getByTestId('job-step-attempts-prerender')).toHaveTextContent('3 attempts');
    expect(within(job).getByTestId('job-step-write-release')).toHaveAttribute('data-status', 'PENDING');
  });

  it('says why the server refused to publish', async () => {
    renderLive({
      adminPublish: () => {
        throw new ApiError(409, 'A job of this kind is already running on this site: wait for it to end');
      },
    });
    await userEvent.click(await screen.findByTestId('publish-button'));
    expect(
      await screen.findByText('A job of this kind is already running on this site: wait for it to end'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('publish-job')).not.toBeInTheDocument();
  });

  it('shows the release served now and the earlier ones', async () => {
    renderLive();
    const current = await screen.findByTestId('current-release');
    expect(current).toHaveAttribute('data-release-id', latest.id);
    expect(within(current).getByTestId('current-release-documents')).toHaveTextContent('44');
    expect(within(current).getByTestId('current-release-created-by')).toHaveTextContent('admin@lilas.fr');
    expect(within(current).getByTestId('current-release-client-version')).toHaveTextContent('0.1.0+a1b2c3d');
    expect(screen.getByTestId(`release-current-${latest.id}`)).toHaveTextContent('Served now');
    expect(screen.queryByTestId(`release-rollback-${latest.id}`)).not.toBeInTheDocument();
    expect(screen.getByTestId(`release-rollback-${earlier.id}`)).toHaveTextContent('Serve this release again');
  });

  it('says when the site has never been published', async () => {
    renderLive({ adminReleases: () => ({ releases: [], currentId: null }) });
    expect(await screen.findByTestId('current-release-none')).toHaveTextContent('The site has not been published yet.');
    expect(screen.getByText('No release yet')).toBeInTheDocument();
  });

  it('serves an earlier release again once the rollback is confirmed', async () => {
    const rolledBack = {
      releases: [
        { ...latest, current: false },
        { ...earlier, current: true },
      ],
      currentId: earlier.id,
    };
    const { call } = renderLive({ adminReleaseCurrent: () => rolledBack });
    await userEvent.click(await screen.findByTestId(`release-rollback-${earlier.id}`));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Serve this release again?');
    expect(dialog).toHaveTextContent('(42 documents)');
    expect(call).not.toHaveBeenCalledWith('adminReleaseCurrent', expect.anything());
    await userEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminReleaseCurrent', { params: { id: earlier.id } }));
    expect(await screen.findByTestId(`release-current-${earlier.id}`)).toBeInTheDocument();
    expect(screen.getByTestId(`release-rollback-${latest.id}`)).toBeInTheDocument();
    expect(screen.getByTestId('current-release')).toHaveAttribute('data-release-id', earlier.id);
    expect(await screen.findByTestId('toast-success')).toHaveTextContent(/is served again/);
  });

  it('does not serve a release when the rollback is cancelled', async () => {
    const { call } = renderLive({ adminReleaseCurrent: () => releases });
    await userEvent.click(await screen.findByTestId(`release-rollback-${earlier.id}`));
    await userEvent.click(within(await screen.findByTestId('confirm-dialog')).getByTestId('confirm-cancel'));
    expect(call).not.toHaveBeenCalledWith('adminReleaseCurrent', expect.anything());
    expect(screen.getByTestId('current-release')).toHaveAttribute('data-release-id', latest.id);
  });

  it('lists the site’s jobs, each opening on its steps, and follows a publication already running', async () => {
    const running = jobView('publish', ['SUCCEEDED', 'RUNNING'], { id: 'mp3k2x0a1-running01' });
    const done = jobView('live', ['SUCCEEDED', 'SUCCEEDED', 'SUCCEEDED', 'SUCCEEDED', 'SUCCEEDED'], {
      id: 'mp1a0b0c0-done0001',
      startedBy: 'system',
    });
    renderLive({ adminJobs: () => ({ jobs: [running, done] }), adminJob: () => running });
    const history = await screen.findByTestId('job-history');
    const row = within(history).getByTestId(`job-row-${done.id}`);
    expect(row).toHaveTextContent('Live edit');
    expect(row).toHaveTextContent('Started by Cellar (automatic)');
    expect(within(row).getByTestId('job-status')).toHaveTextContent('Succeeded');
    expect(within(row).queryByTestId('job-step-snapshot')).not.toBeInTheDocument();
    await userEvent.click(within(row).getByTestId(`job-row-toggle-${done.id}`));
    expect(await within(row).findByTestId('job-step-snapshot')).toHaveAttribute('data-status', 'SUCCEEDED');
    // The running publication is followed above.
    const followed = await screen.findByTestId('publish-job');
    expect(followed).toHaveAttribute('data-job-id', running.id);
    expect(screen.getByTestId('publish-button')).toBeDisabled();
  });

  it('says the job history could not be loaded rather than showing none', async () => {
    renderLive({
      adminJobs: () => {
        throw new ApiError(500, 'An error occured please reload the page or contact us');
      },
    });
    const alert = await screen.findByTestId('job-history-error');
    expect(alert).toHaveTextContent('Cannot refresh workflow runs');
    expect(alert).toHaveTextContent('An error occured please reload the page or contact us');
    expect(screen.queryByText('No job yet')).not.toBeInTheDocument();
  });
});

describe('/page/live: live edit', () => {
  afterEach(() => resetSessionForTests());

  it('starts the live edit: stopped, starting (up to 10 minutes, its job’s steps), then ready with the preview', async () => {
    chooseSite(7);
    const starting: LiveStatus = {
      status: 'starting',
      jobId: 'mp3k2x0a1-live000001',
      url: null,
      startedAt: '2026-05-12T09:00:00Z',
      failure: null,
    };
    const ready: LiveStatus = { ...starting, status: 'ready', url: 'http://localhost:5174/?release=preview-7' };
    let run = false;
    const { call } = renderLive({
      adminLiveStatus: () => (run ? ready : stopped),
      adminLiveRun: () => {
        run = true;
        return starting;
      },
      adminJob: () => jobView('live', ['SUCCEEDED', 'RUNNING'], { id: starting.jobId! }),
    });
    const status = await screen.findByTestId('live-status');
    expect(status).toHaveTextContent('Stopped');
    expect(screen.queryByTestId('live-preview')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('live-start'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminLiveRun', { params: { id: 7 } }));
    await waitFor(() => expect(screen.getByTestId('live-status')).toHaveAttribute('data-status', 'starting'));
    expect(screen.getByTestId('live-status')).toHaveTextContent('Starting');
    expect(screen.getByTestId('live-starting-note')).toHaveTextContent('up to 10 minutes');
    expect(await screen.findByTestId('live-job')).toHaveAttribute('data-job-id', starting.jobId);
    expect(screen.getByTestId('live-stop')).toBeInTheDocument();
    // Read again while it starts, until it is ready.
    await waitFor(() => expect(screen.getByTestId('live-status')).toHaveAttribute('data-status', 'ready'));
    expect(screen.getByTestId('live-status')).toHaveTextContent('Ready');
    expect(screen.getByTestId('live-preview')).toHaveAttribute('src', ready.url);
    expect(screen.getByTestId('live-preview')).toHaveAttribute('title', 'Preview of the site');
    const open = screen.getByTestId('live-open');
    expect(open).toHaveAttribute('href', ready.url);
    expect(open).toHaveAttribute('target', '_blank');
    expect(screen.queryByTestId('live-starting-note')).not.toBeInTheDocument();
  });

  it('stops the live edit', async () => {
    chooseSite(7);
    const ready: LiveStatus = {
      status: 'ready',
      jobId: null,
      url: 'http://localhost:5174/?release=preview-7',
      startedAt: null,
      failure: null,
    };
    const { call } = renderLive({ adminLiveStatus: () => ready, adminLiveStop: () => stopped });
    await userEvent.click(await screen.findByTestId('live-stop'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminLiveStop', { params: { id: 7 } }));
    await waitFor(() => expect(screen.getByTestId('live-status')).toHaveAttribute('data-status', 'stopped'));
    expect(screen.queryByTestId('live-preview')).not.toBeInTheDocument();
  });

  it('says why the last start failed', async () => {
    renderLive({ adminLiveStatus: () => ({ ...stopped, failure: 'The preview could not be built' }) });
    expect(await screen.findByTestId('live-failure')).toHaveTextContent('The preview could not be built');
  });

  it('says the live edit status could not be loaded', async () => {
    renderLive({
      adminLiveStatus: () => {
        throw new ApiError(501, 'Not implemented');
      },
    });
    expect(await screen.findByTestId('live-error')).toHaveTextContent('The live edit status could not be loaded');
    expect(screen.queryByTestId('live-start')).not.toBeInTheDocument();
  });
});
