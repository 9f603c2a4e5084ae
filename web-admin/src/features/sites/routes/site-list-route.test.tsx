import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { inTurn, jobItem, jobView } from '../../../testing/job-fixtures.ts';
import { SiteListRoute } from './site-list-route.tsx';

const sites = [
  { id: 7, name: 'Les Lilas', slug: 'lilas', url: null, defaultLang: 'fr_FR', functionalities: [], createdAt: '' },
  {
    id: 8,
    name: 'Domaine des Pins',
    slug: 'pins',
    url: null,
    defaultLang: 'fr_FR',
    functionalities: [],
    createdAt: '',
  },
  { id: 9, name: 'Clos du Puits', slug: 'puits', url: null, defaultLang: 'fr_FR', functionalities: [], createdAt: '' },
];

describe('/superAdmin/site: the update of every site’s client', () => {
  it('asks first, then shows the job with each site’s result as it comes', async () => {
    const started = jobView('massive-update', ['RUNNING'], { id: 'mp3k2x0a1-massive001', idSite: 0 });
    const running = {
      ...jobView('massive-update', ['SUCCEEDED', 'RUNNING'], { id: started.id, idSite: 0 }),
      items: [jobItem(7, 'Les Lilas', 'SUCCEEDED'), jobItem(8, 'Domaine des Pins', 'RUNNING')],
    };
    const ended = {
      ...jobView('massive-update', ['SUCCEEDED', 'FAILED'], {
        id: started.id,
        idSite: 0,
        failure: '1 site of 3 could not be updated',
      }),
      items: [
        jobItem(7, 'Les Lilas', 'SUCCEEDED'),
        jobItem(8, 'Domaine des Pins', 'FAILED', 'Prerender failed on /fr/nos-vins'),
        jobItem(9, 'Clos du Puits', 'SUCCEEDED'),
      ],
    };
    const { client, call } = fakeApi({
      sites: () => ({ sites, total: 3 }),
      sitesMassiveUpdateClient: () => started,
      adminJob: inTurn(running, ended),
    });
    renderScreen(<SiteListRoute />, { api: client, path: '/superAdmin/site', pattern: '/superAdmin/site' });
    await screen.findByText('Les Lilas');
    await userEvent.click(screen.getByTestId('massive-update'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Update every site’s client?');
    expect(call).not.toHaveBeenCalledWith('sitesMassiveUpdateClient');
    await userEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('sitesMassiveUpdateClient'));
    const job = await screen.findByTestId('massive-update-job');
    await waitFor(() => expect(within(job).getByTestId('job-item-status-8')).toHaveTextContent('Running'));
    expect(screen.getByTestId('massive-update')).toBeDisabled();
    // A job over every site is read on site 0.
    expect(call).toHaveBeenCalledWith(
      'adminJob',
      expect.objectContaining({ params: { id: started.id }, idSiteOverride: 0 }),
    );
    await waitFor(() => expect(within(job).getByTestId('job-status')).toHaveTextContent('Failed'));
    expect(within(job).getByTestId('job-items-summary')).toHaveTextContent('2 succeeded, 1 failed, 0 running');
    expect(within(job).getByTestId('job-item-7')).toHaveAttribute('data-status', 'SUCCEEDED');
    expect(within(job).getByTestId('job-item-9')).toHaveAttribute('data-status', 'SUCCEEDED');
    expect(within(job).getByTestId('job-item-8')).toHaveAttribute('data-status', 'FAILED');
    expect(within(job).getByTestId('job-item-error-8')).toHaveTextContent('Prerender failed on /fr/nos-vins');
    expect(within(job).getByTestId('job-failure')).toHaveTextContent('1 site of 3 could not be updated');
    expect(screen.getByTestId('massive-update')).toBeEnabled();
  });
});
