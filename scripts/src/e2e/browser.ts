import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** The system's Chromium (Debian package `chromium`); playwright-core downloads no browser. */
export const chromiumPath = '/usr/bin/chromium';

/**
 * Headless Chromium for the end-to-end tests, quiet (no update, sync or background traffic).
 * Close it in `afterAll`.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium is missing at ${chromiumPath}: .ci/run installs it (apt-get install -y chromium)`);
  }
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--headless=new',
    ],
  });
}
