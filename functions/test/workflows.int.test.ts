import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../../scripts/src/test/api.ts';
import { releaseDocument } from '../../scripts/src/local/release-documents.ts';

/**
 * Workflows (issue 15; docs/workflows.md, docs/publishing.md): jobs with their steps, releases served by one pointer
 * switch, rollback, injected failures, the live edit and the super-admin's deploy calls — through the local gateway,
 * with the ASL files run by aws-local-stepfunctions calling the same task handler as the Lambda.
 */
const { logins, apiUrl, env } = inject('fixtures');
let superAdmin: string;
let admin1: string;
let admin2: string;

async function idle(): Promise<void> {
  const answer = await fetch(`${apiUrl}/__workflows/idle`, { method: 'POST' });
  expect(answer.status).toBe(204);
}
async function fault(task: string, idSite: number | undefined, times = 99): Promise<void> {
  const answer = await fetch(`${apiUrl}/__faults`, { method: 'POST', body: JSON.stringify({ task, idSite, times }) });
  expect(answer.status).toBe(204);
}
const clearFaults = () => fault('*clear', undefined);

/** The site's jobs as the super-admin reads them. */
async function jobsOf(idSite: number) {
  const answer = await call('GET', `/site/${idSite}/workflow-status`, { token: superAdmin, idSite: 1 });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data as { jobs: any[]; deployment: any };
}

beforeAll(async () => {
  Object.assign(process.env, env, { LOG_LEVEL: 'silent' });
  [superAdmin, admin1, admin2] = await Promise.all([
    signIn(logins.superAdmin.email, logins.superAdmin.password),
    signIn(logins.admin1.email, logins.admin1.password),
    signIn(logins.admin2.email, logins.admin2.password),
  ]);
});

describe('construction mode, as a job with its steps', () => {
  it('serves "under construction" on every path of the site once the job has succeeded, each step timed', async () => {
    const started = await call('PUT', '/site/3/construction', {
      token: superAdmin,
      idSite: 1,
      body: { enabled: true },
    });
    expect(started.status, started.raw).toBe(202);
    expect(started.body.data).toMatchObject({ kind: 'construction', status: 'RUNNING', idSite: 3 });
    expect(started.body.data.steps.map((s: any) => s.name)).toEqual([
      'snapshot',
      'prerender',
      'write-release',
      'switch-release',
      'prune-releases',
    ]);
    await idle();
    const { jobs, deployment } = await jobsOf(3);
    const job = jobs.find((j) => j.id === started.body.data.id);
    expect(job.status, JSON.stringify(job)).toBe('SUCCEEDED');
    for (const step of job.steps) {
      expect(step.status).toBe('SUCCEEDED');
      expect(step.attempts).toBe(1);
      expect(Date.parse(step.endedAt)).toBeGreaterThanOrEqual(Date.parse(step.startedAt));
    }
    expect(deployment).toMatchObject({ construction: true, currentReleaseId: job.releaseId });
    const home = await releaseDocument('clos-des-tests.localhost', new URL('http://x/'));
    expect(home).toContain('Clos des Tests');
    expect(home).toContain('Site en construction');
    const english = await releaseDocument('x', new URL('http://x/en_US/products?site=3'));
    expect(english).toContain('Site under construction');
  });
});

describe('a failing task', () => {
  it('ends the job FAILED with its reason after its retries, and leaves the release served before', async () => {
    const before = (await jobsOf(3)).deployment.currentReleaseId;
    expect(before).not.toBeNull();
    await fault('prerender', 3);
    try {
      const started = await call('PUT', '/site/3/construction', {
        token: superAdmin,
        idSite: 1,
        body: { enabled: true },
      });
      expect(started.status, started.raw).toBe(202);
      await idle();
      const { jobs, deployment } = await jobsOf(3);
      const job = jobs.find((j) => j.id === started.body.data.id);
      expect(job.status).toBe('FAILED');
      expect(job.failure).toContain('Injected fault in prerender');
      const prerender = job.steps.find((s: any) => s.name === 'prerender');
      expect(prerender).toMatchObject({ status: 'FAILED' });
      // The ASL retries a task twice with backoff before it gives up.
      expect(prerender.attempts).toBe(3);
      expect(job.steps.find((s: any) => s.name === 'switch-release').status).toBe('PENDING');
      expect(deployment.currentReleaseId).toBe(before);
    } finally {
      await clearFaults();
    }
  });

  it('is retried with backoff and succeeds when the failure passes', async () => {
    await fault('snapshot', 3, 1);
    const started = await call('PUT', '/site/3/construction', {
      token: superAdmin,
      idSite: 1,
      body: { enabled: true },
    });
    await idle();
    const job = (await jobsOf(3)).jobs.find((j) => j.id === started.body.data.id);
    expect(job.status).toBe('SUCCEEDED');
    expect(job.steps[0]).toMatchObject({ name: 'snapshot', status: 'SUCCEEDED', attempts: 2 });
    expect(job.steps[0].error).toContain('Injected fault in snapshot');
  });
});

