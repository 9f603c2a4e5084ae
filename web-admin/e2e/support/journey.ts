import { join } from 'node:path';
import type { Browser, Page, ViewportSize } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser } from '../../../scripts/src/e2e/browser.ts';
import { startE2eEnvironment, type E2eEnvironment } from '../../../scripts/src/e2e/environment.ts';

/*
 * A journey is one e2e test file: the real local stack (scripts/src/e2e), one Chromium and, usually,
 * one page, set up before the file's tests and torn down after them. Vitest gives each test file
 * its own copy of this module, so the state below belongs to the file that called `journey()`.
 *
 * `env`, `browser` and `page` are live bindings, filled in by the `beforeAll` that `journey()`
 * registers: a test file imports them and uses them as its own (`page.getByTestId(…)`,
 * `env.adminUrl`), only inside hooks and tests.
 *
 * This folder sits beside the journeys rather than with the harness in scripts/src/e2e: it knows
 * vitest's hooks and the admin's screens (the login form's test ids, the user menu, the toasts),
 * while the harness only starts the stack, the built sites and Chromium, for any caller.
 */
export let env: E2eEnvironment;
export let browser: Browser;
/** The journey's page (undefined when `journey()` was given no viewport). */
export let page: Page;
/** Uncaught exceptions of the journey's pages: none expected in any journey. */
export const pageErrors: string[] = [];

let journeyName = 'journey';
let step = 0;

export interface JourneyOptions {
  /** Starts the screenshots' file names: `<name>-01-<label>.png`. */
  name: string;
  /** The page's viewport. Without it no page is opened: the file opens its own with `watch`. */
  viewport?: ViewportSize;
}

/**
 * Registers the file's hooks: before its tests, the environment, the browser and the page; after a
 * failed test, the page's address and a screenshot; after all, the browser and the stack stopped.
 * Call it once, at the top of the file, before the file's own hooks (they then run after these
 * before the tests, and before these after them).
 */
export function journey(options: JourneyOptions): void {
  journeyName = options.name;
  beforeAll(async () => {
    env = await startE2eEnvironment();
    browser = await launchBrowser();
    if (options.viewport) page = watch(await browser.newPage({ viewport: options.viewport }));
  });
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail' || !page) return;
    console.log(`failed at ${page.url()}`);
    await shot(`failed-${context.task.name.replace(/\W+/g, '-').slice(0, 40)}`).catch(() => undefined);
  });
  afterAll(async () => {
    await browser?.close();
    await env?.stop();
  });
}

/**
 * Makes a page of the journey: up to two minutes for any wait, its uncaught errors kept in
 * `pageErrors`, and its error answers logged, so a failed run says which call went wrong. A 501 is a
 * route not built yet (`notImplemented`) that some screens already call: noise there, never the
 * cause of a failure.
 */
export function watch(target: Page): Page {
  // Every wait is for a condition (an element, an answer, an address); the limit only ends one that
  // never comes. 15 s was a clock: a page slowed by other work on the machine failed it.
  target.setDefaultTimeout(120_000);
  target.on('pageerror', (error) => pageErrors.push(error.message));
  target.on('response', (response) => {
    if (response.status() >= 400 && response.status() !== 501)
      console.log(`answer ${response.status()}: ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return target;
}

/** A full-page screenshot in `.test-results/screenshots`, numbered in the journey's order. */
export async function shot(label: string, target: Page = page): Promise<void> {
  step += 1;
  await target.screenshot({
    path: join(env.screenshotsDir, `${journeyName}-${String(step).padStart(2, '0')}-${label}.png`),
    fullPage: true,
  });
}
