import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { page } from './journey.ts';

/** The path and query of the journey's page, without the origin. */
export function where(): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Waits until the page's path and query are `expected` (or match it). */
export async function waitForPath(expected: string | RegExp): Promise<void> {
  await page.waitForURL((url) => {
    const path = `${url.pathname}${url.search}`;
    return typeof expected === 'string' ? path === expected : expected.test(path);
  });
}

/**
 * The answer of the next `method` call whose path ends with `path` (a string) or matches it (a
 * regular expression). Take it before the click that sends the call, await it after.
 */
export function answerOf(method: string, path: string | RegExp) {
  return page.waitForResponse((r) => {
    if (r.request().method() !== method) return false;
    const pathname = new URL(r.url()).pathname;
    return typeof path === 'string' ? pathname.endsWith(path) : path.test(pathname);
  });
}

/** Waits for the admin's success toast saying `message`. */
export async function successToast(message: string): Promise<void> {
  await page.getByTestId('toast-success').filter({ hasText: message }).first().waitFor();
}

/** Waits until the select offers an option with this label or this value (its list loads after the screen). */
export async function waitForOption(select: Locator, option: { label: string } | { value: string }): Promise<void> {
  const options =
    'label' in option
      ? select.locator('option', { hasText: option.label })
      : select.locator(`option[value="${option.value}"]`);
  await expect.poll(() => options.count()).toBeGreaterThan(0);
}

/**
 * Ticks a checkbox or a radio whose state comes back later than the click (a router transition, a
 * store updated after an answer): Playwright's `check()` reads the box once right after its click
 * and throws "did not change its state" when the page has not re-rendered yet, so click, then wait.
 */
export async function tick(box: Locator): Promise<void> {
  if (!(await box.isChecked())) await box.click();
  await expect.poll(() => box.isChecked()).toBe(true);
}