describe('releases and rollback', () => {
  it('serves an earlier release again in one call', async () => {
    const listed = await call('GET', '/admin/site/releases', { token: superAdmin, idSite: 3 });
    expect(listed.status, listed.raw).toBe(200);
    const { releases, currentId } = listed.body.data;
    expect(releases.length).toBeGreaterThanOrEqual(2);
    expect(releases.filter((r: any) => r.current).map((r: any) => r.id)).toEqual([currentId]);
    const earlier = releases.find((r: any) => !r.current);
    const served = await call('PUT', `/admin/site/release/${earlier.id}/current`, { token: superAdmin, idSite: 3 });
    expect(served.status, served.raw).toBe(200);
    expect(served.body.data.currentId).toBe(earlier.id);
    expect((await jobsOf(3)).deployment.currentReleaseId).toBe(earlier.id);
  });

  it('refuses a release that does not exist', async () => {
    const answer = await call('PUT', '/admin/site/release/zzzzzzzzz-aaaaaa/current', { token: superAdmin, idSite: 3 });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('This release does not exist');
  });
});

describe('jobs belong to their site', () => {
  it('answers 404 for another site’s job, and lists only the site’s own', async () => {
    const { jobs } = await jobsOf(3);
    const mine = await call('GET', '/admin/jobs', { token: admin2, idSite: 2 });
    expect(mine.status).toBe(200);
    expect(mine.body.data.jobs.map((j: any) => j.id)).not.toContain(jobs[0].id);
    const theirs = await call('GET', `/admin/job/${jobs[0].id}`, { token: admin2, idSite: 2 });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('This job does not exist');
  });

  it('never serves another site’s release on this site’s addresses', async () => {
    const { currentId } = (await call('GET', '/admin/site/releases', { token: superAdmin, idSite: 3 })).body.data;
    const answer = await call('PUT', `/admin/site/release/${currentId}/current`, { token: admin2, idSite: 2 });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('This release does not exist');
    expect((await jobsOf(3)).deployment.currentReleaseId).toBe(currentId);
  });
});

describe('deleting a site', () => {
  it('refuses a confirmation that is not the site’s short name, with the spec’s message', async () => {
    const answer = await call('DELETE', '/site/3?confirm=clos-des-autres', { token: superAdmin, idSite: 1 });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors.confirm).toEqual(['Invalid site github repository name']);
  });

  it('refuses site 0, the defaults', async () => {
    const answer = await call('PUT', '/site/0/build', { token: superAdmin, idSite: 1 });
    expect(answer.status).toBe(400);
  });

  it('is a super-admin power only', async () => {
    const answer = await call('DELETE', '/site/1?confirm=domaine-des-lilas', { token: admin1, idSite: 1 });
    expect(answer.status).toBe(403);
  });
});

