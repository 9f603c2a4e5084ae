import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render.tsx';
import { jobItem, jobView } from '../../testing/job-fixtures.ts';
import { JobSteps } from './job-steps.tsx';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('a job’s steps (spec 1 §4: up to 15 minutes, escalate after 30)', () => {
  it('says nothing about time while a job runs less than 15 minutes', () => {
    renderScreen(<JobSteps job={jobView('publish', ['RUNNING'], { startedAt: minutesAgo(4) })} />);
    expect(screen.getByTestId('job-duration')).toHaveTextContent(/Running for 4 min 0\d s/);
    expect(screen.queryByTestId('job-slow')).not.toBeInTheDocument();
    expect(screen.queryByTestId('job-escalate')).not.toBeInTheDocument();
  });

  it('says a job running more than 15 minutes takes longer than expected', () => {
    renderScreen(<JobSteps job={jobView('publish', ['SUCCEEDED', 'RUNNING'], { startedAt: minutesAgo(16) })} />);
    expect(screen.getByTestId('job-slow')).toHaveTextContent('This is taking longer than expected');
    expect(screen.queryByTestId('job-escalate')).not.toBeInTheDocument();
  });

  it('says to contact support once a job has run more than 30 minutes', () => {
    const job = jobView('publish', ['SUCCEEDED', 'RUNNING'], { startedAt: minutesAgo(31) });
    renderScreen(<JobSteps job={job} />, { lang: 'fr_FR' });
    expect(screen.getByTestId('job-escalate')).toHaveTextContent(
      `La tâche tourne depuis plus de 30 minutes : contactez le support en donnant le numéro de la tâche (${job.id}).`,
    );
    expect(screen.queryByTestId('job-slow')).not.toBeInTheDocument();
    expect(screen.getByTestId('job-step-prerender')).toHaveTextContent('Pré-rendu des pages');
    expect(screen.getByTestId('job-status')).toHaveTextContent('En cours');
  });

  it('says nothing of the time an ended job took', () => {
    renderScreen(
      <JobSteps job={jobView('build', ['SUCCEEDED', 'SUCCEEDED', 'SUCCEEDED'], { startedAt: minutesAgo(60) })} />,
    );
    expect(screen.queryByTestId('job-slow')).not.toBeInTheDocument();
    expect(screen.queryByTestId('job-escalate')).not.toBeInTheDocument();
    expect(screen.getByTestId('job-kind')).toHaveTextContent('Release build');
  });

  it('shows each site’s outcome of a job over many sites', () => {
    const job = jobView('massive-update', ['SUCCEEDED', 'FAILED'], {
      idSite: 0,
      failure: '1 site of 3 could not be updated',
      items: [
        jobItem(7, 'Les Lilas', 'SUCCEEDED'),
        jobItem(8, 'Domaine des Pins', 'FAILED', 'Prerender failed on /fr/nos-vins'),
        jobItem(9, 'Clos du Puits', 'SUCCEEDED'),
      ],
    });
    renderScreen(<JobSteps job={job} />);
    expect(screen.getByTestId('job-failure')).toHaveTextContent('1 site of 3 could not be updated');
    expect(screen.getByTestId('job-items-summary')).toHaveTextContent('2 succeeded, 1 failed, 0 running');
    const failed = screen.getByTestId('job-item-8');
    expect(failed).toHaveTextContent('Domaine des Pins');
    expect(within(failed).getByTestId('job-item-status-8')).toHaveTextContent('Failed');
    expect(within(failed).getByTestId('job-item-error-8')).toHaveTextContent('Prerender failed on /fr/nos-vins');
    expect(screen.getByTestId('job-item-status-7')).toHaveTextContent('Succeeded');
    expect(screen.getByTestId('job-step-update-site')).toHaveTextContent('Updating each site');
  });
});
