import { describe, expect, it } from 'vitest';
import { api } from './support/api.ts';
import { browser, env, journey, page, pageErrors, shot, watch } from './support/journey.ts';
import { signIn } from './support/sign-in.ts';

/**
 * Publishing in Chromium against the real local stack (issue 15, docs/publishing.md): the admin publishes the demo
 * site from /page/live and watches the job's steps; the storefront's HTML — fetched without JavaScript, as a crawler
 * would — holds the page's text, title and meta description; the admin changes the page and publishes again, the
 * HTML holds the new text; serving the earlier release again brings the old text back. In the browser the prerendered
 * page is hydrated without an error.
 */
journey({ name: 'publishing', viewport: { width: 1366, height: 900 } });

const run = Date.now().toString(36);
const oldText = 'Le domaine est né en 1962';
const newText = `Le domaine a fêté ses soixante ans ${run}`;

/** The storefront's document for a path, as a browser without JavaScript gets it (the demo site by `?site=1`). */
async function storeHtml(path: string): Promise<string> {
  const answer = await fetch(`${env.storeUrl}${path}${path.includes('?') ? '&' : '?'}site=1`);
  expect(answer.status).toBe(200);
  return answer.text();
}

/** Publishes from the screen and waits for the job's end; answers the release it wrote. */
async function publishFromScreen(): Promise<string> {
  const job = page.getByTestId('publish-job');
  const previous = await job.getAttribute('data-job-id');
  await page.getByTestId('publish-button').click();
  // The card follows the new job, not the one it showed before.
  await expect.poll(() => job.getAttribute('data-job-id')).not.toBe(previous);
  await expect.poll(() => job.getByTestId('job-status').getAttribute('data-status')).toBe('SUCCEEDED');
  for (const step of ['snapshot', 'prerender', 'write-release', 'switch-release', 'prune-releases'])
    expect(await job.getByTestId(`job-step-${step}`).getAttribute('data-status')).toBe('SUCCEEDED');
  await expect.poll(() => page.getByTestId('current-release').getAttribute('data-release-id')).toBeTruthy();
  return (await page.getByTestId('current-release').getAttribute('data-release-id'))!;
}

describe('publishing the site', () => {
  let admin: string;
  let first = '';

  it('publishes from /page/live: the job shows its steps, and the storefront serves the prerendered page', async () => {
    admin = (await api<{ token: string }>('POST', '/admin/login', { body: env.logins.admin })).token;
    await signIn(env.logins.admin, '');
    await page.goto(`${env.adminUrl}/page/live`);
    await page.getByTestId('publish-button').waitFor();
    await page.getByTestId('publish-button').click();
    const job = page.getByTestId('publish-job');
    // The job is followed as it runs: its steps are listed from the start, then each ends.
    await job.getByTestId('job-step-prerender').waitFor();
    await expect.poll(() => job.getByTestId('job-status').getAttribute('data-status')).toBe('SUCCEEDED');
    await shot('published');
    first = (await page.getByTestId('current-release').getAttribute('data-release-id'))!;
    expect(first).toBeTruthy();

    const html = await storeHtml('/le-domaine');
    expect(html).toContain(oldText);
    expect(html).toMatch(/<title[^>]*>[^<]*Le domaine[^<]*<\/title>/);
    expect(html).toContain('notre histoire, notre terroir de schistes');
    expect(html).toMatch(/<link[^>]+rel="alternate"[^>]+hreflang="en/);
  });

  it('hydrates the prerendered page in the browser without an error', async () => {
    const errorsBefore = pageErrors.length;
    const messages: string[] = [];
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'fr-FR' });
    const store = watch(await context.newPage());
    store.on('console', (message) => {
      if (message.type() === 'error') messages.push(message.text());
    });
    await store.goto(`${env.storeUrl}/le-domaine?site=1`);
    await store.getByText(oldText).waitFor();
    // The menu works once hydrated: a client-side navigation to another page.
    await store.getByRole('link', { name: 'Nous trouver' }).first().click();
    await expect.poll(() => new URL(store.url()).pathname).toBe('/nous-trouver');
    expect(messages.filter((m) => /hydrat/i.test(m))).toEqual([]);
    expect(pageErrors.slice(errorsBefore)).toEqual([]);
    await context.close();
  });

  it('serves the new text once the changed page is published, and the old one after a rollback', async () => {
    const pages = await api<{ pages: { id: number; url: string; children: unknown[] }[] }>('GET', '/admin/page', {
      token: admin,
    });
    const domaine = pages.pages.find((p) => p.url === 'le-domaine')!;
    const read = await api<Record<string, any>>('GET', `/admin/page/${domaine.id}`, { token: admin });
    const { id: _id, updatedAt: _u, schemaVersion: _s, ...editable } = read;
    editable.layouts[0].contents[0].content = `<p>${newText}</p>`;
    await api('PUT', `/admin/page/${domaine.id}`, { token: admin, body: editable });
    // Not published yet: the storefront still serves the release.
    expect(await storeHtml('/le-domaine')).toContain(oldText);

    const second = await publishFromScreen();
    expect(second).not.toBe(first);
    const html = await storeHtml('/le-domaine');
    expect(html).toContain(newText);
    expect(html).not.toContain(oldText);

    await page.getByTestId(`release-rollback-${first}`).click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => page.getByTestId('current-release').getAttribute('data-release-id')).toBe(first);
    await shot('rolled-back');
    const back = await storeHtml('/le-domaine');
    expect(back).toContain(oldText);
    expect(back).not.toContain(newText);
  });
});