describe('the client template', () => {
  it('answers the changelog, newest first', async () => {
    const answer = await call('GET', '/admin/client-template/changelog', { token: admin1 });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.data.entries[0].version).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe('publishing with the storefront’s renderer', () => {
  it('prerenders the site’s pages into the release: the page’s text, title and meta description in the HTML', async () => {
    const started = await call('POST', '/admin/site/publish', { token: admin2, idSite: 2 });
    expect(started.status, started.raw).toBe(202);
    await idle();
    const job = (await call('GET', `/admin/job/${started.body.data.id}`, { token: admin2, idSite: 2 })).body.data;
    expect(job.status, JSON.stringify(job)).toBe('SUCCEEDED');
    const releases = (await call('GET', '/admin/site/releases', { token: admin2, idSite: 2 })).body.data;
    expect(releases.currentId).toBe(job.releaseId);
    expect(releases.releases[0]).toMatchObject({ id: job.releaseId, kind: 'production', current: true });
    expect(releases.releases[0].documents).toBeGreaterThanOrEqual(4);
    const products = await releaseDocument('chateau-des-pins.localhost', new URL('http://x/en_US/products'));
    expect(products).toContain('<div id="root"><');
    expect(products).toMatch(/<html[^>]* lang="en/);
  });

  it('refuses a second publication of the site while one runs', async () => {
    const first = await call('POST', '/admin/site/publish', { token: admin2, idSite: 2 });
    const second = await call('POST', '/admin/site/publish', { token: admin2, idSite: 2 });
    expect(first.status).toBe(202);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('A job of this kind is already running on this site: wait for it to end');
    await idle();
  });
});

describe('massive update', () => {
  it('updates every named site, one failing site recorded FAILED without stopping the others', async () => {
    await fault('update-site', 3);
    try {
      const started = await call('PUT', '/site/massive-update-client', {
        token: superAdmin,
        idSite: 1,
        body: { siteIds: [1, 2, 3] },
      });
      expect(started.status, started.raw).toBe(202);
      expect(started.body.data).toMatchObject({ kind: 'massive-update', idSite: 0 });
      await idle();
      // A job over every site is site 0's: the super-admin reads it as the admin screen does, on site 0.
      const read = await call('GET', `/admin/job/${started.body.data.id}`, { token: superAdmin, idSite: 0 });
      expect(read.status, read.raw).toBe(200);
      const job = read.body.data;
      expect(job.status).toBe('FAILED');
      const byStatus = (status: string) =>
        job.items
          .filter((i: any) => i.status === status)
          .map((i: any) => i.idSite)
          .sort();
      expect(byStatus('SUCCEEDED')).toEqual([1, 2]);
      expect(byStatus('FAILED')).toEqual([3]);
      expect(job.items.find((i: any) => i.idSite === 3).error).toContain('Injected fault in update-site');
      expect(job.failure).toBe('1 of 3 sites failed: Clos des Tests');
    } finally {
      await clearFaults();
    }
  });
});

describe('live edit', () => {
  it('goes stopped → starting → ready, serves the drafts on its own address only, and stops', async () => {
    const stopped = await call('GET', '/admin/live/status', { token: admin2, idSite: 2 });
    expect(stopped.body.data.status).toBe('stopped');
    const draft = await call('POST', '/admin/page', {
      token: admin2,
      idSite: 2,
      body: {
        title: `Brouillon ${Date.now()}`,
        url: `brouillon-${Date.now().toString(36)}`,
        menuTitle: 'Brouillon',
        menuIcon: 'home',
        metaDescription: 'A page not online yet.',
        isValid: false,
        layouts: [
          { type: 'ONE_COLUMN', contents: [{ type: 'ENTITY', title: 'Draft', content: '<p>Not online yet</p>' }] },
        ],
      },
    });
    expect(draft.status, draft.raw).toBe(200);
    const url = draft.body.data.url as string;
    const run = await call('GET', '/admin/live/run/2', { token: admin2, idSite: 2 });
    expect(run.status, run.raw).toBe(202);
    expect(run.body.data.status).toBe('starting');
    await idle();
    const ready = (await call('GET', '/admin/live/status', { token: admin2, idSite: 2 })).body.data;
    expect(ready.status).toBe('ready');
    const preview = new URL(ready.url);
    const token = preview.searchParams.get('preview')!;
    const shown = await releaseDocument('127.0.0.1', new URL(`http://x/${url}?preview=${token}`));
    expect(shown).toContain('Not online yet');
    // Not on the site's own addresses: the draft is no one else's to see.
    expect(await releaseDocument('chateau-des-pins.localhost', new URL(`http://x/${url}`))).toBeNull();
    expect(await releaseDocument('127.0.0.1', new URL(`http://x/${url}?preview=2-${'0'.repeat(24)}`))).toBeNull();
    const other = await call('GET', '/admin/live/run/1', { token: admin2, idSite: 2 });
    expect(other.status).toBe(404);
    const off = await call('GET', '/admin/live/stop/2', { token: admin2, idSite: 2 });
    expect(off.body.data.status).toBe('stopped');
    expect(await releaseDocument('127.0.0.1', new URL(`http://x/${url}?preview=${token}`))).toBeNull();
  });
});
