import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../scripts/src/e2e/browser.ts';
import { startE2eEnvironment, type E2eEnvironment } from '../../scripts/src/e2e/environment.ts';

let env: E2eEnvironment | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  env = await startE2eEnvironment();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await env?.stop();
});

describe('the end-to-end harness', () => {
  it('opens the built admin in Chromium and reaches the API on the same origin', async () => {
    const page = await browser!.newPage();
    // As the journeys' pages (support/journey.ts): a limit only ends a wait that never comes.
    page.setDefaultTimeout(120_000);
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    const response = await page.goto(env!.adminUrl, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect(await response!.text()).toMatch(/<html lang="/);

    // From the page itself: the relative base `/api`, as the SPA calls it, under the site's CSP.
    const answer = await page.evaluate(async () => {
      const reply = await fetch('/api/parameter', { headers: { idSite: '1', userLang: 'en_US' } });
      return {
        status: reply.status,
        body: (await reply.json()) as { success: boolean; data: { COMPANY_NAME?: string } },
      };
    });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.data.COMPANY_NAME).toBe('Domaine des Lilas');
    expect(blocked).toEqual([]);

    await page.screenshot({ path: join(env!.screenshotsDir, 'harness-admin-home.png'), fullPage: true });
    await page.close();
  });

  it('proxies GET /api/parameter to the gateway', async () => {
    const reply = await fetch(`${env!.adminUrl}/api/parameter`, { headers: { idSite: '1' } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-security-policy')).toContain("default-src 'self'");
    const body = (await reply.json()) as { success: boolean; data: { COMPANY_NAME: string } };
    expect(body.success).toBe(true);
    expect(body.data.COMPANY_NAME).toBe('Domaine des Lilas');
  });

  it('serves the admin for a deep link, and gives the demo logins', async () => {
    const page = await fetch(`${env!.adminUrl}/en_US/superAdmin/sites`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<html lang="/);
    expect(env!.logins.admin.email).toBe('admin@domaine-des-lilas.fr');
    expect(env!.logins.superAdmin.email).toBe('super@cellar.local');
  });

  it('signs the demo admin in through the proxy', async () => {
    const reply = await fetch(`${env!.adminUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', userLang: 'en_US' },
      body: JSON.stringify(env!.logins.admin),
    });
    const body = (await reply.json()) as { success: boolean; data: { token?: string } };
    expect(reply.status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.token).toEqual(expect.any(String));
  });
});
